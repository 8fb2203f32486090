import { board } from '../../board/index.js';
import type { Building, GameState, Rover } from '../../rules/index.js';
import { lastMarks } from './last.js';
import { INK } from './palette.js';
import { aimGlyph, buildingGlyph, fortificationGlyph, type Owner, roverGlyph } from './pieces.js';
import { BAND_VIEWS, DISCS, type Disc, R, SPACE_VIEWS, type SpaceView } from './projection.js';
import { el, num, pathOf, textEl } from './xml.js';

// The two discs of one planet, drawn in layers: spaces, last-action outlines, Fortifications,
// lines of fire, labels, pieces, crosshairs.

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
  return el('line', {
    class: cls,
    x1: num(a.anchor[0]),
    y1: num(a.anchor[1]),
    x2: num(b.anchor[0]),
    y2: num(b.anchor[1]),
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
  for (const b of buildings) {
    const [x, y] = SPACE_VIEWS[b.space]!.anchor;
    out.push(buildingGlyph(b, [x, y], ctx.owner(b.owner)));
  }
  for (const r of rovers) {
    if (r.location === 'orbit') continue;
    const view = SPACE_VIEWS[r.location.space]!;
    const hq = board.spaces[view.id]!.kind === 'hq';
    const [x, y] = view.anchor;
    out.push(roverGlyph(r, [x, y + (hq ? 2 : 4)], ctx.owner(r.owner), hq ? 13 : 10));
  }
  return out;
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
  p.fortifications.forEach((owner, space) => {
    if (owner !== null) out.push(fortificationGlyph(SPACE_VIEWS[space]!, owner, ctx.owner(owner)));
  });
  if (marks.shot) {
    const [from, to] = marks.shot;
    out.push(line(SPACE_VIEWS[from]!, SPACE_VIEWS[to]!, INK.dark, 'shot', '2 5'));
  }
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
