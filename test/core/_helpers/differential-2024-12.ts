import { CoreGame, outcomesOf } from '../../../src/core/index.js';
import {
  type Action,
  actionOutcomes,
  applyAction,
  board,
  createGame,
  createRng,
  edgeBetween,
  encodeAction,
  type GameOptions,
  type GameState,
  greedyBot,
  legalActions,
  observe,
  type Rng,
  uniformInt,
} from '../../../src/index.js';
import { canonical, reducerIds } from './differential.js';

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

function fail(where: string, what: string): never {
  throw new Error(`${where}: ${what}`);
}

/**
 * Plays one 2024-12 game both ways from `start` (or a new game), checking every ply as
 * differential.ts does; adds to `counts` the families played, the events they caused
 * (`event eliminated`) and how the game ended. Returns the plies played.
 */
export function playDifferential2024(
  options: GameOptions,
  seed: string,
  policy: Policy2024,
  maxPlies: number,
  counts: Map<string, number>,
  start?: GameState,
): number {
  let state = start ?? createGame({ ...options, ruleset: '2024-12' }, createRng(`${seed}/setup`));
  const core = CoreGame.fromState(state);
  const reducerDice = createRng(`${seed}/dice`);
  const coreDice = createRng(`${seed}/dice`);
  const botRng = createRng(`${seed}/bot`);
  const probeRng = createRng(`${seed}/probe`);
  const ids = new Int32Array(core.maxLegalIds);
  const observation = new Float32Array(core.observationSize);
  let plies = 0;
  while (state.status !== 'finished' && plies < maxPlies) {
    const where = `${seed} (${policy}) ply ${plies}`;
    const expected = reducerIds(state);
    // Ids checked one by one (make's check, before any listing): every legal id, its neighbours
    // and a few at random.
    const legal = new Set(expected);
    const probes = [...expected];
    for (const id of expected) {
      if (id > 0) probes.push(id - 1);
      if (id + 1 < core.actionSpaceSize) probes.push(id + 1);
    }
    for (let k = 0; k < 24; k++) probes.push(uniformInt(probeRng, core.actionSpaceSize));
    for (const id of probes) {
      if (core.isLegal(id) !== legal.has(id))
        fail(where, `isLegal(${id}) is ${!legal.has(id)}, the reducer says ${legal.has(id)}`);
    }
    // The observation from every seat: observe's values, written into one array.
    for (let p = 0; p < state.players.length; p++) {
      const want = observe(state, p);
      if (want.length !== observation.length) fail(where, 'observationSize differs');
      const got = core.observeInto(p, observation);
      for (let k = 0; k < want.length; k++)
        if (got[k] !== want[k]) fail(where, `observation of seat ${p} differs at ${k}`);
    }
    const n = core.legalIds(ids);
    const got = Array.from(ids.subarray(0, n));
    if (canonical(got) !== canonical(expected))
      fail(where, `legal ids ${canonical(got)} != reducer ${canonical(expected)}`);
    const action = choose(policy, state, botRng);
    const id = encodeAction(state, action);
    // The chance outcomes of the action, whatever its family: those of actionOutcomes.
    const expectedOutcomes = actionOutcomes(state, action, { freeze: false }).map((o) => ({
      probability: o.probability,
      dice: o.dice,
    }));
    const outcomes = outcomesOf(core, id);
    const sameOutcomes =
      outcomes.length === expectedOutcomes.length &&
      outcomes.every(
        (o, k) =>
          canonical(o.dice) === canonical(expectedOutcomes[k]!.dice) &&
          Math.abs(o.probability - expectedOutcomes[k]!.probability) < 1e-12,
      );
    if (!sameOutcomes)
      fail(where, `outcomes ${canonical(outcomes)} != ${canonical(expectedOutcomes)}`);
    const beforeHi = core.keyHi;
    const beforeLo = core.keyLo;
    const before = state;
    state = applyAction(state, action, reducerDice, { freeze: false });
    core.make(id, coreDice);
    const after = canonical(core.toState());
    if (after !== canonical(state))
      fail(where, `after ${canonical(action)}:\ncore    ${after}\nreducer ${canonical(state)}`);
    const scratch = core.keyFromScratch();
    if (scratch.hi !== core.keyHi || scratch.lo !== core.keyLo) fail(where, 'key != from scratch');
    const afterHi = core.keyHi;
    const afterLo = core.keyLo;
    core.unmake();
    if (core.keyHi !== beforeHi || core.keyLo !== beforeLo) fail(where, 'unmake: key differs');
    if (canonical(core.toState()) !== canonical(before)) fail(where, 'unmake: state differs');
    core.make(
      id,
      (state.last?.dice ?? []).map((d) => d.value),
    );
    if (core.keyHi !== afterHi || core.keyLo !== afterLo) fail(where, 'remake: key differs');
    const family = familyOf(action);
    counts.set(family, (counts.get(family) ?? 0) + 1);
    for (const e of state.last?.events ?? []) {
      const name = `event ${e.type}`;
      counts.set(name, (counts.get(name) ?? 0) + 1);
    }
    plies++;
  }
  if (state.status === 'finished') {
    const end = state.winners.length > 0 ? 'game won' : 'game over without a winner';
    counts.set(end, (counts.get(end) ?? 0) + 1);
  }
  if (core.isTerminal() !== (state.status === 'finished')) fail(seed, 'terminal differs');
  for (let p = 0; p < state.players.length; p++) {
    const want = observe(state, p);
    const got = core.observeInto(p, observation);
    if (!want.every((v, k) => got[k] === v)) fail(seed, `final observation of seat ${p} differs`);
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
