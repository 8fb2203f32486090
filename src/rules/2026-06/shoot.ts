// SKELETON (to be replaced): the 2026-06 families of this file, not written yet.
import type { ActionFamily } from '../action-table.js';
import type { ShootAction } from '../actions.js';

function todo(what: string): never {
  throw new Error(`2026-06 ${what}: not implemented yet`);
}

export const shoot: ActionFamily<ShootAction> = {
  phase: 'playing', spendsPoint: true, endsTurn: false,
  check: () => todo('shoot'),
  apply: () => todo('shoot'),
  legal: () => {},
};
