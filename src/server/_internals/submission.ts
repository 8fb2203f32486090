import {
  type Action,
  type GameState,
  NotationError,
  parseAction,
  validateAction,
} from '../../index.js';
import { fail } from '../errors.js';
import type { LiveMatch } from '../match.js';
import type { SubmitRequest, SubmitResult } from '../protocol.js';

// The two checks of a submission that read the match: its sequence number against the seat's
// accepted ones, and its action against the state.

/** The answer already given to this seat's `seq`, or undefined when `seq` is new. */
export function earlierAnswer(match: LiveMatch, req: SubmitRequest): SubmitResult | undefined {
  let last = 0;
  for (let i = match.actions.length - 1; i >= 0; i--) {
    const a = match.actions[i]!;
    if (a.seat !== req.seat || a.seq === null) continue;
    if (a.seq === req.seq) {
      return { matchId: match.id, seq: req.seq, index: i, hash: a.hash, duplicate: true };
    }
    last = Math.max(last, a.seq);
  }
  if (req.seq < last) {
    fail('STALE_SEQ', `seq ${req.seq} is below seat ${req.seat}'s last (${last})`, {
      field: 'seq',
    });
  }
  return undefined;
}

/**
 * The action given (an object or notation) for `seat`, checked legal in `state`; a `player` it
 * names must be the seat. Refused with `ILLEGAL_ACTION` (the library's code and rule) or
 * `NOT_YOUR_TURN`.
 */
export function readAction(state: GameState, given: Action | string, seat: number): Action {
  let action: Action;
  try {
    action = typeof given === 'string' ? parseAction(given, state) : given;
  } catch (e) {
    if (e instanceof NotationError) {
      fail('ILLEGAL_ACTION', e.message, {
        field: 'action',
        illegal: { code: 'MALFORMED_ACTION', rule: 'action-format' },
      });
    }
    throw e;
  }
  if (Object.hasOwn(action, 'player')) {
    const player = (action as { player?: unknown }).player;
    if (player !== seat) fail('NOT_YOUR_TURN', `the action is for player ${String(player)}`);
    const { player: _, ...rest } = action as Action & { player?: number };
    action = rest as Action;
  }
  const check = validateAction(state, action);
  if (!check.ok) {
    const { code, rule, message } = check.error;
    fail('ILLEGAL_ACTION', message, { field: 'action', illegal: { code, rule } });
  }
  return action;
}
