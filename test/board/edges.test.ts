import { describe, expect, it } from 'vitest';
import {
  board,
  edgeBetween,
  edgeKinds,
  facingsAhead,
  spaceAcross,
  spaceEdges,
  turnedFacing,
} from '../../src/board/index.js';
import { minus, onPlane, type Point, plus, signedAngle, unit } from './_internals/vector.js';

// The edge API of src/board/edges.ts, checked against the geometry: which face lies across an
// edge is found from the faces' vertices, and directions on a face from the vertex coordinates,
// never from the neighbour order the code under test relies on.

const DEG = 180 / Math.PI;

/** The centroid of a face, from its vertices. */
function centerOf(id: number): Point {
  const vs = board.spaces[id]!.vertices.map((v) => board.vertices[v]!);
  const sum = vs.reduce<Point>((acc, v) => plus(acc, v), [0, 0, 0]);
  return [sum[0] / vs.length, sum[1] / vs.length, sum[2] / vs.length];
}

/** The one other face that has both vertices `a` and `b`: the face across that edge. */
function faceAcross(id: number, a: number, b: number): number {
  const faces = board.spaces.filter(
    (s) => s.id !== id && s.vertices.includes(a) && s.vertices.includes(b),
  );
  expect(faces).toHaveLength(1);
  return faces[0]!.id;
}

/** One edge of a face as seen from its centre: the face across it and its signed direction. */
interface Side {
  readonly across: number;
  /** The edge's midpoint, from the face's centre, in the face's plane. */
  readonly direction: Point;
}

/** The sides of face `id`, each with the face across it, from the geometry alone. */
function sidesOf(id: number): Side[] {
  const vs = board.spaces[id]!.vertices;
  const center = centerOf(id);
  const normal = unit(center);
  return vs.map((a, i) => {
    const b = vs[(i + 1) % vs.length]!;
    const mid: Point = plus(board.vertices[a]!, board.vertices[b]!).map((x) => x / 2) as never;
    return { across: faceAcross(id, a, b), direction: onPlane(minus(mid, center), normal) };
  });
}

/** Every ordered pair of faces sharing an edge, from the edge list: 2 × 150 crossings. */
const crossings: [number, number][] = board.edges.flatMap(({ spaces: [a, b] }) => [
  [a, b],
  [b, a],
]);

/** Signed angles (degrees, counter-clockwise seen from outside positive) of `to`'s edges. */
function anglesAhead(from: number, to: number): { across: number; angle: number }[] {
  const normal = unit(centerOf(to));
  const travel = onPlane(minus(centerOf(to), centerOf(from)), normal);
  return sidesOf(to).map((s) => ({
    across: s.across,
    angle: signedAngle(travel, s.direction, normal) * DEG,
  }));
}

describe('board edges (2024-12 rulings R51, R52, R54, R55)', () => {
  it('R54: facingsAhead gives, for each of the 300 crossings, the two edges nearest straight ahead, [left, right]', () => {
    // Arrange: the direction of travel is from the centre of `from` to that of `to`, on the
    // plane of `to`; an edge's direction is from `to`'s centre to its midpoint.
    const wrong: string[] = [];
    let checked = 0;

    for (const [from, to] of crossings) {
      const sides = anglesAhead(from, to).sort((p, q) => Math.abs(p.angle) - Math.abs(q.angle));
      const [first, second, third] = sides;
      // The two nearest are tied, one to each side, and strictly nearer than the rest.
      expect(Math.abs(Math.abs(first!.angle) - Math.abs(second!.angle))).toBeLessThan(1e-9);
      expect(Math.sign(first!.angle)).toBe(-Math.sign(second!.angle));
      expect(Math.abs(third!.angle) - Math.abs(first!.angle)).toBeGreaterThan(1);
      const left = first!.angle > 0 ? first! : second!;
      const right = first!.angle > 0 ? second! : first!;

      // Act
      const ahead = facingsAhead(from, to);

      // Assert
      if (JSON.stringify(ahead) !== JSON.stringify([left.across, right.across]))
        wrong.push(
          `${from}→${to}: ${JSON.stringify(ahead)}, not [${left.across}, ${right.across}]`,
        );
      checked++;
    }
    expect(wrong).toEqual([]);
    expect(checked).toBe(300);
  });

  it('R54: ahead is 60° off on a triangle and 36° on an HQ; the edges beside the one crossed are 108° off', () => {
    // Arrange: all crossings into a triangle, and into an HQ.
    const into = (kind: 'hq' | 'triangle') =>
      crossings.filter(([, to]) => board.spaces[to]!.kind === kind);

    // Act: the rounded absolute angles of every edge of `to`, sorted.
    const profiles = (kind: 'hq' | 'triangle') =>
      new Set(
        into(kind).map(([from, to]) =>
          anglesAhead(from, to)
            .map((s) => Math.round(Math.abs(s.angle)))
            .sort((a, b) => a - b)
            .join(' '),
        ),
      );

    // Assert: the crossed edge itself is behind, at 180°.
    expect([...profiles('triangle')]).toEqual(['60 60 180']);
    expect([...profiles('hq')]).toEqual(['36 36 108 108 180']);
    expect(into('triangle')).toHaveLength(240);
    expect(into('hq')).toHaveLength(60);
  });

  it('R54: facingsAhead is empty for spaces that share no edge, and for ids that are no spaces', () => {
    // Arrange
    const pairs: [number, number][] = [
      [0, 0],
      [0, 6],
      [0, 91],
      [26, 27],
      [-1, 1],
      [1, 92],
      [0.5, 1],
      [Number.NaN, 1],
    ];

    // Act
    const results = pairs.map(([from, to]) => facingsAhead(from, to));

    // Assert
    expect(results).toEqual(pairs.map(() => []));
  });

  it('R55: turnedFacing left is the next edge counter-clockwise seen from outside, right the next clockwise', () => {
    // Arrange
    const wrong: string[] = [];

    for (const space of board.spaces) {
      const normal = unit(centerOf(space.id));
      const sides = sidesOf(space.id);
      for (const side of sides) {
        // The nearest other edge counter-clockwise (smallest positive turn), and clockwise.
        const turns = sides
          .filter((s) => s !== side)
          .map((s) => ({
            across: s.across,
            turn: signedAngle(side.direction, s.direction, normal),
          }));
        const left = turns.filter((t) => t.turn > 0).sort((p, q) => p.turn - q.turn)[0]!;
        const right = turns.filter((t) => t.turn < 0).sort((p, q) => q.turn - p.turn)[0]!;

        // Act
        const turnedLeft = turnedFacing(space.id, side.across, 'left');
        const turnedRight = turnedFacing(space.id, side.across, 'right');

        // Assert
        if (turnedLeft !== left.across || turnedRight !== right.across)
          wrong.push(`${space.id} facing ${side.across}: ${turnedLeft}, ${turnedRight}`);
        // A regular face: each turn is a whole step, 120° or 72°.
        expect(Math.abs(left.turn * DEG - 360 / sides.length)).toBeLessThan(1e-6);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('R55: n turns one way bring a Rover back to its facing, and a turn each way cancels', () => {
    // Arrange
    const drift: string[] = [];

    for (const space of board.spaces) {
      for (const facing of space.neighbors) {
        for (const direction of ['left', 'right'] as const) {
          // Act
          const seen: number[] = [];
          let f = facing;
          for (let i = 0; i < space.neighbors.length; i++) {
            f = turnedFacing(space.id, f, direction);
            seen.push(f);
          }
          const back = turnedFacing(
            space.id,
            turnedFacing(space.id, facing, direction),
            direction === 'left' ? 'right' : 'left',
          );

          // Assert: every edge once, and back where it started.
          if (f !== facing || back !== facing || new Set(seen).size !== seen.length)
            drift.push(`${space.id} facing ${facing} turning ${direction}: ${seen}`);
        }
      }
    }
    expect(drift).toEqual([]);
  });

  it('R52: turnedFacing is -1 when the facing is no neighbour of the space, or the space no space', () => {
    // Arrange
    const cases: [number, number][] = [
      [0, 0],
      [0, 6],
      [26, 91],
      [92, 1],
      [-1, 1],
      [0, 1.5],
    ];

    // Act
    const results = cases.map(([space, facing]) => turnedFacing(space, facing, 'left'));

    // Assert
    expect(results).toEqual(cases.map(() => -1));
  });

  it('R51: spaceEdges lists each space’s edges in the order of its neighbours, each edge twice in all', () => {
    // Arrange
    const uses = new Array<number>(board.edges.length).fill(0);
    const wrong: string[] = [];

    // Act
    for (const space of board.spaces) {
      const edges = spaceEdges[space.id]!;
      const vs = space.vertices;
      expect(edges).toHaveLength(space.neighbors.length);
      edges.forEach((id, k) => {
        uses[id]!++;
        const edge = board.edges[id]!;
        const pair = [space.id, space.neighbors[k]!].sort((a, b) => a - b);
        const ends = [vs[k]!, vs[(k + 1) % vs.length]!].sort((a, b) => a - b);
        // Assert: the edge separates the space from neighbors[k], between vertices k and k + 1.
        if (
          JSON.stringify(edge.spaces) !== JSON.stringify(pair) ||
          JSON.stringify(edge.vertices) !== JSON.stringify(ends)
        )
          wrong.push(`space ${space.id} slot ${k}: edge ${id}`);
        if (faceAcross(space.id, vs[k]!, vs[(k + 1) % vs.length]!) !== space.neighbors[k])
          wrong.push(`space ${space.id} slot ${k}: neighbour ${space.neighbors[k]}`);
      });
    }
    expect(wrong).toEqual([]);
    expect(uses).toEqual(board.edges.map(() => 2));
    expect(Object.isFrozen(spaceEdges) && spaceEdges.every(Object.isFrozen)).toBe(true);
  });

  it('R51: 120 edges lie between playable spaces, 10 on the border (triangles 71–75, HQs 61–65), 20 off the board', () => {
    // Arrange
    const ids = (kind: string) => edgeKinds.flatMap((k, id) => (k === kind ? [id] : []));
    const playable = (s: number) => s <= 75;

    // Act
    const border = ids('border').map((id) => board.edges[id]!.spaces);

    // Assert: counts, and where each kind lies (ids 0–75 are the playable spaces, R1).
    expect(edgeKinds).toHaveLength(150);
    expect(ids('playable')).toHaveLength(120);
    expect(ids('offBoard')).toHaveLength(20);
    expect(border).toHaveLength(10);
    for (const id of ids('playable')) expect(board.edges[id]!.spaces.every(playable)).toBe(true);
    for (const id of ids('offBoard')) expect(board.edges[id]!.spaces.some(playable)).toBe(false);
    expect(border.map(([a]) => a).sort((a, b) => a - b)).toEqual([
      61, 62, 63, 64, 65, 71, 72, 73, 74, 75,
    ]);
    expect(border.every(([, b]) => !playable(b))).toBe(true);
    // The southern HQs border the corner-only triangles 76, 78, 80, 82, 84 (docs/board.md).
    expect(
      border
        .filter(([a]) => board.spaces[a]!.kind === 'hq')
        .map(([, b]) => b)
        .sort((a, b) => a - b),
    ).toEqual([76, 78, 80, 82, 84]);
  });

  it('R51: edgeBetween names the edge of every neighbouring pair, either way round', () => {
    // Arrange
    const wrong: string[] = [];

    // Act, Assert
    board.edges.forEach(({ spaces: [a, b] }, id) => {
      if (edgeBetween(a, b) !== id || edgeBetween(b, a) !== id) wrong.push(`${a}/${b}`);
      if (spaceAcross(id, a) !== b || spaceAcross(id, b) !== a) wrong.push(`across ${id}`);
    });
    expect(wrong).toEqual([]);
  });

  it('R51: edgeBetween is -1 for spaces that share no edge and for anything that is not a space id', () => {
    // Arrange: non-neighbours, a space with itself, ids off the ends (92 + k would alias space
    // 1 and space k in a table keyed by a × 92 + b), fractions, NaN.
    const neighbours = new Set(board.edges.map(({ spaces: [a, b] }) => `${a}/${b}`));
    const apart: [number, number][] = [];
    for (let a = 0; a < 92; a++)
      for (let b = a; b < 92; b++) if (!neighbours.has(`${a}/${b}`)) apart.push([a, b]);
    const bad: [number, number][] = [
      [0, 98],
      [98, 0],
      [-1, 91],
      [-92, 6],
      [1, 92],
      [0.5, 1],
      [1, Number.NaN],
      [Number.POSITIVE_INFINITY, 1],
    ];

    // Act
    const results = [...apart, ...bad].map(([a, b]) => edgeBetween(a, b));

    // Assert
    expect(apart).toHaveLength((92 * 93) / 2 - 150);
    expect(results.filter((e) => e !== -1)).toEqual([]);
  });

  it('R51: spaceAcross is -1 when the edge is not one of the space, or no edge', () => {
    // Arrange
    const edge = edgeBetween(26, 7);

    // Act, Assert
    expect(spaceAcross(edge, 26)).toBe(7);
    expect(spaceAcross(edge, 27)).toBe(-1);
    expect(spaceAcross(-1, 26)).toBe(-1);
    expect(spaceAcross(150, 26)).toBe(-1);
    expect(spaceAcross(0.5, 26)).toBe(-1);
  });
});
