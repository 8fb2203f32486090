import type { Action } from './actions.js';
import type { RulesetName } from './ruleset-names.js';
import type { PlayerIndex, Structure } from './vocabulary.js';

export type { PlayerIndex, Structure } from './vocabulary.js';
export { STRUCTURES } from './vocabulary.js';

/** Where the game stands: placing Rovers, playing turns, or over. */
export type GameStatus = 'setup' | 'playing' | 'finished';

/** A space of one planet. */
export interface Location {
  readonly planet: number;
  readonly space: number;
}

/**
 * A Rover: on a planet, or in orbit. In 2025-01 orbit belongs to no planet (ruling R8); in 2026-06
 * a Rover orbits one planet, named by `orbit` (ruling R40).
 */
export interface Rover {
  /** Stable id, 1, 2, 3… in order of appearance; written `r3` in notation. Never reused. */
  readonly id: number;
  readonly owner: PlayerIndex;
  /** Hit points, 1..5 (ruling R17); 1..3 in 2026-06. */
  readonly hp: number;
  readonly location: Location | 'orbit';
  /**
   * 2026-06 only, and only while `location` is `'orbit'`: the planet the Rover orbits (ruling
   * R40). Absent in every other ruleset.
   */
  readonly orbit?: number;
  /**
   * 2026-06 only: present (always `true`) on a Rover of the current player that moved to another
   * planet's orbit this turn, absent otherwise; it cannot descend until a later turn of its
   * owner (ruling R40). Removed when its owner's turn ends.
   */
  readonly transferred?: true;
  /**
   * 2024-12 only, and there on every Rover on a planet (absent in orbit): the space the Rover
   * faces, one of its space's neighbours. Two spaces share one edge at most, so this names the
   * edge the Rover faces (ruling R52); a Move goes across it, into this space (R53).
   */
  readonly facing?: number;
}

interface BuildingBase extends Location {
  readonly owner: PlayerIndex;
  /** Hit points, 1..5 (ruling R17). */
  readonly hp: number;
}

/** A Space Port: its owner's Rovers enter orbit by moving into it (ruling R8). */
export interface SpacePort extends BuildingBase {
  readonly structure: 'spacePort';
}

/** A Factory: produces Rovers and repairs adjacent ones (ruling R9). */
export interface Factory extends BuildingBase {
  readonly structure: 'factory';
  /**
   * 2026-06 only (present there, absent elsewhere): build points, 0..5, one gained at the start
   * of each of its owner's turns (ruling R42), spent by Manufacture and Repair.
   */
  readonly points?: number;
}

/** A Drill Cannon: Ready, Aim, Fire (ruling R10). */
export interface DrillCannon extends BuildingBase {
  readonly structure: 'drillCannon';
  readonly ready: boolean;
  /** The space aimed at on the cannon's planet, or `null` when not aimed. */
  readonly aim: number | null;
  /**
   * 2024-12 only (present there, absent elsewhere): the power-up actions taken since the cannon
   * was built or last fired, 0..3; it fires at 3 (ruling R63). `ready` and `aim` stay `false`
   * and `null` in 2024-12, which has no Ready or Aim.
   */
  readonly power?: number;
}

/** A Treasury: stores up to 3 action points (ruling R11). */
export interface Treasury extends BuildingBase {
  readonly structure: 'treasury';
  /** Stored action points, 0..3. */
  readonly points: number;
}

/** 2024-12: a Medic heals its owner's Rovers next to it (ruling R60). */
export interface Medic extends BuildingBase {
  readonly structure: 'medic';
}

/** A Building on an HQ, discriminated by `structure`. */
export type Building = SpacePort | Factory | DrillCannon | Treasury | Medic;

/** One planet: a copy of the board with its own pieces (ruling R16). */
export interface Planet {
  /** True once a Drill Cannon's planet roll destroyed it (ruling R10): nothing can go there. */
  readonly destroyed: boolean;
  /** How many times any Drill Cannon on this planet has fired. */
  readonly cannonShots: number;
  /**
   * Per space id (92 entries): the owner of the Fortification there, or `null`. In 2024-12,
   * where Fortifications stand on edges, every entry is `null`.
   */
  readonly fortifications: readonly (PlayerIndex | null)[];
  /**
   * 2024-12 only (present there, absent elsewhere): per edge id (150 entries, the index in
   * `board.edges`) the owner of the Fortification on that edge, or `null` (ruling R56). Only
   * edges between two playable spaces ever hold one.
   */
  readonly edgeFortifications?: readonly (PlayerIndex | null)[];
}

/** One seat at the table. */
export interface Player {
  /** False once the player is out (ruling R14). */
  readonly inGame: boolean;
}

/** Why a die was rolled. */
export type DiePurpose = 'rollOff' | 'hit' | 'damage' | 'planet' | 'hits' | 'explosion';

/**
 * One die drawn from the `rng`, in the order drawn. 2026-06 adds `hits` (how many hits a Drill
 * Cannon's Fire deals, ruling R45) and `explosion` (a destroyed ready cannon's roll, R46).
 */
export interface DieRoll {
  readonly purpose: DiePurpose;
  readonly value: number;
}

/** A piece named in an event. */
export type PieceRef =
  | { readonly piece: 'rover'; readonly id: number; readonly owner: PlayerIndex }
  | {
      readonly piece: 'fortification';
      readonly planet: number;
      readonly space: number;
      /**
       * 2024-12 only: the Fortification stands on the edge between `space` and `across`
       * (`space` < `across`), not on a space (ruling R56).
       */
      readonly across?: number;
      readonly owner: PlayerIndex;
    }
  | {
      readonly piece: 'building';
      readonly structure: Structure;
      readonly planet: number;
      readonly space: number;
      readonly owner: PlayerIndex;
    };

/** Something that happened while an action was applied, in order, for UIs and records. */
export type GameEvent =
  | { readonly type: 'miss'; readonly target: PieceRef }
  | { readonly type: 'noDamage'; readonly target: PieceRef }
  | { readonly type: 'damaged'; readonly target: PieceRef; readonly hp: number }
  | { readonly type: 'destroyed'; readonly target: PieceRef }
  | { readonly type: 'enteredOrbit'; readonly rover: number }
  | { readonly type: 'pointSpent'; readonly player: PlayerIndex; readonly left: number }
  | { readonly type: 'planetDestroyed'; readonly planet: number; readonly total: number }
  /** 2026-06: a destroyed Drill Cannon exploded (ruling R46). */
  | {
      readonly type: 'exploded';
      readonly planet: number;
      readonly space: number;
      readonly owner: PlayerIndex;
    }
  /**
   * 2026-06: the acting player took a destroyed Treasury's points (ruling R47): `points` usable
   * now, `forfeited` lost to the four-actions cap.
   */
  | {
      readonly type: 'pointsCaptured';
      readonly player: PlayerIndex;
      readonly points: number;
      readonly forfeited: number;
    }
  | { readonly type: 'eliminated'; readonly player: PlayerIndex }
  | { readonly type: 'turnLimitReached'; readonly turn: number };

/** What the last applied action did: its dice and its consequences. */
export interface LastAction {
  readonly player: PlayerIndex;
  readonly action: Action;
  readonly dice: readonly DieRoll[];
  readonly events: readonly GameEvent[];
}

/**
 * Options of a game. Unknown keys are refused with `UNKNOWN_OPTION` (an `UnknownOptionError`
 * naming the key and the nearest known one), so a misspelt option never plays silently.
 */
export interface GameOptions {
  /** Number of players, 2..6. */
  readonly players: number;
  /** Number of planets, 1..16 (ruling R16). Defaults to 1. */
  readonly planets?: number;
  /**
   * Limit on completed turns (ruling R26); the game then ends with no winner. Defaults to
   * `DEFAULT_TURN_LIMIT` (500); `null` for no limit.
   */
  readonly turnLimit?: number | null;
  /** Which published rules the game plays (docs/rules/README.md). Defaults to `'2025-01'`. */
  readonly ruleset?: RulesetName;
}

/** Options as stored in a state: every field present. */
export interface ResolvedOptions {
  readonly players: number;
  readonly planets: number;
  readonly turnLimit: number | null;
  /**
   * The ruleset, written only when it is not the default: absent means `'2025-01'`, so the
   * JSON and hashes of 2025-01 states are those of states made before rulesets existed.
   */
  readonly ruleset?: RulesetName;
}

/**
 * The whole game, as plain JSON: `JSON.parse(JSON.stringify(state))` is an equal, usable state.
 * States are immutable: `applyAction` returns a new one.
 */
export interface GameState {
  /** State format version. */
  readonly version: 1;
  readonly options: ResolvedOptions;
  readonly status: GameStatus;
  /** Winner of the roll-off (ruling R15); seating order starts here. */
  readonly firstPlayer: PlayerIndex;
  /** The player to act. */
  readonly currentPlayer: PlayerIndex;
  /** Turns completed since play began (setup placements not counted). */
  readonly turn: number;
  /** Actions taken so far in the current turn; later ones spend Treasury points (ruling R11). */
  readonly actionsThisTurn: number;
  readonly players: readonly Player[];
  readonly planets: readonly Planet[];
  /** Every Rover still in play, ascending by id. */
  readonly rovers: readonly Rover[];
  /** Every Building still standing, in order of building. */
  readonly buildings: readonly Building[];
  /** Id the next Rover will get. */
  readonly nextRoverId: number;
  /**
   * The roll-off dice (ruling R15), one array per round indexed by seat: a die for each player
   * who rolled that round, `null` for those already out of the roll-off (ties re-roll).
   */
  readonly rollOff: readonly (readonly (number | null)[])[];
  /** When finished: the winners (one player, or empty when everyone lost or the turn limit hit). */
  readonly winners: readonly PlayerIndex[];
  /** What the last applied action did, or `null` before the first. */
  readonly last: LastAction | null;
  /**
   * 2026-06 only (present there): the player who places first (ruling R31), or `null` while the
   * roll-off winner of a two-player game has still to choose.
   */
  readonly placesFirst?: PlayerIndex | null;
  /**
   * 2026-06 only (present there): action points taken this turn from a destroyed Treasury
   * (ruling R47), spent before stored ones and lost when the turn ends.
   */
  readonly captured?: number;
}
