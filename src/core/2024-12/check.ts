import type { Context } from '../_internals/context.js';
import { R_OWNER, S_CURRENT, S_STATUS, STATUS_PLAYING } from '../_internals/position.js';
import { PLAYABLE, SLOTS, SPACES } from '../_internals/tables.js';
import { MOVE_CHOICES, SHOT_SLOTS, T } from './layout.js';
import { familyIds2024, fortifyIsLegal, roverIds2024 } from './legal.js';
import { shotIsLegal } from './legal-shots.js';

// Whether one 2024-12 id is legal, without a full listing. An id of a family listed Rover by
// Rover (move, fortify, shoot, turn) names its Rover: a shot or a Fortification is checked on
// its one target by legal.ts's test for it (beside the listing, in the same terms); a move or a
// turn, by listing that Rover's ids with the listing's own code. Any other id, by listing its
// whole family (those are short: Buildings, orbit, pass). The differential test checks it on
// every legal id, their neighbours and random ids at every ply.

/** Ids per acting Rover of a family listed Rover by Rover, by type code; 0 for the others. */
const PER_ROVER: Int32Array = (() => {
  const out = new Int32Array(Math.max(T.move, T.fortify, T.shoot, T.turn) + 1);
  out[T.move] = MOVE_CHOICES;
  out[T.fortify] = SLOTS;
  out[T.shoot] = SHOT_SLOTS;
  out[T.turn] = 2;
  return out;
})();

function contains(out: Int32Array, n: number, id: number): boolean {
  for (let k = 0; k < n; k++) if (out[k] === id) return true;
  return false;
}

/** Whether the id (an integer 0 .. layout.total − 1) is legal in the 2024-12 position. */
export function checkId2024(ctx: Context, id: number): boolean {
  const { pos, layout } = ctx;
  const m = pos.m;
  const type = layout.typeOf[id]!;
  const per = type < PER_ROVER.length ? PER_ROVER[type]! : 0;
  if (per === 0 || m[S_STATUS] !== STATUS_PLAYING)
    return contains(ctx.listing, familyIds2024(ctx, type, ctx.listing), id);
  // The acting Rover's block index: planet × playable space (cellId).
  const local = id - layout.offset[type]!;
  const index = Math.floor(local / per);
  const planet = Math.floor(index / PLAYABLE.length);
  if (planet >= pos.planets) return false;
  const cell = planet * SPACES + PLAYABLE[index % PLAYABLE.length]!;
  const rover = m[pos.oRoverAt + cell]!;
  const player = m[S_CURRENT]!;
  if (rover === 0 || m[pos.rover(rover) + R_OWNER] !== player) return false;
  // The commonest checks, one target each; the other families list the Rover's few ids.
  if (type === T.shoot) return shotIsLegal(ctx, player, cell, local - index * per);
  if (type === T.fortify) return fortifyIsLegal(ctx, cell, local - index * per);
  return contains(ctx.listing, roverIds2024(ctx, type, cell, ctx.listing), id);
}
