import { describe, expect, it } from 'vitest';
import { board, edgeBetween, entryCost, shotDistance } from '../../src/board/index.js';
import {
  coveredByChains,
  coveredByWalls,
  type GameState,
  type RulesetName,
  underCover,
} from '../../src/rules/index.js';
import { biasedChooser, playGame } from './_helpers/random-game.js';

// The chain searches of cover (R3 for 2025-01, R58 for 2024-12) against a referee written as
// plainly as the rulings read: every chain of playable spaces from the shooter within range,
// each entry costing its R2 cost, looked for one that is open.

/** Whether some chain from `here` to `to` within `budget` passes where `blocked` allows. */
function openChainReferee(
  here: number,
  to: number,
  budget: number,
  blocked: (from: number, next: number) => boolean,
): boolean {
  return board.playableNeighbors[here]!.some((next) => {
    const cost = entryCost(board, next);
    if (cost > budget || blocked(here, next)) return false;
    return next === to || openChainReferee(next, to, budget - cost, blocked);
  });
}

/** States of a random game that fortifies often, so that chains are blocked in many ways. */
function fortifiedStates(seed: number, players: number, ruleset: RulesetName): GameState[] {
  const states: GameState[] = [];
  playGame(
    { seed, players, planets: 1, turnLimit: 120, ruleset },
    biasedChooser(seed, ['fortify'], 0.6),
    { onStep: ({ after }) => states.push(after) },
  );
  return states;
}

/** Every Rover on the planet against every playable space within range 3. */
function* shots(state: GameState): Generator<{ shooter: number; from: number; to: number }> {
  for (const r of state.rovers) {
    if (r.location === 'orbit') continue;
    const from = r.location.space;
    for (const to of board.playableSpaces) {
      if (to !== from && shotDistance(from, to) <= 3) yield { shooter: r.owner, from, to };
    }
  }
}

describe('the chain searches of cover', () => {
  it('R3: coveredByChains and underCover decide 2025-01 cover as the referee does, over random games', () => {
    // Arrange
    const states = [...fortifiedStates(31, 2, '2025-01'), ...fortifiedStates(32, 3, '2025-01')];
    const seen = { covered: 0, open: 0 };

    // Act, Assert
    for (const state of states) {
      const forts = state.planets[0]!.fortifications;
      const enemyOn = (space: number, shooter: number): boolean => {
        const owner = forts[space];
        return owner !== null && owner !== undefined && owner !== shooter;
      };
      for (const { shooter, from, to } of shots(state)) {
        const referee =
          enemyOn(to, shooter) ||
          !openChainReferee(from, to, 3, (_, next) => next !== to && enemyOn(next, shooter));
        expect(coveredByChains(forts, shooter, from, to, 3)).toBe(referee);
        expect(underCover(state, shooter, 0, from, to)).toBe(referee);
        seen[referee ? 'covered' : 'open']++;
      }
    }
    expect(seen.covered).toBeGreaterThan(0);
    expect(seen.open).toBeGreaterThan(0);
  });

  it('R58: coveredByWalls and underCover decide 2024-12 cover as the referee does, over random games', () => {
    // Arrange
    const states = fortifiedStates(61, 3, '2024-12');
    const seen = { covered: 0, open: 0 };

    // Act, Assert
    for (const state of states) {
      const walls = state.planets[0]!.edgeFortifications!;
      for (const { shooter, from, to } of shots(state)) {
        const referee = !openChainReferee(from, to, 3, (a, b) => {
          const owner = walls[edgeBetween(a, b)];
          return owner !== null && owner !== undefined && owner !== shooter;
        });
        expect(coveredByWalls(walls, shooter, from, to, 3)).toBe(referee);
        expect(underCover(state, shooter, 0, from, to)).toBe(referee);
        seen[referee ? 'covered' : 'open']++;
      }
    }
    expect(seen.covered).toBeGreaterThan(0);
    expect(seen.open).toBeGreaterThan(0);
  });
});
