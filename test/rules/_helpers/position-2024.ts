import { board, edgeBetween } from '../../../src/board/index.js';
import type { Building, GameState, Rover, Structure } from '../../../src/rules/index.js';

/** Extra settings of a hand-built 2024-12 position. */
export interface Position2024Options {
  players?: number;
  planets?: number;
  current?: number;
  turnLimit?: number | null;
  turn?: number;
  /** Players already out of the game. */
  out?: number[];
}

const STRUCTURES_2024: readonly Structure[] = ['spacePort', 'factory', 'drillCannon', 'medic'];

/**
 * A 2024-12 state in play (docs/rules/2024-12.md) from a short description, one section per
 * player separated by `;`, written the way the rules write edges and facings:
 *
 * ```
 * position24('p0: r1@26>27 r2@orbit:3 w@26/27 medic@28 drillCannon@29[power=2]; p1: r3@40>41:2')
 * ```
 *
 * - `r<id>@<where>><facing>[:<hp>]`: a Rover on `where` facing the neighbour `facing` (ruling
 *   R52), hp 5 by default; `r<id>@orbit[:<hp>]` for one in orbit;
 * - `w@<where>/<across>`: a Fortification on the edge between two spaces (ruling R56);
 * - `<structure>@<where>[:<hp>][[power=<n>]]`: a Building; a Drill Cannon's power defaults to 0;
 * - `<where>` is a space id on planet 0, or `<planet>.<space>`.
 *
 * The player to act is `options.current` (default 0), player 0 won the roll-off and
 * `nextRoverId` follows the highest id. Nothing is checked: a test may build what the rules
 * could never reach (validateState's tests do), so an unknown edge or token throws only when it
 * cannot be written at all.
 */
export function position24(description: string, options: Position2024Options = {}): GameState {
  const players = options.players ?? 2;
  const planetCount = options.planets ?? 1;
  const out = new Set(options.out ?? []);
  const rovers: Rover[] = [];
  const buildings: Building[] = [];
  const walls = Array.from({ length: planetCount }, () =>
    new Array<number | null>(board.edges.length).fill(null),
  );
  const at = (where: string) => {
    const [planet, space] = where.includes('.') ? where.split('.').map(Number) : [0, Number(where)];
    return { planet: planet!, space: space! };
  };
  for (const section of description
    .split(';')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const match = /^p(\d+):(.*)$/.exec(section);
    if (!match) throw new Error(`position24: bad section "${section}"`);
    const owner = Number(match[1]);
    for (const token of match[2]!.trim().split(/\s+/).filter(Boolean)) {
      const rover = /^r(\d+)@(?:([\d.]+)>(\d+)|orbit)(?::(\d))?$/.exec(token);
      const wall = /^w@([\d.]+)\/(\d+)$/.exec(token);
      const building = /^(\w+)@([\d.]+)(?::(\d))?(?:\[power=(\d)\])?$/.exec(token);
      if (rover) {
        const [, id, where, facing, hp] = rover;
        rovers.push({
          id: Number(id),
          owner,
          hp: hp === undefined ? 5 : Number(hp),
          location: where === undefined ? 'orbit' : at(where),
          ...(facing === undefined ? {} : { facing: Number(facing) }),
        });
      } else if (wall) {
        const { planet, space } = at(wall[1]!);
        const edge = edgeBetween(space, Number(wall[2]));
        if (edge < 0) throw new Error(`position24: no edge ${token}`);
        walls[planet]![edge] = owner;
      } else if (building && STRUCTURES_2024.includes(building[1] as Structure)) {
        const structure = building[1] as Structure;
        const base = { owner, ...at(building[2]!), hp: building[3] ? Number(building[3]) : 5 };
        const power = Number(building[4] ?? 0);
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
    options: {
      players,
      planets: planetCount,
      turnLimit: options.turnLimit ?? null,
      ruleset: '2024-12',
    },
    status: 'playing',
    firstPlayer: 0,
    currentPlayer: options.current ?? 0,
    turn: options.turn ?? 0,
    actionsThisTurn: 0,
    players: Array.from({ length: players }, (_, p) => ({ inGame: !out.has(p) })),
    planets: walls.map((edgeFortifications) => ({
      destroyed: false,
      cannonShots: 0,
      fortifications: new Array<null>(board.spaces.length).fill(null),
      edgeFortifications,
    })),
    rovers,
    buildings,
    nextRoverId: Math.max(0, ...rovers.map((r) => r.id)) + 1,
    rollOff: [[6, ...new Array<number>(players - 1).fill(1)]],
    winners: [],
    last: null,
  };
}
