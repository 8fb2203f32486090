export { board, shotDistance, spacesInRange } from './board.js';
export { SHOOTING_RANGE } from './distance.js';
export type { Board, Edge, Space, SpaceKind, Vec3 } from './types.js';
