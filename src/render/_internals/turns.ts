// The one way pictures and texts label the turn counter (issue 29): `state.turn`, the turns
// played since setup ended (completed, so the first turn of play is played with 0), as the
// position string (`turn:4.1`), records (`result.turn`), `replay` and the engine carry it. It
// is always written with its words, never as a bare "Turn 5" that reads as a different number.

/** `4 turns played`, or with a turn limit `4 of 20 turns played`. */
export function turnsPlayed(turn: number, limit: number | null = null): string {
  if (limit !== null) return `${turn} of ${limit} turns played`;
  return `${turn} turn${turn === 1 ? '' : 's'} played`;
}
