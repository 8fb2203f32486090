import { board } from '../../board/index.js';
import type { GameState, PlayerIndex, Ruleset, Structure } from '../../rules/index.js';
import { MAX_PLAYERS } from '../../rules/index.js';
import { HQ_EDGES, shareOf } from './rules-view.js';

// The building progress term of the static evaluation (evaluate.ts): how near each player is to
// building on an HQ of a planet, as the squared share of the HQ's neighbours (or edges) held.

/** Scratch per HQ of `evaluateAll`: how many of its neighbours help each player build there. */
const HELD = new Int32Array(MAX_PLAYERS);

/** The playable neighbours of each HQ, for building progress (rulings R7, R37). */
const HQ_NEIGHBORS = board.hqs.map((hq) => ({ hq, neighbors: board.playableNeighbors[hq]! }));

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

/**
 * Raises `progress[p]`, for every player p still missing a Building kind, to the squared share
 * of the best building site of `planet` (rulings R7, R37, R59). `roverOwner` and `built` are the
 * planet's spaces as `evaluateAll` fills them: the owner of the Rover on each space or -1, and 1
 * where a Building stands.
 */
export function raiseProgress(
  state: GameState,
  rules: Ruleset,
  planet: number,
  roverOwner: Int8Array,
  built: Int8Array,
  progress: Float64Array,
): void {
  const n = state.players.length;
  const world = state.planets[planet]!;
  const forts = world.fortifications;
  const walls = world.edgeFortifications;
  const need = rules.buildNeighbours;
  // 2025-01 (R7): a Rover of the builder may stand on the HQ and move out; 2026-06 (R37): the
  // HQ must hold no piece.
  const roverMayStand = rules.buildNeighbours === 'all';
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
}
