import { refuse } from '../errors.js';
import { MAX_GAMES, type ReplyChunk } from '../protocol.js';
import { notOver, plannedMove, playPlanned } from './actions.js';
import { binaryReply } from './binary-reply.js';
import { columnarReply } from './columnar-reply.js';
import { type EngineContext, type Id, reply } from './command.js';
import {
  intValue,
  isActionRef,
  isArray,
  isBoolean,
  onlyFields,
  optField,
  type Request,
  reqField,
} from './fields.js';
import { NO_EXTRAS, RESULT_FIELDS, resultOptions, stepResult } from './step-result.js';

// The batch command: steps, one action in each of many games, answered as JSON, binary or columns.

/** `games[i]` and `actions[i]`, the fields a refusal names, made once for every batch. */
const GAME_FIELDS: string[] = [];
const ACTION_FIELDS: string[] = [];

function fieldName(names: string[], list: string, i: number): string {
  names[i] ??= `${list}[${i}]`;
  return names[i];
}

export function stepsCommand(ctx: EngineContext, req: Request, id: Id): ReplyChunk[] {
  onlyFields(req, [
    'id',
    'cmd',
    'games',
    'actions',
    'reset',
    'binary',
    'columns',
    ...RESULT_FIELDS,
  ]);
  const handles = reqField(req, 'games', isArray, 'an array of game handles');
  const refs = reqField(req, 'actions', isArray, 'an array of actions');
  if (handles.length > MAX_GAMES) {
    refuse('BAD_FIELD', `"games" holds at most ${MAX_GAMES} games`, { field: 'games' });
  }
  if (refs.length !== handles.length) {
    refuse('BAD_FIELD', `"actions" must hold one action per game (${handles.length})`, {
      field: 'actions',
    });
  }
  const reset = optField(req, 'reset', isBoolean, 'a boolean') ?? false;
  const binary = optField(req, 'binary', isBoolean, 'a boolean') ?? false;
  const columns = optField(req, 'columns', isBoolean, 'a boolean') ?? false;
  if (columns && !binary) {
    refuse('BAD_FIELD', '"columns" needs "binary": true', { field: 'columns' });
  }
  const opts = resultOptions(req);
  // Everything is checked before any game moves: a refused batch changes nothing.
  const seen = new Set<number>();
  const plan = handles.map((h, i) => {
    const gameField = fieldName(GAME_FIELDS, 'games', i);
    const handle = intValue(h, gameField, 1, Number.MAX_SAFE_INTEGER);
    if (seen.has(handle)) {
      refuse('BAD_FIELD', `game ${handle} appears twice in "games"`, { field: gameField });
    }
    seen.add(handle);
    const game = ctx.games.at(handle, gameField);
    notOver(game, gameField);
    const ref = refs[i];
    const actionField = fieldName(ACTION_FIELDS, 'actions', i);
    if (!isActionRef(ref)) {
      refuse('BAD_FIELD', `"${actionField}" must be an action id or notation`, {
        field: actionField,
      });
    }
    return plannedMove(handle, game, ref, actionField);
  });
  if (columns) return columnarReply(id, plan, reset, opts, (n) => ctx.lend(n));
  const results = plan.map((move) => {
    const { handle, game } = move;
    const before = game.values();
    const actionId = playPlanned(move);
    const done = game.over;
    const result = stepResult(handle, game, before, binary ? NO_EXTRAS : opts, actionId);
    if (done && reset) {
      game.restart();
      const fresh = stepResult(handle, game, null, binary ? NO_EXTRAS : opts);
      return {
        ...result,
        reset: true,
        player: fresh.player,
        status: fresh.status,
        turn: fresh.turn,
        inGame: fresh.inGame,
        ...(fresh.legal === undefined ? {} : { legal: fresh.legal }),
        ...(fresh.observation === undefined ? {} : { observation: fresh.observation }),
        ...(fresh.hash === undefined ? {} : { hash: fresh.hash }),
      };
    }
    return result;
  });
  if (!binary) return reply(id, { results });
  return binaryReply(
    id,
    plan.map((p) => p.game),
    results,
    opts,
  );
}
