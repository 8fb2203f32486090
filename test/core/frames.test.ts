import { describe, expect, it } from 'vitest';
import {
  EVENT_SIZE,
  F_EVENTS,
  FRAME_2026,
  FRAME_SMALL,
  MAX_DICE,
  Plies,
} from '../../src/core/_internals/frames.js';
import { RULESET_CORES } from '../../src/core/_internals/rulesets.js';
import { MAX_PLAYERS } from '../../src/rules/index.js';

// Each ruleset's frame of undo (one ply's action, dice and events) must hold its largest action.
// The most events a 2025-01 or 2024-12 action makes: a shot's result, an orbit entry, a point
// spent, a planet destroyed, every other player out, the turn limit. 2026-06's Fire can make
// dozens (explosions, captured Treasuries); its 512 fits the differential games' largest.

const SMALL_MOST_EVENTS = 1 + 3 + 1 + MAX_PLAYERS + 1;

describe('frames of undo', () => {
  it('gives 2025-01 and 2024-12 the small frame, 2026-06 the large one', () => {
    expect(RULESET_CORES['2025-01']!.frameSize).toBe(FRAME_SMALL);
    expect(RULESET_CORES['2024-12']!.frameSize).toBe(FRAME_SMALL);
    expect(RULESET_CORES['2026-06']!.frameSize).toBe(FRAME_2026);
  });

  it('holds the most events of a 2025-01 or 2024-12 action, and refuses one more than it holds', () => {
    const plies = new Plies(FRAME_SMALL);
    expect(plies.maxEvents).toBeGreaterThanOrEqual(SMALL_MOST_EVENTS);
    expect(F_EVENTS + 1 + plies.maxEvents * EVENT_SIZE).toBeLessThanOrEqual(FRAME_SMALL);
    // Two plies: the second's events must not reach into the first's frame, nor past its own.
    const first = plies.push(0, 1, 2);
    const f = plies.push(0, 3, 4);
    expect(f - first).toBe(FRAME_SMALL);
    for (let i = 0; i < plies.maxEvents; i++) plies.event(f, 7, i);
    expect(() => plies.event(f, 7)).toThrow(/too many events/);
    expect(plies.frames[first + F_EVENTS]).toBe(0);
  });

  it('keeps frames apart when the stacks grow', () => {
    const plies = new Plies(FRAME_2026);
    for (let d = 0; d < 40; d++) {
      const f = plies.push(d, d, d);
      plies.event(f, 5, d);
    }
    expect(plies.frames.length).toBe(64 * FRAME_2026);
    for (let d = 0; d < 40; d++) expect(plies.frames[d * FRAME_2026 + F_EVENTS + 2]).toBe(d);
    expect(MAX_DICE).toBeGreaterThanOrEqual(22);
  });
});
