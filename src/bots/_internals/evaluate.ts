import { board, shotDistance } from '../../board/index.js';
import type {
  Building,
  GameState,
  PlayerIndex,
  Rover,
  Ruleset,
  Structure,
} from '../../rules/index.js';
import {
  coveredByChains,
  coveredByWalls,
  MAX_PLAYERS,
  rulesetOf,
  underCover,
} from '../../rules/index.js';
import { actionsToRange } from './facing.js';
import { buildingsWear, HQ_EDGES, orbitIsSafe, shareOf } from './rules-view.js';

// The static evaluation shared by greedyBot (one ply of expected values) and mctsBot (the value
// of a playout cut off before the end). Points, not probabilities: a full-health Rover is worth
// 60, a Factory 80. docs/bots.md explains every term.

/** The weights of `evaluate`, in points. */
export const WEIGHTS = {
  /** A won (lost) game: beyond any material difference. */
  win: 10_000,
  /** Every Rover, on a planet or in orbit, plus `roverHp` per hit point. */
  rover: 20,
  roverHp: 8,
  /** Rovers beyond the first `army` of a player count for `beyondArmy` of their value. */
  army: 4,
  beyondArmy: 0.1,
  /** Every Fortification (cover, blocking, building sites). */
  fortification: 1,
  /** Every Building by kind, plus `buildingHp` per hit point. */
  building: { spacePort: 20, factory: 60, drillCannon: 25, treasury: 25, medic: 25 } as Readonly<
    Record<Structure, number>
  >,
  buildingHp: 4,
  treasuryPoint: 4,
  /**
   * A Factory build point (2026-06, ruling R42): five make a Rover (about 44 points at 3 hit
   * points), one mends a hit point (8); less than either, so the bots spend them.
   */
  factoryPoint: 5,
  /** A Treasury point captured this turn (2026-06, R47): an extra action now. */
  capturedPoint: 4,
  /**
   * A Rover in orbit, where orbit does not keep its player in the game and dies with its planet
   * (2026-06, rulings R41, R48): this share of its value (it can still descend).
   */
  unsafeOrbit: 0.5,
  cannonReady: 3,
  /**
   * A power-up of a 2024-12 Drill Cannon (ruling R63): three make a Fire that hits without a
   * roll anywhere on its planet (valued as a shot while the cannon is powered up).
   */
  cannonPower: 2,
  /** A Factory with room to produce (a free neighbour). */
  factoryRoom: 10,
  /** A ready cannon aimed at a space holding an enemy piece. */
  cannonOnTarget: 6,
  /** Progress toward a Building: × (share of the best HQ's neighbours held)², while one is missing. */
  progress: 36,
  /**
   * Per unit of shooting distance beyond range between one's nearest Rover and an enemy piece;
   * in 2024-12 per Move or Turn the nearest Rover needs to get in range (R53–R55).
   */
  approach: 2,
  /** Weight of the best shot of the player to act next, and of the others' best shot. */
  toMove: 1,
  waiting: 0.5,
} as const;

/** The chance that one d6 shows `face` or more. */
export function chanceOf(face: number): number {
  return (7 - face) / 6;
}

/** Scratch per planet of `evaluateAll` (not re-entrant): the owner of the Rover on each space, or -1. */
const ROVER_OWNER = new Int8Array(board.spaces.length);
/** Scratch per planet of `evaluateAll`: 1 where a Building stands. */
const BUILT = new Int8Array(board.spaces.length);

// Scratch per seat of `evaluateAll` (not re-entrant), filled where it starts: material, Rovers
// counted toward the army, building progress, own value, the nearest gap to an enemy piece, and
// the best shot of each seat at each other (SHOT[a * n + t]).
const MATERIAL = new Float64Array(MAX_PLAYERS);
const ARMY = new Int32Array(MAX_PLAYERS);
const PROGRESS = new Float64Array(MAX_PLAYERS);
const OWN = new Float64Array(MAX_PLAYERS);
const IN_GAME = new Int32Array(MAX_PLAYERS);
const NEAREST = new Float64Array(MAX_PLAYERS);
const SHOT = new Float64Array(MAX_PLAYERS * MAX_PLAYERS);
/** The playable spaces, ascending (`board.playableSpaces`). */
const PLAYABLE: readonly number[] = [...board.playableSpaces].sort((a, b) => a - b);

/** Scratch per HQ of `evaluateAll`: how many of its neighbours help each player build there. */
const HELD = new Int32Array(MAX_PLAYERS);

/** The playable neighbours of each HQ, for building progress (rulings R7, R37). */
const HQ_NEIGHBORS = board.hqs.map((hq) => ({ hq, neighbors: board.playableNeighbors[hq]! }));

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

/** The points a shot is expected to take from its target: one hit point, or the whole piece. */
export function roverShotValue(hp: number, hitChance: number, damageChance: number): number {
  return hitChance * damageChance * (WEIGHTS.roverHp + (hp === 1 ? WEIGHTS.rover : 0));
}

export function buildingShotValue(
  structure: Structure,
  hp: number,
  damageChance: number,
  byHp: number,
): number {
  if (byHp > 0) return damageChance * (WEIGHTS.buildingHp + WEIGHTS.building[structure] / byHp);
  return damageChance * (WEIGHTS.buildingHp + (hp === 1 ? WEIGHTS.building[structure] : 0));
}

/** A bit per structure kind, for `missingKinds`'s set of kinds a player has. */
const STRUCTURE_BIT: Readonly<Record<Structure, number>> = {
  spacePort: 1,
  factory: 2,
  drillCannon: 4,
  treasury: 8,
  medic: 16,
};
/** Set bits of 0..31 (the five structure kinds, four in each ruleset). */
const BIT_COUNT = Array.from({ length: 32 }, (_, m) => {
  let n = 0;
  for (let bits = m; bits > 0; bits >>= 1) n += bits & 1;
  return n;
});

/** Whether `player` may still build some Building kind (one each per game, or per planet). */
function missingKinds(
  state: GameState,
  rules: Ruleset,
  player: PlayerIndex,
  planet: number,
): boolean {
  const perGame = rules.oneOfEachPer === 'game';
  let have = 0;
  for (const b of state.buildings) {
    if (b.owner !== player) continue;
    if (perGame || b.planet === planet || b.structure === 'treasury') {
      have |= STRUCTURE_BIT[b.structure];
    }
  }
  return BIT_COUNT[have]! < rules.structures.length;
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
  // 2025-01 (R7): a Rover of the builder may stand on the HQ and move out; 2026-06 (R37): the
  // HQ must hold no piece.
  const roverMayStand = rules.buildNeighbours === 'all';
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
  const need = rules.buildNeighbours;
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

    // Rulings R7, R37: an HQ with no Building or Fortification, and no enemy Rover on it (no
    // Rover at all in 2026-06), is a site; a neighbour helps when it holds the player's
    // Fortification or Rover (of which 2026-06 needs `buildNeighbours`, one a Rover).
    let missing = 0;
    for (let p = 0; p < n; p++) {
      if (state.players[p]!.inGame && missingKinds(state, rules, p, planet)) missing |= 1 << p;
    }
    if (walls !== undefined) {
      // 2024-12 (R59): every playable edge of the HQ holds the builder's Fortification (the
      // border counts as theirs, R51); the builder's own Rover may stand on it.
      for (let h = 0; h < HQ_EDGES.length; h++) {
        const { hq, edges } = HQ_EDGES[h]!;
        if (built[hq] === 1) continue;
        const onHq = roverOwner[hq]!;
        for (let p = 0; p < n; p++) {
          if ((missing & (1 << p)) === 0 || (onHq !== -1 && onHq !== p)) continue;
          let held = 0;
          for (let i = 0; i < edges.length; i++) if (walls[edges[i]!] === p) held++;
          const share = held / edges.length;
          const squared = share * share;
          if (squared > progress[p]!) progress[p] = squared;
        }
      }
    }
    const sites = walls === undefined && missing !== 0 ? HQ_NEIGHBORS : [];
    for (let h = 0; h < sites.length; h++) {
      const { hq, neighbors } = sites[h]!;
      if (built[hq] === 1 || forts[hq] !== null) continue;
      // One pass over the neighbours for every player: a neighbour helps the owner of its Rover
      // and the owner of its Fortification, once when they are the same player.
      const held = HELD.fill(0);
      let roverNear = 0;
      for (let i = 0; i < neighbors.length; i++) {
        const s = neighbors[i]!;
        const r = roverOwner[s]!;
        const f = forts[s];
        if (r !== -1) {
          held[r]!++;
          roverNear |= 1 << r;
        }
        if (f !== null && f !== undefined && f !== r) held[f]!++;
      }
      const onHq = roverOwner[hq]!;
      for (let p = 0; p < n; p++) {
        if ((missing & (1 << p)) === 0) continue;
        if (onHq !== -1 && (onHq !== p || !roverMayStand)) continue;
        const share = shareOf(need, held[p]!, (roverNear & (1 << p)) !== 0, neighbors.length);
        const squared = share * share;
        if (squared > progress[p]!) progress[p] = squared;
      }
    }

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

/**
 * The last sums of the evaluation, into `out`: own material and progress, the own best shot
 * (weighted by whether it comes next), the worst shot an opponent threatens, closing in; minus
 * the opponents' average material. Shared with the core's evaluation (core-evaluate.ts), so
 * that both add the same terms in the same order and give the very same numbers. Per seat p of
 * `n`: `material`, `progress`, `nearest` (the gap to an enemy piece), in the game when
 * `inGame[at + p] === 1`; `shot[p * n + q]` is p's best shot at q. Positional, not an object:
 * the core's greedy calls it for every outcome it values.
 */
export function finalValues(
  n: number,
  material: ArrayLike<number>,
  progress: ArrayLike<number>,
  shot: ArrayLike<number>,
  nearest: ArrayLike<number>,
  inGame: ArrayLike<number>,
  at: number,
  toAct: number,
  range: number,
  facing: boolean,
  out: { [seat: number]: number },
): void {
  const own = OWN;
  let playing = 0;
  let total = 0;
  for (let p = 0; p < n; p++) {
    own[p] = material[p]! + WEIGHTS.progress * progress[p]!;
    if (inGame[at + p] === 1) playing++;
  }
  for (let p = 0; p < n; p++) total += inGame[at + p] === 1 ? own[p]! : 0;
  for (let p = 0; p < n; p++) {
    const value = own[p]!;
    const playingToo = inGame[at + p] === 1;
    let threat = 0;
    let best = Number.NEGATIVE_INFINITY;
    for (let q = 0; q < n; q++) {
      if (q !== p) {
        const weighted = (toAct === q ? WEIGHTS.toMove : WEIGHTS.waiting) * shot[q * n + p]!;
        threat = Math.max(threat, weighted);
      }
      const mine = shot[p * n + q]!;
      if (mine > best) best = mine;
    }
    const others = playing - (playingToo ? 1 : 0);
    const average = others > 0 ? (total - (playingToo ? value : 0)) / others : 0;
    const gap = nearest[p]!;
    const beyond = facing ? gap : Math.max(0, gap - range);
    const approach = Number.isFinite(gap) ? -WEIGHTS.approach * beyond : 0;
    const weight = toAct === p ? WEIGHTS.toMove : WEIGHTS.waiting;
    out[p] = value + weight * best - threat - average + approach;
  }
}
