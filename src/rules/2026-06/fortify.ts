// SKELETON (to be replaced): the 2026-06 families of this file, not written yet.
import type { ActionFamily } from '../action-table.js';
import type { FortifyAction } from '../actions.js';

function todo(what: string): never {
  throw new Error(`2026-06 ${what}: not implemented yet`);
}

export const fortify: ActionFamily<FortifyAction> = {
  phase: 'playing', spendsPoint: true, endsTurn: false,
  check: () => todo('fortify'),
  apply: () => todo('fortify'),
  legal: () => {},
};
