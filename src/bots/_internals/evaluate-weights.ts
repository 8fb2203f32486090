import type { Structure } from '../../rules/index.js';

// The weights of the static evaluation (evaluate.ts, and the core's core-evaluate*.ts, which
// give the very same numbers), and the expected value of one shot. docs/bots.md explains every
// term.

/** The weights of `evaluate`, in points. */
export const WEIGHTS = {
  /** A won (lost) game: beyond any material difference. */
  win: 10_000,
  /** Every Rover, on a planet or in orbit, plus `roverHp` per hit point. */
  rover: 20,
  roverHp: 8,
  /** Rovers beyond the first `army` of a player count for `beyondArmy` of their value. */
  army: 4,
  beyondArmy: 0.1,
  /** Every Fortification (cover, blocking, building sites). */
  fortification: 1,
  /** Every Building by kind, plus `buildingHp` per hit point. */
  building: { spacePort: 20, factory: 60, drillCannon: 25, treasury: 25, medic: 25 } as Readonly<
    Record<Structure, number>
  >,
  buildingHp: 4,
  treasuryPoint: 4,
  /**
   * A Factory build point (2026-06, ruling R42): five make a Rover (about 44 points at 3 hit
   * points), one mends a hit point (8); less than either, so the bots spend them.
   */
  factoryPoint: 5,
  /** A Treasury point captured this turn (2026-06, R47): an extra action now. */
  capturedPoint: 4,
  /**
   * A Rover in orbit, where orbit does not keep its player in the game and dies with its planet
   * (2026-06, rulings R41, R48): this share of its value (it can still descend).
   */
  unsafeOrbit: 0.5,
  cannonReady: 3,
  /**
   * A power-up of a 2024-12 Drill Cannon (ruling R63): three make a Fire that hits without a
   * roll anywhere on its planet (valued as a shot while the cannon is powered up).
   */
  cannonPower: 2,
  /** A Factory with room to produce (a free neighbour). */
  factoryRoom: 10,
  /** A ready cannon aimed at a space holding an enemy piece. */
  cannonOnTarget: 6,
  /** Progress toward a Building: × (share of the best HQ's neighbours held)², while one is missing. */
  progress: 36,
  /**
   * Per unit of shooting distance beyond range between one's nearest Rover and an enemy piece;
   * in 2024-12 per Move or Turn the nearest Rover needs to get in range (R53–R55).
   */
  approach: 2,
  /** Weight of the best shot of the player to act next, and of the others' best shot. */
  toMove: 1,
  waiting: 0.5,
} as const;

/** The chance that one d6 shows `face` or more. */
export function chanceOf(face: number): number {
  return (7 - face) / 6;
}

/** The points a shot is expected to take from its target: one hit point, or the whole piece. */
export function roverShotValue(hp: number, hitChance: number, damageChance: number): number {
  return hitChance * damageChance * (WEIGHTS.roverHp + (hp === 1 ? WEIGHTS.rover : 0));
}

export function buildingShotValue(
  structure: Structure,
  hp: number,
  damageChance: number,
  byHp: number,
): number {
  if (byHp > 0) return damageChance * (WEIGHTS.buildingHp + WEIGHTS.building[structure] / byHp);
  return damageChance * (WEIGHTS.buildingHp + (hp === 1 ? WEIGHTS.building[structure] : 0));
}
