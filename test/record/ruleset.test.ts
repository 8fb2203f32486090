import { describe, expect, it } from 'vitest';
import { checkRecord, replay, stateHash, toRecord } from '../../src/record/index.js';
import type { GameState } from '../../src/rules/index.js';
import { playBiased } from './_helpers/games.js';

const base = {
  format: 'globetrotter-record',
  version: 1,
  rollOff: [6, 1],
  actions: [],
} as const;

describe('records name their ruleset', () => {
  it('a record without a ruleset, or naming 2025-01, replays as 2025-01', () => {
    // Arrange
    const plain = { ...base, options: { players: 2 } };
    const named = { ...base, options: { players: 2, ruleset: '2025-01' } };

    // Act
    const a = replay(plain);
    const b = replay(named);

    // Assert
    expect(a.ok && b.ok).toBe(true);
    expect(JSON.stringify(a.state)).toBe(JSON.stringify(b.state));
  });

  it('an unknown ruleset name is a malformed record', () => {
    // Act
    const check = checkRecord({ ...base, options: { players: 2, ruleset: '2025-02' } });

    // Assert
    expect(check.ok).toBe(false);
    expect(!check.ok && check.error.code).toBe('MALFORMED_RECORD');
    expect(!check.ok && check.error.message).toMatch(/options\.ruleset: must be one of/);
  });

  it('a 2024-12 record starts a 2024-12 game, with Fortifications on edges (ruling R56)', () => {
    // Act
    const result = replay({ ...base, options: { players: 2, ruleset: '2024-12' } });

    // Assert
    expect(result.ok).toBe(true);
    expect(result.state?.options.ruleset).toBe('2024-12');
    expect(result.state?.planets[0]?.edgeFortifications).toHaveLength(150);
  });

  it('a 2026-06 record starts a 2026-06 game, its planets given or left out (ruling R33)', () => {
    // Act
    const omitted = replay({
      ...base,
      options: { players: 4, ruleset: '2026-06' },
      rollOff: [6, 1, 2, 3],
    });
    const given = replay({
      ...base,
      options: { players: 4, planets: 2, ruleset: '2026-06' },
      rollOff: [6, 1, 2, 3],
    });

    // Assert
    for (const result of [omitted, given]) {
      expect(result.ok).toBe(true);
      expect(result.state?.options.ruleset).toBe('2026-06');
      expect(result.state?.options.planets).toBe(2);
    }
  });

  it.each([
    [2, 2],
    [3, 2],
    [4, 1],
    [4, 3],
    [6, 1],
  ])(
    'a 2026-06 record of %i players on %i planets is malformed, naming the table (R33)',
    (players, planets) => {
      // Act
      const check = checkRecord({
        ...base,
        options: { players, planets, ruleset: '2026-06' },
      });

      // Assert
      expect(check).toMatchObject({
        ok: false,
        error: {
          index: null,
          code: 'MALFORMED_RECORD',
          message: expect.stringMatching(
            /^options\.planets: must be \d for \d players in 2026-06 \(planets by players: 2 players 1, 3 players 1, 4 players 2, 5 players 2, 6 players 3\)/,
          ),
        },
      });
    },
  );

  it('a 2025-01 record still takes any planets 1..16', () => {
    expect(checkRecord({ ...base, options: { players: 2, planets: 16 } }).ok).toBe(true);
    expect(checkRecord({ ...base, options: { players: 2, planets: 17 } }).ok).toBe(false);
  });
});

describe('2026-06 records replay by the 2026-06 rules', () => {
  const start = {
    format: 'globetrotter-record',
    version: 1,
    options: { players: 2, ruleset: '2026-06' },
    rollOff: [6, 1],
  } as const;
  const placed = ['p0: choose first', 'p0: place 0 rover 1', 'p1: place 26 rover 7'];

  it('reads the 2026-06 notation and action objects', () => {
    // Act
    const asText = replay({ ...start, actions: placed });
    const asObjects = replay({
      ...start,
      actions: [
        { action: { type: 'choose', placeFirst: true, player: 0 } },
        { action: { type: 'place', planet: 0, space: 0, roverSpace: 1 } },
        { action: 'place 26 rover 7' },
      ],
    });

    // Assert
    expect(asText.ok).toBe(true);
    expect(asText.state?.placesFirst).toBe(0);
    expect(asText.state?.status).toBe('playing');
    expect(asText.state && stateHash(asText.state)).toBe(
      asObjects.state && stateHash(asObjects.state),
    );
  });

  it.each([
    [
      [...placed.slice(0, 2), 'p1: place 0 rover 2'],
      2,
      'SPACE_OCCUPIED',
      'R32',
      'p1: place 0 rover 2',
    ],
    [['p0: place 0 rover 1'], 0, 'CHOICE_PENDING', 'R31', 'p0: place 0 rover 1'],
    [
      [...placed, 'p1: destroy factory'],
      3,
      'MALFORMED_ACTION',
      'action-format',
      'p1: destroy factory',
    ],
    [['p0: choose first', 'p0: place 0'], 1, 'MALFORMED_ACTION', 'action-format', 'p0: place 0'],
  ])(
    'reports an illegal action %j at its index, with its code and rule',
    (actions, index, code, rule, shown) => {
      // Act
      const result = replay({ ...start, actions });

      // Assert
      expect(result.ok).toBe(false);
      expect(!result.ok && result.error).toMatchObject({ index, code, rule, action: shown });
    },
  );

  it('refuses 2026-06 actions in a 2025-01 record', () => {
    // Act
    const text = replay({ ...start, options: { players: 2 }, actions: ['p0: choose first'] });
    const object = replay({
      ...start,
      options: { players: 2 },
      actions: [{ action: { type: 'choose', placeFirst: true } }],
    });

    // Assert
    for (const result of [text, object]) {
      expect(!result.ok && result.error).toMatchObject({
        index: 0,
        code: 'MALFORMED_ACTION',
        rule: 'action-format',
      });
    }
  });

  it.each([2, 3, 4, 6])(
    'a recorded %i-player game replays to its final hash, and records the same again',
    (players) => {
      // Arrange
      const game = playBiased(`record-2026-${players}`, {
        players,
        turnLimit: 60,
        ruleset: '2026-06',
      });
      const record = toRecord(game.initial, game.states, { seed: players });
      const objects = toRecord(game.initial, game.states, { seed: players, actions: 'objects' });

      // Act
      const states: GameState[] = [];
      const result = replay(JSON.parse(JSON.stringify(record)), {
        onStep: (_, state) => states.push(state),
      });
      const fromObjects = replay(JSON.parse(JSON.stringify(objects)));

      // Assert
      expect(record.options).toMatchObject({ players, ruleset: '2026-06' });
      expect(result.ok).toBe(true);
      expect(fromObjects.ok).toBe(true);
      expect(result.state && stateHash(result.state)).toBe(stateHash(game.final));
      expect(toRecord(game.initial, states, { seed: players })).toEqual(record);
    },
  );
});

describe('2024-12 records replay by the 2024-12 rules', () => {
  const start = {
    format: 'globetrotter-record',
    version: 1,
    options: { players: 2, ruleset: '2024-12' },
    rollOff: [6, 1],
  } as const;
  // HQ 26 borders 16, 36, 41, 22 and 7; HQ 0 borders 1..5.
  const placed = ['p0: place 26>16', 'p1: place 0>1'];

  it('R66, R53, R54: reads the 2024-12 notation and action objects alike', () => {
    // Act
    const asText = replay({ ...start, actions: [...placed, 'p0: r1 move 16>21'] });
    const asObjects = replay({
      ...start,
      actions: [
        { action: { type: 'place', planet: 0, space: 26, facing: 16, player: 0 } },
        { action: 'place 0>1' },
        { action: { type: 'move', rover: 1, to: 16, facing: 21 } },
      ],
    });

    // Assert
    expect(asText.ok).toBe(true);
    expect(asText.state?.rovers[0]).toMatchObject({ location: { space: 16 }, facing: 21 });
    expect(asText.state && stateHash(asText.state)).toBe(
      asObjects.state && stateHash(asObjects.state),
    );
  });

  it.each([
    [['p0: place 26>27'], 0, 'WRONG_FACING', 'R52', 'p0: place 26>27'],
    [[...placed, 'p0: r1 move 36>31'], 2, 'NOT_AHEAD', 'R53', 'p0: r1 move 36>31'],
    [[...placed, 'p0: r1 move 16>1'], 2, 'WRONG_FACING', 'R54', 'p0: r1 move 16>1'],
    [['p0: place 26'], 0, 'MALFORMED_ACTION', 'action-format', 'p0: place 26'],
    [[...placed, 'p0: endTurn'], 2, 'MALFORMED_ACTION', 'action-format', 'p0: endTurn'],
    [
      [...placed, 'p0: r1 shoot 16 fortification'],
      2,
      'MALFORMED_ACTION',
      'action-format',
      'p0: r1 shoot 16 fortification',
    ],
  ])(
    'reports an illegal action %j at its index, with its code and rule',
    (actions, index, code, rule, shown) => {
      // Act
      const result = replay({ ...start, actions });

      // Assert
      expect(result.ok).toBe(false);
      expect(!result.ok && result.error).toMatchObject({ index, code, rule, action: shown });
    },
  );

  it('refuses 2024-12 actions in a 2025-01 record, and 2025-01 ones in a 2024-12 record', () => {
    // Act
    const text = replay({ ...start, options: { players: 2 }, actions: ['p0: place 26>16'] });
    const object = replay({
      ...start,
      options: { players: 2 },
      actions: [{ action: { type: 'place', planet: 0, space: 26, facing: 16 } }],
    });
    const old = replay({
      ...start,
      actions: [{ action: { type: 'place', planet: 0, space: 26 } }],
    });

    // Assert
    for (const result of [text, object, old]) {
      expect(!result.ok && result.error).toMatchObject({
        index: 0,
        code: 'MALFORMED_ACTION',
        rule: 'action-format',
      });
    }
  });

  it('R57: allows 2 dice to an action, the 2024-12 most (a shot at a Rover: hit, damage)', () => {
    // Act
    const two = checkRecord({ ...start, actions: [{ action: 'pass', dice: [4, 3] }] });
    const three = checkRecord({ ...start, actions: [{ action: 'pass', dice: [4, 3, 3] }] });

    // Assert
    expect(two.ok).toBe(true);
    expect(three).toMatchObject({
      ok: false,
      error: {
        index: 0,
        code: 'RECORD_TOO_LARGE',
        message: expect.stringMatching(/more than 2 dice/),
      },
    });
  });

  it.each([
    [2, 1],
    [3, 2],
    [4, 3],
  ])(
    'a recorded %i-player game on %i planets replays to its final hash, and records the same again',
    (players, planets) => {
      // Arrange
      const game = playBiased(`record-2024-${players}`, {
        players,
        planets,
        turnLimit: 200,
        ruleset: '2024-12',
      });
      const record = toRecord(game.initial, game.states, { seed: players });
      const objects = toRecord(game.initial, game.states, { seed: players, actions: 'objects' });

      // Act
      const states: GameState[] = [];
      const result = replay(JSON.parse(JSON.stringify(record)), {
        onStep: (_, state) => states.push(state),
      });
      const fromObjects = replay(JSON.parse(JSON.stringify(objects)));

      // Assert
      expect(record.options).toMatchObject({ players, planets, ruleset: '2024-12' });
      expect(result.ok).toBe(true);
      expect(fromObjects.ok).toBe(true);
      expect(result.state && stateHash(result.state)).toBe(stateHash(game.final));
      expect(toRecord(game.initial, states, { seed: players })).toEqual(record);
    },
  );
});
