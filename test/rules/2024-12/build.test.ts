import { describe, expect, it } from 'vitest';
import { type BuildAction, rulesetNamed } from '../../../src/rules/index.js';
import { legalOfType, play, refuse } from '../_helpers/play.js';
import { fortsAround, position24 } from './_helpers/position.js';

// Ruling R59: a player builds on a playable HQ with no Building and no enemy Rover, every edge of
// which holds their Fortification (the border counting as theirs, R51); one of each structure in
// the whole game; their Rover on the HQ first gets one free Move out (R53, R54). HQ 26's
// neighbours are 16, 36, 41, 22, 7; the southern HQ 61's are 46, 70, 71, 51 and the off-board 76.
const KEEP0 = 'r8@75>65';
const KEEP1 = 'r9@40>35';
const WALLED = fortsAround(26);

const build = (structure: BuildAction['structure'], extra: Partial<BuildAction> = {}) =>
  ({ type: 'build', structure, planet: 0, space: 26, ...extra }) as BuildAction;

describe('2024-12 Build (R59)', () => {
  it('R59: with all five edges of HQ 26 fortified, any of the four structures is built there, with 5 hit points', () => {
    // Arrange
    const state = position24(`p0: ${KEEP0} ${WALLED}; p1: ${KEEP1}`);

    // Act
    const builds = legalOfType(state, 'build');
    const next = play(state, build('medic'));

    // Assert
    expect(builds).toEqual(rulesetNamed('2024-12').structures.map((s) => build(s)));
    expect(builds.map((b) => b.structure)).toEqual([
      'spacePort',
      'factory',
      'drillCannon',
      'medic',
    ]);
    expect(next.buildings).toEqual([{ structure: 'medic', owner: 0, planet: 0, space: 26, hp: 5 }]);
    expect(next.planets[0]!.edgeFortifications).toEqual(state.planets[0]!.edgeFortifications);
    expect(next.currentPlayer).toBe(1);
  });

  it('R59, R63: a Drill Cannon starts with no power', () => {
    // Arrange
    const state = position24(`p0: ${KEEP0} ${WALLED}; p1: ${KEEP1}`);

    // Act
    const next = play(state, build('drillCannon'));

    // Assert
    expect(next.buildings).toEqual([
      {
        structure: 'drillCannon',
        owner: 0,
        planet: 0,
        space: 26,
        hp: 5,
        ready: false,
        aim: null,
        power: 0,
      },
    ]);
  });

  it('R59: with one edge unfortified, or held by an enemy, the HQ is NOT_SURROUNDED, naming that edge', () => {
    // Arrange
    const four = position24(`p0: ${KEEP0} f@16/26 f@26/36 f@26/41 f@22/26; p1: ${KEEP1}`);
    const enemy = position24(`p0: ${KEEP0} f@16/26 f@26/36 f@26/41 f@22/26; p1: ${KEEP1} f@7/26`);

    // Act
    const open = refuse(four, build('factory'), 'NOT_SURROUNDED', 'R59');
    const held = refuse(enemy, build('factory'), 'NOT_SURROUNDED', 'R59');

    // Assert
    expect(open.message).toBe(
      'player 0 cannot build a factory on space 26: the edge 7/26 holds no Fortification of yours',
    );
    expect(held.message).toBe(open.message);
    expect(legalOfType(four, 'build')).toEqual([]);
  });

  it("R59, R51: the southern HQ 61 needs only its four playable edges: the border counts as the builder's", () => {
    // Arrange
    const state = position24(`p0: ${KEEP0} ${fortsAround(61)}; p1: ${KEEP1}`);

    // Act
    const next = play(state, { type: 'build', structure: 'spacePort', planet: 0, space: 61 });

    // Assert
    expect(fortsAround(61).split(' ')).toHaveLength(4);
    expect(next.buildings[0]).toMatchObject({ structure: 'spacePort', space: 61 });
  });

  it('R59, R7: one of each structure per player in the whole game: a second Medic is STRUCTURE_LIMIT', () => {
    // Arrange: player 0 has a Medic on planet 1 already.
    const state = position24(`p0: ${KEEP0} ${WALLED} medic@1.27; p1: ${KEEP1}`, { planets: 2 });

    // Act
    const error = refuse(state, build('medic'), 'STRUCTURE_LIMIT', 'R59');

    // Assert
    expect(error.message).toMatch(/they already have a medic/);
    expect(legalOfType(state, 'build').map((b) => b.structure)).toEqual([
      'spacePort',
      'factory',
      'drillCannon',
    ]);
  });

  it('R59, R1: OFF_BOARD, NOT_AN_HQ, and SPACE_OCCUPIED for a Building or an enemy Rover on the HQ', () => {
    // Arrange
    const building = position24(`p0: ${KEEP0} ${WALLED} factory@26; p1: ${KEEP1}`);
    const enemyRover = position24(`p0: ${KEEP0} ${WALLED}; p1: ${KEEP1} r2@26>7`);

    // Act
    const errors = [
      refuse(building, { ...build('medic'), space: 91 }, 'OFF_BOARD', 'R1'),
      refuse(building, { ...build('medic'), space: 7 }, 'NOT_AN_HQ', 'R59'),
      refuse(building, build('medic'), 'SPACE_OCCUPIED', 'R59'),
      refuse(enemyRover, build('medic'), 'SPACE_OCCUPIED', 'R59'),
    ];

    // Assert
    expect(errors.map((e) => e.message)).toEqual([
      'player 0 cannot build a medic on space 91: it is off the board',
      'player 0 cannot build a medic on space 7: it is not an HQ',
      'player 0 cannot build a medic on space 26: a factory is already there',
      'player 0 cannot build a medic on space 26: enemy Rover r2 is there',
    ]);
  });
});

describe('2024-12 Build: the free move out (R59, R53, R54)', () => {
  it('R59, R53, R54: the Rover on the HQ moves into the space it faces, taking a facing ahead, and the Building goes up', () => {
    // Arrange: the Rover on 26 faces 7; ahead from 26 into 7 lie 1 and 8.
    const state = position24(`p0: r1@26>7 ${WALLED}; p1: ${KEEP1}`);

    // Act
    const builds = legalOfType(state, 'build');
    const next = play(state, build('factory', { moveTo: 7, facing: 8 }));

    // Assert
    expect(builds).toEqual(
      rulesetNamed('2024-12').structures.flatMap((s) => [
        build(s, { moveTo: 7, facing: 1 }),
        build(s, { moveTo: 7, facing: 8 }),
      ]),
    );
    expect(next.rovers[0]).toEqual({
      id: 1,
      owner: 0,
      hp: 5,
      location: { planet: 0, space: 7 },
      facing: 8,
    });
    expect(next.buildings).toEqual([
      { structure: 'factory', owner: 0, planet: 0, space: 26, hp: 5 },
    ]);
  });

  it('R59: MOVE_OUT_REQUIRED both ways: a Rover on the HQ and no moveTo, or a moveTo (or facing) with no Rover there', () => {
    // Arrange
    const occupied = position24(`p0: r1@26>7 ${WALLED}; p1: ${KEEP1}`);
    const empty = position24(`p0: ${KEEP0} ${WALLED}; p1: ${KEEP1}`);

    // Act
    const stays = refuse(occupied, build('factory'), 'MOVE_OUT_REQUIRED', 'R59');
    const onlyFacing = refuse(
      occupied,
      build('factory', { facing: 8 }),
      'MOVE_OUT_REQUIRED',
      'R59',
    );
    const nobody = refuse(
      empty,
      build('factory', { moveTo: 7, facing: 8 }),
      'MOVE_OUT_REQUIRED',
      'R59',
    );
    const facingAlone = refuse(empty, build('factory', { facing: 8 }), 'MOVE_OUT_REQUIRED', 'R59');

    // Assert
    expect(stays.message).toMatch(/r1 stands there and must move out first \(moveTo 7/);
    expect(onlyFacing.message).toBe(stays.message);
    expect(nobody.message).toMatch(/no Rover stands there to move out/);
    expect(facingAlone.message).toBe(nobody.message);
  });

  it('R59: the free move goes only to the space the Rover faces (NOT_AHEAD)', () => {
    // Arrange
    const state = position24(`p0: r1@26>7 ${WALLED}; p1: ${KEEP1}`);

    // Act
    const error = refuse(state, build('factory', { moveTo: 16, facing: 6 }), 'NOT_AHEAD', 'R59');

    // Assert
    expect(error.message).toMatch(/faces space 7 and moves out only there, not to 16/);
  });

  it('R59, R1: a Rover on the southern HQ facing the border has no move out (OFF_BOARD) and no build is listed: turn first', () => {
    // Arrange
    const state = position24(`p0: r1@61>76 ${fortsAround(61)}; p1: ${KEEP1}`);

    // Act
    const error = refuse(
      state,
      { type: 'build', structure: 'factory', planet: 0, space: 61, moveTo: 76, facing: 85 },
      'OFF_BOARD',
      'R1',
    );

    // Assert
    expect(error.message).toMatch(/cannot move out to 76: it is off the board/);
    expect(legalOfType(state, 'build')).toEqual([]);
  });

  it('R59: a Rover or Building on the space ahead blocks the free move (SPACE_OCCUPIED), and so the build', () => {
    // Arrange
    const state = position24(`p0: r1@26>7 ${WALLED}; p1: ${KEEP1} r2@7>1`);

    // Act
    const error = refuse(
      state,
      build('factory', { moveTo: 7, facing: 8 }),
      'SPACE_OCCUPIED',
      'R59',
    );

    // Assert
    expect(error.message).toMatch(/cannot move out to 7: Rover r2 is there/);
    expect(legalOfType(state, 'build')).toEqual([]);
  });

  it('R59, R54: the free move names one of the two facings ahead: another, or none, is WRONG_FACING', () => {
    // Arrange
    const state = position24(`p0: r1@26>7 ${WALLED}; p1: ${KEEP1}`);

    // Act
    const back = refuse(state, build('factory', { moveTo: 7, facing: 26 }), 'WRONG_FACING', 'R54');
    const none = refuse(state, build('factory', { moveTo: 7 }), 'WRONG_FACING', 'R54');

    // Assert
    expect(back.message).toMatch(/only 1 or 8/);
    expect(none.message).toMatch(/must name its new facing on space 7/);
  });
});
