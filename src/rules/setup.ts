import { freeze } from 'immer';
import { board } from '../board/index.js';
import { checkOptions } from '../options/index.js';
import { checkRng, type Rng } from './rng.js';
import {
  DEFAULT_RULESET,
  isRulesetName,
  RULESET_NAMES,
  type Ruleset,
  rulesetNamed,
} from './ruleset.js';
import type { GameOptions, GameState, PlayerIndex, ResolvedOptions } from './types.js';

const DEFAULT_RULES = rulesetNamed(DEFAULT_RULESET);

/** Bounds on game options (of the default ruleset); larger games are refused with a clear error. */
export const MIN_PLAYERS = DEFAULT_RULES.players.min;
export const MAX_PLAYERS = DEFAULT_RULES.players.max;
export const MAX_PLANETS = DEFAULT_RULES.maxPlanets;

/** The ruleset named in the options: a published one that is implemented (RangeError if not). */
function resolveRuleset(name: unknown): Ruleset {
  if (!isRulesetName(name)) {
    throw new RangeError(
      `createGame: ruleset must be one of ${RULESET_NAMES.join(', ')}, not ${String(name)}`,
    );
  }
  try {
    return rulesetNamed(name);
  } catch (e) {
    throw new RangeError(`createGame: ${(e as Error).message}`);
  }
}

/**
 * The turn limit of a game whose options leave `turnLimit` out (ruling R26): 500 completed
 * turns, then the game ends with no winner. The one default of every entry point that starts a
 * game (`createGame`, `globetrotter play` and `tournament`, `simulate`, the examples, the Python
 * package's `Game`, AEC env and `BatchEnv`), so that the same seed plays the same game, to the
 * same hash, from each of them. `turnLimit: null` plays without a limit. Games between bots need
 * one: greedy against greedy never finishes on its own. Records and position strings are
 * documents: one without a limit written out has none, as it always had (docs/record-format.md);
 * so has the engine protocol's `new` without a `turnLimit` field (the Python package sends 500).
 */
export const DEFAULT_TURN_LIMIT = 500;

/** Every key of `GameOptions`; any other is refused (`UnknownOptionError`). */
export const GAME_OPTION_KEYS: Record<keyof GameOptions, true> = {
  players: true,
  planets: true,
  turnLimit: true,
  ruleset: true,
};

function resolveOptions(options: GameOptions): ResolvedOptions {
  if (typeof options !== 'object' || options === null)
    throw new TypeError('createGame: options must be an object');
  checkOptions('createGame', options, GAME_OPTION_KEYS);
  const { players, turnLimit = DEFAULT_TURN_LIMIT, ruleset = DEFAULT_RULESET } = options;
  const rules = resolveRuleset(ruleset);
  const { min, max } = rules.players;
  if (!Number.isInteger(players) || players < min || players > max) {
    throw new RangeError(
      `createGame: players must be an integer ${min}..${max}, not ${String(players)}`,
    );
  }
  // Ruling R33 (2026-06): the planets are the table's count for the players; options may omit
  // them or give that count. Elsewhere (R16) any count 1..maxPlanets, 1 by default.
  const table = rules.planetsByPlayers;
  const planets = options.planets ?? (table === null ? 1 : table[players]!);
  if (table !== null && planets !== table[players]) {
    const counts = table.flatMap((c, p) => (p >= min ? [`${p} players: ${c}`] : [])).join(', ');
    throw new RangeError(
      `createGame: a ${rules.name} game of ${players} players has ${table[players]} planet(s) (${counts}), not ${String(planets)}`,
    );
  }
  if (!Number.isInteger(planets) || planets < 1 || planets > rules.maxPlanets) {
    throw new RangeError(
      `createGame: planets must be an integer 1..${rules.maxPlanets}, not ${String(planets)}`,
    );
  }
  if (turnLimit !== null && (!Number.isInteger(turnLimit) || turnLimit < 1)) {
    throw new RangeError(
      `createGame: turnLimit must be a positive integer or null, not ${String(turnLimit)}`,
    );
  }
  // The default is not written, so 2025-01 states serialise (and hash) as they always have.
  return rules.name === DEFAULT_RULESET
    ? { players, planets, turnLimit }
    : { players, planets, turnLimit, ruleset: rules.name };
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
 * and returns the state in which players place their Rovers. A 2026-06 game has the planets of
 * its player count (ruling R33) and the fields `placesFirst` (`null` while a two-player
 * roll-off winner has still to `choose`, ruling R31) and `captured` (0, ruling R47). A 2024-12
 * game's planets hold `edgeFortifications`, one entry per edge, all `null` (ruling R56).
 *
 * @throws RangeError for an option out of bounds; an {@link UnknownOptionError} for a key
 * `GameOptions` does not list (`{ turnlimit: 5 }`); an {@link InvalidRngError} when `rng` is
 * missing or not dice (`createRng(seed)`).
 *
 * @example
 * ```ts
 * const rng = createRng('seed');
 * let state = createGame({ players: 2 }, rng);
 * state = applyAction(state, legalActions(state)[0]!, rng); // first player places a Rover
 * ```
 */
export function createGame(options: GameOptions, rng: Rng): GameState {
  checkRng('createGame', rng);
  const resolved = resolveOptions(options);
  const rules = rulesetNamed(resolved.ruleset ?? DEFAULT_RULESET);
  const { rounds, first } = rollOff(resolved.players, rng);
  const state: GameState = {
    version: 1,
    options: resolved,
    status: 'setup',
    firstPlayer: first,
    currentPlayer: first,
    turn: 0,
    actionsThisTurn: 0,
    players: Array.from({ length: resolved.players }, () => ({ inGame: true })),
    planets: Array.from({ length: resolved.planets }, () =>
      // Ruling R56 (2024-12): Fortifications stand on edges, one array entry per edge.
      rules.fortificationsOn === 'edges'
        ? {
            destroyed: false,
            cannonShots: 0,
            fortifications: new Array(board.spaces.length).fill(null),
            edgeFortifications: new Array(board.edges.length).fill(null),
          }
        : {
            destroyed: false,
            cannonShots: 0,
            fortifications: new Array(board.spaces.length).fill(null),
          },
    ),
    rovers: [],
    buildings: [],
    nextRoverId: 1,
    rollOff: rounds,
    winners: [],
    last: null,
  };
  // Frozen like every state applyAction returns.
  if (resolved.ruleset !== '2026-06') return freeze(state, true);
  // Ruling R31: with two players the roll-off winner has still to choose; with more, they place
  // first. Ruling R47: no captured points. (2026-06 fields come last, absent in 2025-01.)
  return freeze(
    { ...state, placesFirst: resolved.players === 2 ? null : first, captured: 0 },
    true,
  );
}
