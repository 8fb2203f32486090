import { describe, expect, it } from 'vitest';
import { checkRecord, replay } from '../../src/record/index.js';

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

  it('a published ruleset not implemented yet is refused by replay as malformed', () => {
    // Act
    const result = replay({ ...base, options: { players: 2, ruleset: '2024-12' } });

    // Assert
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error.code).toBe('MALFORMED_RECORD');
    expect(!result.ok && result.error.message).toMatch(
      /not implemented yet; supported: 2025-01, 2026-06/,
    );
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
