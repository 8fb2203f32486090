import { describe, expect, it } from 'vitest';
import { CORE_RULESETS, CoreError, CoreGame } from '../../src/core/index.js';
import {
  actionSpaceSize,
  applyAction,
  createGame,
  createRng,
  DEFAULT_TURN_LIMIT,
  decodeAction,
  type GameState,
  legalActions,
  observationSize,
  RULESET_NAMES,
  validateState,
} from '../../src/index.js';
import { boxedIn2025, canonical, reducerIds } from './_helpers/differential.js';

/** A 2025-01 game just after setup: two Rovers placed. */
function started(seed: string, players = 2): GameState {
  const rng = createRng(seed);
  let state = createGame({ players }, rng);
  while (state.status === 'setup') state = applyAction(state, legalActions(state)[0]!, rng);
  return state;
}

describe('CoreGame', () => {
  it('numbers actions and observations as actionSpaceSize and observationSize do, 1 to 16 planets', () => {
    for (const planets of [1, 2, 5, 16]) {
      // Arrange
      const state = createGame({ players: 2, planets }, createRng(planets));

      // Act
      const core = CoreGame.fromState(state);

      // Assert
      expect(core.actionSpaceSize).toBe(actionSpaceSize(state.options));
      expect(core.observationSize).toBe(observationSize(state.options));
    }
  });

  it('R13, R29: lists pass (and Destroy) when nothing else is legal, and plays it', () => {
    // Arrange
    const state = boxedIn2025('boxed');
    expect(validateState(state).ok).toBe(true);
    const core = CoreGame.fromState(state);
    const ids = new Int32Array(core.maxLegalIds);

    // Act
    const n = core.legalIds(ids);
    const listed = Array.from(ids.subarray(0, n));
    const pass = listed[listed.length - 1]!;
    core.make(pass, []);

    // Assert
    expect(listed).toEqual(reducerIds(state));
    expect(listed.map((id) => decodeAction(state, id).type)).toEqual(['destroy', 'pass']);
    const next = applyAction(state, { type: 'pass' }, createRng(0));
    expect(canonical(core.toState())).toBe(canonical(next));
  });

  it('refuses an illegal id with ILLEGAL_ID and changes nothing', () => {
    // Arrange
    const state = started('illegal');
    const core = CoreGame.fromState(state);
    const before = canonical(core.toState());

    // Act
    const attempts = [-1, 0.5, core.actionSpaceSize, Number.NaN, 0].map(
      (id) => () => core.make(id, createRng(1)),
    );

    // Assert
    for (const attempt of attempts)
      expect(attempt).toThrow(expect.objectContaining({ code: 'ILLEGAL_ID' }));
    expect(canonical(core.toState())).toBe(before);
    expect(core.depth).toBe(0);
  });

  it('refuses an id listed in another position, after make, unmake or reset', () => {
    // Arrange: two placements start play (setup, ruling R15).
    const core = CoreGame.fromState(createGame({ players: 2 }, createRng('listed')));
    const ids = new Int32Array(core.maxLegalIds);
    core.legalIds(ids);
    const [first, second] = [ids[0]!, ids[1]!];
    const place = (id: number) => () => core.make(id, createRng(1));

    // Act and Assert: an HQ listed before a make is taken after it.
    place(first)();
    expect(place(first)).toThrow(expect.objectContaining({ code: 'ILLEGAL_ID' }));
    place(second)();
    expect(core.isSetup()).toBe(false);
    const inPlay = ids[core.legalIds(ids) - 1]!;
    // A Rover's action listed in play is no placement once unmade back into setup, or reset.
    core.unmake();
    expect(place(inPlay)).toThrow(expect.objectContaining({ code: 'ILLEGAL_ID' }));
    place(second)();
    core.legalIds(ids);
    core.reset();
    expect(place(inPlay)).toThrow(expect.objectContaining({ code: 'ILLEGAL_ID' }));
    expect(core.depth).toBe(0);
  });

  it('refuses explicit dice that run out with DICE_EXHAUSTED and changes nothing', () => {
    // Arrange: the first Rover shoots at the other until a shot is legal.
    const rng = createRng('dice');
    let state = started('dice');
    let shot = legalActions(state).find((a) => a.type === 'shoot');
    for (let k = 0; shot === undefined && k < 400; k++) {
      const moves = legalActions(state);
      state = applyAction(state, moves[k % moves.length]!, rng);
      if (state.status === 'finished') state = started(`dice-${k}`);
      shot = legalActions(state).find((a) => a.type === 'shoot');
    }
    const core = CoreGame.fromState(state);
    const ids = new Int32Array(core.maxLegalIds);
    const n = core.legalIds(ids);
    const before = canonical(core.toState());
    const { hi, lo } = { hi: core.keyHi, lo: core.keyLo };
    const id = Array.from(ids.subarray(0, n)).find((i) => decodeAction(state, i).type === 'shoot')!;

    // Act
    const attempt = () => core.make(id, []);

    // Assert
    expect(attempt).toThrow(expect.objectContaining({ code: 'DICE_EXHAUSTED' }));
    expect(canonical(core.toState())).toBe(before);
    expect([core.keyHi, core.keyLo]).toEqual([hi, lo]);
    expect(core.depth).toBe(0);
    // The listing still holds: the same id made with dice gives the reducer's state.
    core.make(id, createRng('dice-after'));
    const action = decodeAction(state, id);
    expect(canonical(core.toState())).toBe(
      canonical(applyAction(state, action, createRng('dice-after'))),
    );
  });

  it('refuses unmake at the position it was built from with NOTHING_TO_UNMAKE', () => {
    // Arrange
    const core = CoreGame.fromState(started('root'));

    // Act
    const attempt = () => core.unmake();

    // Assert
    expect(attempt).toThrow(CoreError);
    expect(attempt).toThrow(expect.objectContaining({ code: 'NOTHING_TO_UNMAKE' }));
  });

  it('plays every published ruleset, and refuses an unknown ruleset name with BAD_STATE', () => {
    // Arrange: there is no ruleset left for UNSUPPORTED_RULESET; a name validateState does not
    // know is a bad state.
    const state = started('unknown ruleset');
    const unknown = { ...state, options: { ...state.options, ruleset: '2030-01' } };

    // Act
    const attempt = () => CoreGame.fromState(unknown as unknown as GameState);

    // Assert
    expect([...CORE_RULESETS].sort()).toEqual([...RULESET_NAMES].sort());
    expect(attempt).toThrow(CoreError);
    expect(attempt).toThrow(expect.objectContaining({ code: 'BAD_STATE' }));
  });

  it('refuses what validateState refuses with BAD_STATE, hostile input included', () => {
    // Arrange
    const state = started('bad');
    const bad: unknown[] = [
      null,
      42,
      { ...state, rovers: [{ ...state.rovers[0]!, owner: 9 }] },
      { ...state, planets: [] },
      { ...state, nextRoverId: -1 },
      JSON.parse('{"__proto__": {"version": 1}}'),
    ];

    // Act
    const attempts = bad.map((value) => () => CoreGame.fromState(value as GameState));

    // Assert
    for (const attempt of attempts) {
      expect(attempt).toThrow(CoreError);
      expect(attempt).toThrow(expect.objectContaining({ code: 'BAD_STATE' }));
    }
  });

  it('asks for an Int32Array of maxLegalIds, a Float32Array of observationSize and a seat', () => {
    // Arrange
    const core = CoreGame.fromState(started('short'));
    const observation = new Float32Array(core.observationSize);

    // Act
    const attempts = [
      () => core.legalIds(new Int32Array(10)),
      () => core.observeInto(0, new Float32Array(10)),
      () => core.observeInto(2, observation),
      () => core.observeInto(-1, observation),
    ];

    // Assert
    for (const attempt of attempts) expect(attempt).toThrow(RangeError);
  });

  it('gives the returns of a won game: 1 to the winner, −1 to the others', () => {
    // Arrange: play random games until one is won.
    const rng = createRng('returns');
    let state = createGame({ players: 3, turnLimit: null }, rng);
    const core = CoreGame.fromState(state);
    const ids = new Int32Array(core.maxLegalIds);

    // Act
    while (!core.isTerminal()) {
      const n = core.legalIds(ids);
      core.make(ids[Math.floor((rng.d6() * n) / 7)]!, rng);
    }
    state = core.toState();

    // Assert
    expect(core.turnLimit).toBeNull();
    expect(core.turn).toBe(state.turn);
    const returns = [0, 1, 2].map((p) => core.returnOf(p));
    const expected = [0, 1, 2].map((p) =>
      state.winners.includes(p) ? 1 : state.players[p]!.inGame ? 0 : -1,
    );
    expect(returns).toEqual(expected);
    expect(core.winnerMask).toBe(state.winners.reduce((m, p) => m | (1 << p), 0));
  });

  it("turnLimit is the state's: DEFAULT_TURN_LIMIT when none is given, null for a game without one", () => {
    // Arrange
    const limited = CoreGame.fromState(createGame({ players: 2 }, createRng('limit')));
    const unlimited = CoreGame.fromState(
      createGame({ players: 2, turnLimit: null }, createRng('limit')),
    );
    const seven = CoreGame.fromState(createGame({ players: 2, turnLimit: 7 }, createRng('limit')));

    // Act, Assert
    expect(limited.turnLimit).toBe(DEFAULT_TURN_LIMIT);
    expect(unlimited.turnLimit).toBeNull();
    expect(seven.turnLimit).toBe(7);
  });
});
