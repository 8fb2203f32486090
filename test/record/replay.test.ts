import { describe, expect, it } from 'vitest';
import {
  type GameRecord,
  type GameState,
  ILLEGAL_ACTION_CODES,
  parseRecord,
  type RecordErrorCode,
  replay,
  stateHash,
} from '../../src/index.js';
import { CONCEAL, expectPrintable, HOSTILE, RLO } from '../rules/_helpers/hostile.js';
import { fixture, fixtures } from './_helpers/fixtures.js';

/** Every illegal-action code a record can produce (`INVALID_STATE` needs a corrupt state). */
const ACTION_CODES = ILLEGAL_ACTION_CODES.filter((c) => c !== 'INVALID_STATE');

/** Record problems with a fixture (RECORD_TOO_LARGE is generated in parse.test.ts). */
const RECORD_CODES: readonly RecordErrorCode[] = [
  'MALFORMED_RECORD',
  'UNSUPPORTED_VERSION',
  'DICE_MISSING',
  'DICE_EXTRA',
  'BAD_DIE',
  'HASH_MISMATCH',
  'RESULT_MISMATCH',
];

/** The start of a record where player 0 rolls off first. */
const TWO_PLAYERS = {
  format: 'globetrotter-record',
  version: 1,
  options: { players: 2 },
  rollOff: [5, 2],
};

/** `meta.expect` of an error fixture: "<CODE> at index <i>" or "<CODE> at record". */
function expectation(record: GameRecord): { code: string; index: number | null } {
  const m = /^([A-Z_]+) at (?:index (\d+)|record)$/.exec(record.meta?.expect ?? '');
  if (!m) throw new Error(`no meta.expect in ${JSON.stringify(record.meta)}`);
  return { code: m[1]!, index: m[2] === undefined ? null : Number(m[2]) };
}

function read(text: string): GameRecord {
  const result = parseRecord(text);
  // MALFORMED_RECORD and UNSUPPORTED_VERSION fixtures cannot be read: their meta is read as JSON.
  return result.ok ? result.record : (JSON.parse(text) as GameRecord);
}

describe('error records: one per code, failing at the right index', () => {
  const files = fixtures('errors');

  it('cover every code', () => {
    const codes = files.map((f) => expectation(read(fixture(`errors/${f}`))).code);
    expect(new Set(codes)).toEqual(new Set([...ACTION_CODES, ...RECORD_CODES]));
  });

  it.each(files)('%s', (file) => {
    // Arrange
    const text = fixture(`errors/${file}`);
    const { code, index } = expectation(read(text));

    // Act
    const result = replay(text);

    // Assert
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect({ code: result.error.code, index: result.error.index }).toEqual({ code, index });
    expect(result.error.message.length).toBeGreaterThan(10);
    if (index !== null && code !== 'MALFORMED_RECORD') {
      // The valid prefix: the state after exactly `index` actions.
      const prefix = replay(text, { to: index });
      expect(prefix.ok).toBe(true);
      expect(stateHash(result.state!)).toBe(stateHash(prefix.state!));
      expect(result.error.action).toBeDefined();
    }
  });

  it('cite the rule broken', () => {
    const result = replay(fixture('errors/out-of-range.json'));
    expect(result).toMatchObject({ ok: false, error: { code: 'OUT_OF_RANGE', rule: 'R2' } });
  });
});

describe('replay', () => {
  const hand = fixture('hand/short-game.json');

  it('stops after `to` actions and calls onStep after each', () => {
    // Arrange
    const seen: number[] = [];

    // Act
    const result = replay(hand, { to: 3, onStep: (i) => seen.push(i) });

    // Assert
    expect(result.ok).toBe(true);
    expect(seen).toEqual([0, 1, 2]);
    expect(result.state!.last!.action).toEqual({ type: 'move', rover: 1, to: 1 });
  });

  it('with `to` 0 gives the position after the roll-off', () => {
    const result = replay(hand, { to: 0 });
    expect(result.state).toMatchObject({ status: 'setup', firstPlayer: 0, rollOff: [[5, 2]] });
  });

  it('checks result and finalHash only when every action is replayed', () => {
    const wrong = { ...(JSON.parse(hand) as GameRecord), finalHash: '0'.repeat(64) };
    expect(replay(wrong, { to: 5 }).ok).toBe(true);
    expect(replay(wrong)).toMatchObject({ ok: false, error: { code: 'HASH_MISMATCH' } });
  });

  it('refuses an invalid `to`', () => {
    expect(() => replay(hand, { to: -1 })).toThrow(RangeError);
    expect(() => replay(hand, { to: 1.5 })).toThrow(RangeError);
  });

  it('reports dice at the index of the action that used them', () => {
    // Arrange
    const record = JSON.parse(hand) as GameRecord;
    const withEntry = (entry: GameRecord['actions'][number]) => ({
      ...record,
      actions: record.actions.map((e, i) => (i === 4 ? entry : e)),
    });

    // Act
    const missing = replay(withEntry('p0: r1 shoot 26 rover [4]'));
    const extra = replay(withEntry('p0: r1 shoot 26 rover [4,3,1]'));
    const zero = replay(withEntry('p0: r1 shoot 26 rover [0,3]'));
    const fraction = replay(withEntry({ action: 'r1 shoot 26 rover', dice: [4, 3.5] }));
    const extraBad = replay(withEntry('p0: r1 shoot 26 rover [4,3,9]'));

    // Assert
    expect(missing).toMatchObject({
      error: {
        index: 4,
        code: 'DICE_MISSING',
        message: expect.stringMatching(/needs more dice than the 1 die recorded/),
      },
    });
    expect(extra).toMatchObject({
      error: {
        index: 4,
        code: 'DICE_EXTRA',
        message: expect.stringMatching(/used 2 dice, but 3 dice are recorded/),
      },
    });
    expect(zero).toMatchObject({ error: { index: 4, code: 'BAD_DIE' } });
    expect(fraction).toMatchObject({ error: { index: 4, code: 'BAD_DIE' } });
    expect(extraBad).toMatchObject({ error: { index: 4, code: 'BAD_DIE' } });
    for (const r of [missing, extra, zero]) expect(r.state!.last!.action.type).toBe('fortify');
  });

  it('judges an illegal action before its dice', () => {
    const record = JSON.parse(hand) as GameRecord;
    const actions = [...record.actions.slice(0, 4), 'p0: r1 shoot 91 rover [9]'];
    expect(replay({ ...record, actions })).toMatchObject({
      error: { index: 4, code: 'OFF_BOARD', rule: 'R1' },
    });
  });

  it('reports unreadable notation and unknown action types as MALFORMED_ACTION', () => {
    const record = JSON.parse(hand) as GameRecord;
    for (const entry of ['p0: teleport 41', { action: { type: 'teleport', to: 41 } }]) {
      const result = replay({ ...record, actions: [entry] });
      expect(result).toMatchObject({ ok: false, error: { index: 0, code: 'MALFORMED_ACTION' } });
      expect(result.state).not.toBeNull();
    }
  });

  it('shows the entry at fault in notation', () => {
    const record = JSON.parse(hand) as GameRecord;
    const actions = [{ action: { type: 'place', planet: 0, space: 1, player: 0 } }];
    expect(replay({ ...record, actions })).toMatchObject({
      error: { index: 0, code: 'NOT_AN_HQ', rule: 'R15', action: 'p0: place 1' },
    });
  });

  it('returns an error result for a BigInt in an action object', () => {
    // Arrange
    const record = {
      ...TWO_PLAYERS,
      actions: ['p0: place 0', { action: { type: 'move', rover: 1n, to: 10n } }],
    };

    // Act
    const result = replay(record);

    // Assert
    expect(result).toMatchObject({ ok: false, error: { index: 1, code: 'MALFORMED_ACTION' } });
  });

  it('shortens a long action in its error', () => {
    // Arrange: a notation entry of 187 characters with too many dice.
    const entry = `p1: place 26 [${'1,'.repeat(86)}1]`;

    // Act
    const result = replay({ ...TWO_PLAYERS, actions: ['p0: place 0', entry] });

    // Assert
    expect(result).toMatchObject({ ok: false, error: { index: 1, code: 'DICE_EXTRA' } });
    if (result.ok) return;
    expect(result.error.action).toHaveLength(120);
    expect(result.error.action).toMatch(/^p1: place 26 \[1,1,.*\.\.\.$/);
  });
  it('accepts notation and objects alike', () => {
    // Arrange: the hand game with every entry rewritten as an action object and its dice.
    const record = JSON.parse(hand) as GameRecord;
    const states: GameState[] = [];
    replay(record, { onStep: (_, s) => states.push(s) });
    const asObjects = {
      ...record,
      actions: states.map(({ last }) => ({
        action: { ...last!.action, player: last!.player },
        dice: last!.dice.map((d) => d.value),
      })),
    };

    // Act
    const again: GameState[] = [];
    const result = replay(asObjects, { onStep: (_, s) => again.push(s) });

    // Assert
    expect(result.ok).toBe(true);
    expect(again.map(stateHash)).toEqual(states.map(stateHash));
  });

  it('reports a wrong player prefix as NOT_YOUR_TURN', () => {
    const record = JSON.parse(hand) as GameRecord;
    expect(replay({ ...record, actions: ['p1: place 0'] })).toMatchObject({
      error: { index: 0, code: 'NOT_YOUR_TURN', rule: expect.stringMatching(/^R\d+$/) },
    });
  });

  it('returns a null state when the game cannot start', () => {
    const record = JSON.parse(hand) as GameRecord;
    expect(replay({ ...record, rollOff: [3, 3] })).toMatchObject({
      ok: false,
      state: null,
      error: { index: null, code: 'DICE_MISSING' },
    });
    expect(replay({ ...record, rollOff: [3, 3, 4, 2] }).ok).toBe(true);
    expect(replay({ ...record, rollOff: [3, 8] })).toMatchObject({ error: { code: 'BAD_DIE' } });
  });
});

describe('replay errors quoting a hostile entry', () => {
  const record = JSON.parse(fixture('hand/short-game.json')) as GameRecord;

  it.each([
    ['notation', `p0: place 0 ${CONCEAL}legal`],
    ['notation in an object', { action: `p0: ${RLO}ecalp 0`, note: HOSTILE }],
    ['an action object', { action: { type: 'place', [HOSTILE]: 0 }, note: HOSTILE }],
    ['an action object of an unknown type', { action: { type: HOSTILE } }],
  ])('%s is shown and explained with control characters escaped', (_, entry) => {
    // Act
    const result = replay({ ...record, actions: [entry] });

    // Assert
    expect(result).toMatchObject({ ok: false, error: { index: 0, code: 'MALFORMED_ACTION' } });
    if (result.ok) return;
    expectPrintable(result.error.action ?? '');
    expectPrintable(result.error.message);
    expect(`${result.error.action} ${result.error.message}`).toMatch(/\\u(001b|202e)/);
  });
});
