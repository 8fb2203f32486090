import { describe, expect, it } from 'vitest';
import { createEffects } from '../../../src/rules/_internals/effects.js';
import { workingCopy } from '../../../src/rules/_internals/working-copy.js';
// Through the action table (importing 2026-06/turn.js first would enter the import cycle there).
import { turnFlowOf } from '../../../src/rules/action-table.js';
import { type GameState, scriptedRng, validateAction } from '../../../src/rules/index.js';
import { legalOfType, play, refuse } from '../_helpers/play.js';
import { position26 } from './_helpers/position.js';

// Rulings R39 (pass, end turn), R42 (build points at the start of a turn), R47 (captured points
// spent first, the four-actions cap, lost at the turn's end) and R48 (who is out, the end).

/**
 * Runs the 2026-06 turn flow's `finish` on `state` as if an action (that ended the turn or not)
 * had just changed it by `change` and reported `events`: how captures and the end are reached
 * by the damage rules' actions, without them.
 */
function finishAfter(
  state: GameState,
  change: (draft: ReturnType<typeof workingCopy>) => void,
  events: GameState['last'] extends infer L ? (L extends { events: infer E } ? E : never) : never,
  endsTurn = false,
): GameState {
  const draft = workingCopy(state);
  const effects = createEffects(scriptedRng([]));
  effects.events.push(...events);
  change(draft);
  turnFlowOf(state).finish(draft, state, endsTurn, effects);
  draft.last = {
    player: state.currentPlayer,
    action: { type: 'endTurn' },
    dice: [],
    events: effects.events,
  };
  return draft as GameState;
}

describe('2026-06 build points (R42)', () => {
  it("R42: when the turn passes, each of the next player's Factories gains a point, up to 5", () => {
    // Arrange: four players, two planets; player 1 has Factories with 2 and 5 points.
    const state = position26(
      'p0: r1@7 factory@0[points=1]; p1: r2@40 factory@26[points=2] factory@1.26[points=5]; p2: r4@41; p3: r5@1.1',
      { players: 4 },
    );

    // Act
    const next = play(state, { type: 'move', rover: 1, to: 8 });

    // Assert
    expect(next.currentPlayer).toBe(1);
    expect(next.buildings.map((b) => (b.structure === 'factory' ? b.points : -1))).toEqual([
      1, 3, 5,
    ]);
  });

  it('R42: extra Treasury actions within a turn are the same turn: no new point', () => {
    // Arrange
    const state = position26('p0: r1@7 factory@0[points=1] treasury@27[points=2]; p1: r2@40');

    // Act
    const next = play(state, { type: 'move', rover: 1, to: 8 });

    // Assert
    expect(next.currentPlayer).toBe(0);
    expect(next.buildings[0]).toMatchObject({ structure: 'factory', points: 1 });
  });
});

describe('2026-06 points and the cap (R47)', () => {
  it('R47: a captured point is spent before a stored one', () => {
    // Arrange
    const state = position26('p0: r1@7 treasury@27[points=1]; p1: r2@40', {
      actionsThisTurn: 1,
      captured: 2,
    });

    // Act
    const next = play(state, { type: 'move', rover: 1, to: 8 });

    // Assert
    expect(next.captured).toBe(1);
    expect(next.buildings[0]).toMatchObject({ structure: 'treasury', points: 1 });
    expect(next.last!.events).toEqual([{ type: 'pointSpent', player: 0, left: 2 }]);
    expect(next.currentPlayer).toBe(0);
    expect(next.actionsThisTurn).toBe(2);
  });

  it('R47: captured points keep the turn going without a Treasury', () => {
    // Arrange
    const state = position26('p0: r1@7; p1: r2@40', { actionsThisTurn: 1, captured: 1 });

    // Act
    const next = play(state, { type: 'move', rover: 1, to: 8 });

    // Assert: the captured point paid for this action; none left, the turn passes.
    expect(next.captured).toBe(0);
    expect(next.currentPlayer).toBe(1);
  });

  it('R47: the turn ends after 4 actions even with stored points left', () => {
    // Arrange
    const state = position26('p0: r1@7 treasury@27[points=3]; p1: r2@40', { actionsThisTurn: 3 });

    // Act
    const next = play(state, { type: 'move', rover: 1, to: 8 });

    // Assert
    expect(next.buildings[0]).toMatchObject({ structure: 'treasury', points: 2 });
    expect(next.currentPlayer).toBe(1);
    expect(next.actionsThisTurn).toBe(0);
  });

  it('R47: captured points left when the turn ends are lost', () => {
    // Arrange
    const state = position26('p0: r1@7; p1: r2@40', { actionsThisTurn: 1, captured: 2 });

    // Act
    const next = play(state, { type: 'endTurn' });

    // Assert
    expect(next.captured).toBe(0);
    expect(next.currentPlayer).toBe(1);
  });

  it('R47: points captured beyond the four-actions cap are forfeit at once (pointsCaptured)', () => {
    // Arrange: the turn's third action captures 3 points; one more action fits the cap.
    const state = position26('p0: r1@7 treasury@27[points=3]; p1: r2@40', {
      actionsThisTurn: 2,
    });

    // Act
    const next = finishAfter(
      state,
      (d) => {
        d.captured = 3;
      },
      [],
    );

    // Assert
    expect(next.captured).toBe(1);
    expect(next.actionsThisTurn).toBe(3);
    expect(next.currentPlayer).toBe(0);
    expect(next.last!.events).toEqual([
      { type: 'pointsCaptured', player: 0, points: 1, forfeited: 2 },
    ]);
  });

  it('R47: points captured by the first action are all usable within the cap', () => {
    // Arrange
    const state = position26('p0: r1@7; p1: r2@40');

    // Act
    const next = finishAfter(
      state,
      (d) => {
        d.captured = 3;
      },
      [],
    );

    // Assert
    expect(next.captured).toBe(3);
    expect(next.currentPlayer).toBe(0);
    expect(next.last!.events).toEqual([
      { type: 'pointsCaptured', player: 0, points: 3, forfeited: 0 },
    ]);
  });

  it('R47: points captured by the fourth action are all forfeit, and the turn ends', () => {
    // Arrange
    const state = position26('p0: r1@7; p1: r2@40', { actionsThisTurn: 3, captured: 1 });

    // Act: this action spent the last captured point (0 left), then captured 2 more.
    const next = finishAfter(
      state,
      (d) => {
        d.captured = 2;
      },
      [{ type: 'pointSpent', player: 0, left: 0 }],
    );

    // Assert
    expect(next.captured).toBe(0);
    expect(next.currentPlayer).toBe(1);
    expect(next.last!.events).toContainEqual({
      type: 'pointsCaptured',
      player: 0,
      points: 0,
      forfeited: 2,
    });
  });

  it('R49: Save is still only a first action, so captured points cannot be saved', () => {
    // Arrange
    const state = position26('p0: r1@7 treasury@27[points=0]; p1: r2@40', {
      actionsThisTurn: 1,
      captured: 1,
    });

    // Act, Assert
    expect(legalOfType(state, 'save')).toEqual([]);
  });
});

describe('2026-06 pass and end turn (R39)', () => {
  it('R39: pass is legal when nothing but Decommission is', () => {
    // Arrange: player 0 has only a Factory without points.
    const state = position26('p0: factory@26; p1: r2@40');

    // Act
    const listed = legalOfType(state, 'decommission').length + legalOfType(state, 'pass').length;
    const next = play(state, { type: 'pass' });

    // Assert
    expect(listed).toBe(2);
    expect(next.currentPlayer).toBe(1);
  });

  it('R39: PASS_NOT_ALLOWED when another action is legal, or after the first action', () => {
    // Arrange
    const start = position26('p0: r1@7; p1: r2@40');
    const later = position26('p0: r1@7 treasury@27[points=1]; p1: r2@40', { actionsThisTurn: 1 });

    // Act, Assert
    refuse(start, { type: 'pass' }, 'PASS_NOT_ALLOWED', 'R39');
    refuse(later, { type: 'pass' }, 'PASS_NOT_ALLOWED', 'R39');
  });

  it('R39: END_TURN_NOT_ALLOWED as a first action; listed and accepted after it', () => {
    // Arrange
    const start = position26('p0: r1@7; p1: r2@40');
    const later = position26('p0: r1@7 treasury@27[points=1]; p1: r2@40', { actionsThisTurn: 1 });

    // Act, Assert
    refuse(start, { type: 'endTurn' }, 'END_TURN_NOT_ALLOWED', 'R22');
    expect(validateAction(later, { type: 'endTurn' })).toEqual({ ok: true });
    expect(play(later, { type: 'endTurn' }).currentPlayer).toBe(1);
  });

  it('R30: the turn passes clockwise (ascending seats), skipping players who are out', () => {
    // Arrange
    const state = position26('p0: r1@7; p2: r3@40', { players: 3, out: [1], current: 0 });

    // Act
    const next = play(state, { type: 'move', rover: 1, to: 8 });

    // Assert
    expect(next.currentPlayer).toBe(2);
  });

  it('R26: the turn limit ends the game with no winner', () => {
    // Arrange
    const state = position26('p0: r1@7; p1: r2@40', { turn: 9, turnLimit: 10 });

    // Act
    const next = play(state, { type: 'move', rover: 1, to: 8 });

    // Assert
    expect(next.status).toBe('finished');
    expect(next.winners).toEqual([]);
    expect(next.last!.events).toEqual([{ type: 'turnLimitReached', turn: 10 }]);
  });
});

describe('2026-06 the end (R48)', () => {
  it('R48: a player whose last Rover enters orbit, with no Factory, is out: their pieces go, orbit too', () => {
    // Arrange: three players; player 0's r1 enters orbit, r3 already orbits.
    const state = position26('p0: r1@7 r3@orbit0 f@16 spacePort@26; p1: r2@40; p2: r4@41', {
      players: 3,
    });

    // Act
    const next = play(state, { type: 'move', rover: 1, to: 26 });

    // Assert
    expect(next.players[0]!.inGame).toBe(false);
    expect(next.rovers.map((r) => r.owner)).toEqual([1, 2]);
    expect(next.buildings).toEqual([]);
    expect(next.planets[0]!.fortifications[16]).toBeNull();
    expect(next.last!.events).toEqual([
      { type: 'enteredOrbit', rover: 1 },
      { type: 'eliminated', player: 0 },
    ]);
    expect(next.status).toBe('playing');
    expect(next.currentPlayer).toBe(1);
  });

  it('R48: the last player in wins', () => {
    // Arrange
    const state = position26('p0: r1@7 spacePort@26; p1: r2@40');

    // Act
    const next = play(state, { type: 'move', rover: 1, to: 26 });

    // Assert
    expect(next.status).toBe('finished');
    expect(next.winners).toEqual([1]);
  });

  it('R48: a Factory keeps a player in while all their Rovers orbit', () => {
    // Arrange
    const state = position26('p0: r1@7 spacePort@26 factory@27; p1: r2@40');

    // Act
    const next = play(state, { type: 'move', rover: 1, to: 26 });

    // Assert
    expect(next.players[0]!.inGame).toBe(true);
    expect(next.status).toBe('playing');
  });

  it('R48: decommissioning your last Factory with no Rover on a planet puts you out', () => {
    // Arrange
    const state = position26('p0: r1@orbit0 factory@26; p1: r2@40');

    // Act
    const next = play(state, { type: 'decommission', planet: 0, space: 26 });

    // Assert
    expect(next.status).toBe('finished');
    expect(next.winners).toEqual([1]);
  });

  it('R48: when the last planet not destroyed goes, everyone loses (winners [])', () => {
    // Arrange: the action destroyed planet 0, the only one, with every piece on it; player 1's
    // Rover orbiting it dies too (R41).
    const state = position26('p0: r1@7 factory@26; p1: r2@40 r3@orbit0');

    // Act
    const next = finishAfter(
      state,
      (d) => {
        d.planets[0]!.destroyed = true;
        d.planets[0]!.cannonShots = 1;
        d.rovers = [];
        d.buildings = [];
      },
      [{ type: 'planetDestroyed', planet: 0, total: 2 }],
    );

    // Assert
    expect(next.status).toBe('finished');
    expect(next.winners).toEqual([]);
    expect(next.players.map((p) => p.inGame)).toEqual([false, false]);
  });
});
