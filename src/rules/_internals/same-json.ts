// Equality of two values as JSON text, without making the text. `actionOutcomes` tells an
// action's outcomes apart by what `JSON.stringify` would write for each (docs/bots.md, "Chance");
// writing a whole state out for every dice sequence was the larger part of a greedy decision's
// time (docs/performance.md, "Whole cores, and faster chances"). This walks both values side by
// side instead, stops at the first difference, and takes a part shared by both (the same object)
// as equal without looking into it.

/** What `JSON.stringify` leaves out of an object and writes as `null` in an array. */
function absent(value: unknown): boolean {
  return value === undefined || typeof value === 'function' || typeof value === 'symbol';
}

/** A value inside an array or object, as JSON writes it: non-finite numbers are `null`. */
function written(value: unknown): unknown {
  return typeof value === 'number' && !Number.isFinite(value) ? null : value;
}

function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  const x = written(a);
  const y = written(b);
  if (x === y) return true;
  if (typeof x !== 'object' || typeof y !== 'object' || x === null || y === null) return false;
  const array = Array.isArray(x);
  if (array !== Array.isArray(y)) return false;
  if (array) {
    const u = y as unknown[];
    if (x.length !== u.length) return false;
    for (let i = 0; i < x.length; i++) {
      const p = x[i];
      const q = u[i];
      // Most elements of two results are the same primitive or the same shared object.
      if (p !== q && !sameValue(absent(p) ? null : p, absent(q) ? null : q)) return false;
    }
    return true;
  }
  // Keys in JSON's order (Object.keys is the same list; for…in too, for the own keys of a plain
  // object, and it lists them without making an array), skipping the ones JSON leaves out.
  const r = x as Record<string, unknown>;
  const s = y as Record<string, unknown>;
  const kr = Object.keys(r);
  let i = 0;
  for (const k in s) {
    if (!Object.hasOwn(s, k)) continue;
    const v = s[k];
    if (absent(v)) continue;
    while (i < kr.length && absent(r[kr[i]!])) i++;
    if (i === kr.length || kr[i] !== k) return false;
    const w = r[k];
    if (w !== v && !sameValue(w, v)) return false;
    i++;
  }
  while (i < kr.length && absent(r[kr[i]!])) i++;
  return i === kr.length;
}

/**
 * Whether `JSON.stringify(a) === JSON.stringify(b)`, for plain data: objects, arrays, strings,
 * numbers, booleans, `null` and `undefined`, with no `toJSON` methods, no cycles and no
 * bigints (on which `JSON.stringify` throws). Keys count in their order, as in the text.
 */
export function sameJson(a: unknown, b: unknown): boolean {
  if (absent(a) || absent(b)) return absent(a) && absent(b);
  return sameValue(a, b);
}
