import { board, edgeBetween, entryCost } from '../../board/index.js';
import type { ShotTarget } from '../actions.js';
import { rulesetOf } from '../ruleset.js';
import type { GameState, PlayerIndex } from '../types.js';

/**
 * Whether a shot is under cover, by the state's ruleset (`Ruleset.cover`). 2025-01, ruling R3:
 * a shot at a Rover is under cover when every chain of playable spaces within range enters a
 * space (the target's own included) holding a Fortification of a player other than the shooter
 * (`target` is not read). 2026-06, ruling R35: when such a Fortification stands on the target's
 * space or next to it; a targeted Fortification does not cover itself. 2024-12, ruling R58: when
 * every chain within range crosses an edge holding a Fortification of a player other than the
 * shooter. (Used by the rules' shots and by the bots' evaluation.)
 *
 * @example
 * ```ts
 * const cover = underCover(state, shooter.owner, planet, from, to); // needs hitOn.cover, not .open
 * ```
 *
 * Searches for one chain of total cost within the ruleset's range (R2 costs) that avoids such
 * spaces.
 */
export function underCover(
  state: GameState,
  shooter: PlayerIndex,
  planet: number,
  from: number,
  to: number,
  target: ShotTarget = 'rover',
): boolean {
  const rules = rulesetOf(state);
  if (rules.cover === 'adjacency') return coveredByAdjacency(state, shooter, planet, to, target);
  if (rules.cover === 'edges') return coveredByEdges(state, shooter, planet, from, to);
  return coveredByChains(
    state.planets[planet]!.fortifications,
    shooter,
    from,
    to,
    rules.shootingRange,
  );
}

/** Per space id, each playable neighbour with the edge between and the cost of entering it (R2). */
const STEPS: readonly (readonly { next: number; edge: number; cost: number }[])[] =
  board.spaces.map((s) =>
    board.playableNeighbors[s.id]!.map((next) => ({
      next,
      edge: edgeBetween(s.id, next),
      cost: entryCost(board, next),
    })),
  );

/** Whether `owner` (a space's or an edge's Fortification) is a player other than `shooter`. */
function enemy(owner: number | null | undefined, shooter: number): boolean {
  return owner !== null && owner !== undefined && owner !== shooter;
}

/**
 * Whether some chain of playable spaces from `here` reaches `to` within `budget` (R2 costs) with
 * no step closed by a Fortification of a player other than `shooter`. `held` is by space for
 * R3 (2025-01: a step is closed by the space it enters, the target's own aside, which
 * `coveredByChains` looks at first) and by edge for R58 (2024-12: by the edge it crosses).
 */
function openChain(
  held: readonly (number | null)[],
  byEdge: boolean,
  shooter: number,
  here: number,
  to: number,
  budget: number,
): boolean {
  const steps = STEPS[here]!;
  for (let i = 0; i < steps.length; i++) {
    const step = steps[i]!;
    if (step.cost > budget) continue;
    const closer = byEdge ? held[step.edge] : step.next === to ? null : held[step.next];
    if (enemy(closer, shooter)) continue;
    if (step.next === to || openChain(held, byEdge, shooter, step.next, to, budget - step.cost)) {
      return true;
    }
  }
  return false;
}

/**
 * Ruling R3 (2025-01, `cover: 'chains'`), on a planet's `fortifications` by space: the target's
 * space, or every chain of playable spaces within `range` (R2 costs) from `from` to `to`,
 * enters a space holding a Fortification of a player other than `shooter`. `underCover`'s
 * search, without a state, for callers that ask it many times (the bots' valuation).
 */
export function coveredByChains(
  forts: readonly (number | null)[],
  shooter: number,
  from: number,
  to: number,
  range: number,
): boolean {
  if (enemy(forts[to], shooter)) return true;
  return !openChain(forts, false, shooter, from, to, range);
}

/**
 * Ruling R58 (2024-12, `cover: 'edges'`), on a planet's `edgeFortifications` by edge id: every
 * chain of playable spaces within `range` (R2 costs) from `from` to `to` crosses an edge holding
 * a Fortification of a player other than `shooter`. `coveredByEdges`' search, without a state.
 */
export function coveredByWalls(
  walls: readonly (number | null)[],
  shooter: number,
  from: number,
  to: number,
  range: number,
): boolean {
  return !openChain(walls, true, shooter, from, to, range);
}

/**
 * Ruling R58 (2024-12): whether every chain of playable spaces from `from` to `to` within range
 * (R2 costs) crosses an edge holding a Fortification of a player other than the shooter. Edges
 * of the target's space that the chain does not cross give no cover, nor does the border (R51).
 */
export function coveredByEdges(
  state: GameState,
  shooter: PlayerIndex,
  planet: number,
  from: number,
  to: number,
): boolean {
  return coveredByWalls(
    state.planets[planet]!.edgeFortifications!,
    shooter,
    from,
    to,
    rulesetOf(state).shootingRange,
  );
}

/**
 * Ruling R35: whether a shot's target is under cover: a Fortification of a player other than
 * the shooter stands on the target's space or on a playable space next to it. A Fortification
 * that is itself the target does not cover itself (its neighbours may). Off-board borders give
 * no cover (R34).
 */
export function coveredByAdjacency(
  state: GameState,
  shooter: PlayerIndex,
  planet: number,
  space: number,
  target: ShotTarget,
): boolean {
  const forts = state.planets[planet]!.fortifications;
  const covers = (at: number): boolean => enemy(forts[at], shooter);
  if (target !== 'fortification' && covers(space)) return true;
  return board.playableNeighbors[space]!.some(covers);
}
