import { describe, expect, it } from 'vitest';
import { checkRecord, MAX_RECORD_ACTIONS, replay } from '../../src/index.js';

const VALID = {
  format: 'globetrotter-record',
  version: 1,
  options: { players: 2 },
  rollOff: [5, 2],
  actions: ['p0: place 0', { action: { type: 'place', planet: 0, space: 26 }, dice: [] }],
};

/** VALID with `change` applied at the top level. */
function variant(change: Record<string, unknown>): unknown {
  return { ...VALID, ...change };
}

describe('checkRecord', () => {
  it.each([
    [{ version: 2 }, 'UNSUPPORTED_VERSION', /version number 2 is not supported/],
    [{ version: '1' }, 'UNSUPPORTED_VERSION', /version the text "1"/],
    [{ version: undefined }, 'MALFORMED_RECORD', /^a record needs "version"$/],
    [{ format: 'pgn' }, 'MALFORMED_RECORD', /format: must be/],
    [{ options: undefined }, 'MALFORMED_RECORD', /options: must be an object, not missing/],
    [{ options: { players: 7 } }, 'MALFORMED_RECORD', /options.players: must be an integer 2..6/],
    [{ options: { players: 2.5 } }, 'MALFORMED_RECORD', /options.players/],
    [{ options: {} }, 'MALFORMED_RECORD', /options: needs "players"/],
    [{ options: { players: 2, planets: 0 } }, 'MALFORMED_RECORD', /options.planets/],
    [{ options: { players: 2, planets: 17 } }, 'MALFORMED_RECORD', /options.planets/],
    [{ options: { players: 2, turnLimit: 0 } }, 'MALFORMED_RECORD', /options.turnLimit/],
    [{ options: { players: 2, speed: 1 } }, 'MALFORMED_RECORD', /options.speed: unknown field/],
    [{ options: [2] }, 'MALFORMED_RECORD', /options: must be an object/],
    [{ seed: {} }, 'MALFORMED_RECORD', /seed: must be text or a number/],
    [{ seed: Number.NaN }, 'MALFORMED_RECORD', /seed/],
    [{ players: ['Ann'] }, 'MALFORMED_RECORD', /players: must be an array of 2 names/],
    [{ players: ['Ann', 7] }, 'MALFORMED_RECORD', /players\[1\]: must be text/],
    [{ meta: { date: 2024 } }, 'MALFORMED_RECORD', /meta.date: must be text/],
    [{ rollOff: '5,2' }, 'MALFORMED_RECORD', /rollOff: must be an array of dice/],
    [{ rollOff: [5, '2'] }, 'MALFORMED_RECORD', /rollOff\[1\]: a die must be a number/],
    [{ actions: {} }, 'MALFORMED_RECORD', /actions: must be an array/],
    [{ actions: [42] }, 'MALFORMED_RECORD', /actions\[0\]: must be an object/],
    [{ actions: [null] }, 'MALFORMED_RECORD', /actions\[0\]: must be an object/],
    [{ actions: [{}] }, 'MALFORMED_RECORD', /actions\[0\]: needs "action"/],
    [{ actions: [{ action: 5 }] }, 'MALFORMED_RECORD', /actions\[0\].action: must be an action/],
    [{ actions: [{ action: null }] }, 'MALFORMED_RECORD', /must be an action object/],
    [{ actions: [{ action: 'pass', dice: 4 }] }, 'MALFORMED_RECORD', /actions\[0\].dice/],
    [{ actions: [{ action: 'pass', dice: [null] }] }, 'MALFORMED_RECORD', /dice\[0\]/],
    [{ actions: [{ action: 'pass', when: 1 }] }, 'MALFORMED_RECORD', /actions\[0\].when/],
    [{ actions: [{ action: 'pass', note: 1 }] }, 'MALFORMED_RECORD', /note: must be text/],
    [{ result: { status: 'won', winners: [], turn: 1 } }, 'MALFORMED_RECORD', /result.status/],
    [{ result: { status: 'finished', winners: [2], turn: 1 } }, 'MALFORMED_RECORD', /winners/],
    [{ finalHash: 'abc' }, 'MALFORMED_RECORD', /finalHash: must be 64/],
    [{ extra: true }, 'MALFORMED_RECORD', /extra: unknown field/],
  ])('refuses %j', (change, code, message) => {
    // Act
    const check = checkRecord(variant(change));

    // Assert
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.error.code).toBe(code);
    expect(check.error.message).toMatch(message);
  });

  it('gives the index of a malformed entry', () => {
    const check = checkRecord(variant({ actions: ['p0: place 0', 'pass', { action: [] }, 7] }));
    expect(check).toMatchObject({ ok: false, error: { index: 3, code: 'MALFORMED_RECORD' } });
  });

  it('accepts MAX_RECORD_ACTIONS actions and refuses one more', () => {
    // Arrange: a million passes (the first is illegal: players must place their Rovers first).
    const passes: string[] = new Array(MAX_RECORD_ACTIONS).fill('pass');

    // Act
    const atLimit = replay(variant({ actions: passes }));
    const over = replay(variant({ actions: [...passes, 'pass'] }));

    // Assert
    expect(atLimit).toMatchObject({ ok: false, error: { index: 0, code: 'WRONG_PHASE' } });
    expect(over).toMatchObject({ ok: false, state: null, error: { code: 'RECORD_TOO_LARGE' } });
  });

  it('refuses objects that are not plain data without throwing', () => {
    // Arrange
    const getter = {
      ...VALID,
      get actions(): never {
        throw new Error('boom');
      },
    };
    class Options {
      players = 2;
    }

    // Act, Assert
    expect(checkRecord(getter)).toMatchObject({ ok: false, error: { code: 'MALFORMED_RECORD' } });
    expect(checkRecord({ ...VALID, options: new Options() }).ok).toBe(false);
    expect(checkRecord(new Map()).ok).toBe(false);
    expect(checkRecord(undefined).ok).toBe(false);
  });
});
