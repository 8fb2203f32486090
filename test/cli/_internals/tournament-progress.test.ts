import { describe, expect, it } from 'vitest';
import { progressLine, progressLogLine } from '../../../src/cli/_internals/tournament-progress.js';

// The tournament's progress lines (src/cli/_internals/tournament-progress.ts); when they are
// written is checked through the command in test/cli/tournament.test.ts.

describe('tournament progress', () => {
  it('formats a progress line for a log', () => {
    expect(progressLogLine(40, 100, 20_000)).toBe(
      'tournament: 40/100 games (40%), 2.0 games/s, 0:30 left\n',
    );
    expect(progressLogLine(100, 100, 50_000)).toBe(
      'tournament: 100/100 games (100%), 2.0 games/s, done\n',
    );
  });

  it('formats progress', () => {
    expect(progressLine(0, 10, 0)).toBe(
      '[........................] 0/10 games  0.00 games/s  ETA ?',
    );
    expect(progressLine(1, 60, 26_000)).toMatch(/\] 1\/60 games {2}0\.04 games\/s {2}ETA 25:34$/);
    expect(progressLine(5, 10, 2000)).toBe(
      '[############............] 5/10 games  2.5 games/s  ETA 0:02',
    );
    expect(progressLine(1, 7201, 1000)).toMatch(/ETA 2:00:00$/);
  });
});
