import { readdirSync, readFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ACTION_TYPES,
  type Action,
  type ActionType,
  createGame,
  formatAction,
  formatEntry,
  type GameState,
  legalActions,
  NotationError,
  parseAction,
  parseEntry,
  type RulesetName,
  replay,
  scriptedRng,
} from '../../src/index.js';
import { actionFields } from '../../src/rules/index.js';
import { CONCEAL, CSI, expectPrintable, HOSTILE, RLO } from '../rules/_helpers/hostile.js';
import { playBiased, playRandom } from './_helpers/games.js';

/**
 * The action types of a ruleset that random games must meet: every one it has (`actionFields`)
 * but `pass`, legal only when nothing else is (rulings R13, R39), which the examples cover.
 */
function expectedTypes(ruleset: RulesetName): ActionType[] {
  return ACTION_TYPES.filter((t) => t !== 'pass' && actionFields(ruleset, t) !== null).sort();
}

// docs/notation.md: one example per action type, both ways.
const EXAMPLES: readonly [string, Action][] = [
  ['place 26', { type: 'place', planet: 0, space: 26 }],
  ['place 26@1', { type: 'place', planet: 1, space: 26 }],
  ['r2 move 41', { type: 'move', rover: 2, to: 41 }],
  ['r2 fortify 7', { type: 'fortify', rover: 2, space: 7 }],
  ['r1 shoot 21 rover', { type: 'shoot', rover: 1, space: 21, target: 'rover' }],
  ['r1 shoot 21 fortification', { type: 'shoot', rover: 1, space: 21, target: 'fortification' }],
  ['r1 shoot 0 building', { type: 'shoot', rover: 1, space: 0, target: 'building' }],
  ['build factory 26', { type: 'build', structure: 'factory', planet: 0, space: 26 }],
  [
    'build drillCannon 62@2 moveTo 66',
    { type: 'build', structure: 'drillCannon', planet: 2, space: 62, moveTo: 66 },
  ],
  ['r3 descend 12@1', { type: 'descend', rover: 3, planet: 1, space: 12 }],
  ['produce 13', { type: 'produce', space: 13 }],
  ['repair r4', { type: 'repair', rover: 4 }],
  ['ready', { type: 'ready' }],
  ['aim 41', { type: 'aim', space: 41 }],
  ['fire', { type: 'fire' }],
  ['save', { type: 'save' }],
  ['destroy spacePort', { type: 'destroy', structure: 'spacePort' }],
  ['endTurn', { type: 'endTurn' }],
  ['pass', { type: 'pass' }],
  ['p1: r2 move 41', { type: 'move', rover: 2, to: 41, player: 1 }],
];

describe('formatAction and parseAction', () => {
  it.each(EXAMPLES)('%s', (text, action) => {
    // Act
    const parsed = parseAction(text);
    const formatted = formatAction(action);

    // Assert
    expect(parsed).toEqual(action);
    expect(formatted).toBe(text);
  });

  it('names every planet in games of several planets, and only planet 0 may be left out', () => {
    // Arrange
    const place: Action = { type: 'place', planet: 0, space: 26 };

    // Act, Assert
    expect(formatAction(place, { planets: 2 })).toBe('place 26@0');
    expect(formatAction(place, { planets: 1 })).toBe('place 26');
    expect(parseAction('place 26@0')).toEqual(place);
  });

  it('reads any letter case and spacing', () => {
    expect(parseAction('  P0 :  R1   SHOOT 21   Rover ')).toEqual({
      type: 'shoot',
      rover: 1,
      space: 21,
      target: 'rover',
      player: 0,
    });
    expect(parseAction('build drillcannon 26 moveto 16')).toEqual({
      type: 'build',
      structure: 'drillCannon',
      planet: 0,
      space: 26,
      moveTo: 16,
    });
    expect(parseAction('ENDTURN')).toEqual({ type: 'endTurn' });
  });

  it('reads "r1 shoot r5" as a shot at the space of Rover r5, given the position', () => {
    // Arrange: both Rovers placed.
    const placed = playRandom('shorthand', { players: 2 }, 2).states[1]!;
    const r2 = placed.rovers.find((r) => r.id === 2)!;
    const space = r2.location === 'orbit' ? -1 : r2.location.space;

    // Act
    const action = parseAction('r1 shoot r2', placed);

    // Assert
    expect(action).toEqual({ type: 'shoot', rover: 1, space, target: 'rover' });
    expect(() => parseAction('r1 shoot r2')).toThrow(/needs the position/);
    expect(() => parseAction('r1 shoot r9', placed)).toThrow(/no Rover r9 on a planet/);
  });

  it.each([
    ['', /expected an action/],
    ['teleport 41', /expected an action .*not "teleport"/],
    ['r1 teleport 41', /expected a Rover action/],
    ['r1 move', /expected a space/],
    ['r1 move 41 42', /unexpected "42"/],
    ['r1 move x', /a number/],
    ['r1 move -1', /a number/],
    ['r1 move 1e3', /a number/],
    ['r1 move 4.5', /a number/],
    ['place 26@', /a space/],
    ['r1 shoot 21 planet', /expected a target/],
    ['build castle 26', /expected a structure/],
    ['build factory 26 moveTo', /expected a space/],
    ['build factory 26 to 16', /expected moveTo/],
    ['p1 r1 move 4', /expected an action/],
    ['x'.repeat(201), /longer than 200/],
  ])('refuses %j', (text, message) => {
    expect(() => parseAction(text)).toThrow(NotationError);
    expect(() => parseAction(text)).toThrow(message);
  });

  it('refuses to format what is not an action', () => {
    expect(() => formatAction({ type: 'teleport' } as unknown as Action)).toThrow(TypeError);
    expect(() => formatAction({ type: 'move', rover: 1.5, to: 2 } as Action)).toThrow(TypeError);
    expect(() =>
      formatAction({ type: 'shoot', rover: 1, space: 2, target: 'x' } as unknown as Action),
    ).toThrow(TypeError);
  });
});

// docs/notation.md: the 2026-06 forms, read with the ruleset (a one-planet game, then three).
const EXAMPLES_2026_06: readonly [string, Action, number][] = [
  ['place 26 rover 25', { type: 'place', planet: 0, space: 26, roverSpace: 25 }, 1],
  ['place 26@1 rover 25', { type: 'place', planet: 1, space: 26, roverSpace: 25 }, 2],
  ['choose first', { type: 'choose', placeFirst: true }, 1],
  ['choose second', { type: 'choose', placeFirst: false }, 1],
  ['produce 13', { type: 'produce', planet: 0, space: 13 }, 1],
  ['produce 13@2', { type: 'produce', planet: 2, space: 13 }, 3],
  ['produce 13@0', { type: 'produce', planet: 0, space: 13 }, 2],
  ['ready', { type: 'ready', planet: 0 }, 1],
  ['ready @0', { type: 'ready', planet: 0 }, 2],
  ['ready @1', { type: 'ready', planet: 1 }, 2],
  ['aim 41', { type: 'aim', planet: 0, space: 41 }, 1],
  ['aim 41@1', { type: 'aim', planet: 1, space: 41 }, 2],
  ['fire', { type: 'fire', planet: 0 }, 1],
  ['fire @2', { type: 'fire', planet: 2 }, 3],
  ['r3 orbit @1', { type: 'orbit', rover: 3, planet: 1 }, 2],
  ['r3 orbit @0', { type: 'orbit', rover: 3, planet: 0 }, 1],
  ['decommission 26', { type: 'decommission', planet: 0, space: 26 }, 1],
  ['decommission 26@1', { type: 'decommission', planet: 1, space: 26 }, 2],
  ['build factory 26', { type: 'build', structure: 'factory', planet: 0, space: 26 }, 1],
  ['r3 descend 12@1', { type: 'descend', rover: 3, planet: 1, space: 12 }, 2],
  ['p1: choose second', { type: 'choose', placeFirst: false, player: 1 }, 1],
  ['p0: fire @1', { type: 'fire', planet: 1, player: 0 }, 2],
];

describe('the 2026-06 notation', () => {
  const ruleset = '2026-06' as const;

  it.each(EXAMPLES_2026_06)('%s', (text, action, planets) => {
    // Act
    const parsed = parseAction(text, { ruleset });
    const formatted = formatAction(action, { planets });

    // Assert
    expect(parsed).toEqual(action);
    expect(formatted).toBe(text);
  });

  it('reads the ruleset of a position as well as of options', () => {
    // Arrange
    const state = createGame({ players: 2, ruleset }, scriptedRng([6, 1]));

    // Act, Assert
    expect(parseAction('fire', state)).toEqual({ type: 'fire', planet: 0 });
    expect(parseEntry('p0: fire [3,4,5]', state)).toEqual({
      action: { type: 'fire', planet: 0, player: 0 },
      dice: [3, 4, 5],
    });
    expect(parseEntry('ready', { ruleset })).toEqual({
      action: { type: 'ready', planet: 0 },
      dice: [],
    });
  });

  it('leaves out planet 0 in a one-planet game and writes every planet with several', () => {
    // Arrange
    const actions: Action[] = [
      { type: 'ready', planet: 0 },
      { type: 'aim', planet: 0, space: 41 },
      { type: 'produce', planet: 0, space: 13 },
      { type: 'decommission', planet: 0, space: 26 },
      { type: 'place', planet: 0, space: 26, roverSpace: 25 },
    ];

    // Act
    const one = actions.map((a) => formatAction(a, { planets: 1 }));
    const two = actions.map((a) => formatAction(a, { planets: 2 }));

    // Assert
    expect(one).toEqual(['ready', 'aim 41', 'produce 13', 'decommission 26', 'place 26 rover 25']);
    expect(two).toEqual([
      'ready @0',
      'aim 41@0',
      'produce 13@0',
      'decommission 26@0',
      'place 26@0 rover 25',
    ]);
    for (const [i, a] of actions.entries()) {
      expect(parseAction(one[i]!, { ruleset })).toEqual(a);
      expect(parseAction(two[i]!, { ruleset })).toEqual(a);
    }
  });

  it('reads 2025-01 text as it always did: no planet on a cannon, no 2026-06 verbs', () => {
    expect(parseAction('fire')).toEqual({ type: 'fire' });
    expect(parseAction('fire', { ruleset: '2025-01' })).toEqual({ type: 'fire' });
    expect(parseAction('produce 13')).toEqual({ type: 'produce', space: 13 });
    expect(() => parseAction('fire @1')).toThrow(/unexpected "@1"/);
    expect(() => parseAction('aim 41@1')).toThrow(/a number/);
    expect(() => parseAction('place 26 rover 25')).toThrow(/unexpected "rover 25"/);
    expect(() => parseAction('choose first')).toThrow(/expected an action .*not "choose"/);
    expect(() => parseAction('r3 orbit @1')).toThrow(/expected a Rover action/);
    expect(() => parseAction('decommission 26')).toThrow(NotationError);
  });

  it.each([
    ['destroy spacePort', /expected an action .*not "destroy"/],
    ['choose', /expected first or second/],
    ['choose third', /expected first or second/],
    ['r3 orbit', /expected a planet/],
    ['r3 orbit 1', /expected a planet \(@0, @1, \.\.\.\), not "1"/],
    ['r3 orbit @1 @2', /unexpected "@2"/],
    ['fire @', /unexpected "@"/],
    ['fire 1', /unexpected "1"/],
    ['place 26 rover', /expected a space/],
    ['place 26 r25', /expected rover/],
    ['decommission @1', /expected a space/],
  ])('refuses %j in 2026-06', (text, message) => {
    expect(() => parseAction(text, { ruleset })).toThrow(NotationError);
    expect(() => parseAction(text, { ruleset })).toThrow(message);
  });

  it('refuses options it does not know and rulesets that are none', () => {
    expect(() => parseAction('pass', { rules: '2026-06' } as never)).toThrow(/UNKNOWN|rules/);
    expect(() => parseAction('pass', { ruleset: '2027-01' } as never)).toThrow(RangeError);
  });

  it('refuses to format a choice that is not true or false', () => {
    expect(() => formatAction({ type: 'choose', placeFirst: 'yes' } as unknown as Action)).toThrow(
      TypeError,
    );
    expect(() => formatAction({ type: 'orbit', rover: 3 } as unknown as Action)).toThrow(TypeError);
  });
});

// docs/notation.md: the 2024-12 forms, read with the ruleset (a one-planet game, then two).
const EXAMPLES_2024_12: readonly [string, Action, number][] = [
  ['place 26>16', { type: 'place', planet: 0, space: 26, facing: 16 }, 1],
  ['place 26@1>16', { type: 'place', planet: 1, space: 26, facing: 16 }, 2],
  ['place 26@0>16', { type: 'place', planet: 0, space: 26, facing: 16 }, 2],
  ['r3 move 26>41', { type: 'move', rover: 3, to: 26, facing: 41 }, 1],
  ['r3 move 26', { type: 'move', rover: 3, to: 26 }, 1],
  ['r3 turn left', { type: 'turn', rover: 3, direction: 'left' }, 1],
  ['r3 turn right', { type: 'turn', rover: 3, direction: 'right' }, 1],
  ['r3 fortify 16', { type: 'fortify', rover: 3, space: 16 }, 1],
  [
    'r1 shoot 16/26 fortification',
    { type: 'shoot', rover: 1, space: 16, target: 'fortification', across: 26 },
    1,
  ],
  ['r1 shoot 41 rover', { type: 'shoot', rover: 1, space: 41, target: 'rover' }, 1],
  ['r1 shoot 28 building', { type: 'shoot', rover: 1, space: 28, target: 'building' }, 2],
  [
    'build medic 26 moveTo 16>21',
    { type: 'build', structure: 'medic', planet: 0, space: 26, moveTo: 16, facing: 21 },
    1,
  ],
  [
    'build spacePort 26@1 moveTo 16>6',
    { type: 'build', structure: 'spacePort', planet: 1, space: 26, moveTo: 16, facing: 6 },
    2,
  ],
  ['build factory 62', { type: 'build', structure: 'factory', planet: 0, space: 62 }, 1],
  ['r3 descend 12@1>11', { type: 'descend', rover: 3, planet: 1, space: 12, facing: 11 }, 2],
  ['r3 descend 12>11', { type: 'descend', rover: 3, planet: 0, space: 12, facing: 11 }, 1],
  ['produce 13>14', { type: 'produce', space: 13, facing: 14 }, 2],
  ['r3 heal', { type: 'heal', rover: 3 }, 1],
  ['powerUp', { type: 'powerUp' }, 1],
  ['fire 41 rover', { type: 'fire', space: 41, target: 'rover' }, 2],
  ['fire 16/26 fortification', { type: 'fire', space: 16, target: 'fortification', across: 26 }, 1],
  ['destroy medic', { type: 'destroy', structure: 'medic' }, 1],
  ['pass', { type: 'pass' }, 1],
  ['p1: r3 move 16>21', { type: 'move', rover: 3, to: 16, facing: 21, player: 1 }, 1],
];

describe('the 2024-12 notation', () => {
  const ruleset = '2024-12' as const;

  it.each(EXAMPLES_2024_12)('%s', (text, action, planets) => {
    // Act
    const parsed = parseAction(text, { ruleset });
    const formatted = formatAction(action, { planets });

    // Assert
    expect(parsed).toEqual(action);
    expect(formatted).toBe(text);
  });

  it('R51: reads an edge written higher first as the same edge, and writes it lower first', () => {
    // Arrange
    const shot: Action = {
      type: 'shoot',
      rover: 1,
      space: 16,
      target: 'fortification',
      across: 26,
    };
    const fire: Action = { type: 'fire', space: 16, target: 'fortification', across: 26 };

    // Act
    const read = [
      parseAction('r1 shoot 26/16 fortification', { ruleset }),
      parseAction('fire 26/16 fortification', { ruleset }),
    ];
    const written = formatAction({ ...shot, space: 26, across: 16 });

    // Assert
    expect(read).toEqual([shot, fire]);
    expect(written).toBe('r1 shoot 16/26 fortification');
  });

  it('reads any letter case and spacing', () => {
    expect(parseAction('  R3  MOVE 16>21 ', { ruleset })).toEqual({
      type: 'move',
      rover: 3,
      to: 16,
      facing: 21,
    });
    expect(parseAction('Build MEDIC 26 moveto 16>21', { ruleset })).toEqual({
      type: 'build',
      structure: 'medic',
      planet: 0,
      space: 26,
      moveTo: 16,
      facing: 21,
    });
    expect(parseAction('r3 TURN Left', { ruleset })).toEqual({
      type: 'turn',
      rover: 3,
      direction: 'left',
    });
    expect(parseAction('POWERUP', { ruleset })).toEqual({ type: 'powerUp' });
  });

  it('reads "r1 shoot r5" and "fire r5" as aimed at the space of Rover r5, given the position', () => {
    // Arrange: both Rovers placed.
    const placed = playRandom('shorthand-2024', { players: 2, ruleset }, 2).states[1]!;
    const r2 = placed.rovers.find((r) => r.id === 2)!;
    const space = r2.location === 'orbit' ? -1 : r2.location.space;

    // Act
    const shot = parseAction('r1 shoot r2', placed);
    const fire = parseAction('fire r2', placed);

    // Assert
    expect(shot).toEqual({ type: 'shoot', rover: 1, space, target: 'rover' });
    expect(fire).toEqual({ type: 'fire', space, target: 'rover' });
    expect(() => parseAction('fire r2', { ruleset })).toThrow(/"fire r2" needs the position/);
    expect(() => parseAction('fire r9', placed)).toThrow(/no Rover r9 on a planet to fire at/);
  });

  it.each([
    ['place 26', /expected the space faced after "26" \(26>N: the Rover faces space N\)/],
    ['place 26@1', /expected the space faced after "26@1"/],
    ['place 26>', /expected a space and the space faced/],
    ['place >27', /expected a space and the space faced/],
    ['r3 descend 12@1', /expected the space faced after "12@1"/],
    ['produce 13', /expected the space faced after "13"/],
    ['produce 13@1>14', /expected a space and the space faced \(26>16\), not "13@1>14"/],
    ['r3 move 27@1>31', /expected a space and the space faced \(26>16\), not "27@1>31"/],
    ['r3 move 27>31>35', /expected a space and the space faced/],
    ['r3 turn', /expected a direction \(left, right\) after "r3 turn"/],
    ['r3 turn up', /expected a direction \(left, right\), not "up"/],
    ['r3 heal 4', /unexpected "4" at the end/],
    ['powerUp 3', /unexpected "3" at the end/],
    ['r1 shoot 26 fortification', /a Fortification stands on an edge: name it by its two spaces/],
    ['r1 shoot 26/27 rover', /the edge 26\/27 holds a Fortification only/],
    ['r1 shoot 26/26 fortification', /an edge joins two different spaces, not "26\/26"/],
    ['r1 shoot 26/27/28 fortification', /expected a space or an edge \(41, or 16\/26\)/],
    ['fire', /expected a space or an edge \(41, or 16\/26\) after "fire"/],
    ['fire 41', /expected a target/],
    ['fire 26/27 building', /the edge 26\/27 holds a Fortification only/],
    ['fire @1', /expected a space or an edge/],
    ['build treasury 26', /expected a structure \(spacePort, factory, drillCannon, medic\)/],
    ['destroy treasury', /expected a structure \(spacePort, factory, drillCannon, medic\)/],
    ['build medic 26 moveTo 27>', /expected a space and the space faced/],
    ['save', /expected an action .*not "save"/],
    ['ready', /expected an action .*not "ready"/],
    ['aim 41', /expected an action .*not "aim"/],
    ['repair r4', /expected an action .*not "repair"/],
    ['endTurn', /expected an action .*not "endTurn"/],
    ['choose first', /expected an action .*not "choose"/],
    ['decommission 26', /expected an action .*not "decommission"/],
    ['r3 orbit @1', /expected a Rover action .*not "orbit"/],
  ])('refuses %j in 2024-12', (text, message) => {
    expect(() => parseAction(text, { ruleset })).toThrow(NotationError);
    expect(() => parseAction(text, { ruleset })).toThrow(message);
  });

  it.each(['2025-01', '2026-06'] as const)(
    'reads no 2024-12 form in %s: no facing, edge, Turn, Heal, Power up or Medic',
    (other) => {
      expect(() => parseAction('place 26>27', { ruleset: other })).toThrow(
        /expected a space \(41, or 41@1 on planet 1\), not "26>27"/,
      );
      expect(() => parseAction('r3 move 27>31', { ruleset: other })).toThrow(/a number/);
      expect(() => parseAction('r3 turn left', { ruleset: other })).toThrow(
        /expected a Rover action .*not "turn"/,
      );
      expect(() => parseAction('r3 heal', { ruleset: other })).toThrow(
        /expected a Rover action .*not "heal"/,
      );
      expect(() => parseAction('powerUp', { ruleset: other })).toThrow(
        /expected an action .*not "powerUp"/,
      );
      expect(() => parseAction('build medic 26', { ruleset: other })).toThrow(
        /expected a structure \(spacePort, factory, drillCannon, treasury\), not "medic"/,
      );
      expect(() => parseAction('r1 shoot 26/27 fortification', { ruleset: other })).toThrow(
        /expected a space \(a number\), not "26\/27"/,
      );
      expect(() => parseAction('fire 41 rover', { ruleset: other })).toThrow(
        /unexpected "41 rover" at the end/,
      );
    },
  );

  it('reads the ruleset of a 2024-12 position', () => {
    // Arrange
    const state = createGame({ players: 2, ruleset }, scriptedRng([6, 1]));

    // Act, Assert
    expect(parseAction('place 26>16', state)).toEqual({
      type: 'place',
      planet: 0,
      space: 26,
      facing: 16,
    });
    expect(parseEntry('p0: fire 16/26 fortification [5]', state)).toEqual({
      action: { type: 'fire', space: 16, target: 'fortification', across: 26, player: 0 },
      dice: [5],
    });
  });

  it('refuses to format an edge with another target, or a build facing without moveTo', () => {
    expect(() =>
      formatAction({ type: 'shoot', rover: 1, space: 26, target: 'rover', across: 27 }),
    ).toThrow(/across names an edge/);
    expect(() =>
      formatAction({ type: 'build', structure: 'medic', planet: 0, space: 26, facing: 27 }),
    ).toThrow(/facing only with its moveTo/);
    expect(() =>
      formatAction({ type: 'turn', rover: 3, direction: 'up' } as unknown as Action),
    ).toThrow(/direction must be one of left, right/);
    expect(() => formatAction({ type: 'place', planet: 0, space: 26, facing: -1 })).toThrow(
      /facing must be a non-negative integer/,
    );
  });
});

describe('formatEntry and parseEntry', () => {
  it('write and read the dice after the action', () => {
    // Arrange
    const shoot: Action = { type: 'shoot', rover: 1, space: 21, target: 'rover', player: 0 };

    // Act
    const text = formatEntry(shoot, [4, 3]);

    // Assert
    expect(text).toBe('p0: r1 shoot 21 rover [4,3]');
    expect(parseEntry(text)).toEqual({ action: shoot, dice: [4, 3] });
    expect(parseEntry('r1 shoot 21 rover [ 4 , 3 ]').dice).toEqual([4, 3]);
    expect(parseEntry('fire []')).toEqual({ action: { type: 'fire' }, dice: [] });
    expect(formatEntry({ type: 'fire' }, [])).toBe('fire');
  });

  it('returns dice as written (replay checks 1..6) and refuses what is not a number', () => {
    expect(parseEntry('fire [9,0]').dice).toEqual([9, 0]);
    expect(() => parseEntry('fire [4,x]')).toThrow(/a die must be a number/);
    expect(() => parseEntry('fire [4,]')).toThrow(NotationError);
    expect(() => parseEntry('fire [4')).toThrow(NotationError);
  });
});

/** The 2024-12 forms a round trip must meet besides the types. */
function formOf(action: Action): string {
  if (action.type === 'move' && action.facing === undefined) return 'move into orbit';
  if ((action.type === 'shoot' || action.type === 'fire') && action.across !== undefined) {
    return `${action.type} at an edge`;
  }
  if (action.type === 'build' && action.moveTo !== undefined) return 'build moveTo';
  return action.type;
}

describe('round trips over random games', () => {
  const setups = [
    { players: 2, planets: 1, turnLimit: 150 },
    { players: 3, planets: 2, turnLimit: 100 },
    { players: 6, planets: 3, turnLimit: 60 },
  ];

  /** Every position of a few random games and of the fixture records (biased play: builds, fire). */
  function positions(): { state: GameState; planets: number }[] {
    const out: { state: GameState; planets: number }[] = [];
    for (const [i, options] of setups.entries()) {
      const game = playRandom(`notation-${i}`, options);
      for (const state of [game.initial, ...game.states])
        out.push({ state, planets: options.planets });
    }
    for (const dir of ['golden', 'errors']) {
      const url = new URL(`../fixtures/records/${dir}/`, import.meta.url);
      for (const file of readdirSync(url)) {
        // The 2025-01 records only: the 2026-06 ones are read in the test of 2026-06 games.
        replay(readFileSync(new URL(file, url), 'utf8'), {
          onStep: (_, state) => {
            if (state.options.ruleset === undefined)
              out.push({ state, planets: state.options.planets });
          },
        });
      }
    }
    return out;
  }

  it('parse(format(a)) equals a for every legal action met, with and without player', () => {
    const seen = new Set<ActionType>();
    for (const { state, planets } of positions()) {
      for (const action of legalActions(state)) {
        const withPlayer = { ...action, player: state.currentPlayer };
        for (const a of [action, withPlayer]) {
          // A plain deep comparison first: expect() on every one of ~10^5 actions is slow.
          const short = parseAction(formatAction(a));
          const long = parseAction(formatAction(a, { planets }));
          if (!isDeepStrictEqual(short, a) || !isDeepStrictEqual(long, a)) {
            expect([short, long]).toEqual([a, a]);
          }
        }
        seen.add(action.type);
      }
    }
    // The types the other rulesets added are not 2025-01 actions.
    expect([...seen].sort()).toEqual(expectedTypes('2025-01'));
  });

  it('parse(format(a)) equals a for every legal action of random 2026-06 games', () => {
    const seen = new Set<ActionType>();
    const setups = [
      { players: 2, turnLimit: 150 },
      { players: 3, turnLimit: 100 },
      { players: 4, turnLimit: 80 },
      { players: 6, turnLimit: 60 },
    ];
    const records = new URL('../fixtures/records/errors/', import.meta.url);
    const fixtureStates: GameState[] = [];
    for (const file of readdirSync(records)) {
      replay(readFileSync(new URL(file, records), 'utf8'), {
        onStep: (_, state) => {
          if (state.options.ruleset === '2026-06') fixtureStates.push(state);
        },
      });
    }
    for (const state of fixtureStates) {
      for (const action of legalActions(state)) {
        const text = formatAction(action, { planets: state.options.planets });
        expect(parseAction(text, state)).toEqual(action);
        seen.add(action.type);
      }
    }
    for (const [i, options] of setups.entries()) {
      for (const biased of [false, true]) {
        const seed = `notation-2026-${i}`;
        const game = biased
          ? playBiased(seed, { ...options, ruleset: '2026-06' })
          : playRandom(seed, { ...options, ruleset: '2026-06' });
        const planets = game.initial.options.planets;
        for (const state of [game.initial, ...game.states]) {
          for (const action of legalActions(state)) {
            const withPlayer = { ...action, player: state.currentPlayer };
            for (const a of [action, withPlayer]) {
              // Written as a record writes it (every planet named when there are several), and
              // read with the position, as replay reads it; and read with the ruleset alone.
              const text = formatAction(a, { planets });
              const read = parseAction(text, state);
              const alone = parseAction(text, { ruleset: '2026-06' });
              if (!isDeepStrictEqual(read, a) || !isDeepStrictEqual(alone, a)) {
                expect([text, read, alone]).toEqual([text, a, a]);
              }
            }
            seen.add(action.type);
          }
        }
      }
    }
    // Every type but pass is met (pass too, when nothing but Decommission is legal, ruling R39).
    expect(expectedTypes('2026-06').filter((t) => !seen.has(t))).toEqual([]);
  });

  it('parse(format(a)) equals a for every legal action of random 2024-12 games', () => {
    // Arrange: the 2024-12 fixture records, then random and biased games (one action a turn,
    // ruling R50, so long turn limits).
    const ruleset = '2024-12' as const;
    const states: GameState[] = [];
    for (const dir of ['golden', 'errors']) {
      const records = new URL(`../fixtures/records/${dir}/`, import.meta.url);
      for (const file of readdirSync(records)) {
        replay(readFileSync(new URL(file, records), 'utf8'), {
          onStep: (_, state) => {
            if (state.options.ruleset === ruleset) states.push(state);
          },
        });
      }
    }
    const setups = [
      { players: 2, planets: 1, turnLimit: 600 },
      { players: 3, planets: 2, turnLimit: 600 },
    ];
    for (const [i, options] of setups.entries()) {
      for (const biased of [false, true]) {
        const seed = `notation-2024-${i}`;
        const game = (biased ? playBiased : playRandom)(seed, { ...options, ruleset });
        states.push(game.initial, ...game.states);
      }
    }
    const seen = new Set<ActionType>();
    const forms = new Set<string>();

    // Act, Assert
    for (const state of states) {
      const planets = state.options.planets;
      for (const action of legalActions(state)) {
        // As a record writes it and replay reads it (with the position and the player), and
        // with the ruleset alone; a one-planet text is read by a game of several too.
        const a = { ...action, player: state.currentPlayer };
        const text = formatAction(a, { planets });
        const read = parseAction(text, state);
        const alone = parseAction(formatAction(action, { planets }), { ruleset });
        const short = parseAction(formatAction(action), { ruleset });
        if (!isDeepStrictEqual([read, alone, short], [a, action, action])) {
          expect([text, read, alone, short]).toEqual([text, a, action, action]);
        }
        seen.add(action.type);
        forms.add(formOf(action));
      }
    }
    expect(expectedTypes(ruleset).filter((t) => !seen.has(t))).toEqual([]);
    // The forms of ruling R53 (a move into orbit faces nothing), R57 and R63 (an edge), R59.
    expect(
      ['move into orbit', 'shoot at an edge', 'fire at an edge', 'build moveTo'].filter(
        (f) => !forms.has(f),
      ),
    ).toEqual([]);
  });

  it('parseEntry(formatEntry(a, dice)) gives back the action and its dice (fast-check)', () => {
    const game = playRandom('entries', { players: 3, planets: 2, turnLimit: 80 });
    const applied = game.states.map((s) => s.last!);
    fc.assert(
      fc.property(
        fc.constantFrom(...applied),
        fc.array(fc.integer({ min: 1, max: 6 }), { maxLength: 6 }),
        (last, dice) => {
          const action = { ...last.action, player: last.player };
          expect(parseEntry(formatEntry(action, dice))).toEqual({ action, dice });
        },
      ),
    );
  });
});

describe('parsing arbitrary text (fast-check)', () => {
  const words = fc.constantFrom(
    'r1',
    'p0:',
    'move',
    'shoot',
    'build',
    'factory',
    'rover',
    '41',
    '26@1',
    'moveTo',
    'place',
    '[4,3]',
    'aim',
    '@',
    ':',
    '',
    '@1',
    '@0',
    '13@0',
    'fire',
    'ready',
    'produce',
    'orbit',
    'choose',
    'first',
    'second',
    'decommission',
    '26>27',
    '26@1>27',
    '26/27',
    '27/26',
    'turn',
    'left',
    'heal',
    'powerUp',
    'medic',
    'fortification',
  );
  const texts = fc.oneof(
    fc.string({ maxLength: 80 }),
    fc.array(words, { maxLength: 8 }).map((ws) => ws.join(' ')),
  );

  it.each([
    ['2025-01', 1],
    ['2026-06', 1],
    ['2026-06', 3],
    ['2024-12', 1],
    ['2024-12', 2],
  ] as const)(
    'either throws a NotationError or returns an action that formats and parses back (%s, %i planets)',
    (ruleset, planets) => {
      fc.assert(
        fc.property(texts, (text) => {
          let action: Action;
          try {
            action = parseEntry(text, { ruleset }).action;
          } catch (e) {
            expect(e).toBeInstanceOf(NotationError);
            return;
          }
          expect(parseAction(formatAction(action, { planets }), { ruleset })).toEqual(action);
        }),
        { numRuns: 2000 },
      );
    },
  );
});

describe('errors quoting hostile text', () => {
  it.each([
    ['a word', () => parseAction(`r1 move ${CONCEAL}41`)],
    ['a keyword', () => parseAction(`r1 ${RLO}evom 41`)],
    ['trailing text', () => parseAction(`pass ${CONCEAL}legal`)],
    ['a die', () => parseEntry(`pass [1,${CSI}2J]`)],
    ['text too long', () => parseAction(`${HOSTILE}${'x'.repeat(200)}`)],
  ])('NotationError on %s shows it escaped and keeps the text exact', (_, read) => {
    // Act
    let error: unknown;
    try {
      read();
    } catch (e) {
      error = e;
    }

    // Assert
    expect(error).toBeInstanceOf(NotationError);
    const { message, text } = error as NotationError;
    expectPrintable(message);
    expect(message).toMatch(/\\u(001b|009b|202e)/);
    expect([CONCEAL, CSI, RLO].some((c) => text.includes(c[0]!))).toBe(true);
  });

  it('formatAction quotes a mistyped field escaped', () => {
    const format = () => formatAction({ type: 'move', rover: HOSTILE, to: 2 } as unknown as Action);
    expect(format).toThrow(TypeError);
    expect(format).toThrow('\\u001b[2J');
    try {
      format();
    } catch (e) {
      expectPrintable((e as Error).message);
    }
  });
});
