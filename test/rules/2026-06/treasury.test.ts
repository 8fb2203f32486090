import { describe, expect, it } from 'vitest';
import { play, refuse } from '../_helpers/play.js';
import { position26 } from './_helpers/position.js';

// Save (ruling R49) and captured Treasury points (R47). Player 0 shoots from 40 at player 1's
// Treasury on HQ 30; both keep a Factory.
const HQ = 30;
const KEEP0 = 'factory@62';
const KEEP1 = 'factory@64';
const SHOT = { type: 'shoot', rover: 1, space: HQ, target: 'building' } as const;

describe('2026-06 Save (R49)', () => {
  it('R49: Save stores one point and ends the turn', () => {
    // Arrange
    const state = position26(`p0: r1@40 treasury@61[points=2] ${KEEP0}; p1: r2@70 ${KEEP1}`);

    // Act
    const next = play(state, { type: 'save' });

    // Assert
    expect(next.buildings.find((b) => b.structure === 'treasury')).toMatchObject({ points: 3 });
    expect(next.currentPlayer).toBe(1);
  });

  it('R49: NO_STRUCTURE without a Treasury, TREASURY_FULL at 3, SAVE_NOT_FIRST after an action', () => {
    // Arrange
    const none = position26(`p0: r1@40 ${KEEP0}; p1: r2@70 ${KEEP1}`);
    const full = position26(`p0: r1@40 treasury@61[points=3] ${KEEP0}; p1: r2@70 ${KEEP1}`);
    const later = position26(`p0: r1@40 treasury@61[points=1] ${KEEP0}; p1: r2@70 ${KEEP1}`, {
      actionsThisTurn: 1,
    });

    // Act, Assert
    refuse(none, { type: 'save' }, 'NO_STRUCTURE', 'R49');
    refuse(full, { type: 'save' }, 'TREASURY_FULL', 'R49');
    refuse(later, { type: 'save' }, 'SAVE_NOT_FIRST', 'R49');
  });
});

describe('2026-06 captured Treasury points (R47)', () => {
  it('R47: a Treasury shot down on the first action gives its 3 points, usable this turn', () => {
    // Arrange
    const state = position26(`p0: r1@40 ${KEEP0}; p1: treasury@${HQ}:1[points=3] ${KEEP1}`);

    // Act
    const next = play(state, SHOT, [3]);

    // Assert
    expect(next.captured).toBe(3);
    expect(next.last!.events).toContainEqual({
      type: 'pointsCaptured',
      player: 0,
      points: 3,
      forfeited: 0,
    });
    expect(next.currentPlayer).toBe(0);
    expect(next.actionsThisTurn).toBe(1);
  });

  it("R47: on a turn's third action only one more action fits: 1 usable, 2 forfeit", () => {
    // Arrange: player 0 pays this third action with its last stored point.
    const state = position26(
      `p0: r1@40 treasury@61[points=1] ${KEEP0}; p1: treasury@${HQ}:1[points=3] ${KEEP1}`,
      { actionsThisTurn: 2 },
    );

    // Act
    const next = play(state, SHOT, [3]);

    // Assert
    expect(next.captured).toBe(1);
    expect(next.last!.events).toContainEqual({
      type: 'pointsCaptured',
      player: 0,
      points: 1,
      forfeited: 2,
    });
    expect(next.currentPlayer).toBe(0);
  });

  it('R47: points already captured count against the cap', () => {
    // Arrange: second action, paid with one of 2 captured points; one captured point is left,
    // so only one more action slot (the 4th) is open... and it is already paid for.
    const state = position26(`p0: r1@40 ${KEEP0}; p1: treasury@${HQ}:1[points=3] ${KEEP1}`, {
      actionsThisTurn: 1,
      captured: 2,
    });

    // Act
    const next = play(state, SHOT, [3]);

    // Assert: 4 − 2 actions taken = 2 more, 1 already paid: 1 usable.
    expect(next.captured).toBe(2);
    expect(next.last!.events).toContainEqual({
      type: 'pointsCaptured',
      player: 0,
      points: 1,
      forfeited: 2,
    });
  });

  it("R47: on a turn's fourth action every captured point is forfeit and the turn ends", () => {
    // Arrange
    const state = position26(
      `p0: r1@40 treasury@61[points=1] ${KEEP0}; p1: treasury@${HQ}:1[points=2] ${KEEP1}`,
      { actionsThisTurn: 3 },
    );

    // Act
    const next = play(state, SHOT, [3]);

    // Assert
    expect(next.last!.events).toContainEqual({
      type: 'pointsCaptured',
      player: 0,
      points: 0,
      forfeited: 2,
    });
    expect(next.currentPlayer).toBe(1);
    expect(next.captured).toBe(0);
  });

  it('R47: an empty Treasury captures nothing and says nothing', () => {
    // Arrange
    const state = position26(`p0: r1@40 ${KEEP0}; p1: treasury@${HQ}:1 ${KEEP1}`);

    // Act
    const next = play(state, SHOT, [3]);

    // Assert
    expect(next.captured).toBe(0);
    expect(next.last!.events.map((e) => e.type)).toEqual(['destroyed']);
    expect(next.currentPlayer).toBe(1);
  });

  it('R47, R41: a Treasury lost with its planet is captured by the player whose cannon destroyed it', () => {
    // Arrange
    const base = position26(
      `p0: drillCannon@0.26[aim=40] factory@1.62 r9@1.70; p1: treasury@0.${HQ}[points=2] factory@1.64 r8@1.75`,
      { players: 4, out: [2, 3] },
    );
    const state = { ...base, planets: [{ ...base.planets[0]!, cannonShots: 4 }, base.planets[1]!] };

    // Act
    const next = play(state, { type: 'fire', planet: 0 }, [1, 1, 1]);

    // Assert
    expect(next.last!.events).toEqual([
      { type: 'planetDestroyed', planet: 0, total: 2 },
      { type: 'pointsCaptured', player: 0, points: 2, forfeited: 0 },
    ]);
    expect(next.captured).toBe(2);
  });

  it("R47: a Treasury destroyed by the Drill Cannon's hits is captured too", () => {
    // Arrange
    const state = position26(
      `p0: drillCannon@26[aim=${HQ}] r9@70 ${KEEP0}; p1: treasury@${HQ}:1[points=1] ${KEEP1}`,
    );

    // Act
    const next = play(state, { type: 'fire', planet: 0 }, [1, 3, 6, 6]);

    // Assert
    expect(next.last!.events).toContainEqual({
      type: 'pointsCaptured',
      player: 0,
      points: 1,
      forfeited: 0,
    });
    expect(next.captured).toBe(1);
  });

  it('R47: a player whose own cannon destroys their own Treasury captures its points (usable this turn only)', () => {
    // Arrange: player 0 fires at its own Treasury on 30, with 2 points stored.
    const state = position26(
      `p0: drillCannon@26[aim=${HQ}] treasury@${HQ}:1[points=2] r9@70 ${KEEP0}; p1: r8@75 ${KEEP1}`,
    );

    // Act
    const next = play(state, { type: 'fire', planet: 0 }, [1, 3, 6, 6]);

    // Assert
    expect(next.buildings.some((b) => b.structure === 'treasury')).toBe(false);
    expect(next.last!.events).toContainEqual({
      type: 'pointsCaptured',
      player: 0,
      points: 2,
      forfeited: 0,
    });
    expect(next.captured).toBe(2);
    expect(next.currentPlayer).toBe(0);
  });
});
