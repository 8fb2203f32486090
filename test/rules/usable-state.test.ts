import { describe, expect, it } from 'vitest';
import {
  applyAction,
  createGame,
  createRng,
  type GameState,
  IllegalActionError,
  InvalidStateError,
  legalActions,
  stateShapeProblem,
  validateAction,
  validateState,
} from '../../src/rules/index.js';

// Issue 29, item 22: a value that is not a game state gets the typed INVALID_STATE verdict or
// error from validateAction, applyAction and legalActions, never a raw TypeError, and never
// "ok" or a move played on a state validateState refuses at its top level.

const rng = createRng(3);
const start = createGame({ players: 2 }, rng);
const place = legalActions(start)[0]!;

const NOT_STATES: ReadonlyArray<readonly [string, unknown]> = [
  ['null', null],
  ['42', 42],
  ['{}', {}],
  ['an array', [start]],
  ['players: []', { ...start, players: [] }],
  ['status: "bogus"', { ...start, status: 'bogus' }],
  ['currentPlayer: 5', { ...start, currentPlayer: 5 }],
  ['options: null', { ...start, options: null }],
  ['options.ruleset: "1999"', { ...start, options: { ...start.options, ruleset: '1999' } }],
  ['planets: {}', { ...start, planets: {} }],
  ['rovers: null', { ...start, rovers: null }],
];

describe('stateShapeProblem, validateAction, applyAction and legalActions on non-states', () => {
  it.each(NOT_STATES)('%s is refused with INVALID_STATE by every entry point', (_, value) => {
    // validateState agrees that it is no state.
    expect(validateState(value).ok).toBe(false);
    expect(stateShapeProblem(value)).not.toBeNull();

    const verdict = validateAction(value as GameState, place);
    expect(verdict.ok).toBe(false);
    if (!verdict.ok) {
      expect(verdict.error).toBeInstanceOf(IllegalActionError);
      expect(verdict.error.code).toBe('INVALID_STATE');
      expect(verdict.error.rule).toBe('state-format');
    }

    let applied: unknown;
    try {
      applyAction(value as GameState, place, rng);
    } catch (e) {
      applied = e;
    }
    expect(applied).toBeInstanceOf(IllegalActionError);
    expect((applied as IllegalActionError).code).toBe('INVALID_STATE');

    let listed: unknown;
    try {
      legalActions(value as GameState);
    } catch (e) {
      listed = e;
    }
    expect(listed).toBeInstanceOf(InvalidStateError);
    expect((listed as InvalidStateError).code).toBe('INVALID_STATE');
  });

  it('accepts every state of a played game (no false alarm)', () => {
    let state = start;
    const dice = createRng('shape');
    for (let i = 0; i < 60 && state.status !== 'finished'; i++) {
      expect(stateShapeProblem(state)).toBeNull();
      const actions = legalActions(state);
      state = applyAction(state, actions[i % actions.length]!, dice);
    }
    expect(stateShapeProblem(JSON.parse(JSON.stringify(state)))).toBeNull();
  });

  it('a state broken below the top level still gets INVALID_STATE naming the invariant', () => {
    let state = start;
    for (const _ of [0, 1]) state = applyAction(state, legalActions(state)[0]!, rng);
    const broken = { ...state, rovers: [null, ...state.rovers.slice(1)] } as unknown as GameState;
    const move = legalActions(state)[0]!;
    const verdict = validateAction(broken, move);
    expect(verdict.ok).toBe(false);
    if (!verdict.ok) expect(verdict.error.code).toBe('INVALID_STATE');
    expect(() => applyAction(broken, move, rng)).toThrow(/not a usable game state/);
  });
});
