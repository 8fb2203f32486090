import { describe, expect, it } from 'vitest';
import { CoreGame } from '../../src/core/index.js';
import { encodeAction, type GameState, parseRecord, replay, stateHash } from '../../src/index.js';
import { fixture, fixtures } from '../record/_helpers/fixtures.js';

// Every golden record (test/fixtures/records/golden) played through the core: the actions and
// dice of the record, made by id, reach the record's pinned final hash (test/record/golden.test.ts
// pins the same hashes), in every ruleset (2025-01, 2024-12 and 2026-06).

/** The record's start, and each action with its dice and the state it was taken in. */
function steps(text: string): {
  start: GameState;
  plies: { before: GameState; dice: number[]; after: GameState }[];
} {
  const start = replay(text, { to: 0 }).state!;
  const plies: { before: GameState; dice: number[]; after: GameState }[] = [];
  let before = start;
  replay(text, {
    onStep: (_, state) => {
      plies.push({ before, dice: state.last!.dice.map((d) => d.value), after: state });
      before = state;
    },
  });
  return { start, plies };
}

const files = fixtures('golden');

describe('golden records through the core', () => {
  it.each(files)('%s reaches its pinned hash', (file) => {
    // Arrange
    const text = fixture(`golden/${file}`);
    const read = parseRecord(text);
    const { start, plies } = steps(text);
    const core = CoreGame.fromState(start);

    // Act
    for (const { before, dice, after } of plies) {
      core.make(encodeAction(before, after.last!.action), dice);
    }

    // Assert
    expect(read.ok).toBe(true);
    expect(plies.length).toBeGreaterThan(0);
    expect(stateHash(core.toState())).toBe(read.ok ? read.record.finalHash : 'unread');
    expect(core.isTerminal()).toBe(true);
  });
});
