import {
  actionOutcomes,
  applyAction,
  createGame,
  createRng,
  type GameState,
  legalActions,
} from '../../../src/index.js';

// Fixed 2025-01 positions for perft, from seeded play as bench/_internals/positions.ts makes them
// (two players, one planet, a 300-turn limit), and the slow reference perft over the reducer.

/** The state after `actions` actions of seeded random play (fewer if the game ends first). */
export function seededPosition(seed: string, actions: number): GameState {
  const dice = createRng(seed);
  const chooser = createRng(`${seed}-choice`);
  let state = createGame({ players: 2, turnLimit: 300 }, dice);
  for (let step = 0; step < actions && state.status !== 'finished'; step++) {
    const legal = legalActions(state);
    state = applyAction(state, legal[(chooser.d6() * 7919 + step) % legal.length]!, dice);
  }
  return state;
}

/** What the reference perft counts (as the core's `perft`). */
export interface ReferenceCounts {
  leaves: number;
  nodes: number;
  chanceNodes: number;
  probabilityError: number;
}

/**
 * Perft over `legalActions` and `actionOutcomes`: every legal action, every outcome of its dice,
 * to `depth` actions; a finished game is a leaf.
 */
export function referencePerft(state: GameState, depth: number): ReferenceCounts {
  const counts = { leaves: 0, nodes: 0, chanceNodes: 0, probabilityError: 0 };
  const walk = (at: GameState, left: number): number => {
    let leaves = 0;
    for (const action of legalActions(at)) {
      const outcomes = actionOutcomes(at, action, { freeze: false });
      if (outcomes[0]!.dice.length > 0) counts.chanceNodes++;
      const sum = outcomes.reduce((s, o) => s + o.probability, 0);
      counts.probabilityError = Math.max(counts.probabilityError, Math.abs(sum - 1));
      for (const o of outcomes) {
        counts.nodes++;
        leaves += left > 1 && o.state.status !== 'finished' ? walk(o.state, left - 1) : 1;
      }
    }
    return leaves;
  };
  counts.leaves = walk(state, depth);
  return counts;
}
