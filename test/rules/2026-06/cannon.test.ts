import { describe, expect, it } from 'vitest';
import { board } from '../../../src/board/index.js';
import { legalOfType, play, refuse } from '../_helpers/play.js';
import { position26 } from './_helpers/position.js';

// The 2026-06 Drill Cannon (rulings R41, R45): player 0's cannon on HQ 26 of planet 0 fires at
// space 40 (a triangle far from it). Both keep a Factory and a Rover out of the way.
const CANNON = 26;
const TARGET = 40;
const KEEP0 = 'factory@62 r9@70';
const KEEP1 = 'factory@64 r8@75';

describe('2026-06 Ready and Aim name the planet (R45)', () => {
  it('R45: Ready, Aim and Fire are listed per cannon, by planet', () => {
    // Arrange: four players, two planets; a cannon on each.
    const state = position26(
      `p0: drillCannon@0.${CANNON} drillCannon@1.${CANNON}[aim=${TARGET}] factory@0.62 r9@0.70; p1: r8@1.75 factory@1.64`,
      { players: 4, out: [2, 3] },
    );

    // Act
    const readies = legalOfType(state, 'ready');
    const fires = legalOfType(state, 'fire');
    const aims = legalOfType(state, 'aim');

    // Assert
    expect(readies).toEqual([{ type: 'ready', planet: 0 }]);
    expect(fires).toEqual([{ type: 'fire', planet: 1 }]);
    expect(aims).toEqual(
      board.playableSpaces
        .filter((s) => s !== TARGET)
        .map((space) => ({ type: 'aim', planet: 1, space })),
    );
  });

  it('R45: Ready and Aim change only the named cannon', () => {
    // Arrange
    const state = position26(
      `p0: drillCannon@0.${CANNON} drillCannon@1.${CANNON}[ready] factory@0.62 r9@0.70; p1: r8@1.75 factory@1.64`,
      { players: 4, out: [2, 3] },
    );

    // Act
    const readied = play(state, { type: 'ready', planet: 0 });
    const aimed = play(state, { type: 'aim', planet: 1, space: TARGET });

    // Assert
    expect(readied.buildings[0]).toMatchObject({ planet: 0, ready: true, aim: null });
    expect(aimed.buildings[0]).toMatchObject({ planet: 0, ready: false, aim: null });
    expect(aimed.buildings[1]).toMatchObject({ planet: 1, ready: true, aim: TARGET });
  });

  it('R45: NO_STRUCTURE for a planet where the player has no cannon', () => {
    // Arrange
    const state = position26(
      `p0: drillCannon@0.${CANNON} factory@0.62 r9@0.70; p1: r8@1.75 factory@1.64`,
      {
        players: 4,
        out: [2, 3],
      },
    );

    // Act
    const error = refuse(state, { type: 'ready', planet: 1 }, 'NO_STRUCTURE', 'R45');

    // Assert
    expect(error.message).toBe('player 0 has no Drill Cannon on planet 1');
  });

  it('R10, R21: CANNON_ALREADY_READY, CANNON_NOT_READY, ALREADY_AIMED, CANNON_NOT_AIMED', () => {
    // Arrange
    const unready = position26(`p0: drillCannon@${CANNON} ${KEEP0}; p1: ${KEEP1}`);
    const ready = position26(`p0: drillCannon@${CANNON}[ready] ${KEEP0}; p1: ${KEEP1}`);
    const aimed = position26(`p0: drillCannon@${CANNON}[aim=${TARGET}] ${KEEP0}; p1: ${KEEP1}`);

    // Act, Assert
    refuse(ready, { type: 'ready', planet: 0 }, 'CANNON_ALREADY_READY', 'R10');
    refuse(unready, { type: 'aim', planet: 0, space: TARGET }, 'CANNON_NOT_READY', 'R10');
    refuse(unready, { type: 'fire', planet: 0 }, 'CANNON_NOT_READY', 'R10');
    refuse(ready, { type: 'fire', planet: 0 }, 'CANNON_NOT_AIMED', 'R10');
    refuse(aimed, { type: 'aim', planet: 0, space: TARGET }, 'ALREADY_AIMED', 'R21');
    refuse(
      ready,
      { type: 'aim', planet: 0, space: board.spaces.findIndex((s) => !s.playable) },
      'OFF_BOARD',
      'R1',
    );
  });
});

describe('2026-06 Fire (R45)', () => {
  it('R45: a d6 of hits, each reaching the Rover then the Fortification, damage on 3+ ignoring cover; dice hits, damage…, planet', () => {
    // Arrange: p1's Rover stands on its own Fortification, covered by another at 55.
    const state = position26(
      `p0: drillCannon@${CANNON}[aim=${TARGET}] ${KEEP0}; p1: r2@${TARGET} f@${TARGET} f@55 ${KEEP1}`,
    );

    // Act: 2 hits. Hit 1: Rover 3 (damaged, cover ignored), Fortification 2 (kept). Hit 2:
    // Rover 1, Fortification 3 (destroyed). Then the planet: 1 + 1 = 2, not below 1 shot.
    const next = play(state, { type: 'fire', planet: 0 }, [2, 3, 2, 1, 3, 1, 1]);

    // Assert
    expect(next.last!.dice.map((d) => d.purpose)).toEqual([
      'hits',
      'damage',
      'damage',
      'damage',
      'damage',
      'planet',
      'planet',
    ]);
    const rover = { piece: 'rover', id: 2, owner: 1 };
    const fort = { piece: 'fortification', planet: 0, space: TARGET, owner: 1 };
    expect(next.last!.events).toEqual([
      { type: 'damaged', target: rover, hp: 2 },
      { type: 'noDamage', target: fort },
      { type: 'noDamage', target: rover },
      { type: 'destroyed', target: fort },
    ]);
    expect(next.rovers.find((r) => r.id === 2)!.hp).toBe(2);
    expect(next.planets[0]!.fortifications[TARGET]).toBeNull();
    expect(next.planets[0]!.cannonShots).toBe(1);
    expect(next.buildings.find((b) => b.structure === 'drillCannon')).toMatchObject({
      ready: false,
      aim: null,
    });
  });

  it('R45: a destroyed piece takes no more hits: later hits roll only for what is left', () => {
    // Arrange
    const state = position26(
      `p0: drillCannon@${CANNON}[aim=${TARGET}] ${KEEP0}; p1: r2@${TARGET}:1 ${KEEP1}`,
    );

    // Act: 6 hits; the first destroys the Rover; then only the planet dice.
    const next = play(state, { type: 'fire', planet: 0 }, [6, 5, 4, 4]);

    // Assert
    expect(next.last!.dice.map((d) => d.purpose)).toEqual(['hits', 'damage', 'planet', 'planet']);
    expect(next.rovers.some((r) => r.id === 2)).toBe(false);
  });

  it('R45: the planet count includes every earlier firing on the planet; 2d6 below it destroys the planet', () => {
    // Arrange: 5 firings already (any player's); this one is the 6th.
    const base = position26(`p0: drillCannon@${CANNON}[aim=${TARGET}] ${KEEP0}; p1: ${KEEP1}`);
    const state = { ...base, planets: [{ ...base.planets[0]!, cannonShots: 5 }] };

    // Act
    const survives = play(state, { type: 'fire', planet: 0 }, [1, 3, 3]);
    const destroyed = play(state, { type: 'fire', planet: 0 }, [1, 2, 3]);

    // Assert
    expect(survives.planets[0]).toMatchObject({ destroyed: false, cannonShots: 6 });
    expect(destroyed.planets[0]).toMatchObject({ destroyed: true, cannonShots: 6 });
    expect(destroyed.last!.events).toContainEqual({ type: 'planetDestroyed', planet: 0, total: 5 });
  });

  it('R41: a destroyed planet takes the Rovers on it and the Rovers orbiting it, not those orbiting another', () => {
    // Arrange: two planets; p1 orbits planet 0 (r2) and planet 1 (r3), and stands on planet 1.
    const base = position26(
      `p0: drillCannon@0.${CANNON}[aim=${TARGET}] r9@0.70 r7@orbit0 factory@1.62 r6@1.70; p1: r2@orbit0 r3@orbit1 r4@0.${TARGET} f@0.55 treasury@0.30 factory@1.64 r8@1.75`,
      { players: 4, out: [2, 3] },
    );
    const state = { ...base, planets: [{ ...base.planets[0]!, cannonShots: 2 }, base.planets[1]!] };

    // Act: one hit on r4 that does nothing, then 1 + 1 below 3 firings.
    const next = play(state, { type: 'fire', planet: 0 }, [1, 1, 1, 1]);

    // Assert
    expect(next.rovers.map((r) => r.id)).toEqual([3, 6, 8]);
    expect(next.buildings.every((b) => b.planet === 1)).toBe(true);
    expect(next.planets[0]!.fortifications.every((f) => f === null)).toBe(true);
    expect(next.planets[0]!.destroyed).toBe(true);
  });
});
