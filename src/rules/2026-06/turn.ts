// SKELETON (to be replaced): the 2026-06 families of this file, not written yet.
import type { ActionFamily, TurnFlow } from '../action-table.js';
import type { EndTurnAction, PassAction } from '../actions.js';

function todo(what: string): never {
  throw new Error(`2026-06 ${what}: not implemented yet`);
}

export const endTurn: ActionFamily<EndTurnAction> = {
  phase: 'playing', spendsPoint: false, endsTurn: true,
  check: () => todo('endTurn'),
  apply: () => todo('endTurn'),
  legal: () => {},
};

export const pass: ActionFamily<PassAction> = {
  phase: 'playing', spendsPoint: true, endsTurn: true,
  check: () => todo('pass'),
  apply: () => todo('pass'),
  legal: () => {},
};

export const turnFlow: TurnFlow = {
  spendPoint: () => todo('spendPoint'),
  finish: () => todo('finish'),
};
