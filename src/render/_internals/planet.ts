import { board, edgeBetween } from '../../board/index.js';
import { type Building, type GameState, type Rover, rulesetOf } from '../../rules/index.js';
import { aimGlyph, buildingGlyph } from './buildings.js';
import { lastMarks, type ShotMark } from './last.js';
import { INK } from './palette.js';
import { fortificationGlyph, type Owner, roverGlyph, wallGlyph } from './pieces.js';
import {
  BAND_VIEWS,
  DISCS,
  type Disc,
  EDGE_VIEWS,
  edgeMiddle,
  type Point,
  R,
  SPACE_VIEWS,
  type SpaceView,
} from './projection.js';
import { el, num, pathOf, textEl } from './xml.js';

// The two discs of one planet, drawn in layers: spaces, last-action outlines, Fortifications
// (on spaces, or in 2024-12 walls on edges), lines of fire, labels, pieces, crosshairs.

/** What every drawing function needs to know. */
export interface PlanetContext {
  readonly state: GameState;
  readonly planet: number;
  readonly labels: boolean;
  readonly owner: (player: number) => Owner;
}

function spaceFill(id: number, destroyed: boolean): string {
  const s = board.spaces[id]!;
  if (!s.playable) return INK.offBoard;
  if (destroyed) return INK.destroyed;
  return s.kind === 'hq' ? INK.hq : INK.triangle;
}

function spacePath(view: SpaceView, destroyed: boolean): string {
  const s = board.spaces[view.id]!;
  const what = `${s.kind === 'hq' ? 'HQ' : 'triangle'} ${s.id}${s.playable ? '' : ', off the board'}`;
  return el(
    'path',
    {
      class: 'space',
      'data-space': s.id,
      'data-kind': s.kind,
      'data-playable': String(s.playable),
      d: pathOf(view.outline),
      fill: spaceFill(s.id, destroyed),
      stroke: INK.stroke,
      'stroke-width': 1.2,
      'stroke-linejoin': 'round',
    },
    [textEl('title', {}, what)],
  );
}

function discFrame(disc: Disc, index: number): string[] {
  const out = [
    el('circle', {
      cx: disc.cx,
      cy: disc.cy,
      r: R,
      fill: 'none',
      stroke: INK.ghost,
      'stroke-dasharray': '6 4',
    }),
  ];
  for (const v of BAND_VIEWS[index]!) {
    out.push(
      el('path', {
        class: 'band',
        d: pathOf(v.outline),
        fill: 'none',
        stroke: INK.ghost,
        'stroke-width': 0.8,
        'stroke-dasharray': '3 3',
      }),
      textEl(
        'text',
        { x: num(v.anchor[0]), y: num(v.anchor[1] + 3.5), 'font-size': 10, fill: INK.ghost },
        String(v.id),
      ),
    );
  }
  out.push(
    textEl(
      'text',
      { x: disc.cx, y: disc.cy - R - 62, 'font-size': 17, 'font-weight': 'bold', fill: INK.text },
      disc.title,
    ),
  );
  return out;
}

function label(view: SpaceView, occupied: boolean): string {
  const s = board.spaces[view.id]!;
  const hq = s.kind === 'hq';
  const size = hq ? 15 : 11;
  const dy = occupied ? (hq ? -25 : -12) : size * 0.36;
  return textEl(
    'text',
    {
      class: 'label',
      'data-space': s.id,
      x: num(view.anchor[0]),
      y: num(view.anchor[1] + dy),
      'font-size': size,
      'font-weight': hq ? 'bold' : undefined,
      fill: s.playable ? INK.label : INK.offLabel,
    },
    String(s.id),
  );
}

function line(a: SpaceView, b: SpaceView, color: string, cls: string, dash: string): string {
  // A line between discs would cross the page meaninglessly: only within one disc.
  if (a.disc !== b.disc) return '';
  return lineTo(a.anchor, b.anchor, color, cls, dash);
}

function lineTo(a: Point, b: Point, color: string, cls: string, dash: string): string {
  return el('line', {
    class: cls,
    x1: num(a[0]),
    y1: num(a[1]),
    x2: num(b[0]),
    y2: num(b[1]),
    stroke: color,
    'stroke-width': 2.5,
    'stroke-dasharray': dash,
    'stroke-linecap': 'round',
    opacity: 0.85,
  });
}

function pieces(
  ctx: PlanetContext,
  rovers: readonly Rover[],
  buildings: readonly Building[],
): string[] {
  const out: string[] = [];
  const cannonPower = rulesetOf(ctx.state).cannonPowerUp;
  for (const b of buildings) {
    const [x, y] = SPACE_VIEWS[b.space]!.anchor;
    out.push(buildingGlyph(b, [x, y], ctx.owner(b.owner), cannonPower));
  }
  for (const r of rovers) {
    if (r.location === 'orbit') continue;
    const view = SPACE_VIEWS[r.location.space]!;
    const hq = board.spaces[view.id]!.kind === 'hq';
    const [x, y] = view.anchor;
    // 2024-12 (ruling R52): the arrow points at the middle of the edge the Rover faces.
    const facing = r.facing === undefined ? undefined : edgeMiddle(view.id, r.facing);
    out.push(
      roverGlyph(r, [x, y + (hq ? 2 : 4)], ctx.owner(r.owner), hq ? 13 : 10, 'rover', facing),
    );
  }
  return out;
}

/**
 * 2024-12: an edge of the last action (a Fortification put up or shot at), outlined as spaces
 * are, under the walls: a new wall shows with a bright rim, a destroyed one leaves its mark.
 */
function lastEdge(edge: number): string {
  const [space, across] = board.edges[edge]!.spaces;
  return el(
    'g',
    { class: 'last', 'data-edge': edge, 'data-space': space, 'data-across': across },
    EDGE_VIEWS[edge]!.flatMap(({ ends: [a, b] }) => {
      const at = { x1: num(a[0]), y1: num(a[1]), x2: num(b[0]), y2: num(b[1]) };
      return [
        el('line', {
          ...at,
          stroke: INK.highlight,
          'stroke-width': 16,
          'stroke-linecap': 'round',
          'stroke-opacity': 0.9,
        }),
        el('line', { ...at, stroke: INK.dark, 'stroke-width': 2.5, 'stroke-dasharray': '7 4' }),
      ];
    }),
  );
}

/** The line of the last shot, within the shooter's disc. */
function shotLine(shot: ShotMark): string {
  const from = SPACE_VIEWS[shot.from]!;
  if (shot.across === undefined) return line(from, SPACE_VIEWS[shot.to]!, INK.dark, 'shot', '2 5');
  // 2024-12 (ruling R57): at the middle of the edge, as drawn in the shooter's disc.
  const edge = EDGE_VIEWS[edgeBetween(shot.to, shot.across)]!.find((v) => v.disc === from.disc);
  if (!edge) return '';
  const [a, b] = edge.ends;
  return lineTo(from.anchor, [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2], INK.dark, 'shot', '2 5');
}

/** Everything drawn for one planet, in paint order. */
export function drawPlanet(ctx: PlanetContext): string[] {
  const { state, planet } = ctx;
  const p = state.planets[planet]!;
  const rovers = state.rovers.filter((r) => r.location !== 'orbit' && r.location.planet === planet);
  const buildings = state.buildings.filter((b) => b.planet === planet);
  const occupied = new Set<number>();
  for (const r of rovers) if (r.location !== 'orbit') occupied.add(r.location.space);
  for (const b of buildings) occupied.add(b.space);

  const out: string[] = DISCS.flatMap(discFrame);
  out.push(
    el(
      'g',
      { class: 'spaces' },
      SPACE_VIEWS.map((v) => spacePath(v, p.destroyed)),
    ),
  );

  const marks = lastMarks(state, planet);
  for (const id of marks.spaces) {
    out.push(
      el('path', {
        class: 'last',
        'data-space': id,
        d: pathOf(SPACE_VIEWS[id]!.outline),
        fill: INK.highlight,
        'fill-opacity': 0.35,
        stroke: INK.dark,
        'stroke-width': 2.5,
        'stroke-dasharray': '7 4',
        'stroke-linejoin': 'round',
      }),
    );
  }
  for (const edge of marks.edges) out.push(lastEdge(edge));
  p.fortifications.forEach((owner, space) => {
    if (owner !== null) out.push(fortificationGlyph(SPACE_VIEWS[space]!, owner, ctx.owner(owner)));
  });
  // 2024-12 (ruling R56): Fortifications stand on edges, drawn as walls.
  p.edgeFortifications?.forEach((owner, edge) => {
    if (owner !== null) out.push(wallGlyph(edge, owner, ctx.owner(owner)));
  });
  if (marks.shot) out.push(shotLine(marks.shot));
  const aims = buildings.flatMap((b) =>
    b.structure === 'drillCannon' && b.aim !== null
      ? [{ owner: b.owner, from: b.space, to: b.aim }]
      : [],
  );
  for (const a of aims) {
    out.push(
      line(SPACE_VIEWS[a.from]!, SPACE_VIEWS[a.to]!, ctx.owner(a.owner).color, 'aim-line', '9 5'),
    );
  }
  // Crosshairs go under the labels and pieces, which have halos and stay legible over them.
  for (const a of aims) out.push(aimGlyph(SPACE_VIEWS[a.to]!, a.owner, ctx.owner(a.owner)));
  if (ctx.labels)
    out.push(
      el(
        'g',
        { class: 'labels' },
        SPACE_VIEWS.map((v) => label(v, occupied.has(v.id))),
      ),
    );
  out.push(...pieces(ctx, rovers, buildings));
  if (p.destroyed) {
    for (const disc of DISCS) {
      out.push(
        textEl(
          'text',
          {
            class: 'destroyed',
            x: disc.cx,
            y: disc.cy + 10,
            'font-size': 34,
            'font-weight': 'bold',
            fill: INK.dark,
            stroke: '#ffffff',
            'stroke-width': 5,
            'paint-order': 'stroke',
          },
          `Planet ${planet} destroyed`,
        ),
      );
    }
  }
  return out;
}
