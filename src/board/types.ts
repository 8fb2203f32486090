/** A point or direction in the board's frame (see docs/board.md): right-handed, +z = north pole. */
export type Vec3 = readonly [number, number, number];

/** The two shapes of space: pentagons are HQs, the rest are triangles. */
export type SpaceKind = 'hq' | 'triangle';

/** One face of the snub dodecahedron: a space of the board. */
export interface Space {
  /** Stable id, 0..91 (see docs/board.md for the numbering rule). Never renumbered. */
  readonly id: number;
  /** `'hq'` for the 12 pentagons, `'triangle'` for the 80 triangles. */
  readonly kind: SpaceKind;
  /** False for the bottom pentagon and the 15 triangles touching it (ruling R1). */
  readonly playable: boolean;
  /**
   * Every edge-sharing space, playable or not, counter-clockwise seen from outside:
   * `neighbors[i]` lies across the edge from `vertices[i]` to `vertices[i + 1]`.
   */
  readonly neighbors: readonly number[];
  /** Vertex ids (indexes into `board.vertices`), counter-clockwise seen from outside, lowest id first. */
  readonly vertices: readonly number[];
  /** Centroid of the face's vertices (inside the unit sphere). */
  readonly center: Vec3;
}

/** An edge of the polyhedron: the two vertices it joins and the two spaces it separates. */
export interface Edge {
  /** Vertex ids, lower first. */
  readonly vertices: readonly [number, number];
  /** Space ids, lower first. */
  readonly spaces: readonly [number, number];
}

/** The generated planet template: every planet of a game is a copy of this board. */
export interface Board {
  /** 92 spaces, `spaces[id].id === id`. */
  readonly spaces: readonly Space[];
  /** 60 vertices on the unit sphere. */
  readonly vertices: readonly Vec3[];
  /** 150 edges. */
  readonly edges: readonly Edge[];
  /** Ids of the 76 playable spaces, ascending. */
  readonly playableSpaces: readonly number[];
  /** Ids of the 11 playable HQs, ascending. */
  readonly hqs: readonly number[];
  /** Ids of the 5 playable HQs that border the off-board region (4 playable neighbours each). */
  readonly southernHqs: readonly number[];
  /** Per space id: its playable neighbours, in `neighbors` order (empty for off-board spaces). */
  readonly playableNeighbors: readonly (readonly number[])[];
  /** Id of the off-board pentagon on the south pole. */
  readonly southPole: number;
  /** Id of the pentagon on the north pole. */
  readonly northPole: number;
}
