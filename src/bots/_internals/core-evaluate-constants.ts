import { board } from '../../board/index.js';
import type { CoreEvaluation } from './core-evaluation.js';
import { chanceOf } from './evaluate-weights.js';

// What `evaluateCore` (core-evaluate.ts) reads of a ruleset and of the board, read once (from
// the `Ruleset` object and the board's arrays, property by property, it cost a tenth of an
// evaluation).

/** What an evaluation reads of its ruleset, read once per ruleset (not at every evaluation). */
export interface Constants {
  /** The adapter's number in the value cache (core-evaluate-cache.ts). */
  readonly number: number;
  readonly range: number;
  readonly damage: number;
  readonly damageUnderCover: number;
  readonly hit: number;
  readonly hitUnderCover: number;
  readonly facing: boolean;
  /** Whether cover can only lower a shot's value (its chances no better than the open's). */
  readonly coverLowers: boolean;
  readonly safeOrbit: boolean;
  readonly perGame: boolean;
  /** The kind of each structure index: 1 Treasury, 2 Drill Cannon, 0 other. */
  readonly kinds: Int32Array;
  readonly kindCount: number;
}

/** Each adapter's constants; its number is its index in `adapters`. */
export function constantsOf(
  adapters: readonly CoreEvaluation[],
): ReadonlyMap<CoreEvaluation, Constants> {
  return new Map(
    adapters.map((ev, number): [CoreEvaluation, Constants] => {
      const rules = ev.rules;
      const hit = chanceOf(rules.hitOn.open);
      const hitUnderCover = chanceOf(rules.hitOn.cover);
      const damage = chanceOf(rules.damageOn);
      const damageUnderCover = chanceOf(rules.coverDamageOn);
      const kinds = Int32Array.from(rules.structures, (k) =>
        k === 'treasury' ? 1 : k === 'drillCannon' ? 2 : 0,
      );
      return [
        ev,
        {
          number,
          range: rules.shootingRange,
          damage,
          damageUnderCover,
          hit,
          hitUnderCover,
          facing: rules.facing,
          coverLowers: hitUnderCover <= hit && damageUnderCover <= damage,
          safeOrbit: ev.safeOrbit,
          perGame: rules.oneOfEachPer === 'game',
          kinds,
          kindCount: rules.structures.length,
        },
      ];
    }),
  );
}

const SPACES = board.spaces.length;

/** Per space: its playable neighbours, flat, from `OUTLET_FIRST[space]`. */
export const OUTLET_FIRST = new Int32Array(SPACES + 1);
export const OUTLETS = Int32Array.from(
  board.spaces.flatMap((_, space) => {
    const to = board.playableNeighbors[space]!;
    OUTLET_FIRST[space + 1] = OUTLET_FIRST[space]! + to.length;
    return to;
  }),
);
