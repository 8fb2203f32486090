import type { Row } from '../../../bench/_internals/results.js';

/** A made-up bench row (no timing): `rate` units a second, one unit a call. */
export function benchRow(
  suite: string,
  name: string,
  measuredAt: string,
  rate = 1000,
  unit = 'steps',
): Row {
  return {
    suite,
    case: name,
    unit,
    unitsPerCall: 1,
    unitsPerSecond: rate,
    cpuUnitsPerSecond: rate,
    measuredAt,
    timeMs: 200,
    calls: 10,
    cpuMs: 10,
    totalMs: 10,
    cpuCallsPerSecond: rate,
    callsPerSecond: rate,
    cpuShare: 1,
    medianUs: 1e6 / rate,
    spread: 0,
  };
}
