import { describe, expect, it } from 'vitest';
import { deepFreeze, freezeShared } from '../../src/rules/_internals/freeze.js';

// freezeShared is generic: it knows no field of a state, so fields added by a ruleset are
// frozen and shared without a change to it.

/** Every object and array reachable from `value` that is not frozen, by path. */
function unfrozen(value: unknown, path = 'value'): string[] {
  if (value === null || typeof value !== 'object') return [];
  const here = Object.isFrozen(value) ? [] : [path];
  return here.concat(Object.entries(value).flatMap(([k, v]) => unfrozen(v, `${path}.${k}`)));
}

describe('freezeShared', () => {
  it('returns the base’s own objects where the next value equals them, and freezes the rest', () => {
    // Arrange: a frozen base with fields no state has; `next` a fresh copy with one change.
    const base = deepFreeze({
      a: { points: 2, tags: ['x', 'y'] },
      b: [{ orbit: [1, 2, 3] }, { orbit: [4] }],
      c: 1,
    });
    const next = {
      a: { points: 2, tags: ['x', 'y'] },
      b: [{ orbit: [1, 2, 3] }, { orbit: [4, 5] }],
      c: 1,
    };

    // Act
    const out = freezeShared(next, base);

    // Assert
    expect(out).toEqual(next);
    expect(unfrozen(out)).toEqual([]);
    expect(out.a).toBe(base.a);
    expect(out.b).not.toBe(base.b);
    expect(out.b[0]).toBe(base.b[0]);
    expect(out.b[1]).not.toBe(base.b[1]);
  });

  it('returns the base itself when nothing changed', () => {
    const base = deepFreeze({ a: [1, null, 3], b: { c: 'd' } });

    expect(freezeShared({ a: [1, null, 3], b: { c: 'd' } }, base)).toBe(base);
  });

  it('never writes to an object of the base, even one the next value holds elsewhere', () => {
    // Arrange: unfrozen base; `next` holds base.x at another place, beside an object equal to
    // base.y.z, and a copy of base.y whose part equals base.y.z.
    const base = { x: { z: { k: 1 } }, y: { z: { k: 1 } } };
    const x = base.x;
    const xz = base.x.z;
    const next = { x: base.y, y: { z: { k: 1 } } };

    // Act
    const out = freezeShared(next as typeof base, base);

    // Assert: values equal, every object frozen, base's objects still in their places.
    expect(out).toEqual({ x: { z: { k: 1 } }, y: { z: { k: 1 } } });
    expect(unfrozen(out)).toEqual([]);
    expect(base.x).toBe(x);
    expect(base.x.z).toBe(xz);
    expect(out.y).toBe(base.y);
  });

  it('freezes a new field and new array lengths', () => {
    const base = deepFreeze({ list: [1, 2], obj: { a: 1 } as Record<string, unknown> });
    const next = { list: [1, 2, 3], obj: { a: 1, added: { deep: [true] } } };

    const out = freezeShared(next, base);

    expect(out).toEqual(next);
    expect(unfrozen(out)).toEqual([]);
    expect(out.list).not.toBe(base.list);
    expect(out.obj).not.toBe(base.obj);
  });

  it('does not take an object with an extra key for equal', () => {
    const base = deepFreeze({ o: { a: 1, b: 2 } as Record<string, number> });

    const out = freezeShared({ o: { a: 1 } }, base);

    expect(out.o).not.toBe(base.o);
    expect(out.o).toEqual({ a: 1 });
  });
});
