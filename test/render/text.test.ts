import { describe, expect, it } from 'vitest';
import { createGame, type GameState, renderText, replay, scriptedRng } from '../../src/index.js';
import { eventText } from '../../src/render/text.js';
import { fixture } from '../record/_helpers/fixtures.js';
import { playRandom } from '../record/_helpers/games.js';
import { expectPrintable, HOSTILE, HOSTILE_SHOWN } from '../rules/_helpers/hostile.js';

function positionOf(file: string, to?: number): GameState {
  const result = replay(fixture(file), to === undefined ? {} : { to });
  if (result.state === null) throw new Error(`${file} does not start`);
  return result.state;
}

describe('renderText', () => {
  it('shows the roll-off before the first action', () => {
    // Arrange: a tie between seats 0 and 2, then seat 2 wins.
    const state = createGame({ players: 3 }, scriptedRng([5, 1, 5, 2, 4]));

    // Act
    const text = renderText(state);

    // Assert
    expect(text).toBe(
      [
        'Globetrotter: 3 players, 1 planet; 0 of 500 turns played; setup',
        'To place a Rover: player 2',
        'player 0',
        '  rovers: none',
        'player 1',
        '  rovers: none',
        'player 2 [first]',
        '  rovers: none',
        'Roll-off: 5 1 5 / 2 - 4; first player 2',
        '',
      ].join('\n'),
    );
  });

  it('shows a game in progress: pieces, fortifications, the last action with dice and events', () => {
    // Act
    const text = renderText(positionOf('hand/short-game.json', 5), { names: ['Ann', 'Bob'] });

    // Assert
    expect(text).toBe(
      [
        'Globetrotter: 2 players, 1 planet; 3 of 8 turns played; playing',
        'To act: player 1 (Bob), action 1 of the turn',
        'player 0 (Ann) [first]',
        '  rovers: r1 5hp at 1',
        'player 1 (Bob)',
        '  rovers: r2 4hp at 26',
        '  fortifications: 7',
        'Last: p0: r1 shoot 26 rover [4,3] -> damaged rover r2 of player 1 (4hp left)',
        '',
      ].join('\n'),
    );
  });

  it('shows the result of a finished game', () => {
    const won = renderText(positionOf('golden/2p-1planet.json'));
    const limit = renderText(positionOf('hand/short-game.json'));
    expect(won).toMatch(/; finished\nResult: player 1 won\n/);
    expect(won).toMatch(/\nplayer 0: out\n/);
    expect(limit).toMatch(/\nResult: no winner\n/);
    expect(limit).toMatch(/-> turn limit reached after 8 turns\n$/);
  });

  it('names planets in games of several, and shows buildings and planets', () => {
    // Arrange: positions from the error records, where cannons fire and Treasuries fill.
    const cannon = positionOf('errors/already-aimed.json', 35);
    const treasury = positionOf('errors/treasury-full.json', 22);
    const destroyed = positionOf('errors/planet-destroyed.json', 587);
    const multi = playRandom('text-multi', { players: 3, planets: 2, turnLimit: 5 }).final;

    // Act, Assert
    expect(renderText(cannon)).toMatch(
      /drillCannon \dhp at \d+(@\d)? \((ready, aimed at \d+|ready|not ready)\)/,
    );
    expect(renderText(treasury)).toMatch(/treasury \dhp at \d+(@\d)? \(\d points?\)/);
    expect(renderText(destroyed)).toMatch(/\nPlanet \d: destroyed\n/);
    expect(renderText(multi)).toMatch(/rovers: r\d 5hp at \d+@[01]/);
  });

  it('words every event', () => {
    const rover = { piece: 'rover', id: 3, owner: 1 } as const;
    const fort = { piece: 'fortification', planet: 1, space: 7, owner: 0 } as const;
    const building = {
      piece: 'building',
      structure: 'factory',
      planet: 0,
      space: 26,
      owner: 2,
    } as const;
    expect([
      eventText({ type: 'miss', target: rover }, 1),
      eventText({ type: 'noDamage', target: fort }, 2),
      eventText({ type: 'damaged', target: building, hp: 3 }, 1),
      eventText({ type: 'destroyed', target: fort }, 2),
      eventText({ type: 'enteredOrbit', rover: 3 }, 1),
      eventText({ type: 'pointSpent', player: 0, left: 1 }, 1),
      eventText({ type: 'planetDestroyed', planet: 1, total: 2 }, 2),
      eventText({ type: 'eliminated', player: 2 }, 1),
      eventText({ type: 'turnLimitReached', turn: 1 }, 1),
    ]).toEqual([
      'missed rover r3 of player 1',
      'no damage to fortification at 7@1 of player 0',
      'damaged factory at 26 of player 2 (3hp left)',
      'destroyed fortification at 7@1 of player 0',
      'r3 entered orbit',
      'player 0 spent a Treasury point (1 left)',
      'planet 1 destroyed (2d6 total 2)',
      'player 2 is out',
      'turn limit reached after 1 turn',
    ]);
  });
});

describe('renderText: hostile names', () => {
  it('shows player names with control characters escaped', () => {
    // Arrange
    const state = positionOf('hand/short-game.json');

    // Act
    const text = renderText(state, { names: [HOSTILE, `Bob${HOSTILE}`] });

    // Assert
    expectPrintable(text);
    expect(text).toContain(`player 0 (${HOSTILE_SHOWN})`);
    expect(text).toContain(`player 1 (Bob${HOSTILE_SHOWN})`);
  });
});
