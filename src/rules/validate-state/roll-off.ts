import type { Checked } from './context.js';
import { broken, int, item, list } from './read.js';

/** The faces of a die (ruling R4). */
const DIE_MAX = 6;

/** The roll-off (ruling R15): everyone rolls, the tied highest re-roll alone, one winner. */
export function checkRollOff(c: Checked): void {
  const { n, firstPlayer } = c;
  const rounds = list(
    c.s.rollOff,
    'rollOff',
    'the roll-off rounds',
    1,
    Number.MAX_SAFE_INTEGER,
    'R15',
  );
  let contenders = new Array<boolean>(n).fill(true);
  let left = n;
  for (let k = 0; k < rounds.length; k++) {
    const path = item('rollOff', k);
    if (left < 2)
      broken(path, 'R15', `the roll-off was won in round ${k - 1}; no more rounds follow`);
    const round = list(rounds[k], path, 'a roll-off round (one entry per seat)', n, n);
    let best = 0;
    for (let p = 0; p < n; p++) {
      if (!contenders[p]) {
        if (round[p] !== null)
          broken(item(path, p), 'R15', `player ${p} is out of the roll-off and rolls no die`);
        continue;
      }
      best = Math.max(best, int(round[p], item(path, p), 'a roll-off die', 1, DIE_MAX, 'R15'));
    }
    contenders = round.map((v, p) => contenders[p]! && v === best);
    left = contenders.filter(Boolean).length;
  }
  if (left !== 1 || !contenders[firstPlayer]) {
    broken('firstPlayer', 'R15', `player ${firstPlayer} did not win the roll-off`);
  }
}
