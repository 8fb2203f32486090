import { board, edgeBetween } from '../../../src/board/index.js';
import type {
  Building,
  GameState,
  PlayerIndex,
  Rover,
  Structure,
} from '../../../src/rules/index.js';
import { rulesetNamed } from '../../../src/rules/index.js';

// A 2024-12 position builder for the bots' tests that does not go through the record notation:
// it writes the state object directly, in the field order `createGame` and the rules write.

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
}

/**
 * A 2024-12 state in play, one section per player separated by `;`:
 *
 * ```
 * position24('p0: r1@26>27 r2@orbit:3 e@26/27 factory@28; p1: r3@1.40>41:2 drillCannon@29[power=2]')
 * ```
 *
 * - `r<id>@<where>><facing>[:<hp>]`: a Rover on a planet facing a neighbour (hp defaults to 5);
 *   `r<id>@orbit[:<hp>]` in orbit;
 * - `e@<where>/<across>`: a Fortification on the edge between two spaces;
 * - `<structure>@<where>[:<hp>][[power=<n>]]`: a Building (hp 5; a Drill Cannon's power 0);
 * - `<where>` is a space id on planet 0, or `<planet>.<space>`.
 *
 * Player 0 won the roll-off; `nextRoverId` follows the highest id. No `validateState`.
 */
export function position24(description: string, options: Position24Options = {}): GameState {
  const players = options.players ?? 2;
  const planets = options.planets ?? 1;
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
      const orbit = /^r(\d+)@orbit(?::(\d))?$/.exec(token);
      const rover = /^r(\d+)@([\d.]+)>(\d+)(?::(\d))?$/.exec(token);
      const wall = /^e@([\d.]+)\/(\d+)$/.exec(token);
      const building = /^(\w+)@([\d.]+)(?::(\d))?(?:\[power=(\d)\])?$/.exec(token);
      if (orbit) {
        const hp = orbit[2] ? Number(orbit[2]) : RULES.hp.rover;
        rovers.push({ id: Number(orbit[1]), owner, hp, location: 'orbit' });
      } else if (rover) {
        const hp = rover[4] ? Number(rover[4]) : RULES.hp.rover;
        const location = at(rover[2]!);
        const facing = Number(rover[3]);
        if (!board.spaces[location.space]!.neighbors.includes(facing)) {
          throw new Error(`position24: ${facing} is not next to ${location.space}`);
        }
        rovers.push({ id: Number(rover[1]), owner, hp, location, facing });
      } else if (wall) {
        const { planet, space } = at(wall[1]!);
        const edge = edgeBetween(space, Number(wall[2]));
        if (edge < 0) throw new Error(`position24: no edge ${space}/${wall[2]}`);
        walls[planet]![edge] = owner;
      } else if (building && (RULES.structures as readonly string[]).includes(building[1]!)) {
        const structure = building[1] as Structure;
        const { planet, space } = at(building[2]!);
        const hp = building[3] ? Number(building[3]) : RULES.hp.building;
        const base = { owner, planet, space, hp };
        buildings.push(
          structure === 'drillCannon'
            ? { structure, ...base, ready: false, aim: null, power: Number(building[4] ?? 0) }
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
    firstPlayer: 0,
    currentPlayer: options.current ?? 0,
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
    rollOff: [[6, ...new Array(players - 1).fill(1)]],
    winners: [],
    last: null,
  };
}
