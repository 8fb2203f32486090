import { board, shotDistance } from '../../board/index.js';
import type { Building, GameState, PlayerIndex, Rover } from '../../rules/index.js';
import {
  coveredByChains,
  coveredByWalls,
  MAX_PLAYERS,
  rulesetOf,
  underCover,
} from '../../rules/index.js';
import { raiseProgress } from './building-progress.js';
import { buildingShotValue, chanceOf, roverShotValue, WEIGHTS } from './evaluate-weights.js';
import { actionsToRange } from './facing.js';
import { finalValues } from './final-values.js';
import { buildingsWear, HQ_EDGES, orbitIsSafe } from './rules-view.js';

// The static evaluation shared by greedyBot (one ply of expected values) and mctsBot (the value
// of a playout cut off before the end). Points, not probabilities: a full-health Rover is worth
// 60, a Factory 80. docs/bots.md explains every term.

/** Scratch per planet of `evaluateAll` (not re-entrant): the owner of the Rover on each space, or -1. */
const ROVER_OWNER = new Int8Array(board.spaces.length);
/** Scratch per planet of `evaluateAll`: 1 where a Building stands. */
const BUILT = new Int8Array(board.spaces.length);

// Scratch per seat of `evaluateAll` (not re-entrant), filled where it starts: material, Rovers
// counted toward the army, building progress, the nearest gap to an enemy piece, and
// the best shot of each seat at each other (SHOT[a * n + t]).
const MATERIAL = new Float64Array(MAX_PLAYERS);
const ARMY = new Int32Array(MAX_PLAYERS);
const PROGRESS = new Float64Array(MAX_PLAYERS);
const IN_GAME = new Int32Array(MAX_PLAYERS);
const NEAREST = new Float64Array(MAX_PLAYERS);
const SHOT = new Float64Array(MAX_PLAYERS * MAX_PLAYERS);
/** The playable spaces, ascending (`board.playableSpaces`). */
const PLAYABLE: readonly number[] = [...board.playableSpaces].sort((a, b) => a - b);

/** Per HQ id, its playable edges in the order of `board.playableNeighbors[hq]` (2024-12). */
const HQ_EDGE_TO: readonly (readonly number[] | undefined)[] = (() => {
  const table: (readonly number[] | undefined)[] = new Array(board.spaces.length);
  for (const { hq, edges } of HQ_EDGES) table[hq] = edges;
  return table;
})();

/** Whether an edge holds a Fortification of a player other than `player` (2024-12, R53). */
function enemyWall(
  walls: readonly (PlayerIndex | null)[],
  edge: number,
  player: PlayerIndex,
): boolean {
  const owner = walls[edge];
  return owner !== null && owner !== undefined && owner !== player;
}

/** The value of a finished game for `player`: a win, a loss, or a draw at the turn limit (0). */
function terminalValue(state: GameState, player: PlayerIndex): number {
  if (state.winners.includes(player)) return WEIGHTS.win;
  if (state.winners.length === 0 && state.players[player]!.inGame) return 0;
  return -WEIGHTS.win;
}

/**
 * How good `state` is for `player`, in points: the player's material, position and threats
 * minus the average of the opponents' still in the game. Positive is good. Cheap: a few passes
 * over the pieces, no search.
 */
export function evaluate(state: GameState, player: PlayerIndex): number {
  return evaluateAll(state)[player]!;
}

/** `evaluate` for every seat at once (one pass over the pieces); out players get their value too. */
export function evaluateAll(state: GameState): number[] {
  const n = state.players.length;
  if (state.status === 'finished') {
    return Array.from({ length: n }, (_, p) => terminalValue(state, p));
  }
  const rules = rulesetOf(state);
  const range = rules.shootingRange;
  const damageChance = chanceOf(rules.damageOn);
  const damageChanceUnderCover = chanceOf(rules.coverDamageOn);
  const hitChance = chanceOf(rules.hitOn.open);
  const hitChanceUnderCover = chanceOf(rules.hitOn.cover);
  // 2026-06 (R35): cover raises a Building's damage roll; 2025-01 (R3): only a Rover's hit roll.
  const buildingCover = rules.coverDamageOn !== rules.damageOn;
  // 2025-01 (R3): a Rover's cover is every chain in range entering an enemy Fortification.
  const chains = rules.cover === 'chains';
  const safeOrbit = orbitIsSafe(state);
  // 2024-12 (R52–R55): Rovers face an edge, so closing in counts Moves and Turns.
  const facing = rules.facing;
  // 2024-12 (R50, R62): a Building's kind is worth its share of hit points (see WEIGHTS).
  const byHp = buildingsWear(state) ? rules.hp.building : 0;
  const material = MATERIAL.fill(0);

  // Rovers beyond an army of `army` count for `beyondArmy` of their value: a larger army
  // helps less and less, so the bots turn to attacking instead of producing for ever.
  const army = ARMY.fill(0);
  for (let ri = 0; ri < state.rovers.length; ri++) {
    const rover = state.rovers[ri]!;
    let value = WEIGHTS.rover + WEIGHTS.roverHp * rover.hp;
    if (!safeOrbit && rover.location === 'orbit') value *= WEIGHTS.unsafeOrbit;
    material[rover.owner]! +=
      army[rover.owner]! < WEIGHTS.army ? value : value * WEIGHTS.beyondArmy;
    army[rover.owner]!++;
  }
  for (let bi = 0; bi < state.buildings.length; bi++) {
    const b = state.buildings[bi]!;
    const kind = WEIGHTS.building[b.structure];
    let value = (byHp > 0 ? (kind * b.hp) / byHp : kind) + WEIGHTS.buildingHp * b.hp;
    if (b.structure === 'treasury') value += WEIGHTS.treasuryPoint * b.points;
    if (b.structure === 'factory') value += WEIGHTS.factoryPoint * (b.points ?? 0);
    if (b.structure === 'drillCannon' && b.ready) value += WEIGHTS.cannonReady;
    material[b.owner]! += value;
  }
  if (state.captured) material[state.currentPlayer]! += WEIGHTS.capturedPoint * state.captured;

  // Per planet: who holds each space, for building progress, shots and distances.
  const progress = PROGRESS.fill(0);
  // shot[a * n + t]: the best expected shot of player a at player t's pieces.
  const shot = SHOT.fill(0, 0, n * n);
  const nearest = NEAREST.fill(Number.POSITIVE_INFINITY);
  const rovers: Rover[] = [];
  const buildings: Building[] = [];
  for (let planet = 0; planet < state.planets.length; planet++) {
    const world = state.planets[planet]!;
    if (world.destroyed) continue;
    const forts = world.fortifications;
    // Off the board no Fortification stands (ruling R1): the playable spaces, in order.
    for (let i = 0; i < PLAYABLE.length; i++) {
      const owner = forts[PLAYABLE[i]!]!;
      if (owner !== null) material[owner]! += WEIGHTS.fortification;
    }
    // 2024-12 (R56): Fortifications stand on edges.
    const walls = world.edgeFortifications;
    if (walls !== undefined) {
      for (let e = 0; e < walls.length; e++) {
        const owner = walls[e];
        if (owner !== null && owner !== undefined) material[owner]! += WEIGHTS.fortification;
      }
    }

    rovers.length = 0;
    buildings.length = 0;
    for (let ri = 0; ri < state.rovers.length; ri++) {
      const r = state.rovers[ri]!;
      if (r.location !== 'orbit' && r.location.planet === planet) rovers.push(r);
    }
    for (let bi = 0; bi < state.buildings.length; bi++) {
      const b = state.buildings[bi]!;
      if (b.planet === planet) buildings.push(b);
    }
    if (rovers.length === 0 && buildings.length === 0) continue;
    const roverOwner = ROVER_OWNER.fill(-1);
    for (let ri = 0; ri < rovers.length; ri++) {
      const r = rovers[ri]!;
      roverOwner[(r.location as { space: number }).space] = r.owner;
    }
    const built = BUILT.fill(0);
    for (let bi = 0; bi < buildings.length; bi++) {
      const b = buildings[bi]!;
      built[b.space] = 1;
    }

    raiseProgress(state, rules, planet, roverOwner, built, progress);

    // The best expected shot of each player at each other player's pieces (ruling R4).
    for (let ai = 0; ai < rovers.length; ai++) {
      const a = rovers[ai]!;
      const from = (a.location as { space: number }).space;
      const shooter = a.owner;
      for (let ti = 0; ti < rovers.length; ti++) {
        const t = rovers[ti]!;
        if (t.owner === shooter) continue;
        const to = (t.location as { space: number }).space;
        const d = shotDistance(from, to);
        const gap = facing ? actionsToRange(from, a.facing!, to) : d;
        if (gap < nearest[shooter]!) nearest[shooter] = gap;
        if (d > range) continue;
        const cover =
          walls !== undefined
            ? coveredByWalls(walls, shooter, from, to, range)
            : chains
              ? coveredByChains(forts, shooter, from, to, range)
              : underCover(state, shooter, planet, from, to);
        const value = roverShotValue(
          t.hp,
          cover ? hitChanceUnderCover : hitChance,
          cover ? damageChanceUnderCover : damageChance,
        );
        const k = shooter * n + t.owner;
        if (value > shot[k]!) shot[k] = value;
      }
      for (let bi = 0; bi < buildings.length; bi++) {
        const b = buildings[bi]!;
        if (b.owner === shooter) continue;
        const d = shotDistance(from, b.space);
        const gap = facing ? actionsToRange(from, a.facing!, b.space) : d;
        if (gap < nearest[shooter]!) nearest[shooter] = gap;
        if (d > range) continue;
        const cover =
          buildingCover && underCover(state, shooter, planet, from, b.space, 'building');
        const value = buildingShotValue(
          b.structure,
          b.hp,
          cover ? damageChanceUnderCover : damageChance,
          byHp,
        );
        const k = shooter * n + b.owner;
        if (value > shot[k]!) shot[k] = value;
      }
    }
    for (let bi = 0; bi < buildings.length; bi++) {
      const b = buildings[bi]!;
      if (b.structure === 'factory') {
        // Room to produce (rulings R9, R43): neighbours with no Rover, Building or enemy
        // Fortification.
        let room = 0;
        const outlets = board.playableNeighbors[b.space]!;
        for (let i = 0; i < outlets.length; i++) {
          const s = outlets[i]!;
          if (roverOwner[s] === -1 && built[s] === 0 && (forts[s] === null || forts[s] === b.owner))
            if (walls === undefined || !enemyWall(walls, HQ_EDGE_TO[b.space]![i]!, b.owner))
              // 2024-12 (R62): nor an enemy Fortification on the edge between.
              room++;
        }
        material[b.owner]! += WEIGHTS.factoryRoom * Math.min(room, 1);
      }
      if (b.structure === 'drillCannon' && b.power !== undefined) {
        // 2024-12 (R63): power counts; at full power the cannon hits any enemy Rover of its
        // planet without a roll or cover, which counts as its owner's shot.
        material[b.owner]! += WEIGHTS.cannonPower * b.power;
        if (b.power >= rules.cannonPowerUp!) {
          for (let ti = 0; ti < rovers.length; ti++) {
            const t = rovers[ti]!;
            if (t.owner === b.owner) continue;
            const value = roverShotValue(t.hp, 1, damageChance);
            const k = b.owner * n + t.owner;
            if (value > shot[k]!) shot[k] = value;
          }
        }
        continue;
      }
      if (b.structure !== 'drillCannon' || !b.ready || b.aim === null) continue;
      const aim = b.aim;
      let aimed =
        (roverOwner[aim] !== -1 && roverOwner[aim] !== b.owner) ||
        (forts[aim] !== null && forts[aim] !== b.owner);
      if (!aimed) {
        for (let oi = 0; oi < buildings.length; oi++) {
          const o = buildings[oi]!;
          if (o.space === aim && o.owner !== b.owner) aimed = true;
        }
      }
      if (aimed) material[b.owner]! += WEIGHTS.cannonOnTarget;
    }
  }

  const inGame = IN_GAME;
  for (let p = 0; p < n; p++) inGame[p] = state.players[p]!.inGame ? 1 : 0;
  const values = new Array<number>(n);
  finalValues(
    n,
    material,
    progress,
    shot,
    nearest,
    inGame,
    0,
    state.currentPlayer,
    range,
    facing,
    values,
  );
  return values;
}
