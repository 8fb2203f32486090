export { board, shotDistance, spacesInRange, spacesWithin } from './board.js';
export { distanceTable, entryCost, SHOOTING_RANGE } from './distance.js';
export type { EdgeKind, TurnDirection } from './edges.js';
export {
  edgeBetween,
  edgeKinds,
  facingsAhead,
  spaceAcross,
  spaceEdges,
  turnedFacing,
} from './edges.js';
export type { Board, Edge, Space, SpaceKind, Vec3 } from './types.js';
