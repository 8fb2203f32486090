import { describe, expect, it } from 'vitest';
import { validateAction } from '../../../src/rules/index.js';
import { legalOfType, play, refuse } from '../_helpers/play.js';
import { position26 } from './_helpers/position.js';

// Ruling R38: `decommission {planet, space}` removes the acting player's own Building there, or
// else their own Fortification; Fortifications round a Building stay; a Treasury's or Factory's
// points go with it; a decommissioned Drill Cannon does not explode and the planet's firing
// count stays. It is an action like any other. HQ 26's neighbours are 7, 16, 22, 36, 41.

const decommission = (space: number, planet = 0) =>
  ({ type: 'decommission', planet, space }) as const;

describe('2026-06 decommission', () => {
  it('R38: your own Building goes; the Fortifications round it stay; reported as destroyed', () => {
    // Arrange
    const state = position26('p0: r1@7 f@16 f@22 spacePort@26; p1: r2@40');

    // Act
    const next = play(state, decommission(26));

    // Assert
    expect(next.buildings).toEqual([]);
    expect(next.planets[0]!.fortifications[16]).toBe(0);
    expect(next.planets[0]!.fortifications[22]).toBe(0);
    expect(next.last!.events).toEqual([
      {
        type: 'destroyed',
        target: { piece: 'building', structure: 'spacePort', planet: 0, space: 26, owner: 0 },
      },
    ]);
    expect(next.currentPlayer).toBe(1);
  });

  it('R38: your own Fortification goes', () => {
    // Arrange
    const state = position26('p0: r1@7 f@16; p1: r2@40');

    // Act
    const next = play(state, decommission(16));

    // Assert
    expect(next.planets[0]!.fortifications[16]).toBeNull();
    expect(next.last!.events).toEqual([
      { type: 'destroyed', target: { piece: 'fortification', planet: 0, space: 16, owner: 0 } },
    ]);
  });

  it("R38: a Treasury's points are lost with it, not captured", () => {
    // Arrange
    const state = position26('p0: r1@7 treasury@26[points=3]; p1: r2@40');

    // Act
    const next = play(state, decommission(26));

    // Assert
    expect(next.buildings).toEqual([]);
    expect(next.captured).toBe(0);
    expect(next.last!.events.some((e) => e.type === 'pointsCaptured')).toBe(false);
  });

  it('R38: a ready, aimed Drill Cannon decommissioned rolls no die and keeps the firing count', () => {
    // Arrange
    const base = position26('p0: r1@7 drillCannon@26[ready,aim=40]; p1: r2@40');
    const state = {
      ...base,
      planets: [{ ...base.planets[0]!, cannonShots: 2 }],
    };

    // Act
    const next = play(state, decommission(26));

    // Assert
    expect(next.last!.dice).toEqual([]);
    expect(next.last!.events.some((e) => e.type === 'exploded')).toBe(false);
    expect(next.planets[0]!.cannonShots).toBe(2);
    expect(next.rovers).toHaveLength(2);
  });

  it("R38: NOTHING_TO_DECOMMISSION for an enemy's Building or Fortification, naming whose", () => {
    // Arrange
    const state = position26('p0: r1@7; p1: r2@40 factory@26 f@16');

    // Act
    const building = refuse(state, decommission(26), 'NOTHING_TO_DECOMMISSION', 'R38');
    const fort = refuse(state, decommission(16), 'NOTHING_TO_DECOMMISSION', 'R38');

    // Assert
    expect(building.message).toMatch(/player 1's factory/);
    expect(fort.message).toMatch(/player 1's Fortification/);
  });

  it('R38: NOTHING_TO_DECOMMISSION for an empty space or a Rover alone', () => {
    // Arrange
    const state = position26('p0: r1@7; p1: r2@40');

    // Act, Assert
    refuse(state, decommission(8), 'NOTHING_TO_DECOMMISSION', 'R38');
    refuse(state, decommission(7), 'NOTHING_TO_DECOMMISSION', 'R38');
  });

  it('R38: listed by planet, then space, each accepted', () => {
    // Arrange: four players, two planets.
    const state = position26(
      'p0: r1@7 f@8 factory@26 f@1.13 treasury@1.0; p1: r2@40 f@41; p2: r4@1.40; p3: r5@1.1',
      { players: 4 },
    );

    // Act
    const listed = legalOfType(state, 'decommission');

    // Assert
    expect(listed).toEqual([
      decommission(8),
      decommission(26),
      decommission(0, 1),
      decommission(13, 1),
    ]);
    for (const a of listed) expect(validateAction(state, a)).toEqual({ ok: true });
  });

  it("R38, R47: after the turn's first action it spends a point", () => {
    // Arrange
    const state = position26('p0: r1@7 f@8 treasury@26[points=1]; p1: r2@40', {
      actionsThisTurn: 1,
    });

    // Act
    const next = play(state, decommission(8));

    // Assert
    expect(next.last!.events[0]).toEqual({ type: 'pointSpent', player: 0, left: 0 });
    expect(next.buildings[0]).toMatchObject({ structure: 'treasury', points: 0 });
    expect(next.currentPlayer).toBe(1);
  });
});
