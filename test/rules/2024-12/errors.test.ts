import { describe, expect, it } from 'vitest';
import {
  type Action,
  applyAction,
  createGame,
  type GameState,
  ILLEGAL_ACTION_CODES,
  type IllegalActionCode,
  type RuleRef,
  scriptedRng,
} from '../../../src/rules/index.js';
import { refuse } from '../_helpers/play.js';
import { FIRE_AT_BUILDING, fortsAround, position24 } from './_helpers/position.js';

// Every error code a 2024-12 game raises, once for each rule it cites, as the tables of
// docs/rules/2024-12.md (sections 3–5) give them: the material of its section 8. Each family's
// own tests check the messages; this table checks that the list is whole.

const KEEP1 = 'r9@40>35';
const PLAY = position24(`p0: r1@26>7 r3@orbit medic@27 factory@61; p1: ${KEEP1} f@1/7`);
const SETUP = createGame({ players: 2, ruleset: '2024-12' }, scriptedRng([6, 1]));
const OVER: GameState = { ...PLAY, status: 'finished', winners: [0] };
const CANNON0 = position24(`p0: r1@26>7 drillCannon@28; p1: ${KEEP1} f@40/55`);
const CANNON3 = position24(`p0: r1@26>7 drillCannon@28[power=3]; p1: ${KEEP1} f@40/55`);
const WALLED = position24(
  `p0: r1@26>7 ${fortsAround(26)} ${fortsAround(27)} medic@61; p1: ${KEEP1}`,
);
const STUCK = position24(
  'p0: factory@26 medic@27; p1: r2@7>1 r3@16>6 r4@22>17 r5@36>31 r6@41>47 r7@40>35',
);
const PORT = position24(`p0: r3@orbit r1@36>31 spacePort@26; p1: ${KEEP1} f@31/36`);
const FACTORY = position24(`p0: r1@70>60 factory@26; p1: ${KEEP1} f@7/26`);
const PLACED = applyAction(
  SETUP,
  { type: 'place', planet: 0, space: 26, facing: 7 },
  scriptedRng([]),
);

type Row = readonly [IllegalActionCode, RuleRef, string, GameState, Action];

const ROWS: readonly Row[] = [
  ['MALFORMED_ACTION', 'action-format', 'save', PLAY, { type: 'save' }],
  ['GAME_OVER', 'R14', 'turn', OVER, { type: 'turn', rover: 1, direction: 'left' }],
  ['NOT_YOUR_TURN', 'R23', 'turn', PLAY, { type: 'turn', rover: 9, direction: 'left', player: 1 }],
  ['WRONG_PHASE', 'R15', 'place', PLAY, { type: 'place', planet: 0, space: 28, facing: 11 }],
  ['WRONG_PHASE', 'R15', 'turn', SETUP, { type: 'turn', rover: 1, direction: 'left' }],
  ['OFF_BOARD', 'R1', 'place', SETUP, { type: 'place', planet: 0, space: 91, facing: 86 }],
  ['NOT_AN_HQ', 'R66', 'place', SETUP, { type: 'place', planet: 0, space: 7, facing: 1 }],
  ['SPACE_OCCUPIED', 'R66', 'place', PLACED, { type: 'place', planet: 0, space: 26, facing: 16 }],
  ['WRONG_FACING', 'R52', 'place', SETUP, { type: 'place', planet: 0, space: 26, facing: 1 }],
  ['NO_SUCH_ROVER', 'R53', 'move', PLAY, { type: 'move', rover: 5, to: 7, facing: 8 }],
  ['NOT_YOUR_ROVER', 'R23', 'move', PLAY, { type: 'move', rover: 9, to: 35, facing: 25 }],
  ['ROVER_IN_ORBIT', 'R8', 'move', PLAY, { type: 'move', rover: 3, to: 7, facing: 8 }],
  ['NOT_AHEAD', 'R53', 'move', PLAY, { type: 'move', rover: 1, to: 16, facing: 6 }],
  ['ENEMY_FORTIFICATION', 'R53', 'move', PORT, { type: 'move', rover: 1, to: 31, facing: 21 }],
  [
    'SPACE_OCCUPIED',
    'R53',
    'move',
    position24(`p0: r1@26>7 r2@7>1; p1: ${KEEP1}`),
    {
      type: 'move',
      rover: 1,
      to: 7,
      facing: 8,
    },
  ],
  ['WRONG_FACING', 'R54', 'move', PLAY, { type: 'move', rover: 1, to: 7, facing: 26 }],
  ['NO_SUCH_ROVER', 'R55', 'turn', PLAY, { type: 'turn', rover: 5, direction: 'right' }],
  ['NO_SUCH_ROVER', 'R56', 'fortify', PLAY, { type: 'fortify', rover: 5, space: 7 }],
  ['NOT_ADJACENT', 'R56', 'fortify', PLAY, { type: 'fortify', rover: 1, space: 8 }],
  [
    'OFF_BOARD',
    'R51',
    'fortify',
    position24(`p0: r1@71>61; p1: ${KEEP1}`),
    {
      type: 'fortify',
      rover: 1,
      space: 77,
    },
  ],
  ['ALREADY_FORTIFIED', 'R56', 'fortify', WALLED, { type: 'fortify', rover: 1, space: 7 }],
  ['NO_SUCH_ROVER', 'R57', 'shoot', PLAY, { type: 'shoot', rover: 5, space: 40, target: 'rover' }],
  ['OFF_BOARD', 'R1', 'shoot', PLAY, { type: 'shoot', rover: 1, space: 91, target: 'rover' }],
  [
    'NOT_ADJACENT',
    'R57',
    'shoot',
    PLAY,
    {
      type: 'shoot',
      rover: 1,
      space: 7,
      target: 'fortification',
      across: 9,
    },
  ],
  ['OUT_OF_RANGE', 'R2', 'shoot', PLAY, { type: 'shoot', rover: 1, space: 40, target: 'rover' }],
  ['NO_TARGET', 'R20', 'shoot', PLAY, { type: 'shoot', rover: 1, space: 7, target: 'rover' }],
  [
    'OFF_BOARD',
    'R1',
    'build',
    WALLED,
    {
      type: 'build',
      structure: 'factory',
      planet: 0,
      space: 91,
    },
  ],
  [
    'NOT_AN_HQ',
    'R59',
    'build',
    WALLED,
    {
      type: 'build',
      structure: 'factory',
      planet: 0,
      space: 7,
    },
  ],
  [
    'SPACE_OCCUPIED',
    'R59',
    'build',
    PLAY,
    {
      type: 'build',
      structure: 'factory',
      planet: 0,
      space: 27,
    },
  ],
  [
    'NOT_SURROUNDED',
    'R59',
    'build',
    PLAY,
    {
      type: 'build',
      structure: 'factory',
      planet: 0,
      space: 28,
    },
  ],
  [
    'STRUCTURE_LIMIT',
    'R59',
    'build',
    WALLED,
    {
      type: 'build',
      structure: 'medic',
      planet: 0,
      space: 27,
    },
  ],
  [
    'MOVE_OUT_REQUIRED',
    'R59',
    'build',
    WALLED,
    {
      type: 'build',
      structure: 'factory',
      planet: 0,
      space: 26,
    },
  ],
  [
    'NOT_AHEAD',
    'R59',
    'build',
    WALLED,
    {
      type: 'build',
      structure: 'factory',
      planet: 0,
      space: 26,
      moveTo: 16,
      facing: 6,
    },
  ],
  [
    'WRONG_FACING',
    'R54',
    'build',
    WALLED,
    {
      type: 'build',
      structure: 'factory',
      planet: 0,
      space: 26,
      moveTo: 7,
    },
  ],
  [
    'NO_SUCH_ROVER',
    'R61',
    'descend',
    PLAY,
    {
      type: 'descend',
      rover: 5,
      planet: 0,
      space: 8,
      facing: 2,
    },
  ],
  [
    'NOT_IN_ORBIT',
    'R8',
    'descend',
    PLAY,
    {
      type: 'descend',
      rover: 1,
      planet: 0,
      space: 8,
      facing: 2,
    },
  ],
  [
    'SPACE_OCCUPIED',
    'R61',
    'descend',
    PLAY,
    {
      type: 'descend',
      rover: 3,
      planet: 0,
      space: 40,
      facing: 35,
    },
  ],
  [
    'ENEMY_FORTIFICATION',
    'R61',
    'descend',
    PLAY,
    {
      type: 'descend',
      rover: 3,
      planet: 0,
      space: 1,
      facing: 6,
    },
  ],
  [
    'WRONG_FACING',
    'R52',
    'descend',
    PORT,
    {
      type: 'descend',
      rover: 3,
      planet: 0,
      space: 7,
      facing: 9,
    },
  ],
  ['NO_STRUCTURE', 'R62', 'produce', CANNON0, { type: 'produce', space: 7, facing: 1 }],
  ['NOT_ADJACENT', 'R62', 'produce', PLAY, { type: 'produce', space: 7, facing: 1 }],
  ['SPACE_OCCUPIED', 'R62', 'produce', STUCK, { type: 'produce', space: 7, facing: 8 }],
  ['ENEMY_FORTIFICATION', 'R62', 'produce', FACTORY, { type: 'produce', space: 7, facing: 8 }],
  ['NO_SUCH_ROVER', 'R60', 'heal', PLAY, { type: 'heal', rover: 5 }],
  ['NO_STRUCTURE', 'R60', 'heal', CANNON0, { type: 'heal', rover: 1 }],
  ['NOT_ADJACENT', 'R60', 'heal', PLAY, { type: 'heal', rover: 1 }],
  [
    'FULL_HEALTH',
    'R60',
    'heal',
    position24(`p0: r1@17>8 medic@27; p1: ${KEEP1}`),
    {
      type: 'heal',
      rover: 1,
    },
  ],
  ['NO_STRUCTURE', 'R63', 'powerUp', PLAY, { type: 'powerUp' }],
  ['CANNON_ALREADY_READY', 'R63', 'powerUp', CANNON3, { type: 'powerUp' }],
  ['CANNON_NOT_READY', 'R63', 'fire', CANNON0, { type: 'fire', space: 40, target: 'rover' }],
  [
    'NOT_ADJACENT',
    'R63',
    'fire',
    CANNON3,
    {
      type: 'fire',
      space: 7,
      target: 'fortification',
      across: 9,
    },
  ],
  ['NO_TARGET', 'R63', 'fire', CANNON3, FIRE_AT_BUILDING(28)],
  ['NO_STRUCTURE', 'R12', 'destroy', PLAY, { type: 'destroy', structure: 'spacePort' }],
  ['PASS_NOT_ALLOWED', 'R13', 'pass', PLAY, { type: 'pass' }],
];

/** Codes of other rulesets (and of a broken state) that no 2024-12 action raises. */
const NOT_IN_2024_12: readonly IllegalActionCode[] = [
  'INVALID_STATE',
  'PLANET_DESTROYED',
  'CANNON_NOT_AIMED',
  'ALREADY_AIMED',
  'TREASURY_FULL',
  'SAVE_NOT_FIRST',
  'END_TURN_NOT_ALLOWED',
  'CHOICE_PENDING',
  'NO_CHOICE',
  'FORTIFICATION_NEARBY',
  'NO_OVERSEER',
  'NOTHING_TO_DECOMMISSION',
  'WRONG_PLANET',
  'SAME_PLANET',
  'NOT_ENOUGH_POINTS',
  'TOO_MANY_ROVERS',
  'ORBIT_THIS_TURN',
];

describe('2024-12 errors: every code, with the rule it cites', () => {
  for (const [code, rule, type, state, action] of ROWS) {
    it(`${rule === 'action-format' ? 'R67' : rule}: ${code} from ${type}`, () => {
      // Act, Assert
      refuse(state, action, code, rule);
    });
  }

  it('R50, R67: the table names every code a 2024-12 game can raise', () => {
    // Arrange
    const listed = new Set(ROWS.map(([code]) => code));

    // Act
    const missing = ILLEGAL_ACTION_CODES.filter(
      (c) => !listed.has(c) && !NOT_IN_2024_12.includes(c),
    );

    // Assert
    expect(missing).toEqual([]);
    expect(NOT_IN_2024_12.filter((c) => listed.has(c))).toEqual([]);
  });
});
