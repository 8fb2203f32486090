import type { CoreGame } from '../../core/index.js';
import type { GameState } from '../../rules/index.js';
import type { CoreEdge, CoreNode } from './mcts-core-tree.js';
import type { Edge, Node } from './mcts-tree.js';

// Tree reuse: between two decisions, `mctsBot` keeps the subtree of the position it meets again.

/** How deep the reuse search looks for the new position below the chosen action. */
const REUSE_DEPTH = 12;

/** The position, without what the last action did: equal positions, equal futures. */
function positionKey(state: GameState): string {
  return JSON.stringify({ ...state, last: null });
}

/**
 * Whether two positions are equal, `last` aside: the fields that differ between most nodes are
 * compared first, the JSON of the whole only for a likely match.
 */
function samePosition(a: GameState, b: GameState): boolean {
  if (
    a.turn !== b.turn ||
    a.currentPlayer !== b.currentPlayer ||
    a.actionsThisTurn !== b.actionsThisTurn ||
    a.nextRoverId !== b.nextRoverId ||
    a.rovers.length !== b.rovers.length ||
    a.buildings.length !== b.buildings.length
  ) {
    return false;
  }
  for (let i = 0; i < a.rovers.length; i++) {
    const ra = a.rovers[i]!;
    const rb = b.rovers[i]!;
    if (ra.id !== rb.id || ra.hp !== rb.hp) return false;
    const la = ra.location;
    const lb = rb.location;
    if (la === 'orbit' || lb === 'orbit') {
      if (la !== lb) return false;
    } else if (la.space !== lb.space || la.planet !== lb.planet) {
      return false;
    }
  }
  for (let p = 0; p < a.planets.length; p++) {
    const fa = a.planets[p]!.fortifications;
    const fb = b.planets[p]!.fortifications;
    for (let s = 0; s < fa.length; s++) if (fa[s] !== fb[s]) return false;
  }
  return positionKey(a) === positionKey(b);
}

/** The new position among the nodes below `edge`, breadth first, or `null`. */
export function findBelow(edge: Edge, state: GameState): Node | null {
  let level: Edge[] = [edge];
  for (let depth = 0; depth < REUSE_DEPTH && level.length > 0; depth++) {
    const next: Edge[] = [];
    for (const e of level) {
      for (const node of e.only ? [e.only] : e.outcomes.values()) {
        if (samePosition(node.state, state)) return node;
        next.push(...node.edges);
      }
    }
    level = next;
  }
  return null;
}

/**
 * On the core: the node of the position `core` is at among the nodes below `edge`, breadth
 * first, or `null`. Positions are compared by their 64-bit Zobrist key, which covers all of a
 * position but `last`, as `samePosition` compares.
 */
export function findBelowCore(edge: CoreEdge, core: CoreGame): CoreNode | null {
  const hi = core.keyHi;
  const lo = core.keyLo;
  let level: CoreEdge[] = [edge];
  for (let depth = 0; depth < REUSE_DEPTH && level.length > 0; depth++) {
    const next: CoreEdge[] = [];
    for (const e of level) {
      for (const node of e.only ? [e.only] : e.outcomes.values()) {
        if (node.keyHi === hi && node.keyLo === lo) return node;
        next.push(...node.edges);
      }
    }
    level = next;
  }
  return null;
}
