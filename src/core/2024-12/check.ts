import type { Context } from '../_internals/context.js';
import { familyIds2024 } from './legal.js';

// Whether one 2024-12 id is legal, without a full listing: the legal ids of its own action type
// (familyIds2024, the very code of the listing), searched for the id. Slower than the 2025-01
// check (2025-01/check.ts), but it cannot disagree with `legalIds`; the differential test
// checks it on every legal id, their neighbours and random ids at every ply.

/** Whether the id (an integer 0 .. layout.total − 1) is legal in the 2024-12 position. */
export function checkId2024(ctx: Context, id: number): boolean {
  const out = ctx.listing;
  const n = familyIds2024(ctx, ctx.layout.typeOf[id]!, out);
  for (let k = 0; k < n; k++) if (out[k] === id) return true;
  return false;
}
