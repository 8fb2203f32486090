import { type Draft, freeze } from 'immer';
import { board } from '../board/index.js';
import { checkOptions } from '../options/index.js';
import { roverAt, spaceName } from './_internals/position.js';
import type { Action, PlaceAction } from './actions.js';
import { fail } from './errors.js';
import { ROVER_HP } from './factory.js';
import type { Rng } from './rng.js';
import type { GameOptions, GameState, PlayerIndex, ResolvedOptions } from './types.js';

/** Bounds on game options; larger games are refused with a clear error. */
export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 6;
export const MAX_PLANETS = 16;

/** Every key of `GameOptions`; any other is refused (`UnknownOptionError`). */
export const GAME_OPTION_KEYS: Record<keyof GameOptions, true> = {
  players: true,
  planets: true,
  turnLimit: true,
};

function resolveOptions(options: GameOptions): ResolvedOptions {
  if (typeof options !== 'object' || options === null)
    throw new TypeError('createGame: options must be an object');
  checkOptions('createGame', options, GAME_OPTION_KEYS);
  const { players, planets = 1, turnLimit = null } = options;
  if (!Number.isInteger(players) || players < MIN_PLAYERS || players > MAX_PLAYERS) {
    throw new RangeError(
      `createGame: players must be an integer ${MIN_PLAYERS}..${MAX_PLAYERS}, not ${String(players)}`,
    );
  }
  if (!Number.isInteger(planets) || planets < 1 || planets > MAX_PLANETS) {
    throw new RangeError(
      `createGame: planets must be an integer 1..${MAX_PLANETS}, not ${String(planets)}`,
    );
  }
  if (turnLimit !== null && (!Number.isInteger(turnLimit) || turnLimit < 1)) {
    throw new RangeError(
      `createGame: turnLimit must be a positive integer or null, not ${String(turnLimit)}`,
    );
  }
  return { players, planets, turnLimit };
}

/**
 * Ruling R15: every player rolls a d6; the highest goes first; ties re-roll among the tied.
 * Returns the rounds (per seat a die, or `null` for a seat not rolling) and the winner.
 */
function rollOff(players: number, rng: Rng): { rounds: (number | null)[][]; first: PlayerIndex } {
  let contenders = Array.from({ length: players }, (_, i) => i);
  const rounds: (number | null)[][] = [];
  while (contenders.length > 1) {
    const round: (number | null)[] = new Array(players).fill(null);
    for (const p of contenders) round[p] = rng.d6();
    rounds.push(round);
    const best = Math.max(...contenders.map((p) => round[p]!));
    contenders = contenders.filter((p) => round[p] === best);
  }
  return { rounds, first: contenders[0]! };
}

/**
 * Starts a game: resolves the options, rolls off for the first player (ruling R15) with `rng`,
 * and returns the state in which players place their Rovers.
 *
 * @throws RangeError for an option out of bounds; an {@link UnknownOptionError} for a key
 * `GameOptions` does not list (`{ turnlimit: 5 }`).
 *
 * @example
 * ```ts
 * const rng = createRng('seed');
 * let state = createGame({ players: 2 }, rng);
 * state = applyAction(state, legalActions(state)[0]!, rng); // first player places a Rover
 * ```
 */
export function createGame(options: GameOptions, rng: Rng): GameState {
  const resolved = resolveOptions(options);
  const { rounds, first } = rollOff(resolved.players, rng);
  // Frozen like every state applyAction returns.
  return freeze(
    {
      version: 1,
      options: resolved,
      status: 'setup',
      firstPlayer: first,
      currentPlayer: first,
      turn: 0,
      actionsThisTurn: 0,
      players: Array.from({ length: resolved.players }, () => ({ inGame: true })),
      planets: Array.from({ length: resolved.planets }, () => ({
        destroyed: false,
        cannonShots: 0,
        fortifications: new Array(board.spaces.length).fill(null),
      })),
      rovers: [],
      buildings: [],
      nextRoverId: 1,
      rollOff: rounds,
      winners: [],
      last: null,
    } satisfies GameState,
    true,
  );
}

/** Ruling R15: a Rover on an empty playable HQ of any planet. */
export function checkPlace(state: GameState, action: PlaceAction): void {
  const where = spaceName(action.planet, action.space, state.options.planets);
  if (!board.spaces[action.space]!.playable)
    fail('OFF_BOARD', 'R1', action, `cannot place a Rover on ${where}: it is off the board`);
  if (board.spaces[action.space]!.kind !== 'hq')
    fail('NOT_AN_HQ', 'R15', action, `cannot place a Rover on ${where}: it is not an HQ`);
  const rover = roverAt(state, action.planet, action.space);
  if (rover)
    fail(
      'SPACE_OCCUPIED',
      'R15',
      action,
      `cannot place a Rover on ${where}: Rover r${rover.id} is there`,
    );
}

export function applyPlace(draft: Draft<GameState>, action: PlaceAction): void {
  draft.rovers.push({
    id: draft.nextRoverId,
    owner: draft.currentPlayer,
    hp: ROVER_HP,
    location: { planet: action.planet, space: action.space },
  });
  draft.nextRoverId++;
  // Seating order from the first player; once everyone has placed, the first player starts.
  if (draft.rovers.length === draft.players.length) {
    draft.status = 'playing';
    draft.currentPlayer = draft.firstPlayer;
  } else {
    draft.currentPlayer = (draft.currentPlayer + 1) % draft.players.length;
  }
}

export function legalPlacements(state: GameState, out: Action[]): void {
  for (let planet = 0; planet < state.planets.length; planet++) {
    for (const space of board.hqs) {
      if (!roverAt(state, planet, space)) out.push({ type: 'place', planet, space });
    }
  }
}
