/**
 * What tests start and may not finish: snippets that await, tournaments on worker threads. Each
 * test's promises are kept, and `settle`, called from `afterEach`, waits for them all, so that
 * nothing a test started outlives it (its output, its workers), even when it failed or timed out.
 */
export interface Pending {
  /** Keeps `promise` until the next `settle`, and returns it. */
  track<T>(promise: Promise<T>): Promise<T>;
  /** Waits for every promise kept since the last call, fulfilled or rejected. */
  settle(): Promise<void>;
}

export function pending(): Pending {
  let kept: Promise<unknown>[] = [];
  return {
    track(promise) {
      kept.push(promise);
      return promise;
    },
    async settle() {
      const all = kept;
      kept = [];
      await Promise.allSettled(all);
    },
  };
}
