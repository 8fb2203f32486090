import { board } from '../board/index.js';
import { checkOptions } from '../options/index.js';
import { formatEntry } from '../record/format-action.js';
import {
  type Building,
  type GameEvent,
  type GameState,
  type PieceRef,
  type PlayerIndex,
  printable,
  type Rover,
  rulesetOf,
} from '../rules/index.js';
import { turnsPlayed } from './_internals/turns.js';

/** Options of `renderText`. Unknown keys are refused with `UNKNOWN_OPTION` (an `UnknownOptionError`). */
export interface TextOptions {
  /** Player names by seat, shown beside the seat numbers (escaped, as `printable` does). */
  readonly names?: readonly string[];
}

/** Every key of `TextOptions`; any other is refused. */
const TEXT_OPTION_KEYS: Record<keyof TextOptions, true> = { names: true };

function where(planet: number, space: number | string, planets: number): string {
  return planets > 1 ? `${space}@${planet}` : `${space}`;
}

/** 2024-12: an edge by its two spaces, lower first (`26/27`, ruling R51). */
function edge(a: number, b: number): string {
  return a < b ? `${a}/${b}` : `${b}/${a}`;
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

function roverText(r: Rover, planets: number): string {
  // In 2026-06 a Rover orbits one planet (ruling R40): `in orbit of 1`.
  const orbiting = r.orbit === undefined ? 'in orbit' : `in orbit of ${r.orbit}`;
  const at =
    r.location === 'orbit' ? orbiting : `at ${where(r.location.planet, r.location.space, planets)}`;
  // 2024-12 (ruling R52): the neighbour across the edge the Rover faces.
  const facing = r.facing === undefined ? '' : ` facing ${r.facing}`;
  return `r${r.id} ${r.hp}hp ${at}${facing}`;
}

function buildingText(b: Building, planets: number, cannonPower: number | null): string {
  const base = `${b.structure} ${b.hp}hp at ${where(b.planet, b.space, planets)}`;
  // 2024-12 (ruling R63): the power-ups taken, of those a Fire needs.
  if (b.structure === 'drillCannon' && b.power !== undefined) {
    return `${base} (power ${b.power} of ${cannonPower})`;
  }
  if (b.structure === 'drillCannon') {
    const state = b.ready ? (b.aim === null ? 'ready' : `ready, aimed at ${b.aim}`) : 'not ready';
    return `${base} (${state})`;
  }
  if (b.structure === 'treasury') return `${base} (${plural(b.points, 'point')})`;
  // 2026-06 (ruling R42): a Factory's build points.
  if (b.structure === 'factory' && b.points !== undefined) {
    return `${base} (${plural(b.points, 'build point')})`;
  }
  return base;
}

function pieceText(p: PieceRef, planets: number): string {
  if (p.piece === 'rover') return `rover r${p.id} of player ${p.owner}`;
  // 2024-12 (ruling R56): a Fortification on the edge between `space` and `across`.
  const at = where(
    p.planet,
    p.piece === 'fortification' && p.across !== undefined ? edge(p.space, p.across) : p.space,
    planets,
  );
  return p.piece === 'fortification'
    ? `fortification at ${at} of player ${p.owner}`
    : `${p.structure} at ${at} of player ${p.owner}`;
}

/** One event in words, e.g. `damaged rover r2 of player 1 (4hp left)`. */
export function eventText(e: GameEvent, planets: number): string {
  switch (e.type) {
    case 'miss':
      return `missed ${pieceText(e.target, planets)}`;
    case 'noDamage':
      return `no damage to ${pieceText(e.target, planets)}`;
    case 'damaged':
      return `damaged ${pieceText(e.target, planets)} (${e.hp}hp left)`;
    case 'destroyed':
      return `destroyed ${pieceText(e.target, planets)}`;
    case 'enteredOrbit':
      return `r${e.rover} entered orbit`;
    case 'pointSpent':
      return `player ${e.player} spent a Treasury point (${e.left} left)`;
    case 'planetDestroyed':
      return `planet ${e.planet} destroyed (2d6 total ${e.total})`;
    case 'exploded':
      return `the Drill Cannon of player ${e.owner} at ${where(e.planet, e.space, planets)} exploded`;
    case 'pointsCaptured':
      return `player ${e.player} captured ${plural(e.points, 'Treasury point')}${e.forfeited > 0 ? ` (${e.forfeited} forfeited)` : ''}`;
    case 'eliminated':
      return `player ${e.player} is out`;
    case 'turnLimitReached':
      return `turn limit reached after ${plural(e.turn, 'turn')}`;
    default: {
      const unknown: never = e;
      return JSON.stringify(unknown);
    }
  }
}

/**
 * A compact text summary of a state for terminals and logs: the turns played (`state.turn`,
 * `4 of 20 turns played` with a turn limit) and status, the player to act,
 * each player's Rovers (id, hit points, location), Buildings (hit points, cannon and Treasury
 * state) and Fortifications, the planets, and the last action with its dice and events.
 * Locations are space ids, with `@planet` when the game has several planets. In 2024-12 a
 * Rover shows its facing (`r3 5hp at 26 facing 36`), a Fortification its edge (`26/36`) and a
 * Drill Cannon its power (`power 2 of 3`). Names are shown with control and bidi characters
 * escaped (`printable`), as they may come from a file.
 *
 * @example
 * ```ts
 * console.log(renderText(state, { names: ['Ann', 'Bob'] }));
 * ```
 */
export function renderText(state: GameState, options: TextOptions = {}): string {
  checkOptions('renderText', options, TEXT_OPTION_KEYS);
  const { players, planets, turnLimit } = state.options;
  const name = (p: PlayerIndex) => {
    const n = options.names?.[p];
    return n === undefined ? `player ${p}` : `player ${p} (${printable(n)})`;
  };
  const lines: string[] = [];
  // The ruleset is written only when it is not the default, so 2025-01 output is unchanged.
  const ruleset = state.options.ruleset === undefined ? '' : ` (rules ${state.options.ruleset})`;
  lines.push(
    `Globetrotter${ruleset}: ${plural(players, 'player')}, ${plural(planets, 'planet')}; ` +
      `${turnsPlayed(state.turn, turnLimit)}; ${state.status}`,
  );
  if (state.status === 'finished') {
    lines.push(
      state.winners.length === 0
        ? 'Result: no winner'
        : `Result: ${state.winners.map(name).join(', ')} won`,
    );
  } else if (state.status === 'setup') {
    if (state.placesFirst === null) {
      lines.push(`To choose who places first: ${name(state.currentPlayer)}`);
    } else if (state.placesFirst !== undefined) {
      lines.push(`To place a Factory and a Rover: ${name(state.currentPlayer)}`);
    } else {
      lines.push(`To place a Rover: ${name(state.currentPlayer)}`);
    }
  } else {
    const nth = state.actionsThisTurn + 1;
    // 2026-06 (ruling R47): points captured from a Treasury, usable this turn only.
    const captured = state.captured ? `, ${plural(state.captured, 'captured point')}` : '';
    lines.push(`To act: ${name(state.currentPlayer)}, action ${nth} of the turn${captured}`);
  }
  for (let p = 0; p < players; p++) {
    const inGame = state.players[p]?.inGame ?? false;
    lines.push(`${name(p)}${inGame ? '' : ': out'}${p === state.firstPlayer ? ' [first]' : ''}`);
    if (!inGame) continue;
    const rovers = state.rovers.filter((r) => r.owner === p).map((r) => roverText(r, planets));
    const buildings = state.buildings
      .filter((b) => b.owner === p)
      .map((b) => buildingText(b, planets, rulesetOf(state).cannonPowerUp));
    const forts: string[] = [];
    state.planets.forEach((planet, i) => {
      planet.fortifications.forEach((owner, space) => {
        if (owner === p) forts.push(where(i, space, planets));
      });
      // 2024-12 (ruling R56): Fortifications on edges, in the order of their two spaces.
      const walls = (planet.edgeFortifications ?? []).flatMap((owner, e) =>
        owner === p ? [board.edges[e]!.spaces] : [],
      );
      walls.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
      for (const [a, b] of walls) forts.push(where(i, edge(a, b), planets));
    });
    lines.push(`  rovers: ${rovers.join(', ') || 'none'}`);
    if (buildings.length > 0) lines.push(`  buildings: ${buildings.join(', ')}`);
    if (forts.length > 0) lines.push(`  fortifications: ${forts.join(' ')}`);
  }
  state.planets.forEach((planet, i) => {
    if (planet.destroyed) lines.push(`Planet ${i}: destroyed`);
    else if (planet.cannonShots > 0)
      lines.push(`Planet ${i}: ${plural(planet.cannonShots, 'cannon shot')}`);
  });
  const last = state.last;
  if (last === null) {
    const rolls = state.rollOff.map((round) => round.map((d) => d ?? '-').join(' '));
    lines.push(`Roll-off: ${rolls.join(' / ')}; first player ${state.firstPlayer}`);
  } else {
    const action = formatEntry(
      { ...last.action, player: last.player },
      last.dice.map((d) => d.value),
      { planets },
    );
    const events = last.events.map((e) => eventText(e, planets));
    lines.push(`Last: ${action}${events.length > 0 ? ` -> ${events.join('; ')}` : ''}`);
  }
  return `${lines.join('\n')}\n`;
}
