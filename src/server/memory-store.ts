import type { LoadedMatch, MatchStore, StoredAction, StoredHead, StoredSeat } from './store.js';

/**
 * A `MatchStore` in memory, for tests: everything is lost with the process. Stores copies
 * (through JSON), so that nothing the server holds is shared with what it stored.
 *
 * @example
 * ```ts
 * const hall = createMatchHall({ store: createMemoryStore() });
 * ```
 */
export function createMemoryStore(): MatchStore {
  const matches = new Map<string, LoadedMatch>();
  const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
  const get = (id: string): LoadedMatch => {
    const match = matches.get(id);
    if (match === undefined) throw new Error(`no match ${id} in the store`);
    return match;
  };
  return {
    createMatch(match) {
      if (matches.has(match.id)) throw new Error(`match ${match.id} exists`);
      matches.set(match.id, copy({ ...match, actions: [] }));
    },
    updateSeat(id, seat: StoredSeat) {
      const match = get(id);
      matches.set(id, {
        ...match,
        seats: match.seats.map((s) => (s.seat === seat.seat ? copy(seat) : s)),
      });
    },
    appendAction(id, action: StoredAction, head: StoredHead) {
      const match = get(id);
      if (action.index !== match.head.actions) {
        throw new Error(`match ${id}: action ${action.index} after ${match.head.actions}`);
      }
      matches.set(id, { ...match, head: copy(head), actions: [...match.actions, copy(action)] });
    },
    loadMatch(id) {
      const match = matches.get(id);
      return match === undefined ? undefined : copy(match);
    },
    unfinishedMatches() {
      return [...matches.values()]
        .filter((m) => m.head.status !== 'finished')
        .sort((a, b) => a.createdAt - b.createdAt)
        .map((m) => m.id);
    },
    close() {
      matches.clear();
    },
  };
}
