import { board } from '../../../src/board/index.js';
import type { Building, GameState, Rover, Structure } from '../../../src/rules/index.js';
import { createGame, scriptedRng } from '../../../src/rules/index.js';

/** Extra settings of a hand-built position. */
export interface PositionOptions {
  players?: number;
  planets?: number;
  current?: number;
  actionsThisTurn?: number;
  turnLimit?: number | null;
  turn?: number;
  /** Players already out of the game. */
  out?: number[];
}

const STRUCTURE_NAMES: Record<string, Structure> = {
  spacePort: 'spacePort',
  factory: 'factory',
  drillCannon: 'drillCannon',
  treasury: 'treasury',
};

/** `26` is space 26 of planet 0; `1.26` is space 26 of planet 1. */
function parseWhere(text: string): { planet: number; space: number } {
  const [a, b] = text.split('.');
  return b === undefined
    ? { planet: 0, space: Number(a) }
    : { planet: Number(a), space: Number(b) };
}

/**
 * Builds a state in play from a short description, one section per player separated by `;`:
 *
 * ```
 * position('p0: r1@26 r2@orbit:3 f@13 factory@27; p1: r3@40:2 f@41 drillCannon@28[ready,aim=40] treasury@29[points=2]')
 * ```
 *
 * - `r<id>@<where>[:<hp>]`: a Rover (hp defaults to 5), `@orbit` for orbit;
 * - `f@<where>`: a Fortification;
 * - `<structure>@<where>[:<hp>][[flags]]`: a Building; flags `ready`, `aim=<space>`, `points=<n>`;
 * - `<where>` is a space id on planet 0, or `<planet>.<space>`.
 *
 * The player to act is `options.current` (default 0); `nextRoverId` follows the highest id.
 */
export function position(description: string, options: PositionOptions = {}): GameState {
  const players = options.players ?? 2;
  const planets = options.planets ?? 1;
  const base = createGame(
    { players, planets, turnLimit: options.turnLimit ?? null },
    scriptedRng([6, ...new Array(players - 1).fill(1)]),
  );
  const rovers: Rover[] = [];
  const buildings: Building[] = [];
  const forts = base.planets.map(() => new Array<number | null>(board.spaces.length).fill(null));
  for (const section of description
    .split(';')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const match = /^p(\d+):(.*)$/.exec(section);
    if (!match) throw new Error(`position: bad section "${section}"`);
    const owner = Number(match[1]);
    for (const token of match[2]!.trim().split(/\s+/).filter(Boolean)) {
      const rover = /^r(\d+)@([\d.]+|orbit)(?::(\d))?$/.exec(token);
      const fort = /^f@([\d.]+)$/.exec(token);
      const building = /^(\w+)@([\d.]+)(?::(\d))?(?:\[([^\]]*)\])?$/.exec(token);
      if (rover) {
        rovers.push({
          id: Number(rover[1]),
          owner,
          hp: rover[3] ? Number(rover[3]) : 5,
          location: rover[2] === 'orbit' ? 'orbit' : parseWhere(rover[2]!),
        });
      } else if (fort) {
        const { planet, space } = parseWhere(fort[1]!);
        forts[planet]![space] = owner;
      } else if (building && STRUCTURE_NAMES[building[1]!]) {
        const structure = STRUCTURE_NAMES[building[1]!]!;
        const { planet, space } = parseWhere(building[2]!);
        const hp = building[3] ? Number(building[3]) : 5;
        const flags = (building[4] ?? '').split(',').filter(Boolean);
        const flag = (name: string) => flags.find((f) => f === name || f.startsWith(`${name}=`));
        const value = (name: string) => Number(flag(name)?.split('=')[1]);
        const common = { owner, planet, space, hp };
        if (structure === 'drillCannon') {
          buildings.push({
            structure,
            ...common,
            ready: flag('ready') !== undefined,
            aim: flag('aim') ? value('aim') : null,
          });
        } else if (structure === 'treasury') {
          buildings.push({ structure, ...common, points: flag('points') ? value('points') : 0 });
        } else {
          buildings.push({ structure, ...common });
        }
      } else {
        throw new Error(`position: bad token "${token}"`);
      }
    }
  }
  rovers.sort((a, b) => a.id - b.id);
  const out = new Set(options.out ?? []);
  return {
    ...base,
    status: 'playing',
    firstPlayer: 0,
    currentPlayer: options.current ?? 0,
    turn: options.turn ?? 0,
    actionsThisTurn: options.actionsThisTurn ?? 0,
    players: base.players.map((_, i) => ({ inGame: !out.has(i) })),
    planets: base.planets.map((p, i) => ({ ...p, fortifications: forts[i]! })),
    rovers,
    buildings,
    nextRoverId: Math.max(0, ...rovers.map((r) => r.id)) + 1,
  };
}
