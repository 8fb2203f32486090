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
    const result = replay({ ...base, options: { players: 2, ruleset: '2026-06' } });

    // Assert
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error.code).toBe('MALFORMED_RECORD');
    expect(!result.ok && result.error.message).toMatch(/not implemented yet; supported: 2025-01/);
  });
});
