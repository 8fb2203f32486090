// Mirrors a code block of docs/guide-records.md; test/docs/guides.test.ts checks that it still
// does and runs it. Lines outside the block: exports for the test.
import { type GameRecord, replay } from '../../../src/index.js';

const record: GameRecord = {
  format: 'globetrotter-record',
  version: 1,
  options: { players: 2, turnLimit: 8 },
  players: ['Ann', 'Bob'],
  rollOff: [5, 2],
  actions: [
    'p0: place 0',
    'p1: place 26',
    'p0: r1 move 1',
    'p1: r2 fortify 7',
    'p0: r1 shoot 26 rover [4]', // a die short: the 4 hit (4+ under cover), damage follows
  ],
};

const result = replay(record);
if (!result.ok) console.log(result.error.index, result.error.code); // 4 DICE_MISSING

export { result };
