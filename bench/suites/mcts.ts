import { createRng, mctsBot } from '../../src/index.js';
import { seededPosition } from '../_internals/positions.js';
import type { BenchCase } from '../_internals/suite.js';

// Our MCTS against boardgame.io's MCTSBot (peers suite): iterations per second of one search
// from a fixed mid-game position (60 actions of seeded random play, 2 players, 1 planet), with
// random playouts of 50 actions as the target asks, and with the bot's default playout
// depth. Tree reuse is off, so every call searches from scratch.

const ITERATIONS = 200;
const position = seededPosition('bench-mcts', 60);
const rng = createRng('bench-mcts-dice');

/** A search of `ITERATIONS`; without `playoutDepth`, the bot's default (no playouts). */
function search(playoutDepth?: number): () => unknown {
  const depth = playoutDepth === undefined ? {} : { playoutDepth };
  const bot = mctsBot({ iterations: ITERATIONS, seed: 1, reuseTree: false, ...depth });
  return () => bot.chooseAction(position, rng);
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
];
