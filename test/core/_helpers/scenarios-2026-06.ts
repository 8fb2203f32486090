import {
  type Action,
  applyAction,
  board,
  createGame,
  createRng,
  type GameState,
  legalActions,
  type Rover,
} from '../../../src/index.js';

// Hand-made 2026-06 positions for the actions random play seldom reaches: a ready Drill Cannon
// shot down (ruling R46: it may explode), a Treasury shot down (R47: its points are captured)
// and a Fire that surely destroys its planet (R41: the Rovers orbiting it go too, and the
// Treasuries' points are captured).

/** A 2026-06 game of `players` just after setup (each placement the first legal one). */
export function started2026(seed: string, players: number): GameState {
  const rng = createRng(seed);
  let state = createGame({ players, ruleset: '2026-06' }, rng);
  while (state.status === 'setup') state = applyAction(state, legalActions(state)[0]!, rng);
  return state;
}

function isFree(state: GameState, planet: number, space: number): boolean {
  const taken = (at: Rover['location']): boolean =>
    at !== 'orbit' && at.planet === planet && at.space === space;
  return (
    !state.rovers.some((r) => taken(r.location)) &&
    !state.buildings.some((b) => b.planet === planet && b.space === space) &&
    state.planets[planet]!.fortifications[space] === null
  );
}

/**
 * A free HQ on the planet of the current player's first Rover with two free neighbours: the
 * Rover is moved onto the first (shooting distance 2, ruling R34), the second is `next`.
 */
function target(state: GameState): {
  state: GameState;
  rover: Rover;
  planet: number;
  hq: number;
  next: number;
} {
  const first = state.rovers.find((r) => r.owner === state.currentPlayer)!;
  const { planet } = first.location as { planet: number };
  for (const hq of board.hqs) {
    if (!isFree(state, planet, hq)) continue;
    const [near, next] = board.playableNeighbors[hq]!.filter((n) => isFree(state, planet, n));
    if (near === undefined || next === undefined) continue;
    const rover: Rover = { ...first, location: { planet, space: near } };
    const rovers = state.rovers.map((r) => (r.id === first.id ? rover : r));
    return { state: { ...state, rovers }, rover, planet, hq, next };
  }
  throw new Error('no free HQ: choose another seed');
}

/** A shot at an enemy Building worth 1 hit point (a ready cannon, or a Treasury holding 3). */
export function shotAtBuilding(
  seed: string,
  structure: 'drillCannon' | 'treasury',
): { state: GameState; action: Action } {
  const { state, rover, planet, hq, next } = target(started2026(seed, 2));
  const foe = 1 - state.currentPlayer;
  const base = { owner: foe, planet, space: hq, hp: 1 };
  const building =
    structure === 'drillCannon'
      ? { structure, ...base, ready: true, aim: null }
      : { structure, ...base, points: 3 };
  // An enemy Rover of 1 hit point next to it, for an explosion to destroy.
  const victim: Rover = {
    id: state.nextRoverId,
    owner: foe,
    hp: 1,
    location: { planet, space: next },
  };
  return {
    state: {
      ...state,
      rovers: [...state.rovers, victim],
      buildings: [...state.buildings, building],
      nextRoverId: state.nextRoverId + 1,
    },
    action: { type: 'shoot', rover: rover.id, space: hq, target: 'building' },
  };
}

/**
 * Four players on two planets: the current player's ready cannon aims next to an enemy
 * Treasury holding 2 points, on a planet fired on 12 times already (2d6 is always below 13);
 * one of the player's Rovers orbits it.
 */
export function doomedPlanet(seed: string): { state: GameState; action: Action } {
  const { state, planet, hq, next } = target(started2026(seed, 4));
  const me = state.currentPlayer;
  const foe = (me + 1) % 4;
  const other = board.hqs.find((h) => h !== hq && isFree(state, planet, h))!;
  const orbiter: Rover = {
    id: state.nextRoverId,
    owner: me,
    hp: 2,
    location: 'orbit',
    orbit: planet,
  };
  return {
    state: {
      ...state,
      planets: state.planets.map((p, i) => (i === planet ? { ...p, cannonShots: 12 } : p)),
      rovers: [...state.rovers, orbiter],
      buildings: [
        ...state.buildings,
        { structure: 'drillCannon', owner: me, planet, space: hq, hp: 5, ready: true, aim: next },
        { structure: 'treasury', owner: foe, planet, space: other, hp: 5, points: 2 },
      ],
      nextRoverId: state.nextRoverId + 1,
    },
    action: { type: 'fire', planet },
  };
}
