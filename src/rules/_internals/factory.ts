import { board } from '../../board/index.js';
import type { Action, ProduceAction } from '../actions.js';
import { fail, type RuleRef } from '../errors.js';
import type { Factory, GameState } from '../types.js';
import { buildingOf, isAdjacent } from './position.js';

// What every ruleset's Factory shares: finding the player's Factory and where it produces.

/** The current player's Factory (one in the whole game), or `NO_STRUCTURE` citing `rule`. */
export function ownFactory(state: GameState, action: Action, rule: RuleRef = 'R9'): Factory {
  const factory = buildingOf(state, state.currentPlayer, 'factory');
  if (!factory) fail('NO_STRUCTURE', rule, action, `player ${state.currentPlayer} has no Factory`);
  return factory;
}

/**
 * Where a Factory produces, in every ruleset: a playable space (`OFF_BOARD`, R1) next to it
 * (`NOT_ADJACENT`, citing `rule`: R9, R43 in 2026-06, R62 in 2024-12). Returns the words that
 * start the rest of the refusals.
 */
export function checkNextToFactory(action: ProduceAction, factory: Factory, rule: RuleRef): string {
  const cannot = `the Factory cannot produce a Rover on space ${action.space}`;
  if (!board.spaces[action.space]!.playable)
    fail('OFF_BOARD', 'R1', action, `${cannot}: it is off the board`);
  if (!isAdjacent(factory.space, action.space)) {
    fail(
      'NOT_ADJACENT',
      rule,
      action,
      `${cannot}: it is not next to the Factory on space ${factory.space}`,
    );
  }
  return cannot;
}
