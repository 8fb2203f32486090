// SKELETON (to be replaced): the 2026-06 families of this file, not written yet.
import type { ActionFamily } from '../action-table.js';
import type { DescendAction, MoveAction, OrbitAction } from '../actions.js';

function todo(what: string): never {
  throw new Error(`2026-06 ${what}: not implemented yet`);
}

export const move: ActionFamily<MoveAction> = {
  phase: 'playing', spendsPoint: true, endsTurn: false,
  check: () => todo('move'),
  apply: () => todo('move'),
  legal: () => {},
};

export const descend: ActionFamily<DescendAction> = {
  phase: 'playing', spendsPoint: true, endsTurn: false,
  check: () => todo('descend'),
  apply: () => todo('descend'),
  legal: () => {},
};

export const orbit: ActionFamily<OrbitAction> = {
  phase: 'playing', spendsPoint: true, endsTurn: false,
  check: () => todo('orbit'),
  apply: () => todo('orbit'),
  legal: () => {},
};
