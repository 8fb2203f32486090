import { describe, expect, it } from 'vitest';
import { board } from '../../../src/board/index.js';
import { applyAction, scriptedRng, validateAction } from '../../../src/rules/index.js';
import { legalOfType, play, refuse } from '../_helpers/play.js';
import { position26 } from './_helpers/position.js';

// Ruling R40: a Rover in orbit may only descend onto an empty playable space (no Rover,
// Building or Fortification, anyone's) of the planet it orbits, or move to the orbit of any
// other planet not destroyed (R41); any number may orbit. Four players play on 2 planets, six
// on 3 (R33).

const four = 'p1: r2@40; p2: r4@41; p3: r5@1.1';

// Three players in, on 2 planets: p0 has 2 stored points, so a turn of several actions.
const treasury =
  'p0: r1@orbit0 factory@62 treasury@0[points=2]; p1: r2@75 factory@64; p2: r3@1.70 factory@1.64';

describe('2026-06 descend', () => {
  it('R40: a Rover descends onto an empty space of the planet it orbits; orbit is gone', () => {
    // Arrange
    const state = position26('p0: r1@orbit0 f@13; p1: r2@40');

    // Act
    const next = play(state, { type: 'descend', rover: 1, planet: 0, space: 8 });

    // Assert
    expect(next.rovers[0]).toEqual({ id: 1, owner: 0, hp: 3, location: { planet: 0, space: 8 } });
    expect(Object.hasOwn(next.rovers[0]!, 'orbit')).toBe(false);
  });

  it('R40: borders do not matter: a Rover may descend next to an enemy Fortification', () => {
    // Arrange: 8 borders 7, which holds player 1's Fortification.
    const state = position26('p0: r1@orbit0 f@13; p1: r2@40 f@7');

    // Act
    const next = play(state, { type: 'descend', rover: 1, planet: 0, space: 8 });

    // Assert
    expect(next.rovers[0]!.location).toEqual({ planet: 0, space: 8 });
  });

  it('R40: SPACE_OCCUPIED for a Rover, a Building, or any Fortification (even your own) there', () => {
    // Arrange
    const state = position26('p0: r1@orbit0 f@8 factory@26; p1: r2@40');

    // Act, Assert
    refuse(state, { type: 'descend', rover: 1, planet: 0, space: 40 }, 'SPACE_OCCUPIED', 'R40');
    refuse(state, { type: 'descend', rover: 1, planet: 0, space: 26 }, 'SPACE_OCCUPIED', 'R40');
    refuse(state, { type: 'descend', rover: 1, planet: 0, space: 8 }, 'SPACE_OCCUPIED', 'R40');
  });

  it('R40: WRONG_PLANET when descending onto a planet the Rover does not orbit', () => {
    // Arrange
    const state = position26(`p0: r1@orbit0 r3@7; ${four}`, { players: 4 });

    // Act
    const error = refuse(
      state,
      { type: 'descend', rover: 1, planet: 1, space: 8 },
      'WRONG_PLANET',
      'R40',
    );

    // Assert
    expect(error.message).toMatch(/orbits planet 0/);
  });

  it('R41: PLANET_DESTROYED when descending onto a destroyed planet', () => {
    // Arrange: four players, two planets, planet 1 destroyed; r1 orbits planet 0.
    const state = position26('p0: r1@orbit0 r3@7; p1: r2@40; p2: r4@41; p3: r5@1', {
      players: 4,
      destroyed: [1],
    });

    // Act, Assert
    refuse(state, { type: 'descend', rover: 1, planet: 1, space: 8 }, 'PLANET_DESTROYED', 'R41');
  });

  it('R40: NOT_IN_ORBIT for a Rover on a planet; OFF_BOARD for an off-board space', () => {
    // Arrange
    const state = position26('p0: r1@orbit0 r3@7; p1: r2@40');
    const offBoard = board.spaces.find((s) => !s.playable)!.id;

    // Act, Assert
    refuse(state, { type: 'descend', rover: 3, planet: 0, space: 8 }, 'NOT_IN_ORBIT', 'R40');
    refuse(state, { type: 'descend', rover: 1, planet: 0, space: offBoard }, 'OFF_BOARD', 'R1');
  });

  it('R40: legal descents: every empty playable space of the orbited planet, each accepted', () => {
    // Arrange: 76 playable spaces, of which 40 (Rover), 7 (Fortification), 26 (Factory) are held.
    const state = position26('p0: r1@orbit0 f@7 factory@26; p1: r2@40');

    // Act
    const descents = legalOfType(state, 'descend');

    // Assert
    expect(descents).toHaveLength(76 - 3);
    for (const d of descents) expect(validateAction(state, d)).toEqual({ ok: true });
  });

  it('R40: any number of Rovers may orbit the same planet', () => {
    // Arrange
    const state = position26('p0: r1@orbit0 r3@7 r5@1 spacePort@26; p1: r2@40 r4@orbit0');

    // Act
    const next = play(state, { type: 'move', rover: 3, to: 26 });

    // Assert
    expect(next.rovers.filter((r) => r.location === 'orbit')).toHaveLength(3);
  });
});

describe('2026-06 orbit', () => {
  it('R40: a Rover in orbit moves to the orbit of another planet', () => {
    // Arrange
    const state = position26(`p0: r1@orbit0 r3@7; ${four}`, { players: 4 });

    // Act
    const next = play(state, { type: 'orbit', rover: 1, planet: 1 });

    // Assert
    expect(next.rovers[0]).toEqual({ id: 1, owner: 0, hp: 3, location: 'orbit', orbit: 1 });
    expect(next.currentPlayer).toBe(1);
  });

  it('R40: SAME_PLANET for the orbit it is in; NOT_IN_ORBIT for a Rover on a planet', () => {
    // Arrange
    const state = position26(`p0: r1@orbit0 r3@7; ${four}`, { players: 4 });

    // Act, Assert
    refuse(state, { type: 'orbit', rover: 1, planet: 0 }, 'SAME_PLANET', 'R40');
    refuse(state, { type: 'orbit', rover: 3, planet: 1 }, 'NOT_IN_ORBIT', 'R40');
  });

  it('R41: PLANET_DESTROYED for the orbit of a destroyed planet', () => {
    // Arrange: six players, three planets, planet 2 destroyed.
    const state = position26(
      'p0: r1@orbit0 r3@7; p1: r2@40; p2: r4@41; p3: r5@1.1; p4: r6@1.40; p5: r7@1.7',
      { players: 6, destroyed: [2] },
    );

    // Act, Assert
    refuse(state, { type: 'orbit', rover: 1, planet: 2 }, 'PLANET_DESTROYED', 'R41');
    expect(legalOfType(state, 'orbit')).toEqual([{ type: 'orbit', rover: 1, planet: 1 }]);
  });

  it('R40: legal orbits: every other planet not destroyed, for each Rover in orbit (no distance)', () => {
    // Arrange: three planets; r1 orbits 0, r3 orbits 2.
    const state = position26(
      'p0: r1@orbit0 r3@orbit2 r8@7; p1: r2@40; p2: r4@41; p3: r5@1.1; p4: r6@1.40; p5: r7@1.7',
      { players: 6 },
    );

    // Act
    const orbits = legalOfType(state, 'orbit');

    // Assert
    expect(orbits).toEqual([
      { type: 'orbit', rover: 1, planet: 1 },
      { type: 'orbit', rover: 1, planet: 2 },
      { type: 'orbit', rover: 3, planet: 0 },
      { type: 'orbit', rover: 3, planet: 1 },
    ]);
    for (const o of orbits) expect(validateAction(state, o)).toEqual({ ok: true });
  });

  it('R40: a Rover in orbit cannot fortify (ROVER_IN_ORBIT)', () => {
    // Arrange
    const state = position26('p0: r1@orbit0 r3@7; p1: r2@40');

    // Act, Assert
    refuse(state, { type: 'fortify', rover: 1, space: 8 }, 'ROVER_IN_ORBIT', 'R40');
  });

  it('R40: a Rover that changed orbit this turn cannot descend (ORBIT_THIS_TURN) and no descent is listed for it', () => {
    // Arrange
    const state = position26(treasury, { players: 4, out: [3] });

    // Act
    const next = play(state, { type: 'orbit', rover: 1, planet: 1 });
    const unfrozen = applyAction(state, { type: 'orbit', rover: 1, planet: 1 }, scriptedRng([]), {
      freeze: false,
    });

    // Assert: still p0's turn; the Rover is marked and cannot descend before a later turn.
    expect(next.currentPlayer).toBe(0);
    expect(JSON.stringify(unfrozen)).toBe(JSON.stringify(next));
    expect(next.rovers[0]).toEqual({
      id: 1,
      owner: 0,
      hp: 3,
      location: 'orbit',
      orbit: 1,
      transferred: true,
    });
    const error = refuse(
      next,
      { type: 'descend', rover: 1, planet: 1, space: 5 },
      'ORBIT_THIS_TURN',
      'R40',
    );
    expect(error.message).toMatch(/this turn.*later turn/);
    expect(legalOfType(next, 'descend')).toEqual([]);
    expect(legalOfType(next, 'orbit')).toEqual([{ type: 'orbit', rover: 1, planet: 0 }]);
  });

  it("R40: a Rover that changed orbit descends on its owner's next turn", () => {
    // Arrange: p0 changes orbit and ends the turn; p1 and p2 each make a move.
    let state = play(position26(treasury, { players: 4, out: [3] }), {
      type: 'orbit',
      rover: 1,
      planet: 1,
    });
    const ended = play(state, { type: 'endTurn' });
    const unfrozen = applyAction(state, { type: 'endTurn' }, scriptedRng([]), { freeze: false });
    state = ended;
    for (const player of [1, 2]) {
      expect(state.currentPlayer).toBe(player);
      state = play(state, legalOfType(state, 'move')[0]!);
    }

    // Act
    const next = play(state, { type: 'descend', rover: 1, planet: 1, space: 5 });

    // Assert: the mark went when p0's turn ended, the same through either way of drafting.
    expect(Object.keys(ended.rovers[0]!)).toEqual(['id', 'owner', 'hp', 'location', 'orbit']);
    expect(JSON.stringify(unfrozen)).toBe(JSON.stringify(ended));
    expect(next.rovers[0]).toEqual({ id: 1, owner: 0, hp: 3, location: { planet: 1, space: 5 } });
  });

  it('R40: a Rover that entered orbit through its own Space Port may descend in the same turn', () => {
    // Arrange: p0 has 2 stored points; r1 stands next to its Space Port on planet 1.
    const state = position26(
      'p0: r1@1.7 factory@62 treasury@0[points=2] spacePort@1.26; p1: r2@75 factory@64; p2: r3@1.70 factory@1.64',
      { players: 4, out: [3] },
    );
    const inOrbit = play(state, { type: 'move', rover: 1, to: 26 });

    // Act
    const next = play(inOrbit, { type: 'descend', rover: 1, planet: 1, space: 8 });

    // Assert
    expect(inOrbit.currentPlayer).toBe(0);
    expect(Object.hasOwn(inOrbit.rovers[0]!, 'transferred')).toBe(false);
    expect(next.rovers[0]!.location).toEqual({ planet: 1, space: 8 });
    expect(next.currentPlayer).toBe(0);
  });
});
