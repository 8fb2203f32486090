// Mirrors a code block of docs/guide-records.md; test/docs/guides.test.ts checks that it still
// does and runs it. Lines outside the block: exports for the test.
import { readFileSync } from 'node:fs';
import { replay, stateHash } from '../../../src/index.js';

/** Checks one record file; prints and returns whether it is legal. */
export function checkRecordFile(path: string): boolean {
  const result = replay(readFileSync(path, 'utf8'));
  if (result.ok) {
    console.log(`${path}: legal, final hash ${stateHash(result.state)}`);
    return true;
  }
  const { index, action, code, rule, message } = result.error;
  const where = index === null ? 'the record' : `action ${index} (${action})`;
  console.log(`${path}: ${where}: ${code} [${rule}] ${message}`);
  // result.state is the position before the fault (null when the roll-off itself failed).
  return false;
}
