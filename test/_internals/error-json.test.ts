import { describe, expect, it } from 'vitest';
import {
  applyAction,
  createGame,
  createRng,
  DiceError,
  IllegalActionError,
  InvalidRngError,
  InvalidStateError,
  NotationError,
  PositionError,
  parseAction,
  parsePosition,
  type Rng,
  scriptedRng,
  UnknownOptionError,
  validateAction,
  validateState,
} from '../../src/index.js';
import { SimulationError } from '../../src/sim/index.js';

// Issue 29, item 8: every typed error serialises with its message, so that a server can send
// a verdict as JSON (an Error's own `message` is not enumerable: JSON.stringify drops it).

function caught(call: () => unknown): Error {
  try {
    call();
  } catch (e) {
    return e as Error;
  }
  throw new Error('expected a throw');
}

const start = createGame({ players: 2 }, createRng(1));

describe('typed errors as JSON', () => {
  it("validateAction's verdict keeps message, code, rule and action", () => {
    const action = { type: 'move', rover: 9, to: 41 };
    const verdict = validateAction(start, action);
    const json = JSON.parse(JSON.stringify(verdict));
    expect(verdict.ok).toBe(false);
    if (verdict.ok) return;
    expect(json).toEqual({
      ok: false,
      error: {
        name: 'IllegalActionError',
        message: verdict.error.message,
        code: verdict.error.code,
        rule: verdict.error.rule,
        action,
      },
    });
    expect(json.error.message.length).toBeGreaterThan(0);
  });

  it.each<[string, () => unknown, readonly string[]]>([
    [
      'IllegalActionError',
      () => applyAction(start, { type: 'endTurn' }, createRng(1)),
      ['code', 'rule', 'action'],
    ],
    [
      'InvalidRngError',
      () => createGame({ players: 2 }, undefined as unknown as Rng),
      ['code', 'functionName'],
    ],
    ['DiceError', () => scriptedRng([]).d6(), ['code']],
    [
      'UnknownOptionError',
      () => createGame({ players: 2, turnlimit: 3 } as never, createRng(1)),
      ['code', 'key', 'suggestion'],
    ],
    ['NotationError', () => parseAction('r1 flurb'), ['text']],
    ['PositionError', () => parsePosition('nonsense'), ['code', 'part']],
  ])('%s keeps name, message and its fields', (name, call, fields) => {
    const error = caught(call);
    expect(error.name).toBe(name);
    const json = JSON.parse(JSON.stringify(error));
    expect(json.name).toBe(name);
    expect(json.message).toBe(error.message);
    expect(json.message.length).toBeGreaterThan(0);
    for (const field of fields) {
      expect(json).toHaveProperty(field);
      expect(json[field]).toEqual((error as unknown as Record<string, unknown>)[field]);
    }
    expect(json).not.toHaveProperty('stack');
  });

  it('SimulationError keeps its message and game, not its cause', () => {
    const game = { index: 3, seed: 's', seats: ['random', 'greedy'] } as const;
    const error = new SimulationError('GAME_FAILED', game, 'boom', { cause: new Error('x') });
    const json = JSON.parse(JSON.stringify(error));
    expect(json).toEqual({
      name: 'SimulationError',
      message: error.message,
      code: 'GAME_FAILED',
      game,
    });
  });

  it('InvalidStateError keeps its message, code, rule and path (validateState as JSON)', () => {
    const result = validateState({ bogus: true });
    expect(result.ok).toBe(false);
    const json = JSON.parse(JSON.stringify(result));
    const error = (result as { error: InvalidStateError }).error;
    expect(json).toEqual({
      ok: false,
      error: {
        name: 'InvalidStateError',
        message: error.message,
        code: 'INVALID_STATE',
        rule: error.rule,
        path: error.path,
      },
    });
    expect(json.error.message).not.toBe('');
  });

  it('the classes are the ones exported', () => {
    for (const cls of [
      InvalidStateError,
      IllegalActionError,
      InvalidRngError,
      DiceError,
      UnknownOptionError,
      NotationError,
      PositionError,
    ]) {
      expect(typeof cls.prototype.toJSON).toBe('function');
    }
  });
});
