import { describe, expect, it } from 'vitest';
import { board } from '../../../src/board/index.js';
import {
  applyAction,
  createGame,
  legalActions,
  scriptedRng,
  shotOdds,
} from '../../../src/rules/index.js';
import { legalOfType, play, refuse } from '../_helpers/play.js';
import { position26 } from './_helpers/position.js';

// An independent referee's adversarial checks of the 2026-06 ruleset against the designer's text
// and rulings R30–R49: hand-built positions for cases the family tests leave out.

describe('2026-06 audit: Move, Descend, Fortify, Decommission', () => {
  it('R5: a Rover cannot enter its own Factory (SPACE_OCCUPIED), only its own Space Port', () => {
    // Arrange
    const state = position26('p0: r1@7 factory@26; p1: r2@75 factory@64');

    // Act, Assert
    refuse(state, { type: 'move', rover: 1, to: 26 }, 'SPACE_OCCUPIED', 'R5');
  });

  it('R5, R40: a Rover moves onto its own Fortification but never descends onto it', () => {
    // Arrange
    const state = position26('p0: r1@7 r3@orbit0 f@8 spacePort@0 factory@62; p1: r2@75 factory@64');

    // Act
    const moved = play(state, { type: 'move', rover: 1, to: 8 });

    // Assert
    expect(moved.rovers.find((r) => r.id === 1)!.location).toEqual({ planet: 0, space: 8 });
    refuse(state, { type: 'descend', rover: 3, planet: 0, space: 8 }, 'SPACE_OCCUPIED', 'R40');
  });

  it('R34, R36: a Fortification may stand next to the off-board region (its borders are nothing)', () => {
    // Arrange: 71's neighbours are 61, 66 and the off-board 77.
    const state = position26('p0: r1@66 factory@62; p1: r2@7 factory@26');

    // Act
    const next = play(state, { type: 'fortify', rover: 1, space: 71 });

    // Assert
    expect(board.spaces[71]!.neighbors).toContain(77);
    expect(next.planets[0]!.fortifications[71]).toBe(0);
  });

  it('R38: decommissioning the Fortification under your own Rover leaves the Rover', () => {
    // Arrange
    const state = position26('p0: r1@7 f@7 factory@62; p1: r2@75 factory@64');

    // Act
    const next = play(state, { type: 'decommission', planet: 0, space: 7 });

    // Assert
    expect(next.planets[0]!.fortifications[7]).toBeNull();
    expect(next.rovers.find((r) => r.id === 1)!.location).toEqual({ planet: 0, space: 7 });
  });
});

describe('2026-06 audit: Build', () => {
  it('R37: a Rover on its own Fortification plus two Fortifications make three spaces', () => {
    // Arrange
    const state = position26('p0: r1@7 f@7 f@16 f@22; p1: r2@75 factory@64');

    // Act
    const next = play(state, { type: 'build', structure: 'treasury', planet: 0, space: 26 });

    // Assert
    expect(next.buildings.find((b) => b.space === 26)).toMatchObject({
      structure: 'treasury',
      owner: 0,
      points: 0,
    });
  });

  it('R37: the one-of-each limit is per planet; the Treasury limit is across planets', () => {
    // Arrange: four players, two planets; player 0 has a Factory and a Treasury on planet 1.
    const state = position26(
      'p0: r1@7 f@16 f@22 factory@1.62 treasury@1.64; p1: r2@75 factory@64',
      { players: 4, out: [2, 3] },
    );

    // Act
    const builds = legalOfType(state, 'build').map((b) => b.structure);

    // Assert
    expect(builds).toEqual(['spacePort', 'factory', 'drillCannon']);
    refuse(
      state,
      { type: 'build', structure: 'treasury', planet: 0, space: 26 },
      'STRUCTURE_LIMIT',
      'R37',
    );
  });
});

describe('2026-06 audit: Shoot cover', () => {
  it("R35: the shooter's own Fortification next to the target Building gives it no cover", () => {
    // Arrange: player 0 shoots from 16 at player 1's Factory on 26, player 0's Fortification on 7.
    const state = position26('p0: r1@16 f@7 factory@62; p1: r2@75 factory@26');
    const shot = { type: 'shoot', rover: 1, space: 26, target: 'building' } as const;

    // Act
    const next = play(state, shot, [3]);

    // Assert
    expect(shotOdds(state, shot)).toMatchObject({ hitOn: null, damageOn: 3, cover: false });
    expect(next.buildings.find((b) => b.space === 26)!.hp).toBe(4);
  });

  it("R35: a third player's Fortification next to the target covers it (4+)", () => {
    // Arrange
    const state = position26('p0: r1@16 factory@62; p1: r2@75 factory@26; p2: r3@70 f@7', {
      players: 3,
    });
    const shot = { type: 'shoot', rover: 1, space: 26, target: 'building' } as const;

    // Act
    const next = play(state, shot, [3]);

    // Assert
    expect(next.buildings.find((b) => b.space === 26)!.hp).toBe(5);
    expect(next.last!.events).toEqual([
      {
        type: 'noDamage',
        target: { piece: 'building', structure: 'factory', planet: 0, space: 26, owner: 1 },
      },
    ]);
  });

  it('R35: a Rover on its own Fortification is covered by it; the Fortification itself is not', () => {
    // Arrange
    const state = position26('p0: r1@16 factory@62; p1: r2@7 f@7 factory@64');

    // Act
    const atRover = play(state, { type: 'shoot', rover: 1, space: 7, target: 'rover' }, [3]);
    const atFort = play(state, { type: 'shoot', rover: 1, space: 7, target: 'fortification' }, [3]);

    // Assert
    expect(atRover.last!.events[0]!.type).toBe('miss');
    expect(atFort.planets[0]!.fortifications[7]).toBeNull();
    expect(atFort.rovers.find((r) => r.id === 2)!.hp).toBe(3);
  });
});

describe('2026-06 audit: explosions and the end', () => {
  it('R46, R48: an explosion damages a Rover and the Fortification under it; the owner goes out', () => {
    // Arrange: player 1 has no Factory; their only Rover stands on their Fortification next to
    // their own ready cannon.
    const state = position26('p0: r1@16 factory@62; p1: drillCannon@26:1[ready] r2@7:1 f@7');

    // Act
    const next = play(state, { type: 'shoot', rover: 1, space: 26, target: 'building' }, [4, 3]);

    // Assert
    expect(next.rovers.map((r) => [r.id, r.hp])).toEqual([[1, 2]]);
    expect(next.planets[0]!.fortifications[7]).toBeNull();
    expect(next.status).toBe('finished');
    expect(next.winners).toEqual([0]);
  });
});

describe('2026-06 audit: Factory points and the turn', () => {
  it('R42, R43: Factories on two planets gain a point at turn start (capped at 5); the fifth point manufactures at once', () => {
    // Arrange: four players, two planets; player 1's Factories hold 4 and 5 points, with a
    // Treasury of 1 point.
    const state = position26(
      'p0: r1@16 factory@62; p1: r2@75 factory@26[points=4] factory@1.26[points=5] treasury@1.0[points=1]',
      { players: 4, out: [2, 3] },
    );

    // Act
    const started = play(state, { type: 'move', rover: 1, to: 21 });
    const produced = play(started, { type: 'produce', planet: 0, space: 7 });
    const again = play(produced, { type: 'move', rover: 2, to: 70 });

    // Assert
    expect(started.currentPlayer).toBe(1);
    const points = (s: typeof state) =>
      s.buildings
        .filter((b) => b.structure === 'factory' && b.owner === 1)
        .map((b) => ('points' in b ? b.points : null));
    expect(points(started)).toEqual([5, 5]);
    expect(produced.currentPlayer).toBe(1);
    expect(points(produced)).toEqual([0, 5]);
    expect(again.currentPlayer).toBe(0);
    expect(points(again)).toEqual([0, 5]);
  });

  it('R22, R47: 2 stored points and 3 captured on the first action: 4 actions, the stored points kept', () => {
    // Arrange
    const state = position26(
      'p0: r1@16 treasury@28[points=2] factory@62; p1: r2@75 treasury@26:1[points=3] factory@64',
    );

    // Act
    const a1 = play(state, { type: 'shoot', rover: 1, space: 26, target: 'building' }, [3]);
    const a2 = play(a1, { type: 'move', rover: 1, to: 6 });
    const a3 = play(a2, { type: 'move', rover: 1, to: 16 });
    const a4 = play(a3, { type: 'move', rover: 1, to: 21 });

    // Assert
    expect(a1.last!.events).toContainEqual({
      type: 'pointsCaptured',
      player: 0,
      points: 3,
      forfeited: 0,
    });
    expect([a1, a2, a3].map((s) => s.currentPlayer)).toEqual([0, 0, 0]);
    expect(a3.captured).toBe(1);
    expect(a4.currentPlayer).toBe(1);
    expect(a4.captured).toBe(0);
    expect(a4.buildings.find((b) => b.structure === 'treasury')).toMatchObject({ points: 2 });
  });
});

describe('2026-06 audit: Manufacture counts and going out mid-turn', () => {
  it('R43: Buildings on every planet count: a Factory and a Space Port on another planet allow a second Rover', () => {
    // Arrange: four players, two planets; player 0's Rover orbits planet 1.
    const state = position26(
      'p0: r1@orbit1 factory@26[points=5] spacePort@1.26; p1: r2@75 factory@64',
      { players: 4, out: [2, 3] },
    );
    const withThird = position26(
      'p0: r1@orbit1 r3@1.70 factory@26[points=5] spacePort@1.26; p1: r2@75 factory@64',
      { players: 4, out: [2, 3] },
    );

    // Act
    const next = play(state, { type: 'produce', planet: 0, space: 7 });

    // Assert
    expect(next.rovers.filter((r) => r.owner === 0)).toHaveLength(2);
    refuse(withThird, { type: 'produce', planet: 0, space: 7 }, 'TOO_MANY_ROVERS', 'R43');
  });

  it('R46, R47, R48: a player whose shot blows up their own last Rover goes out; their stored points go with them', () => {
    // Arrange: three players; player 0 has no Factory, a Treasury with 2 points, and one Rover
    // at 1 hit point next to player 1's ready cannon.
    const state = position26(
      'p0: r1@16:1 treasury@62[points=2]; p1: drillCannon@26:1[ready] r2@75 factory@64; p2: r3@70 factory@0',
      { players: 3 },
    );

    // Act
    const next = play(state, { type: 'shoot', rover: 1, space: 26, target: 'building' }, [3, 3]);

    // Assert
    expect(next.last!.events.at(-1)).toEqual({ type: 'eliminated', player: 0 });
    expect(next.status).toBe('playing');
    expect(next.currentPlayer).toBe(1);
    expect(next.captured).toBe(0);
    expect(next.buildings.filter((b) => b.owner === 0)).toEqual([]);
    expect(next.actionsThisTurn).toBe(0);
  });
});

describe('2026-06 audit: setup', () => {
  it('R15, R30, R31, R32, R42: five players, a tie re-rolled: the winner places first, then counter-clockwise; the last placer moves first, then clockwise', () => {
    // Arrange: seats 1 and 3 tie on 6; the re-roll gives seat 3 (5 against 2).
    const state = createGame(
      { players: 5, ruleset: '2026-06' },
      scriptedRng([2, 6, 3, 6, 1, 2, 5]),
    );

    // Act
    const placers: number[] = [];
    let s = state;
    while (s.status === 'setup') {
      placers.push(s.currentPlayer);
      s = applyAction(s, legalActions(s)[0]!, scriptedRng([]));
    }
    const firstMover = s.currentPlayer;
    const rover = s.rovers.find((r) => r.owner === firstMover)!;
    const move = legalActions(s).find((a) => a.type === 'move' && a.rover === rover.id)!;
    const after = applyAction(s, move, scriptedRng([]));

    // Assert
    expect(state.placesFirst).toBe(3);
    expect(placers).toEqual([3, 2, 1, 0, 4]);
    expect(firstMover).toBe(4);
    expect(after.currentPlayer).toBe(0);
    expect(
      after.buildings
        .filter((b) => b.structure === 'factory' && (b.points ?? 0) > 0)
        .map((b) => b.owner)
        .sort(),
    ).toEqual([0, 4]);
  });
});

describe('2026-06 audit: the worked example of R47', () => {
  it('R22, R47: 1 stored point; a move, then a paid shot takes a 3-point Treasury: 2 usable, 1 forfeit; 4 actions in all', () => {
    // Arrange
    const state = position26(
      'p0: r1@21 treasury@28[points=1] factory@62; p1: r2@75 treasury@26:1[points=3] factory@64',
    );

    // Act
    const a1 = play(state, { type: 'move', rover: 1, to: 16 });
    const a2 = play(a1, { type: 'shoot', rover: 1, space: 26, target: 'building' }, [3]);
    const a3 = play(a2, { type: 'move', rover: 1, to: 6 });
    const a4 = play(a3, { type: 'move', rover: 1, to: 16 });

    // Assert
    expect(a2.last!.events).toEqual([
      { type: 'pointSpent', player: 0, left: 0 },
      {
        type: 'destroyed',
        target: { piece: 'building', structure: 'treasury', planet: 0, space: 26, owner: 1 },
      },
      { type: 'pointsCaptured', player: 0, points: 2, forfeited: 1 },
    ]);
    expect([a1, a2, a3].map((s) => s.currentPlayer)).toEqual([0, 0, 0]);
    expect(a4.currentPlayer).toBe(1);
    expect(a4.captured).toBe(0);
  });
});
