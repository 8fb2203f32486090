// The packed package from CommonJS (scripts/pack-check.sh).
const assert = require('node:assert/strict');
const {
  board,
  createGame,
  createRng,
  legalActions,
  applyAction,
  targetSpace,
} = require('globetrotter');
const { simulate, SimulationError } = require('globetrotter/sim');

assert.equal(board.spaces.length, 92);
const rng = createRng(1);
let state = createGame({ players: 2 }, rng);
state = applyAction(state, legalActions(state)[0], rng);
assert.equal(typeof targetSpace(legalActions(state)[0]), 'number');
assert.equal(typeof simulate, 'function');
assert.equal(typeof SimulationError, 'function');
console.log('cjs: ok');
