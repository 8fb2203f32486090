import { describe, expect, it } from 'vitest';
import {
  actionFields,
  createGame,
  type GameState,
  scriptedRng,
  validateAction,
} from '../../../src/rules/index.js';
import { rejection } from '../_helpers/illegal.js';
import { refuse } from '../_helpers/play.js';
import { FIRE_AT_BUILDING, position24 } from './_helpers/position.js';

// Ruling R67 (R28 with 2024-12's types and fields): a facing is a space id 0..91, a direction
// 'left' or 'right'; an edge is `space` and `across`, lower first, and only a Fortification
// target names one; save, endTurn, ready, aim, repair, choose, orbit and decommission do not
// exist. Each is MALFORMED_ACTION, cited `'action-format'`, before any rule is consulted.

/** In play: player 0 (to act) has a Rover on 35 facing 40 and a Drill Cannon at power 3. */
const play = position24('p0: r1@35>40 drillCannon@26[power=3]; p1: r2@40>55 f@40/55');
/** Setup: player 0 to place. */
const setup = createGame({ players: 2, ruleset: '2024-12' }, scriptedRng([6, 1]));

const MALFORMED: [string, GameState, unknown, RegExp][] = [
  // Edges: the order, `across` with another target, a Fortification without `across`.
  [
    'a shot at an edge named higher id first',
    play,
    { type: 'shoot', rover: 1, space: 55, target: 'fortification', across: 40 },
    /lower first: "space" 40, "across" 55, not "space" 55, "across" 40$/,
  ],
  [
    'a shot at an edge named by one space twice',
    play,
    { type: 'shoot', rover: 1, space: 40, target: 'fortification', across: 40 },
    /lower first: "space" and "across" are both 40$/,
  ],
  [
    'a shot at a Rover with "across"',
    play,
    { type: 'shoot', rover: 1, space: 40, target: 'rover', across: 55 },
    /"across" names an edge, for a Fortification target only, not a rover/,
  ],
  [
    'a shot at a Building with "across"',
    play,
    { type: 'shoot', rover: 1, space: 30, target: 'building', across: 40 },
    /not a building/,
  ],
  [
    'a shot at a Fortification without "across"',
    play,
    { type: 'shoot', rover: 1, space: 40, target: 'fortification' },
    /"across" is missing/,
  ],
  [
    'a Fire at an edge named higher id first',
    play,
    { type: 'fire', space: 55, target: 'fortification', across: 40 },
    /lower first/,
  ],
  [
    'a Fire at a Rover with "across"',
    play,
    { type: 'fire', space: 40, target: 'rover', across: 55 },
    /not a rover/,
  ],
  [
    'a Fire at a Fortification without "across"',
    play,
    { type: 'fire', space: 40, target: 'fortification' },
    /"across" is missing/,
  ],
  [
    'an "across" off the space ids',
    play,
    { type: 'shoot', rover: 1, space: 40, target: 'fortification', across: 92 },
    /"across" must be a space id 0\.\.91, not 92/,
  ],
  // Facings and directions.
  [
    'a facing that is no space id',
    play,
    { type: 'move', rover: 1, to: 40, facing: 92 },
    /"facing" must be a space id 0\.\.91, not 92/,
  ],
  ['a fractional facing', play, { type: 'move', rover: 1, to: 40, facing: 35.5 }, /"facing"/],
  [
    'a string facing',
    setup,
    { type: 'place', planet: 0, space: 26, facing: '7' },
    /"facing" must be a space id/,
  ],
  ['a place without a facing', setup, { type: 'place', planet: 0, space: 26 }, /needs "facing"/],
  [
    'a descend without a facing',
    play,
    { type: 'descend', rover: 1, planet: 0, space: 7 },
    /needs "facing"/,
  ],
  ['a produce without a facing', play, { type: 'produce', space: 7 }, /needs "facing"/],
  [
    'a direction other than left or right',
    play,
    { type: 'turn', rover: 1, direction: 'back' },
    /"direction" must be one of left, right, not "back"/,
  ],
  ['a turn without a direction', play, { type: 'turn', rover: 1 }, /needs "direction"/],
  [
    'a turn with a facing',
    play,
    { type: 'turn', rover: 1, direction: 'left', facing: 25 },
    /a turn action has no field "facing"/,
  ],
  // Fire names its target; Power up and Heal have their own fields only.
  ['a Fire without a target', play, { type: 'fire', space: 40 }, /needs "target"/],
  ['a Fire without a space', play, { type: 'fire', target: 'rover' }, /needs "space"/],
  [
    'a Fire naming a planet',
    play,
    { type: 'fire', planet: 0, space: 40, target: 'rover' },
    /a fire action has no field "planet"/,
  ],
  ['a powerUp with a planet', play, { type: 'powerUp', planet: 0 }, /no field "planet"/],
  ['a heal without a Rover', play, { type: 'heal' }, /needs "rover"/],
  [
    'a Treasury, which 2024-12 does not have',
    play,
    { type: 'build', structure: 'treasury', planet: 0, space: 27 },
    /"structure" must be one of spacePort, factory, drillCannon, medic/,
  ],
  [
    'a produce naming a planet (2026-06)',
    play,
    { type: 'produce', planet: 0, space: 7, facing: 1 },
    /no field "planet"/,
  ],
  [
    'a place with a Rover space (2026-06)',
    setup,
    { type: 'place', planet: 0, space: 26, roverSpace: 7, facing: 7 },
    /no field "roverSpace"/,
  ],
  // Action types 2024-12 does not have.
  ['save', play, { type: 'save' }, /the 2024-12 rules have no save action/],
  ['endTurn', play, { type: 'endTurn' }, /the 2024-12 rules have no endTurn action/],
  ['ready', play, { type: 'ready' }, /the 2024-12 rules have no ready action/],
  ['aim', play, { type: 'aim', space: 40 }, /the 2024-12 rules have no aim action/],
  ['repair', play, { type: 'repair', rover: 1 }, /the 2024-12 rules have no repair action/],
  ['choose', setup, { type: 'choose', placeFirst: true }, /the 2024-12 rules have no choose/],
  ['orbit', play, { type: 'orbit', rover: 1, planet: 0 }, /the 2024-12 rules have no orbit/],
  [
    'decommission',
    play,
    { type: 'decommission', planet: 0, space: 26 },
    /the 2024-12 rules have no decommission action/,
  ],
];

describe('2024-12 action shapes (R67)', () => {
  for (const [name, state, action, message] of MALFORMED) {
    it(`R67: ${name} is MALFORMED_ACTION`, () => {
      // Act
      const error = rejection(state, action);

      // Assert
      expect({ code: error.code, rule: error.rule }).toEqual({
        code: 'MALFORMED_ACTION',
        rule: 'action-format',
      });
      expect(error.message).toMatch(message);
    });
  }

  it('R67: the fields of each 2024-12 action type, required then optional, in canonical order', () => {
    // Arrange
    const types = [
      'place',
      'move',
      'turn',
      'fortify',
      'shoot',
      'build',
      'descend',
      'produce',
      'heal',
      'powerUp',
      'fire',
      'destroy',
      'pass',
    ] as const;
    const absent = [
      'save',
      'endTurn',
      'ready',
      'aim',
      'repair',
      'choose',
      'orbit',
      'decommission',
    ] as const;

    // Act
    const fields = Object.fromEntries(types.map((t) => [t, actionFields('2024-12', t)]));

    // Assert
    expect(fields).toEqual({
      place: ['planet', 'space', 'facing'],
      move: ['rover', 'to', 'facing'],
      turn: ['rover', 'direction'],
      fortify: ['rover', 'space'],
      shoot: ['rover', 'space', 'target', 'across'],
      build: ['structure', 'planet', 'space', 'moveTo', 'facing'],
      descend: ['rover', 'planet', 'space', 'facing'],
      produce: ['space', 'facing'],
      heal: ['rover'],
      powerUp: [],
      fire: ['space', 'target', 'across'],
      destroy: ['structure'],
      pass: [],
    });
    for (const t of absent) expect(actionFields('2024-12', t)).toBeNull();
  });

  it('R67, R63: a Fire at a Building is well formed, and refused by the rules as NO_TARGET', () => {
    // Act
    const error = refuse(play, FIRE_AT_BUILDING(26), 'NO_TARGET', 'R63');

    // Assert
    expect(error.message).toMatch(/not Buildings/);
  });

  it('R67, R52, R54: a facing that is a space id but no neighbour is well formed, and refused by the rules as WRONG_FACING', () => {
    // Arrange
    const open = position24('p0: r1@35>40; p1: r2@60>55');

    // Act
    const move = validateAction(open, { type: 'move', rover: 1, to: 40, facing: 0 });
    const place = validateAction(setup, { type: 'place', planet: 0, space: 26, facing: 0 });

    // Assert
    expect(move.ok ? null : [move.error.code, move.error.rule]).toEqual(['WRONG_FACING', 'R54']);
    expect(place.ok ? null : [place.error.code, place.error.rule]).toEqual(['WRONG_FACING', 'R52']);
  });

  it('R67: a malformed action is refused before the turn is checked: a missing facing by the player not to act', () => {
    // Act
    const error = rejection(play, { type: 'place', planet: 0, space: 26, player: 1 });

    // Assert
    expect(error.code).toBe('MALFORMED_ACTION');
  });

  it('R67: an edge named higher id first is malformed before the game, the turn or the phase is checked', () => {
    // Arrange
    const shot = {
      type: 'shoot',
      rover: 1,
      space: 55,
      target: 'fortification',
      across: 40,
    } as const;
    const finished = { ...play, status: 'finished' as const };

    // Act
    const over = rejection(finished, shot);
    const notYours = rejection(play, { ...shot, player: 1 });
    const fire = rejection(finished, { type: 'fire', space: 40, target: 'rover', across: 55 });

    // Assert
    expect([over.code, notYours.code, fire.code]).toEqual([
      'MALFORMED_ACTION',
      'MALFORMED_ACTION',
      'MALFORMED_ACTION',
    ]);
  });
});
