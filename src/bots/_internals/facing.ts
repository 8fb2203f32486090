import { board, facingsAhead, spacesWithin } from '../../board/index.js';
import { rulesetNamed } from '../../rules/index.js';

// How far a Rover that faces an edge is from shooting at a space, in actions (2024-12, rulings
// R53–R55): it moves only to the space it faces and then faces one of the two edges ahead, or
// turns one edge left or right, one action each; it shoots whatever it faces (R57). So a Rover
// facing away from its goal is further from it than one on the same space facing it. Other
// pieces and Fortifications in the way are ignored: this is a heuristic for the valuation.

const SPACES = board.spaces.length;
/** Neighbour slots of a space: `board.spaces[s].neighbors[slot]`, 5 for an HQ, 3 for a triangle. */
const SLOTS = 5;
const UNREACHABLE = 255;

/** Per state `space · 5 + slot`: the states one Turn or one Move away (R53–R55). */
function transitions(): readonly (readonly number[])[] {
  const next: number[][] = Array.from({ length: SPACES * SLOTS }, () => []);
  for (const space of board.playableSpaces) {
    const neighbors = board.spaces[space]!.neighbors;
    const n = neighbors.length;
    for (let k = 0; k < n; k++) {
      const out = next[space * SLOTS + k]!;
      out.push(space * SLOTS + ((k + 1) % n), space * SLOTS + ((k + n - 1) % n));
      const ahead = neighbors[k]!;
      if (!board.spaces[ahead]!.playable) continue;
      const around = board.spaces[ahead]!.neighbors;
      for (const facing of facingsAhead(space, ahead))
        out.push(ahead * SLOTS + around.indexOf(facing));
    }
  }
  return next;
}

/**
 * ACTIONS[(from · 5 + slot) · 92 + to]: the fewest Moves and Turns that take a Rover on `from`
 * facing its neighbour `slot` onto the playable space `to`, over playable spaces only.
 */
function actionsBetween(): Uint8Array {
  const next = transitions();
  const table = new Uint8Array(SPACES * SLOTS * SPACES).fill(UNREACHABLE);
  const queue = new Int32Array(SPACES * SLOTS);
  const seen = new Uint8Array(SPACES * SLOTS);
  for (const start of board.playableSpaces) {
    for (let slot = 0; slot < board.spaces[start]!.neighbors.length; slot++) {
      seen.fill(UNREACHABLE);
      const row = (start * SLOTS + slot) * SPACES;
      let head = 0;
      let tail = 0;
      seen[start * SLOTS + slot] = 0;
      queue[tail++] = start * SLOTS + slot;
      while (head < tail) {
        const state = queue[head++]!;
        const space = (state / SLOTS) | 0;
        const d = seen[state]!;
        if (d < table[row + space]!) table[row + space] = d;
        for (const s of next[state]!) {
          if (seen[s] === UNREACHABLE) {
            seen[s] = d + 1;
            queue[tail++] = s;
          }
        }
      }
    }
  }
  return table;
}

/**
 * REACH[(target · 92 + from) · 5 + slot]: the fewest Moves and Turns before a Rover on `from`
 * facing its neighbour `slot` stands within 2024-12's shooting range of `target` (0 when it
 * does already), 255 when it never can. Made on first use (some milliseconds), not on import.
 */
let REACH: Uint8Array | null = null;

function reachTable(): Uint8Array {
  const actions = actionsBetween();
  const within = spacesWithin(rulesetNamed('2024-12').shootingRange);
  const reach = new Uint8Array(SPACES * SPACES * SLOTS).fill(UNREACHABLE);
  for (const target of board.playableSpaces) {
    const goals = [target, ...within[target]!];
    for (const from of board.playableSpaces) {
      for (let slot = 0; slot < board.spaces[from]!.neighbors.length; slot++) {
        const row = (from * SLOTS + slot) * SPACES;
        let best = UNREACHABLE;
        for (const goal of goals) best = Math.min(best, actions[row + goal]!);
        reach[(target * SPACES + from) * SLOTS + slot] = best;
      }
    }
  }
  return reach;
}

/** The table of `actionsBetween`, made on first use. */
let ACTIONS: Uint8Array | null = null;

/**
 * The fewest Moves and Turns (2024-12) that take a Rover on `from` facing `facing` onto the
 * playable space `to`, pieces and walls in the way aside; `Infinity` when it never can.
 */
export function actionsToStand(from: number, facing: number, to: number): number {
  const slot = SLOT_OF[from]![facing] ?? -1;
  if (slot < 0) return Number.POSITIVE_INFINITY;
  ACTIONS ??= actionsBetween();
  const d = ACTIONS[(from * SLOTS + slot) * SPACES + to]!;
  return d === UNREACHABLE ? Number.POSITIVE_INFINITY : d;
}

/** Per space id, the slot of each neighbour id (−1 for a space that is not a neighbour). */
const SLOT_OF: readonly Int8Array[] = board.spaces.map((s) => {
  const slots = new Int8Array(SPACES).fill(-1);
  s.neighbors.forEach((n, slot) => {
    slots[n] = slot;
  });
  return slots;
});

/**
 * The fewest Moves and Turns (2024-12) before a Rover on `from` facing `facing` can shoot at
 * `target` (within range), pieces in the way aside; `Infinity` when it never can.
 */
export function actionsToRange(from: number, facing: number, target: number): number {
  const slot = SLOT_OF[from]![facing] ?? -1;
  if (slot < 0) return Number.POSITIVE_INFINITY;
  REACH ??= reachTable();
  const d = REACH[(target * SPACES + from) * SLOTS + slot]!;
  return d === UNREACHABLE ? Number.POSITIVE_INFINITY : d;
}
