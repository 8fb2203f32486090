import {
  actionSpaceSize,
  type GameState,
  observationSize,
  observe,
  rulesetOf,
  stateHash,
} from '../../index.js';
import { isBoolean, optField, type Request } from './fields.js';
import { type EngineGame, gameLegalIds, seatValue, truncated } from './game.js';

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

/** The step result of a game: after `before` (a step) or as it stands (`before` null). */
export function stepResult(
  handle: number,
  game: EngineGame,
  before: GameState | null,
  opts: ResultOptions & { legal?: boolean },
  action?: number,
): StepResult {
  const state = game.state;
  const n = state.players.length;
  const finished = state.status === 'finished';
  const rewards: number[] = [];
  for (let p = 0; p < n; p++)
    rewards.push(before === null ? 0 : seatValue(state, p) - seatValue(before, p));
  const result: StepResult = {
    game: handle,
    player: finished ? null : state.currentPlayer,
    rewards,
    terminated: finished && !truncated(state),
    truncated: truncated(state),
    inGame: state.players.map((p) => p.inGame),
    dice: before === null || state.last === null ? [] : state.last.dice.map((d) => d.value),
    status: state.status,
    turn: state.turn,
  };
  if (action !== undefined) result.action = action;
  if (opts.legal !== false) result.legal = gameLegalIds(game);
  if (opts.observe) result.observation = Array.from(observe(state, state.currentPlayer));
  if (opts.hash) result.hash = stateHash(state);
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
