import {
  DEFAULT_RULESET,
  type Ruleset,
  type RulesetName,
  rulesetNamed,
  SUPPORTED_RULESETS,
} from '../ruleset.js';
import type { Checked } from './context.js';
import { broken, FORMAT, fields, int, oneOf, shown } from './read.js';

// The state's own fields before its players and pieces: the version, the options (the ruleset
// first: its numbers bound the rest), and whose turn it is.

/** The fields a 2026-06 state has after the 2025-01 ones, in order (rulings R31, R47). */
const STATE_KEYS_2026_06 = ['placesFirst', 'captured'] as const;
const STATE_KEYS = [
  'version',
  'options',
  'status',
  'firstPlayer',
  'currentPlayer',
  'turn',
  'actionsThisTurn',
  'players',
  'planets',
  'rovers',
  'buildings',
  'nextRoverId',
  'rollOff',
  'winners',
  'last',
] as const;
const STATUSES: readonly string[] = ['setup', 'playing', 'finished'];

/** Reads the header of `value`, a would-be state, into what the other checks start from. */
export function readHeader(value: unknown): Checked {
  const s = fields(value, '', 'a game state', STATE_KEYS, STATE_KEYS_2026_06);
  if (s.version !== 1) {
    broken('version', FORMAT, `unknown state version ${shown(s.version)}; this library reads 1`);
  }

  // Options: the game's size, bounded as createGame bounds it.
  const o = fields(
    s.options,
    'options',
    'options',
    ['players', 'planets', 'turnLimit'],
    ['ruleset'],
  );
  // The ruleset first: its numbers bound the rest. A state without one plays 2025-01; a state
  // may name only a ruleset this library plays.
  const rules: Ruleset = rulesetNamed(
    Object.hasOwn(o, 'ruleset')
      ? (oneOf(o.ruleset, 'options.ruleset', 'the ruleset', SUPPORTED_RULESETS) as RulesetName)
      : DEFAULT_RULESET,
  );
  const v2026 = rules.name === '2026-06';
  const v2024 = rules.name === '2024-12';
  for (const key of STATE_KEYS_2026_06) {
    if (v2026 && !Object.hasOwn(s, key))
      broken(key, FORMAT, `a ${rules.name} state needs "${key}"`);
    if (!v2026 && Object.hasOwn(s, key))
      broken(key, FORMAT, `a ${rules.name} state has no field "${key}"`);
  }
  const n = int(o.players, 'options.players', 'players', rules.players.min, rules.players.max);
  const planetCount = int(o.planets, 'options.planets', 'planets', 1, rules.maxPlanets, 'R16');
  const table = rules.planetsByPlayers;
  if (table !== null && planetCount !== table[n]) {
    broken(
      'options.planets',
      'R33',
      `a ${rules.name} game of ${n} players has ${table[n]} planet(s), not ${planetCount}`,
    );
  }
  const turnLimit =
    o.turnLimit === null
      ? null
      : int(
          o.turnLimit,
          'options.turnLimit',
          'the turn limit (or null)',
          1,
          Number.MAX_SAFE_INTEGER,
          'R26',
        );

  const status = oneOf(s.status, 'status', 'status', STATUSES);
  const firstPlayer = int(s.firstPlayer, 'firstPlayer', 'firstPlayer', 0, n - 1);
  const currentPlayer = int(s.currentPlayer, 'currentPlayer', 'currentPlayer', 0, n - 1);
  const turn = int(s.turn, 'turn', 'turn', 0, Number.MAX_SAFE_INTEGER);
  // Ruling R22: the first action is free and each further one spends one of at most
  // rules.treasuryCapacity points; R50 (2024-12): one action a turn, and the turn passes.
  const actionsThisTurn = int(
    s.actionsThisTurn,
    'actionsThisTurn',
    'actionsThisTurn',
    0,
    v2026 || v2024 ? rules.maxActionsPerTurn : rules.treasuryCapacity + 1,
    v2026 ? 'R47' : v2024 ? 'R50' : 'R22',
  );
  // Ruling R31: who places first (null while a two-player roll-off winner has to choose);
  // R47: captured points, usable within the turn's remaining actions.
  const placesFirst = v2026
    ? s.placesFirst === null
      ? null
      : int(s.placesFirst, 'placesFirst', 'placesFirst (or null)', 0, n - 1, 'R31')
    : null;
  const captured = v2026
    ? int(s.captured, 'captured', 'captured points', 0, rules.maxActionsPerTurn - 1, 'R47')
    : 0;
  return {
    s,
    rules,
    v2024,
    v2026,
    goneOut: v2024 ? 'R65' : 'R25',
    n,
    planetCount,
    turnLimit,
    status,
    firstPlayer,
    currentPlayer,
    turn,
    actionsThisTurn,
    placesFirst,
    captured,
    inGame: [],
    forts: [],
    destroyed: [],
    fortCount: 0,
    nextRoverId: 1,
    rovers: [],
    roverAt: new Map(),
    hasRover: new Array(n).fill(false),
    buildings: [],
    hasFactory: new Array(n).fill(false),
    treasuryPoints: new Array(n).fill(undefined),
  };
}
