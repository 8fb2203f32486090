import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The main entry stays importable in browsers: what it exports from src/sim (bot names, the
// Wilson interval) imports nothing from Node, and globetrotter/sim loads node:worker_threads
// only when workers start (a dynamic import), so it bundles for a browser with `workers: 0`.

const SRC = new URL('../../src/sim/', import.meta.url);
const DIST = new URL('../../dist/', import.meta.url);

/** A static import of a value (not `import type`) from a Node module. */
const STATIC_NODE_IMPORT =
  /^import\s+(?!type\b)[^;]*?from\s+['"](node:)?(worker_threads|fs|os|path|url|module|child_process)['"]/m;

const sources = readdirSync(SRC, { recursive: true, encoding: 'utf8' }).filter((f) =>
  f.endsWith('.ts'),
);

describe('browser safety of src/sim', () => {
  it.each(['bot-name.ts', 'wilson.ts'])('%s (exported from the main entry) uses no Node', (f) => {
    const text = readFileSync(new URL(f, SRC), 'utf8');
    expect(text).not.toMatch(/from ['"]node:/);
    expect(text).not.toMatch(/\b(process|Buffer|require)\b/);
  });

  it.each(sources.filter((f) => f !== '_internals/worker.ts'))(
    '%s imports no Node module statically',
    (f) => {
      expect(readFileSync(new URL(f, SRC), 'utf8')).not.toMatch(STATIC_NODE_IMPORT);
    },
  );
});

/** Every file a built ESM entry imports statically, itself included. */
function staticGraph(entry: string): Map<string, string> {
  const seen = new Map<string, string>();
  const visit = (file: string): void => {
    if (seen.has(file)) return;
    const text = readFileSync(new URL(file, DIST), 'utf8');
    seen.set(file, text);
    for (const m of text.matchAll(/^(?:import|export)\s[^;]*?from\s+'\.\/([^']+)'/gm)) {
      visit(m[1]!);
    }
    for (const m of text.matchAll(/^import\s+'\.\/([^']+)'/gm)) visit(m[1]!);
  };
  visit(entry);
  return seen;
}

describe.skipIf(!existsSync(new URL('index.js', DIST)))('browser safety of the build', () => {
  it('dist/index.js and its chunks never mention worker threads', () => {
    for (const [file, text] of staticGraph('index.js')) {
      expect(text, file).not.toMatch(/worker_threads|import\.meta/);
    }
  });

  it('dist/sim.js imports worker threads only dynamically, by a specifier bundlers cannot see', () => {
    for (const [file, text] of staticGraph('sim.js')) {
      expect(text, file).not.toMatch(STATIC_NODE_IMPORT);
    }
    const all = [...staticGraph('sim.js').values()].join('\n');
    // esbuild resolves every string literal given to import(), comments or not.
    expect(all).not.toMatch(/import\(\s*(\/\*[^*]*\*\/\s*)*['"]/);
    expect(all).toMatch(
      /import\(\s*\/\* webpackIgnore: true \*\/\s*\/\* @vite-ignore \*\/\s*specifier\s*\)/,
    );
    expect(all).toContain('"node:worker_threads"');
  });
});
