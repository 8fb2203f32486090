import {
  actionSpaceSize,
  type GameState,
  observationSize,
  rulesetOf,
  stateHash,
} from '../../index.js';
import { isBoolean, optField, type Request } from './fields.js';
import type { EngineGame } from './game.js';

/** Per step: what a learner needs (docs/engine-protocol.md, "Step results"). */
export interface StepResult {
  game: number;
  player: number | null;
  legal?: readonly number[];
  observation?: number[];
  rewards: number[];
  terminated: boolean;
  truncated: boolean;
  inGame: boolean[];
  dice: number[];
  status: GameState['status'];
  turn: number;
  action?: number;
  reset?: boolean;
  hash?: string;
}

export interface ResultOptions {
  readonly observe: boolean;
  readonly hash: boolean;
}

/** The optional fields that shape a step result. */
export const RESULT_FIELDS = ['observe', 'legal', 'hash'];

export const NO_EXTRAS = { observe: false, legal: false, hash: false } as const;

export function resultOptions(req: Request): ResultOptions & { legal: boolean } {
  return {
    observe: optField(req, 'observe', isBoolean, 'a boolean') ?? true,
    legal: optField(req, 'legal', isBoolean, 'a boolean') ?? true,
    hash: optField(req, 'hash', isBoolean, 'a boolean') ?? false,
  };
}

/**
 * The step result of a game: after a step, from the players' values before it (`game.values()`),
 * or as it stands (`before` null).
 */
export function stepResult(
  handle: number,
  game: EngineGame,
  before: readonly number[] | null,
  opts: ResultOptions & { legal?: boolean },
  action?: number,
): StepResult {
  const n = game.players;
  const status = game.status;
  const finished = status === 'finished';
  const cut = game.truncated;
  const rewards: number[] = [];
  const inGame: boolean[] = [];
  for (let p = 0; p < n; p++) {
    rewards.push(before === null ? 0 : game.value(p) - before[p]!);
    inGame.push(game.inGame(p));
  }
  const result: StepResult = {
    game: handle,
    player: finished ? null : game.currentPlayer,
    rewards,
    terminated: finished && !cut,
    truncated: cut,
    inGame,
    dice: before === null ? [] : [...game.lastDice],
    status,
    turn: game.turn,
  };
  if (action !== undefined) result.action = action;
  if (opts.legal !== false) result.legal = Array.from(game.legalIds());
  if (opts.observe) result.observation = Array.from(game.observation());
  if (opts.hash) result.hash = stateHash(game.state);
  return result;
}

/**
 * A step result with the game's options, sizes and its ruleset's bounds on a turn's actions and
 * an action's dice: the reply to `new` and `load`.
 */
export function withSizes(game: EngineGame, result: StepResult) {
  const rules = rulesetOf(game.state);
  return {
    ...result,
    options: game.state.options,
    actionSpaceSize: actionSpaceSize(game.state.options),
    observationSize: observationSize(game.state.options),
    maxActionsPerTurn: rules.maxActionsPerTurn,
    maxDicePerAction: rules.maxDicePerAction,
  };
}
