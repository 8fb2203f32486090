import { board } from '../board/index.js';
import { type GameState, rulesetOf } from '../rules/index.js';
import { formatLast } from './_internals/position-last.js';
import { edgeName, SEPARATOR } from './_internals/position-tokens.js';

// The position string of docs/notation.md, our FEN: every field of a state in one line that a
// person can read, `formatPosition` writing the one canonical form and `parsePosition` reading
// it back to a JSON-equal state (keys in the engine's order, so bytes and hashes agree).
//
//   playing players:2 planets:1 turn:3.0 first:p0 act:p1 next:r3 rolloff:6,1
//     / p0: r1@26h4 f@13 / p1: r2@orbit / buildings: p0:factory@27
//     / last: p0: r1 fortify 13 [] -
//
// In 2024-12 a Rover on a planet faces a neighbour (`r1@26>27`) and Fortifications stand on
// edges (`f@26/27`, rulings R52, R56).

/** Edge ids in the order positions list Fortifications on edges: by lower space, then upper. */
const EDGES_IN_ORDER: readonly number[] = board.edges
  .map((_, id) => id)
  .sort((x, y) => {
    const [a, b] = board.edges[x]!.spaces;
    const [c, d] = board.edges[y]!.spaces;
    return a - c || b - d;
  });

/**
 * Writes a state as a position string (docs/notation.md): one line, every field of the state,
 * which `parsePosition` reads back to a JSON-equal state. The form is canonical:
 * `formatPosition(parsePosition(text)) === text` for every text `formatPosition` wrote.
 *
 * @example
 * ```ts
 * const state = createGame({ players: 2 }, scriptedRng([6, 1]));
 * formatPosition(state); // 'setup players:2 planets:1 turn:0.0 first:p0 act:p0 next:r1 rolloff:6,1 / p0: / p1:'
 * ```
 */
export function formatPosition(state: GameState): string {
  const { options } = state;
  const many = options.planets > 1;
  const where = (planet: number, space: number) => (many ? `${planet}.${space}` : `${space}`);
  const rules = rulesetOf(state);
  const hp = (value: number, max: number) => (value === max ? '' : `h${value}`);
  // 2026-06 fields, present in its states only: who places first (null while a two-player
  // roll-off winner chooses, ruling R31) and the captured points (ruling R47).
  const placesFirst = state.placesFirst;
  const captured = state.captured ?? 0;

  const header = [
    state.status,
    `players:${options.players}`,
    `planets:${options.planets}`,
    ...(options.turnLimit === null ? [] : [`limit:${options.turnLimit}`]),
    ...(options.ruleset === undefined ? [] : [`rules:${options.ruleset}`]),
    `turn:${state.turn}.${state.actionsThisTurn}`,
    ...(captured > 0 ? [`captured:${captured}`] : []),
    `first:p${state.firstPlayer}`,
    ...(placesFirst === undefined
      ? []
      : [`places:${placesFirst === null ? '-' : `p${placesFirst}`}`]),
    `act:p${state.currentPlayer}`,
    `next:r${state.nextRoverId}`,
    `rolloff:${state.rollOff.map((round) => round.map((d) => d ?? '-').join(',')).join(';')}`,
    ...(state.status === 'finished'
      ? [`winners:${state.winners.map((w) => `p${w}`).join(',') || '-'}`]
      : []),
  ].join(' ');

  const sections = [header];
  state.players.forEach((player, p) => {
    const tokens: string[] = [];
    if (!player.inGame) tokens.push('out');
    for (const r of state.rovers) {
      if (r.owner !== p) continue;
      // In 2026-06 a Rover orbits a planet (ruling R40): `1.orbit`, as a space of planet 1 is
      // `1.26`; in a one-planet game, `orbit` alone; `orbit!` when it changed orbit this turn.
      const at =
        r.location !== 'orbit'
          ? where(r.location.planet, r.location.space)
          : `${r.orbit === undefined || !many ? 'orbit' : `${r.orbit}.orbit`}${r.transferred ? '!' : ''}`;
      // 2024-12 (ruling R52): a Rover on a planet faces a neighbour, `r1@26>27`.
      const facing = r.facing === undefined ? '' : `>${r.facing}`;
      tokens.push(`r${r.id}@${at}${facing}${hp(r.hp, rules.hp.rover)}`);
    }
    state.planets.forEach((planet, w) => {
      planet.fortifications.forEach((owner, s) => {
        if (owner === p) tokens.push(`f@${where(w, s)}`);
      });
      // 2024-12 (ruling R56): Fortifications on edges, `f@26/27` (`f@1.26/27` on planet 1).
      const edges = planet.edgeFortifications;
      if (edges !== undefined) {
        for (const e of EDGES_IN_ORDER) {
          if (edges[e] === p) tokens.push(`f@${many ? `${w}.` : ''}${edgeName(e)}`);
        }
      }
    });
    sections.push(`p${p}:${tokens.map((t) => ` ${t}`).join('')}`);
  });
  if (state.buildings.length > 0) {
    const tokens = state.buildings.map((b) => {
      const flags =
        b.structure === 'drillCannon'
          ? b.aim !== null
            ? `[aim=${b.aim}]`
            : b.ready
              ? '[ready]'
              : (b.power ?? 0) > 0
                ? `[power=${b.power}]`
                : ''
          : (b.structure === 'treasury' || b.structure === 'factory') && (b.points ?? 0) > 0
            ? `[points=${b.points}]`
            : '';
      return `p${b.owner}:${b.structure}@${where(b.planet, b.space)}${hp(b.hp, rules.hp.building)}${flags}`;
    });
    sections.push(`buildings: ${tokens.join(' ')}`);
  }
  const worlds = state.planets.flatMap((planet, w) =>
    planet.cannonShots > 0 || planet.destroyed
      ? [`${w}:shots=${planet.cannonShots}${planet.destroyed ? ':destroyed' : ''}`]
      : [],
  );
  if (worlds.length > 0) sections.push(`planets: ${worlds.join(' ')}`);
  if (state.last !== null) sections.push(`last: ${formatLast(state.last, options, where)}`);
  return sections.join(SEPARATOR);
}
