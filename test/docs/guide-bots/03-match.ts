// Mirrors a code block of docs/guide-bots.md; test/docs/guides.test.ts checks that it still
// does and runs it. Lines outside the block: imports of earlier blocks, exports for the test.
import {
  applyAction,
  type Bot,
  createGame,
  createRecorder,
  createRng,
  greedyBot,
  randomBot,
  stringifyRecord,
} from '../../../src/index.js';

export function playMatch(bots: readonly Bot[], seed: string | number) {
  const dice = createRng(seed);
  const choices = createRng(`${seed}/bots`);
  let state = createGame({ players: bots.length, turnLimit: 300 }, dice);
  const recorder = createRecorder(state, { seed, players: bots.map((b) => b.name) });
  while (state.status !== 'finished') {
    const bot = bots[state.currentPlayer]!;
    state = applyAction(state, bot.chooseAction(state, choices), dice);
    recorder.push(state); // records state.last: the action, its player and its dice
  }
  return { state, record: stringifyRecord(recorder.toRecord()) };
}

const { state, record } = playMatch([greedyBot, randomBot], 7);
console.log(`winners ${state.winners.join(',') || 'none'} after ${state.turn} turns`);

export { record, state };
