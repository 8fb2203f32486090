import type { Draft } from 'immer';
import type { Building, DrillCannon, GameState, Planet, Player, Rover } from '../types.js';

// The reducer's recipe writes to the root, the players, the Rovers, the Buildings and each
// planet's fields and Fortifications, never deeper (a Rover's location is replaced, not changed).
// `workingCopy` copies exactly those, one level deep; everything else stays shared.
//
// The copies are spelled out field by field rather than spread, and arrays are copied with
// `[...a]` rather than `a.slice()`: on a frozen object or array, object spread and `slice` take
// slow paths in V8 (some 6 µs for a Fortification array, against 0.07 µs), and states handed to
// `applyAction` are often frozen. The `satisfies` clauses make a field added to a type a compile
// error here until it is copied too. Fields keep the order in which the rules create them, so
// that both ways of drafting give byte-identical JSON.

function copyPlayer(p: Player): Draft<Player> {
  return { inGame: p.inGame } satisfies Player;
}

function copyPlanet(p: Planet): Draft<Planet> {
  if (p.edgeFortifications === undefined) {
    return {
      destroyed: p.destroyed,
      cannonShots: p.cannonShots,
      fortifications: [...p.fortifications],
    } satisfies Planet;
  }
  // 2024-12 (ruling R56): Fortifications stand on edges; the space array stays all null.
  return {
    destroyed: p.destroyed,
    cannonShots: p.cannonShots,
    fortifications: [...p.fortifications],
    edgeFortifications: [...p.edgeFortifications],
  } satisfies Required<Planet>;
}

// The 2026-06 fields (Rover.orbit and transferred, Factory.points, GameState.placesFirst and
// captured) and the 2024-12 ones (Rover.facing, DrillCannon.power, Planet.edgeFortifications) are
// copied only when present, last, as the rules append them: absent in 2025-01 states (rulings
// R40 ff., R52 ff.).

function copyRover(r: Rover): Draft<Rover> {
  if (r.orbit === undefined) {
    if (r.facing !== undefined) {
      // 2024-12, ruling R52: a Rover on a planet faces a neighbour of its space.
      return {
        id: r.id,
        owner: r.owner,
        hp: r.hp,
        location: r.location,
        facing: r.facing,
      } satisfies Omit<Required<Rover>, 'orbit' | 'transferred'>;
    }
    return { id: r.id, owner: r.owner, hp: r.hp, location: r.location } satisfies Rover;
  }
  const copy: Draft<Rover> = {
    id: r.id,
    owner: r.owner,
    hp: r.hp,
    location: r.location,
    orbit: r.orbit,
  } satisfies Omit<Required<Rover>, 'transferred' | 'facing'>;
  // Ruling R40: set, after `orbit`, on a Rover that changed orbit this turn.
  if (r.transferred !== undefined) copy.transferred = r.transferred;
  return copy;
}

function copyBuilding(b: Building): Draft<Building> {
  const { owner, planet, space, hp } = b;
  switch (b.structure) {
    case 'drillCannon': {
      const copy: Draft<DrillCannon> = {
        structure: 'drillCannon',
        owner,
        planet,
        space,
        hp,
        ready: b.ready,
        aim: b.aim,
      } satisfies Omit<Required<DrillCannon>, 'power'>;
      // 2024-12, ruling R63: power-up actions instead of Ready and Aim, last.
      if (b.power !== undefined) copy.power = b.power;
      return copy;
    }
    case 'treasury':
      return {
        structure: 'treasury',
        owner,
        planet,
        space,
        hp,
        points: b.points,
      } satisfies Building;
    case 'factory':
      return b.points === undefined
        ? ({ structure: 'factory', owner, planet, space, hp } satisfies Building)
        : ({ structure: 'factory', owner, planet, space, hp, points: b.points } satisfies Building);
    default:
      return { structure: b.structure, owner, planet, space, hp } satisfies Building;
  }
}

/**
 * A writable copy of `state` for the reducer's recipe, made eagerly instead of through immer's
 * proxies. This is how `applyAction(state, action, rng, { freeze: false })` drafts a state (see
 * docs/performance.md): for the few small arrays of a position, copying them outright costs a
 * fraction of immer's bookkeeping, and the recipe is the same code either way.
 */
export function workingCopy(state: GameState): Draft<GameState> {
  const copy = {
    version: state.version,
    options: state.options,
    status: state.status,
    firstPlayer: state.firstPlayer,
    currentPlayer: state.currentPlayer,
    turn: state.turn,
    actionsThisTurn: state.actionsThisTurn,
    players: state.players.map(copyPlayer),
    planets: state.planets.map(copyPlanet),
    rovers: state.rovers.map(copyRover),
    buildings: state.buildings.map(copyBuilding),
    nextRoverId: state.nextRoverId,
    rollOff: state.rollOff,
    winners: state.winners,
    last: state.last,
  } satisfies GameState as Draft<GameState>;
  if (state.placesFirst !== undefined) copy.placesFirst = state.placesFirst;
  if (state.captured !== undefined) copy.captured = state.captured;
  return copy;
}
