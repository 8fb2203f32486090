import { describe, expect, it } from 'vitest';
import { legalActions } from '../../../src/rules/index.js';
import { play } from '../_helpers/play.js';
import { position24 } from './_helpers/position.js';

// Ruling R65 (R14, R25): after each action a player with no Rover on any planet or in orbit and
// no Factory is out; their pieces leave the game, edge Fortifications included. The last player
// in wins.

describe('2024-12 the end (R65)', () => {
  it('R65: shooting the last Rover of a player without a Factory puts them out, and the last player in wins', () => {
    // Arrange: player 1's only Rover on 40 has 1 hit point; it has walls and a Medic.
    const state = position24('p0: r1@35>40; p1: r2@40>55:1 f@40/55 f@30/40 medic@30');

    // Act
    const next = play(state, { type: 'shoot', rover: 1, space: 40, target: 'rover' }, [3, 3]);

    // Assert
    expect(next.status).toBe('finished');
    expect(next.winners).toEqual([0]);
    expect(next.players).toEqual([{ inGame: true }, { inGame: false }]);
    expect(next.buildings).toEqual([]);
    expect(next.planets[0]!.edgeFortifications!.every((w) => w === null)).toBe(true);
    expect(next.last!.events).toEqual([
      { type: 'destroyed', target: { piece: 'rover', id: 2, owner: 1 } },
      { type: 'eliminated', player: 1 },
    ]);
    expect(legalActions(next)).toEqual([]);
  });

  it('R65: with three players the one out leaves with every edge Fortification of theirs, and the turn skips them', () => {
    // Arrange: player 1 shoots player 2's last Rover; player 0 and 2 hold walls too.
    const state = position24(
      'p0: r1@26>7 f@7/26; p1: r2@35>40 f@25/35; p2: r3@40>55:1 f@40/55 f@1.40/55',
      { players: 3, planets: 2, current: 1 },
    );

    // Act
    const next = play(state, { type: 'shoot', rover: 2, space: 40, target: 'rover' }, [6, 6]);

    // Assert
    expect(next.status).toBe('playing');
    expect(next.players.map((p) => p.inGame)).toEqual([true, true, false]);
    expect(next.currentPlayer).toBe(0);
    const owners = next.planets.map((p) => p.edgeFortifications!.filter((w) => w !== null));
    expect(owners).toEqual([[0, 1], []]);
  });

  it('R65, R8: a Rover in orbit keeps its player in, and so does a Factory without Rovers', () => {
    // Arrange: player 1 loses its last Rover on a planet but has one in orbit; player 2 has a
    // Factory only.
    const state = position24('p0: r1@35>40; p1: r2@40>55:1 r3@orbit; p2: factory@61', {
      players: 3,
    });

    // Act
    const next = play(state, { type: 'shoot', rover: 1, space: 40, target: 'rover' }, [3, 3]);

    // Assert
    expect(next.players.map((p) => p.inGame)).toEqual([true, true, true]);
    expect(next.status).toBe('playing');
    expect(next.currentPlayer).toBe(1);
  });

  it('R63, R65: a Fire that destroys the last Rover of a player puts them out', () => {
    // Arrange
    const state = position24('p0: r1@7>1 drillCannon@26[power=3]; p1: r2@75>65:1');

    // Act
    const next = play(state, { type: 'fire', space: 75, target: 'rover' }, [4]);

    // Assert
    expect(next.status).toBe('finished');
    expect(next.winners).toEqual([0]);
  });

  it('R64, R65: a player with no Rover who demolishes their own Factory goes out', () => {
    // Arrange: player 0 has a Factory and a Medic only, and two opponents.
    const state = position24('p0: factory@26 medic@27; p1: r2@40>55; p2: r3@75>65', {
      players: 3,
    });

    // Act
    const next = play(state, { type: 'destroy', structure: 'factory' });

    // Assert
    expect(next.players.map((p) => p.inGame)).toEqual([false, true, true]);
    expect(next.buildings).toEqual([]);
    expect(next.currentPlayer).toBe(1);
  });
});
