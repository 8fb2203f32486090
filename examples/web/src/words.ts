import {
  type Action,
  facingsAhead,
  formatAction,
  type GameEvent,
  type GameState,
  type PieceRef,
  STRUCTURE_NAMES,
  turnedFacing,
} from 'globetrotter';

// The game in words, for the buttons, lists, log and side panel: events and pieces as the rules
// name them (`the Drill Cannon on 26`, from `STRUCTURE_NAMES`), actions in the library's notation
// (`formatAction`), and in 2024-12 in words that spell out facings and edges
// (`r1 ahead to 5, then facing 15 (left)`). Everything is read from the state it is given.

/** A player's name, by seat. */
export type NameOf = (player: number) => string;

export function pieceName(p: PieceRef): string {
  switch (p.piece) {
    case 'rover':
      return `r${p.id}`;
    case 'fortification':
      // 2024-12 (ruling R56): a wall on the edge between two spaces.
      return p.across === undefined
        ? `the Fortification on ${p.space}`
        : `the wall ${p.space}/${p.across}`;
    case 'building':
      return `the ${STRUCTURE_NAMES[p.structure]} on ${p.space}`;
  }
}

export function describe(e: GameEvent, name: NameOf): string {
  switch (e.type) {
    case 'miss':
      return `missed ${pieceName(e.target)}`;
    case 'noDamage':
      return `no damage to ${pieceName(e.target)}`;
    case 'damaged':
      return `${pieceName(e.target)} down to ${e.hp} hp`;
    case 'destroyed':
      return `${pieceName(e.target)} destroyed`;
    case 'enteredOrbit':
      return `r${e.rover} entered orbit`;
    case 'pointSpent':
      return `Treasury point spent (${e.left} left)`;
    case 'planetDestroyed':
      return `planet ${e.planet} destroyed`;
    case 'exploded':
      return `the Drill Cannon on ${e.space} exploded`;
    case 'pointsCaptured':
      return `${name(e.player)} captured ${e.points} Treasury points${e.forfeited ? ` (${e.forfeited} forfeited)` : ''}`;
    case 'eliminated':
      return `${name(e.player)} out of the game`;
    case 'turnLimitReached':
      return `turn limit ${e.turn} reached`;
  }
}

/** Which way a facing after a move lies (ruling R54): `facingsAhead` gives `[left, right]`. */
function side(from: number, to: number, facing: number): string {
  const [left, right] = facingsAhead(from, to);
  return facing === left ? 'left' : facing === right ? 'right' : '?';
}

/** Where a Rover stands now, or `null` in orbit. */
function spaceOf(state: GameState, rover: number): number | null {
  const r = state.rovers.find((x) => x.id === rover);
  return r && r.location !== 'orbit' ? r.location.space : null;
}

/**
 * An action in words, for buttons, lists and the log. 2025-01 and 2026-06 use the library's
 * notation as they always have; 2024-12 spells out facings and edges.
 */
export function label(state: GameState, a: Action): string {
  if (state.options.ruleset !== '2024-12') return formatAction(a);
  switch (a.type) {
    case 'place':
      return `place on ${a.space}, facing ${a.facing}`;
    case 'move': {
      if (a.facing === undefined) return `r${a.rover} into the Space Port on ${a.to} (orbit)`;
      const from = spaceOf(state, a.rover);
      const way = from === null ? '' : ` (${side(from, a.to, a.facing)})`;
      return `r${a.rover} ahead to ${a.to}, then facing ${a.facing}${way}`;
    }
    case 'turn': {
      const r = state.rovers.find((x) => x.id === a.rover);
      const space = r && r.location !== 'orbit' ? r.location.space : null;
      const now =
        space === null || r?.facing === undefined
          ? ''
          : `, to face ${turnedFacing(space, r.facing, a.direction)}`;
      return `r${a.rover} turns ${a.direction}${now}`;
    }
    case 'fortify': {
      const from = spaceOf(state, a.rover);
      return `r${a.rover} fortifies the edge ${from === null ? a.space : edgeName(from, a.space)}`;
    }
    case 'shoot':
      return a.across === undefined
        ? `r${a.rover} shoots the ${a.target} on ${a.space}`
        : `r${a.rover} shoots the wall ${a.space}/${a.across}`;
    case 'fire':
      return a.across === undefined
        ? `fire the Drill Cannon at the Rover on ${a.space}`
        : `fire the Drill Cannon at the wall ${a.space}/${a.across}`;
    case 'powerUp': {
      const cannon = state.buildings.find(
        (b) => b.owner === state.currentPlayer && b.structure === 'drillCannon',
      );
      const power = cannon?.structure === 'drillCannon' ? ` (power ${cannon.power} of 3)` : '';
      return `power up the Drill Cannon${power}`;
    }
    case 'produce':
      return `produce a Rover on ${a.space}, facing ${a.facing}`;
    case 'descend':
      return `r${a.rover} descends to ${a.space}, facing ${a.facing}`;
    case 'heal':
      return `r${a.rover} heals at the Medic`;
    case 'build': {
      const then =
        a.moveTo === undefined ? '' : ` (its Rover steps to ${a.moveTo}, facing ${a.facing})`;
      return `build a ${STRUCTURE_NAMES[a.structure]} on ${a.space}${then}`;
    }
    case 'destroy':
      return `demolish the ${STRUCTURE_NAMES[a.structure]}`;
    default:
      return formatAction(a);
  }
}

/** An edge by its two spaces, lower first, as the rules name it (`26/36`). */
export function edgeName(a: number, b: number): string {
  return a < b ? `${a}/${b}` : `${b}/${a}`;
}

/** Where a Rover is: on a space, in orbit, or (2026-06) in orbit of a planet. */
function roverWhere(r: GameState['rovers'][number]): string {
  // 2024-12 (ruling R52): the neighbour across the edge it faces.
  const facing = r.facing === undefined ? '' : ` facing ${r.facing}`;
  if (r.location !== 'orbit') return `on ${r.location.space}${facing}`;
  return r.orbit === undefined ? 'in orbit' : `in orbit of planet ${r.orbit}`;
}

/** Where everyone's Rovers are: the planet shows only one side at a time. */
export function piecesText(state: GameState, name: NameOf, planet: number): string {
  return state.players
    .map((_, player) => {
      const rovers = state.rovers
        .filter((r) => r.owner === player)
        .map((r) => `r${r.id} ${r.hp} hp ${roverWhere(r)}`);
      // 2026-06 (ruling R42): Factory build points, which Manufacture and Repair spend.
      const points = state.buildings.flatMap((b) =>
        b.owner === player && b.structure === 'factory' && b.points !== undefined
          ? [`Factory on ${b.space}: ${b.points} build point${b.points === 1 ? '' : 's'}`]
          : [],
      );
      // 2024-12 (ruling R63): a Drill Cannon's power; its walls (R56), counted.
      const power = state.buildings.flatMap((b) =>
        b.owner === player && b.structure === 'drillCannon' && b.power !== undefined
          ? [`Drill Cannon on ${b.space}: power ${b.power} of 3`]
          : [],
      );
      const walls = state.planets[planet]?.edgeFortifications?.filter((o) => o === player).length;
      if (walls !== undefined) points.push(...power, `walls: ${walls}`);
      const line = `${name(player)}: ${rovers.length ? rovers.join(', ') : 'no Rover'}`;
      return [line, ...points].join('\n  ');
    })
    .join('\n');
}
