import { describe, expect, it } from 'vitest';
import { greedyBot } from '../../src/bots/greedy.js';
import { randomBot } from '../../src/bots/random.js';
import { createRecorder, stateHash } from '../../src/record/index.js';
import {
  applyAction,
  createGame,
  createRng,
  legalActions,
  type RulesetName,
  validateState,
} from '../../src/rules/index.js';
import { planTournament } from '../../src/sim/_internals/plan.js';
import { playBuiltInGame } from '../../src/sim/_internals/play.js';
import { coreSeats, playOnCore } from '../../src/sim/_internals/play-core.js';
import type { ScheduledGame } from '../../src/sim/_internals/schedule.js';
import { botFromName } from '../../src/sim/bot-name.js';
import type { GameResult } from '../../src/sim/types.js';

// Random and greedy seats play on the core (play-core.ts); the reference here is the reducer's
// loop as play.ts had it: every game of these tournaments must give the very same result,
// record included.

/** How often onReducer's greedy seats had a Fire to value (2026-06's special outcomes). */
let greedyFires = 0;

function onReducer(game: ScheduledGame): GameResult {
  const dice = createRng(game.seed);
  const choices = game.botSeeds.map((seed) => createRng(seed));
  const bots = game.seats.map((name) => (name === 'greedy' ? greedyBot : randomBot));
  const { planets, turnLimit, ruleset } = game;
  const options = { players: game.seats.length, planets, turnLimit };
  let state = createGame(ruleset === undefined ? options : { ...options, ruleset }, dice);
  const firstPlayer = state.firstPlayer;
  const recorder = game.record
    ? createRecorder(state, {
        seed: game.seed,
        players: game.seats,
        meta: { bots: game.seats.join(','), tournament: game.tournament, game: String(game.index) },
      })
    : null;
  let actions = 0;
  while (state.status !== 'finished') {
    const p = state.currentPlayer;
    if (bots[p] === greedyBot && legalActions(state).some((a) => a.type === 'fire')) greedyFires++;
    state = applyAction(state, bots[p]!.chooseAction(state, choices[p]!), dice);
    recorder?.push(state);
    actions++;
  }
  return {
    index: game.index,
    matchup: game.matchup,
    seats: game.seats,
    seed: game.seed,
    firstPlayer,
    winnerSeats: [...state.winners],
    winners: state.winners.map((p) => game.seats[p]!),
    turnLimitReached: state.last?.events.some((e) => e.type === 'turnLimitReached') ?? false,
    actions,
    turns: state.turn,
    finalHash: stateHash(state),
    ...(recorder === null ? {} : { record: recorder.toRecord() }),
  };
}

describe('games between random and greedy bots on the core', () => {
  it.each([
    ['2025-01', 2, 1, 30, 20, false],
    ['2025-01', 3, 2, 20, 10, true],
    ['2025-01', 4, 3, 16, 6, false],
    ['2024-12', 2, 1, 40, 20, false],
    ['2024-12', 3, 1, 30, 10, true],
    ['2024-12', 4, 2, 30, 6, false],
    ['2026-06', 2, 1, 20, 6, false],
    ['2026-06', 3, 1, 20, 4, true],
    ['2026-06', 4, 2, 20, 2, false],
  ] as const)(
    "%s, %i players, %i planets, turn limit %i, %i games a matchup, records %s: the reducer's results",
    (ruleset, players, planets, turnLimit, perMatchup, records) => {
      // Arrange
      const plan = planTournament({
        bots: (['random', 'greedy', 'greedy', 'random', 'greedy'] as const).slice(0, players + 1),
        games: perMatchup,
        seed: `core-${ruleset}-${players}`,
        players,
        planets,
        ruleset: ruleset as RulesetName,
        turnLimit,
        records,
      });
      const games = Array.from({ length: plan.schedule.total }, (_, i) => plan.schedule.gameAt(i));

      // Act
      const got = games.map(playBuiltInGame);

      // Assert
      expect(got).toEqual(games.map(onReducer));
      expect(
        games.every(
          (g) =>
            coreSeats(
              g.seats.map((name) => botFromName(name)),
              g.ruleset,
            ) !== null,
        ),
      ).toBe(true);
    },
    300_000,
  );
});

describe('a 2026-06 game with a Fire on the core', () => {
  it("plays greedy's Fires (valued on the state, R45) to the reducer's result", () => {
    // Arrange: a game of simulate's 200 random-vs-greedy 2026-06 games in which greedy fires
    const plan = planTournament({
      bots: ['random', 'greedy'],
      games: 200,
      seed: 'eval26',
      ruleset: '2026-06',
      records: true,
    });
    const game = plan.schedule.gameAt(4);

    // Act
    const got = playBuiltInGame(game);

    // Assert
    greedyFires = 0;
    expect(got).toEqual(onReducer(game));
    expect(greedyFires).toBeGreaterThan(0);
  });
});

describe('playOnCore', () => {
  it('hands the game back to the reducer where a descent has no id (a 9th Rover in orbit)', () => {
    // Arrange: a 2025-01 game after setup, the player to act given 9 more Rovers in orbit
    const rng = createRng('orbit-nine');
    let start = createGame({ players: 2, turnLimit: 12 }, rng);
    while (start.status === 'setup') start = applyAction(start, legalActions(start)[0]!, rng);
    const me = start.currentPlayer;
    const extra = Array.from({ length: 9 }, (_, k) => ({
      id: start.nextRoverId + k,
      owner: me,
      hp: 5,
      location: 'orbit' as const,
    }));
    start = { ...start, rovers: [...start.rovers, ...extra], nextRoverId: start.nextRoverId + 9 };
    expect(validateState(start).ok).toBe(true);
    const seats = ['random', 'greedy'] as const;
    const play = (onCore: boolean) => {
      const dice = createRng('orbit-nine-dice');
      const choices = seats.map((s) => createRng(`orbit-nine-${s}`));
      let state = start;
      let actions = 0;
      if (onCore) ({ state, actions } = playOnCore(state, seats, dice, choices, null));
      const handedBack = state.status !== 'finished';
      while (state.status !== 'finished') {
        const p = state.currentPlayer;
        const bot = seats[p] === 'greedy' ? greedyBot : randomBot;
        state = applyAction(state, bot.chooseAction(state, choices[p]!), dice);
        actions++;
      }
      return { hash: stateHash(state), actions, handedBack };
    };

    // Act
    const core = play(true);
    const reducer = play(false);

    // Assert
    expect(core.handedBack).toBe(true);
    expect({ hash: core.hash, actions: core.actions }).toEqual({
      hash: reducer.hash,
      actions: reducer.actions,
    });
  });
});
