import { describe, expect, it } from 'vitest';
import {
  type Action,
  applyAction,
  createGame,
  createRng,
  type GameState,
  type LegalActionsOptions,
  legalActions,
  targetSpace,
  UnknownOptionError,
} from '../../src/index.js';

// Issue 29, item 6: legalActions(state, options) filters by Rover, space and type, and refuses
// what it does not know; targetSpace reads a move's `to` and the others' `space`.

/** A 2-player game a few actions into play, with Rovers that can move, fortify and shoot. */
function midGame(): GameState {
  const rng = createRng('filters');
  let state = createGame({ players: 2 }, rng);
  for (let i = 0; i < 6; i++) state = applyAction(state, legalActions(state)[0]!, rng);
  return state;
}

describe('legalActions options', () => {
  const state = midGame();
  const all = legalActions(state);

  it('filters by Rover, space and type, keeping the order of the full list', () => {
    const rover = state.rovers.find((r) => r.owner === state.currentPlayer)!.id;
    const byRover = legalActions(state, { rover });
    expect(byRover.length).toBeGreaterThan(0);
    expect(byRover).toEqual(all.filter((a) => 'rover' in a && a.rover === rover));

    const space = targetSpace(all.find((a) => a.type === 'move')!)!;
    const bySpace = legalActions(state, { space });
    expect(bySpace.length).toBeGreaterThan(0);
    expect(bySpace.every((a) => targetSpace(a) === space)).toBe(true);
    expect(bySpace).toEqual(all.filter((a) => targetSpace(a) === space));

    const moves = legalActions(state, { rover, type: 'move' });
    expect(moves.length).toBeGreaterThan(0);
    expect(moves).toEqual(byRover.filter((a) => a.type === 'move'));
    // Filters that match nothing give an empty list, not everything.
    expect(legalActions(state, { rover: 999 })).toEqual([]);
    // Known keys set to undefined are as if absent.
    expect(legalActions(state, { rover: undefined } as unknown as LegalActionsOptions)).toEqual(
      all,
    );
  });

  it('refuses an unknown key with UnknownOptionError and a suggestion', () => {
    const call = () => legalActions(state, { rovers: 1 } as unknown as LegalActionsOptions);
    expect(call).toThrow(UnknownOptionError);
    expect(call).toThrow(/did you mean "rover"/);
  });

  it.each([
    [{ rover: '1' }],
    [{ space: 92 }],
    [{ space: -1 }],
    [{ space: 1.5 }],
    [{ type: 'teleport' }],
  ])('refuses the filter %j with a TypeError', (options) => {
    expect(() => legalActions(state, options as unknown as LegalActionsOptions)).toThrow(TypeError);
  });
});

describe('targetSpace', () => {
  it.each<[Action, number | null]>([
    [{ type: 'move', rover: 1, to: 41 }, 41],
    [{ type: 'place', planet: 0, space: 7 }, 7],
    [{ type: 'fortify', rover: 1, space: 12 }, 12],
    [{ type: 'shoot', rover: 1, space: 21, target: 'rover' }, 21],
    [{ type: 'build', structure: 'factory', planet: 0, space: 26, moveTo: 16 }, 26],
    [{ type: 'endTurn' }, null],
    [{ type: 'repair', rover: 2 }, null],
    [{ type: 'fire' }, null],
  ])('%j targets %s', (action, space) => {
    expect(targetSpace(action)).toBe(space);
  });
});
