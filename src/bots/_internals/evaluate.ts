import { board, shotDistance } from '../../board/index.js';
import type { GameState, PlayerIndex, Structure } from '../../rules/index.js';
import { rulesetOf, underCover } from '../../rules/index.js';
import { buildShare, orbitIsSafe } from './rules-view.js';

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
  building: { spacePort: 20, factory: 60, drillCannon: 25, treasury: 25 } as Readonly<
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
  /** A Factory with room to produce (a free neighbour). */
  factoryRoom: 10,
  /** A ready cannon aimed at a space holding an enemy piece. */
  cannonOnTarget: 6,
  /** Progress toward a Building: × (share of the best HQ's neighbours held)², while one is missing. */
  progress: 36,
  /** Per unit of shooting distance beyond range between one's nearest Rover and an enemy piece. */
  approach: 2,
  /** Weight of the best shot of the player to act next, and of the others' best shot. */
  toMove: 1,
  waiting: 0.5,
} as const;

/** The chance that one d6 shows `face` or more. */
function chanceOf(face: number): number {
  return (7 - face) / 6;
}

/** The playable neighbours of each HQ, for building progress (rulings R7, R37). */
const HQ_NEIGHBORS = board.hqs.map((hq) => ({ hq, neighbors: board.playableNeighbors[hq]! }));

/** The points a shot is expected to take from its target: one hit point, or the whole piece. */
function roverShotValue(hp: number, hitChance: number, damageChance: number): number {
  return hitChance * damageChance * (WEIGHTS.roverHp + (hp === 1 ? WEIGHTS.rover : 0));
}

function buildingShotValue(structure: Structure, hp: number, damageChance: number): number {
  return damageChance * (WEIGHTS.buildingHp + (hp === 1 ? WEIGHTS.building[structure] : 0));
}

/** The Building kinds a player may still build (one each per game, or per planet). */
function missingKinds(state: GameState, player: PlayerIndex, planet: number): boolean {
  const rules = rulesetOf(state);
  const have = new Set<Structure>();
  for (const b of state.buildings) {
    if (b.owner !== player) continue;
    if (rules.oneOfEachPer === 'game' || b.planet === planet || b.structure === 'treasury') {
      have.add(b.structure);
    }
  }
  return have.size < rules.structures.length;
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
  const safeOrbit = orbitIsSafe(state);
  // 2025-01 (R7): a Rover of the builder may stand on the HQ and move out; 2026-06 (R37): the
  // HQ must hold no piece.
  const roverMayStand = rules.buildNeighbours === 'all';
  const material = new Array<number>(n).fill(0);

  // Rovers beyond an army of `army` count for `beyondArmy` of their value: a larger army
  // helps less and less, so the bots turn to attacking instead of producing for ever.
  const army = new Array<number>(n).fill(0);
  for (const rover of state.rovers) {
    let value = WEIGHTS.rover + WEIGHTS.roverHp * rover.hp;
    if (!safeOrbit && rover.location === 'orbit') value *= WEIGHTS.unsafeOrbit;
    material[rover.owner]! +=
      army[rover.owner]! < WEIGHTS.army ? value : value * WEIGHTS.beyondArmy;
    army[rover.owner]!++;
  }
  for (const b of state.buildings) {
    let value = WEIGHTS.building[b.structure] + WEIGHTS.buildingHp * b.hp;
    if (b.structure === 'treasury') value += WEIGHTS.treasuryPoint * b.points;
    if (b.structure === 'factory') value += WEIGHTS.factoryPoint * (b.points ?? 0);
    if (b.structure === 'drillCannon' && b.ready) value += WEIGHTS.cannonReady;
    material[b.owner]! += value;
  }
  if (state.captured) material[state.currentPlayer]! += WEIGHTS.capturedPoint * state.captured;

  // Per planet: who holds each space, for building progress, shots and distances.
  const progress = new Array<number>(n).fill(0);
  const shot: number[][] = Array.from({ length: n }, () => new Array<number>(n).fill(0));
  const nearest = new Array<number>(n).fill(Number.POSITIVE_INFINITY);
  for (let planet = 0; planet < state.planets.length; planet++) {
    const world = state.planets[planet]!;
    if (world.destroyed) continue;
    const forts = world.fortifications;
    for (const owner of forts) if (owner !== null) material[owner]! += WEIGHTS.fortification;

    const rovers = state.rovers.filter(
      (r) => r.location !== 'orbit' && r.location.planet === planet,
    );
    const buildings = state.buildings.filter((b) => b.planet === planet);
    if (rovers.length === 0 && buildings.length === 0) continue;
    const roverOwner = new Int8Array(board.spaces.length).fill(-1);
    for (const r of rovers) roverOwner[(r.location as { space: number }).space] = r.owner;
    const built = new Int8Array(board.spaces.length).fill(0);
    for (const b of buildings) built[b.space] = 1;

    // Rulings R7, R37: an HQ with no Building or Fortification, and no enemy Rover on it (no
    // Rover at all in 2026-06), is a site; a neighbour helps when it holds the player's
    // Fortification or Rover (of which 2026-06 needs `buildNeighbours`, one a Rover).
    const missing = state.players.map((_, p) => missingKinds(state, p, planet));
    for (const { hq, neighbors } of HQ_NEIGHBORS) {
      if (built[hq] === 1 || forts[hq] !== null) continue;
      for (let p = 0; p < n; p++) {
        if (!missing[p] || !state.players[p]!.inGame) continue;
        if (roverOwner[hq] !== -1 && (roverOwner[hq] !== p || !roverMayStand)) continue;
        let held = 0;
        let rover = false;
        for (const s of neighbors) {
          if (roverOwner[s] === p) rover = true;
          if (forts[s] === p || roverOwner[s] === p) held++;
        }
        const share = buildShare(state, held, rover, neighbors.length);
        progress[p] = Math.max(progress[p]!, share * share);
      }
    }

    // The best expected shot of each player at each other player's pieces (ruling R4).
    for (const a of rovers) {
      const from = (a.location as { space: number }).space;
      for (const t of rovers) {
        if (t.owner === a.owner) continue;
        const to = (t.location as { space: number }).space;
        const d = shotDistance(from, to);
        if (d < nearest[a.owner]!) nearest[a.owner] = d;
        if (d > range) continue;
        const cover = underCover(state, a.owner, planet, from, to);
        const value = roverShotValue(
          t.hp,
          cover ? hitChanceUnderCover : hitChance,
          cover ? damageChanceUnderCover : damageChance,
        );
        if (value > shot[a.owner]![t.owner]!) shot[a.owner]![t.owner] = value;
      }
      for (const b of buildings) {
        if (b.owner === a.owner) continue;
        const d = shotDistance(from, b.space);
        if (d < nearest[a.owner]!) nearest[a.owner] = d;
        if (d > range) continue;
        const cover =
          buildingCover && underCover(state, a.owner, planet, from, b.space, 'building');
        const value = buildingShotValue(
          b.structure,
          b.hp,
          cover ? damageChanceUnderCover : damageChance,
        );
        if (value > shot[a.owner]![b.owner]!) shot[a.owner]![b.owner] = value;
      }
    }
    for (const b of buildings) {
      if (b.structure === 'factory') {
        // Room to produce (rulings R9, R43): neighbours with no Rover, Building or enemy
        // Fortification.
        let room = 0;
        for (const s of board.playableNeighbors[b.space]!) {
          if (roverOwner[s] === -1 && built[s] === 0 && (forts[s] === null || forts[s] === b.owner))
            room++;
        }
        material[b.owner]! += WEIGHTS.factoryRoom * Math.min(room, 1);
      }
      if (b.structure !== 'drillCannon' || !b.ready || b.aim === null) continue;
      const aimed =
        (roverOwner[b.aim] !== -1 && roverOwner[b.aim] !== b.owner) ||
        (forts[b.aim] !== null && forts[b.aim] !== b.owner) ||
        buildings.some((o) => o.space === b.aim && o.owner !== b.owner);
      if (aimed) material[b.owner]! += WEIGHTS.cannonOnTarget;
    }
  }

  // Own material and progress, the own best shot (weighted by whether it comes next), the
  // worst shot an opponent threatens, closing in; minus the opponents' average material.
  const own = material.map((m, p) => m + WEIGHTS.progress * progress[p]!);
  const weight = (p: PlayerIndex): number =>
    state.currentPlayer === p ? WEIGHTS.toMove : WEIGHTS.waiting;
  const inGame = state.players.map((p) => p.inGame);
  const playing = inGame.filter(Boolean).length;
  const total = own.reduce((sum, v, p) => sum + (inGame[p] ? v : 0), 0);
  return own.map((value, p) => {
    let threat = 0;
    for (let q = 0; q < n; q++) {
      if (q !== p) threat = Math.max(threat, weight(q) * shot[q]![p]!);
    }
    const others = playing - (inGame[p] ? 1 : 0);
    const average = others > 0 ? (total - (inGame[p] ? value : 0)) / others : 0;
    const gap = nearest[p]!;
    const approach = Number.isFinite(gap) ? -WEIGHTS.approach * Math.max(0, gap - range) : 0;
    return value + weight(p) * Math.max(...shot[p]!) - threat - average + approach;
  });
}
