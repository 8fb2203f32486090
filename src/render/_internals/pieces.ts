import { board } from '../../board/index.js';
import type { Rover } from '../../rules/index.js';
import { INK } from './palette.js';
import { EDGE_VIEWS, type Point, type SpaceView } from './projection.js';
import { el, num, pathOf, textEl } from './xml.js';

// The glyphs of pieces: Rovers and Fortifications here, Buildings in buildings.ts. Each is a <g>
// whose class and data attributes name the piece, so that tests and stylesheets can find it, with
// a <title> that browsers show as a tooltip.

/** Who owns a piece, as the picture shows them. */
export interface Owner {
  readonly color: string;
  readonly name: string;
}

/** White text with a dark rim: legible on every player colour. */
export function onColor(x: number, y: number, size: number, text: string): string {
  return textEl(
    'text',
    {
      x: num(x),
      y: num(y),
      'font-size': size,
      'font-weight': 'bold',
      fill: '#ffffff',
      stroke: INK.dark,
      'stroke-width': 2.4,
      'paint-order': 'stroke',
    },
    text,
  );
}

/** Dark text with a white halo, for small tags over the board. */
export function tag(x: number, y: number, size: number, text: string): string {
  return textEl(
    'text',
    {
      x: num(x),
      y: num(y),
      'font-size': size,
      'font-weight': 'bold',
      fill: INK.text,
      stroke: '#ffffff',
      'stroke-width': 2.6,
      'paint-order': 'stroke',
    },
    text,
  );
}

/**
 * A Rover: an owner-coloured disc with its hit points, its id (`r3`) underneath. Class `rover` on
 * a planet, `orbit-rover` in the orbit panel. In 2024-12 (ruling R52) `facing` is the middle of
 * the edge the Rover faces on the page: an arrow in the owner's colour juts from the disc
 * towards it.
 */
export function roverGlyph(
  rover: Rover,
  [x, y]: Point,
  owner: Owner,
  radius: number,
  cls: 'rover' | 'orbit-rover' = 'rover',
  facing?: Point,
): string {
  const faces =
    facing === undefined || rover.facing === undefined ? '' : `, facing ${rover.facing}`;
  return el(
    'g',
    {
      class: cls,
      'data-rover': rover.id,
      'data-owner': rover.owner,
      'data-hp': rover.hp,
      'data-facing': facing === undefined ? undefined : rover.facing,
    },
    [
      textEl('title', {}, `r${rover.id}: Rover of ${owner.name}, ${rover.hp} hp${faces}`),
      ...(facing === undefined ? [] : [facingArrow([x, y], facing, radius, owner)]),
      el('circle', {
        cx: num(x),
        cy: num(y),
        r: radius,
        fill: owner.color,
        stroke: INK.dark,
        'stroke-width': 1.5,
      }),
      onColor(x, y + radius * 0.42, radius * 1.15, String(rover.hp)),
      tag(x, y + radius + 9, 9, `r${rover.id}`),
    ],
  );
}

/**
 * How far past a Rover's disc its facing arrow reaches at most: on a triangle the arrow stops
 * short of the edge, on an HQ (where the edge is far) it stays a pointer.
 */
const ARROW_REACH = 24;

/**
 * The arrow of a Rover's facing (2024-12, ruling R52): a wedge from under the disc towards the
 * middle of the faced edge, drawn first so that the disc covers its base.
 */
function facingArrow([x, y]: Point, [ex, ey]: Point, radius: number, owner: Owner): string {
  const length = Math.hypot(ex - x, ey - y);
  const [dx, dy] = [(ex - x) / length, (ey - y) / length];
  const reach = Math.min(length - 2.5, radius + ARROW_REACH);
  const tip: Point = [x + dx * reach, y + dy * reach];
  const half = radius * 0.5;
  // The base lies inside the disc, so only the point shows beyond it.
  const base: Point = [x + dx * (radius * 0.3), y + dy * (radius * 0.3)];
  const left: Point = [base[0] - dy * half, base[1] + dx * half];
  const right: Point = [base[0] + dy * half, base[1] - dx * half];
  return el('path', {
    class: 'facing',
    d: pathOf([tip, left, right]),
    fill: owner.color,
    stroke: INK.dark,
    'stroke-width': 1.5,
    'stroke-linejoin': 'round',
  });
}

/** A Fortification: the space's outline drawn again inside it, thick, in the owner's colour. */
export function fortificationGlyph(view: SpaceView, ownerIndex: number, owner: Owner): string {
  const [ax, ay] = view.anchor;
  const inset = view.outline.map(([x, y]): Point => [ax + (x - ax) * 0.8, ay + (y - ay) * 0.8]);
  return el('g', { class: 'fortification', 'data-space': view.id, 'data-owner': ownerIndex }, [
    textEl('title', {}, `Fortification of ${owner.name} on ${view.id}`),
    el('path', {
      d: pathOf(inset),
      fill: owner.color,
      'fill-opacity': 0.16,
      stroke: owner.color,
      'stroke-width': 3.5,
      'stroke-linejoin': 'round',
    }),
  ]);
}

/**
 * A Fortification on an edge (2024-12, ruling R56): a wall, a thick stroke in the owner's colour
 * with a dark rim along the edge, in each disc that draws one of its two spaces.
 */
export function wallGlyph(edge: number, ownerIndex: number, owner: Owner): string {
  const [space, across] = board.edges[edge]!.spaces;
  const strokes = EDGE_VIEWS[edge]!.flatMap(({ ends: [a, b] }) => {
    // A little short of the corners, so that walls meeting at a corner read as two.
    const [ax, ay] = [a[0] + (b[0] - a[0]) * 0.06, a[1] + (b[1] - a[1]) * 0.06];
    const [bx, by] = [b[0] + (a[0] - b[0]) * 0.06, b[1] + (a[1] - b[1]) * 0.06];
    const at = { x1: num(ax), y1: num(ay), x2: num(bx), y2: num(by), 'stroke-linecap': 'round' };
    return [
      el('line', { ...at, stroke: INK.dark, 'stroke-width': 9 }),
      el('line', { ...at, stroke: owner.color, 'stroke-width': 6 }),
    ];
  });
  return el(
    'g',
    {
      class: 'fortification',
      'data-edge': edge,
      'data-space': space,
      'data-across': across,
      'data-owner': ownerIndex,
    },
    [
      textEl('title', {}, `Fortification of ${owner.name} on the edge ${space}/${across}`),
      ...strokes,
    ],
  );
}
