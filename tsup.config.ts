import { defineConfig } from 'tsup';

const library = defineConfig({
  entry: {
    index: 'src/index.ts',
    cli: 'src/cli/main.ts',
    // Tournaments: a separate entry (globetrotter/sim) and the worker it starts, which it finds
    // next to itself in dist/.
    sim: 'src/sim/index.ts',
    'sim-worker': 'src/sim/_internals/worker.ts',
    // The match server (globetrotter/server): its own entry, so that ws and better-sqlite3
    // (optional peer dependencies, left external) are loaded only by those who use it.
    server: 'src/server/index.ts',
    // Its browser client (globetrotter/client): fetch and WebSocket only.
    client: 'src/client/index.ts',
    // The fast simulation core (globetrotter/core): typed arrays, make and unmake, perft.
    core: 'src/core/index.ts',
  },
  format: ['esm', 'cjs'],
  // Only the library has types; the CLI and the worker are executables, not imports.
  dts: {
    entry: {
      index: 'src/index.ts',
      sim: 'src/sim/index.ts',
      server: 'src/server/index.ts',
      client: 'src/client/index.ts',
      core: 'src/core/index.ts',
    },
  },
  // No source maps in the package: the bundles are not minified, so stack traces already point at
  // readable code, and maps with the sources inlined were three quarters of the tarball (issue 15).
  sourcemap: false,
  clean: true,
  target: 'node20',
  treeshake: true,
  // import.meta.url in the CommonJS bundles (the worker is found relative to it).
  shims: true,
  // tsup rewrites `node:fs` to `fs` by default (for Node < 14.18). Node 20 needs no such thing,
  // and a bare `worker_threads` looks like a package to a browser bundler.
  removeNodeProtocol: false,
});

/**
 * The engine alone, in one file with its dependencies inside, for the Python package to carry
 * (python/globetrotter/_engine/, not in the npm package): `pip install` of the package on a
 * node that has Node 20 is then enough to run games there (docs/guide-python.md).
 */
const standaloneEngine = defineConfig({
  entry: { 'globetrotter-engine': 'src/cli/main.ts' },
  format: ['esm'],
  outDir: 'python/globetrotter/_engine',
  outExtension: () => ({ js: '.mjs' }),
  // The runtime dependencies inside; the match server's (ws, better-sqlite3) stay outside: only
  // `serve`, which the Python package never runs, loads them.
  noExternal: ['immer', 'seedrandom'],
  external: ['ws', 'better-sqlite3'],
  sourcemap: false,
  clean: true,
  target: 'node20',
  treeshake: true,
  removeNodeProtocol: false,
});

export default [library, standaloneEngine];
