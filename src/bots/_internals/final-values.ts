import { MAX_PLAYERS } from '../../rules/index.js';
import { WEIGHTS } from './evaluate-weights.js';

/** Scratch per seat of `finalValues` (not re-entrant): each seat's own value. */
const OWN = new Float64Array(MAX_PLAYERS);

/**
 * The last sums of the evaluation, into `out`: own material and progress, the own best shot
 * (weighted by whether it comes next), the worst shot an opponent threatens, closing in; minus
 * the opponents' average material. Shared with the core's evaluation (core-evaluate.ts), so
 * that both add the same terms in the same order and give the very same numbers. Per seat p of
 * `n`: `material`, `progress`, `nearest` (the gap to an enemy piece), in the game when
 * `inGame[at + p] === 1`; `shot[p * n + q]` is p's best shot at q. Positional, not an object:
 * the core's greedy calls it for every outcome it values.
 */
export function finalValues(
  n: number,
  material: ArrayLike<number>,
  progress: ArrayLike<number>,
  shot: ArrayLike<number>,
  nearest: ArrayLike<number>,
  inGame: ArrayLike<number>,
  at: number,
  toAct: number,
  range: number,
  facing: boolean,
  out: { [seat: number]: number },
): void {
  const own = OWN;
  let playing = 0;
  let total = 0;
  for (let p = 0; p < n; p++) {
    own[p] = material[p]! + WEIGHTS.progress * progress[p]!;
    if (inGame[at + p] === 1) playing++;
  }
  for (let p = 0; p < n; p++) total += inGame[at + p] === 1 ? own[p]! : 0;
  for (let p = 0; p < n; p++) {
    const value = own[p]!;
    const playingToo = inGame[at + p] === 1;
    let threat = 0;
    let best = Number.NEGATIVE_INFINITY;
    for (let q = 0; q < n; q++) {
      if (q !== p) {
        const weighted = (toAct === q ? WEIGHTS.toMove : WEIGHTS.waiting) * shot[q * n + p]!;
        threat = Math.max(threat, weighted);
      }
      const mine = shot[p * n + q]!;
      if (mine > best) best = mine;
    }
    const others = playing - (playingToo ? 1 : 0);
    const average = others > 0 ? (total - (playingToo ? value : 0)) / others : 0;
    const gap = nearest[p]!;
    const beyond = facing ? gap : Math.max(0, gap - range);
    const approach = Number.isFinite(gap) ? -WEIGHTS.approach * beyond : 0;
    const weight = toAct === p ? WEIGHTS.toMove : WEIGHTS.waiting;
    out[p] = value + weight * best - threat - average + approach;
  }
}
