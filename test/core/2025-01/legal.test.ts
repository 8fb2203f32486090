import { describe, expect, it } from 'vitest';
import { coreContext } from '../../../src/core/_internals/access.js';
import { T } from '../../../src/core/2025-01/layout.js';
import { familyIds } from '../../../src/core/2025-01/legal.js';
import { CoreGame } from '../../../src/core/index.js';
import { createGame, createRng } from '../../../src/index.js';

const FAMILIES = [T.move, T.fortify, T.shoot] as const;

describe('2025-01 familyIds', () => {
  it("lists each Rover family's ids exactly as legalIds does, and checks each with isLegal", () => {
    // Arrange: seeded games on 2 planets, 3 seats, played to their end or 250 actions.
    const rng = createRng('family-ids-2025');
    const core = CoreGame.fromState(createGame({ players: 3, planets: 2 }, rng));
    const all = new Int32Array(core.maxLegalIds);
    const family = new Int32Array(core.maxLegalIds);
    const ctx = coreContext(core);
    const mismatches: string[] = [];
    const counts = [0, 0, 0];

    // Act
    for (let k = 0; k < 250 && !core.isTerminal(); k++) {
      const n = core.legalIds(all);
      const listed = Array.from(all.subarray(0, n));
      FAMILIES.forEach((type, i) => {
        const first = ctx.layout.offset[type]!;
        const end = first + ctx.layout.size[type]!;
        const wanted = listed.filter((id) => id >= first && id < end);
        const got = Array.from(family.subarray(0, familyIds(ctx, type, family)));
        counts[i]! += got.length;
        if (JSON.stringify(got) !== JSON.stringify(wanted))
          mismatches.push(`action ${k}, type ${type}: ${got.join(',')} / ${wanted.join(',')}`);
        if (!got.every((id) => core.isLegal(id))) mismatches.push(`action ${k}: not isLegal`);
      });
      core.make(all[(k * 7919) % n]!, rng);
    }

    // Assert: every family met many times, never a difference.
    expect(mismatches).toEqual([]);
    expect(counts.every((c) => c > 50)).toBe(true);
  });
});
