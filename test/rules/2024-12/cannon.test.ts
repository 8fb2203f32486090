import { describe, expect, it } from 'vitest';
import { edgeBetween } from '../../../src/board/index.js';
import type { FireAction, GameState } from '../../../src/rules/index.js';
import { legalOfType, play, refuse } from '../_helpers/play.js';
import { FIRE_AT_BUILDING, fortsAround, position24 } from './_helpers/position.js';

// Ruling R63: Power up (one action) adds 1 to the player's Drill Cannon's power, up to 3, not
// necessarily on consecutive turns; at 3, Fire (one action) strikes an enemy Rover or enemy
// Fortification anywhere on the cannon's planet: no range, no cover, no hit roll, a damage roll
// of 3+ (R4); power goes back to 0 whatever the damage. Player 0's cannon stands on HQ 26,
// player 1's Rover on 75, at the far side of the planet behind walls of its own.
const CANNON = 'drillCannon@26';
const KEEP0 = 'r1@7>1';
const FAR = 'r9@75>65 f@65/75 f@70/75';

const cannon = (state: GameState) => state.buildings.find((b) => b.structure === 'drillCannon');
const atRover = (space: number): FireAction => ({ type: 'fire', space, target: 'rover' });
const atEdge = (space: number, across: number): FireAction => ({
  type: 'fire',
  space,
  target: 'fortification',
  across,
});

describe('2024-12 Power up (R63)', () => {
  it('R63: three power-ups on turns that need not follow each other make the cannon fire-ready', () => {
    // Arrange
    let state = position24(`p0: ${KEEP0} ${CANNON}; p1: ${FAR}`);
    const powers: number[] = [];
    const firesListed: number[] = [];

    // Act: player 0 powers up, turns a Rover, powers up twice; player 1 turns in between.
    for (const action of [
      { type: 'powerUp' },
      { type: 'turn', rover: 1, direction: 'left' },
      { type: 'powerUp' },
      { type: 'powerUp' },
    ] as const) {
      state = play(state, action);
      powers.push(cannon(state)!.power!);
      firesListed.push(legalOfType(state, 'fire').length);
      state = play(state, { type: 'turn', rover: 9, direction: 'left' });
    }

    // Assert
    expect(powers).toEqual([1, 1, 2, 3]);
    expect(legalOfType(state, 'fire')).toEqual([atEdge(65, 75), atEdge(70, 75), atRover(75)]);
    expect(legalOfType(state, 'powerUp')).toEqual([]);
    expect(cannon(state)).toMatchObject({ ready: false, aim: null, power: 3 });
  });

  it('R63: at power 3 a further power-up is CANNON_ALREADY_READY; below it a Fire is CANNON_NOT_READY', () => {
    // Arrange
    const full = position24(`p0: ${KEEP0} ${CANNON}[power=3]; p1: ${FAR}`);
    const two = position24(`p0: ${KEEP0} ${CANNON}[power=2]; p1: ${FAR}`);

    // Act
    const already = refuse(full, { type: 'powerUp' }, 'CANNON_ALREADY_READY', 'R63');
    const notReady = refuse(two, atRover(75), 'CANNON_NOT_READY', 'R63');

    // Assert
    expect(already.message).toBe('the Drill Cannon is powered up (3 of 3): fire it');
    expect(notReady.message).toBe('the Drill Cannon has power 2 of 3: power it up first');
    expect(legalOfType(two, 'fire')).toEqual([]);
    expect(legalOfType(two, 'powerUp')).toEqual([{ type: 'powerUp' }]);
  });

  it('R63: without a Drill Cannon, Power up and Fire are NO_STRUCTURE', () => {
    // Arrange: only player 1 has one.
    const state = position24(`p0: ${KEEP0}; p1: ${FAR} ${CANNON}[power=3]`);

    // Act
    const up = refuse(state, { type: 'powerUp' }, 'NO_STRUCTURE', 'R63');
    const fire = refuse(state, atRover(75), 'NO_STRUCTURE', 'R63');

    // Assert
    expect(up.message).toBe('player 0 has no Drill Cannon');
    expect(fire.message).toBe(up.message);
  });
});

describe('2024-12 Fire (R63)', () => {
  it('R63, R4: a Fire at a Rover anywhere on the planet rolls only the damage die: 3+ takes a hit point; power goes to 0', () => {
    // Arrange
    const state = position24(`p0: ${KEEP0} ${CANNON}[power=3]; p1: ${FAR}`);

    // Act
    const damaged = play(state, atRover(75), [3]);
    const missed = play(state, atRover(75), [2]);

    // Assert
    const target = { piece: 'rover', id: 9, owner: 1 };
    expect(damaged.last!.dice).toEqual([{ purpose: 'damage', value: 3 }]);
    expect(damaged.last!.events).toEqual([{ type: 'damaged', target, hp: 4 }]);
    expect(missed.last!.events).toEqual([{ type: 'noDamage', target }]);
    expect(missed.rovers.find((r) => r.id === 9)!.hp).toBe(5);
    expect(cannon(damaged)!.power).toBe(0);
    expect(cannon(missed)!.power).toBe(0);
    expect(damaged.planets[0]).toEqual(state.planets[0]);
  });

  it('R63: a Fire at an enemy edge Fortification destroys it on 3+, leaves it on 2, and empties the cannon either way', () => {
    // Arrange
    const state = position24(`p0: ${KEEP0} ${CANNON}[power=3]; p1: ${FAR}`);

    // Act
    const gone = play(state, atEdge(65, 75), [3]);
    const kept = play(state, atEdge(65, 75), [2]);

    // Assert
    const edge = edgeBetween(65, 75);
    expect(gone.planets[0]!.edgeFortifications![edge]).toBeNull();
    expect(gone.last!.events).toEqual([
      {
        type: 'destroyed',
        target: { piece: 'fortification', planet: 0, space: 65, across: 75, owner: 1 },
      },
    ]);
    expect(kept.planets[0]!.edgeFortifications![edge]).toBe(1);
    expect([cannon(gone)!.power, cannon(kept)!.power]).toEqual([0, 0]);
  });

  it('R63: Buildings are not targets, nor pieces of another planet, nor the own, nor empty spaces (NO_TARGET)', () => {
    // Arrange: player 1 has a Factory on 30 of planet 0 and a Rover on 40 of planet 1.
    const state = position24(
      `p0: ${KEEP0} ${CANNON}[power=3] f@7/8; p1: ${FAR} factory@30 r8@1.40>35`,
      { planets: 2 },
    );

    // Act
    const errors = [
      refuse(state, FIRE_AT_BUILDING(30), 'NO_TARGET', 'R63'),
      refuse(state, atRover(40), 'NO_TARGET', 'R63'),
      refuse(state, atRover(7), 'NO_TARGET', 'R63'),
      refuse(state, atEdge(7, 8), 'NO_TARGET', 'R63'),
      refuse(state, atRover(50), 'NO_TARGET', 'R63'),
    ];

    // Assert
    expect(errors.map((e) => e.message)).toEqual([
      'the Drill Cannon cannot fire at space 30: it fires at Rovers and Fortifications, not Buildings',
      'the Drill Cannon cannot fire at space 40: there is no enemy rover there',
      'the Drill Cannon cannot fire at space 7: there is no enemy rover there',
      'the Drill Cannon cannot fire at the edge 7/8: there is no enemy fortification there',
      'the Drill Cannon cannot fire at space 50: there is no enemy rover there',
    ]);
    expect(legalOfType(state, 'fire').map((f) => f.space)).toEqual([65, 70, 75]);
  });

  it('R63, R1: OFF_BOARD for an off-board space or border edge; NOT_ADJACENT for spaces that share no edge', () => {
    // Arrange
    const state = position24(`p0: ${KEEP0} ${CANNON}[power=3]; p1: ${FAR}`);

    // Act
    const errors = [
      refuse(state, atRover(77), 'OFF_BOARD', 'R1'),
      refuse(state, atEdge(71, 77), 'OFF_BOARD', 'R1'),
      refuse(state, atEdge(61, 66), 'NOT_ADJACENT', 'R63'),
    ];

    // Assert
    expect(errors.map((e) => e.message)).toEqual([
      'the Drill Cannon cannot fire at space 77: space 77 is off the board',
      'the Drill Cannon cannot fire at the edge 71/77: space 77 is off the board',
      'the Drill Cannon cannot fire at the edge 61/66: spaces 61 and 66 share no edge, so they name no Fortification',
    ]);
  });

  it('R63: a Fire lists every enemy Rover on the planet and every enemy edge Fortification, by space, a Rover first; orbit is out of reach', () => {
    // Arrange: player 1's Rover on 40, walls 30/40 and 40/55, a Rover in orbit; player 2's
    // Rover on 30's neighbour 20 and wall 20/25.
    const state = position24(
      `p0: ${KEEP0} ${CANNON}[power=3]; p1: r2@40>35 r3@orbit f@30/40 f@40/55; p2: r4@20>14 f@20/25`,
      { players: 3 },
    );

    // Act
    const fires = legalOfType(state, 'fire');

    // Assert
    expect(fires).toEqual([
      atRover(20),
      atEdge(20, 25),
      atEdge(30, 40),
      atRover(40),
      atEdge(40, 55),
    ]);
  });

  it('R63, R17: a destroyed cannon takes its power with it: one built again starts at 0', () => {
    // Arrange: player 0's cannon at power 3 has 1 hit point; player 1's Rover on 7 shoots it.
    const state = position24(`p0: r1@70>60 ${CANNON}:1[power=3] ${fortsAround(26)}; p1: r9@7>1`, {
      current: 1,
    });

    // Act
    const shot = play(state, { type: 'shoot', rover: 9, space: 26, target: 'building' }, [3]);
    const rebuilt = play(shot, { type: 'build', structure: 'drillCannon', planet: 0, space: 26 });

    // Assert
    expect(shot.buildings).toEqual([]);
    expect(legalOfType(shot, 'fire')).toEqual([]);
    expect(cannon(rebuilt)!.power).toBe(0);
  });
});
