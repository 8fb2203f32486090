// SKELETON (to be replaced): the 2026-06 families of this file, not written yet.
import type { ActionFamily } from '../action-table.js';
import type { ProduceAction, RepairAction } from '../actions.js';

function todo(what: string): never {
  throw new Error(`2026-06 ${what}: not implemented yet`);
}

export const produce: ActionFamily<ProduceAction> = {
  phase: 'playing', spendsPoint: true, endsTurn: false,
  check: () => todo('produce'),
  apply: () => todo('produce'),
  legal: () => {},
};

export const repair: ActionFamily<RepairAction> = {
  phase: 'playing', spendsPoint: true, endsTurn: false,
  check: () => todo('repair'),
  apply: () => todo('repair'),
  legal: () => {},
};
