import { describe, expect, it } from 'vitest';
import { SHOOTING_RANGE, spacesInRange, spacesWithin } from '../../src/board/index.js';
import {
  createGame,
  MAX_PLANETS,
  MAX_PLAYERS,
  MIN_PLAYERS,
  RULESET_NAMES,
  rulesetNamed,
  rulesetOf,
  SUPPORTED_RULESETS,
  scriptedRng,
} from '../../src/rules/index.js';

describe('rulesets', () => {
  it('R2, R17: a state without a ruleset plays 2025-01, whose numbers are those of the rulings', () => {
    // Arrange
    const state = createGame({ players: 2 }, scriptedRng([6, 1]));

    // Act
    const rules = rulesetOf(state);

    // Assert
    expect(state.options).toEqual({ players: 2, planets: 1, turnLimit: 500 });
    expect(rules.name).toBe('2025-01');
    expect(rules.hp).toEqual({ rover: 5, building: 5 });
    expect(rules.shootingRange).toBe(SHOOTING_RANGE);
    expect(spacesWithin(rules.shootingRange)).toBe(spacesInRange);
    expect([MIN_PLAYERS, MAX_PLAYERS, MAX_PLANETS]).toEqual([2, 6, 16]);
  });

  it('an explicit 2025-01 is not written into the state (its JSON and hash are unchanged)', () => {
    // Arrange / Act
    const named = createGame({ players: 2, ruleset: '2025-01' }, scriptedRng([6, 1]));
    const plain = createGame({ players: 2 }, scriptedRng([6, 1]));

    // Assert
    expect(JSON.stringify(named)).toBe(JSON.stringify(plain));
  });

  it.each([
    ['1999-01', /ruleset must be one of 2024-12, 2025-01, 2026-06/],
    ['2024-13', /ruleset must be one of 2024-12, 2025-01, 2026-06, not 2024-13/],
  ])('createGame refuses ruleset %s with a RangeError', (name, message) => {
    // Arrange
    const options = { players: 2, ruleset: name } as unknown as Parameters<typeof createGame>[0];

    // Act / Assert
    expect(() => createGame(options, scriptedRng([6, 1]))).toThrow(RangeError);
    expect(() => createGame(options, scriptedRng([6, 1]))).toThrow(message);
  });

  it('every published ruleset is supported, and no other name', () => {
    expect(SUPPORTED_RULESETS).toEqual(['2024-12', '2025-01', '2026-06']);
    expect(RULESET_NAMES).toEqual(['2024-12', '2025-01', '2026-06']);
    expect(() => rulesetNamed('2024-13' as never)).toThrow(RangeError);
    expect(rulesetNamed('2024-12').cannonPowerUp).toBe(3);
    expect(Object.isFrozen(rulesetNamed('2025-01').hitOn)).toBe(true);
    expect(Object.isFrozen(rulesetNamed('2026-06').factoryPoints)).toBe(true);
  });

  it('R17, R33: a 2026-06 game names its ruleset in the state, with its numbers', () => {
    // Arrange / Act
    const state = createGame({ players: 4, ruleset: '2026-06' }, scriptedRng([6, 1, 1, 1]));

    // Assert
    expect(state.options).toEqual({ players: 4, planets: 2, turnLimit: 500, ruleset: '2026-06' });
    expect(rulesetOf(state).hp).toEqual({ rover: 3, building: 5 });
  });
});
