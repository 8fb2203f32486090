import { configDefaults, defineConfig, mergeConfig } from 'vitest/config';
import base from './vitest.config.js';

// `npm run test:quick`: the unit tests a change to the rules, records, bots or CLI is checked
// with while developing, in about a minute. Left out, for `npm test` (which builds first and
// runs everything): the built package and its bundle, worker threads and spawned processes, the
// long random-play and property suites, the brute-force listings, the examples and the docs.
export default mergeConfig(
  base,
  defineConfig({
    test: {
      exclude: [
        ...configDefaults.exclude,
        'test/sim/**',
        'test/examples/**',
        'test/docs/**',
        'test/scripts/**',
        'test/cli/spawn.test.ts',
        'test/cli/limits.test.ts',
        'test/cli/tournament.test.ts',
        'test/engine/serve.test.ts',
        'test/rules/simulation.test.ts',
        'test/rules/properties.test.ts',
        'test/rules/**/legal-brute.test.ts',
        'test/record/fuzz.test.ts',
        'test/bots/play-*.test.ts',
        'test/bots/mcts.test.ts',
      ],
    },
  }),
);
