import { describe, expect, it } from 'vitest';
import {
  applyAction,
  createGame,
  createRng,
  legalActions,
  scriptedRng,
  validateAction,
} from '../../../src/rules/index.js';

// Legal-action lists from fixed 2026-06 positions, counted (the perft idea): each listed action
// is accepted, in the documented order (type, then Rover, planet, space).

describe('2026-06 legal actions from fixed positions', () => {
  it('R31, R32, R36, R38, R42: the first turn after a two-player setup lists 5 actions', () => {
    // Arrange: the roll-off winner places first (Factory on HQ 26, Rover on 7); the other places
    // on HQ 30 with its Rover on 40 and moves first, its Factory at 1 point.
    let state = createGame({ players: 2, ruleset: '2026-06' }, createRng(1));
    for (const action of [
      { type: 'choose', placeFirst: true },
      { type: 'place', planet: 0, space: 26, roverSpace: 7 },
      { type: 'place', planet: 0, space: 30, roverSpace: 40 },
    ] as const) {
      state = applyAction(state, action, scriptedRng([]));
    }
    const mover = state.currentPlayer;
    const rover = state.rovers.find((r) => r.owner === mover)!.id;

    // Act
    const actions = legalActions(state);

    // Assert: 40's neighbours are 30 (its own Factory), 35 and 55.
    expect(state.buildings.find((b) => b.owner === mover)).toMatchObject({ points: 1 });
    expect(actions).toEqual([
      { type: 'move', rover, to: 35 },
      { type: 'move', rover, to: 55 },
      { type: 'fortify', rover, space: 35 },
      { type: 'fortify', rover, space: 55 },
      { type: 'decommission', planet: 0, space: 30 },
    ]);
    for (const a of actions) expect(validateAction(state, a)).toEqual({ ok: true });
  });
});
