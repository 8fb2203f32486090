import { expect } from 'vitest';
import {
  type Action,
  applyAction,
  type GameState,
  IllegalActionError,
  legalActions,
  scriptedRng,
  validateAction,
} from '../../../src/rules/index.js';

/**
 * The error an illegal `action` gets in `state`, after checking that the entry points agree:
 * `validateAction` returns it (without throwing), `applyAction` throws an `IllegalActionError`
 * with the same code and rule, carrying the very action given, and leaves `state` unchanged, and
 * `legalActions` does not list the action.
 *
 * `applyAction` gets a scripted rng with no dice: an illegal action is refused before any die
 * is drawn.
 */
export function rejection(state: GameState, action: unknown): IllegalActionError {
  // Arrange
  const before = JSON.stringify(state);

  // Act
  const result = validateAction(state, action);
  let thrown: unknown;
  try {
    applyAction(state, action as Action, scriptedRng([]));
  } catch (e) {
    thrown = e;
  }

  // Assert
  if (result.ok) throw new Error('validateAction accepted an action expected to be illegal');
  expect(thrown).toBeInstanceOf(IllegalActionError);
  const applied = thrown as IllegalActionError;
  expect(applied.code).toBe(result.error.code);
  expect(applied.rule).toBe(result.error.rule);
  expect(applied.action).toBe(action);
  expect(JSON.stringify(state)).toBe(before);
  expect(legalActions(state)).not.toContainEqual(action);
  return result.error;
}
