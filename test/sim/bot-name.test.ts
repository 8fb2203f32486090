import { describe, expect, it } from 'vitest';
import {
  applyAction,
  createGame,
  createRng,
  greedyBot,
  legalActions,
  type MctsBot,
  randomBot,
} from '../../src/index.js';
import { botFromName, isBotName } from '../../src/sim/bot-name.js';

describe('isBotName', () => {
  it.each(['random', 'greedy', 'mcts', 'mcts:1', 'mcts:1000', 'mcts:10000000'])(
    'accepts %s',
    (n) => {
      expect(isBotName(n)).toBe(true);
    },
  );

  it.each([
    '',
    'Random',
    'mcts:',
    'mcts:0',
    'mcts:01',
    'mcts:-5',
    'mcts:1.5',
    'mcts:10000001',
    'mcts:1e3',
    'greedy:3',
    ' random',
  ])('refuses %j', (n) => {
    expect(isBotName(n)).toBe(false);
  });
});

describe('botFromName', () => {
  it('gives the shared random and greedy bots', () => {
    expect(botFromName('random')).toBe(randomBot);
    expect(botFromName('greedy')).toBe(greedyBot);
  });

  it('makes a fresh MCTS bot with the iterations of its name', () => {
    const rng = createRng(5);
    let state = createGame({ players: 2 }, rng);
    // Past the placements, to a position with more than one legal action.
    while (legalActions(state).length < 2) state = applyAction(state, legalActions(state)[0]!, rng);
    const bot = botFromName('mcts:7', { seed: 1 }) as MctsBot;
    expect(bot).not.toBe(botFromName('mcts:7', { seed: 1 }));
    bot.chooseAction(state, createRng(1));
    expect(bot.lastSearch?.iterations).toBe(7);
  });

  it('makes seeded MCTS bots that choose alike', () => {
    const rng = createRng(9);
    let state = createGame({ players: 2 }, rng);
    while (legalActions(state).length < 2) state = applyAction(state, legalActions(state)[0]!, rng);
    const a = botFromName('mcts:20', { seed: 'x' }).chooseAction(state, createRng(1));
    const b = botFromName('mcts:20', { seed: 'x' }).chooseAction(state, createRng(2));
    expect(a).toEqual(b);
  });

  it('refuses an unknown name', () => {
    expect(() => botFromName('alphazero')).toThrow(RangeError);
    expect(() => botFromName('mcts:0')).toThrow(/unknown bot "mcts:0"/);
  });
});
