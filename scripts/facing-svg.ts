// Draws docs/rules/facing.svg: the facing after a move in 2024-12 (ruling R54), on a triangle and
// on an HQ, from the board's own geometry.
//
//   npx tsx scripts/facing-svg.ts
//
// Each panel is the entered space seen from outside the planet, its neighbours unfolded flat
// about the edges they share with it (every length and angle true), turned so that the move
// runs up the page. The two facings `facingsAhead` allows are drawn left and right of straight
// ahead, with the angles measured from the geometry, not typed in. test/scripts/facing-svg.test.ts
// checks that the committed picture is what this script draws.

import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { board, facingsAhead, type Vec3 } from '../src/board/index.js';

const WIDTH = 1000;
const HEIGHT = 660;
/** Every edge of the snub dodecahedron has this length (in units of the circumradius). */
const EDGE_LENGTH = distance(board.vertices[0]!, board.vertices[board.spaces[0]!.vertices[1]!]!);

const COLORS = {
  ink: '#1b1b1b',
  stroke: '#264653',
  entered: '#f4e3c1',
  from: '#e3e3e3',
  dim: '#f3f3f3',
  dimStroke: '#b5b5b5',
  dimText: '#8c8c8c',
  crossed: '#264653',
  left: '#2a7fbd',
  leftFill: '#d3e6f5',
  right: '#d1495b',
  rightFill: '#f7d6da',
} as const;

/** The two moves drawn: into a triangle, and into an HQ. */
const PANELS = [
  {
    from: 7,
    to: 8,
    cx: 250,
    cy: 340,
    /** Pixels per edge length: the triangle drawn larger than the HQ. */
    edgePx: 190,
    title: 'Into a triangle: a Rover on 7 facing 8 moves ahead',
    notes: [
      'Of the three edges of 8, the two ahead are its two',
      'other edges, 60° off straight ahead.',
    ],
  },
  {
    from: 7,
    to: 26,
    cx: 745,
    cy: 350,
    edgePx: 132,
    title: 'Into an HQ: a Rover on 7 facing 26 moves ahead',
    notes: [
      'Of the five edges of 26, the two ahead meet at the far corner,',
      '36° off straight ahead; the two beside the edge crossed are 108° off.',
    ],
  },
] as const;
type Panel = (typeof PANELS)[number];

type V = readonly [number, number, number];
type P = readonly [number, number];

function sub(a: V, b: V): V {
  return [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
}
function add(a: V, b: V): V {
  return [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
}
function times(a: V, k: number): V {
  return [a[0] * k, a[1] * k, a[2] * k];
}
function dot(a: V, b: V): number {
  return a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
}
function cross(a: V, b: V): V {
  return [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
}
function unit(a: V): V {
  return times(a, 1 / Math.hypot(a[0], a[1], a[2]));
}
function distance(a: Vec3, b: Vec3): number {
  return Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
}
function mean(points: readonly V[]): V {
  return times(points.reduce<V>(add, [0, 0, 0]), 1 / points.length);
}

const fmt = (x: number): string => x.toFixed(1);
const pathOf = (points: readonly P[]): string =>
  `${points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${fmt(x)},${fmt(y)}`).join(' ')} Z`;

/** One panel: the space entered, its neighbours unfolded, the move and the two facings. */
function drawPanel(panel: Panel): string[] {
  const to = board.spaces[panel.to]!;
  const corners = to.vertices.map((v) => board.vertices[v]!);
  const center = mean(corners);
  const normal = unit(center);
  const ahead = unit(
    (() => {
      const d = sub(center, board.spaces[panel.from]!.center);
      return sub(d, times(normal, dot(d, normal)));
    })(),
  );
  // Seen from outside (the normal towards the viewer), with `ahead` up the page.
  const rightward = cross(ahead, normal);
  const scale = panel.edgePx / EDGE_LENGTH;
  const page = (p: V): P => [
    panel.cx + scale * dot(sub(p, center), rightward),
    panel.cy - scale * dot(sub(p, center), ahead),
  ];

  /** The vertices of neighbour `k` (across the edge `vertices[k]`–`vertices[k + 1]`), unfolded. */
  const unfolded = (k: number): V[] => {
    const a = to.vertices[k]!;
    const b = to.vertices[(k + 1) % to.vertices.length]!;
    const pa = board.vertices[a]!;
    const hinge = unit(sub(board.vertices[b]!, pa));
    const mid = mean([pa, board.vertices[b]!]);
    const outward = unit(sub(sub(mid, center), times(hinge, dot(sub(mid, center), hinge))));
    const face = board.spaces[to.neighbors[k]!]!;
    return face.vertices.map((v) => {
      const p = board.vertices[v]!;
      const t = dot(sub(p, pa), hinge);
      const off = sub(sub(p, pa), times(hinge, t));
      return add(add(pa, times(hinge, t)), times(outward, Math.hypot(...off)));
    });
  };

  const [left, right] = facingsAhead(panel.from, panel.to) as readonly [number, number];
  const role = (n: number) =>
    n === panel.from ? 'from' : n === left ? 'left' : n === right ? 'right' : 'other';
  const out: string[] = ['<g>'];

  // The neighbours, unfolded, then the space entered.
  to.neighbors.forEach((n, k) => {
    const shape = unfolded(k).map(page);
    const fill = {
      from: COLORS.from,
      left: COLORS.leftFill,
      right: COLORS.rightFill,
      other: COLORS.dim,
    }[role(n)];
    const stroke = role(n) === 'other' ? COLORS.dimStroke : COLORS.stroke;
    out.push(
      `<path d="${pathOf(shape)}" fill="${fill}" stroke="${stroke}" stroke-width="1" stroke-linejoin="round"/>`,
    );
  });
  out.push(
    `<path d="${pathOf(corners.map(page))}" fill="${COLORS.entered}" stroke="${COLORS.stroke}" stroke-width="1.2" stroke-linejoin="round"/>`,
  );

  // Its edges: the one crossed, the two to choose from, the others.
  const mids: V[] = [];
  to.neighbors.forEach((n, k) => {
    const a = corners[k]!;
    const b = corners[(k + 1) % corners.length]!;
    mids.push(mean([a, b]));
    const [[x1, y1], [x2, y2]] = [page(a), page(b)];
    const style = {
      from: `stroke="${COLORS.crossed}" stroke-width="5" stroke-dasharray="9 5"`,
      left: `stroke="${COLORS.left}" stroke-width="6"`,
      right: `stroke="${COLORS.right}" stroke-width="6"`,
      other: `stroke="${COLORS.dimStroke}" stroke-width="2"`,
    }[role(n)];
    out.push(
      `<line x1="${fmt(x1)}" y1="${fmt(y1)}" x2="${fmt(x2)}" y2="${fmt(y2)}" ${style} stroke-linecap="round"/>`,
    );
  });

  // Ids and roles of the neighbours, at their unfolded centres.
  to.neighbors.forEach((n, k) => {
    const [x, y] = page(mean(unfolded(k)));
    const r = role(n);
    const color = {
      from: COLORS.ink,
      left: COLORS.left,
      right: COLORS.right,
      other: COLORS.dimText,
    }[r];
    const caption = { from: 'from', left: 'left', right: 'right', other: '' }[r];
    out.push(
      `<text x="${fmt(x)}" y="${fmt(caption ? y - 2 : y + 5)}" font-size="16" font-weight="bold" fill="${color}">${n}</text>`,
    );
    if (caption)
      out.push(
        `<text x="${fmt(x)}" y="${fmt(y + 14)}" font-size="12" fill="${color}">${caption}</text>`,
      );
  });

  // The move: from the centre of the space left to the centre of the space entered, and on.
  const [ox, oy] = page(center);
  const fromIndex = to.neighbors.indexOf(panel.from);
  const [fx, fy] = page(mean(unfolded(fromIndex)));
  const reach = scale * Math.max(...corners.map((c) => Math.hypot(...sub(c, center))));
  out.push(
    `<line x1="${fmt(fx)}" y1="${fmt(fy - 20)}" x2="${fmt(ox)}" y2="${fmt(oy + 8)}" stroke="${COLORS.ink}" stroke-width="3" marker-end="url(#move)"/>`,
    `<line x1="${fmt(ox)}" y1="${fmt(oy)}" x2="${fmt(ox)}" y2="${fmt(oy - reach - 18)}" stroke="${COLORS.ink}" stroke-width="1.2" stroke-dasharray="2 4"/>`,
    `<text x="${fmt(ox)}" y="${fmt(oy - reach - 24)}" font-size="12" fill="${COLORS.ink}">straight ahead</text>`,
    `<circle cx="${fmt(ox)}" cy="${fmt(oy)}" r="3.5" fill="${COLORS.ink}"/>`,
    `<text x="${fmt(ox - 12)}" y="${fmt(oy + 30)}" font-size="17" font-weight="bold" text-anchor="end" fill="${COLORS.ink}">${panel.to}</text>`,
  );

  // From the centre to each edge's midpoint, with its angle off straight ahead, measured.
  to.neighbors.forEach((n, k) => {
    const r = role(n);
    if (r === 'from') return;
    const [mx, my] = page(mids[k]!);
    const along: P = [
      (mx - ox) / Math.hypot(mx - ox, my - oy),
      (my - oy) / Math.hypot(mx - ox, my - oy),
    ];
    const degrees = Math.round((Math.acos(-along[1]) * 180) / Math.PI);
    const color = r === 'left' ? COLORS.left : r === 'right' ? COLORS.right : COLORS.dimText;
    const radius = r === 'other' ? 56 : 34;
    const sweep = along[0] > 0 ? 1 : 0;
    const [ax, ay] = [ox + radius * along[0], oy + radius * along[1]];
    out.push(
      `<line x1="${fmt(ox)}" y1="${fmt(oy)}" x2="${fmt(mx)}" y2="${fmt(my)}" stroke="${color}" stroke-width="${r === 'other' ? 1 : 1.6}" stroke-dasharray="5 3"/>`,
      `<path d="M${fmt(ox)},${fmt(oy - radius)} A${radius},${radius} 0 0 ${sweep} ${fmt(ax)},${fmt(ay)}" fill="none" stroke="${color}" stroke-width="${r === 'other' ? 1 : 1.6}"/>`,
    );
    // The label sits beyond the arc, halfway round it.
    const half = Math.acos(-along[1]) / 2;
    const side = along[0] > 0 ? 1 : -1;
    const [lx, ly] = [
      ox + side * (radius + 11) * Math.sin(half),
      oy - (radius + 11) * Math.cos(half),
    ];
    out.push(
      `<text x="${fmt(lx)}" y="${fmt(ly + 4)}" font-size="${r === 'other' ? 11 : 13}" font-weight="${r === 'other' ? 'normal' : 'bold'}" fill="${color}">${degrees}°</text>`,
    );
  });

  const edge = `${Math.min(panel.from, panel.to)}/${Math.max(panel.from, panel.to)}`;
  const action = `move to ${panel.to} facing ${left} or ${right}: ${panel.to}>${left} or ${panel.to}>${right}`;
  out.push(
    `<text x="${panel.cx}" y="78" font-size="17" font-weight="bold" fill="${COLORS.ink}">${panel.title}</text>`,
    `<text x="${panel.cx}" y="100" font-size="14" fill="${COLORS.ink}">It crosses the edge ${edge} into ${panel.to}, then faces ${left} (left) or ${right} (right).</text>`,
    ...panel.notes.map(
      (line, i) =>
        `<text x="${panel.cx}" y="${120 + 18 * i}" font-size="14" fill="${COLORS.ink}">${line}</text>`,
    ),
    `<text x="${panel.cx}" y="${HEIGHT - 70}" font-size="14" font-family="Menlo, Consolas, monospace" fill="${COLORS.ink}">${action}</text>`,
    '</g>',
  );
  return out;
}

function legend(): string[] {
  const items: [string, string][] = [
    [`stroke="${COLORS.crossed}" stroke-width="5" stroke-dasharray="9 5"`, 'the edge crossed'],
    [`stroke="${COLORS.left}" stroke-width="6"`, 'the left facing'],
    [`stroke="${COLORS.right}" stroke-width="6"`, 'the right facing'],
    [`stroke="${COLORS.dimStroke}" stroke-width="2"`, 'not a choice'],
  ];
  const out: string[] = [];
  let x = 190;
  const y = HEIGHT - 34;
  for (const [style, text] of items) {
    out.push(
      `<line x1="${x}" y1="${y - 4}" x2="${x + 34}" y2="${y - 4}" ${style}/>`,
      `<text x="${x + 42}" y="${y + 1}" font-size="13" text-anchor="start" fill="${COLORS.ink}">${text}</text>`,
    );
    x += 42 + text.length * 7 + 40;
  }
  out.push(
    `<text x="${WIDTH / 2}" y="${HEIGHT - 10}" font-size="11" fill="#555">Seen from outside the planet; neighbouring spaces unfolded flat about their edges; left is counter-clockwise of straight ahead. Generated by scripts/facing-svg.ts.</text>`,
  );
  return out;
}

/** The picture of ruling R54, as the text of an SVG file. */
export function facingSvg(): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" font-family="Helvetica, Arial, sans-serif" text-anchor="middle">`,
    '<title>Globetrotter 2024-12, ruling R54: the facing after a move, on a triangle and on an HQ</title>',
    `<defs><marker id="move" viewBox="0 0 10 10" refX="8" refY="5" markerWidth="5" markerHeight="5" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 Z" fill="${COLORS.ink}"/></marker></defs>`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#ffffff"/>`,
    `<text x="${WIDTH / 2}" y="36" font-size="21" font-weight="bold" fill="${COLORS.ink}">The facing after a move (2024-12, ruling R54): one of the two edges most nearly ahead</text>`,
    ...PANELS.flatMap(drawPanel),
    ...legend(),
    '</svg>',
    '',
  ].join('\n');
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const path = new URL('../docs/rules/facing.svg', import.meta.url);
  writeFileSync(path, facingSvg());
  console.log(`wrote ${path.pathname}`);
}
