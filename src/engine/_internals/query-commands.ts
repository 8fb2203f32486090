import { actionOutcomes, encodeAction, renderText, validateAction } from '../../index.js';
import type { ReplyChunk } from '../protocol.js';
import { chooseByBot, decoded, notation, notOver, parsed, resolveAction } from './actions.js';
import { type EngineContext, type Id, reply } from './command.js';
import {
  intField,
  isActionRef,
  isBoolean,
  onlyFields,
  optField,
  type Request,
  reqField,
} from './fields.js';
import { RESULT_FIELDS, resultOptions, stepResult } from './step-result.js';

// The commands that read a game and change none: state, observe, outcomes, validate, bot, record,
// render.

export function stateCommand(ctx: EngineContext, req: Request, id: Id): ReplyChunk[] {
  onlyFields(req, ['id', 'cmd', 'game', 'full', ...RESULT_FIELDS]);
  const { handle, game } = ctx.games.get(req);
  const full = optField(req, 'full', isBoolean, 'a boolean') ?? false;
  const result = stepResult(handle, game, null, resultOptions(req));
  return reply(id, full ? { ...result, state: game.state } : result);
}

export function observeCommand(ctx: EngineContext, req: Request, id: Id): ReplyChunk[] {
  onlyFields(req, ['id', 'cmd', 'game', 'player']);
  const { handle, game } = ctx.games.get(req);
  const player = intField(req, 'player', 0, game.players - 1);
  return reply(id, { game: handle, player, observation: [...game.observation(player)] });
}

export function outcomesCommand(ctx: EngineContext, req: Request, id: Id): ReplyChunk[] {
  onlyFields(req, ['id', 'cmd', 'game', 'action']);
  const { handle, game } = ctx.games.get(req);
  notOver(game, 'game');
  const action = resolveAction(
    game,
    reqField(req, 'action', isActionRef, 'an action id or notation'),
    'action',
  );
  const outcomes = actionOutcomes(game.state, action).map((o) => ({
    probability: o.probability,
    dice: [...(o.state.last?.dice.map((d) => d.value) ?? [])],
  }));
  return reply(id, { game: handle, action: encodeAction(game.state, action), outcomes });
}

export function validateCommand(ctx: EngineContext, req: Request, id: Id): ReplyChunk[] {
  onlyFields(req, ['id', 'cmd', 'game', 'action']);
  const { handle, game } = ctx.games.get(req);
  const ref = reqField(req, 'action', isActionRef, 'an action id or notation');
  const action =
    typeof ref === 'number'
      ? decoded(game.state, ref, 'action')
      : parsed(game.state, ref, 'action');
  const check = validateAction(game.state, action);
  if (check.ok)
    return reply(id, { game: handle, legal: true, notation: notation(game.state, action) });
  const { code, rule, message } = check.error;
  return reply(id, { game: handle, legal: false, code, rule, message });
}

export function botCommand(ctx: EngineContext, req: Request, id: Id): ReplyChunk[] {
  onlyFields(req, ['id', 'cmd', 'game', 'bot', 'seed']);
  const { handle, game } = ctx.games.get(req);
  notOver(game, 'game');
  // The choice draws from a copy of the game's dice: asking changes no game.
  const action = chooseByBot(game, req, true);
  return reply(id, {
    game: handle,
    action: encodeAction(game.state, action),
    notation: notation(game.state, action),
  });
}

export function recordCommand(ctx: EngineContext, req: Request, id: Id): ReplyChunk[] {
  onlyFields(req, ['id', 'cmd', 'game']);
  const { handle, game } = ctx.games.get(req);
  return reply(id, { game: handle, record: game.record() });
}

/** `render {game}` → `{game, text}`: the state as `renderText` draws it, for a terminal. */
export function renderCommand(ctx: EngineContext, req: Request, id: Id): ReplyChunk[] {
  onlyFields(req, ['id', 'cmd', 'game']);
  const { handle, game } = ctx.games.get(req);
  return reply(id, { game: handle, text: renderText(game.state) });
}
