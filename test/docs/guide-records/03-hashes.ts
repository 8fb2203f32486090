// Mirrors a code block of docs/guide-records.md; test/docs/guides.test.ts checks that it still
// does and runs it. Lines outside the block: exports for the test.
import { readFileSync } from 'node:fs';
import { replay, stateHash } from '../../../src/index.js';

/** The hash of the state after each action of a record, in order. */
export function hashesOf(path: string): string[] {
  const hashes: string[] = [];
  replay(readFileSync(path, 'utf8'), {
    onStep: (_index, state) => {
      hashes.push(stateHash(state));
    },
  });
  return hashes;
}
