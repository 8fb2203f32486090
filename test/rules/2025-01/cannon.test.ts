import { describe, expect, it } from 'vitest';
import { board, shotDistance } from '../../../src/board/index.js';
import type { Action, GameState } from '../../../src/rules/index.js';
import { fortsAt, legalOfType, play, refuse, withPlanet } from '../_helpers/play.js';
import { position } from '../_helpers/position.js';

// Player 0's Drill Cannon on HQ 26. TARGET (40) is a triangle far from it; both players keep a
// Rover on a southern HQ, out of the way.
const CANNON = 26;
const TARGET = 40;
const FAR0 = board.southernHqs[2]!;
const FAR1 = board.southernHqs[3]!;

function cannonActions(state: GameState): Action[] {
  return [
    ...legalOfType(state, 'ready'),
    ...legalOfType(state, 'aim'),
    ...legalOfType(state, 'fire'),
  ];
}

describe('ready and aim (R10, R21)', () => {
  it('R10: Ready is one action that marks the cannon ready', () => {
    // Arrange
    const state = position(`p0: drillCannon@${CANNON} r1@${FAR0}; p1: r2@${FAR1}`);

    // Act
    const next = play(state, { type: 'ready' });

    // Assert
    expect(next.buildings[0]).toMatchObject({ structure: 'drillCannon', ready: true, aim: null });
    expect(next.currentPlayer).toBe(1);
  });

  it('R10: Aim is one action that names the target space', () => {
    // Arrange
    const state = position(`p0: drillCannon@${CANNON}[ready] r1@${FAR0}; p1: r2@${FAR1}`);

    // Act
    const next = play(state, { type: 'aim', space: TARGET });

    // Assert
    expect(next.buildings[0]).toMatchObject({ ready: true, aim: TARGET });
    expect(next.currentPlayer).toBe(1);
  });

  it('R10, R21: legalActions offers Ready, then Aim at every playable space, then Fire', () => {
    // Arrange
    const unready = position(`p0: drillCannon@${CANNON} r1@${FAR0}; p1: r2@${FAR1}`);
    const ready = position(`p0: drillCannon@${CANNON}[ready] r1@${FAR0}; p1: r2@${FAR1}`);
    const aimed = position(
      `p0: drillCannon@${CANNON}[ready,aim=${TARGET}] r1@${FAR0}; p1: r2@${FAR1}`,
    );
    const aimAt = (spaces: readonly number[]) => spaces.map((space) => ({ type: 'aim', space }));

    // Act, Assert
    expect(cannonActions(unready)).toEqual([{ type: 'ready' }]);
    expect(cannonActions(ready)).toEqual(aimAt(board.playableSpaces));
    expect(cannonActions(aimed)).toEqual([
      ...aimAt(board.playableSpaces.filter((s) => s !== TARGET)),
      { type: 'fire' },
    ]);
  });

  it('R10: CANNON_ALREADY_READY for Ready on a ready cannon', () => {
    // Arrange
    const state = position(`p0: drillCannon@${CANNON}[ready] r1@${FAR0}; p1: r2@${FAR1}`);

    // Act
    const error = refuse(state, { type: 'ready' }, 'CANNON_ALREADY_READY', 'R10');

    // Assert
    expect(error.message).toBe('the Drill Cannon is already ready');
  });

  it('R10: CANNON_NOT_READY for Aim before Ready', () => {
    // Arrange
    const state = position(`p0: drillCannon@${CANNON} r1@${FAR0}; p1: r2@${FAR1}`);

    // Act
    const error = refuse(state, { type: 'aim', space: TARGET }, 'CANNON_NOT_READY', 'R10');

    // Assert
    expect(error.message).toBe(
      `the Drill Cannon cannot aim at space ${TARGET}: it must be made ready first`,
    );
  });

  it('R21: ALREADY_AIMED for Aim at the space already aimed at', () => {
    // Arrange
    const state = position(
      `p0: drillCannon@${CANNON}[ready,aim=${TARGET}] r1@${FAR0}; p1: r2@${FAR1}`,
    );

    // Act
    const error = refuse(state, { type: 'aim', space: TARGET }, 'ALREADY_AIMED', 'R21');

    // Assert
    expect(error.message).toBe(
      `the Drill Cannon cannot aim at space ${TARGET}: it already aims there`,
    );
  });

  it('R10, R21: a ready cannon re-aims at another space, its own HQ included', () => {
    // Arrange
    const state = position(
      `p0: drillCannon@${CANNON}[ready,aim=${TARGET}] r1@${FAR0}; p1: r2@${FAR1}`,
    );

    // Act
    const next = play(state, { type: 'aim', space: CANNON });

    // Assert
    expect(next.buildings[0]).toMatchObject({ ready: true, aim: CANNON });
  });

  it('R1, R28: OFF_BOARD for Aim at an off-board space', () => {
    // Arrange
    const state = position(`p0: drillCannon@${CANNON}[ready] r1@${FAR0}; p1: r2@${FAR1}`);

    // Act
    const error = refuse(state, { type: 'aim', space: board.southPole }, 'OFF_BOARD', 'R1');

    // Assert
    expect(error.message).toContain('off the board');
  });

  it.each([
    ['ready', { type: 'ready' }],
    ['aim', { type: 'aim', space: TARGET }],
    ['fire', { type: 'fire' }],
  ] as const)('R10: NO_STRUCTURE: a player without a Drill Cannon cannot %s', (_what, action) => {
    // Arrange: only the opponent has a cannon.
    const state = position(`p0: r1@${FAR0}; p1: r2@${FAR1} drillCannon@${CANNON}[ready,aim=1]`);

    // Act
    const error = refuse(state, action, 'NO_STRUCTURE', 'R10');

    // Assert
    expect(error.message).toBe('player 0 has no Drill Cannon');
  });
});

describe('fire (R10, R24)', () => {
  it('R10: CANNON_NOT_READY for Fire before Ready', () => {
    // Arrange
    const state = position(`p0: drillCannon@${CANNON} r1@${FAR0}; p1: r2@${FAR1}`);

    // Act
    const error = refuse(state, { type: 'fire' }, 'CANNON_NOT_READY', 'R10');

    // Assert
    expect(error.message).toBe('the Drill Cannon cannot fire: it is not ready');
  });

  it('R10: CANNON_NOT_AIMED for Fire from a ready cannon that was not aimed', () => {
    // Arrange
    const state = position(`p0: drillCannon@${CANNON}[ready] r1@${FAR0}; p1: r2@${FAR1}`);

    // Act
    const error = refuse(state, { type: 'fire' }, 'CANNON_NOT_AIMED', 'R10');

    // Assert
    expect(error.message).toBe('the Drill Cannon cannot fire: it is not aimed');
  });

  it('R24: firing at an empty space still counts; it rolls only the 2 planet dice', () => {
    // Arrange
    const state = position(
      `p0: drillCannon@${CANNON}[ready,aim=${TARGET}] r1@${FAR0}; p1: r2@${FAR1}`,
    );

    // Act
    const next = play(state, { type: 'fire' }, [6, 6]);

    // Assert
    expect(next.planets[0]!.cannonShots).toBe(1);
    expect(next.last!.dice).toEqual([
      { purpose: 'planet', value: 6 },
      { purpose: 'planet', value: 6 },
    ]);
    expect(next.last!.events).toEqual([]);
    expect(next.planets[0]!.destroyed).toBe(false);
  });

  it('R10: firing clears Ready and Aim', () => {
    // Arrange
    const state = position(
      `p0: drillCannon@${CANNON}[ready,aim=${TARGET}] r1@${FAR0}; p1: r2@${FAR1}`,
    );

    // Act
    const next = play(state, { type: 'fire' }, [6, 6]);

    // Assert
    expect(next.buildings[0]).toMatchObject({ ready: false, aim: null });
  });

  it.each([
    ['the Rover is damaged, the Fortification not', [3, 2], 4, 1],
    ['the Fortification falls, the Rover is unharmed', [2, 3], 5, null],
  ])(
    'R10, R24: Fire rolls for the Rover first, then the Fortification: %s',
    (_what, damage, hp, fort) => {
      // Arrange: player 1's Rover r2 stands on player 1's Fortification on the target.
      const state = position(
        `p0: drillCannon@${CANNON}[ready,aim=${TARGET}] r1@${FAR0}; p1: r2@${TARGET} f@${TARGET}`,
      );

      // Act
      const next = play(state, { type: 'fire' }, [...damage, 6, 6]);

      // Assert
      expect(next.rovers.find((r) => r.id === 2)!.hp).toBe(hp);
      expect(next.planets[0]!.fortifications[TARGET]).toBe(fort);
      expect(next.last!.dice.map((d) => d.purpose)).toEqual([
        'damage',
        'damage',
        'planet',
        'planet',
      ]);
      expect(next.last!.events.map((e) => [e.type, 'target' in e ? e.target.piece : null])).toEqual(
        [
          [damage[0]! >= 3 ? 'damaged' : 'noDamage', 'rover'],
          [damage[1]! >= 3 ? 'destroyed' : 'noDamage', 'fortification'],
        ],
      );
    },
  );

  it("R10, R24: Fire hits the firing player's own pieces too", () => {
    // Arrange: player 0's own Rover r3 on player 0's own Fortification on the target.
    const state = position(
      `p0: drillCannon@${CANNON}[ready,aim=${TARGET}] r1@${FAR0} r3@${TARGET} f@${TARGET}; p1: r2@${FAR1}`,
    );

    // Act
    const next = play(state, { type: 'fire' }, [3, 3, 6, 6]);

    // Assert
    expect(next.rovers.find((r) => r.id === 3)!.hp).toBe(4);
    expect(next.planets[0]!.fortifications[TARGET]).toBeNull();
  });

  it('R10, R24: Fire damages a Building in the aimed space', () => {
    // Arrange: player 1's Treasury on HQ 27.
    const state = position(
      `p0: drillCannon@${CANNON}[ready,aim=27] r1@${FAR0}; p1: r2@${FAR1} treasury@27[points=1]`,
    );

    // Act
    const next = play(state, { type: 'fire' }, [3, 6, 6]);

    // Assert
    expect(next.buildings.find((b) => b.space === 27)).toMatchObject({ hp: 4, points: 1 });
    expect(next.last!.events).toEqual([
      {
        type: 'damaged',
        target: { piece: 'building', structure: 'treasury', planet: 0, space: 27, owner: 1 },
        hp: 4,
      },
    ]);
  });

  it('R21, R24: a cannon aimed at its own HQ can destroy itself; the shot still counts', () => {
    // Arrange
    const state = position(
      `p0: drillCannon@${CANNON}:1[ready,aim=${CANNON}] r1@${FAR0}; p1: r2@${FAR1}`,
    );

    // Act
    const next = play(state, { type: 'fire' }, [3, 6, 6]);

    // Assert
    expect(next.buildings).toEqual([]);
    expect(next.planets[0]!.cannonShots).toBe(1);
    expect(next.last!.events).toEqual([
      {
        type: 'destroyed',
        target: { piece: 'building', structure: 'drillCannon', planet: 0, space: CANNON, owner: 0 },
      },
    ]);
  });

  it('R10, R17: a destroyed Drill Cannon takes its Ready and Aim with it; a new one starts unready', () => {
    // Arrange: player 1's Rover within range of player 0's last-hit-point cannon, which is
    // surrounded by player 0's Fortifications.
    const shooterAt = 17;
    expect(shotDistance(shooterAt, CANNON)).toBeLessThanOrEqual(3);
    const state = position(
      `p0: drillCannon@${CANNON}:1[ready,aim=${TARGET}] ${fortsAt(board.playableNeighbors[CANNON]!)} r1@${FAR0}; p1: r2@${shooterAt}`,
      { current: 1 },
    );
    const shot = play(state, { type: 'shoot', rover: 2, space: CANNON, target: 'building' }, [3]);

    // Act
    const next = play(shot, { type: 'build', structure: 'drillCannon', planet: 0, space: CANNON });

    // Assert
    expect(next.buildings).toEqual([
      {
        structure: 'drillCannon',
        owner: 0,
        planet: 0,
        space: CANNON,
        hp: 5,
        ready: false,
        aim: null,
      },
    ]);
  });
});

describe('the planet count (R10, R27)', () => {
  it('R10: each planet counts the shots of every Drill Cannon on it', () => {
    // Arrange: both players' cannons stand on planet 1; their Rovers on planet 0.
    const state = position(
      `p0: drillCannon@1.${CANNON}[ready,aim=${TARGET}] r1@0.${FAR0}; p1: drillCannon@1.27[ready,aim=41] r2@0.${FAR1}`,
      { planets: 2 },
    );

    // Act
    const first = play(state, { type: 'fire' }, [6, 6]);
    const second = play(first, { type: 'fire' }, [6, 6]);

    // Assert
    expect(first.planets.map((p) => p.cannonShots)).toEqual([0, 1]);
    expect(second.planets.map((p) => p.cannonShots)).toEqual([0, 2]);
  });

  it('R10: the planet survives when the 2d6 total equals the count', () => {
    // Arrange: 4 earlier shots, so this is the 5th.
    const state = withPlanet(
      position(`p0: drillCannon@${CANNON}[ready,aim=${TARGET}] r1@${FAR0}; p1: r2@${FAR1}`),
      0,
      { cannonShots: 4 },
    );

    // Act
    const next = play(state, { type: 'fire' }, [2, 3]);

    // Assert
    expect(next.planets[0]).toMatchObject({ destroyed: false, cannonShots: 5 });
    expect(next.rovers).toHaveLength(2);
  });

  // Planet 0 after 4 earlier shots, with pieces of both players; planet 1 and orbit hold more.
  const doomed = () =>
    withPlanet(
      position(
        `p0: drillCannon@0.${CANNON}[ready,aim=${TARGET}] factory@0.27 r1@orbit r3@0.16 f@0.36 r5@1.${FAR0};` +
          ` p1: r2@0.30 f@0.41 treasury@0.28 r4@1.${FAR1} f@1.45`,
        { planets: 2 },
      ),
      0,
      { cannonShots: 4 },
    );

  it('R10, R27: a 2d6 total below the count destroys the planet with every piece on it; orbit survives', () => {
    // Arrange
    const state = doomed();

    // Act: 1 + 3 = 4 < 5.
    const next = play(state, { type: 'fire' }, [1, 3]);

    // Assert
    expect(next.planets[0]).toMatchObject({ destroyed: true, cannonShots: 5 });
    expect(next.planets[0]!.fortifications.every((f) => f === null)).toBe(true);
    expect(next.buildings).toEqual([]);
    expect(next.rovers.map((r) => [r.id, r.location])).toEqual([
      [1, 'orbit'],
      [4, { planet: 1, space: FAR1 }],
      [5, { planet: 1, space: FAR0 }],
    ]);
    expect(next.planets[1]).toEqual(state.planets[1]);
    expect(next.last!.events).toEqual([{ type: 'planetDestroyed', planet: 0, total: 4 }]);
    expect(next.players.map((p) => p.inGame)).toEqual([true, true]);
  });

  it('R27: nothing can be built on or descended onto a destroyed planet', () => {
    // Arrange: destroy planet 0, let player 1 act on planet 1, back to player 0 (r1 in orbit).
    const destroyed = play(doomed(), { type: 'fire' }, [1, 3]);
    const state = play(destroyed, legalOfType(destroyed, 'fortify')[0]!);
    expect(state.currentPlayer).toBe(0);

    // Act
    const build = refuse(
      state,
      { type: 'build', structure: 'factory', planet: 0, space: 29 },
      'PLANET_DESTROYED',
      'R27',
    );
    const descend = refuse(
      state,
      { type: 'descend', rover: 1, planet: 0, space: TARGET },
      'PLANET_DESTROYED',
      'R27',
    );

    // Assert
    expect(build.message).toBe(
      'player 0 cannot build a factory on space 29 of planet 0: the planet is destroyed',
    );
    expect(descend.message).toBe(
      `Rover r1 cannot descend to space ${TARGET} of planet 0: the planet is destroyed`,
    );
    const descents = legalOfType(state, 'descend');
    expect(descents.length).toBeGreaterThan(0);
    expect(descents.filter((a) => a.planet === 0)).toEqual([]);
  });
});
