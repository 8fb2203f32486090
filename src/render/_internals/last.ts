import { edgeBetween } from '../../board/index.js';
import { type GameState, type Location, rulesetOf, type Structure } from '../../rules/index.js';

// Which spaces (and, in 2024-12, edges) the last action touched, to outline them on the map.
// Actions that name only a space (move, fortify, shoot…) take their planet from the piece that
// acted, as it now stands.

/**
 * A shot to draw: from the shooter's space to the target's space, or in 2024-12 to the middle
 * of the edge between `to` and `across` (a Fortification, ruling R57).
 */
export interface ShotMark {
  readonly from: number;
  readonly to: number;
  readonly across?: number;
}

/** The spaces and edges to outline on one planet, and the shot to draw. */
export interface LastMarks {
  readonly spaces: readonly number[];
  /** 2024-12: edge ids (the index in `board.edges`), for a Fortification put up or shot at. */
  readonly edges: readonly number[];
  readonly shot: ShotMark | null;
}

const NONE: LastMarks = { spaces: [], edges: [], shot: null };

function roverPlace(state: GameState, id: number): Location | null {
  const rover = state.rovers.find((r) => r.id === id);
  return rover && rover.location !== 'orbit' ? rover.location : null;
}

/** The player's Building of a kind; on `planet` when the action names one (2026-06). */
function buildingPlace(
  state: GameState,
  player: number,
  structure: Structure,
  planet?: number,
): Location | null {
  return (
    state.buildings.find(
      (b) =>
        b.owner === player &&
        b.structure === structure &&
        (planet === undefined || b.planet === planet),
    ) ?? null
  );
}

function on(planet: number, where: Location | null, spaces: readonly number[]): LastMarks {
  return where && where.planet === planet ? { spaces, edges: [], shot: null } : NONE;
}

/**
 * A shot from `from` (on `planet`, or NONE elsewhere) at a space, or in 2024-12 at the edge
 * between `space` and `across`: the target outlined, the line drawn.
 */
function shotAt(
  planet: number,
  from: Location | null,
  space: number,
  across: number | undefined,
): LastMarks {
  if (!from || from.planet !== planet) return NONE;
  const shot = { from: from.space, to: space, ...(across === undefined ? {} : { across }) };
  return across === undefined
    ? { spaces: [space], edges: [], shot }
    : { spaces: [], edges: [edgeBetween(space, across)], shot };
}

/** The marks of `state.last` on `planet`. */
export function lastMarks(state: GameState, planet: number): LastMarks {
  const last = state.last;
  if (!last) return NONE;
  const a = last.action;
  switch (a.type) {
    case 'place':
      // 2026-06 (ruling R32): the Factory's HQ and the Rover's space.
      return on(planet, a, a.roverSpace === undefined ? [a.space] : [a.space, a.roverSpace]);
    case 'build':
    case 'descend':
    case 'decommission':
      return on(planet, a, [a.space]);
    case 'move': {
      // A Rover that moved into its Space Port is in orbit now; the port shows where it went.
      const where = roverPlace(state, a.rover) ?? buildingPlace(state, last.player, 'spacePort');
      return on(planet, where, [a.to]);
    }
    case 'fortify': {
      const where = roverPlace(state, a.rover);
      if (rulesetOf(state).fortificationsOn === 'spaces') return on(planet, where, [a.space]);
      // 2024-12 (ruling R56): the edge between the Rover's space and the one named.
      if (!where || where.planet !== planet) return NONE;
      return { spaces: [], edges: [edgeBetween(where.space, a.space)], shot: null };
    }
    case 'shoot':
      return shotAt(planet, roverPlace(state, a.rover), a.space, a.across);
    case 'turn':
    case 'heal':
    case 'repair': {
      const where = roverPlace(state, a.rover);
      return on(planet, where, where ? [where.space] : []);
    }
    case 'produce':
      return on(planet, buildingPlace(state, last.player, 'factory', a.planet), [a.space]);
    case 'aim':
      return on(planet, buildingPlace(state, last.player, 'drillCannon', a.planet), [a.space]);
    case 'fire':
      // 2024-12 (ruling R63): the cannon names its target, a Rover or an edge.
      if (a.space !== undefined) {
        const cannon = buildingPlace(state, last.player, 'drillCannon');
        return shotAt(planet, cannon, a.space, a.across);
      }
      return readyOrFire(state, planet, last.player, a.planet);
    case 'powerUp':
    case 'ready':
      return readyOrFire(state, planet, last.player, a.type === 'powerUp' ? undefined : a.planet);
    case 'choose':
    case 'orbit':
    case 'save':
    case 'destroy':
    case 'endTurn':
    case 'pass':
      return NONE;
    default: {
      const unreachable: never = a;
      return unreachable;
    }
  }
}

/** The space of the player's Drill Cannon, outlined after it readied, powered up or fired. */
function readyOrFire(
  state: GameState,
  planet: number,
  player: number,
  cannonPlanet: number | undefined,
): LastMarks {
  const cannon = buildingPlace(state, player, 'drillCannon', cannonPlanet);
  if (cannon) return on(planet, cannon, [cannon.space]);
  // A cannon that blew itself up (ruling R46) still names its planet.
  return NONE;
}
