import {
  type Action,
  actionOutcomes,
  applyAction,
  DiceError,
  encodeAction,
  type GameState,
  rulesetOf,
  scriptedRng,
} from '../../index.js';
import { refuse } from '../errors.js';
import type { ReplyChunk } from '../protocol.js';
import { chooseByBot, FAST, notOver, resolveAction, seededApply } from './actions.js';
import { type EngineContext, type Id, reply } from './command.js';
import {
  intField,
  intValue,
  isActionRef,
  isArray,
  onlyFields,
  optField,
  type Request,
  reqField,
} from './fields.js';
import { advance, type EngineGame } from './game.js';
import { RESULT_FIELDS, resultOptions, stepResult } from './step-result.js';

// The command that moves one game: step, by an action, a bot, given dice or a chance outcome.

export function stepCommand(ctx: EngineContext, req: Request, id: Id): ReplyChunk[] {
  onlyFields(req, [
    'id',
    'cmd',
    'game',
    'action',
    'bot',
    'seed',
    'dice',
    'outcome',
    ...RESULT_FIELDS,
  ]);
  const { handle, game } = ctx.games.get(req);
  const opts = resultOptions(req);
  const dice = optField(req, 'dice', isArray, 'an array of dice 1..6');
  const outcome = Object.hasOwn(req, 'outcome')
    ? intField(req, 'outcome', 0, 1_000_000)
    : undefined;
  if (dice !== undefined && outcome !== undefined) {
    refuse('BAD_FIELD', 'give "dice" or "outcome", not both', { field: 'outcome' });
  }
  if (dice !== undefined) {
    // The game's ruleset bounds the dice of one action (5 in 2025-01, 22 in 2026-06).
    const most = rulesetOf(game.state).maxDicePerAction;
    if (dice.length > most) {
      refuse('BAD_FIELD', `"dice" holds at most ${most} dice`, { field: 'dice' });
    }
    for (const [i, d] of dice.entries()) intValue(d, `dice[${i}]`, 1, 6);
  }
  notOver(game, 'game');
  const action = chosenAction(req, game);
  const before = game.state;
  let after: GameState;
  if (outcome !== undefined) {
    const outcomes = actionOutcomes(before, action, FAST);
    if (outcome >= outcomes.length) {
      refuse('BAD_FIELD', `"outcome" must be 0..${outcomes.length - 1} for this action`, {
        field: 'outcome',
      });
    }
    after = outcomes[outcome]!.state;
  } else if (dice !== undefined) {
    const rng = scriptedRng(dice as number[]);
    try {
      after = applyAction(before, action, rng, FAST);
    } catch (e) {
      if (e instanceof DiceError) refuse('BAD_DICE', e.message, { field: 'dice' });
      throw e;
    }
    const used = after.last?.dice.length ?? 0;
    if (used !== dice.length) {
      refuse('BAD_DICE', `the action drew ${used} dice, not the ${dice.length} given`, {
        field: 'dice',
      });
    }
  } else {
    after = seededApply(game, action);
  }
  const id2 = encodeAction(before, action);
  advance(game, after);
  return reply(id, stepResult(handle, game, before, opts, id2));
}

function chosenAction(req: Request, game: EngineGame): Action {
  const hasAction = Object.hasOwn(req, 'action');
  if (hasAction === Object.hasOwn(req, 'bot')) {
    refuse('MISSING_FIELD', 'give exactly one of "action" and "bot"', { field: 'action' });
  }
  if (hasAction) {
    return resolveAction(
      game,
      reqField(req, 'action', isActionRef, 'an action id or notation'),
      'action',
    );
  }
  return chooseByBot(game, req, false);
}
