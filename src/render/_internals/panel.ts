import { type Building, type GameState, rulesetOf } from '../../rules/index.js';
import { wrap } from './caption.js';
import { type NameOf, whereText } from './describe.js';
import { key } from './key.js';
import { INK, STRUCTURE_LETTER } from './palette.js';
import { heading, text } from './panel-text.js';
import { type Owner, roverGlyph } from './pieces.js';
import { el } from './xml.js';

// The side panel: the players, the Rovers in orbit, the planet, and a key to the glyphs.

/** Where the panel goes and what it needs to know. */
export interface PanelContext {
  readonly state: GameState;
  readonly planet: number;
  readonly x: number;
  readonly top: number;
  readonly width: number;
  readonly owner: (player: number) => Owner;
  readonly nameOf: NameOf;
}

const ORBIT_PER_ROW = 9;

/** A name cut to fit the panel; tooltips and captions keep it whole. */
function clip(name: string, width: number): string {
  const chars = [...name];
  return chars.length <= width ? name : `${chars.slice(0, width - 1).join('')}…`;
}
const ORBIT_STEP = 36;

/** A Building in the position helper's notation: `C@0.27 5hp ready`, `T@28 4hp 2pt`. */
function buildingNote(state: GameState, b: Building): string {
  const at = `${STRUCTURE_LETTER[b.structure]}@${whereText(state, b.planet, b.space)} ${b.hp}hp`;
  if (b.structure === 'treasury') return `${at} ${b.points}pt`;
  // 2026-06 (ruling R42): a Factory's build points.
  if (b.structure === 'factory' && b.points !== undefined) return `${at} ${b.points}bp`;
  if (b.structure === 'drillCannon' && b.ready) return `${at} ready`;
  // 2024-12 (ruling R63): the power-ups taken, of the three a Fire needs.
  if (b.structure === 'drillCannon' && b.power !== undefined) {
    return `${at} power ${b.power}/${rulesetOf(state).cannonPowerUp}`;
  }
  return at;
}

function playerTag(state: GameState, player: number): string {
  if (state.status === 'finished')
    return state.winners.includes(player) ? 'winner' : state.players[player]!.inGame ? '' : 'out';
  if (!state.players[player]!.inGame) return 'out';
  return state.currentPlayer === player ? 'to act' : '';
}

function players(ctx: PanelContext, y0: number): { parts: string[]; y: number } {
  const { state, x, width } = ctx;
  const parts = [heading(x, y0, 'Players')];
  let y = y0 + 30;
  for (let p = 0; p < state.options.players; p++) {
    const mine = state.rovers.filter((r) => r.owner === p);
    const here = mine.filter(
      (r) => r.location !== 'orbit' && r.location.planet === ctx.planet,
    ).length;
    const orbit = mine.filter((r) => r.location === 'orbit').length;
    const buildings = state.buildings.filter((b) => b.owner === p);
    const tag = playerTag(state, p);
    const inGame = state.players[p]!.inGame;
    const rows = [
      el('circle', {
        cx: x + 11,
        cy: y - 5,
        r: 10,
        fill: ctx.owner(p).color,
        stroke: INK.dark,
        'stroke-width': 1.5,
        opacity: inGame ? 1 : 0.4,
      }),
      text(x + 30, y, 16, clip(ctx.nameOf(p), 26), {
        'font-weight': 'bold',
        ...(inGame ? {} : { fill: INK.muted, 'text-decoration': 'line-through' }),
      }),
      text(
        x + 30,
        y + 18,
        12.5,
        `Rovers: ${mine.length} (${here} on this planet, ${orbit} in orbit)`,
        { fill: INK.muted },
      ),
    ];
    if (tag)
      rows.push(
        text(x + width, y, 14, tag, {
          'text-anchor': 'end',
          'font-weight': 'bold',
          fill: tag === 'out' ? INK.muted : INK.text,
        }),
      );
    let h = 44;
    if (buildings.length > 0) {
      const list = `Buildings: ${buildings.map((b) => buildingNote(state, b)).join(', ')}`;
      for (const line of wrap(list, 48)) {
        rows.push(text(x + 30, y + h - 10, 12.5, line, { fill: INK.muted }));
        h += 16;
      }
    }
    const attrs = {
      class: 'player',
      'data-player': p,
      'data-in-game': String(inGame),
      'data-tag': tag || undefined,
    };
    parts.push(el('g', attrs, rows));
    y += h;
  }
  return { parts, y };
}

/**
 * The groups of Rovers in orbit, in order: by owner, and in 2026-06 (ruling R40) by the planet
 * they orbit (`orbit` undefined in 2025-01, where orbit belongs to no planet).
 */
function orbitGroups(state: GameState): { owner: number; planet: number | undefined }[] {
  const keys = new Map<string, { owner: number; planet: number | undefined }>();
  for (const r of state.rovers) {
    if (r.location !== 'orbit') continue;
    keys.set(`${r.owner}/${r.orbit ?? ''}`, { owner: r.owner, planet: r.orbit });
  }
  return [...keys.values()].sort((a, b) => a.owner - b.owner || (a.planet ?? 0) - (b.planet ?? 0));
}

function orbit(ctx: PanelContext, y0: number): { parts: string[]; y: number } {
  const { state, x } = ctx;
  const parts = [heading(x, y0, 'In orbit')];
  let y = y0 + 28;
  const groups = orbitGroups(state);
  if (groups.length === 0) {
    parts.push(text(x, y, 13, 'No Rovers in orbit.', { fill: INK.muted }));
    return { parts, y: y + 24 };
  }
  for (const { owner, planet } of groups) {
    const rovers = state.rovers.filter(
      (r) => r.owner === owner && r.location === 'orbit' && r.orbit === planet,
    );
    const over = planet === undefined ? '' : ` over planet ${planet}`;
    const glyphs = [
      text(x, y, 13, `${clip(ctx.nameOf(owner), 40)}${over}`, { 'font-weight': 'bold' }),
    ];
    y += 22;
    rovers.forEach((r, i) => {
      const col = i % ORBIT_PER_ROW;
      if (i > 0 && col === 0) y += 40;
      glyphs.push(
        roverGlyph(r, [x + 14 + col * ORBIT_STEP, y], ctx.owner(owner), 11, 'orbit-rover'),
      );
    });
    const attrs = { class: 'orbit', 'data-owner': owner, 'data-orbit': planet };
    parts.push(el('g', attrs, glyphs));
    y += 42;
  }
  return { parts, y };
}

function planetInfo(ctx: PanelContext, y0: number): { parts: string[]; y: number } {
  const { state, x, planet } = ctx;
  const p = state.planets[planet]!;
  const total = state.options.planets;
  const others = state.planets.flatMap((q, i) =>
    i === planet ? [] : [`planet ${i}${q.destroyed ? ' (destroyed)' : ''}`],
  );
  // 2024-12 counts no cannon shots (ruling R63: no planet roll); its walls are counted instead.
  const walls = p.edgeFortifications?.filter((owner) => owner !== null).length;
  const lines = [
    walls === undefined
      ? `Drill Cannon shots fired here: ${p.cannonShots}`
      : `Fortifications on edges: ${walls}`,
    ...(p.destroyed ? ['Destroyed: nothing can go there.'] : []),
    ...(others.length > 0 ? wrap(`Other planets: ${others.join(', ')}`, 46) : []),
  ];
  const parts = [heading(x, y0, `Planet ${planet}${total > 1 ? ` of ${total}` : ''}`)];
  let y = y0 + 4;
  for (const line of lines) {
    y += 20;
    parts.push(text(x, y, 13, line, { fill: INK.muted }));
  }
  return {
    parts: [
      el(
        'g',
        { class: 'planet', 'data-planet': planet, 'data-destroyed': String(p.destroyed) },
        parts,
      ),
    ],
    y: y + 14,
  };
}

/** The whole panel; returns markup and where it ends. */
export function panel(ctx: PanelContext): { markup: string; bottom: number } {
  const out: string[] = [];
  let y = ctx.top;
  const edges = rulesetOf(ctx.state).fortificationsOn === 'edges';
  const sections = [
    players,
    orbit,
    planetInfo,
    (c: PanelContext, y0: number) => key(c.x, y0, edges),
  ];
  for (const section of sections) {
    const s = section(ctx, y + 10);
    out.push(...s.parts);
    y = s.y + 14;
  }
  return { markup: el('g', { class: 'panel' }, out), bottom: y };
}
