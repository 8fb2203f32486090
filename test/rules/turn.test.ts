import { describe, expect, it } from 'vitest';
import { board } from '../../src/board/index.js';
import type { Action, GameState } from '../../src/rules/index.js';
import { legalActions } from '../../src/rules/index.js';
import { fortsAt, legalOfType, play, refuse, withPlanet } from './_helpers/play.js';
import { position } from './_helpers/position.js';

const SOUTH_A = board.southernHqs[0]!;
const SOUTH_B = board.southernHqs[1]!;
const SOUTH_C = board.southernHqs[2]!;

/** Some legal action that is not `pass`, to move play along. */
function anyAction(state: GameState): Action {
  return legalActions(state).find((a) => a.type === 'fortify' || a.type === 'move')!;
}

/**
 * Spaces such that every playable space holds one of them or borders one: greedily, each space
 * not yet covered is taken. Player 1's Fortifications there leave a Rover in orbit nowhere to land.
 */
function dominatingSpaces(): number[] {
  const covered = new Set<number>();
  const chosen: number[] = [];
  for (const s of board.playableSpaces) {
    if (covered.has(s)) continue;
    chosen.push(s);
    covered.add(s);
    for (const n of board.playableNeighbors[s]!) covered.add(n);
  }
  return chosen;
}

describe('turn order (R13)', () => {
  it('R13: play passes to the next player in seating order, wrapping round', () => {
    // Arrange
    let state = position(`p0: r1@16; p1: r2@${SOUTH_A}; p2: r3@${SOUTH_B}`, { players: 3 });
    const order: number[] = [];

    // Act
    for (let i = 0; i < 3; i++) {
      state = play(state, anyAction(state));
      order.push(state.currentPlayer);
    }

    // Assert
    expect(order).toEqual([1, 2, 0]);
    expect(state.turn).toBe(3);
  });

  it('R13: players out of the game are skipped', () => {
    // Arrange: player 1 is out.
    const state = position(`p0: r1@16; p2: r3@${SOUTH_B}`, { players: 3, out: [1] });

    // Act
    const next = play(state, anyAction(state));

    // Assert
    expect(next.currentPlayer).toBe(2);
    expect(play(next, anyAction(next)).currentPlayer).toBe(0);
  });

  it('R23: NOT_YOUR_TURN for an action naming another player', () => {
    // Arrange
    const state = position(`p0: r1@16; p1: r2@${SOUTH_A}`);
    const p1Move = { type: 'move', rover: 2, to: board.playableNeighbors[SOUTH_A]![0]! } as const;

    // Act
    const error = refuse(state, { ...p1Move, player: 1 }, 'NOT_YOUR_TURN', 'R23');

    // Assert
    expect(error.message).toBe("it is player 0's turn, not player 1's");
    expect(play(state, { type: 'move', rover: 1, to: 6, player: 0 }).currentPlayer).toBe(1);
  });
});

describe('pass (R13)', () => {
  // Player 0's only Rover is in orbit (it cannot move, fortify or shoot), with no Space Port,
  // and player 1's Fortifications stand on or next to every playable space, so it cannot land.
  const stuck = () => {
    const forts = dominatingSpaces();
    return position(`p0: r1@orbit; p1: ${fortsAt(forts)} r2@${forts[0]}`);
  };

  it('R13: a player with no legal action passes, and pass is then the only legal action', () => {
    // Arrange
    const state = stuck();
    expect(legalActions(state)).toEqual([{ type: 'pass' }]);

    // Act
    const next = play(state, { type: 'pass' });

    // Assert
    expect(next.currentPlayer).toBe(1);
    expect(next.turn).toBe(1);
    expect(next.rovers).toEqual(state.rovers);
    expect(next.last!.action).toEqual({ type: 'pass' });
  });

  it('R13: PASS_NOT_ALLOWED while another action is legal', () => {
    // Arrange
    const state = position(`p0: r1@16; p1: r2@${SOUTH_A}`);
    const count = legalActions(state).length;

    // Act
    const error = refuse(state, { type: 'pass' }, 'PASS_NOT_ALLOWED', 'R13');

    // Assert
    expect(error.message).toBe(
      `pass is legal only with no other legal action (Destroy aside); there are ${count}`,
    );
  });

  it('R29: a player whose only legal actions are Destroy may pass instead', () => {
    // Arrange: as `stuck`, plus a full Treasury (Save is illegal at 3 points) on an HQ that
    // holds no Fortification of player 1.
    const forts = dominatingSpaces();
    const hq = board.hqs.find((h) => !forts.includes(h))!;
    const state = position(
      `p0: r1@orbit treasury@${hq}[points=3]; p1: ${fortsAt(forts)} r2@${forts[0]}`,
    );

    // Act
    const legal = legalActions(state);
    const next = play(state, { type: 'pass' });

    // Assert
    expect(legal).toEqual([{ type: 'destroy', structure: 'treasury' }, { type: 'pass' }]);
    expect(next.buildings).toEqual(state.buildings);
    expect(next.currentPlayer).toBe(1);
  });

  it('R22: pass cannot stop a Treasury turn; endTurn does', () => {
    // Arrange: player 0 acted and still holds a point, so the turn goes on.
    const state = position('p0: r1@16 treasury@26[points=1]; p1: r2@40', { actionsThisTurn: 1 });

    // Act, Assert
    const error = refuse(state, { type: 'pass' }, 'PASS_NOT_ALLOWED', 'R22');
    expect(error.message).toMatch(/end the turn/);
    expect(legalActions(state)).toContainEqual({ type: 'endTurn' });
  });

  it('R13: PASS_NOT_ALLOWED for a player whose only action is to descend', () => {
    // Arrange: as `stuck`, but one space is left free of Fortifications around it.
    const forts = dominatingSpaces();
    const opened = forts.slice(1);
    const state = position(`p0: r1@orbit; p1: ${fortsAt(opened)} r2@${opened[0]}`);
    expect(legalActions(state).every((a) => a.type === 'descend')).toBe(true);

    // Act, Assert
    refuse(state, { type: 'pass' }, 'PASS_NOT_ALLOWED', 'R13');
  });
});

describe('going out (R14, R25)', () => {
  it('R14, R25: an action that takes the last Rover of the other player wins; their pieces leave', () => {
    // Arrange: player 1's last Rover (1 hit point) next to player 0's; no Factory.
    expect(board.playableNeighbors[16]).toContain(6);
    const state = position(`p0: r1@16; p1: r2@6:1 f@41 treasury@28 f@1.40`, { planets: 2 });

    // Act: hit 3, damage 3.
    const next = play(state, { type: 'shoot', rover: 1, space: 6, target: 'rover' }, [3, 3]);

    // Assert
    expect(next.status).toBe('finished');
    expect(next.winners).toEqual([0]);
    expect(next.players.map((p) => p.inGame)).toEqual([true, false]);
    expect(next.buildings).toEqual([]);
    expect(next.planets.map((p) => p.fortifications.filter((f) => f !== null))).toEqual([[], []]);
    expect(next.last!.events.map((e) => e.type)).toEqual(['destroyed', 'eliminated']);
    expect(next.last!.events[1]).toEqual({ type: 'eliminated', player: 1 });
  });

  it('R14: GAME_OVER for any action once the game is finished', () => {
    // Arrange
    const state = play(
      position(`p0: r1@16; p1: r2@6:1`),
      {
        type: 'shoot',
        rover: 1,
        space: 6,
        target: 'rover',
      },
      [3, 3],
    );

    // Act
    const error = refuse(state, { type: 'move', rover: 1, to: 6 }, 'GAME_OVER', 'R14');

    // Assert
    expect(error.message).toBe('the game is over');
    expect(legalActions(state)).toEqual([]);
  });

  it('R14: a player with a Factory and no Rover stays in the game', () => {
    // Arrange
    const state = position(`p0: r1@16; p1: factory@${SOUTH_A}`);

    // Act
    const next = play(state, anyAction(state));

    // Assert
    expect(next.players[1]!.inGame).toBe(true);
    expect(next.currentPlayer).toBe(1);
    expect(legalOfType(next, 'produce').length).toBeGreaterThan(0);
  });

  it('R14, R25: Rovers in orbit keep a player in the game', () => {
    // Arrange
    const state = position(`p0: r1@16; p1: r2@orbit`);

    // Act
    const next = play(state, anyAction(state));

    // Assert
    expect(next.players[1]!.inGame).toBe(true);
    expect(next.status).toBe('playing');
    expect(next.currentPlayer).toBe(1);
  });

  it('R14, R25: when a destroyed planet takes the last Rovers of every player, everyone loses', () => {
    // Arrange: 2 earlier shots, so this is the 3rd; player 1's Factory is on the planet too.
    const state = withPlanet(
      position(`p0: drillCannon@26[ready,aim=40] r1@16; p1: r2@${SOUTH_A} factory@28`),
      0,
      { cannonShots: 2 },
    );

    // Act: 1 + 1 = 2 < 3.
    const next = play(state, { type: 'fire' }, [1, 1]);

    // Assert
    expect(next.status).toBe('finished');
    expect(next.winners).toEqual([]);
    expect(next.players.map((p) => p.inGame)).toEqual([false, false]);
    expect(next.last!.events).toEqual([
      { type: 'planetDestroyed', planet: 0, total: 2 },
      { type: 'eliminated', player: 0 },
      { type: 'eliminated', player: 1 },
    ]);
  });

  it('R14, R25: a player in orbit when the planet goes is the last one in and wins', () => {
    // Arrange: three players; player 2's Rover is in orbit.
    const state = withPlanet(
      position(`p0: drillCannon@26[ready,aim=40] r1@16; p1: r2@${SOUTH_A}; p2: r3@orbit`, {
        players: 3,
      }),
      0,
      { cannonShots: 2 },
    );

    // Act
    const next = play(state, { type: 'fire' }, [1, 1]);

    // Assert
    expect(next.status).toBe('finished');
    expect(next.winners).toEqual([2]);
  });

  it('R14, R25: a player whose own Drill Cannon takes their last Rover goes out on their own turn', () => {
    // Arrange: player 0's only Rover (1 hit point) stands where their cannon aims.
    const state = position(`p0: drillCannon@26[ready,aim=40] r1@40:1 f@41; p1: r2@${SOUTH_A}`);

    // Act: damage 3, planet 6 + 6.
    const next = play(state, { type: 'fire' }, [3, 6, 6]);

    // Assert
    expect(next.players[0]!.inGame).toBe(false);
    expect(next.buildings).toEqual([]);
    expect(next.planets[0]!.fortifications[41]).toBeNull();
    expect(next.status).toBe('finished');
    expect(next.winners).toEqual([1]);
  });

  it('R22, R25: a player who goes out on their own turn ends it, Treasury points or not', () => {
    // Arrange: three players; player 0 has no Rover, a Factory and a Treasury with 2 points.
    const state = position(
      `p0: factory@26 treasury@28[points=2]; p1: r2@${SOUTH_A}; p2: r3@${SOUTH_B}`,
      { players: 3 },
    );

    // Act: demolishing the Factory leaves player 0 with no Rover and no Factory.
    const next = play(state, { type: 'destroy', structure: 'factory' });

    // Assert
    expect(next.players.map((p) => p.inGame)).toEqual([false, true, true]);
    expect(next.buildings).toEqual([]);
    expect(next.status).toBe('playing');
    expect(next.currentPlayer).toBe(1);
    expect(next.actionsThisTurn).toBe(0);
  });
});

describe('turn limit (R26)', () => {
  it('R26: when completed turns reach the limit the game ends with no winner', () => {
    // Arrange: 2 turns completed, limit 3.
    const state = position(`p0: r1@16; p1: r2@${SOUTH_C}`, { turnLimit: 3, turn: 2 });

    // Act
    const next = play(state, anyAction(state));

    // Assert
    expect(next.status).toBe('finished');
    expect(next.winners).toEqual([]);
    expect(next.turn).toBe(3);
    expect(next.last!.events).toEqual([{ type: 'turnLimitReached', turn: 3 }]);
  });

  it('R26: below the limit play goes on', () => {
    // Arrange
    const state = position(`p0: r1@16; p1: r2@${SOUTH_C}`, { turnLimit: 3, turn: 1 });

    // Act
    const next = play(state, anyAction(state));

    // Assert
    expect(next.status).toBe('playing');
    expect(next.turn).toBe(2);
    expect(next.last!.events).toEqual([]);
  });
});
