import type { Context } from '../_internals/context.js';
import { familyIds2026 } from './legal.js';

// Whether one 2026-06 id is legal, without a full listing: the legal ids of its own action type
// (familyIds2026, the very code of the listing), searched for the id. It cannot disagree with
// `legalIds`; the differential test checks it on every legal id, their neighbours and random ids.

/** Whether the id (an integer 0 .. layout.total − 1) is legal in the 2026-06 position. */
export function checkId2026(ctx: Context, id: number): boolean {
  const out = ctx.listing;
  const n = familyIds2026(ctx, ctx.layout.typeOf[id]!, out);
  for (let k = 0; k < n; k++) if (out[k] === id) return true;
  return false;
}
