/**
 * A position description (for `position`) where player 0's army of four Rovers stands on its
 * Fortifications around HQ 64 (playable neighbours 49, 68, 74 and 54), with `at64` on the HQ
 * and `rest` more of player 0's pieces; player 1 is far away at the north pole.
 */
export function ringed(at64: string, rest = ''): string {
  return `p0: r1@49 r2@68 r3@74 r4@54 f@49 f@68 f@74 f@54 ${at64} ${rest}; p1: r9@0 factory@1`;
}
