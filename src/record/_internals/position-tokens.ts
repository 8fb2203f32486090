import { board, edgeBetween } from '../../board/index.js';
import { type DieRoll, type PlayerIndex, printable } from '../../rules/index.js';
import { PositionError } from '../position-error.js';

// The tokens of a position string (docs/notation.md) that every section writes and reads alike.

/** Throws the `MALFORMED_POSITION` error naming `part`. */
export function malformed(part: string, why: string): never {
  throw new PositionError('MALFORMED_POSITION', part, printable(why));
}

/** Between the sections of a position string. */
export const SEPARATOR = ' / ';
/** The letter of each die purpose in `last:` (`h4`: a hit die of 4). */
export const PURPOSE_LETTER: Readonly<Record<DieRoll['purpose'], string>> = {
  rollOff: 'r',
  hit: 'h',
  damage: 'd',
  planet: 'p',
  hits: 'n',
  explosion: 'e',
};

/** The die purpose of each letter. */
export const PURPOSES: Readonly<Record<string, DieRoll['purpose']>> = Object.fromEntries(
  Object.entries(PURPOSE_LETTER).map(([purpose, letter]) => [
    letter,
    purpose as DieRoll['purpose'],
  ]),
);

/** An edge by its two spaces, the lower first (`26/27`, ruling R51): `board.edges` keeps them so. */
export function edgeName(edge: number): string {
  const [a, b] = board.edges[edge]!.spaces;
  return `${a}/${b}`;
}

const INT = /^\d{1,16}$/;

export function int(text: string | undefined, part: string, what: string): number {
  if (text === undefined || !INT.test(text) || !Number.isSafeInteger(Number(text))) {
    malformed(part, `expected ${what} (a whole number)`);
  }
  return Number(text);
}

export function seat(text: string | undefined, part: string): PlayerIndex {
  const m = /^p(\d{1,2})$/.exec(text ?? '');
  if (!m) malformed(part, 'expected a player (p0, p1, ...)');
  return Number(m[1]);
}

/** `26` (planet 0) or `1.26`: a space, with its planet before a dot. */
export function location(text: string, part: string): { planet: number; space: number } {
  const m = /^(?:(\d{1,9})\.)?(\d{1,9})$/.exec(text);
  if (!m) malformed(part, 'expected a space (26, or 1.26 for planet 1)');
  return { planet: m[1] === undefined ? 0 : Number(m[1]), space: Number(m[2]) };
}

/**
 * `26/27` (planet 0) or `1.26/27`: an edge by its two spaces, with its planet before a dot
 * (2024-12); `27/26` is the same edge. Returns the edge id.
 */
export function edgeAt(text: string, part: string): { planet: number; edge: number } {
  const m = /^(?:(\d{1,9})\.)?(\d{1,9})\/(\d{1,9})$/.exec(text);
  if (!m) malformed(part, 'expected an edge (26/27, or 1.26/27 for planet 1)');
  const edge = edgeBetween(Number(m[2]), Number(m[3]));
  if (edge < 0) malformed(part, `spaces ${m[2]} and ${m[3]} share no edge`);
  return { planet: m[1] === undefined ? 0 : Number(m[1]), edge };
}
