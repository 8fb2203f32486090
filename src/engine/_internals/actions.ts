import {
  type Action,
  applyAction,
  botFromName,
  decodeAction,
  encodeAction,
  formatAction,
  type GameState,
  IllegalActionError,
  isBotName,
  NotationError,
  parseAction,
  restoreRng,
  validateAction,
} from '../../index.js';
import { refuse } from '../errors.js';
import { isSeed, isShortString, optField, type Request, reqField, shown } from './fields.js';
import { botSeed, type EngineGame } from './game.js';

/**
 * The engine's states stay inside it (replies carry copies as JSON), so they need not be
 * frozen: the fast path of `applyAction`.
 */
export const FAST = { freeze: false } as const;

export function notOver(game: EngineGame, field: string): void {
  if (game.over) refuse('GAME_OVER', 'the game is over', { field });
}

export function decoded(state: GameState, id: number, field: string): Action {
  try {
    return decodeAction(state, id);
  } catch (e) {
    return refuse('BAD_FIELD', e instanceof Error ? e.message : String(e), { field });
  }
}

export function parsed(state: GameState, text: string, field: string): Action {
  try {
    return withoutPlayer(parseAction(text, state));
  } catch (e) {
    if (e instanceof NotationError) return refuse('BAD_FIELD', e.message, { field });
    throw e;
  }
}

/** The action an id or notation names, legal in the game's state; else refused with its rule. */
export function resolveAction(game: EngineGame, ref: number | string, field: string): Action {
  const state = game.state;
  // An id the engine itself listed as legal for this very state needs no second check.
  if (typeof ref === 'number') {
    const known = game.knownLegal(ref);
    if (known !== undefined) return known;
  }
  const action = typeof ref === 'number' ? decoded(state, ref, field) : parsed(state, ref, field);
  const check = validateAction(state, action);
  if (!check.ok) {
    const { code, rule, message } = check.error;
    refuse('ILLEGAL_ACTION', message, { field, illegal: { code, rule } });
  }
  return action;
}

/**
 * A step's move: an id the core plays and finds legal, as is (`game.makeById` plays it);
 * else the action `resolveAction` finds legal, or refused as there.
 */
export function resolveMove(
  game: EngineGame,
  ref: number | string,
  field: string,
): Action | number {
  if (typeof ref === 'number' && game.coreAllows(ref)) return ref;
  return resolveAction(game, ref, field);
}

/** A move of a batch, checked: an id for the core, or a legal action (and its id if given). */
export interface PlannedMove {
  readonly handle: number;
  readonly game: EngineGame;
  readonly action?: Action | undefined;
  readonly actionId?: number | undefined;
}

/** The planned move of a game of `steps`, resolved from its action id or notation. */
export function plannedMove(
  handle: number,
  game: EngineGame,
  ref: number | string,
  field: string,
): PlannedMove {
  const move = resolveMove(game, ref, field);
  if (typeof move === 'number') return { handle, game, action: undefined, actionId: move };
  return { handle, game, action: move, actionId: typeof ref === 'number' ? ref : undefined };
}

/** Plays a planned move with the game's own dice; returns its action id. */
export function playPlanned({ game, action, actionId }: PlannedMove): number {
  if (action === undefined) {
    game.makeById(actionId!);
    return actionId!;
  }
  const id = actionId ?? encodeAction(game.state, action);
  game.advance(checkedApply(game, action), id);
  return id;
}

/** Applies a legal action with the game's own dice; on any failure the dice are put back. */
export function seededApply(game: EngineGame, action: Action): GameState {
  const saved = game.rng.save();
  try {
    return applyAction(game.state, action, game.rng, FAST);
  } catch (e) {
    game.rng = restoreRng(saved);
    if (e instanceof IllegalActionError) {
      refuse('ILLEGAL_ACTION', e.message, { illegal: { code: e.code, rule: e.rule } });
    }
    throw e;
  }
}

/**
 * Applies an action that `resolveAction` found legal with the game's own dice, for a batch
 * (whose every action is checked before any game moves). Unlike `seededApply` it keeps no copy
 * of the dice to put back (a copy of the generator's 256-entry state a step): a legal action
 * does not throw, and should the rules throw all the same (a bug, answered `INTERNAL`), the
 * batch's earlier games have moved anyway.
 */
export function checkedApply(game: EngineGame, action: Action): GameState {
  return applyAction(game.state, action, game.rng, FAST);
}

/**
 * The bot's choice, drawn from the game's bot dice (never its own dice); `dry` chooses on a
 * copy of them (the `bot` command changes nothing). Each seat has its own bot of each name,
 * searching with `seed` when the request gives one, else with `seed/bots/<seat>` as
 * `globetrotter play` does.
 */
export function chooseByBot(game: EngineGame, req: Request, dry: boolean): Action {
  const name = reqField(req, 'bot', isShortString(32), 'a bot name');
  if (!isBotName(name)) {
    refuse(
      'BAD_FIELD',
      `unknown bot ${shown(name)}; expected random, greedy, mcts or mcts:<iterations>`,
      {
        field: 'bot',
      },
    );
  }
  const seed = optField(req, 'seed', isSeed, 'a string (≤ 256) or a safe integer');
  const seat = game.currentPlayer;
  const key = `${name}/${seat}`;
  let bot = game.bots.get(key);
  if (bot === undefined) {
    bot = botFromName(name, { seed: seed ?? `${botSeed(game.seed)}/${seat}` });
    game.bots.set(key, bot);
  }
  const rng = dry ? restoreRng(game.botRng.save()) : game.botRng;
  return bot.chooseAction(game.state, rng);
}

export function notation(state: GameState, action: Action): string {
  return formatAction(action, { planets: state.options.planets });
}

/** The action's player field aside, the same action (notation may carry `p0:`). */
export function withoutPlayer(action: Action): Action {
  if (!('player' in action)) return action;
  const { player: _, ...rest } = action as Action & { player?: number };
  return rest as Action;
}
