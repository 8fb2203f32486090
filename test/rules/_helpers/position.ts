import { parsePosition } from '../../../src/record/index.js';
import type { GameState } from '../../../src/rules/index.js';
import { STRUCTURES } from '../../../src/rules/index.js';

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
 * The description is translated into the public position string (docs/notation.md, `positionText`)
 * and read with `parsePosition`. Like the hand builder it replaced, it does not run
 * `validateState`: a few tests build positions the rules could never reach (a Factory on a
 * triangle), which `parsePosition` would refuse.
 */
export function position(description: string, options: PositionOptions = {}): GameState {
  return parsePosition(positionText(description, options), { validate: false });
}

/** The position string (docs/notation.md) of a `position()` description. */
export function positionText(description: string, options: PositionOptions = {}): string {
  const players = options.players ?? 2;
  const planets = options.planets ?? 1;
  const out = new Set(options.out ?? []);
  const pieces: string[][] = Array.from({ length: players }, (_, p) => (out.has(p) ? ['out'] : []));
  const buildings: string[] = [];
  let highest = 0;
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
        highest = Math.max(highest, Number(rover[1]));
        pieces[owner]!.push(`r${rover[1]}@${rover[2]}${rover[3] ? `h${rover[3]}` : ''}`);
      } else if (fort) {
        pieces[owner]!.push(token);
      } else if (building && (STRUCTURES as readonly string[]).includes(building[1]!)) {
        // Aimed implies ready; a Treasury's or a cannon's one flag is written as it is.
        const flags = (building[4] ?? '').split(',').filter(Boolean);
        const flag = flags.find((f) => f.startsWith('aim=')) ?? flags[0];
        const hp = building[3] ? `h${building[3]}` : '';
        buildings.push(`p${owner}:${building[1]}@${building[2]}${hp}${flag ? `[${flag}]` : ''}`);
      } else {
        throw new Error(`position: bad token "${token}"`);
      }
    }
  }
  const header = [
    'playing',
    `players:${players}`,
    `planets:${planets}`,
    ...(options.turnLimit == null ? [] : [`limit:${options.turnLimit}`]),
    `turn:${options.turn ?? 0}.${options.actionsThisTurn ?? 0}`,
    'first:p0',
    `act:p${options.current ?? 0}`,
    `next:r${highest + 1}`,
    `rolloff:${[6, ...new Array(players - 1).fill(1)].join(',')}`,
  ].join(' ');
  return [
    header,
    ...pieces.map((tokens, p) => [`p${p}:`, ...tokens].join(' ')),
    ...(buildings.length > 0 ? [`buildings: ${buildings.join(' ')}`] : []),
  ].join(' / ');
}
