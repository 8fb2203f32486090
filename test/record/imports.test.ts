import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { describe, expect, it } from 'vitest';

// The library runs in browsers: every file the main entry (src/index.ts) reaches through its
// imports (board, rules, records, bots, rendering, the bot names and Wilson interval of sim)
// imports no Node module and uses no Node global. Only src/cli and the worker side of src/sim
// use Node, and the main entry reaches neither.

const SRC = new URL('../../src/', import.meta.url);

/** The packages the browser code may import; everything else is ours (relative) or refused. */
const PACKAGES = ['immer', 'seedrandom'];

const NODE_MODULES = new Set(builtinModules.flatMap((m) => [m, `node:${m}`]));

/** The code without its comments, which may well say "process". */
function code(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

/** The modules a file imports or re-exports, statically or with `import()`. */
function specifiers(text: string): string[] {
  const found = [
    ...text.matchAll(/^\s*(?:import|export)\s[^;]*?\sfrom\s+['"]([^'"]+)['"]/gm),
    ...text.matchAll(/^\s*import\s+['"]([^'"]+)['"]/gm),
    ...text.matchAll(/\bimport\(\s*(?:\/\*[\s\S]*?\*\/\s*)*['"]([^'"]+)['"]\s*\)/g),
  ];
  return found.map((m) => m[1]!);
}

/** Every file of src/ that `entry` reaches through relative imports, itself included, with its code. */
function reachable(entry: string): Map<string, string> {
  const seen = new Map<string, string>();
  const visit = (file: string): void => {
    if (seen.has(file)) return;
    const text = code(readFileSync(new URL(file, SRC), 'utf8'));
    seen.set(file, text);
    for (const spec of specifiers(text)) {
      if (!spec.startsWith('.')) continue;
      const url = new URL(spec.replace(/\.js$/, '.ts'), new URL(file, SRC));
      visit(url.href.slice(SRC.href.length));
    }
  };
  visit(entry);
  return seen;
}

const browser = reachable('index.ts');

describe('browser safety of the main entry', () => {
  it('reaches every folder the browser uses, rules/ and board/ included', () => {
    const folders = new Set([...browser.keys()].map((f) => f.split('/')[0]));
    for (const folder of ['board', 'rules', 'record', 'bots', 'render', 'sim']) {
      expect(folders, folder).toContain(folder);
    }
    expect(folders).not.toContain('cli');
    expect(browser.size).toBeGreaterThan(40);
  });

  it.each([...browser.keys()].sort())(
    '%s imports no Node module and no unknown package',
    (file) => {
      const imported = specifiers(browser.get(file)!).filter((s) => !s.startsWith('.'));
      for (const spec of imported) {
        expect(NODE_MODULES.has(spec), spec).toBe(false);
        expect(PACKAGES, spec).toContain(spec);
      }
    },
  );

  it.each([...browser.keys()].sort())('%s uses no Node global', (file) => {
    expect(browser.get(file)).not.toMatch(
      /\b(process|Buffer|require|__dirname|__filename|global)\b/,
    );
  });
});
