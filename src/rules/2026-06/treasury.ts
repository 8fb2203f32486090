// SKELETON (to be replaced): the 2026-06 families of this file, not written yet.
import type { ActionFamily } from '../action-table.js';
import type { SaveAction } from '../actions.js';

function todo(what: string): never {
  throw new Error(`2026-06 ${what}: not implemented yet`);
}

export const save: ActionFamily<SaveAction> = {
  phase: 'playing', spendsPoint: true, endsTurn: true,
  check: () => todo('save'),
  apply: () => todo('save'),
  legal: () => {},
};
