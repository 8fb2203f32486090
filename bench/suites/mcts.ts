import { createRng, mctsBot } from '../../src/index.js';
import { midGamePositions, seededPosition } from '../_internals/positions.js';
import type { BenchCase } from '../_internals/suite.js';

// Our MCTS against boardgame.io's MCTSBot (peers suite): iterations per second of one search
// from a fixed mid-game position (60 actions of seeded random play, 2 players, 1 planet), with
// random playouts of 50 actions as the target asks, and with the bot's default playout
// depth. Tree reuse is off, so every call searches from scratch. In 2025-01 and 2024-12 the
// search runs on the core (src/core); the 2024-12 case is a mid-game position of that ruleset.

const ITERATIONS = 200;
const position = seededPosition('bench-mcts', 60);
const position2024 = midGamePositions(1, 'bench-mcts', undefined, '2024-12')[0]!;
const rng = createRng('bench-mcts-dice');

/** A search of `ITERATIONS`; without `playoutDepth`, the bot's default (no playouts). */
function search(playoutDepth?: number, from = position): () => unknown {
  const depth = playoutDepth === undefined ? {} : { playoutDepth };
  const bot = mctsBot({ iterations: ITERATIONS, seed: 1, reuseTree: false, ...depth });
  return () => bot.chooseAction(from, rng);
}

export const cases: readonly BenchCase[] = [
  {
    name: 'MCTS iterations, mid-game',
    fn: search(50),
    unit: 'iterations',
    unitsPerCall: ITERATIONS,
  },
  {
    name: 'MCTS iterations, mid-game, default playout depth (0)',
    fn: search(),
    unit: 'iterations',
    unitsPerCall: ITERATIONS,
  },
  {
    name: 'MCTS iterations, 2024-12 mid-game, default playout depth (0)',
    fn: search(undefined, position2024),
    unit: 'iterations',
    unitsPerCall: ITERATIONS,
  },
];
