import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// Packaging (docs/server.md, "Installing"): the server is a separate entry with optional peer
// dependencies, so installing and importing the root package pulls in neither ws nor
// better-sqlite3. The bundle checks need a build (`npm run build`) and skip without one.

const ROOT = new URL('../../', import.meta.url).pathname;
const built = existsSync(`${ROOT}dist/server.js`) && existsSync(`${ROOT}dist/client.js`);
const SERVER_ONLY = /\b(ws|better-sqlite3)\b/;

/** Every module specifier `file` imports, statically or dynamically, or requires. */
function imports(file: string): string[] {
  const text = readFileSync(`${ROOT}dist/${file}`, 'utf8');
  const found = text.matchAll(/(?:from|import\(|require\w*\()\s*['"]([^'"]+)['"]/g);
  return [...found].map((m) => m[1]!);
}

/** `file` and every dist file it reaches through relative imports. */
function reach(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const spec of imports(file)) if (spec.startsWith('./')) reach(spec.slice(2), seen);
  return seen;
}

describe('packaging of the server', () => {
  const pkg = JSON.parse(readFileSync(`${ROOT}package.json`, 'utf8'));

  it('needs ws and better-sqlite3 only as optional peer dependencies', () => {
    for (const name of ['ws', 'better-sqlite3']) {
      expect(pkg.dependencies[name]).toBeUndefined();
      expect(pkg.peerDependencies[name]).toEqual(expect.any(String));
      expect(pkg.peerDependenciesMeta[name]).toEqual({ optional: true });
    }
    expect(Object.keys(pkg.exports)).toEqual(expect.arrayContaining(['./server', './client']));
  });

  it.skipIf(!built)('the root bundles never reference ws or better-sqlite3', () => {
    for (const entry of ['index.js', 'index.cjs']) {
      for (const file of reach(entry)) {
        const external = imports(file).filter((s) => !s.startsWith('./'));
        expect(
          external.filter((s) => SERVER_ONLY.test(s)),
          file,
        ).toEqual([]);
      }
    }
  });

  it.skipIf(!built)('the client bundle imports nothing', () => {
    expect(imports('client.js')).toEqual([]);
  });

  it.skipIf(!built)('the server bundle loads ws and better-sqlite3 from outside', () => {
    expect(imports('server.js')).toContain('ws');
    expect(imports('server.js')).toContain('better-sqlite3');
  });
});
