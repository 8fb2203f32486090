import { describe, expect, it } from 'vitest';
import { greedyBot } from '../../src/bots/greedy.js';
import { mctsBot } from '../../src/bots/mcts.js';
import { randomBot, uniformInt } from '../../src/bots/random.js';
import {
  applyAction,
  createGame,
  createRng,
  InvalidRngError,
  legalActions,
  type Rng,
} from '../../src/rules/index.js';

// Issue 29, item 1: a missing or wrong `rng` fails at the call, with a typed error that says
// what to pass, whatever the action (one that rolls no die included), and changes nothing.

const NOT_DICE: readonly unknown[] = [undefined, null, 42, 'seed', {}, { d6: 6 }];

function expectRngError(call: () => unknown, functionName: string): void {
  let thrown: unknown;
  try {
    call();
  } catch (e) {
    thrown = e;
  }
  expect(thrown).toBeInstanceOf(InvalidRngError);
  expect(thrown).toBeInstanceOf(TypeError);
  const error = thrown as InvalidRngError;
  expect(error.code).toBe('INVALID_RNG');
  expect(error.functionName).toBe(functionName);
  expect(error.message).toContain(`${functionName}: rng must be`);
  expect(error.message).toContain('createRng(seed)');
}

describe('InvalidRngError: every function that takes dice checks them at the call', () => {
  const start = createGame({ players: 2 }, createRng(1));
  // A placement rolls no die: without the check it would play on and crash at the first shot.
  const place = legalActions(start)[0]!;

  it.each(NOT_DICE.map((rng) => [String(JSON.stringify(rng)), rng]))(
    'createGame and applyAction refuse %s as rng',
    (_, rng) => {
      expectRngError(() => createGame({ players: 2 }, rng as Rng), 'createGame');
      expectRngError(() => applyAction(start, place, rng as Rng), 'applyAction');
    },
  );

  it('the bots refuse a missing rng, and uniformInt too', () => {
    expectRngError(
      () => randomBot.chooseAction(start, undefined as unknown as Rng),
      'randomBot.chooseAction',
    );
    expectRngError(
      () => greedyBot.chooseAction(start, undefined as unknown as Rng),
      'greedyBot.chooseAction',
    );
    // A seeded MCTS bot draws no die from rng, and still refuses a missing one.
    const mcts = mctsBot({ iterations: 1, seed: 1 });
    expectRngError(
      () => mcts.chooseAction(start, undefined as unknown as Rng),
      'mctsBot.chooseAction',
    );
    expectRngError(() => uniformInt(null as unknown as Rng, 3), 'uniformInt');
  });

  it('a hand-written object with a d6 method is dice enough', () => {
    const sixes: Rng = { d6: () => 6, save: () => ({ kind: 'scripted', rolls: [], next: 0 }) };
    expect(() => applyAction(start, place, sixes)).not.toThrow();
  });
});
