import {
  type Action,
  applyAction,
  board,
  createGame,
  createRng,
  type GameOptions,
  type GameState,
  greedyBot,
  legalActions,
  type Rng,
  uniformInt,
} from '../../../src/index.js';
import { runDifferential } from './differential.js';

// The differential harness of differential.ts for 2026-06 (legal ids, each id's check before
// any listing, observations, the chance outcomes of shots and Fires, states, keys, unmake), with
// a policy steered to its rare families: Rovers fortify next to HQs and build there, Space Ports
// get built and entered, Rovers in orbit change orbit and descend, Factories manufacture and
// repair, cannons ready, aim and fire, Treasuries save, Buildings are decommissioned. Random
// play almost never orbits or descends (an outside soak found it); steered play does it often.
// Shared by the test and scripts/core-differential-2026-06.ts.

/**
 * How a game picks its actions. `hunting` is `steered` that also shoots, when it can, at ready
 * Drill Cannons (R46: they may explode) and Treasuries holding points (R47: captured), half of
 * the time; the long script plays it (the test's fixed positions come from `steered`).
 */
export type Policy2026 = 'random' | 'greedy' | 'steered' | 'hunting';

/** The name a game's counts use for an action: its type, a move into orbit apart. */
export function familyOf2026(action: Action, after: GameState): string {
  if (action.type === 'move' && after.last?.events.some((e) => e.type === 'enteredOrbit'))
    return 'move (into orbit)';
  return action.type;
}

const RARE = new Set([
  'build',
  'descend',
  'orbit',
  'produce',
  'repair',
  'ready',
  'aim',
  'fire',
  'save',
]);

/** Whether an action builds a Space Port or moves onto the player's own one (into orbit). */
function towardOrbit(state: GameState, action: Action): boolean {
  if (action.type === 'build') return action.structure === 'spacePort';
  if (action.type !== 'move') return false;
  const rover = state.rovers.find((r) => r.id === action.rover);
  const at = rover?.location;
  if (at === undefined || at === 'orbit') return false;
  return state.buildings.some(
    (b) => b.structure === 'spacePort' && b.planet === at.planet && b.space === action.to,
  );
}

/** Whether a Fortify lands next to a playable HQ (building sites need 3 held neighbours). */
function fortifiesNearHq(action: Action): boolean {
  if (action.type !== 'fortify') return false;
  return board.playableNeighbors[action.space]!.some((n) => board.spaces[n]!.kind === 'hq');
}

/** Whether an action shoots at a ready Drill Cannon or a Treasury holding points. */
function shootsPrey(state: GameState, action: Action): boolean {
  if (action.type !== 'shoot' || action.target !== 'building') return false;
  const rover = state.rovers.find((r) => r.id === action.rover);
  const at = rover?.location;
  if (at === undefined || at === 'orbit') return false;
  const b = state.buildings.find((x) => x.planet === at.planet && x.space === action.space);
  return (
    (b?.structure === 'drillCannon' && b.ready) || (b?.structure === 'treasury' && b.points > 0)
  );
}

/** One of `actions` at random: a family first (each as likely), then an action of it. */
function byFamily(actions: readonly Action[], rng: Rng): Action {
  const families = [...new Set(actions.map((a) => a.type))];
  const family = families[uniformInt(rng, families.length)]!;
  const of = actions.filter((a) => a.type === family);
  return of[uniformInt(rng, of.length)]!;
}

function choose(policy: Policy2026, state: GameState, rng: Rng): Action {
  const actions = legalActions(state);
  if (policy === 'greedy') return greedyBot.chooseAction(state, rng);
  if (policy === 'hunting') {
    const prey = actions.filter((a) => shootsPrey(state, a));
    if (prey.length > 0 && uniformInt(rng, 2) === 0) return prey[uniformInt(rng, prey.length)]!;
  }
  if (policy === 'steered' || policy === 'hunting') {
    const roll = uniformInt(rng, 20);
    const orbit = actions.filter((a) => towardOrbit(state, a));
    if (orbit.length > 0 && roll < 7) return orbit[uniformInt(rng, orbit.length)]!;
    const rare = actions.filter((a) => RARE.has(a.type));
    if (rare.length > 0 && roll < 15) return byFamily(rare, rng);
    // Shots at Buildings destroy ready cannons (R46: they may explode) and Treasuries (R47).
    const atBuildings = actions.filter((a) => a.type === 'shoot' && a.target === 'building');
    if (atBuildings.length > 0 && roll === 15)
      return atBuildings[uniformInt(rng, atBuildings.length)]!;
    const decommissions = actions.filter((a) => a.type === 'decommission');
    if (decommissions.length > 0 && roll === 16)
      return decommissions[uniformInt(rng, decommissions.length)]!;
    const walls = actions.filter(fortifiesNearHq);
    if (walls.length > 0 && roll < 20) return walls[uniformInt(rng, walls.length)]!;
    // Decommission aside: a player has one id per Fortification, which random play takes a lot.
    const others = actions.filter((a) => a.type !== 'decommission');
    if (others.length > 0) return others[uniformInt(rng, others.length)]!;
  }
  return actions[uniformInt(rng, actions.length)]!;
}

/**
 * Plays one 2026-06 game both ways from `start` (or a new game), checking every ply as
 * differential.ts does (the chance outcomes of shots and Fires); adds to `counts` the families
 * played, the events they caused and how the game ended. Returns the plies played.
 */
export function playDifferential2026(
  options: GameOptions,
  seed: string,
  policy: Policy2026,
  maxPlies: number,
  counts: Map<string, number>,
  start?: GameState,
): number {
  const first = start ?? createGame({ ...options, ruleset: '2026-06' }, createRng(`${seed}/setup`));
  const { state, plies } = runDifferential(first, seed, policy, maxPlies, counts, {
    choose: (now, rng) => choose(policy, now, rng),
    checksOutcomes: (action) => action.type === 'shoot' || action.type === 'fire',
    freshEvery: 8,
    count: (action, after, played) => {
      const family = familyOf2026(action, after);
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
export function steeredPosition2026(
  seed: string,
  options: GameOptions,
  actions: number,
): GameState {
  const dice = createRng(`${seed}/dice`);
  const botRng = createRng(`${seed}/bot`);
  let state = createGame({ ...options, ruleset: '2026-06' }, createRng(`${seed}/setup`));
  for (let step = 0; step < actions && state.status !== 'finished'; step++) {
    state = applyAction(state, choose('steered', state, botRng), dice, { freeze: false });
  }
  return state;
}

/**
 * Ruling R39: a 2026-06 position after setup (seed `seed`, `players` players) where the player
 * to act has lost their Rover and keeps a Factory without points: nothing is legal but
 * decommissioning it (or their Fortifications) and passing, until the Factory can manufacture.
 */
export function boxedIn2026(seed: string, players = 2): GameState {
  const rng = createRng(seed);
  let state = createGame({ players, ruleset: '2026-06' }, rng);
  while (state.status === 'setup') state = applyAction(state, legalActions(state)[0]!, rng);
  const me = state.currentPlayer;
  return {
    ...state,
    rovers: state.rovers.filter((r) => r.owner !== me),
    buildings: state.buildings.map((b) =>
      b.owner === me && b.structure === 'factory' ? { ...b, points: 0 } : b,
    ),
  };
}
