import { describe, expect, it } from 'vitest';
import { board, shotDistance } from '../../../src/board/index.js';
import { coveredByChains } from '../../../src/bots/_internals/rules-view.js';
import { type GameState, underCover } from '../../../src/rules/index.js';
import { biasedChooser, playGame } from '../../rules/_helpers/random-game.js';

// The valuation's own copies of a rules query, for its inner loop: they must decide as the rules
// do. (2024-12's coveredByWalls is tested in play-2024-12.test.ts.)

describe('coveredByChains (2025-01 cover for the valuation)', () => {
  it('R3: decides as underCover does, over random games', () => {
    // Arrange: Fortifications built often, so that chains are blocked in many ways.
    const states: GameState[] = [];
    for (const seed of [31, 32]) {
      playGame(
        { seed, players: seed === 31 ? 2 : 3, planets: 1, turnLimit: 120 },
        biasedChooser(seed, ['fortify'], 0.6),
        { onStep: ({ after }) => states.push(after) },
      );
    }
    let covered = 0;
    let open = 0;

    // Act, Assert: every Rover against every playable space within range.
    for (const state of states) {
      const forts = state.planets[0]!.fortifications;
      for (const r of state.rovers) {
        if (r.location === 'orbit') continue;
        const from = r.location.space;
        for (const to of board.playableSpaces) {
          if (to === from || shotDistance(from, to) > 3) continue;
          const rules = underCover(state, r.owner, 0, from, to);
          expect(coveredByChains(forts, r.owner, from, to, 3)).toBe(rules);
          if (rules) covered++;
          else open++;
        }
      }
    }
    expect(covered).toBeGreaterThan(0);
    expect(open).toBeGreaterThan(0);
  });
});
