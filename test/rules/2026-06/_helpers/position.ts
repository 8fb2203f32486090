import { board } from '../../../../src/board/index.js';
import type {
  Building,
  GameState,
  PlayerIndex,
  Rover,
  Structure,
} from '../../../../src/rules/index.js';
import { rulesetNamed, STRUCTURES } from '../../../../src/rules/index.js';

// A 2026-06 position builder that does not go through the record notation (which has no 2026-06
// fields yet): it writes the state object directly, in the field order the rules create.

const RULES = rulesetNamed('2026-06');

/** Extra settings of a hand-built 2026-06 position. */
export interface Position26Options {
  players?: number;
  /** Defaults to the table's count for the players (ruling R33). */
  planets?: number;
  current?: number;
  actionsThisTurn?: number;
  turn?: number;
  turnLimit?: number | null;
  /** Players already out of the game. */
  out?: number[];
  /** Captured Treasury points of the current turn (ruling R47). */
  captured?: number;
  /** Planets destroyed (with cannonShots 1). */
  destroyed?: number[];
}

/**
 * A 2026-06 state in play, one section per player separated by `;`:
 *
 * ```
 * position26('p0: r1@26 r2@orbit1:2 f@13 factory@27[points=3]; p1: r3@1.40 drillCannon@28[ready,aim=40]')
 * ```
 *
 * - `r<id>@<where>[:<hp>]`: a Rover (hp defaults to 3); `@orbit<planet>` for the orbit of a planet;
 * - `f@<where>`: a Fortification;
 * - `<structure>@<where>[:<hp>][[flags]]`: a Building (hp 5); flags `points=<n>` (Factory and
 *   Treasury, default 0), `ready`, `aim=<space>`;
 * - `<where>` is a space id on planet 0, or `<planet>.<space>`.
 *
 * Player 0 won the roll-off and placed first; `nextRoverId` follows the highest id.
 */
export function position26(description: string, options: Position26Options = {}): GameState {
  const players = options.players ?? 2;
  const planets = options.planets ?? RULES.planetsByPlayers![players]!;
  const out = new Set(options.out ?? []);
  const destroyed = new Set(options.destroyed ?? []);
  const forts: (PlayerIndex | null)[][] = Array.from({ length: planets }, () =>
    new Array(board.spaces.length).fill(null),
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
    if (!match) throw new Error(`position26: bad section "${section}"`);
    const owner = Number(match[1]);
    for (const token of match[2]!.trim().split(/\s+/).filter(Boolean)) {
      const rover = /^r(\d+)@([\d.]+|orbit\d+)(?::(\d))?$/.exec(token);
      const fort = /^f@([\d.]+)$/.exec(token);
      const building = /^(\w+)@([\d.]+)(?::(\d))?(?:\[([^\]]*)\])?$/.exec(token);
      if (rover) {
        const hp = rover[3] ? Number(rover[3]) : RULES.hp.rover;
        const id = Number(rover[1]);
        rovers.push(
          rover[2]!.startsWith('orbit')
            ? { id, owner, hp, location: 'orbit', orbit: Number(rover[2]!.slice(5)) }
            : { id, owner, hp, location: at(rover[2]!) },
        );
      } else if (fort) {
        const { planet, space } = at(fort[1]!);
        forts[planet]![space] = owner;
      } else if (building && (STRUCTURES as readonly string[]).includes(building[1]!)) {
        const structure = building[1] as Structure;
        const { planet, space } = at(building[2]!);
        const hp = building[3] ? Number(building[3]) : RULES.hp.building;
        const flags = (building[4] ?? '').split(',').filter(Boolean);
        const points = Number(flags.find((f) => f.startsWith('points='))?.slice(7) ?? 0);
        const aim = flags.find((f) => f.startsWith('aim='));
        const base = { owner, planet, space, hp };
        buildings.push(
          structure === 'drillCannon'
            ? {
                structure,
                ...base,
                ready: aim !== undefined || flags.includes('ready'),
                aim: aim === undefined ? null : Number(aim.slice(4)),
              }
            : structure === 'factory' || structure === 'treasury'
              ? { structure, ...base, points }
              : { structure, ...base },
        );
      } else {
        throw new Error(`position26: bad token "${token}"`);
      }
    }
  }
  rovers.sort((a, b) => a.id - b.id);
  return {
    version: 1,
    options: {
      players,
      planets,
      turnLimit: options.turnLimit ?? null,
      ruleset: '2026-06',
    },
    status: 'playing',
    firstPlayer: 0,
    currentPlayer: options.current ?? 0,
    turn: options.turn ?? 0,
    actionsThisTurn: options.actionsThisTurn ?? 0,
    players: Array.from({ length: players }, (_, p) => ({ inGame: !out.has(p) })),
    planets: forts.map((fortifications, i) => ({
      destroyed: destroyed.has(i),
      cannonShots: destroyed.has(i) ? 1 : 0,
      fortifications,
    })),
    rovers,
    buildings,
    nextRoverId: Math.max(0, ...rovers.map((r) => r.id)) + 1,
    rollOff: [[6, ...new Array(players - 1).fill(1)]],
    winners: [],
    last: null,
    placesFirst: 0,
    captured: options.captured ?? 0,
  };
}
