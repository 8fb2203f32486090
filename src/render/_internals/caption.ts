import type { GameState } from '../../rules/index.js';
import { actionText, diceText, eventText, type NameOf } from './describe.js';
import { INK } from './palette.js';
import { turnsPlayed } from './turns.js';
import { el, textEl } from './xml.js';

// The words around the map: the status line at the top, the last action at the bottom.

/** Where the game stands, in one line: `12 turns played: Player 1 to act` (turns.ts). */
export function statusText(state: GameState, nameOf: NameOf): string {
  switch (state.status) {
    case 'setup':
      return `Setup: ${nameOf(state.currentPlayer)} places a Rover`;
    case 'playing': {
      const extra =
        state.actionsThisTurn > 0 ? `, action ${state.actionsThisTurn + 1} of the turn` : '';
      return `${turnsPlayed(state.turn)}: ${nameOf(state.currentPlayer)} to act${extra}`;
    }
    case 'finished': {
      const over = `Game over after ${state.turn} turn${state.turn === 1 ? '' : 's'}`;
      if (state.winners.length === 0) return `${over}: no winner`;
      const names = state.winners.map(nameOf).join(' and ');
      return `${over}: ${names} win${state.winners.length === 1 ? 's' : ''}`;
    }
    default: {
      const unreachable: never = state.status;
      return unreachable;
    }
  }
}

/** Splits text into lines of at most `width` characters, at spaces. */
export function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/** The caption: the last action, its dice and what happened; returns markup and its height. */
export function caption(
  state: GameState,
  nameOf: NameOf,
  x: number,
  top: number,
  width: number,
): { markup: string; height: number } {
  const last = state.last;
  const lines: { text: string; size: number; bold: boolean }[] = [];
  if (!last) lines.push({ text: 'No action yet.', size: 17, bold: true });
  else {
    lines.push({
      text: `Last action: ${nameOf(last.player)} ${actionText(state, last.action)}`,
      size: 17,
      bold: true,
    });
    if (last.dice.length > 0)
      lines.push({ text: `Dice: ${diceText(last.dice)}`, size: 15, bold: false });
    if (last.events.length > 0) {
      const events = last.events.map((e) => eventText(state, e, nameOf)).join('; ');
      for (const text of wrap(`Then: ${events}.`, Math.floor(width / 7.6))) {
        lines.push({ text, size: 15, bold: false });
      }
    }
  }
  let y = top;
  const parts = lines.map((l) => {
    y += l.size + 8;
    return textEl(
      'text',
      {
        x,
        y,
        'font-size': l.size,
        'font-weight': l.bold ? 'bold' : undefined,
        'text-anchor': 'start',
        fill: INK.text,
      },
      l.text,
    );
  });
  const attrs = { class: 'caption', 'data-action': last?.action.type };
  return { markup: el('g', attrs, parts), height: y - top };
}
