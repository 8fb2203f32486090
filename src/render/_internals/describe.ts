import {
  type Action,
  type DieRoll,
  type GameEvent,
  type GameState,
  type PieceRef,
  rulesetOf,
  type Structure,
} from '../../rules/index.js';
import { STRUCTURE_NAME } from './palette.js';

// Plain-English sentences for the caption: what the last action was, its dice and its events.

/** How the picture names players: `names[i]`, or `Player i`. */
export type NameOf = (player: number) => string;

/** `26` on a one-planet game, `1.26` (planet 1, space 26) when there are several. */
export function whereText(state: GameState, planet: number, space: number | string): string {
  return state.options.planets > 1 ? `${planet}.${space}` : String(space);
}

/**
 * 2024-12: an edge by its two spaces, lower first (`26/27`), with the planet when there are
 * several (`1.26/27`), as the rules name it (ruling R51).
 */
export function edgeText(state: GameState, planet: number, a: number, b: number): string {
  return whereText(state, planet, a < b ? `${a}/${b}` : `${b}/${a}`);
}

/** A space a Rover acted on, with the planet the Rover now stands on when there are several. */
function nearRover(state: GameState, rover: number, space: number): string {
  const r = state.rovers.find((x) => x.id === rover);
  return r && r.location !== 'orbit' ? whereText(state, r.location.planet, space) : String(space);
}

/** 2024-12: the edge between a Rover's space and `across` (ruling R56), or `across` alone. */
function besideRover(state: GameState, rover: number, across: number): string {
  const r = state.rovers.find((x) => x.id === rover);
  if (!r || r.location === 'orbit') return String(across);
  return edgeText(state, r.location.planet, r.location.space, across);
}

/** 2024-12: `, facing 27` when an action names the facing of a Rover (ruling R52). */
function facingText(facing: number | undefined): string {
  return facing === undefined ? '' : `, facing ${facing}`;
}

/**
 * A space named with the planet of one of the player's Buildings, when there are several. In
 * 2026-06 the action names the planet itself (a player may have one of a kind per planet).
 */
function nearBuilding(
  state: GameState,
  structure: Structure,
  space: number,
  planet?: number,
): string {
  if (planet !== undefined) return whereText(state, planet, space);
  const player = state.last?.player;
  const b = state.buildings.find((x) => x.owner === player && x.structure === structure);
  return b ? whereText(state, b.planet, space) : String(space);
}

/** 2024-12: an edge a Rover shot at, with the planet the Rover stands on when there are several. */
function nearEdge(state: GameState, rover: number, space: number, across: number): string {
  const r = state.rovers.find((x) => x.id === rover);
  return r && r.location !== 'orbit'
    ? edgeText(state, r.location.planet, space, across)
    : `${space}/${across}`;
}

/** 2024-12: an edge a Drill Cannon fired at, on the planet of the player's cannon. */
function cannonEdge(state: GameState, space: number, across: number): string {
  const player = state.last?.player;
  const b = state.buildings.find((x) => x.owner === player && x.structure === 'drillCannon');
  return b ? edgeText(state, b.planet, space, across) : `${space}/${across}`;
}

/** ` on planet 1` when an action names a planet and the game has several (2026-06). */
function onPlanet(state: GameState, planet: number | undefined): string {
  return planet !== undefined && state.options.planets > 1 ? ` on planet ${planet}` : '';
}

const TARGET_NAME = {
  rover: 'Rover',
  fortification: 'Fortification',
  building: 'Building',
} as const;

/** The action in words, e.g. `r3 shoots the Rover on 40`; `state` is the state it led to. */
export function actionText(state: GameState, a: Action): string {
  switch (a.type) {
    case 'place':
      // 2026-06 (ruling R32): a Factory on the HQ and a Rover next to it.
      return a.roverSpace === undefined
        ? `places a Rover on ${whereText(state, a.planet, a.space)}${facingText(a.facing)}`
        : `places a Factory on ${whereText(state, a.planet, a.space)} and a Rover on ${whereText(state, a.planet, a.roverSpace)}`;
    case 'choose':
      return a.placeFirst ? 'chooses to place first' : 'chooses to place second';
    case 'move':
      return `moves r${a.rover} to ${nearRover(state, a.rover, a.to)}${facingText(a.facing)}`;
    case 'fortify':
      // 2024-12 (ruling R56): the edge between the Rover's space and the one named.
      return rulesetOf(state).fortificationsOn === 'edges'
        ? `r${a.rover} fortifies the edge ${besideRover(state, a.rover, a.space)}`
        : `r${a.rover} fortifies ${nearRover(state, a.rover, a.space)}`;
    case 'shoot':
      // 2024-12 (ruling R57): a Fortification is named by its edge.
      return a.across === undefined
        ? `r${a.rover} shoots the ${TARGET_NAME[a.target]} on ${nearRover(state, a.rover, a.space)}`
        : `r${a.rover} shoots the Fortification on the edge ${nearEdge(state, a.rover, a.space, a.across)}`;
    case 'build': {
      const then =
        a.moveTo === undefined
          ? ''
          : ` (its Rover moving to ${a.moveTo}${facingText(a.facing)} first)`;
      return `builds a ${STRUCTURE_NAME[a.structure]} on ${whereText(state, a.planet, a.space)}${then}`;
    }
    case 'descend':
      return `r${a.rover} descends to ${whereText(state, a.planet, a.space)}${facingText(a.facing)}`;
    case 'produce':
      return `the Factory produces a Rover on ${nearBuilding(state, 'factory', a.space, a.planet)}${facingText(a.facing)}`;
    case 'repair':
      return `the Factory repairs r${a.rover}`;
    case 'ready':
      return `readies the Drill Cannon${onPlanet(state, a.planet)}`;
    case 'aim':
      return `aims the Drill Cannon at ${nearBuilding(state, 'drillCannon', a.space, a.planet)}`;
    case 'fire':
      // 2024-12 (ruling R63): at a Rover or at a Fortification on an edge.
      if (a.space === undefined) return `fires the Drill Cannon${onPlanet(state, a.planet)}`;
      return a.across === undefined
        ? `fires the Drill Cannon at the Rover on ${nearBuilding(state, 'drillCannon', a.space)}`
        : `fires the Drill Cannon at the Fortification on the edge ${cannonEdge(state, a.space, a.across)}`;
    case 'save':
      return 'saves an action point';
    case 'destroy':
      return `demolishes the ${STRUCTURE_NAME[a.structure]}`;
    case 'orbit':
      return `r${a.rover} moves to the orbit of planet ${a.planet}`;
    case 'decommission':
      return `decommissions the piece on ${whereText(state, a.planet, a.space)}`;
    case 'turn': {
      // Ruling R55: the state it led to shows where the Rover faces now.
      const r = state.rovers.find((x) => x.id === a.rover);
      return `r${a.rover} turns ${a.direction}${r?.facing === undefined ? '' : ` to face ${r.facing}`}`;
    }
    case 'heal': {
      const r = state.rovers.find((x) => x.id === a.rover);
      return `r${a.rover} heals at the Medic${r ? ` (${r.hp} hp)` : ''}`;
    }
    case 'powerUp': {
      const player = state.last?.player;
      const cannon = state.buildings.find(
        (b) => b.owner === player && b.structure === 'drillCannon',
      );
      const of = rulesetOf(state).cannonPowerUp;
      return cannon?.structure === 'drillCannon' && cannon.power !== undefined && of !== null
        ? `powers up the Drill Cannon (power ${cannon.power} of ${of})`
        : 'powers up the Drill Cannon';
    }
    case 'endTurn':
      return 'ends the turn';
    case 'pass':
      return 'passes';
    default: {
      const unreachable: never = a;
      return unreachable;
    }
  }
}

function pieceText(state: GameState, ref: PieceRef, nameOf: NameOf): string {
  switch (ref.piece) {
    case 'rover':
      return `r${ref.id} (${nameOf(ref.owner)})`;
    case 'fortification':
      // 2024-12 (ruling R56): a Fortification on an edge.
      return ref.across === undefined
        ? `the Fortification of ${nameOf(ref.owner)} on ${whereText(state, ref.planet, ref.space)}`
        : `the Fortification of ${nameOf(ref.owner)} on the edge ${edgeText(state, ref.planet, ref.space, ref.across)}`;
    case 'building':
      return `the ${STRUCTURE_NAME[ref.structure]} of ${nameOf(ref.owner)} on ${whereText(state, ref.planet, ref.space)}`;
    default: {
      const unreachable: never = ref;
      return unreachable;
    }
  }
}

/** One event in words, e.g. `r7 (Player 0) damaged: 3 hp left`. */
export function eventText(state: GameState, e: GameEvent, nameOf: NameOf): string {
  switch (e.type) {
    case 'miss':
      return `missed ${pieceText(state, e.target, nameOf)}`;
    case 'noDamage':
      return `hit ${pieceText(state, e.target, nameOf)}, no damage`;
    case 'damaged':
      return `${pieceText(state, e.target, nameOf)} damaged: ${e.hp} hp left`;
    case 'destroyed':
      return `${pieceText(state, e.target, nameOf)} destroyed`;
    case 'enteredOrbit':
      return `r${e.rover} entered orbit`;
    case 'pointSpent':
      return `${nameOf(e.player)} spent a Treasury point (${e.left} left)`;
    case 'planetDestroyed':
      return `planet ${e.planet} destroyed (2d6 rolled ${e.total})`;
    case 'exploded':
      return `the Drill Cannon of ${nameOf(e.owner)} on ${whereText(state, e.planet, e.space)} exploded`;
    case 'pointsCaptured':
      return e.forfeited > 0
        ? `${nameOf(e.player)} captured ${e.points} Treasury points (${e.forfeited} forfeited)`
        : `${nameOf(e.player)} captured ${e.points} Treasury points`;
    case 'eliminated':
      return `${nameOf(e.player)} is out`;
    case 'turnLimitReached':
      return `the turn limit (${e.turn}) is reached`;
    default: {
      const unreachable: never = e;
      return unreachable;
    }
  }
}

const PURPOSE: Readonly<Record<DieRoll['purpose'], string>> = {
  rollOff: 'roll-off',
  hit: 'to hit',
  damage: 'damage',
  planet: 'planet',
  hits: 'hits',
  explosion: 'explosion',
};

/** The dice in the order drawn, e.g. `to hit 4, damage 2`. */
export function diceText(dice: readonly DieRoll[]): string {
  return dice.map((d) => `${PURPOSE[d.purpose]} ${d.value}`).join(', ');
}
