// How the default `applyAction` makes its deep-frozen result (see docs/performance.md): the
// recipe runs on the eager working copy (working-copy.ts), and `freezeShared` then walks the
// result beside the input. Wherever a part of the result equals the input's part at the same
// place (the same keys, equal primitives, equal parts), the input's own object is
// used; what is left is new and is frozen. A state made by the library is already deep-frozen,
// so only what the action created is frozen, as immer's autoFreeze would.
//
// The walk is generic: it knows nothing of the state's fields, so a field added to a type needs
// nothing here. It handles plain objects and arrays (a state is plain JSON); anything else is
// left as it is.
//
// Like immer, an object already frozen is taken to be deep-frozen, and the parts the result
// shares with an unfrozen input (a JSON-parsed state, say) are frozen with it: their values
// never change, but they can no longer be written. The caller's objects are never written to:
// an object of the result whose parts are replaced by the input's is always one the working
// copy or the recipe made (the working copy shares only the input's leaves, whose values are
// primitives, or parts at the same place, which `share` returns as they are), so it is written
// in place. Objects keep the shape their literal gave them: a spread copy would give the root a
// second hidden class, and every rule reading a state made here ran some 20% slower
// (docs/performance.md). Arrays are still copied before a write (elements kinds do not suffer).

/** Whether `value` is a plain object (not an array, a class instance, a Map...). */
function isPlainObject(value: object): boolean {
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** Freezes `value` and everything under it, stopping at what is already frozen. */
export function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  if (Array.isArray(value)) {
    for (const v of value) deepFreeze(v);
  } else if (isPlainObject(value)) {
    for (const k in value) deepFreeze((value as Record<string, unknown>)[k]);
  } else {
    return value;
  }
  return Object.freeze(value);
}

/**
 * The first index from `from` at which `next` and `old` differ or hold an object, or `-1`: the
 * long runs of equal primitives (a planet's Fortifications) are scanned in this tight loop.
 */
function firstDifference(next: readonly unknown[], old: readonly unknown[], from: number): number {
  for (let i = from; i < next.length; i++) {
    const v = next[i];
    if (v !== old[i] || (typeof v === 'object' && v !== null)) return i;
  }
  return -1;
}

function shareArray(next: unknown[], base: unknown): unknown {
  const old = Array.isArray(base) ? (base as unknown[]) : undefined;
  let same = old !== undefined && old.length === next.length;
  let out: unknown[] | undefined;
  let i = same ? firstDifference(next, old!, 0) : 0;
  for (; i >= 0 && i < next.length; i = same ? firstDifference(next, old!, i + 1) : i + 1) {
    const v = next[i];
    const b = old === undefined ? undefined : old[i];
    if (v === b && (typeof v !== 'object' || v === null || Object.isFrozen(v))) continue;
    const s = share(v, b);
    if (s !== b) same = false;
    if (s !== v) {
      out ??= [...next];
      out[i] = s;
    }
  }
  if (same) return Object.isFrozen(old) ? old : Object.freeze(old!);
  return Object.freeze(out ?? next);
}

// Fields are read by key (for…in and `old[k]`) rather than with Object.keys and Object.values
// of both objects: four lists an object made more garbage than the lookups cost (figures in
// docs/performance.md). `old[k]` may find an inherited property (`constructor`) where `old`
// has no such key; states are plain JSON, whose values are never functions, so that is never
// taken for equal.
function shareObject(next: Record<string, unknown>, base: unknown): unknown {
  const old =
    typeof base === 'object' && base !== null && !Array.isArray(base)
      ? (base as Record<string, unknown>)
      : undefined;
  let same = old !== undefined;
  let count = 0;
  let out: Record<string, unknown> | undefined;
  for (const k in next) {
    count++;
    const v = next[k];
    const b = old === undefined ? undefined : old[k];
    if (v === b && (typeof v !== 'object' || v === null || Object.isFrozen(v))) continue;
    const s = share(v, b);
    if (s !== b) same = false;
    if (s !== v) {
      out ??= next;
      out[k] = s;
    }
  }
  // Equal values under the same keys (old has no other key). Key order is not compared: the
  // working copy writes fields in the order the rules create them, and comparing the order cost
  // some 4% of `applyAction` (two key lists an object).
  if (same) {
    let n = 0;
    for (const _ in old) n++;
    if (n === count && isPlainObject(old!)) return Object.isFrozen(old) ? old : Object.freeze(old!);
  }
  return Object.freeze(out ?? next);
}

/**
 * `next`, deep-frozen, with every part equal to `base`'s part at the same place replaced by
 * `base`'s own (frozen) object: `base` itself when the two are equal throughout.
 */
function share(next: unknown, base: unknown): unknown {
  if (typeof next !== 'object' || next === null || Object.isFrozen(next)) return next;
  if (next === base) return deepFreeze(next);
  if (Array.isArray(next)) return shareArray(next, base);
  if (isPlainObject(next)) return shareObject(next as Record<string, unknown>, base);
  return next;
}

/**
 * The deep-frozen form of `next`, a state made by writing on a working copy of `base`: every
 * part of `next` equal to `base`'s at the same place is `base`'s own object, everything new is
 * frozen, and `base`'s objects are never written to (only frozen, where `next` shares them and
 * they were not frozen yet). Equal here means the same keys with equal values (primitives by
 * `===`, objects and arrays part by part).
 */
export function freezeShared<T>(next: T, base: T): T {
  return share(next, base) as T;
}
