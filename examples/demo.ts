// A tour of the board: what `npm run demo` prints. Run it with `npx tsx examples/demo.ts`.
// In your own code, import from 'globetrotter' instead of '../src/index.js'.
import { board, SHOOTING_RANGE, type Space, shotDistance, spacesInRange } from '../src/index.js';

const { spaces } = board;
const count = (test: (s: Space) => boolean) => spaces.filter(test).length;
const label = (s: Space) => `${s.id}${s.kind === 'hq' ? 'H' : ''}${s.playable ? '' : '*'}`;

console.log('Globetrotter board: a snub dodecahedron\n');
console.log(`  spaces     ${spaces.length}`);
console.log(`  HQs        ${count((s) => s.kind === 'hq')} (pentagons)`);
console.log(`  triangles  ${count((s) => s.kind === 'triangle')}`);
console.log(`  playable   ${board.playableSpaces.length}`);
console.log(
  `  off-board  ${count((s) => !s.playable)} (ruling R1: the south pentagon and the triangles touching it)`,
);
console.log(`  vertices   ${board.vertices.length}`);
console.log(`  edges      ${board.edges.length}`);

console.log(`\nPlayable HQs: ${board.hqs.join(', ')}`);
console.log(`Southern HQs (4 playable neighbours): ${board.southernHqs.join(', ')}`);
console.log(`North pole: ${board.northPole}, south pole (off-board): ${board.southPole}`);

// Ids follow the globe order (docs/board.md): north to south by height, so a ring of spaces at
// one height is a run of consecutive ids.
console.log('\nRings, north to south (H = HQ, * = off-board):');
const rings: Space[][] = [];
for (const s of spaces) {
  const ring = rings.at(-1);
  if (ring && Math.abs(ring[0]!.center[2] - s.center[2]) < 1e-9) ring.push(s);
  else rings.push([s]);
}
for (const [i, ring] of rings.entries()) {
  const z = ring[0]!.center[2].toFixed(3).padStart(6);
  console.log(`  ${String(i + 1).padStart(2)}  z=${z}  ${ring.map(label).join(' ')}`);
}

// Ruling R2: entering an HQ costs 2, a triangle 1; a shot reaches distance SHOOTING_RANGE.
console.log('\nShooting distance between two distinct playable spaces (ordered pairs):');
const histogram = new Map<number, number>();
for (const from of board.playableSpaces) {
  for (const to of board.playableSpaces) {
    if (from === to) continue;
    const d = shotDistance(from, to);
    histogram.set(d, (histogram.get(d) ?? 0) + 1);
  }
}
const widest = Math.max(...histogram.values());
for (const [d, n] of [...histogram].sort(([a], [b]) => a - b)) {
  const bar = '#'.repeat(Math.max(1, Math.round((40 * n) / widest)));
  const note = d <= SHOOTING_RANGE ? ' in range' : '';
  console.log(`  ${String(d).padStart(8)}  ${String(n).padStart(5)}  ${bar}${note}`);
}

const targets = board.playableSpaces.map((id) => spacesInRange[id]!.length);
console.log(
  `\nSpaces in range of a playable space: ${Math.min(...targets)} to ${Math.max(...targets)}` +
    ` (mean ${(targets.reduce((a, b) => a + b, 0) / targets.length).toFixed(1)})`,
);
