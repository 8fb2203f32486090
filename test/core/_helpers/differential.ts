import { CoreGame, outcomesOf } from '../../../src/core/index.js';
import {
  type Action,
  type ActionType,
  actionOutcomes,
  applyAction,
  board,
  createGame,
  createRng,
  encodeAction,
  type GameOptions,
  type GameState,
  greedyBot,
  legalActions,
  observe,
  type Rng,
  uniformInt,
} from '../../../src/index.js';

// The differential harness (OpenSpiel's RandomSimTestWithUndo, against the reducer). At every
// ply: the core's legal ids are the reducer's legal actions encoded, and `isLegal` agrees on
// them, their neighbours and random ids; `observeInto` writes `observe`'s values; a shot's or a
// Fire's outcomes are those of `actionOutcomes`; `make` gives `applyAction`'s state with the same
// dice, and a key equal to the key from scratch; `unmake` restores the previous state and key
// exactly; every 8th ply, a core built afresh from the reducer's state has its state and key.
// Shared by the test and the longer script (scripts/core-differential.ts).

/** How a game picks its actions. */
export type Policy = 'random' | 'greedy' | 'steered';

/** A state as JSON with sorted keys: equal states write equal text (as stateHash reads them). */
export function canonical(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record)
    .filter((k) => record[k] !== undefined)
    .sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${canonical(record[k])}`).join(',')}}`;
}

/** The reducer's legal actions encoded, ascending (descents without an id left out). */
export function reducerIds(state: GameState): number[] {
  const ids: number[] = [];
  for (const action of legalActions(state)) {
    try {
      ids.push(encodeAction(state, action));
    } catch (e) {
      if (!(e instanceof RangeError)) throw e;
    }
  }
  return ids.sort((a, b) => a - b);
}

// Families random play seldom reaches; the steered policy takes one of them when it can.
const RARE: ReadonlySet<ActionType> = new Set<ActionType>([
  'build',
  'descend',
  'produce',
  'repair',
  'ready',
  'aim',
  'fire',
  'save',
  'endTurn',
]);

function choose(policy: Policy, state: GameState, rng: Rng): Action {
  const actions = legalActions(state);
  if (policy === 'greedy') return greedyBot.chooseAction(state, rng);
  if (policy === 'steered') {
    const rare = actions.filter((a) => RARE.has(a.type));
    // Fortify more than random play does, so that HQs get surrounded and built on.
    const forts = actions.filter((a) => a.type === 'fortify');
    const roll = uniformInt(rng, 10);
    if (rare.length > 0 && roll < 6) return rare[uniformInt(rng, rare.length)]!;
    if (forts.length > 0 && roll < 8) return forts[uniformInt(rng, forts.length)]!;
  }
  return actions[uniformInt(rng, actions.length)]!;
}

function fail(where: string, what: string): never {
  throw new Error(`${where}: ${what}`);
}

/** What a ruleset's harness adds to the checks of every ply. */
export interface DifferentialRules {
  /** The action to play. */
  choose(state: GameState, rng: Rng): Action;
  /** Whether the chance outcomes of `action` are compared with `actionOutcomes`. */
  checksOutcomes(action: Action): boolean;
  /** Every how many plies a core built afresh from the reducer's state is compared (0: never). */
  readonly freshEvery: number;
  /** Adds to `counts` what the ply of `action` played (`state`: the state after it). */
  count(action: Action, state: GameState, counts: Map<string, number>): void;
}

/**
 * Plays one game both ways from `start`, checking every ply (see above); returns the last
 * state and the plies played.
 */
export function runDifferential(
  start: GameState,
  seed: string,
  policy: string,
  maxPlies: number,
  counts: Map<string, number>,
  rules: DifferentialRules,
): { readonly state: GameState; readonly plies: number } {
  let state = start;
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
    // (near misses: the next slot, target or structure) and a few at random.
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
    const action = rules.choose(state, botRng);
    const id = encodeAction(state, action);
    // The chance outcomes of the action: those of actionOutcomes, dice and probabilities.
    if (rules.checksOutcomes(action)) {
      const expectedOutcomes = actionOutcomes(state, action, { freeze: false }).map((o) => ({
        probability: o.probability,
        dice: o.dice,
      }));
      const outcomes = outcomesOf(core, id);
      const same =
        outcomes.length === expectedOutcomes.length &&
        outcomes.every(
          (o, k) =>
            canonical(o.dice) === canonical(expectedOutcomes[k]!.dice) &&
            Math.abs(o.probability - expectedOutcomes[k]!.probability) < 1e-12,
        );
      if (!same) fail(where, `outcomes ${canonical(outcomes)} != ${canonical(expectedOutcomes)}`);
    }
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
    const derived = core.derivedProblem();
    if (derived !== null) fail(where, `kept counts differ: ${derived}`);
    const afterHi = core.keyHi;
    const afterLo = core.keyLo;
    // Unmake, check, and make again with the reducer's dice given explicitly.
    core.unmake();
    if (core.keyHi !== beforeHi || core.keyLo !== beforeLo) fail(where, 'unmake: key differs');
    if (canonical(core.toState()) !== canonical(before)) fail(where, 'unmake: state differs');
    core.make(
      id,
      (state.last?.dice ?? []).map((d) => d.value),
    );
    if (core.keyHi !== afterHi || core.keyLo !== afterLo) fail(where, 'remake: key differs');
    // Every few plies, a core built afresh from the reducer's state: the same state and key.
    if (rules.freshEvery > 0 && plies % rules.freshEvery === 0) {
      const fresh = CoreGame.fromState(state);
      if (canonical(fresh.toState()) !== canonical(state)) fail(where, 'fromState: state differs');
      if (fresh.keyHi !== core.keyHi || fresh.keyLo !== core.keyLo)
        fail(where, 'fromState: key differs');
    }
    rules.count(action, state, counts);
    plies++;
  }
  if (core.isTerminal() !== (state.status === 'finished')) fail(seed, 'terminal differs');
  for (let p = 0; p < state.players.length; p++) {
    const want = observe(state, p);
    const got = core.observeInto(p, observation);
    if (!want.every((v, k) => got[k] === v)) fail(seed, `final observation of seat ${p} differs`);
  }
  return { state, plies };
}

/** Plays one game both ways, checking every ply; adds the action types played to `counts`. */
export function playDifferential(
  options: GameOptions,
  seed: string,
  policy: Policy,
  maxPlies: number,
  counts: Map<string, number>,
  start: GameState = createGame(options, createRng(`${seed}/setup`)),
): number {
  return runDifferential(start, seed, policy, maxPlies, counts, {
    choose: (state, rng) => choose(policy, state, rng),
    checksOutcomes: (action) => action.type === 'shoot' || action.type === 'fire',
    freshEvery: 8,
    count: (action, _state, played) => {
      played.set(action.type, (played.get(action.type) ?? 0) + 1);
    },
  }).plies;
}

/**
 * Rulings R13, R29: a 2025-01 position after setup (seed `seed`, two players) where the player to
 * act has no Rover and only a Factory on the HQ `board.hqs[hq]`, every neighbour of which holds
 * an enemy Fortification: nothing is legal but demolishing the Factory and passing.
 */
export function boxedIn2025(seed: string, hq = 3): GameState {
  const rng = createRng(seed);
  let state = createGame({ players: 2 }, rng);
  const space = board.hqs[hq]!;
  // Each Rover placed away from the Factory's HQ, so that the Factory's space is free.
  while (state.status === 'setup') {
    const placements = legalActions(state);
    const away = placements.find((a) => a.type !== 'place' || a.space !== space);
    state = applyAction(state, away ?? placements[0]!, rng);
  }
  const me = state.currentPlayer;
  const enemy = 1 - me;
  const forts: (number | null)[] = new Array(board.spaces.length).fill(null);
  for (const n of board.playableNeighbors[space]!) forts[n] = enemy;
  return {
    ...state,
    planets: [{ ...state.planets[0]!, fortifications: forts }],
    rovers: state.rovers.filter(
      (r) => r.owner === enemy && (r.location === 'orbit' || !forts.includes(r.location.space)),
    ),
    buildings: [{ structure: 'factory', owner: me, planet: 0, space, hp: 5 }],
  };
}
