import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// The import graph of src/: every relative import (`import`, `import type`, `export … from`,
// a literal `import('…')`) of every src/**/*.ts, read by the TypeScript scanner so that an
// import-shaped line inside a string is not taken for one.

const ROOT = resolve(import.meta.dirname, '../..');
const SRC = join(ROOT, 'src');
/** A ruleset's own folder: src/rules/<yyyy-mm>/. */
const RULESET_FOLDER = /^src\/rules\/(\d{4}-\d{2})\//;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** `src/a/b.ts` style: relative to the repository, with forward slashes. */
function name(path: string): string {
  return relative(ROOT, path).split(sep).join('/');
}

/**
 * The repository files each file under `dirs` imports by a relative specifier (`./x.js` is
 * `x.ts`).
 */
function importGraph(dirs: readonly string[] = [SRC]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of dirs.flatMap(sourceFiles)) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles
      .map((f) => f.fileName)
      .filter((spec) => spec.startsWith('.'))
      .map((spec) => name(resolve(dirname(file), spec.replace(/\.js$/, '.ts'))));
    graph.set(name(file), [...new Set(targets)]);
  }
  return graph;
}

/** The import cycles: Tarjan's strongly connected components of more than one file, or a file importing itself. */
function cycles(graph: Map<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (file: string): void => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!graph.has(next)) continue;
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(file, Math.min(low.get(file)!, index.get(next)!));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let top: string;
    do {
      top = stack.pop()!;
      onStack.delete(top);
      component.push(top);
    } while (top !== file);
    if (component.length > 1 || graph.get(file)!.includes(file)) found.push(component.sort());
  };
  for (const file of [...graph.keys()].sort()) if (!index.has(file)) visit(file);
  return found;
}

/** Imports from one ruleset's folder into another's, as `from -> to`. */
function crossings(graph: Map<string, readonly string[]>): string[] {
  return [...graph].flatMap(([file, targets]) => {
    const own = RULESET_FOLDER.exec(file)?.[1];
    if (own === undefined) return [];
    return targets
      .filter((t) => {
        const other = RULESET_FOLDER.exec(t)?.[1];
        return other !== undefined && other !== own;
      })
      .map((t) => `${file} -> ${t}`);
  });
}

describe('the import graph of src/', () => {
  const graph = importGraph();

  it('reads every source file and resolves every relative import to one', () => {
    expect(graph.size).toBeGreaterThan(100);
    const unresolved = [...graph].flatMap(([file, targets]) =>
      targets.filter((t) => t.endsWith('.ts') && !graph.has(t)).map((t) => `${file} -> ${t}`),
    );
    expect(unresolved).toEqual([]);
  });

  it('has no import cycle', () => {
    expect(cycles(graph)).toEqual([]);
  });

  it('finds a cycle when there is one (the check itself)', () => {
    const looped = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['a.ts']],
    ]);
    expect(cycles(looped)).toEqual([['a.ts', 'b.ts', 'c.ts']]);
    expect(cycles(new Map([['a.ts', ['a.ts']]]))).toEqual([['a.ts']]);
  });

  it('keeps each ruleset folder from importing another ruleset folder', () => {
    expect(crossings(graph)).toEqual([]);
  });

  it('finds a ruleset folder importing another (the check itself)', () => {
    const crossed = new Map([
      ['src/rules/2026-06/shoot.ts', ['src/rules/2025-01/shoot.ts', 'src/rules/turn.ts']],
      ['src/rules/2025-01/shoot.ts', ['src/rules/_internals/shots.ts']],
      ['src/rules/action-table.ts', ['src/rules/2025-01/shoot.ts']],
    ]);
    expect(crossings(crossed)).toEqual([
      'src/rules/2026-06/shoot.ts -> src/rules/2025-01/shoot.ts',
    ]);
  });

  it('has no import cycle in bench/ and scripts/ either', () => {
    const tools = importGraph([join(ROOT, 'bench'), join(ROOT, 'scripts')]);
    expect(tools.size).toBeGreaterThan(20);
    expect(cycles(tools)).toEqual([]);
  });

  it('has a folder for each ruleset, 2025-01 included', () => {
    const folders = new Set([...graph.keys()].flatMap((f) => RULESET_FOLDER.exec(f)?.[1] ?? []));
    expect([...folders].sort()).toEqual(['2024-12', '2025-01', '2026-06']);
  });
});
