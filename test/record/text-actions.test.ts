import { describe, expect, it } from 'vitest';
import {
  applyAction,
  createGame,
  createRng,
  formatAction,
  type GameState,
  IllegalActionError,
  legalActions,
  scriptedRng,
  stateHash,
  validateAction,
} from '../../src/index.js';

// Issue 29, item 7: the public applyAction and validateAction take notation text, read with the
// state's ruleset, as chess.js's move('e4') does; text that is not notation is MALFORMED_ACTION.

function playedWith(
  ruleset: '2024-12' | '2025-01' | '2026-06',
  asText: boolean,
  steps: number,
): GameState {
  const rng = createRng(`text-${ruleset}`);
  let state = createGame({ players: 2, ruleset }, rng);
  for (let i = 0; i < steps && state.status !== 'finished'; i++) {
    const actions = legalActions(state);
    const action = actions[(i * 7) % actions.length]!;
    const text = formatAction(action, { planets: state.options.planets });
    expect(validateAction(state, text)).toEqual({ ok: true });
    state = applyAction(state, asText ? text : action, rng);
  }
  return state;
}

describe('applyAction and validateAction with notation text', () => {
  it.each(['2024-12', '2025-01', '2026-06'] as const)(
    '%s: a game played as text is the game played as objects',
    (ruleset) => {
      expect(stateHash(playedWith(ruleset, true, 40))).toBe(
        stateHash(playedWith(ruleset, false, 40)),
      );
    },
  );

  it('reads `p0:` prefixes and any letter case', () => {
    const rng = createRng(9);
    let state = createGame({ players: 2 }, rng);
    const first = state.currentPlayer;
    state = applyAction(state, `P${first}:  PLACE 0`, rng);
    expect(state.last).toMatchObject({
      player: first,
      action: { type: 'place', planet: 0, space: 0 },
    });
  });

  it('an illegal action in text gets the same verdict as the object', () => {
    const state = createGame({ players: 2 }, createRng(1));
    const verdict = validateAction(state, 'r1 move 41');
    const object = validateAction(state, { type: 'move', rover: 1, to: 41 });
    expect(verdict.ok).toBe(false);
    expect(object.ok).toBe(false);
    if (!verdict.ok && !object.ok) expect(verdict.error.code).toBe(object.error.code);
    expect(() => applyAction(state, 'r1 move 41', scriptedRng([]))).toThrow(IllegalActionError);
  });

  it.each([
    ['an unknown verb', 'r1 teleport 41'],
    ['empty text', ''],
    ['a verb without its fields', 'move'],
    ['a word too many', 'r1 move 41 42'],
    ['10,000 characters', 'x'.repeat(10_000)],
  ])('%s is MALFORMED_ACTION, from both, naming the text', (_, text) => {
    const state = createGame({ players: 2 }, createRng(1));
    const verdict = validateAction(state, text);
    expect(verdict.ok).toBe(false);
    if (verdict.ok) return;
    expect(verdict.error).toBeInstanceOf(IllegalActionError);
    expect(verdict.error.code).toBe('MALFORMED_ACTION');
    expect(verdict.error.rule).toBe('action-format');
    expect(verdict.error.action).toBe(text);
    expect(verdict.error.message).toMatch(/^cannot read /);
    let thrown: unknown;
    try {
      applyAction(state, text, createRng(1));
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(IllegalActionError);
    expect((thrown as IllegalActionError).code).toBe('MALFORMED_ACTION');
  });

  it('2026-06 text is read with 2026-06 notation (`choose` is a verb there)', () => {
    const rng = createRng(2);
    const state = createGame({ players: 2, ruleset: '2026-06' }, rng);
    // The roll-off winner chooses first in a two-player 2026-06 game (ruling R31).
    const next = applyAction(state, 'choose first', rng);
    expect(next.last?.action).toEqual({ type: 'choose', placeFirst: true });
  });

  it('a non-state with text is INVALID_STATE, not a parse error', () => {
    const verdict = validateAction(null as unknown as GameState, 'r1 move 41');
    expect(verdict.ok).toBe(false);
    if (!verdict.ok) expect(verdict.error.code).toBe('INVALID_STATE');
  });
});
