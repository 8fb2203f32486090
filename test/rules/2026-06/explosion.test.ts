import { describe, expect, it } from 'vitest';
import { board } from '../../../src/board/index.js';
import { play } from '../_helpers/play.js';
import { position26 } from './_helpers/position.js';

// Ruling R46: a Drill Cannon destroyed while ready rolls a d6 ('explosion'); on 3+ every piece
// on every playable space next to its HQ takes 1 damage, no roll (spaces ascending, then Rover,
// Fortification, Building). HQ 30's neighbours are 15, 20, 21, 40, 45.
const HQ = 30;
const KEEP0 = 'factory@62';
const KEEP1 = 'factory@64';

describe('2026-06 cannon explosions (R46)', () => {
  it('R46: a ready cannon shot to pieces explodes on 3+: 1 damage to every piece next to it, shooter included', () => {
    // Arrange
    const state = position26(
      `p0: r1@40 r3@45:1 ${KEEP0}; p1: drillCannon@${HQ}:1[ready] f@20 r2@15 ${KEEP1}`,
    );

    // Act: the Fortification on 20 covers the cannon: damage on 4+.
    const next = play(state, { type: 'shoot', rover: 1, space: HQ, target: 'building' }, [4, 3]);

    // Assert
    expect([...board.playableNeighbors[HQ]!].sort((a, b) => a - b)).toEqual([15, 20, 21, 40, 45]);
    expect(next.last!.dice).toEqual([
      { purpose: 'damage', value: 4 },
      { purpose: 'explosion', value: 3 },
    ]);
    const cannon = { piece: 'building', structure: 'drillCannon', planet: 0, space: HQ, owner: 1 };
    expect(next.last!.events).toEqual([
      { type: 'destroyed', target: cannon },
      { type: 'exploded', planet: 0, space: HQ, owner: 1 },
      { type: 'damaged', target: { piece: 'rover', id: 2, owner: 1 }, hp: 2 },
      { type: 'destroyed', target: { piece: 'fortification', planet: 0, space: 20, owner: 1 } },
      { type: 'damaged', target: { piece: 'rover', id: 1, owner: 0 }, hp: 2 },
      { type: 'destroyed', target: { piece: 'rover', id: 3, owner: 0 } },
    ]);
    expect(next.rovers.map((r) => [r.id, r.hp])).toEqual([
      [1, 2],
      [2, 2],
    ]);
  });

  it('R46: on 1 or 2 it does not explode (the die is still recorded)', () => {
    // Arrange
    const state = position26(`p0: r1@40 ${KEEP0}; p1: drillCannon@${HQ}:1[aim=3] ${KEEP1}`);

    // Act
    const next = play(state, { type: 'shoot', rover: 1, space: HQ, target: 'building' }, [3, 2]);

    // Assert
    expect(next.last!.dice.map((d) => d.purpose)).toEqual(['damage', 'explosion']);
    expect(next.last!.events.map((e) => e.type)).toEqual(['destroyed']);
    expect(next.rovers.find((r) => r.id === 1)!.hp).toBe(3);
  });

  it('R46: a cannon that is not ready rolls nothing when destroyed', () => {
    // Arrange
    const state = position26(`p0: r1@40 ${KEEP0}; p1: drillCannon@${HQ}:1 ${KEEP1}`);

    // Act
    const next = play(state, { type: 'shoot', rover: 1, space: HQ, target: 'building' }, [3]);

    // Assert
    expect(next.last!.dice.map((d) => d.purpose)).toEqual(['damage']);
  });

  it('R46: a cannon firing at its own HQ is still ready: destroyed, it explodes before the planet roll', () => {
    // Arrange: cannon on 26 (neighbours 7, 16, 22, 36, 41), p1's Rover on 16 with 1 hit point.
    const state = position26(`p0: drillCannon@26:1[aim=26] ${KEEP0} r9@70; p1: r2@16:1 ${KEEP1}`);

    // Act: 3 hits; the first destroys the cannon, which explodes; no more damage dice.
    const next = play(state, { type: 'fire', planet: 0 }, [3, 4, 6, 3, 3]);

    // Assert
    expect(next.last!.dice.map((d) => d.purpose)).toEqual([
      'hits',
      'damage',
      'explosion',
      'planet',
      'planet',
    ]);
    expect(next.last!.events.map((e) => e.type)).toEqual(['destroyed', 'exploded', 'destroyed']);
    expect(next.rovers.map((r) => r.id)).toEqual([9]);
    expect(next.planets[0]!.cannonShots).toBe(1);
  });

  it('R46: cannons on a destroyed planet do not explode', () => {
    // Arrange: p1's ready cannon stands on the planet player 0's cannon destroys.
    const base = position26(
      `p0: drillCannon@0.26[aim=40] factory@1.62 r9@1.70; p1: drillCannon@0.${HQ}[ready] factory@1.64 r8@1.75`,
      { players: 4, out: [2, 3] },
    );
    const state = { ...base, planets: [{ ...base.planets[0]!, cannonShots: 4 }, base.planets[1]!] };

    // Act
    const next = play(state, { type: 'fire', planet: 0 }, [1, 1, 1]);

    // Assert
    expect(next.last!.dice.map((d) => d.purpose)).toEqual(['hits', 'planet', 'planet']);
    expect(next.last!.events.map((e) => e.type)).toEqual(['planetDestroyed']);
  });
});
