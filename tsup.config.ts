import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    cli: 'src/cli/main.ts',
    // Tournaments: a separate entry (globetrotter/sim) and the worker it starts, which it finds
    // next to itself in dist/.
    sim: 'src/sim/index.ts',
    'sim-worker': 'src/sim/_internals/worker.ts',
    // The fast simulation core (globetrotter/core): typed arrays, make and unmake, perft.
    core: 'src/core/index.ts',
  },
  format: ['esm', 'cjs'],
  // Only the library has types; the CLI and the worker are executables, not imports.
  dts: { entry: { index: 'src/index.ts', sim: 'src/sim/index.ts', core: 'src/core/index.ts' } },
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
