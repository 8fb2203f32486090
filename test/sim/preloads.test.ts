import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { bootSource, resolvePreloads, splitImports } from '../../src/sim/_internals/preloads.js';

// A worker loads what the calling thread loads: it is started from code that runs the parent's
// `--import` (and `--loader`) modules first, tsx through its API (test/sim/dist.test.ts plays a
// TypeScript bot on workers under `node --import tsx`).

const ROOT = new URL('../../', import.meta.url);

describe('splitImports', () => {
  it('takes --import and the loader options in both spellings, in order, and keeps the rest', () => {
    const argv = [
      '--import',
      'tsx',
      '--no-warnings',
      '--import=./setup.mjs',
      '--experimental-loader',
      './hooks.mjs',
      '--loader=other',
      '-C',
      'dev',
    ];

    const { imports, rest } = splitImports(argv);

    expect(imports).toEqual([
      { kind: 'import', specifier: 'tsx' },
      { kind: 'import', specifier: './setup.mjs' },
      { kind: 'loader', specifier: './hooks.mjs' },
      { kind: 'loader', specifier: 'other' },
    ]);
    expect(rest).toEqual(['--no-warnings', '-C', 'dev']);
  });
});

describe('resolvePreloads', () => {
  it('reads paths from the working directory and leaves package names to the worker', async () => {
    const preloads = await resolvePreloads(
      [
        { kind: 'import', specifier: './setup.mjs' },
        { kind: 'loader', specifier: 'some-hooks' },
      ],
      '/work/project',
    );

    expect(preloads).toEqual([
      {
        kind: 'import',
        specifier: 'file:///work/project/setup.mjs',
        parent: 'file:///work/project/noop.js',
      },
      { kind: 'loader', specifier: 'some-hooks', parent: 'file:///work/project/noop.js' },
    ]);
  });

  it("turns tsx, by name or by a file of its package, into tsx's API", async () => {
    const preloads = await resolvePreloads(
      [
        { kind: 'import', specifier: 'tsx' },
        { kind: 'import', specifier: './node_modules/tsx/dist/esm/index.mjs' },
        // As `npx tsx` starts Node, from anywhere: tsx need not be found from the directory.
        { kind: 'import', specifier: new URL('node_modules/tsx/dist/loader.mjs', ROOT).href },
      ],
      ROOT.pathname,
    );

    const api = new URL('node_modules/tsx/dist/esm/api/index.mjs', ROOT).href;
    expect(preloads).toEqual([
      { kind: 'tsx', api: 'tsx/esm/api' },
      { kind: 'tsx', api },
      { kind: 'tsx', api },
    ]);
  });
});

describe('bootSource', () => {
  it('runs the preloads, registering tsx once, then the worker module (here in TypeScript)', async () => {
    const count = 'globalThis.preloaded = (globalThis.preloaded ?? 0) + 1;';
    const marker = `data:text/javascript,${encodeURIComponent(count)}`;
    const tsx = {
      kind: 'tsx',
      api: new URL('node_modules/tsx/dist/esm/api/index.mjs', ROOT).href,
    } as const;
    const worker = new URL('./fixtures/preloaded.ts', import.meta.url).href;

    const source = bootSource(
      [{ kind: 'import', specifier: marker, parent: ROOT.href }, tsx, tsx],
      worker,
    );

    expect(source.split(tsx.api)).toHaveLength(2); // named once
    const thread = new Worker(source, { eval: true });
    try {
      const answer = await new Promise((resolve, reject) => {
        thread.once('message', resolve);
        thread.once('error', reject);
      });
      expect(answer).toEqual({ preloaded: 1 });
    } finally {
      await thread.terminate();
    }
  }, 30_000);
});
