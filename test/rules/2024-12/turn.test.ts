import { describe, expect, it } from 'vitest';
import { board } from '../../../src/board/index.js';
import {
  type Action,
  applyAction,
  type GameState,
  legalActions,
  scriptedRng,
  validateAction,
} from '../../../src/rules/index.js';
import { legalOfType, play, refuse } from '../_helpers/play.js';
import { position24 } from './_helpers/position.js';

// Ruling R55: one action turns a Rover on a planet to the next edge of its space, left (counter-
// clockwise seen from outside the planet) or right. Ruling R50: one action a turn, seats in
// ascending order, pass only with no other legal action (Destroy aside, R13, R29).
// HQ 26's neighbours, counter-clockwise: 16, 36, 41, 22, 7.

type Vec = readonly [number, number, number];
const sub = (a: Vec, b: Vec): Vec => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const cross = (a: Vec, b: Vec): Vec => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];
const dot = (a: Vec, b: Vec): number => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const center = (s: number): Vec => board.spaces[s]!.center as Vec;

const turn = (rover: number, direction: 'left' | 'right'): Action => ({
  type: 'turn',
  rover,
  direction,
});

/** Applies `action`, then has the other player (p1, Rover 9) turn its Rover so p0 acts again. */
function again(state: GameState, action: Action): GameState {
  const mid = applyAction(state, action, scriptedRng([]));
  return applyAction(mid, turn(9, 'left'), scriptedRng([]));
}

describe('2024-12 Turn (R55)', () => {
  it('R55: left and right face the next edge counter-clockwise and clockwise round HQ 26', () => {
    // Arrange
    const state = position24('p0: r1@26>16; p1: r9@40>35');

    // Act
    const left = play(state, turn(1, 'left'));
    const right = play(state, turn(1, 'right'));

    // Assert
    expect(left.rovers[0]!.facing).toBe(36);
    expect(right.rovers[0]!.facing).toBe(7);
    expect(left.rovers[0]!.location).toEqual({ planet: 0, space: 26 });
    expect(left.currentPlayer).toBe(1);
  });

  it('R55: seen from outside the planet a left turn is counter-clockwise, on every space and facing', () => {
    // Arrange: for each playable space and each facing, the turn's result is checked against
    // the geometry: (old facing − centre) × (new facing − centre) points out of the planet.
    const wrong: string[] = [];

    // Act
    for (const space of board.playableSpaces) {
      for (const facing of board.spaces[space]!.neighbors) {
        const state = position24(
          `p0: r1@${space}>${facing}; p1: r9@${space === 75 ? '0>1' : '75>65'}`,
        );
        for (const direction of ['left', 'right'] as const) {
          const next = applyAction(state, turn(1, direction), scriptedRng([]));
          const c = center(space);
          const spin = dot(
            cross(sub(center(facing), c), sub(center(next.rovers[0]!.facing!), c)),
            c,
          );
          if ((direction === 'left') !== spin > 0) wrong.push(`${space}>${facing} ${direction}`);
        }
      }
    }

    // Assert
    expect(wrong).toEqual([]);
  });

  it('R55: turning wraps round: five lefts on an HQ, three rights on a triangle, face the same edge again', () => {
    // Arrange
    let hq = position24('p0: r1@26>22; p1: r9@40>35');
    let triangle = position24('p0: r1@7>8; p1: r9@40>35');
    const seen: number[] = [];

    // Act
    for (let k = 0; k < 5; k++) {
      hq = again(hq, turn(1, 'left'));
      seen.push(hq.rovers[0]!.facing!);
    }
    for (let k = 0; k < 3; k++) triangle = again(triangle, turn(1, 'right'));

    // Assert
    expect(seen).toEqual([7, 16, 36, 41, 22]);
    expect(triangle.rovers[0]!.facing).toBe(8);
  });

  it('R55: a Rover may turn to face the border', () => {
    // Arrange: 61's neighbours are 46, 70, 76, 71, 51; 76 is off the board.
    const state = position24('p0: r1@61>70; p1: r9@40>35');

    // Act
    const next = play(state, turn(1, 'left'));

    // Assert
    expect(next.rovers[0]!.facing).toBe(76);
  });

  it('R55: every Rover on a planet may turn either way, whatever blocks it; Rovers in orbit may not', () => {
    // Arrange: Rover 1 is walled in, Rover 2 faces the border, Rover 3 is in orbit.
    const state = position24('p0: r1@7>26 r2@71>77 r3@orbit; p1: r9@40>35 f@7/26 f@1/7 f@7/8');

    // Act
    const turns = legalOfType(state, 'turn');

    // Assert
    expect(turns).toEqual([turn(1, 'left'), turn(1, 'right'), turn(2, 'left'), turn(2, 'right')]);
  });

  it('R55, R23, R8: NO_SUCH_ROVER, NOT_YOUR_ROVER and ROVER_IN_ORBIT, each with its ruling', () => {
    // Arrange
    const state = position24('p0: r1@26>7 r3@orbit; p1: r9@40>35');

    // Act
    const errors = [
      refuse(state, turn(4, 'left'), 'NO_SUCH_ROVER', 'R55'),
      refuse(state, turn(9, 'left'), 'NOT_YOUR_ROVER', 'R23'),
      refuse(state, turn(3, 'right'), 'ROVER_IN_ORBIT', 'R8'),
    ];

    // Assert
    expect(errors.map((e) => e.message)).toEqual([
      'there is no Rover r4',
      'Rover r9 belongs to player 1, not player 0',
      'Rover r3 is in orbit: it can only descend',
    ]);
  });
});

describe('2024-12 turns: one action each (R50)', () => {
  it('R50: every action ends the turn: the next seat acts, the turn count rises, no action is left', () => {
    // Arrange
    const state = position24('p0: r1@26>7; p1: r9@40>35');
    const actions: Action[] = [
      turn(1, 'left'),
      { type: 'move', rover: 1, to: 7, facing: 8 },
      { type: 'fortify', rover: 1, space: 16 },
    ];

    // Act
    const after = actions.map((a) => play(state, a));

    // Assert
    for (const next of after) {
      expect(next.currentPlayer).toBe(1);
      expect(next.turn).toBe(1);
      expect(next.actionsThisTurn).toBe(0);
      expect(validateAction(next, { ...actions[0]!, player: 0 }).ok).toBe(false);
    }
  });

  it('R50: seats act in ascending order, wrapping round, and a player out is skipped', () => {
    // Arrange: four seats, seat 2 out.
    let state = position24('p0: r1@26>7; p1: r2@27>9; p3: r4@29>13', {
      players: 4,
      out: [2],
      current: 1,
    });
    const order: number[] = [];

    // Act
    for (let k = 0; k < 4; k++) {
      order.push(state.currentPlayer);
      const rover = state.rovers.find((r) => r.owner === state.currentPlayer)!.id;
      state = applyAction(state, turn(rover, 'left'), scriptedRng([]));
    }

    // Assert
    expect(order).toEqual([1, 3, 0, 1]);
  });

  it('R50, R13, R29: pass is legal only with no other legal action, Destroy aside', () => {
    // Arrange: player 0 has no Rover; its Factory on 26 is hemmed in by enemy Rovers on all
    // five neighbours; it still has a Medic it could destroy.
    const stuck = position24(
      'p0: factory@26 medic@27; p1: r2@7>1 r3@16>6 r4@22>17 r5@36>31 r6@41>47',
    );
    const free = position24('p0: factory@26 medic@27; p1: r2@7>1 r3@16>6 r4@22>17 r5@36>31');

    // Act
    const stuckActions = legalActions(stuck);
    const next = play(stuck, { type: 'pass' });
    const error = refuse(free, { type: 'pass' }, 'PASS_NOT_ALLOWED', 'R13');

    // Assert
    expect(stuckActions).toEqual([
      { type: 'destroy', structure: 'factory' },
      { type: 'destroy', structure: 'medic' },
      { type: 'pass' },
    ]);
    expect(next.currentPlayer).toBe(1);
    expect(next.turn).toBe(1);
    expect(error.message).toMatch(/only with no other legal action \(Destroy aside\)/);
    expect(legalOfType(free, 'pass')).toEqual([]);
  });

  it('R23, R14: only the player to act acts (NOT_YOUR_TURN), and nobody acts once the game is over (GAME_OVER)', () => {
    // Arrange
    const state = position24('p0: r1@26>7; p1: r9@40>35');
    const over: GameState = { ...state, status: 'finished', winners: [0] };

    // Act
    const notYours = refuse(
      state,
      { type: 'turn', rover: 9, direction: 'left', player: 1 },
      'NOT_YOUR_TURN',
      'R23',
    );
    const gameOver = refuse(over, turn(1, 'left'), 'GAME_OVER', 'R14');

    // Assert
    expect(notYours.message).toMatch(/player 0's turn, not player 1's/);
    expect(gameOver.message).toMatch(/over/);
    expect(legalActions(over)).toEqual([]);
  });

  it('R26: the turn limit ends the game with no winner once that many turns were played', () => {
    // Arrange
    const state = position24('p0: r1@26>7; p1: r9@40>35', { turn: 4, turnLimit: 5 });

    // Act
    const next = play(state, turn(1, 'left'));

    // Assert
    expect(next.status).toBe('finished');
    expect(next.winners).toEqual([]);
    expect(next.last!.events).toEqual([{ type: 'turnLimitReached', turn: 5 }]);
  });
});
