import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/cli.js';
import { formatPosition, renderSvg, renderText, replay } from '../../src/index.js';
import { turnsPlayed } from '../../src/render/_internals/turns.js';
import { memoryIo } from '../cli/_helpers/io.js';
import { fixture, fixturePath } from '../record/_helpers/fixtures.js';
import { parseXml, textContent } from './_helpers/xml.js';

// One turn counter everywhere (issue 29): `state.turn`, the turns played, is what the position
// string writes (`turn:3.0`), what records keep and what every picture and text shows, always
// worded "N turns played" (src/render/_internals/turns.ts). The SVG once said "Turn 4" for the
// same position that the text called "turn 3".

const HAND = 'hand/short-game.json';
/** After 5 actions of the hand-written game: two placements and three turns of play. */
const TO = 5;

function cli(argv: string[], files: Record<string, string> = {}): string {
  const io = memoryIo(files);
  expect(main(argv, io)).toBe(0);
  return io.text().out;
}

/** Every number that a text gives as turns played, and every bare "turn N". */
function turnNumbers(text: string): { played: number[]; bare: string[] } {
  return {
    played: [...text.matchAll(/(\d+)(?: of \d+)? turns? played/g)].map((m) => Number(m[1])),
    bare: [...text.matchAll(/\bturn \d+/gi)].map((m) => m[0]),
  };
}

describe('turnsPlayed', () => {
  it('words the count, with the limit when there is one', () => {
    expect([turnsPlayed(0), turnsPlayed(1), turnsPlayed(4)]).toEqual([
      '0 turns played',
      '1 turn played',
      '4 turns played',
    ]);
    expect(turnsPlayed(3, 8)).toBe('3 of 8 turns played');
  });
});

describe('the turn of a position, from every entry point', () => {
  const { state } = replay(fixture(HAND), { to: TO });
  const position = formatPosition(state!);
  const turn = Number(/ turn:(\d+)\.\d+ /.exec(position)?.[1]);

  it('is state.turn in the position string', () => {
    expect(turn).toBe(state!.turn);
    expect(turn).toBe(3);
  });

  it.each([
    ['renderText', () => renderText(state!)],
    ['the SVG status line', () => textContent(parseXml(renderSvg(state!)).children[0]!)],
    ['globetrotter replay', () => cli(['replay', fixturePath(HAND), '--to', String(TO)])],
    ['globetrotter render', () => cli(['render', '--at', position])],
    [
      'globetrotter validate, for a game still in play',
      () => {
        const record = JSON.parse(fixture(HAND)) as { actions: unknown[]; result?: unknown };
        const cut = { ...record, actions: record.actions.slice(0, TO), result: undefined };
        return cli(['validate', 'cut.json'], { 'cut.json': JSON.stringify(cut) });
      },
    ],
  ])('is the same number, as turns played, in %s', (_, text) => {
    const found = turnNumbers(text());

    expect(found.played.length).toBeGreaterThan(0);
    expect(new Set(found.played)).toEqual(new Set([turn]));
    expect(found.bare).toEqual([]);
  });
});
