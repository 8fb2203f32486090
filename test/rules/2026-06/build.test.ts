import { describe, expect, it } from 'vitest';
import { board } from '../../../src/board/index.js';
import { type Action, validateAction } from '../../../src/rules/index.js';
import { legalOfType, play, refuse } from '../_helpers/play.js';
import { position26 } from './_helpers/position.js';

// Ruling R37: Build on a playable HQ of a planet not destroyed that holds no piece, when at least
// 3 (buildNeighbours) of its playable neighbours hold the builder's Fortification or Rover (a
// space with both counts once), one of them the builder's Rover (the overseer); one Building of
// each structure per planet, one Treasury in all. HQ 26's neighbours are 7, 16, 22, 36, 41;
// the southern HQ 61 has four playable ones, 46, 51, 70, 71 (off-board borders count nothing).

const build = (structure: string, space: number, planet = 0): Action =>
  ({ type: 'build', structure, planet, space }) as Action;

describe('2026-06 build', () => {
  it('R37: three neighbours held, one by a Rover: a Building (5 hp; a Factory with 0 points)', () => {
    // Arrange
    const state = position26('p0: r1@7 f@16 f@22; p1: r2@40');

    // Act
    const next = play(state, build('factory', 26));

    // Assert
    expect(next.buildings).toEqual([
      { structure: 'factory', owner: 0, planet: 0, space: 26, hp: 5, points: 0 },
    ]);
  });

  it('R37: NOT_SURROUNDED with two neighbours held', () => {
    // Arrange
    const state = position26('p0: r1@7 f@16; p1: r2@40');

    // Act
    const error = refuse(state, build('factory', 26), 'NOT_SURROUNDED', 'R37');

    // Assert
    expect(error.message).toMatch(/2 of its neighbours/);
  });

  it('R37: a Rover on its own Fortification counts once', () => {
    // Arrange
    const state = position26('p0: r1@7 f@7 f@16; p1: r2@40');

    // Act, Assert
    refuse(state, build('factory', 26), 'NOT_SURROUNDED', 'R37');
  });

  it('R37: an enemy Rover or Fortification on a neighbour counts for nothing', () => {
    // Arrange
    const state = position26('p0: r1@7 f@16; p1: r2@22 f@36');

    // Act, Assert
    refuse(state, build('factory', 26), 'NOT_SURROUNDED', 'R37');
  });

  it('R37: NO_OVERSEER when three Fortifications surround the HQ but no own Rover', () => {
    // Arrange
    const state = position26('p0: r1@1 f@7 f@16 f@22; p1: r2@40');

    // Act
    const error = refuse(state, build('factory', 26), 'NO_OVERSEER', 'R37');

    // Assert
    expect(error.message).toMatch(/Rover/);
  });

  it('R37: Rovers in orbit neither count nor oversee', () => {
    // Arrange
    const state = position26('p0: r1@orbit0 r3@1 f@7 f@16 f@22; p1: r2@40');

    // Act, Assert
    refuse(state, build('factory', 26), 'NO_OVERSEER', 'R37');
  });

  it('R34, R37: off-board borders count nothing: a southern HQ needs three of its four playable neighbours', () => {
    // Arrange
    const two = position26('p0: r1@46 f@70; p1: r2@40');
    const three = position26('p0: r1@46 f@70 f@51; p1: r2@40');

    // Act, Assert
    refuse(two, build('spacePort', 61), 'NOT_SURROUNDED', 'R37');
    expect(play(three, build('spacePort', 61)).buildings).toHaveLength(1);
  });

  it("R37: SPACE_OCCUPIED for an HQ holding the builder's own Rover or Fortification (no move out)", () => {
    // Arrange
    const rover = position26('p0: r1@7 r3@26 f@16 f@22; p1: r2@40');
    const fort = position26('p0: r1@7 f@26 f@16 f@22; p1: r2@40');

    // Act, Assert
    refuse(rover, build('factory', 26), 'SPACE_OCCUPIED', 'R37');
    refuse(fort, build('factory', 26), 'SPACE_OCCUPIED', 'R37');
    refuse(
      rover,
      { ...build('factory', 26), moveTo: 41 } as Action,
      'MALFORMED_ACTION',
      'action-format',
    );
  });

  it('R37: NOT_AN_HQ on a triangle; OFF_BOARD off the board', () => {
    // Arrange
    const state = position26('p0: r1@7 f@16 f@22; p1: r2@40');
    const offBoard = board.spaces.find((s) => !s.playable)!.id;

    // Act, Assert
    refuse(state, build('factory', 8), 'NOT_AN_HQ', 'R37');
    refuse(state, build('factory', offBoard), 'OFF_BOARD', 'R1');
  });

  it('R37: STRUCTURE_LIMIT for a second Building of a kind on a planet', () => {
    // Arrange
    const state = position26('p0: r1@7 f@16 f@22 factory@0; p1: r2@40');

    // Act
    const error = refuse(state, build('factory', 26), 'STRUCTURE_LIMIT', 'R37');

    // Assert
    expect(error.message).toMatch(/on this planet/);
  });

  it('R37: several Buildings of a kind on different planets, but one Treasury in all', () => {
    // Arrange: four players, two planets; player 0 has a Factory and a Treasury on planet 1.
    const state = position26(
      'p0: r1@7 f@16 f@22 factory@1.0 treasury@1.27; p1: r2@40; p2: r4@41; p3: r5@1.1',
      { players: 4 },
    );

    // Act
    const next = play(state, build('factory', 26));

    // Assert
    expect(next.buildings.filter((b) => b.structure === 'factory')).toHaveLength(2);
    const error = refuse(state, build('treasury', 26), 'STRUCTURE_LIMIT', 'R37');
    expect(error.message).toMatch(/one Treasury in all/);
  });

  it('R41: PLANET_DESTROYED on a destroyed planet', () => {
    // Arrange
    const state = position26('p0: r1@7 f@16 f@22; p1: r2@40; p2: r4@41; p3: r5@8', {
      players: 4,
      destroyed: [1],
    });

    // Act, Assert
    refuse(state, build('factory', 26, 1), 'PLANET_DESTROYED', 'R41');
  });

  it('R37: legal builds: every structure the player may still raise on each site, each accepted', () => {
    // Arrange: two sites (HQ 26 and HQ 27, sharing no neighbour); a Factory on planet 0 already.
    const state = position26('p0: r1@7 f@16 f@22 r3@9 f@17 f@23 factory@0; p1: r2@40');

    // Act
    const builds = legalOfType(state, 'build');

    // Assert
    expect(builds).toEqual([
      build('spacePort', 26),
      build('drillCannon', 26),
      build('treasury', 26),
      build('spacePort', 27),
      build('drillCannon', 27),
      build('treasury', 27),
    ]);
    for (const b of builds) expect(validateAction(state, b)).toEqual({ ok: true });
  });

  it('R37: a new Drill Cannon is neither ready nor aimed', () => {
    // Arrange
    const state = position26('p0: r1@7 f@16 f@22 r3@9 f@17 f@23; p1: r2@40', {
      actionsThisTurn: 0,
    });

    // Act
    const next = play(state, build('drillCannon', 26));

    // Assert
    expect(next.buildings[0]).toEqual({
      structure: 'drillCannon',
      owner: 0,
      planet: 0,
      space: 26,
      hp: 5,
      ready: false,
      aim: null,
    });
  });
});
