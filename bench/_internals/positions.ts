import {
  type ApplyOptions,
  applyAction,
  createGame,
  createRng,
  type GameState,
  legalActions,
  type RulesetName,
} from '../../src/index.js';

// Fixed positions for the perft and peers suites, from seeded random play: two players, one
// planet, a 300-turn limit, dice from `createRng(seed)` and choices from
// `createRng(`${seed}-choice`)` with the same chooser as bench/suites/rules.ts. A position is
// named by its seed and action count, so it is the same on every machine until the rules change.

/** Options for the positions: two players on one planet, as the targets assume. */
export const GAME = { players: 2, turnLimit: 300 } as const;

/** The state after `actions` actions of seeded random play (fewer if the game ends first). */
export function seededPosition(seed: string, actions: number, options?: ApplyOptions): GameState {
  let played = 0;
  for (const state of seededPlay(seed, options)) {
    if (played === actions || state.status === 'finished') return state;
    played++;
  }
  throw new Error('unreachable: seeded play always ends with a finished state');
}

/**
 * Every state of one seeded random game, from `createGame` to its end, under `ruleset` (2025-01
 * when absent, with options that name no ruleset, so its positions are those of earlier runs).
 */
export function* seededPlay(
  seed: string,
  options?: ApplyOptions,
  ruleset?: RulesetName,
): Generator<GameState> {
  const dice = createRng(seed);
  const chooser = createRng(`${seed}-choice`);
  let state = createGame(ruleset === undefined ? GAME : { ...GAME, ruleset }, dice);
  yield state;
  for (let step = 0; state.status !== 'finished'; step++) {
    const legal = legalActions(state);
    state = applyAction(state, legal[(chooser.d6() * 7919 + step) % legal.length]!, dice, options);
    yield state;
  }
}

/** `count` positions from the middle of seeded games `${prefix}-0`, `-1`…: every 7th after the 20th. */
export function midGamePositions(
  count: number,
  prefix: string,
  options?: ApplyOptions,
  ruleset?: RulesetName,
): GameState[] {
  const out: GameState[] = [];
  for (let game = 0; out.length < count; game++) {
    let step = 0;
    for (const state of seededPlay(`${prefix}-${game}`, options, ruleset)) {
      if (state.status === 'playing' && step > 20 && step % 7 === 0) out.push(state);
      if (out.length === count) break;
      step++;
    }
  }
  return out;
}

/**
 * The first state, over seeded games `${prefix}-0`, `-1`… in order, that satisfies `wanted`, with
 * its seed and action count (so the doc can name it). Throws after `maxGames` games.
 */
export function firstPosition(
  prefix: string,
  wanted: (state: GameState) => boolean,
  maxGames = 1000,
): { state: GameState; seed: string; actions: number } {
  for (let game = 0; game < maxGames; game++) {
    const seed = `${prefix}-${game}`;
    let actions = 0;
    for (const state of seededPlay(seed)) {
      if (wanted(state)) return { state, seed, actions };
      actions++;
    }
  }
  throw new Error(`no position wanted in ${maxGames} seeded games ${prefix}-*`);
}
