// SKELETON (to be replaced): the 2026-06 families of this file, not written yet.
import type { ActionFamily } from '../action-table.js';
import type { AimAction, FireAction, ReadyAction } from '../actions.js';

function todo(what: string): never {
  throw new Error(`2026-06 ${what}: not implemented yet`);
}

export const ready: ActionFamily<ReadyAction> = {
  phase: 'playing', spendsPoint: true, endsTurn: false,
  check: () => todo('ready'),
  apply: () => todo('ready'),
  legal: () => {},
};

export const aim: ActionFamily<AimAction> = {
  phase: 'playing', spendsPoint: true, endsTurn: false,
  check: () => todo('aim'),
  apply: () => todo('aim'),
  legal: () => {},
};

export const fire: ActionFamily<FireAction> = {
  phase: 'playing', spendsPoint: true, endsTurn: false,
  check: () => todo('fire'),
  apply: () => todo('fire'),
  legal: () => {},
};
