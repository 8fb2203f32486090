import type { GameState } from '../../rules/index.js';
import { orbitIsSafe, planetsBreak } from './rules-view.js';

// What a player in orbit keeps on the planets: the hunt after the orbit race (plan.ts). A player
// with a Rover in orbit cannot be put out while it stays up (ruling R14), but `pass` is legal
// only with no legal action (R13): a player whose only pieces are Rovers in orbit must descend
// where it can (R8), and down there its Rover can be shot. Its Rovers on a planet and its
// Buildings give it actions instead, its Factory makes new Rovers (R9) and its Space Port is its
// only way back up (R8). So each of those pieces counts for a player while it has a Rover in
// orbit: it keeps them, and an opponent (the value takes points less the other seats' average,
// value.ts) hunts them. They count once both sides are up, where the orbit plan's points vanish:
// they give the search something to play for from there. Every Rover down counts, and every hit
// point of a Rover or of the Factory: the evaluation counts Rovers beyond a player's fourth for a
// tenth and a Building's hit points for little, so without these a large army taken apart, or a
// Factory worn down behind its Fortifications, would earn the hunter next to nothing until the
// last piece falls, and the search would not start.

/** The points of the hunt, on the scale of `WEIGHTS` in evaluate-weights.ts. */
export const HUNT = {
  /** Any piece on a planet (a Rover or a Building): the player need not come down. */
  held: 40,
  /** A Factory: new Rovers, and the player stays in without a Rover (R14)... */
  factory: 60,
  /** ...plus this per hit point of it: each hit on it counts. */
  factoryHp: 20,
  /** A Space Port: the way back into orbit. */
  port: 30,
  /** Per Rover on a planet, however many, plus `roverHp` per hit point of it. */
  rover: 20,
  roverHp: 4,
} as const;

/**
 * Each seat's hunt points: for a seat still in with a Rover in orbit while an opponent still in
 * has one too (neither plan counts then, plan.ts), its pieces on the planets; 0 for the others
 * and for a finished game. 2025-01's only, as the orbit plan (plan.ts): where
 * orbit is not safe or no planet breaks, all 0.
 */
export function huntPoints(state: GameState): number[] {
  const points = state.players.map(() => 0);
  if (state.status === 'finished' || !orbitIsSafe(state) || !planetsBreak(state)) return points;
  const orbiting = state.players.map(() => false);
  const down = state.players.map(() => 0);
  const downHp = state.players.map(() => 0);
  for (const r of state.rovers) {
    if (r.location === 'orbit') orbiting[r.owner] = true;
    else {
      down[r.owner]!++;
      downHp[r.owner]! += r.hp;
    }
  }
  const buildings = state.players.map(() => 0);
  // A Factory's hit points (0: none).
  const factory = state.players.map(() => 0);
  const port = state.players.map(() => false);
  for (const b of state.buildings) {
    buildings[b.owner]!++;
    if (b.structure === 'factory') factory[b.owner] = b.hp;
    if (b.structure === 'spacePort') port[b.owner] = true;
  }
  const up = (q: number) => orbiting[q]! && state.players[q]!.inGame;
  for (let p = 0; p < points.length; p++) {
    // Alone in orbit, the player's plan counts instead (plan.ts), and it may demolish for it.
    if (!up(p) || !points.some((_, q) => q !== p && up(q))) continue;
    let x = down[p]! + buildings[p]! > 0 ? HUNT.held : 0;
    if (factory[p]! > 0) x += HUNT.factory + HUNT.factoryHp * factory[p]!;
    if (port[p]) x += HUNT.port;
    points[p] = x + HUNT.rover * down[p]! + HUNT.roverHp * downHp[p]!;
  }
  return points;
}
