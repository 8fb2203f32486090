import type { GameState, Location, Structure } from '../../rules/index.js';

// Which spaces the last action touched, to outline them on the map. Actions that name only a
// space (move, fortify, shoot…) take their planet from the piece that acted, as it now stands.

/** The spaces to outline on one planet, and the shot to draw (shooter's space, target space). */
export interface LastMarks {
  readonly spaces: readonly number[];
  readonly shot: readonly [number, number] | null;
}

const NONE: LastMarks = { spaces: [], shot: null };

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
  return where && where.planet === planet ? { spaces, shot: null } : NONE;
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
    case 'fortify':
      return on(planet, roverPlace(state, a.rover), [a.space]);
    case 'shoot': {
      const from = roverPlace(state, a.rover);
      if (!from || from.planet !== planet) return NONE;
      return { spaces: [a.space], shot: [from.space, a.space] };
    }
    case 'repair': {
      const where = roverPlace(state, a.rover);
      return on(planet, where, where ? [where.space] : []);
    }
    case 'produce':
      return on(planet, buildingPlace(state, last.player, 'factory', a.planet), [a.space]);
    case 'aim':
      return on(planet, buildingPlace(state, last.player, 'drillCannon', a.planet), [a.space]);
    case 'ready':
    case 'fire': {
      const cannon = buildingPlace(state, last.player, 'drillCannon', a.planet);
      if (cannon) return on(planet, cannon, [cannon.space]);
      // A cannon that blew itself up (ruling R46) still names its planet.
      return NONE;
    }
    case 'choose':
    case 'turn':
    case 'heal':
    case 'powerUp':
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
