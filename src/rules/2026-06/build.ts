// SKELETON (to be replaced): the 2026-06 families of this file, not written yet.
import type { ActionFamily } from '../action-table.js';
import type { BuildAction, DecommissionAction } from '../actions.js';

function todo(what: string): never {
  throw new Error(`2026-06 ${what}: not implemented yet`);
}

export const build: ActionFamily<BuildAction> = {
  phase: 'playing', spendsPoint: true, endsTurn: false,
  check: () => todo('build'),
  apply: () => todo('build'),
  legal: () => {},
};

export const decommission: ActionFamily<DecommissionAction> = {
  phase: 'playing', spendsPoint: true, endsTurn: false,
  check: () => todo('decommission'),
  apply: () => todo('decommission'),
  legal: () => {},
};
