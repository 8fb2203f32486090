/**
 * Globetrotter: the reference rules engine for a strategy game on a snub-dodecahedron planet.
 *
 * Everything public is exported from here; nothing else is part of the API.
 *
 * @packageDocumentation
 */

export type { Board, Edge, Space, SpaceKind, Vec3 } from './board/index.js';
export { board, SHOOTING_RANGE, shotDistance, spacesInRange } from './board/index.js';
