import { isRulesetName, RULESET_NAMES, type RulesetName } from './ruleset-names.js';
import type { GameState } from './types.js';
import type { Structure } from './vocabulary.js';

export {
  DEFAULT_RULESET,
  isRulesetName,
  RULESET_NAMES,
  type RulesetName,
} from './ruleset-names.js';

// A ruleset is a value (the Fairy-Stockfish convention): every number the rules read, and later
// every switch that differs between the published versions, in one table named by the version.
// Code reads `rulesetOf(state)`, never a literal; no rule number is written anywhere else.
// Where a version's behaviour truly differs, it will override only the action families that
// differ (the python-chess convention; see ACTIONS in action-table.ts).

/**
 * One published version of the rules, as data: every number the engine reads. The fields are
 * grouped by what they govern; each cites the ruling that fixes it for `2025-01`.
 */
export interface Ruleset {
  /** The version's name, as `GameOptions.ruleset` and records write it. */
  readonly name: RulesetName;
  /** Seats at the table (ruling R15): `min..max` players. */
  readonly players: { readonly min: number; readonly max: number };
  /** The most planets of a game (ruling R16). */
  readonly maxPlanets: number;
  /**
   * The planets a game of `n` players has, at index `n` (2026-06, ruling R33), or `null` when
   * the options choose any count `1..maxPlanets` (2025-01, ruling R16).
   */
  readonly planetsByPlayers: readonly number[] | null;
  /**
   * Hit points a piece starts with, and the most it can have (ruling R17). A Fortification has
   * one in every version: a state records only its owner, and one damage removes it.
   */
  readonly hp: { readonly rover: number; readonly building: number };
  /** Shooting distances at or below this are in range (ruling R2). */
  readonly shootingRange: number;
  /**
   * The least die face that hits a Rover (ruling R4), in the open and under cover (ruling R3).
   * Fortifications and Buildings are hit without a roll.
   */
  readonly hitOn: { readonly open: number; readonly cover: number };
  /** The least die face that damages a piece that was hit (ruling R4). */
  readonly damageOn: number;
  /**
   * The least die face that damages a target under cover: 2026-06's cover raises damage too
   * (ruling R35); in 2025-01 cover changes only the hit roll, so this equals `damageOn`.
   */
  readonly coverDamageOn: number;
  /**
   * How a target gets cover: `'chains'` when every chain in range enters another player's
   * Fortification (2025-01, ruling R3); `'adjacency'` when another player's Fortification shares
   * the target's space or a space next to it (2026-06, ruling R35); `'edges'` when every chain in
   * range crosses an edge holding another player's Fortification (2024-12, ruling R58).
   */
  readonly cover: 'chains' | 'adjacency' | 'edges';
  /**
   * Where Fortifications stand: on spaces, one per space (2025-01, 2026-06: `Planet.fortifications`),
   * or on the edges between spaces (2024-12, ruling R56: `Planet.edgeFortifications`).
   */
  readonly fortificationsOn: 'spaces' | 'edges';
  /**
   * Whether every Rover on a planet faces an edge of its space and moves only across it
   * (2024-12, rulings R52–R55: `Rover.facing`).
   */
  readonly facing: boolean;
  /** The most action points a Treasury stores (ruling R11); 0 where there is no Treasury. */
  readonly treasuryCapacity: number;
  /**
   * The power-up actions a Drill Cannon needs before each Fire (2024-12, ruling R63: 3), or
   * `null` where it is readied and aimed instead (ruling R10).
   */
  readonly cannonPowerUp: number | null;
  /** How many d6 a Drill Cannon's planet roll adds up (ruling R10); 0: no planet roll (2024-12). */
  readonly planetDice: number;
  /**
   * The most dice one action draws (ruling R24): for 2025-01 a Fire, which rolls to damage each
   * piece in the aimed space (at most three are counted), then the planet dice. States, records
   * and their limits are checked against it.
   */
  readonly maxDicePerAction: number;
  /** The structures a player may build, one of each (ruling R7), in listing order. */
  readonly structures: readonly Structure[];
  /**
   * Where "one of each" holds: in the whole game (2025-01, ruling R7), or on each planet with
   * the Treasury still one per player in all (2026-06, ruling R37).
   */
  readonly oneOfEachPer: 'game' | 'planet';
  /**
   * How many playable neighbours of an HQ must hold the builder's Fortifications or Rovers:
   * `'all'` (2025-01, ruling R7) or a number, of which one must be a Rover (2026-06, R37).
   */
  readonly buildNeighbours: 'all' | number;
  /**
   * A Factory's build points (2026-06, rulings R42–R44): the most it holds, what Manufacture
   * costs, what Repair costs; `null` where a Factory has none (2025-01).
   */
  readonly factoryPoints: {
    readonly max: number;
    readonly manufacture: number;
    readonly repair: number;
  } | null;
  /**
   * The least d6 face on which a Drill Cannon destroyed while ready explodes (2026-06, ruling
   * R46), or `null` where cannons never explode (2025-01).
   */
  readonly explosionOn: number | null;
  /** The most actions one player takes in a row, Treasury and captured points included (R22, R47). */
  readonly maxActionsPerTurn: number;
}

/** The 2025-01 rules (designer's revision 72fa963): rulings R1–R29 of docs/rules/2025-01.md. */
const RULES_2025_01: Ruleset = deepFreeze({
  name: '2025-01',
  players: { min: 2, max: 6 },
  maxPlanets: 16,
  planetsByPlayers: null,
  hp: { rover: 5, building: 5 },
  shootingRange: 3,
  hitOn: { open: 3, cover: 4 },
  damageOn: 3,
  coverDamageOn: 3,
  cover: 'chains',
  fortificationsOn: 'spaces',
  facing: false,
  treasuryCapacity: 3,
  cannonPowerUp: null,
  planetDice: 2,
  maxDicePerAction: 3 + 2,
  structures: ['spacePort', 'factory', 'drillCannon', 'treasury'],
  oneOfEachPer: 'game',
  buildNeighbours: 'all',
  factoryPoints: null,
  explosionOn: null,
  maxActionsPerTurn: 3 + 1,
});

/**
 * The 2026-06 rules (designer's revision 7ef1a5e, the latest) with the rulings R30–R49 of
 * docs/rules/2026-06.md.
 */
const RULES_2026_06: Ruleset = deepFreeze({
  name: '2026-06',
  players: { min: 2, max: 6 },
  maxPlanets: 3,
  planetsByPlayers: [0, 0, 1, 1, 2, 2, 3],
  hp: { rover: 3, building: 5 },
  shootingRange: 3,
  hitOn: { open: 3, cover: 4 },
  damageOn: 3,
  coverDamageOn: 4,
  cover: 'adjacency',
  fortificationsOn: 'spaces',
  facing: false,
  treasuryCapacity: 3,
  cannonPowerUp: null,
  planetDice: 2,
  // A Fire: the hits die, then up to 6 hits on each of at most 3 pieces in the aimed space, one
  // explosion die (HQs are never adjacent, so one explosion at most), then the planet dice.
  maxDicePerAction: 1 + 6 * 3 + 1 + 2,
  structures: ['spacePort', 'factory', 'drillCannon', 'treasury'],
  oneOfEachPer: 'planet',
  buildNeighbours: 3,
  factoryPoints: { max: 5, manufacture: 5, repair: 1 },
  explosionOn: 3,
  maxActionsPerTurn: 4,
});

/**
 * The 2024-12 rules (designer's revision 38e9daf, the first draft) with the rulings R50–R67 of
 * docs/rules/2024-12.md. Where the draft is silent (players, planets, one action a turn) the
 * 2025-01 answers hold (R50).
 */
const RULES_2024_12: Ruleset = deepFreeze({
  name: '2024-12',
  players: { min: 2, max: 6 },
  maxPlanets: 16,
  planetsByPlayers: null,
  hp: { rover: 5, building: 5 },
  shootingRange: 3,
  hitOn: { open: 3, cover: 4 },
  damageOn: 3,
  coverDamageOn: 3,
  cover: 'edges',
  fortificationsOn: 'edges',
  facing: true,
  treasuryCapacity: 0,
  cannonPowerUp: 3,
  planetDice: 0,
  // A shot at a Rover: the hit die, then the damage die. A Fire rolls one damage die.
  maxDicePerAction: 2,
  structures: ['spacePort', 'factory', 'drillCannon', 'medic'],
  oneOfEachPer: 'game',
  buildNeighbours: 'all',
  factoryPoints: null,
  explosionOn: null,
  maxActionsPerTurn: 1,
});

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

/** The rulesets the engine plays, by name: every published one. */
const RULESETS: Readonly<Record<RulesetName, Ruleset>> = {
  '2024-12': RULES_2024_12,
  '2025-01': RULES_2025_01,
  '2026-06': RULES_2026_06,
};

/**
 * The names of the rulesets the engine plays: every published one, oldest first (kept beside
 * `RULESET_NAMES` for programs written while some were not played yet).
 */
export const SUPPORTED_RULESETS: readonly RulesetName[] = RULESET_NAMES;

/**
 * The ruleset of this name: its numbers, frozen.
 *
 * @throws RangeError when `name` is not a published ruleset.
 *
 * @example
 * ```ts
 * rulesetNamed('2025-01').shootingRange; // 3
 * ```
 */
export function rulesetNamed(name: RulesetName): Ruleset {
  if (!isRulesetName(name)) {
    throw new RangeError(
      `ruleset ${JSON.stringify(name)} is not a ruleset; supported: ${SUPPORTED_RULESETS.join(', ')}`,
    );
  }
  return RULESETS[name];
}

/**
 * The ruleset a state plays: `state.options.ruleset`, or `'2025-01'` when the state names none
 * (every state made before rulesets existed, and every 2025-01 state: the default is not
 * written, so their JSON and hashes are unchanged).
 *
 * @example
 * ```ts
 * const state = createGame({ players: 2 }, createRng(1));
 * rulesetOf(state).hp.rover; // 5
 * ```
 */
export function rulesetOf(state: GameState): Ruleset {
  const name = state.options.ruleset;
  return name === undefined ? RULES_2025_01 : rulesetNamed(name);
}
