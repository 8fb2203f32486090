// Draws docs/board-net.svg: the 92 spaces of the board labelled by id, for finding ids on a
// physical globe.
//
//   npx tsx scripts/board-net.ts
//
// Two discs, each an azimuthal equidistant projection of one hemisphere centred on its pole:
// the north seen from above (+z towards the viewer), the south seen from below. In both, what
// runs counter-clockwise seen from outside the globe runs counter-clockwise on the page, and
// azimuth 0 (+x) points right. Each space is drawn in the disc of its centre's hemisphere; the
// neighbouring band of the other hemisphere is outlined faintly for orientation.

import { writeFileSync } from 'node:fs';
import { board, type Space, type Vec3 } from '../src/board/index.js';

const WIDTH = 1400;
const HEIGHT = 900;
/** Disc radius in px: the distance from a pole to the equator. */
const R = 290;
const DISCS = [
  { title: 'North, seen from above (+z)', cx: 365, cy: 450, pole: 1 },
  { title: 'South, seen from below (−z)', cx: 1035, cy: 450, pole: -1 },
] as const;
type Disc = (typeof DISCS)[number];

const COLORS = {
  hq: '#f2a65a',
  southernHq: '#e9c46a',
  triangle: '#a8d5e2',
  offBoard: '#d0d0d0',
  stroke: '#264653',
  ghost: '#9aa5ab',
} as const;

/** Page position of a point of the sphere in a disc (azimuthal equidistant about its pole). */
function project(p: Vec3, disc: Disc): [number, number] {
  const n = Math.hypot(p[0], p[1], p[2]);
  const fromPole = Math.acos(Math.max(-1, Math.min(1, (disc.pole * p[2]) / n)));
  const r = (fromPole / (Math.PI / 2)) * R;
  const az = Math.atan2(p[1], p[0]);
  // Seen from below, the y axis points down the page so that the view stays a rotation.
  return [disc.cx + r * Math.cos(az), disc.cy - disc.pole * r * Math.sin(az)];
}

const fmt = (x: number): string => x.toFixed(1);

function fill(s: Space): string {
  if (!s.playable) return COLORS.offBoard;
  if (s.kind === 'triangle') return COLORS.triangle;
  return board.southernHqs.includes(s.id) ? COLORS.southernHq : COLORS.hq;
}

function facePath(s: Space, disc: Disc): string {
  return s.vertices
    .map((v, i) => {
      const [x, y] = project(board.vertices[v]!, disc);
      return `${i === 0 ? 'M' : 'L'}${fmt(x)},${fmt(y)}`;
    })
    .join(' ')
    .concat(' Z');
}

function label(s: Space, disc: Disc, ghost: boolean): string {
  const [x, y] = project(s.center, disc);
  const size = ghost ? 10 : s.kind === 'hq' ? 17 : 13;
  const weight = s.kind === 'hq' && !ghost ? ' font-weight="bold"' : '';
  const color = ghost ? COLORS.ghost : s.playable ? '#1b1b1b' : '#6b6b6b';
  return `<text x="${fmt(x)}" y="${fmt(y + size * 0.35)}" font-size="${size}"${weight} fill="${color}">${s.id}</text>`;
}

function inHemisphere(s: Space, disc: Disc): boolean {
  return disc.pole * s.center[2] > 0;
}

function drawDisc(disc: Disc): string[] {
  const own = board.spaces.filter((s) => inHemisphere(s, disc));
  // The two rings of the other hemisphere nearest the equator, for orientation.
  const ghosts = board.spaces.filter((s) => !inHemisphere(s, disc) && Math.abs(s.center[2]) < 0.15);
  const out: string[] = [];
  out.push(`<g>`);
  out.push(
    `<circle cx="${disc.cx}" cy="${disc.cy}" r="${R}" fill="none" stroke="${COLORS.ghost}" stroke-dasharray="6 4"/>`,
  );
  for (const s of ghosts) {
    out.push(
      `<path d="${facePath(s, disc)}" fill="none" stroke="${COLORS.ghost}" stroke-width="0.8" stroke-dasharray="3 3"/>`,
    );
  }
  for (const s of own) {
    out.push(
      `<path d="${facePath(s, disc)}" fill="${fill(s)}" stroke="${COLORS.stroke}" stroke-width="1.2" stroke-linejoin="round"/>`,
    );
  }
  for (const s of ghosts) out.push(label(s, disc, true));
  for (const s of own) out.push(label(s, disc, false));

  // A compass in the top-left corner: the x and y axes as they lie on this page.
  const ox = disc.cx - R - 20;
  const oy = disc.cy - R + 10;
  const yTip = oy - disc.pole * 40;
  out.push(
    `<line x1="${ox}" y1="${oy}" x2="${ox + 40}" y2="${oy}" stroke="${COLORS.stroke}" stroke-width="1.5" marker-end="url(#arrow)"/>`,
    `<line x1="${ox}" y1="${oy}" x2="${ox}" y2="${yTip}" stroke="${COLORS.stroke}" stroke-width="1.5" marker-end="url(#arrow)"/>`,
    `<text x="${ox + 50}" y="${oy + 4}" font-size="12" text-anchor="start" fill="${COLORS.stroke}">+x</text>`,
    `<text x="${ox}" y="${yTip - disc.pole * 6 + (disc.pole > 0 ? 0 : 10)}" font-size="12" fill="${COLORS.stroke}">+y</text>`,
  );
  if (inHemisphere(board.spaces[board.northPole]!, disc)) {
    // Vertex 0 lies on the +x half of the xz plane (azimuth 0), on the north pole HQ.
    const [vx, vy] = project(board.vertices[0]!, disc);
    out.push(
      `<circle cx="${fmt(vx)}" cy="${fmt(vy)}" r="3.5" fill="${COLORS.stroke}"/>`,
      `<text x="${fmt(vx + 5)}" y="${fmt(vy + 13)}" font-size="10" text-anchor="start" fill="${COLORS.stroke}">v0</text>`,
    );
  }
  const turn = disc.pole > 0 ? 'counter-clockwise' : 'clockwise';
  out.push(
    `<text x="${disc.cx}" y="${disc.cy - R - 52}" font-size="18" font-weight="bold">${disc.title}</text>`,
    `<text x="${disc.cx}" y="${disc.cy - R - 32}" font-size="13">ids in a ring increase ${turn} on this page, from azimuth 0 (+x)</text>`,
  );
  out.push(`</g>`);
  return out;
}

function legend(): string[] {
  const items: [string, string][] = [
    [COLORS.hq, 'HQ (pentagon)'],
    [COLORS.southernHq, 'southern HQ: 4 playable neighbours (R1)'],
    [COLORS.triangle, 'triangle'],
    [COLORS.offBoard, 'off the board (ruling R1)'],
  ];
  const out: string[] = [];
  let x = 150;
  const y = HEIGHT - 60;
  for (const [color, text] of items) {
    out.push(
      `<rect x="${x}" y="${y - 13}" width="18" height="18" fill="${color}" stroke="${COLORS.stroke}"/>`,
      `<text x="${x + 26}" y="${y + 1}" font-size="14" text-anchor="start">${text}</text>`,
    );
    x += 26 + text.length * 7.6 + 36;
  }
  out.push(
    `<text x="${WIDTH / 2}" y="${HEIGHT - 22}" font-size="12" fill="#444">Azimuthal equidistant projections about each pole; dashed circle: the equator; dashed grey outlines: the nearest spaces of the other hemisphere. Generated by scripts/board-net.ts.</text>`,
  );
  return out;
}

const svg = [
  `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" font-family="Helvetica, Arial, sans-serif" text-anchor="middle">`,
  '<title>Globetrotter board: the 92 spaces of the snub dodecahedron, by id</title>',
  '<defs><marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 Z" fill="#264653"/></marker></defs>',
  `<rect width="${WIDTH}" height="${HEIGHT}" fill="#ffffff"/>`,
  `<text x="${WIDTH / 2}" y="40" font-size="24" font-weight="bold">Globetrotter board: the 92 spaces of the snub dodecahedron, by id</text>`,
  ...DISCS.flatMap(drawDisc),
  ...legend(),
  '</svg>',
  '',
].join('\n');

const path = new URL('../docs/board-net.svg', import.meta.url);
writeFileSync(path, svg);
console.log(`wrote ${path.pathname}`);
