import { describe, expect, it } from 'vitest';
import {
  checkRecord,
  MAX_ACTION_DICE,
  MAX_KEY_LENGTH,
  MAX_META_FIELDS,
  MAX_NAME_LENGTH,
  MAX_ROLL_OFF_DICE,
  MAX_TEXT_LENGTH,
  parseRecord,
  replay,
  rulesetNamed,
} from '../../src/index.js';
import { hostileRecords } from '../fixtures/records/hostile.js';

// The limits of docs/record-format.md: every list and text a record may hold is bounded, and a
// record over a bound is refused before the work grows, from text (by the scan before parsing)
// and as an object (by checkRecord).

const VALID = {
  format: 'globetrotter-record',
  version: 1,
  options: { players: 2 },
  rollOff: [5, 2],
  actions: ['p0: place 0', 'p1: place 26'],
};

const DICE_2025_01 = rulesetNamed('2025-01').maxDicePerAction;
const OPTIONS_2026_06 = { players: 2, ruleset: '2026-06' };

function variant(change: Record<string, unknown>): Record<string, unknown> {
  return { ...VALID, ...change };
}

const tied = (n: number) => Array.from({ length: n }, () => 3);
const meta = (n: number) => Object.fromEntries(tied(n).map((_, i) => [`k${i}`, 'v']));

describe('the hostile corpus', () => {
  it.each(hostileRecords().map((r) => [r.name, r] as const))(
    'refuses %s with its code, without throwing',
    (_name, hostile) => {
      // Act
      const read = parseRecord(hostile.text);

      // Assert
      expect(read.ok).toBe(false);
      if (read.ok) return;
      expect(read.error.code).toBe(hostile.code);
      expect(read.error.message.length).toBeLessThan(300);
    },
    60_000,
  );
});

describe('limits at and over their bound', () => {
  it.each([
    ['rollOff', { rollOff: tied(MAX_ROLL_OFF_DICE) }, { rollOff: tied(MAX_ROLL_OFF_DICE + 1) }],
    // Dice per action: the record's ruleset's bound (5 in 2025-01), the most of any (22, 2026-06).
    [
      'actions[0].dice',
      { actions: [{ action: 'pass', dice: tied(DICE_2025_01) }] },
      { actions: [{ action: 'pass', dice: tied(DICE_2025_01 + 1) }] },
    ],
    [
      'actions[0].dice',
      { options: OPTIONS_2026_06, actions: [{ action: 'pass', dice: tied(MAX_ACTION_DICE) }] },
      { options: OPTIONS_2026_06, actions: [{ action: 'pass', dice: tied(MAX_ACTION_DICE + 1) }] },
    ],
    [
      'players',
      { players: ['x'.repeat(MAX_NAME_LENGTH), 'Bob'] },
      { players: ['x'.repeat(MAX_NAME_LENGTH + 1), 'Bob'] },
    ],
    ['meta', { meta: meta(MAX_META_FIELDS) }, { meta: meta(MAX_META_FIELDS + 1) }],
    [
      'meta',
      { meta: { ['k'.repeat(MAX_KEY_LENGTH)]: 'x'.repeat(MAX_TEXT_LENGTH) } },
      { meta: { ['k'.repeat(MAX_KEY_LENGTH + 1)]: 'v' } },
    ],
    [
      'meta',
      { meta: { event: 'x'.repeat(MAX_TEXT_LENGTH) } },
      { meta: { event: 'x'.repeat(MAX_TEXT_LENGTH + 1) } },
    ],
    [
      'actions[0].note',
      { actions: [{ action: 'pass', note: 'x'.repeat(MAX_TEXT_LENGTH) }] },
      { actions: [{ action: 'pass', note: 'x'.repeat(MAX_TEXT_LENGTH + 1) }] },
    ],
    ['seed', { seed: 'x'.repeat(MAX_TEXT_LENGTH) }, { seed: 'x'.repeat(MAX_TEXT_LENGTH + 1) }],
  ])('%s: accepts the bound and refuses one more, as text and as an object', (path, at, over) => {
    // Act
    const results = [
      parseRecord(JSON.stringify(variant(at))),
      checkRecord(variant(at)),
      parseRecord(JSON.stringify(variant(over))),
      checkRecord(variant(over)),
    ];

    // Assert
    const [textAt, objectAt, textOver, objectOver] = results;
    expect(textAt?.ok).toBe(true);
    expect(objectAt?.ok).toBe(true);
    for (const refused of [textOver, objectOver]) {
      expect(refused).toMatchObject({ ok: false, error: { code: 'RECORD_TOO_LARGE' } });
      if (refused?.ok === false) expect(refused.error.message.startsWith(path)).toBe(true);
    }
  });

  it('gives the index of an action with too many dice', () => {
    // Arrange
    const record = variant({
      actions: ['p0: place 0', { action: 'p1: place 26', dice: tied(DICE_2025_01 + 1) }],
    });

    // Act
    const fromText = parseRecord(JSON.stringify(record));
    const fromObject = replay(record);

    // Assert
    for (const result of [fromText, fromObject]) {
      expect(result).toMatchObject({
        ok: false,
        error: {
          index: 1,
          code: 'RECORD_TOO_LARGE',
          message: /^actions\[1\]\.dice: an array of more than 5 dice/,
        },
      });
    }
  });

  it('bounds the dice of an action by the ruleset of the record', () => {
    // Arrange: 22 dice, a 2026-06 Fire's most (the hits die, 6 hits on 3 pieces, an explosion,
    // the planet dice), in a 2025-01 record and in a 2026-06 one.
    const dice = tied(rulesetNamed('2026-06').maxDicePerAction);
    const entry = { action: 'p1: fire', dice };

    // Act
    const old = checkRecord(variant({ actions: [entry] }));
    const now = checkRecord(variant({ options: OPTIONS_2026_06, actions: [entry] }));

    // Assert
    expect(dice.length).toBe(MAX_ACTION_DICE);
    expect(old).toMatchObject({
      ok: false,
      error: { index: 0, code: 'RECORD_TOO_LARGE', message: /more than 5 dice/ },
    });
    expect(now.ok).toBe(true);
  });

  it('refuses a million dice on one action before replaying it, in a short message', () => {
    // Arrange: the record printed a 10 MB `action:` line.
    const record = variant({
      actions: ['p0: place 0', { action: 'p1: place 26', dice: new Array(1_000_000).fill(1) }],
    });

    // Act
    const result = replay(record);

    // Assert
    expect(result).toMatchObject({ ok: false, state: null, error: { code: 'RECORD_TOO_LARGE' } });
    expect(JSON.stringify(result.ok ? null : result.error).length).toBeLessThan(300);
  });

  it('refuses a roll-off of a million tied dice without playing it', () => {
    // Arrange: 2.3 GB and 18 s when replayed.
    const text = `${JSON.stringify(variant({ rollOff: [] })).replace('"rollOff":[]', `"rollOff":[${'3,'.repeat(1_000_000)}5,2]`)}`;

    // Act
    const read = parseRecord(text);

    // Assert
    expect(read).toMatchObject({
      ok: false,
      error: {
        index: null,
        code: 'RECORD_TOO_LARGE',
        message: /^rollOff: an array of more than 384 dice/,
      },
    });
  });
});

describe('duplicate keys', () => {
  it.each([
    [
      'two "actions"',
      `${JSON.stringify(VALID).slice(0, -1)},"actions":[]}`,
      /^actions: this key appears twice/,
    ],
    [
      'an escaped twin',
      `${JSON.stringify(VALID).slice(0, -1)},"\\u0061ctions":[]}`,
      /^actions: this key/,
    ],
    [
      'in an entry',
      JSON.stringify(VALID).replace('"p1: place 26"', '{"action":"pass","action":"pass"}'),
      /^actions\[1\]\.action: this key/,
    ],
    [
      'in meta',
      JSON.stringify(VALID).replace('"format"', '"meta":{"a":"1","a":"2"},"format"'),
      /^meta\.a: this key/,
    ],
  ])('refuses %s as MALFORMED_RECORD', (_name, text, message) => {
    // Act
    const read = parseRecord(text);

    // Assert
    expect(read).toMatchObject({ ok: false, error: { code: 'MALFORMED_RECORD', message } });
  });

  it('gives the index of an entry with a duplicate key', () => {
    const text = JSON.stringify(VALID).replace(
      '"p1: place 26"',
      '{"action":"pass","action":"pass"}',
    );
    expect(parseRecord(text)).toMatchObject({ ok: false, error: { index: 1 } });
  });

  it('accepts the same key in different objects', () => {
    const text = JSON.stringify(
      variant({ actions: [{ action: 'p0: place 0' }, { action: 'p1: place 26' }] }),
    );
    expect(parseRecord(text).ok).toBe(true);
  });
});
