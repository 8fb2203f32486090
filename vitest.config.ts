import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // No test may depend on the machine's speed (a loaded 2-core machine runs several times
    // slower than an idle one): the limits are generous, and a test that needs long work sizes
    // it down and sets its own, larger limit. Hooks await what a test started (snippets,
    // workers, spawned processes), so they get as long.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    coverage: { provider: 'v8', include: ['src/**'], reporter: ['text-summary', 'html'] },
  },
});
