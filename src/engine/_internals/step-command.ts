import {
  type Action,
  actionOutcomes,
  applyAction,
  DiceError,
  encodeAction,
  type GameState,
  restoreRng,
  rulesetOf,
  scriptedRng,
} from '../../index.js';
import { refuse } from '../errors.js';
import type { ReplyChunk } from '../protocol.js';
import { chooseByBot, FAST, notOver, resolveAction, resolveMove, seededApply } from './actions.js';
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
import type { EngineGame } from './game.js';
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
  const move = chosenMove(req, game, dice === undefined && outcome === undefined);
  const values = game.values();
  if (typeof move === 'number') {
    // An id the core finds legal, made on the core with the game's dice; should the core fail
    // (a bug, answered INTERNAL), the dice are put back as `seededApply` puts them back.
    const saved = game.rng.save();
    try {
      game.makeById(move);
    } catch (e) {
      game.rng = restoreRng(saved);
      throw e;
    }
    return reply(id, stepResult(handle, game, values, opts, move));
  }
  const action = move;
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
  game.advance(after, id2);
  return reply(id, stepResult(handle, game, values, opts, id2));
}

/**
 * The step's move: by the request's action or bot; an id the core plays when `byId` (no dice
 * or outcome given) and the core finds it legal.
 */
function chosenMove(req: Request, game: EngineGame, byId: boolean): Action | number {
  const hasAction = Object.hasOwn(req, 'action');
  if (hasAction === Object.hasOwn(req, 'bot')) {
    refuse('MISSING_FIELD', 'give exactly one of "action" and "bot"', { field: 'action' });
  }
  if (hasAction) {
    const ref = reqField(req, 'action', isActionRef, 'an action id or notation');
    return byId ? resolveMove(game, ref, 'action') : resolveAction(game, ref, 'action');
  }
  return chooseByBot(game, req, false);
}
