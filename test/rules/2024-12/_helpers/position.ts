import { board, edgeBetween } from '../../../../src/board/index.js';
import type {
  Action,
  Building,
  GameState,
  PlayerIndex,
  Rover,
  Structure,
} from '../../../../src/rules/index.js';
import { rulesetNamed } from '../../../../src/rules/index.js';

// A 2024-12 position builder that does not go through the record notation (another helper's
// work): it writes the state object directly, in the field order the rules create, so that a
// position reached by play and the same position built here serialize to the same bytes
// (test/rules/2024-12/setup.test.ts checks it).

const RULES = rulesetNamed('2024-12');

/** Extra settings of a hand-built 2024-12 position. */
export interface Position24Options {
  players?: number;
  planets?: number;
  current?: number;
  turn?: number;
  turnLimit?: number | null;
  /** Players already out of the game. */
  out?: number[];
  /** The roll-off winner, who placed first (default 0). */
  first?: number;
}

/**
 * A 2024-12 state in play, one section per player separated by `;`:
 *
 * ```
 * position24('p0: r1@26>27 r2@orbit f@26/27 medic@28; p1: r3@40>35:3 drillCannon@29[power=2]')
 * ```
 *
 * - `r<id>@<where>><facing>[:<hp>]`: a Rover on a planet facing the neighbour `<facing>` of its
 *   space (hp defaults to 5); `r<id>@orbit[:<hp>]` for a Rover in orbit (no facing);
 * - `f@<a>/<b>`: a Fortification on the edge between spaces `a` and `b` of planet 0, or
 *   `f@<planet>.<a>/<b>` on another planet;
 * - `<structure>@<where>[:<hp>][[power=<n>]]`: a Building (hp 5): `spacePort`, `factory`,
 *   `drillCannon` (power defaults to 0) or `medic`;
 * - `<where>` is a space id on planet 0, or `<planet>.<space>`.
 *
 * Player `first` (default 0) won the roll-off and placed first; `nextRoverId` follows the
 * highest id. A facing that is not a neighbour, or an edge that is not one, throws.
 */
export function position24(description: string, options: Position24Options = {}): GameState {
  const players = options.players ?? 2;
  const planets = options.planets ?? 1;
  const first = options.first ?? 0;
  const out = new Set(options.out ?? []);
  const walls: (PlayerIndex | null)[][] = Array.from({ length: planets }, () =>
    new Array(board.edges.length).fill(null),
  );
  const rovers: Rover[] = [];
  const buildings: Building[] = [];
  const at = (where: string): { planet: number; space: number } => {
    const [a, b] = where.split('.');
    return b === undefined
      ? { planet: 0, space: Number(a) }
      : { planet: Number(a), space: Number(b) };
  };
  for (const section of description
    .split(';')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const match = /^p(\d+):(.*)$/.exec(section);
    if (!match) throw new Error(`position24: bad section "${section}"`);
    const owner = Number(match[1]);
    for (const token of match[2]!.trim().split(/\s+/).filter(Boolean)) {
      const rover = /^r(\d+)@(?:([\d.]+)>(\d+)|(orbit))(?::(\d))?$/.exec(token);
      const fort = /^f@(?:(\d+)\.)?(\d+)\/(\d+)$/.exec(token);
      const building = /^(\w+)@([\d.]+)(?::(\d))?(?:\[([^\]]*)\])?$/.exec(token);
      if (rover) {
        const id = Number(rover[1]);
        const hp = rover[5] ? Number(rover[5]) : RULES.hp.rover;
        if (rover[4] === 'orbit') {
          rovers.push({ id, owner, hp, location: 'orbit' });
          continue;
        }
        const location = at(rover[2]!);
        const facing = Number(rover[3]);
        if (!board.spaces[location.space]!.neighbors.includes(facing))
          throw new Error(`position24: ${token} faces a space not next to ${location.space}`);
        rovers.push({ id, owner, hp, location, facing });
      } else if (fort) {
        const planet = fort[1] === undefined ? 0 : Number(fort[1]);
        const edge = edgeBetween(Number(fort[2]), Number(fort[3]));
        if (edge < 0) throw new Error(`position24: ${token} is not an edge`);
        walls[planet]![edge] = owner;
      } else if (building && (RULES.structures as readonly string[]).includes(building[1]!)) {
        const structure = building[1] as Structure;
        const { planet, space } = at(building[2]!);
        const hp = building[3] ? Number(building[3]) : RULES.hp.building;
        const flags = (building[4] ?? '').split(',').filter(Boolean);
        const power = Number(flags.find((f) => f.startsWith('power='))?.slice(6) ?? 0);
        const base = { owner, planet, space, hp };
        buildings.push(
          structure === 'drillCannon'
            ? { structure, ...base, ready: false, aim: null, power }
            : ({ structure, ...base } as Building),
        );
      } else {
        throw new Error(`position24: bad token "${token}"`);
      }
    }
  }
  rovers.sort((a, b) => a.id - b.id);
  return {
    version: 1,
    options: { players, planets, turnLimit: options.turnLimit ?? null, ruleset: '2024-12' },
    status: 'playing',
    firstPlayer: first,
    currentPlayer: options.current ?? first,
    turn: options.turn ?? 0,
    actionsThisTurn: 0,
    players: Array.from({ length: players }, (_, p) => ({ inGame: !out.has(p) })),
    planets: walls.map((edgeFortifications) => ({
      destroyed: false,
      cannonShots: 0,
      fortifications: new Array(board.spaces.length).fill(null),
      edgeFortifications,
    })),
    rovers,
    buildings,
    nextRoverId: Math.max(0, ...rovers.map((r) => r.id)) + 1,
    rollOff: [Array.from({ length: players }, (_, p) => (p === first ? 6 : 1))],
    winners: [],
    last: null,
  };
}

/** Position tokens for Fortifications of one player on every playable edge of `space`. */
export function fortsAround(space: number, planet = 0): string {
  const prefix = planet === 0 ? '' : `${planet}.`;
  return board.playableNeighbors[space]!.map((n) => `f@${prefix}${space}/${n}`).join(' ');
}

/**
 * A Fire at a Building on `space`: well formed (ruling R67: a target is a Rover, a Fortification
 * or a Building), refused by the rules (R63), though `FireAction`'s type names only the first two.
 */
export const FIRE_AT_BUILDING = (space: number): Action =>
  ({ type: 'fire', space, target: 'building' }) as unknown as Action;
