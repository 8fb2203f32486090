import { describe, expect, it } from 'vitest';
import { T } from '../../../src/core/_internals/layout.js';
import { openState } from '../../../src/core/_internals/open.js';
import { familyIds2024, legalIds2024 } from '../../../src/core/2024-12/legal.js';
import { ACTION_TYPES } from '../../../src/index.js';
import { boxedIn, steeredPosition } from '../_helpers/differential-2024-12.js';

describe('familyIds2024 (2024-12 core)', () => {
  it('lists each action type as the full listing does, the pass families filtered from its one pass', () => {
    const seen = new Array<number>(ACTION_TYPES.length).fill(0);
    for (const state of [
      boxedIn('family-boxed'),
      steeredPosition('family-a', { players: 3, planets: 2 }, 40),
      steeredPosition('family-b', { players: 2 }, 160),
      steeredPosition('family-c', { players: 4 }, 220),
    ]) {
      // Arrange
      const { ctx } = openState(state);
      const all = new Int32Array(ctx.layout.total);
      const listed = Array.from(all.subarray(0, legalIds2024(ctx, all)));
      const out = new Int32Array(ctx.layout.total);

      for (let type = 0; type < ACTION_TYPES.length; type++) {
        // Act
        const n = familyIds2024(ctx, type, out);

        // Assert
        const expected = listed.filter((id) => ctx.layout.typeOf[id] === type);
        expect(Array.from(out.subarray(0, n)), ACTION_TYPES[type]).toEqual(expected);
        seen[type]! += n;
      }
    }
    // The pass's three families were listed somewhere.
    expect([seen[T.move], seen[T.fortify], seen[T.shoot]].every((n) => n! > 0)).toBe(true);
  });
});
