// SKELETON (to be replaced): the 2026-06 families of this file, not written yet.
import type { ActionFamily } from '../action-table.js';
import type { ChooseAction, PlaceAction } from '../actions.js';

function todo(what: string): never {
  throw new Error(`2026-06 ${what}: not implemented yet`);
}

export const place: ActionFamily<PlaceAction> = {
  phase: 'setup', spendsPoint: false, endsTurn: false,
  check: () => todo('place'),
  apply: () => todo('place'),
  legal: () => {},
};

export const choose: ActionFamily<ChooseAction> = {
  phase: 'setup', spendsPoint: false, endsTurn: false,
  check: () => todo('choose'),
  apply: () => todo('choose'),
  legal: () => {},
};
