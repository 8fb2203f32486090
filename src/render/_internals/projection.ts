import { board, spaceEdges, type Vec3 } from '../../board/index.js';

// The page layout of one planet: two discs, azimuthal equidistant projections about each pole,
// as in docs/board-net.svg. The north is seen from above (+z towards the viewer), the south from
// below; in both, what runs counter-clockwise seen from outside the globe runs counter-clockwise
// on the page and azimuth 0 (+x) points right. Every space is drawn in the disc of its centre's
// hemisphere; the band of the other hemisphere next to the equator is outlined faintly.

/** A point on the page, in viewBox units. */
export type Point = readonly [number, number];

/** Disc radius: the distance from a pole to the equator. */
export const R = 310;
/** How far past the equator the faint band of the other hemisphere reaches. */
const BAND = 48;
const MARGIN = 30;
/** Height of the page title row, then of each disc's own title. */
const HEADER = 64;
const DISC_TITLE = 50;

/** One hemisphere's disc on the page. */
export interface Disc {
  readonly pole: 1 | -1;
  readonly cx: number;
  readonly cy: number;
  readonly title: string;
}

const CY = HEADER + DISC_TITLE + R + BAND;
const NORTH_CX = MARGIN + R + BAND;

/** The north disc, then the south disc. */
export const DISCS: readonly [Disc, Disc] = [
  { pole: 1, cx: NORTH_CX, cy: CY, title: 'North, seen from above' },
  { pole: -1, cx: NORTH_CX + 2 * (R + BAND) + 24, cy: CY, title: 'South, seen from below' },
];

/** Where the discs end: the right edge and the bottom of the band around them. */
export const DISCS_RIGHT = DISCS[1].cx + R + BAND;
export const DISCS_BOTTOM = CY + R + BAND;

/** Page position of a point of the sphere in a disc. */
export function project(p: Vec3, disc: Disc): Point {
  const n = Math.hypot(p[0], p[1], p[2]);
  const fromPole = Math.acos(Math.max(-1, Math.min(1, (disc.pole * p[2]) / n)));
  const r = (fromPole / (Math.PI / 2)) * R;
  const az = Math.atan2(p[1], p[0]);
  // Seen from below, the y axis points down the page so that the view stays a rotation.
  return [disc.cx + r * Math.cos(az), disc.cy - disc.pole * r * Math.sin(az)];
}

/** The centre of the circle inscribed in a triangle: the roomiest point for a piece. */
function incenter([a, b, c]: readonly Point[]): Point {
  const la = Math.hypot(b![0] - c![0], b![1] - c![1]);
  const lb = Math.hypot(a![0] - c![0], a![1] - c![1]);
  const lc = Math.hypot(a![0] - b![0], a![1] - b![1]);
  const p = la + lb + lc;
  return [(la * a![0] + lb * b![0] + lc * c![0]) / p, (la * a![1] + lb * b![1] + lc * c![1]) / p];
}

function average(points: readonly Point[]): Point {
  const x = points.reduce((s, p) => s + p[0], 0) / points.length;
  const y = points.reduce((s, p) => s + p[1], 0) / points.length;
  return [x, y];
}

/** A space as drawn in one disc: its outline and the point its label and pieces centre on. */
export interface SpaceView {
  readonly id: number;
  readonly disc: Disc;
  readonly outline: readonly Point[];
  readonly anchor: Point;
}

function viewIn(id: number, disc: Disc): SpaceView {
  const outline = board.spaces[id]!.vertices.map((v) => project(board.vertices[v]!, disc));
  const anchor = outline.length === 3 ? incenter(outline) : average(outline);
  return { id, disc, outline, anchor };
}

/** Per space id: its view in the disc of its own hemisphere. */
export const SPACE_VIEWS: readonly SpaceView[] = board.spaces.map((s) =>
  viewIn(s.id, s.center[2] > 0 ? DISCS[0] : DISCS[1]),
);

/** Per disc: the spaces of the other hemisphere hugging the equator, drawn faintly there. */
export const BAND_VIEWS: readonly (readonly SpaceView[])[] = DISCS.map((disc) =>
  board.spaces
    .filter((s) => disc.pole * s.center[2] < 0 && Math.abs(s.center[2]) < 0.05)
    .map((s) => viewIn(s.id, disc)),
);

/** One edge as drawn in one disc: its two ends on the page. */
export interface EdgeView {
  readonly edge: number;
  readonly disc: Disc;
  readonly ends: readonly [Point, Point];
}

/**
 * Per edge id (the index in `board.edges`): the edge as drawn along the outlines of its two
 * spaces, once per disc that draws one of them. An edge on the equator between a space drawn in
 * the north disc and one drawn in the south has two views; every other edge has one.
 */
export const EDGE_VIEWS: readonly (readonly EdgeView[])[] = board.edges.map((_, edge) => {
  const views: EdgeView[] = [];
  for (const space of board.edges[edge]!.spaces) {
    const view = SPACE_VIEWS[space]!;
    if (views.some((v) => v.disc === view.disc)) continue;
    views.push({ edge, disc: view.disc, ends: edgeEnds(view, edge) });
  }
  return views;
});

/**
 * The ends of an edge of a space on the page, from its outline: `spaceEdges[s][k]` joins the
 * space's corners `k` and `k + 1`.
 */
function edgeEnds(view: SpaceView, edge: number): readonly [Point, Point] {
  const k = spaceEdges[view.id]!.indexOf(edge);
  const n = view.outline.length;
  return [view.outline[k]!, view.outline[(k + 1) % n]!];
}

/**
 * The middle of the edge of `space` across which lies its neighbour `across`, in the disc that
 * draws `space`: where a Rover on `space` facing `across` points (2024-12, ruling R52).
 */
export function edgeMiddle(space: number, across: number): Point {
  const view = SPACE_VIEWS[space]!;
  const k = board.spaces[space]!.neighbors.indexOf(across);
  const n = view.outline.length;
  const a = view.outline[k]!;
  const b = view.outline[(k + 1) % n]!;
  return [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
}
