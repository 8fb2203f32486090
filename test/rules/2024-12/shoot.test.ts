import { describe, expect, it } from 'vitest';
import { edgeBetween, shotDistance } from '../../../src/board/index.js';
import {
  type GameState,
  type ShootAction,
  shotOdds,
  underCover,
} from '../../../src/rules/index.js';
import { legalOfType, play, refuse } from '../_helpers/play.js';
import { position24 } from './_helpers/position.js';

// Ruling R57: a Rover shoots an enemy Rover or Building on a space in range (R2), or an enemy
// Fortification on an edge in range (either of its spaces in range). Dice as R4. Ruling R58: a
// shot at a Rover is under cover (4+) when every chain of playable spaces within range crosses
// an edge holding a Fortification of a player other than the shooter.
//
// Range from 35: 25, 40, 50 at 1; 20, 44, 55 at 2; 14, 29 (HQ), 30 (HQ), 59, 60, 65 at 3.
// Cover from 1 to 2 (both next to the north pole HQ 0, at distance 3): within range only two
// chains join them, 1→0→2 (the HQ counting 2) and 1→7→8→2.
const KEEP0 = 'r8@75>65';
const KEEP1 = 'r9@71>61';

const atRover = (rover: number, space: number): ShootAction => ({
  type: 'shoot',
  rover,
  space,
  target: 'rover',
});
const atEdge = (rover: number, space: number, across: number): ShootAction => ({
  type: 'shoot',
  rover,
  space,
  target: 'fortification',
  across,
});

/**
 * Player 0 on 1 shoots player 1's Rover on 2, with the Fortifications of player 0 (`own`), of
 * player 1 (`enemy`) and, when given, of a third player.
 */
const coverCase = (own: string, enemy: string, third?: string): GameState =>
  position24(
    `p0: r1@1>7 ${own}; p1: r2@2>8 ${enemy}${third === undefined ? '' : `; p2: r3@75>65 ${third}`}`,
    { players: third === undefined ? 2 : 3 },
  );

describe('2024-12 Shoot (R57, R4, R20)', () => {
  it('R57, R4: a Rover in the open is hit on 3+, then damaged on 3+: the hit die first', () => {
    // Arrange
    const state = position24(`p0: r1@35>25; p1: r2@40>55 ${KEEP1}`);

    // Act
    const missed = play(state, atRover(1, 40), [2]);
    const noDamage = play(state, atRover(1, 40), [3, 2]);
    const damaged = play(state, atRover(1, 40), [3, 3]);

    // Assert
    const target = { piece: 'rover', id: 2, owner: 1 };
    expect(missed.last!.events).toEqual([{ type: 'miss', target }]);
    expect(noDamage.last!.dice).toEqual([
      { purpose: 'hit', value: 3 },
      { purpose: 'damage', value: 2 },
    ]);
    expect(noDamage.last!.events).toEqual([{ type: 'noDamage', target }]);
    expect(damaged.last!.events).toEqual([{ type: 'damaged', target, hp: 4 }]);
    expect(damaged.rovers.find((r) => r.id === 2)!.hp).toBe(4);
  });

  it('R57, R4: an edge Fortification is hit without a roll and destroyed on a damage roll of 3+', () => {
    // Arrange
    const state = position24(`p0: r1@35>25; p1: r2@60>55 f@40/55`);
    const shot = atEdge(1, 40, 55);

    // Act
    const kept = play(state, shot, [2]);
    const gone = play(state, shot, [3]);

    // Assert
    const target = { piece: 'fortification', planet: 0, space: 40, across: 55, owner: 1 };
    expect(kept.last!.dice).toEqual([{ purpose: 'damage', value: 2 }]);
    expect(kept.last!.events).toEqual([{ type: 'noDamage', target }]);
    expect(kept.planets[0]!.edgeFortifications![edgeBetween(40, 55)]).toBe(1);
    expect(gone.last!.events).toEqual([{ type: 'destroyed', target }]);
    expect(gone.planets[0]!.edgeFortifications![edgeBetween(40, 55)]).toBeNull();
  });

  it('R57, R4: a Building is hit without a roll and loses a hit point on 3+', () => {
    // Arrange: the enemy Factory on HQ 30 is 3 away.
    const state = position24(`p0: r1@35>25; p1: factory@30`);

    // Act
    const next = play(state, { type: 'shoot', rover: 1, space: 30, target: 'building' }, [6]);

    // Assert
    expect(next.buildings[0]!.hp).toBe(4);
    expect(next.last!.events).toEqual([
      {
        type: 'damaged',
        target: { piece: 'building', structure: 'factory', planet: 0, space: 30, owner: 1 },
        hp: 4,
      },
    ]);
  });

  it("R57, R2: an edge is in range when either of its spaces is (13/29: 29 is 3 away, 13 is 4), and the shooter's own edges are at 0", () => {
    // Arrange
    const state = position24(`p0: r1@35>25; p1: ${KEEP1} f@13/29 f@35/40 f@5/15`);

    // Act
    const shots = legalOfType(state, 'shoot');
    const far = refuse(state, atEdge(1, 5, 15), 'OUT_OF_RANGE', 'R2');

    // Assert
    expect([shotDistance(35, 13), shotDistance(35, 29)]).toEqual([4, 3]);
    expect([shotDistance(35, 5), shotDistance(35, 15)]).toEqual([4, 4]);
    expect(shots).toEqual([atEdge(1, 13, 29), atEdge(1, 35, 40)]);
    expect(shotOdds(state, atEdge(1, 35, 40))).toEqual({
      hitOn: null,
      damageOn: 3,
      cover: false,
      distance: 0,
    });
    expect(shotOdds(state, atEdge(1, 13, 29)).distance).toBe(3);
    expect(far.message).toMatch(/the edge 5\/15: it is 4 away, beyond range 3/);
  });

  it('R57, R2: a Rover or Building beyond range 3 is OUT_OF_RANGE', () => {
    // Arrange: 45 is 4 away from 35.
    const state = position24(`p0: r1@35>25; p1: r2@45>30 ${KEEP1}`);

    // Act
    const error = refuse(state, atRover(1, 45), 'OUT_OF_RANGE', 'R2');

    // Assert
    expect(error.message).toMatch(/space 45: it is 4 away, beyond range 3/);
    expect(legalOfType(state, 'shoot')).toEqual([]);
  });

  it('R57: facing does not matter, and shots are listed by space, then Rover, Fortification, Building, then across', () => {
    // Arrange: the shooter faces away (25); enemies on 40, the edges 40/55 and 30/40, HQ 30.
    const state = position24(`p0: r1@35>25; p1: r2@40>55 f@40/55 f@30/40 medic@30`);

    // Act
    const shots = legalOfType(state, 'shoot');

    // Assert
    expect(shots).toEqual([
      { type: 'shoot', rover: 1, space: 30, target: 'fortification', across: 40 },
      { type: 'shoot', rover: 1, space: 30, target: 'building' },
      atRover(1, 40),
      atEdge(1, 40, 55),
    ]);
  });

  it('R20, R57: NO_TARGET when no enemy piece of the named kind is there: an own piece, nothing, the wrong kind', () => {
    // Arrange
    const state = position24(`p0: r1@35>25 r3@40>55 f@25/35; p1: factory@30 ${KEEP1}`);

    // Act
    const errors = [
      refuse(state, atRover(1, 40), 'NO_TARGET', 'R20'),
      refuse(state, atRover(1, 50), 'NO_TARGET', 'R20'),
      refuse(state, atEdge(1, 25, 35), 'NO_TARGET', 'R20'),
      refuse(state, atEdge(1, 40, 55), 'NO_TARGET', 'R20'),
      refuse(state, atRover(1, 30), 'NO_TARGET', 'R20'),
    ];

    // Assert
    expect(errors.map((e) => e.message)).toEqual([
      'Rover r1 cannot shoot at space 40: there is no enemy rover there',
      'Rover r1 cannot shoot at space 50: there is no enemy rover there',
      'Rover r1 cannot shoot at the edge 25/35: there is no enemy fortification there',
      'Rover r1 cannot shoot at the edge 40/55: there is no enemy fortification there',
      'Rover r1 cannot shoot at space 30: there is no enemy rover there',
    ]);
  });

  it('R57, R1: OFF_BOARD for an off-board space or edge; NOT_ADJACENT for two spaces that share no edge', () => {
    // Arrange
    const state = position24(`p0: r1@66>71 ${KEEP0}; p1: r2@62>47`);

    // Act
    const offSpace = refuse(state, atRover(1, 77), 'OFF_BOARD', 'R1');
    const border = refuse(state, atEdge(1, 71, 77), 'OFF_BOARD', 'R1');
    const apart = refuse(state, atEdge(1, 61, 66), 'NOT_ADJACENT', 'R57');

    // Assert
    expect(offSpace.message).toMatch(/space 77 is off the board/);
    expect(border.message).toMatch(/the edge 71\/77: space 77 is off the board/);
    expect(apart.message).toBe(
      'Rover r1 cannot shoot at the edge 61/66: spaces 61 and 66 share no edge, so they name no Fortification',
    );
  });

  it('R57, R23, R8: NO_SUCH_ROVER, NOT_YOUR_ROVER and ROVER_IN_ORBIT, each with its ruling', () => {
    // Arrange
    const state = position24(`p0: r1@35>25 r3@orbit; p1: r2@40>55`);

    // Act, Assert
    refuse(state, atRover(4, 40), 'NO_SUCH_ROVER', 'R57');
    refuse(state, atRover(2, 35), 'NOT_YOUR_ROVER', 'R23');
    refuse(state, atRover(3, 40), 'ROVER_IN_ORBIT', 'R8');
  });
});

describe('2024-12 cover by fortified edges (R58)', () => {
  it('R58: with both chains from 1 to 2 crossing an enemy-fortified edge, the Rover is under cover: 3 misses, 4 hits', () => {
    // Arrange: player 1 walls 0/2 and 2/8, both edges of the target's space.
    const state = coverCase('', 'f@0/2 f@2/8');

    // Act
    const missed = play(state, atRover(1, 2), [3]);
    const hit = play(state, atRover(1, 2), [4, 3]);

    // Assert
    expect(shotOdds(state, atRover(1, 2))).toEqual({
      hitOn: 4,
      damageOn: 3,
      cover: true,
      distance: 3,
    });
    expect(missed.last!.events.map((e) => e.type)).toEqual(['miss']);
    expect(hit.last!.events.map((e) => e.type)).toEqual(['damaged']);
  });

  it("R58: walls anywhere along the chains cover, the shooter's own edge included (1/0 and 7/8)", () => {
    // Arrange
    const state = coverCase('', 'f@0/1 f@7/8');

    // Act
    const odds = shotOdds(state, atRover(1, 2));

    // Assert
    expect(odds.cover).toBe(true);
    expect(odds.hitOn).toBe(4);
  });

  it('R58: one open chain is enough: a wall on 0/2 alone gives no cover', () => {
    // Arrange
    const state = coverCase('', 'f@0/2');

    // Act
    const odds = shotOdds(state, atRover(1, 2));

    // Assert
    expect(odds).toEqual({ hitOn: 3, damageOn: 3, cover: false, distance: 3 });
  });

  it("R58: the shooter's own Fortifications give no cover, nor make the enemy's cover", () => {
    // Arrange
    const own = coverCase('f@0/2 f@2/8', '');
    const mixed = coverCase('f@2/8', 'f@0/2');

    // Act, Assert
    expect(shotOdds(own, atRover(1, 2)).cover).toBe(false);
    expect(shotOdds(mixed, atRover(1, 2)).cover).toBe(false);
  });

  it("R58: a third player's Fortifications cover too", () => {
    // Arrange
    const state = coverCase('', 'f@0/2', 'f@2/8');

    // Act
    const odds = shotOdds(state, atRover(1, 2));

    // Assert
    expect(odds.cover).toBe(true);
  });

  it("R58: Fortifications on edges of the target's space that no chain crosses give no cover", () => {
    // Arrange: from 35 the one chain to 40 within range crosses 35/40; 40/55 and 30/40 are not
    // crossed. The edge 2/9 is crossed by no chain from 1 either.
    const around = position24(`p0: r1@35>25 ${KEEP0}; p1: r2@40>55 f@40/55 f@30/40`);
    const beside = coverCase('', 'f@2/9');
    const crossed = position24(`p0: r1@35>25 ${KEEP0}; p1: r2@40>55 f@35/40`);

    // Act, Assert
    expect(shotOdds(around, atRover(1, 40)).cover).toBe(false);
    expect(shotOdds(beside, atRover(1, 2)).cover).toBe(false);
    expect(shotOdds(crossed, atRover(1, 40)).cover).toBe(true);
  });

  it('R58, R51: the border gives no cover: a Rover on 71 (next to the off-board 77) shot from 66', () => {
    // Arrange
    const state = position24(`p0: r1@66>56 ${KEEP0}; p1: r2@71>77`);

    // Act
    const odds = shotOdds(state, atRover(1, 71));

    // Assert
    expect(odds).toEqual({ hitOn: 3, damageOn: 3, cover: false, distance: 1 });
  });

  it('R58: cover is for Rovers: a walled-in Building or Fortification is still hit without a roll', () => {
    // Arrange: player 1's Medic on HQ 0 with every edge walled; the shooter on 1.
    const state = position24(`p0: r1@1>7 ${KEEP0}; p1: medic@0 f@0/1 f@0/2 f@0/3 f@0/4 f@0/5`);

    // Act
    const building = shotOdds(state, { type: 'shoot', rover: 1, space: 0, target: 'building' });
    const wall = shotOdds(state, atEdge(1, 0, 1));

    // Assert
    expect(building).toEqual({ hitOn: null, damageOn: 3, cover: false, distance: 2 });
    expect(wall).toEqual({ hitOn: null, damageOn: 3, cover: false, distance: 0 });
  });

  it('R58: only chains within range count: a detour longer than 3 does not open cover', () => {
    // Arrange: 35 to 40 is 1 away; walling 35/40 leaves only chains of 5 (through 25, 20 and
    // HQ 30, or 50, HQ 65 and 55).
    const state = position24(`p0: r1@35>25 ${KEEP0}; p1: r2@40>55 f@35/40`);

    // Act
    const covered = underCover(state, 0, 0, 35, 40);
    const ownWall = underCover(state, 1, 0, 40, 35);

    // Assert
    expect(covered).toBe(true);
    expect(ownWall).toBe(false);
  });
});
