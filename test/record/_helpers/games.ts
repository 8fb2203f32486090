import {
  type Action,
  applyAction,
  createGame,
  createRng,
  type GameOptions,
  type GameState,
  legalActions,
  randomBot,
} from '../../../src/index.js';

/** A game between random bots: the initial state and every state after it. */
export interface PlayedGame {
  readonly initial: GameState;
  readonly states: readonly GameState[];
  readonly final: GameState;
}

/**
 * Plays a seeded game between random bots (dice from `createRng(seed)`, choices from
 * `createRng(seed + '/bots')`, as `globetrotter play` does) for at most `maxActions` actions.
 */
export function playRandom(seed: string, options: GameOptions, maxActions = 10_000): PlayedGame {
  const dice = createRng(seed);
  const choices = createRng(`${seed}/bots`);
  const initial = createGame(options, dice);
  const states: GameState[] = [];
  let state = initial;
  while (state.status !== 'finished' && states.length < maxActions) {
    state = applyAction(state, randomBot.chooseAction(state, choices), dice);
    states.push(state);
  }
  return { initial, states, final: state };
}

/**
 * A seeded game as `playRandom`, in which each player prefers, four times in five, an action of
 * a kind random play rarely meets (build, orbit, descend, the Factory's and the Drill Cannon's;
 * in 2024-12 also Heal, Power up and a move into the own Space Port, the one Move without a
 * facing), and decommissions only one time in ten it could (there is always something to
 * remove, and removing undoes every Build in the making), so that every action type is
 * exercised.
 */
export function playBiased(seed: string, options: GameOptions, maxActions = 10_000): PlayedGame {
  const rare: readonly string[] = [
    'build',
    'ready',
    'aim',
    'fire',
    'save',
    'descend',
    'orbit',
    'produce',
    'repair',
    'choose',
    'powerUp',
    'heal',
  ];
  // Ruling R53 (2024-12): a Move names no facing exactly when it enters the own Space Port.
  const facing = options.ruleset === '2024-12';
  const isRare = (a: Action) =>
    rare.includes(a.type) || (a.type === 'move' && a.facing === undefined && facing);
  const dice = createRng(seed);
  const random = mulberry32(seed);
  const initial = createGame(options, dice);
  const states: GameState[] = [];
  let state = initial;
  while (state.status !== 'finished' && states.length < maxActions) {
    const all = legalActions(state);
    const kept = all.filter((a) => a.type !== 'decommission');
    const legal = kept.length > 0 && random() < 0.9 ? kept : all;
    const preferred = legal.filter(isRare);
    const pool = preferred.length > 0 && random() < 0.8 ? preferred : legal;
    const action = pool[Math.floor(random() * pool.length)]!;
    state = applyAction(state, action, dice);
    states.push(state);
  }
  return { initial, states, final: state };
}

/** A small seeded generator of floats in [0, 1) for choices (mulberry32 over the seed's hash). */
function mulberry32(seed: string): () => number {
  let a = 2166136261;
  for (let i = 0; i < seed.length; i++) a = Math.imul(a ^ seed.charCodeAt(i), 16777619);
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
