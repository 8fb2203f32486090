import { describe, expect, it } from 'vitest';
import { type Action, legalActions } from '../../../src/index.js';
import { commitAction } from '../../../src/server/_internals/commit.js';
import {
  headOf,
  type LiveMatch,
  type MatchUpdate,
  newLiveMatch,
} from '../../../src/server/match.js';
import { createMemoryStore } from '../../../src/server/memory-store.js';
import type { MatchStore } from '../../../src/server/store.js';

// One accepted action's order (src/server/_internals/commit.ts): nothing changes, dice included,
// unless the store took it, and listeners hear of it only then.

function stored(store: MatchStore) {
  const seats = [0, 1].map((seat) => ({ seat, bot: null, name: null, credentialHash: null }));
  const match = newLiveMatch({
    id: 'm1',
    createdAt: 0,
    options: { players: 2, turnLimit: 20 },
    seed: 'commit-test',
    seats,
  });
  store.createMatch({ ...match, seats, head: headOf(match) });
  return match;
}

/** Plays on until a shot (which rolls dice) is legal; returns it. */
function untilShot(store: MatchStore, match: LiveMatch): Action {
  for (let i = 0; ; i++) {
    const actions = legalActions(match.state);
    const shot = actions.find((a) => a.type === 'shoot');
    if (shot !== undefined) return shot;
    const other = actions.find((a) => a.type !== 'move' && a.type !== 'place');
    const action = other ?? actions[(i * 7 + 3) % actions.length]!;
    commitAction(store, match, action, match.state.currentPlayer, null);
  }
}

describe('commitAction', () => {
  it('stores the action, then changes the match and tells its listeners', () => {
    // Arrange
    const store = createMemoryStore();
    const match = stored(store);
    const heard: MatchUpdate[] = [];
    match.listeners.add((u) => heard.push(u));
    const action = legalActions(match.state)[0]!;

    // Act
    const index = commitAction(store, match, action, match.state.currentPlayer, 1);

    // Assert
    expect(index).toBe(0);
    expect(match.actions).toHaveLength(1);
    expect(store.loadMatch('m1')?.actions).toEqual(match.actions);
    expect(heard).toEqual([
      expect.objectContaining({ type: 'update', index: 0, hash: match.hash }),
    ]);
    store.close();
  });

  it('changes nothing, dice included, when the store refuses the action', () => {
    // Arrange: a store whose append fails once.
    const inner = createMemoryStore();
    let failing = true;
    const store: MatchStore = {
      ...inner,
      appendAction(...args) {
        if (failing) throw new Error('disk full');
        return inner.appendAction(...args);
      },
    };
    const match = stored(store);
    failing = false;
    const action = untilShot(store, match);
    failing = true;
    const heard: MatchUpdate[] = [];
    match.listeners.add((u) => heard.push(u));
    const before = { state: match.state, hash: match.hash, rng: match.rng.save() };
    const actions = [...match.actions];

    // Act
    const refused = () => commitAction(store, match, action, match.state.currentPlayer, 1);

    // Assert
    expect(refused).toThrow('disk full');
    expect(match.state).toBe(before.state);
    expect(match.hash).toBe(before.hash);
    expect(match.rng.save()).toEqual(before.rng);
    expect(match.actions).toEqual(actions);
    expect(heard).toEqual([]);
    failing = false;
    expect(commitAction(store, match, action, match.state.currentPlayer, 1)).toBe(actions.length);
    expect(match.state.last?.dice.length).toBeGreaterThan(0);
    inner.close();
  });

  it('refuses an illegal action with its code and rule, dice untouched', () => {
    // Arrange
    const store = createMemoryStore();
    const match = stored(store);
    const rng = match.rng.save();

    // Act
    const illegal = () =>
      commitAction(store, match, { type: 'endTurn' }, match.state.currentPlayer, 1);

    // Assert
    expect(illegal).toThrow(expect.objectContaining({ code: 'ILLEGAL_ACTION' }));
    expect(match.rng.save()).toEqual(rng);
    expect(match.actions).toEqual([]);
    store.close();
  });
});
