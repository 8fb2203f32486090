import { printable } from '../../rules/index.js';
import type { FormatOptions } from '../notation-options.js';
import { TARGETS } from './notation-vocabulary.js';

// The pieces of an action's canonical text (`formatAction`): each checks its value, so that a
// field of the wrong type is a TypeError naming it, never text that reads back otherwise.

export function int(value: unknown, what: string): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) {
    throw new TypeError(
      `formatAction: ${what} must be a non-negative integer, not ${printable(String(value))}`,
    );
  }
  return value;
}

export function rover(value: unknown): string {
  return `r${int(value, 'rover')}`;
}

export function location(planet: unknown, space: unknown, options: FormatOptions): string {
  const p = int(planet, 'planet');
  const s = int(space, 'space');
  return p !== 0 || (options.planets ?? 1) > 1 ? `${s}@${p}` : `${s}`;
}

/** A space, then `>facing` when the action names the space its Rover faces (2024-12, R52). */
export function faced(text: string | number, facing: unknown): string {
  return facing === undefined ? `${text}` : `${text}>${int(facing, 'facing')}`;
}

/** An edge by its two spaces, the lower first: `16/26` (2024-12, ruling R51). */
export function edge(space: unknown, across: unknown): string {
  const [a, b] = [int(space, 'space'), int(across, 'across')];
  return `${Math.min(a, b)}/${Math.max(a, b)}`;
}

/**
 * What a shot or a 2024-12 Fire aims at: a space and a kind (`41 rover`), or an edge and
 * `fortification` (`16/26 fortification`); an edge holds nothing else.
 */
export function aimedAt(space: unknown, target: unknown, across: unknown): string {
  const kind = word(target, TARGETS, 'target');
  if (across === undefined) return `${int(space, 'space')} ${kind}`;
  if (kind !== 'fortification') {
    throw new TypeError(
      'formatAction: across names an edge, which only a fortification target has',
    );
  }
  return `${edge(space, across)} ${kind}`;
}

/** `@1`: a planet alone (the planet of a Drill Cannon or of an orbit). */
export function planetWord(planet: unknown): string {
  return `@${int(planet, 'planet')}`;
}

export function word<T extends string>(value: unknown, words: readonly T[], what: string): T {
  if (!words.includes(value as T)) {
    throw new TypeError(`formatAction: ${what} must be one of ${words.join(', ')}`);
  }
  return value as T;
}

/**
 * The space of a Factory's or a Drill Cannon's action: `13` where the action names no planet
 * (2025-01), else a location as everywhere (`13@1`, and `13` for planet 0 in a one-planet game).
 */
export function cannonSpace(planet: unknown, space: unknown, options: FormatOptions): string {
  return planet === undefined ? `${int(space, 'space')}` : location(planet, space, options);
}
