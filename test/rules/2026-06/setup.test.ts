import { describe, expect, it } from 'vitest';
import { board } from '../../../src/board/index.js';
import {
  type Action,
  applyAction,
  createGame,
  createRng,
  type GameState,
  legalActions,
  scriptedRng,
  validateAction,
} from '../../../src/rules/index.js';
import { refuse } from '../_helpers/play.js';

// Rulings R31–R33, R42: a 2026-06 game starts with a roll-off (as R15); with two players the
// winner chooses to place first or second; placement goes counter-clockwise (descending seats),
// each player placing a Factory on an empty HQ and a Rover next to it; the last placer moves
// first and their Factory gains its first build point. HQ 26's neighbours are 7, 16, 22, 36, 41.

const game = (players: number, seed = 1): GameState =>
  createGame({ players, ruleset: '2026-06' }, createRng(seed));

const place = (space: number, roverSpace: number, planet = 0): Action => ({
  type: 'place',
  planet,
  space,
  roverSpace,
});

/** Plays the given placements with no dice (placing rolls none). */
function placeAll(state: GameState, actions: readonly Action[]): GameState {
  let s = state;
  for (const a of actions) s = applyAction(s, a, scriptedRng([]));
  return s;
}

describe('2026-06 createGame', () => {
  it('R33: the planets follow the table (2–3 players: 1, 4–5: 2, 6: 3) when options omit them', () => {
    // Arrange
    const counts = [2, 3, 4, 5, 6];

    // Act
    const planets = counts.map((n) => game(n).planets.length);

    // Assert
    expect(planets).toEqual([1, 1, 2, 2, 3]);
    expect(game(4).options.planets).toBe(2);
  });

  it("R33: options may give exactly the table's count; any other count is a RangeError naming the table", () => {
    // Arrange
    const rng = () => createRng(1);

    // Act
    const ok = createGame({ players: 6, planets: 3, ruleset: '2026-06' }, rng());
    const make = (players: number, planets: number) => () =>
      createGame({ players, planets, ruleset: '2026-06' }, rng());

    // Assert
    expect(ok.planets).toHaveLength(3);
    expect(make(2, 2)).toThrow(RangeError);
    expect(make(4, 1)).toThrow(/4 players has 2 planet/);
    expect(make(6, 2)).toThrow(
      /2 players: 1, 3 players: 1, 4 players: 2, 5 players: 2, 6 players: 3/,
    );
  });

  it('R31, R47: a 2026-06 state carries placesFirst and captured: 0, last of its fields', () => {
    // Arrange, Act
    const two = game(2);
    const three = game(3);

    // Assert
    expect(Object.keys(two).slice(-2)).toEqual(['placesFirst', 'captured']);
    expect(two.placesFirst).toBeNull();
    expect(two.captured).toBe(0);
    expect(three.placesFirst).toBe(three.firstPlayer);
    expect(three.currentPlayer).toBe(three.firstPlayer);
  });

  it('R31: a 2025-01 state never gets the 2026-06 fields', () => {
    // Arrange, Act
    const state = createGame({ players: 2 }, createRng(1));

    // Assert
    expect(Object.hasOwn(state, 'placesFirst')).toBe(false);
    expect(Object.hasOwn(state, 'captured')).toBe(false);
  });

  it("R31: the roll-off is R15's: ties re-roll among the tied, dice recorded in rollOff", () => {
    // Arrange: 5 and 5 tie, then 2 against 4.
    const rng = scriptedRng([5, 5, 2, 4]);

    // Act
    const state = createGame({ players: 2, ruleset: '2026-06' }, rng);

    // Assert
    expect(state.rollOff).toEqual([
      [5, 5],
      [2, 4],
    ]);
    expect(state.firstPlayer).toBe(1);
    expect(state.currentPlayer).toBe(1);
  });
});

describe('2026-06 choose (R31)', () => {
  it('R31: with two players the only legal setup actions are the two choices of the roll-off winner', () => {
    // Arrange
    const state = game(2);

    // Act
    const actions = legalActions(state);

    // Assert
    expect(actions).toEqual([
      { type: 'choose', placeFirst: true },
      { type: 'choose', placeFirst: false },
    ]);
    for (const a of actions) expect(validateAction(state, a)).toEqual({ ok: true });
  });

  it('R31: choosing to place first makes the winner place first', () => {
    // Arrange
    const state = game(2);
    const winner = state.firstPlayer;

    // Act
    const next = applyAction(state, { type: 'choose', placeFirst: true }, scriptedRng([]));

    // Assert
    expect(next.placesFirst).toBe(winner);
    expect(next.currentPlayer).toBe(winner);
    expect(next.status).toBe('setup');
    expect(next.last).toEqual({
      player: winner,
      action: { type: 'choose', placeFirst: true },
      dice: [],
      events: [],
    });
  });

  it('R31: choosing to place second makes the other player place first, and the winner move first', () => {
    // Arrange
    const state = game(2);
    const winner = state.firstPlayer;
    const other = 1 - winner;

    // Act
    const chosen = applyAction(state, { type: 'choose', placeFirst: false }, scriptedRng([]));
    const played = placeAll(chosen, [place(26, 7), place(28, 11)]);

    // Assert
    expect(chosen.placesFirst).toBe(other);
    expect(chosen.currentPlayer).toBe(other);
    expect(played.buildings.map((b) => b.owner)).toEqual([other, winner]);
    expect(played.status).toBe('playing');
    expect(played.currentPlayer).toBe(winner);
  });

  it('R31: CHOICE_PENDING when a placement comes before the choice', () => {
    // Arrange
    const state = game(2);

    // Act, Assert
    const error = refuse(state, place(26, 7), 'CHOICE_PENDING', 'R31');
    expect(error.message).toMatch(/choose/);
  });

  it('R31: NO_CHOICE for a second choice, and with three players', () => {
    // Arrange
    const chosen = applyAction(game(2), { type: 'choose', placeFirst: true }, scriptedRng([]));
    const three = game(3);

    // Act, Assert
    refuse(chosen, { type: 'choose', placeFirst: false }, 'NO_CHOICE', 'R31');
    refuse(three, { type: 'choose', placeFirst: true }, 'NO_CHOICE', 'R31');
    expect(legalActions(three).some((a) => a.type === 'choose')).toBe(false);
  });

  it('R31: a choice once play began is WRONG_PHASE', () => {
    // Arrange
    const chosen = applyAction(game(2), { type: 'choose', placeFirst: true }, scriptedRng([]));
    const playing = placeAll(chosen, [place(26, 7), place(28, 11)]);

    // Act, Assert
    refuse(playing, { type: 'choose', placeFirst: true }, 'WRONG_PHASE', 'R15');
  });
});

describe('2026-06 place (R32)', () => {
  it('R32: a placement puts a Factory (5 hp, 0 points) on the HQ and a Rover (3 hp) next to it', () => {
    // Arrange
    const state = game(3);
    const player = state.currentPlayer;

    // Act
    const next = applyAction(state, place(26, 7), scriptedRng([]));

    // Assert
    expect(next.buildings).toEqual([
      { structure: 'factory', owner: player, planet: 0, space: 26, hp: 5, points: 0 },
    ]);
    expect(next.rovers).toEqual([
      { id: 1, owner: player, hp: 3, location: { planet: 0, space: 7 } },
    ]);
    expect(next.nextRoverId).toBe(2);
  });

  it('R30, R32: placement goes counter-clockwise; the last placer moves first, then clockwise', () => {
    // Arrange
    const state = game(4, 3);
    const first = state.placesFirst!;
    const spaces: [number, number][] = [
      [26, 7],
      [28, 11],
      [30, 40],
      [62, 66],
    ];

    // Act
    const placers: number[] = [];
    let s = state;
    for (const [space, roverSpace] of spaces) {
      placers.push(s.currentPlayer);
      s = applyAction(s, place(space, roverSpace), scriptedRng([]));
    }

    // Assert
    expect(placers).toEqual([0, 1, 2, 3].map((k) => (first - k + 4) % 4));
    expect(s.status).toBe('playing');
    expect(s.currentPlayer).toBe((first + 1) % 4);
    expect(s.turn).toBe(0);
    expect(s.actionsThisTurn).toBe(0);
  });

  it("R42: the first turn of play begins at the last placement: only the first mover's Factory has a point", () => {
    // Arrange
    const state = applyAction(game(2), { type: 'choose', placeFirst: true }, scriptedRng([]));

    // Act
    const s = placeAll(state, [place(26, 7), place(28, 11)]);

    // Assert
    const mover = s.currentPlayer;
    expect(s.buildings.map((b) => [b.owner, b.structure === 'factory' && b.points])).toEqual([
      [1 - mover, 0],
      [mover, 1],
    ]);
  });

  it('R32: a Factory may go on any planet of a multi-planet game', () => {
    // Arrange
    const state = game(4);

    // Act
    const next = applyAction(state, place(61, 46, 1), scriptedRng([]));

    // Assert
    expect(next.buildings[0]).toMatchObject({ planet: 1, space: 61 });
    expect(next.rovers[0]!.location).toEqual({ planet: 1, space: 46 });
  });

  it('R32: NOT_AN_HQ for a Factory on a triangle, OFF_BOARD off the board', () => {
    // Arrange
    const state = game(3);
    const offBoard = board.spaces.find((s) => !s.playable)!.id;

    // Act, Assert
    refuse(state, place(7, 1), 'NOT_AN_HQ', 'R32');
    refuse(state, place(offBoard, 7), 'OFF_BOARD', 'R1');
    refuse(state, place(26, offBoard), 'OFF_BOARD', 'R1');
  });

  it('R32: SPACE_OCCUPIED for an HQ holding a Factory', () => {
    // Arrange
    const state = applyAction(game(3), place(26, 7), scriptedRng([]));

    // Act
    const error = refuse(state, place(26, 16), 'SPACE_OCCUPIED', 'R32');

    // Assert
    expect(error.message).toMatch(/factory/);
  });

  it('R32: SPACE_OCCUPIED when the roverSpace holds a Rover', () => {
    // Arrange: a triangle borders one HQ only, so play never puts a Rover next to a free HQ
    // during setup; the check is shown on a hand-made setup state with Rover r1 on space 1.
    const placed = applyAction(game(3), place(26, 7), scriptedRng([]));
    const state: GameState = {
      ...placed,
      rovers: [{ ...placed.rovers[0]!, location: { planet: 0, space: 1 } }],
    };

    // Act
    const error = refuse(state, place(0, 1), 'SPACE_OCCUPIED', 'R32');

    // Assert
    expect(error.message).toMatch(/r1/);
  });

  it('R32: NOT_ADJACENT when the roverSpace is not next to the HQ', () => {
    // Arrange
    const state = game(3);

    // Act
    const error = refuse(state, place(26, 1), 'NOT_ADJACENT', 'R32');

    // Assert
    expect(error.message).toMatch(/not next to/);
  });

  it('R32: legal placements from a fresh one-planet game: every HQ with every playable neighbour (50), each accepted', () => {
    // Arrange: 6 HQs with 5 playable neighbours, 5 southern ones with 4.
    const state = game(3);

    // Act
    const actions = legalActions(state);

    // Assert
    expect(actions).toHaveLength(50);
    expect(actions[0]).toEqual(place(0, 1));
    for (const a of actions) expect(validateAction(state, a)).toEqual({ ok: true });
  });

  it("R32: after a placement the HQ and the Rover's space are no longer offered (45 left)", () => {
    // Arrange
    const state = applyAction(game(3), place(26, 7), scriptedRng([]));

    // Act
    const actions = legalActions(state);

    // Assert
    expect(actions).toHaveLength(45);
    expect(actions.some((a) => a.type === 'place' && (a.space === 26 || a.roverSpace === 7))).toBe(
      false,
    );
  });
});
