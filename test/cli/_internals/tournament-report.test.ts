import { describe, expect, it } from 'vitest';
import { entryLabels } from '../../../src/cli/_internals/tournament-report.js';

// The tournament's report (src/cli/_internals/tournament-report.ts); whole reports are checked
// through the command in test/cli/tournament.test.ts.

describe('the tournament report', () => {
  it('labels entries by name, numbering a bot entered more than once', () => {
    expect(entryLabels(['random', 'greedy'])).toEqual(['random', 'greedy']);
    expect(entryLabels(['random', 'greedy', 'random'])).toEqual(['random#1', 'greedy', 'random#2']);
  });
});
