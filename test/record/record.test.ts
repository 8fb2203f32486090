import { describe, expect, it } from 'vitest';
import {
  applyAction,
  createGame,
  createRecorder,
  createRng,
  type GameRecord,
  type GameState,
  legalActions,
  MAX_KEY_LENGTH,
  MAX_NAME_LENGTH,
  MAX_TEXT_LENGTH,
  parseRecord,
  randomBot,
  replay,
  scriptedRng,
  stateHash,
  stringifyRecord,
  toRecord,
} from '../../src/index.js';
import { playRandom } from './_helpers/games.js';

/** Replays a record and writes it again from the states it went through. */
function rewrite(record: GameRecord): GameRecord {
  const initial = createGame(record.options, scriptedRng(record.rollOff));
  const states: GameState[] = [];
  const result = replay(record, { onStep: (_, s) => states.push(s) });
  expect(result.ok, JSON.stringify(!result.ok && result.error)).toBe(true);
  const { seed, players, meta } = record;
  return toRecord(initial, states, {
    ...(seed === undefined ? {} : { seed }),
    ...(players === undefined ? {} : { players }),
    ...(meta === undefined ? {} : { meta }),
  });
}

describe('toRecord', () => {
  it('writes a record that replays to the same final state', () => {
    // Arrange
    const game = playRandom('to-record', { players: 3, planets: 2, turnLimit: 40 });

    // Act
    const record = toRecord(game.initial, game.states, { seed: 'to-record' });
    const result = replay(record);

    // Assert
    expect(result.ok).toBe(true);
    expect(stateHash(result.state!)).toBe(stateHash(game.final));
    expect(record).toMatchObject({
      format: 'globetrotter-record',
      version: 1,
      options: { players: 3, planets: 2, turnLimit: 40 },
      seed: 'to-record',
      rollOff: game.initial.rollOff.flat().filter((d) => d !== null),
      result: { status: 'finished', winners: [], turn: 40 },
      finalHash: stateHash(game.final),
    });
    expect(record.actions).toHaveLength(game.states.length);
  });

  it('writes notation with the player and dice, naming planets in games of several', () => {
    const game = playRandom('to-record-2', { players: 2, planets: 2, turnLimit: 30 });
    const duel = playRandom('to-record-3', { players: 2, turnLimit: 100 });
    const record = toRecord(game.initial, game.states);
    const dice = toRecord(duel.initial, duel.states).actions;
    expect(record.actions[0]).toMatch(/^p\d: place \d+@\d$/);
    expect(dice.some((e) => typeof e === 'string' && /^p\d: .* \[\d(,\d)*\]$/.test(e))).toBe(true);
  });

  it("writes action objects with { actions: 'objects' }", () => {
    // Arrange
    const game = playRandom('objects', { players: 2, turnLimit: 30 });

    // Act
    const record = toRecord(game.initial, game.states, { actions: 'objects' });

    // Assert
    expect(record.actions[0]).toEqual({ action: expect.objectContaining({ type: 'place' }) });
    expect(record.actions.every((e) => typeof e === 'object')).toBe(true);
    expect(replay(record).ok).toBe(true);
  });
});

describe('round trips', () => {
  it.each([
    ['2 players', { players: 2, turnLimit: 100 }],
    ['3 players, 2 planets', { players: 3, planets: 2, turnLimit: 60 }],
    ['5 players, 3 planets', { players: 5, planets: 3, turnLimit: 40 }],
  ])('record -> replay -> record gives the same record (%s)', (_, options) => {
    // Arrange
    const game = playRandom(`round-trip-${options.players}`, options);
    const record = toRecord(game.initial, game.states, {
      seed: 1,
      players: ['A', 'B', 'C', 'D', 'E'].slice(0, options.players),
    });

    // Act
    const again = rewrite(record);

    // Assert
    expect(again).toEqual(record);
  });

  it('a record in objects and notation rewrites to the same canonical record', () => {
    const game = playRandom('canonical', { players: 2, planets: 2, turnLimit: 40 });
    const notation = toRecord(game.initial, game.states);
    const objects = toRecord(game.initial, game.states, { actions: 'objects' });
    expect(rewrite(objects)).toEqual(notation);
  });

  it('stringifyRecord writes JSON that reads back to an equal record, one action per line', () => {
    // Arrange
    const game = playRandom('stringify', { players: 2, turnLimit: 20 });
    const record = toRecord(game.initial, game.states, { players: ['Ann "the first"', 'Bob'] });

    // Act
    const text = stringifyRecord(record);

    // Assert
    expect(parseRecord(text)).toEqual({ ok: true, record });
    expect(text.split('\n').length).toBe(record.actions.length + 12);
    expect(text.endsWith('}\n')).toBe(true);
  });
});

describe('createRecorder', () => {
  it('records while playing', () => {
    // Arrange
    const dice = createRng(9);
    let state = createGame({ players: 2 }, dice);
    const recorder = createRecorder(state, { seed: 9 });

    // Act
    for (let i = 0; i < 10; i++) {
      state = applyAction(state, randomBot.chooseAction(state, dice), dice);
      recorder.push(state);
    }

    // Assert
    expect(recorder.length).toBe(10);
    expect(recorder.state).toBe(state);
    const record = recorder.toRecord();
    expect(record.result).toEqual({ status: 'playing', winners: [], turn: 8 });
    expect(replay(record).ok).toBe(true);
  });

  it('refuses a state that is not fresh from createGame, and a push without an action', () => {
    // Arrange
    const rng = createRng(1);
    const initial = createGame({ players: 2 }, rng);
    const later = applyAction(initial, legalActions(initial)[0]!, rng);

    // Act, Assert
    expect(() => createRecorder(later)).toThrow(TypeError);
    expect(() => createRecorder(initial).push(initial)).toThrow(TypeError);
  });

  it.each([
    [{ players: ['Ann', 'x'.repeat(MAX_NAME_LENGTH + 1)] }, /players\[1\] is longer than 64/],
    [{ seed: 'x'.repeat(MAX_TEXT_LENGTH + 1) }, /seed is longer than 1024/],
    [{ meta: { event: 'x'.repeat(MAX_TEXT_LENGTH + 1) } }, /meta.event is longer than 1024/],
    [{ meta: { ['k'.repeat(MAX_KEY_LENGTH + 1)]: 'v' } }, /a meta key is longer than 64/],
  ])('refuses %#: options whose record could not be read back', (options, message) => {
    // Arrange
    const initial = createGame({ players: 2 }, createRng(1));

    // Act, Assert
    expect(() => createRecorder(initial, options)).toThrow(message);
  });

  it('keeps the roll-off re-rolls in draw order', () => {
    // Arrange: a three-way tie, then a tie of two, then a winner.
    const initial = createGame({ players: 3 }, scriptedRng([6, 6, 6, 4, 4, 1, 2, 5]));

    // Act
    const record = createRecorder(initial).toRecord();

    // Assert
    expect(record.rollOff).toEqual([6, 6, 6, 4, 4, 1, 2, 5]);
    expect(replay(record).state?.firstPlayer).toBe(initial.firstPlayer);
  });
});
