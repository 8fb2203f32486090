import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The library runs in browsers: records, notation, hashing, text rendering and the random bot
// import no Node module (only src/cli does).

const SRC = new URL('../../src/', import.meta.url);

function sources(dir: string): string[] {
  return readdirSync(new URL(dir, SRC), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts'))
    .map((f) => `${dir}${f}`);
}

describe('browser safety', () => {
  it.each([...sources('record/'), 'render/text.ts', 'bots/random.ts', 'bots/types.ts'])(
    '%s imports no node: module',
    (file) => {
      const text = readFileSync(new URL(file, SRC), 'utf8');
      expect(text).not.toMatch(/from ['"]node:/);
      expect(text).not.toMatch(/\b(process|Buffer|require)\b/);
    },
  );
});
