import { existsSync } from 'node:fs';
import { createContext, runInContext } from 'node:vm';
import { build, type Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { simulate } from '../../src/sim/simulate.js';

// Both entries of the built package, bundled for a browser by esbuild (the bundler Vite uses for
// dependencies too) through the package's exports, as a user's app would import them; then
// globetrotter/sim's bundle runs a tournament with `workers: 0` where Node's modules are not.
// Skipped when there is no build (`npm run build`; `npm run check` builds first).

const ROOT = new URL('../../', import.meta.url).pathname;
const built = existsSync(`${ROOT}dist/index.js`) && existsSync(`${ROOT}dist/sim.js`);

/** An `import` or `require` of a Node module by a string literal, `node:` or not. */
const NODE_IMPORT =
  /(from\s*|import\s*\(\s*(\/\*[^*]*\*\/\s*)*|require\s*\(\s*)['"](node:|(worker_threads|fs|os|path|url|module|child_process)['"])/;

async function bundle(entry: string, format: 'esm' | 'iife') {
  return build({
    stdin: { contents: `export * from '${entry}';`, resolveDir: ROOT, sourcefile: 'app.js' },
    bundle: true,
    platform: 'browser',
    format,
    ...(format === 'iife' ? { globalName: 'globetrotterSim' } : {}),
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
}

/** Imports the bundle leaves to the page: none, once everything is bundled. */
function externals(metafile: Metafile): string[] {
  return Object.values(metafile.outputs).flatMap((o) => o.imports.map((i) => i.path));
}

/** A context with a browser's globals and none of Node's (no process, require, Buffer). */
function browserLike() {
  return createContext({
    console,
    performance,
    setTimeout,
    clearTimeout,
    queueMicrotask,
    TextEncoder,
    TextDecoder,
    URL,
    crypto: globalThis.crypto,
  });
}

interface SimGlobal {
  simulate: typeof simulate;
}

const OPTIONS = { bots: ['random', 'greedy'], games: 2, seed: 'browser', turnLimit: 10 } as const;

describe.skipIf(!built)('the build, bundled for a browser by esbuild', () => {
  it.each(['globetrotter', 'globetrotter/sim'])(
    '%s bundles with no error and no import of Node',
    async (entry) => {
      // Act
      const result = await bundle(entry, 'esm');

      // Assert
      expect(result.errors).toEqual([]);
      expect(externals(result.metafile)).toEqual([]);
      const code = result.outputFiles[0]!.text;
      expect(code).toContain(
        entry === 'globetrotter' ? 'function createGame' : 'function simulate',
      );
      expect(code).not.toMatch(NODE_IMPORT);
    },
    60_000,
  );

  it('globetrotter/sim plays a tournament with workers: 0 where Node is not', async () => {
    // Arrange
    const { outputFiles, errors } = await bundle('globetrotter/sim', 'iife');
    expect(errors).toEqual([]);
    const context = browserLike();
    runInContext(outputFiles[0]!.text, context);
    const sim = (context as { globetrotterSim: SimGlobal }).globetrotterSim;

    // Act
    const there = await sim.simulate({ ...OPTIONS, workers: 0 });

    // Assert: the same games as from source, in Node.
    const here = await simulate({ ...OPTIONS, workers: 0 });
    expect(there.games.map((g) => g.finalHash)).toEqual(here.games.map((g) => g.finalHash));
    await expect(sim.simulate({ ...OPTIONS, workers: 1 })).rejects.toMatchObject({
      name: 'SimulationError',
      code: 'WORKER_ERROR',
      message: expect.stringContaining('workers: 0'),
    });
  }, 60_000);
});
