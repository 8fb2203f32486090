import { actionIds } from '../../bots/encoding.js';
import {
  type Action,
  type Bot,
  createGame,
  createRecorder,
  createRng,
  type GameOptions,
  type GameRecord,
  type GameState,
  type LastAction,
  legalActions,
  observationSize,
  type Rng,
  restoreRng,
} from '../../index.js';

/**
 * One live game of the engine: its state, its dice and what it needs to write its record.
 * Only the `last` of each state is kept (the record needs nothing else), so a long game costs
 * a few hundred bytes an action, not a state an action.
 */
export interface EngineGame {
  readonly options: GameOptions;
  readonly seed: string | number;
  rng: Rng;
  /**
   * The dice of the game's bots (`seed/bots`, as `globetrotter play` and `simulate` seed
   * theirs): a bot's choice never draws from the game's dice, so a game is replayed by its seed
   * and action ids alone, whoever chose them.
   */
  botRng: Rng;
  initial: GameState;
  state: GameState;
  lasts: LastAction[];
  /** How many times the game has been reset (its next seed is `seed#resets`). */
  resets: number;
  /**
   * Bots by name and seat (`greedy/0`): an MCTS bot keeps its tree between decisions, so one per
   * game, name and seat.
   */
  bots: Map<string, Bot>;
  /** The state whose legal ids `legal` holds (`gameLegalIds`), or null before any is computed. */
  legalFor: GameState | null;
  /** The legal ids of `legalFor`, ascending. */
  legal: readonly number[];
  /** The legal actions of `legalFor`, in the order of their ids in `legal`. */
  legalActions: readonly Action[];
  /** `observationSize` of the game's options (which never change). */
  readonly observationSize: number;
}

/** The seed of a game's bots' dice: `seed/bots`, as `globetrotter play` seeds them. */
export function botSeed(seed: string | number): string {
  return `${String(seed)}/bots`;
}

/** A fresh game: the roll-off done with the seeded dice. */
export function newGame(options: GameOptions, seed: string | number): EngineGame {
  const rng = createRng(seed);
  const state = createGame(options, rng);
  return {
    options,
    seed,
    rng,
    botRng: createRng(botSeed(seed)),
    initial: state,
    state,
    lasts: [],
    resets: 0,
    bots: new Map(),
    legalFor: null,
    legal: NO_IDS,
    legalActions: [],
    observationSize: observationSize(state.options),
  };
}

/** The same game, its own copy: the dice go on identically in both. */
export function cloneGame(game: EngineGame): EngineGame {
  return {
    ...game,
    rng: restoreRng(game.rng.save()),
    botRng: restoreRng(game.botRng.save()),
    lasts: [...game.lasts],
    bots: new Map(),
  };
}

/** Starts the game over with the next seed of its series (`seed#1`, `seed#2`…). */
export function resetGame(game: EngineGame): void {
  const resets = game.resets + 1;
  const fresh = newGame(game.options, `${String(game.seed)}#${resets}`);
  Object.assign(game, fresh, { resets });
}

/** Commits a new state (from `applyAction` or `actionOutcomes`) to the game. */
export function advance(game: EngineGame, state: GameState): void {
  game.state = state;
  if (state.last !== null) game.lasts.push(state.last);
}

/** The record of the game so far. */
export function recordOf(game: EngineGame): GameRecord {
  const recorder = createRecorder(game.initial, { seed: game.seed });
  // The recorder reads only `last` of every state but the latest.
  for (let i = 0; i < game.lasts.length - 1; i++) {
    recorder.push({ last: game.lasts[i] } as GameState);
  }
  if (game.lasts.length > 0) recorder.push(game.state);
  return recorder.toRecord();
}

const NO_IDS: readonly number[] = [];

/**
 * The legal action ids of the game's state, ascending: those of `legalActionMask` (a descent of
 * a Rover in orbit beyond the first `ORBIT_SLOTS` has no id, and `encodeAction` refuses it).
 * Computed once per state (states are immutable, so their identity is a sound key), with the
 * actions they name: a step then takes a listed id's action from them instead of validating or
 * decoding it again. Kept on the game, not in a `WeakMap` of states, whose `set` cost about as
 * much as listing the ids.
 */
export function gameLegalIds(game: EngineGame): readonly number[] {
  if (game.legalFor !== game.state) {
    const state = game.state;
    const actions: Action[] = [];
    game.legal = state.status === 'finished' ? [] : actionIds(state, legalActions(state), actions);
    game.legalActions = actions;
    game.legalFor = state;
  }
  return game.legal;
}

/**
 * The legal action of id `id` when the game's state's legal ids are already listed and hold it
 * (the very action that `legalActions` listed, which `decodeAction` would make again); else
 * undefined.
 */
export function knownLegal(game: EngineGame, id: number): Action | undefined {
  if (game.legalFor !== game.state) return undefined;
  const ids = game.legal;
  let lo = 0;
  let hi = ids.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const at = ids[mid]!;
    if (at === id) return game.legalActions[mid];
    if (at < id) lo = mid + 1;
    else hi = mid - 1;
  }
  return undefined;
}

/**
 * A player's value of a state: −1 once out (R14), +1 a winner of a finished game, 0 otherwise
 * (in play, or at the turn limit). A step's reward is the change in value, so a player's
 * return is −1, 0 or +1.
 */
export function seatValue(state: GameState, player: number): number {
  if (!state.players[player]!.inGame) return -1;
  if (state.status !== 'finished') return 0;
  if (state.winners.includes(player)) return 1;
  return truncated(state) ? 0 : -1;
}

/** Whether the game ended at its turn limit (R14) rather than by a win or everyone out. */
export function truncated(state: GameState): boolean {
  return (
    state.status === 'finished' &&
    state.last !== null &&
    state.last.events.some((e) => e.type === 'turnLimitReached')
  );
}

/** The action's player field aside, the same action (notation may carry `p0:`). */
export function withoutPlayer(action: Action): Action {
  if (!('player' in action)) return action;
  const { player: _, ...rest } = action as Action & { player?: number };
  return rest as Action;
}
