import {
  type Action,
  applyAction,
  board,
  createGame,
  createRng,
  edgeBetween,
  type GameOptions,
  type GameState,
  greedyBot,
  legalActions,
  type Rng,
  uniformInt,
} from '../../../src/index.js';
import { runDifferential } from './differential.js';

// The differential harness of differential.ts for 2024-12 (legal ids, each id's check before any
// listing, observations, every action's chance outcomes, states, keys, unmake), with a policy steered to its rare
// families: Rovers on HQs fortify the HQ's edges (so that HQs get surrounded and built on), and
// build, descend, produce, heal, powerUp, fire, destroy and moves into orbit are taken when
// legal. Shared by the test and scripts/core-differential-2024-12.ts.

/** How a game picks its actions. */
export type Policy2024 = 'random' | 'greedy' | 'steered';

/** The name a game's counts use for an action: its type, a move into orbit apart. */
export function familyOf(action: Action): string {
  return action.type === 'move' && action.facing === undefined ? 'move (into orbit)' : action.type;
}

const RARE = new Set([
  'build',
  'descend',
  'produce',
  'heal',
  'powerUp',
  'fire',
  'move (into orbit)',
]);

/** Whether the acting Rover of a Fortify stands on an HQ (its edges are a build site's). */
function fortifiesHq(state: GameState, action: Action): boolean {
  if (action.type !== 'fortify') return false;
  const rover = state.rovers.find((r) => r.id === action.rover);
  const at = rover?.location;
  return at !== undefined && at !== 'orbit' && board.spaces[at.space]!.kind === 'hq';
}

function choose(policy: Policy2024, state: GameState, rng: Rng): Action {
  const actions = legalActions(state);
  if (policy === 'greedy') return greedyBot.chooseAction(state, rng);
  if (policy === 'steered') {
    const roll = uniformInt(rng, 20);
    const rare = actions.filter((a) => RARE.has(familyOf(a)));
    if (rare.length > 0 && roll < 14) return rare[uniformInt(rng, rare.length)]!;
    const destroys = actions.filter((a) => a.type === 'destroy');
    if (destroys.length > 0 && roll === 14) return destroys[uniformInt(rng, destroys.length)]!;
    const walls = actions.filter((a) => fortifiesHq(state, a));
    if (walls.length > 0 && roll < 19) return walls[uniformInt(rng, walls.length)]!;
  }
  return actions[uniformInt(rng, actions.length)]!;
}

/**
 * Plays one 2024-12 game both ways from `start` (or a new game), checking every ply as
 * differential.ts does (the chance outcomes of every action); adds to `counts` the families
 * played, the events they caused (`event eliminated`) and how the game ended. Returns the plies
 * played.
 */
export function playDifferential2024(
  options: GameOptions,
  seed: string,
  policy: Policy2024,
  maxPlies: number,
  counts: Map<string, number>,
  start?: GameState,
): number {
  const first = start ?? createGame({ ...options, ruleset: '2024-12' }, createRng(`${seed}/setup`));
  const { state, plies } = runDifferential(first, seed, policy, maxPlies, counts, {
    choose: (now, rng) => choose(policy, now, rng),
    checksOutcomes: () => true,
    freshEvery: 0,
    count: (action, after, played) => {
      const family = familyOf(action);
      played.set(family, (played.get(family) ?? 0) + 1);
      for (const e of after.last?.events ?? []) {
        const name = `event ${e.type}`;
        played.set(name, (played.get(name) ?? 0) + 1);
      }
    },
  });
  if (state.status === 'finished') {
    const end = state.winners.length > 0 ? 'game won' : 'game over without a winner';
    counts.set(end, (counts.get(end) ?? 0) + 1);
  }
  return plies;
}

/**
 * The state after `actions` actions of steered play (the reducer alone), for fixed positions
 * where the rare families are legal; fewer if the game ends first.
 */
export function steeredPosition(seed: string, options: GameOptions, actions: number): GameState {
  const dice = createRng(`${seed}/dice`);
  const botRng = createRng(`${seed}/bot`);
  let state = createGame({ ...options, ruleset: '2024-12' }, createRng(`${seed}/setup`));
  for (let step = 0; step < actions && state.status !== 'finished'; step++) {
    state = applyAction(state, choose('steered', state, botRng), dice, { freeze: false });
  }
  return state;
}

/**
 * Rulings R13, R62: a 2024-12 position after setup (seed `seed`, two players) where the player to
 * act has no Rover and only a Factory on the HQ `board.hqs[hq]`, every edge of which holds an
 * enemy Fortification: nothing is legal but demolishing the Factory (R29, R64) and passing.
 */
export function boxedIn(seed: string, hq = 3): GameState {
  const rng = createRng(seed);
  let state = createGame({ players: 2, ruleset: '2024-12' }, rng);
  const space = board.hqs[hq]!;
  // Each Rover placed on the first HQ other than the Factory's (a Rover on it: R53, refused).
  while (state.status === 'setup') {
    const placements = legalActions(state);
    const away = placements.find((a) => a.type !== 'place' || a.space !== space);
    state = applyAction(state, away ?? placements[0]!, rng);
  }
  const me = state.currentPlayer;
  const enemy = 1 - me;
  const walls: (number | null)[] = new Array(board.edges.length).fill(null);
  for (const n of board.playableNeighbors[space]!) walls[edgeBetween(space, n)] = enemy;
  return {
    ...state,
    planets: [{ ...state.planets[0]!, edgeFortifications: walls }],
    rovers: state.rovers.filter((r) => r.owner === enemy && r.location !== 'orbit'),
    buildings: [{ structure: 'factory', owner: me, planet: 0, space, hp: 5 }],
  };
}
