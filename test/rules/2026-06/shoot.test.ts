import { describe, expect, it } from 'vitest';
import { board, shotDistance } from '../../../src/board/index.js';
import { shotOdds } from '../../../src/rules/index.js';
import { play, refuse } from '../_helpers/play.js';
import { position26 } from './_helpers/position.js';

// Shoot in 2026-06: range as R2 (R34), cover by adjacency (R35), no shots from orbit (R40).
// Player 0 shoots from 35 at space 40, whose playable neighbours are 35, 55 and the HQ 30;
// 60 is next to 55 but not to 40. Both keep a Factory far away so nobody goes out.
const FROM = 35;
const TARGET = 40;
const NEXT_TO_TARGET = 55;
const HQ = 30;
const KEEP = 'factory@62';
const KEEP1 = 'factory@64';

describe('2026-06 shooting at a Rover (R35)', () => {
  it('R35: in the open a Rover is hit on 3+ and damaged on 3+ (dice: hit, damage)', () => {
    // Arrange
    const state = position26(`p0: r1@${FROM} ${KEEP}; p1: r2@${TARGET} ${KEEP1}`);

    // Act
    const next = play(state, { type: 'shoot', rover: 1, space: TARGET, target: 'rover' }, [3, 3]);

    // Assert
    expect(next.rovers.find((r) => r.id === 2)!.hp).toBe(2);
    expect(next.last!.dice).toEqual([
      { purpose: 'hit', value: 3 },
      { purpose: 'damage', value: 3 },
    ]);
    expect(next.last!.events).toEqual([
      { type: 'damaged', target: { piece: 'rover', id: 2, owner: 1 }, hp: 2 },
    ]);
  });

  it('R35: an enemy Fortification next to the Rover covers it: 3 misses, then 4 hits and 3 does no damage', () => {
    // Arrange
    const state = position26(
      `p0: r1@${FROM} ${KEEP}; p1: r2@${TARGET} f@${NEXT_TO_TARGET} ${KEEP1}`,
    );
    const shot = { type: 'shoot', rover: 1, space: TARGET, target: 'rover' } as const;

    // Act
    const missed = play(state, shot, [3]);
    const undamaged = play(state, shot, [4, 3]);
    const damaged = play(state, shot, [4, 4]);

    // Assert
    expect(missed.last!.events).toEqual([
      { type: 'miss', target: { piece: 'rover', id: 2, owner: 1 } },
    ]);
    expect(undamaged.last!.events.map((e) => e.type)).toEqual(['noDamage']);
    expect(damaged.rovers.find((r) => r.id === 2)!.hp).toBe(2);
  });

  it("R35: a Fortification on the Rover's own space covers it", () => {
    // Arrange
    const state = position26(`p0: r1@${FROM} ${KEEP}; p1: r2@${TARGET} f@${TARGET} ${KEEP1}`);

    // Act
    const odds = shotOdds(state, { type: 'shoot', rover: 1, space: TARGET, target: 'rover' });

    // Assert
    expect(odds).toEqual({ hitOn: 4, damageOn: 4, cover: true, distance: 1 });
  });

  it("R35: a third player's Fortification covers too; the shooter's own does not", () => {
    // Arrange
    const third = position26(
      `p0: r1@${FROM} ${KEEP}; p1: r2@${TARGET} ${KEEP1}; p2: f@${NEXT_TO_TARGET} factory@65`,
      {
        players: 3,
      },
    );
    const own = position26(`p0: r1@${FROM} f@${NEXT_TO_TARGET} ${KEEP}; p1: r2@${TARGET} ${KEEP1}`);
    const shot = { type: 'shoot', rover: 1, space: TARGET, target: 'rover' } as const;

    // Act, Assert
    expect(shotOdds(third, shot).cover).toBe(true);
    expect(shotOdds(own, shot)).toEqual({ hitOn: 3, damageOn: 3, cover: false, distance: 1 });
  });

  it("R35: a Fortification two spaces away gives no cover (adjacency, not R3's chains)", () => {
    // Arrange: 60 is next to 55, not to 40; 2025-01 would ask whether chains pass it.
    const state = position26(`p0: r1@${FROM} ${KEEP}; p1: r2@${TARGET} f@60 ${KEEP1}`);

    // Act
    const odds = shotOdds(state, { type: 'shoot', rover: 1, space: TARGET, target: 'rover' });

    // Assert
    expect(board.playableNeighbors[TARGET]).not.toContain(60);
    expect(odds.cover).toBe(false);
  });
});

describe('2026-06 shooting at Fortifications and Buildings (R35)', () => {
  it('R35: a Fortification is hit without a roll and destroyed on 3+; it does not cover itself', () => {
    // Arrange
    const state = position26(`p0: r1@${FROM} ${KEEP}; p1: r2@70 f@${NEXT_TO_TARGET} ${KEEP1}`, {});
    const shot = {
      type: 'shoot',
      rover: 1,
      space: NEXT_TO_TARGET,
      target: 'fortification',
    } as const;

    // Act
    const next = play(state, shot, [3]);

    // Assert
    expect(next.last!.dice).toEqual([{ purpose: 'damage', value: 3 }]);
    expect(next.planets[0]!.fortifications[NEXT_TO_TARGET]).toBeNull();
    expect(shotOdds(state, shot)).toMatchObject({ hitOn: null, damageOn: 3, cover: false });
  });

  it('R35: a Fortification next to another enemy Fortification is covered: damaged on 4+', () => {
    // Arrange
    const state = position26(`p0: r1@${FROM} ${KEEP}; p1: r2@70 f@${NEXT_TO_TARGET} f@60 ${KEEP1}`);
    const shot = {
      type: 'shoot',
      rover: 1,
      space: NEXT_TO_TARGET,
      target: 'fortification',
    } as const;

    // Act
    const kept = play(state, shot, [3]);
    const gone = play(state, shot, [4]);

    // Assert
    expect(kept.planets[0]!.fortifications[NEXT_TO_TARGET]).toBe(1);
    expect(kept.last!.events.map((e) => e.type)).toEqual(['noDamage']);
    expect(gone.planets[0]!.fortifications[NEXT_TO_TARGET]).toBeNull();
  });

  it('R35: a Building is hit without a roll: 3+ damages it in the open, 4+ under cover', () => {
    // Arrange: 20 is next to the HQ 30.
    const open = position26(`p0: r1@${TARGET} ${KEEP}; p1: r2@70 spacePort@${HQ} ${KEEP1}`);
    const covered = position26(`p0: r1@${TARGET} ${KEEP}; p1: r2@70 spacePort@${HQ} f@20 ${KEEP1}`);
    const shot = { type: 'shoot', rover: 1, space: HQ, target: 'building' } as const;

    // Act
    const hitOpen = play(open, shot, [3]);
    const missCovered = play(covered, shot, [3]);
    const hitCovered = play(covered, shot, [4]);

    // Assert
    expect(board.playableNeighbors[HQ]).toContain(20);
    expect(hitOpen.buildings.find((b) => b.space === HQ)!.hp).toBe(4);
    expect(missCovered.buildings.find((b) => b.space === HQ)!.hp).toBe(5);
    expect(hitCovered.buildings.find((b) => b.space === HQ)!.hp).toBe(4);
    expect(shotOdds(covered, shot)).toEqual({ hitOn: null, damageOn: 4, cover: true, distance: 2 });
  });
});

describe('2026-06 shooting: who and how far (R34, R40)', () => {
  it('R34: OUT_OF_RANGE beyond distance 3 (an HQ counting 2)', () => {
    // Arrange: 16 is 4 away from 40.
    const state = position26(`p0: r1@${TARGET} ${KEEP}; p1: r2@16 ${KEEP1}`);

    // Act
    const error = refuse(
      state,
      { type: 'shoot', rover: 1, space: 16, target: 'rover' },
      'OUT_OF_RANGE',
      'R34',
    );

    // Assert
    expect(shotDistance(TARGET, 16)).toBe(4);
    expect(error.message).toBe('Rover r1 cannot shoot at space 16: it is 4 away, beyond range 3');
  });

  it('R34: a target at distance 3 is in range', () => {
    // Arrange: 15 is 3 away from 40.
    const state = position26(`p0: r1@${TARGET} ${KEEP}; p1: r2@15 ${KEEP1}`);

    // Act
    const next = play(state, { type: 'shoot', rover: 1, space: 15, target: 'rover' }, [1]);

    // Assert
    expect(shotDistance(TARGET, 15)).toBe(3);
    expect(next.last!.events.map((e) => e.type)).toEqual(['miss']);
  });

  it('R40: ROVER_IN_ORBIT for a shot by a Rover in orbit', () => {
    // Arrange
    const state = position26(`p0: r1@orbit0 r3@70 ${KEEP}; p1: r2@${TARGET} ${KEEP1}`);

    // Act
    const error = refuse(
      state,
      { type: 'shoot', rover: 1, space: TARGET, target: 'rover' },
      'ROVER_IN_ORBIT',
      'R40',
    );

    // Assert
    expect(error.message).toBe('Rover r1 is in orbit: it cannot shoot');
  });

  it('R20, R23, R34: NO_TARGET at an own piece, NOT_YOUR_ROVER for an enemy shooter, OFF_BOARD off the board, NO_SUCH_ROVER', () => {
    // Arrange
    const state = position26(`p0: r1@${FROM} r3@${TARGET} ${KEEP}; p1: r2@70 ${KEEP1}`);
    const offBoard = board.spaces.findIndex((s) => !s.playable);

    // Act, Assert
    refuse(state, { type: 'shoot', rover: 1, space: TARGET, target: 'rover' }, 'NO_TARGET', 'R20');
    refuse(
      state,
      { type: 'shoot', rover: 2, space: TARGET, target: 'rover' },
      'NOT_YOUR_ROVER',
      'R23',
    );
    refuse(state, { type: 'shoot', rover: 1, space: offBoard, target: 'rover' }, 'OFF_BOARD', 'R1');
    refuse(
      state,
      { type: 'shoot', rover: 5, space: TARGET, target: 'rover' },
      'NO_SUCH_ROVER',
      'R34',
    );
  });
});
