// The packed package from an ES module (scripts/pack-check.sh).
import assert from 'node:assert/strict';
import {
  applyAction,
  createGame,
  createRng,
  DEFAULT_TURN_LIMIT,
  greedyBot,
  legalActions,
  randomBot,
  stateHash,
  validateAction,
} from 'globetrotter';
import { simulate } from 'globetrotter/sim';

const dice = createRng(7);
const choices = createRng('7/bots');
let state = createGame({ players: 2 }, dice);
assert.equal(state.options.turnLimit, DEFAULT_TURN_LIMIT);
const bots = [greedyBot, randomBot];
while (state.status !== 'finished') {
  state = applyAction(state, bots[state.currentPlayer].chooseAction(state, choices), dice);
}
assert.equal(legalActions(state).length, 0);
const verdict = JSON.parse(JSON.stringify(validateAction(state, 'r1 move 41')));
assert.equal(verdict.error.code, 'GAME_OVER');
assert.ok(verdict.error.message.length > 0);
const result = await simulate({
  bots: ['random', 'random'],
  games: 2,
  seed: 1,
  workers: 1,
  turnLimit: 20,
});
assert.equal(result.games.length, 2);
console.log(`esm: ok, final hash ${stateHash(state)}`);
