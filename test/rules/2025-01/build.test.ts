import { describe, expect, it } from 'vitest';
import { board } from '../../../src/board/index.js';
import { type BuildAction, STRUCTURES, type Structure } from '../../../src/rules/index.js';
import { fortsAt, legalOfType, play, refuse } from '../_helpers/play.js';
import { position } from '../_helpers/position.js';

// HQ 26 is a northern HQ with 5 playable neighbours; HQ 61 a southern one with 4 (ruling R1).
const HQ = 26;
const AROUND = board.playableNeighbors[HQ]!;
const SOUTH_HQ = board.southernHqs[0]!;
const AROUND_SOUTH = board.playableNeighbors[SOUTH_HQ]!;
// Player 1 keeps a Rover on a southern HQ far from both, so they stay in the game.
const FAR = board.southernHqs[2]!;

function build(structure: Structure, space = HQ, extra: Partial<BuildAction> = {}): BuildAction {
  return { type: 'build', structure, planet: 0, space, ...extra };
}

describe('build: surrounding an HQ (R7)', () => {
  it('R7: a player builds on an HQ whose every playable neighbour holds their Fortification or Rover', () => {
    // Arrange: a Rover on the first neighbour, Fortifications on the other four.
    const [first, ...others] = AROUND;
    const state = position(`p0: r1@${first} ${fortsAt(others)}; p1: r2@${FAR}`);

    // Act
    const next = play(state, build('factory'));

    // Assert
    expect(next.buildings).toEqual([
      { structure: 'factory', owner: 0, planet: 0, space: HQ, hp: 5 },
    ]);
    expect(next.rovers).toEqual(state.rovers);
    expect(next.currentPlayer).toBe(1);
  });

  it.each([
    ['spacePort', { structure: 'spacePort' }],
    ['factory', { structure: 'factory' }],
    ['drillCannon', { structure: 'drillCannon', ready: false, aim: null }],
    ['treasury', { structure: 'treasury', points: 0 }],
  ] as const)(
    'R7, R17: a new %s starts with 5 hit points and a fresh state',
    (structure, fresh) => {
      // Arrange
      const state = position(`p0: ${fortsAt(AROUND)} r1@${FAR}; p1: r2@${board.southernHqs[3]}`);

      // Act
      const next = play(state, build(structure));

      // Assert
      expect(next.buildings).toEqual([{ ...fresh, owner: 0, planet: 0, space: HQ, hp: 5 }]);
    },
  );

  it('R1, R18: a southern HQ needs only its 4 playable neighbours; the off-board border counts', () => {
    // Arrange
    expect(board.spaces[SOUTH_HQ]!.neighbors).toHaveLength(5);
    expect(AROUND_SOUTH).toHaveLength(4);
    const state = position(`p0: ${fortsAt(AROUND_SOUTH)} r1@${HQ}; p1: r2@${FAR}`);

    // Act
    const next = play(state, build('treasury', SOUTH_HQ));

    // Assert
    expect(next.buildings.map((b) => [b.structure, b.space])).toEqual([['treasury', SOUTH_HQ]]);
  });

  it('R7, R16: a player builds on an HQ of a second planet', () => {
    // Arrange
    const state = position(`p0: ${fortsAt(AROUND, 1)} r1@${FAR}; p1: r2@1.${FAR}`, {
      planets: 2,
    });

    // Act
    const next = play(state, { type: 'build', structure: 'spacePort', planet: 1, space: HQ });

    // Assert
    expect(next.buildings).toEqual([
      { structure: 'spacePort', owner: 0, planet: 1, space: HQ, hp: 5 },
    ]);
    expect(legalOfType(state, 'build').every((a) => a.planet === 1)).toBe(true);
  });

  it('R7: NOT_SURROUNDED when one playable neighbour holds nothing', () => {
    // Arrange: Fortifications on every neighbour but the last.
    const missing = AROUND[AROUND.length - 1]!;
    const state = position(`p0: ${fortsAt(AROUND.slice(0, -1))} r1@${FAR}; p1: r2@${SOUTH_HQ}`);

    // Act
    const error = refuse(state, build('factory'), 'NOT_SURROUNDED', 'R7');

    // Assert
    expect(error.message).toBe(
      `player 0 cannot build a factory on space ${HQ}: space ${missing} holds neither your Fortification nor your Rover`,
    );
    expect(legalOfType(state, 'build')).toEqual([]);
  });

  it.each([
    ['an enemy Rover', (s: number) => `r2@${s}`],
    ['an enemy Fortification', (s: number) => `f@${s} r2@${SOUTH_HQ}`],
  ])('R7: NOT_SURROUNDED when one neighbour holds %s', (_what, enemy) => {
    // Arrange
    const missing = AROUND[0]!;
    const state = position(`p0: ${fortsAt(AROUND.slice(1))} r1@${FAR}; p1: ${enemy(missing)}`);

    // Act
    const error = refuse(state, build('factory'), 'NOT_SURROUNDED', 'R7');

    // Assert
    expect(error.message).toContain(`space ${missing} holds neither your Fortification`);
  });

  it('R1, R7: NOT_SURROUNDED on a southern HQ with only 3 of its 4 playable neighbours', () => {
    // Arrange
    const state = position(`p0: ${fortsAt(AROUND_SOUTH.slice(1))} r1@${HQ}; p1: r2@${FAR}`);

    // Act, Assert
    refuse(state, build('factory', SOUTH_HQ), 'NOT_SURROUNDED', 'R7');
  });
});

describe('build: where (R7, R1)', () => {
  it.each([
    ['their own Fortification', `p0: f@${HQ}`, 'a Fortification is there'],
    ['an enemy Building', `p1: factory@${HQ}`, 'a factory is already there'],
    ['their own Building of another kind', `p0: treasury@${HQ}`, 'a treasury is already there'],
    ['an enemy Rover', `p1: r3@${HQ}`, 'enemy Rover r3 is there'],
  ])('R7: SPACE_OCCUPIED on a surrounded HQ holding %s', (_what, piece, why) => {
    // Arrange
    const state = position(`p0: ${fortsAt(AROUND)} r1@${FAR}; p1: r2@${SOUTH_HQ}; ${piece}`);

    // Act
    const error = refuse(state, build('factory'), 'SPACE_OCCUPIED', 'R7');

    // Assert
    expect(error.message).toBe(`player 0 cannot build a factory on space ${HQ}: ${why}`);
  });

  it('R7: NOT_AN_HQ on a surrounded triangle', () => {
    // Arrange: a triangle next to HQ 26, with Fortifications on all its neighbours.
    const triangle = AROUND[0]!;
    expect(board.spaces[triangle]!.kind).toBe('triangle');
    const state = position(
      `p0: ${fortsAt(board.playableNeighbors[triangle]!)} r1@${FAR}; p1: r2@${SOUTH_HQ}`,
    );

    // Act
    const error = refuse(state, build('factory', triangle), 'NOT_AN_HQ', 'R7');

    // Assert
    expect(error.message).toContain('it is not an HQ');
  });

  it('R1, R28: OFF_BOARD on the south pole, an HQ off the board', () => {
    // Arrange
    const state = position(`p0: r1@${FAR}; p1: r2@${SOUTH_HQ}`);

    // Act
    const error = refuse(state, build('factory', board.southPole), 'OFF_BOARD', 'R1');

    // Assert
    expect(error.message).toContain('off the board');
  });
});

describe('build: one of each structure (R7)', () => {
  it('R7: STRUCTURE_LIMIT for a second Factory; the other kinds stay legal', () => {
    // Arrange
    const state = position(`p0: ${fortsAt(AROUND)} factory@27 r1@${FAR}; p1: r2@${SOUTH_HQ}`);

    // Act
    const error = refuse(state, build('factory'), 'STRUCTURE_LIMIT', 'R7');

    // Assert
    expect(error.message).toBe(
      `player 0 cannot build a factory on space ${HQ}: they already have a factory`,
    );
    expect(legalOfType(state, 'build')).toEqual(
      STRUCTURES.filter((s) => s !== 'factory').map((s) => build(s)),
    );
  });

  it('R7, R16: STRUCTURE_LIMIT counts across planets', () => {
    // Arrange: the Factory stands on planet 1, the surrounded HQ is on planet 0.
    const state = position(`p0: ${fortsAt(AROUND)} factory@1.27 r1@${FAR}; p1: r2@${SOUTH_HQ}`, {
      planets: 2,
    });

    // Act, Assert
    refuse(state, build('factory'), 'STRUCTURE_LIMIT', 'R7');
    expect(legalOfType(state, 'build').map((a) => a.structure)).not.toContain('factory');
  });

  it('R7, R12: demolishing a Building frees its kind', () => {
    // Arrange
    const state = position(`p0: ${fortsAt(AROUND)} factory@27 r1@${FAR}; p1: r2@${SOUTH_HQ}`);
    let next = play(state, { type: 'destroy', structure: 'factory' });
    next = play(next, { type: 'fortify', rover: 2, space: AROUND_SOUTH[0]! });

    // Act
    next = play(next, build('factory'));

    // Assert
    expect(next.buildings).toEqual([
      { structure: 'factory', owner: 0, planet: 0, space: HQ, hp: 5 },
    ]);
  });

  it('R7, R17: a Building destroyed by fire frees its kind', () => {
    // Arrange: player 1's Rover stands next to player 0's last-hit-point Factory on HQ 27.
    const next27 = board.playableNeighbors[27]![0]!;
    const state = position(`p0: ${fortsAt(AROUND)} factory@27:1 r1@${FAR}; p1: r2@${next27}`, {
      current: 1,
    });
    const shot = play(state, { type: 'shoot', rover: 2, space: 27, target: 'building' }, [3]);
    expect(shot.buildings).toEqual([]);

    // Act
    const next = play(shot, build('factory'));

    // Assert
    expect(next.buildings.map((b) => [b.structure, b.space])).toEqual([['factory', HQ]]);
  });
});

describe('build: a Rover on the HQ moves out first (R7)', () => {
  // Player 0's Rover r1 on HQ 26, player 0's Fortifications on every neighbour.
  const onHq = `p0: r1@${HQ} ${fortsAt(AROUND)}; p1: r2@${FAR}`;

  it('R7: MOVE_OUT_REQUIRED when the own Rover on the HQ is given no moveTo', () => {
    // Arrange
    const state = position(onHq);

    // Act
    const error = refuse(state, build('factory'), 'MOVE_OUT_REQUIRED', 'R7');

    // Assert
    expect(error.message).toBe(
      `player 0 cannot build a factory on space ${HQ}: Rover r1 stands there and must move out (moveTo)`,
    );
  });

  it('R7: the Rover on the HQ moves to moveTo, free, before the Building goes up', () => {
    // Arrange
    const state = position(onHq);
    const exit = AROUND[2]!;

    // Act
    const next = play(state, build('drillCannon', HQ, { moveTo: exit }));

    // Assert
    expect(next.rovers.find((r) => r.id === 1)!.location).toEqual({ planet: 0, space: exit });
    expect(next.buildings.map((b) => [b.structure, b.space])).toEqual([['drillCannon', HQ]]);
    expect(next.planets[0]!.fortifications[exit]).toBe(0);
    expect(next.currentPlayer).toBe(1);
  });

  it('R7: MOVE_OUT_REQUIRED when moveTo is given but no Rover stands on the HQ', () => {
    // Arrange
    const state = position(`p0: r1@${FAR} ${fortsAt(AROUND)}; p1: r2@${SOUTH_HQ}`);

    // Act
    const error = refuse(
      state,
      build('factory', HQ, { moveTo: AROUND[0]! }),
      'MOVE_OUT_REQUIRED',
      'R7',
    );

    // Assert
    expect(error.message).toContain(`no Rover stands there to move out to ${AROUND[0]}`);
  });

  it('R7: NOT_ADJACENT when moveTo is not next to the HQ', () => {
    // Arrange: space 1 touches the north pole, far from HQ 26.
    const state = position(onHq);
    expect(AROUND).not.toContain(1);

    // Act
    const error = refuse(state, build('factory', HQ, { moveTo: 1 }), 'NOT_ADJACENT', 'R7');

    // Assert
    expect(error.message).toContain('Rover r1 cannot move out to 1, not next to it');
  });

  it('R7: SPACE_OCCUPIED when moveTo holds another own Rover', () => {
    // Arrange
    const state = position(
      `p0: r1@${HQ} r3@${AROUND[0]} ${fortsAt(AROUND.slice(1))}; p1: r2@${FAR}`,
    );

    // Act
    const error = refuse(
      state,
      build('factory', HQ, { moveTo: AROUND[0]! }),
      'SPACE_OCCUPIED',
      'R7',
    );

    // Assert
    expect(error.message).toContain(`Rover r1 cannot move out to ${AROUND[0]}: Rover r3 is there`);
  });

  it('R1, R28: OFF_BOARD when moveTo is the off-board neighbour of a southern HQ', () => {
    // Arrange
    const offBoard = board.spaces[SOUTH_HQ]!.neighbors.find((n) => !board.spaces[n]!.playable)!;
    const state = position(`p0: r1@${SOUTH_HQ} ${fortsAt(AROUND_SOUTH)}; p1: r2@${FAR}`);

    // Act
    const error = refuse(
      state,
      build('factory', SOUTH_HQ, { moveTo: offBoard }),
      'OFF_BOARD',
      'R1',
    );

    // Assert
    expect(error.message).toContain('off the board');
  });

  it('R7: with every neighbour holding an own Rover there is no way out, so no build', () => {
    // Arrange: player 0's Rovers r3..r6 on the 4 neighbours of a southern HQ, r1 on the HQ.
    const rovers = AROUND_SOUTH.map((s, i) => `r${i + 3}@${s}`).join(' ');
    const state = position(`p0: r1@${SOUTH_HQ} ${rovers}; p1: r2@${FAR}`);

    // Act
    const builds = legalOfType(state, 'build');

    // Assert
    expect(builds).toEqual([]);
    for (const moveTo of AROUND_SOUTH) {
      refuse(state, build('factory', SOUTH_HQ, { moveTo }), 'SPACE_OCCUPIED', 'R7');
    }
  });

  it('R7: legalActions lists every (structure, moveTo) combination, and only those', () => {
    // Arrange: own Rovers on two neighbours, own Fortifications (free exits) on the other three.
    const [a, b, ...fortified] = AROUND;
    const state = position(`p0: r1@${HQ} r3@${a} r4@${b} ${fortsAt(fortified)}; p1: r2@${FAR}`);
    const exits = [...fortified].sort((x, y) => x - y);

    // Act
    const builds = legalOfType(state, 'build');

    // Assert: 4 structures × 3 exits, by structure then by exit.
    expect(builds).toEqual(
      STRUCTURES.flatMap((structure) => exits.map((moveTo) => build(structure, HQ, { moveTo }))),
    );
    expect(builds).toHaveLength(12);
  });
});
