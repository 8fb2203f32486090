import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// Issue 29, items 2 and 17: `npm pack` builds first (a fresh clone has no dist/), `npm test`
// runs the whole suite from a fresh clone (the dist and bundle tests need the build), a quick
// subset exists for development, and CI packs the tarball and uses it (scripts/pack-check.sh).

const ROOT = new URL('../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, ROOT), 'utf8');
const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;

describe('package.json scripts and CI', () => {
  it('npm pack builds dist/ first (prepack)', () => {
    expect(scripts.prepack).toBe('npm run build');
  });

  it('npm test builds, then runs every test; CI passes its reporters through', () => {
    expect(scripts.test).toMatch(/^npm run build && vitest run$/);
    // `.ci/run` appends its reporters to `npm test --`: they reach vitest, the last command.
    expect(read('.ci/run')).toContain('npm test -- --reporter=default --reporter=json');
  });

  it('npm run test:quick runs the unit tests, not the build, spawn, worker and docs tests', async () => {
    expect(scripts['test:quick']).toBe('vitest run --config vitest.quick.config.ts');
    const quick = (await import('../../vitest.quick.config.js')).default;
    const excluded: readonly string[] = quick.test?.exclude ?? [];
    for (const slow of [
      'test/sim/**',
      'test/cli/spawn.test.ts',
      'test/examples/**',
      'test/docs/**',
    ]) {
      expect(excluded).toContain(slow);
    }
    // The rules' own tests stay in.
    expect(excluded.some((glob) => glob === 'test/rules/**')).toBe(false);
  });

  it('CI runs the pack check, and the README documents both test commands', () => {
    expect(read('.ci/run')).toContain('bash scripts/pack-check.sh');
    const readme = read('README.md');
    expect(readme).toContain('npm run test:quick');
    expect(readme).toMatch(/`npm test` +\| builds `dist\/`, then runs the whole suite/);
  });
});
