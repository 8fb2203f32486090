import {
  type Action,
  type BotName,
  isBotName,
  isRulesetName,
  MAX_PLANETS,
  MAX_PLAYERS,
  MIN_PLAYERS,
  type RulesetName,
} from '../index.js';
import { fail } from './errors.js';

// The shapes of lobby requests and socket messages (docs/server.md), and their checks: every
// field is typed and bounded, unknown fields (`__proto__` included) are refused, and nothing
// is trusted that came from a client.

/** `POST /matches`: a new match. */
export interface CreateMatchRequest {
  readonly players: number;
  readonly planets?: number;
  readonly ruleset?: RulesetName;
  /** End the match with no winner after this many turns (ruling R14); null: no limit. */
  readonly turnLimit?: number | null;
  /** One entry per seat: a bot's name to seat a bot, null to leave it open (the default). */
  readonly seats?: readonly (BotName | null)[];
}

/** `POST /matches/:id/join`: take a seat (the first open one when `seat` is left out). */
export interface JoinRequest {
  readonly name: string;
  readonly seat?: number;
}

/** `POST /matches/:id/leave`: give a seat up; its credential stops working. */
export interface LeaveRequest {
  readonly seat: number;
  readonly credential: string;
}

/** An action submitted for a seat. */
export interface SubmitRequest {
  readonly seat: number;
  readonly credential: string;
  /** The seat's sequence number: above its last accepted one; the same again is answered again. */
  readonly seq: number;
  /** An action object or notation (`"r1 move 41"`). */
  readonly action: Action | string;
}

/** The answer to an accepted submission (or to its sequence number sent again). */
export interface SubmitResult {
  readonly matchId: string;
  readonly seq: number;
  /** The action's 0-based index in the record. */
  readonly index: number;
  /** `stateHash` after the action. */
  readonly hash: string;
  /** True when `seq` had been accepted before: nothing was applied this time. */
  readonly duplicate: boolean;
}

/** A message a client sends on the socket. */
export type ClientMessage =
  | { readonly type: 'subscribe'; readonly matchId: string }
  | { readonly type: 'unsubscribe'; readonly matchId: string }
  | ({ readonly type: 'submit'; readonly matchId: string } & SubmitRequest)
  | { readonly type: 'ping' };

/** The longest credential or match id accepted (ours are 43 and 22 characters). */
const MAX_TOKEN = 128;
/** The largest sequence number. */
const MAX_SEQ = Number.MAX_SAFE_INTEGER;
/** The longest turn limit. */
const MAX_TURN_LIMIT = 100_000;

type Fields = Readonly<Record<string, unknown>>;

/** A plain JSON object, or `BAD_MESSAGE`. */
export function asObject(value: unknown, what: string): Fields {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    fail('BAD_MESSAGE', `${what} must be a JSON object`);
  }
  return value as Fields;
}

/** Refuses any key not in `keys` (own keys only: a `__proto__` key from JSON is one). */
function only(fields: Fields, keys: readonly string[]): void {
  for (const key of Object.keys(fields)) {
    if (!keys.includes(key)) {
      fail('BAD_MESSAGE', `unknown field ${JSON.stringify(key.slice(0, 32))}`, {
        field: key.slice(0, 32),
      });
    }
  }
}

function has(fields: Fields, key: string): boolean {
  return Object.hasOwn(fields, key);
}

function int(fields: Fields, key: string, min: number, max: number): number {
  const value = fields[key];
  if (!Number.isSafeInteger(value) || (value as number) < min || (value as number) > max) {
    fail('BAD_MESSAGE', `"${key}" must be an integer ${min}..${max}`, { field: key });
  }
  return value as number;
}

function text(fields: Fields, key: string, max: number): string {
  const value = fields[key];
  if (typeof value !== 'string' || value.length === 0 || value.length > max) {
    fail('BAD_MESSAGE', `"${key}" must be a text of 1..${max} characters`, { field: key });
  }
  return value;
}

/** Checks the body of `POST /matches`. */
export function readCreateMatch(body: unknown): CreateMatchRequest {
  const fields = asObject(body, 'the request');
  only(fields, ['players', 'planets', 'ruleset', 'turnLimit', 'seats']);
  const players = int(fields, 'players', MIN_PLAYERS, MAX_PLAYERS);
  const request: {
    players: number;
    planets?: number;
    ruleset?: RulesetName;
    turnLimit?: number | null;
    seats?: (BotName | null)[];
  } = { players };
  if (has(fields, 'planets')) request.planets = int(fields, 'planets', 1, MAX_PLANETS);
  if (has(fields, 'ruleset')) {
    const ruleset = fields.ruleset;
    if (typeof ruleset !== 'string' || !isRulesetName(ruleset)) {
      fail('BAD_MESSAGE', '"ruleset" must name a ruleset (2024-12, 2025-01, 2026-06)', {
        field: 'ruleset',
      });
    }
    request.ruleset = ruleset;
  }
  if (has(fields, 'turnLimit')) {
    request.turnLimit =
      fields.turnLimit === null ? null : int(fields, 'turnLimit', 1, MAX_TURN_LIMIT);
  }
  if (has(fields, 'seats')) {
    const seats = fields.seats;
    if (!Array.isArray(seats) || seats.length !== players) {
      fail('BAD_MESSAGE', `"seats" must be an array of ${players} entries`, { field: 'seats' });
    }
    request.seats = seats.map((s: unknown, i) => {
      if (s === null) return null;
      if (typeof s !== 'string' || s.length > 32 || !isBotName(s)) {
        fail('BAD_MESSAGE', `"seats[${i}]" must be null (open) or a bot: random, greedy, mcts:N`, {
          field: `seats[${i}]`,
        });
      }
      return s;
    });
  }
  return request;
}

/** Checks the body of `POST /matches/:id/join`. */
export function readJoin(body: unknown, maxName: number): JoinRequest {
  const fields = asObject(body, 'the request');
  only(fields, ['name', 'seat']);
  const name = text(fields, 'name', maxName);
  return has(fields, 'seat') ? { name, seat: int(fields, 'seat', 0, MAX_PLAYERS - 1) } : { name };
}

/** Checks the body of `POST /matches/:id/leave`. */
export function readLeave(body: unknown): LeaveRequest {
  const fields = asObject(body, 'the request');
  only(fields, ['seat', 'credential']);
  return {
    seat: int(fields, 'seat', 0, MAX_PLAYERS - 1),
    credential: text(fields, 'credential', MAX_TOKEN),
  };
}

/** Checks a submission's fields (of a socket message or a direct call). */
export function readSubmit(fields: Fields, extra: readonly string[] = []): SubmitRequest {
  // Refused before anything else: the server alone rolls dice.
  if (has(fields, 'dice')) {
    fail('DICE_FORBIDDEN', 'a submission may not carry dice: the server rolls them', {
      field: 'dice',
    });
  }
  only(fields, ['seat', 'credential', 'seq', 'action', ...extra]);
  if (!has(fields, 'credential')) {
    fail('BAD_CREDENTIAL', 'a submission needs the seat\'s "credential"', { field: 'credential' });
  }
  const action = fields.action;
  if (typeof action !== 'string' && (typeof action !== 'object' || action === null)) {
    fail('BAD_MESSAGE', '"action" must be an action object or notation', { field: 'action' });
  }
  return {
    seat: int(fields, 'seat', 0, MAX_PLAYERS - 1),
    credential: text(fields, 'credential', MAX_TOKEN),
    seq: int(fields, 'seq', 1, MAX_SEQ),
    action: action as Action | string,
  };
}

/** Checks one socket message. */
export function readClientMessage(value: unknown): ClientMessage {
  const fields = asObject(value, 'a message');
  const type = fields.type;
  switch (type) {
    case 'ping':
      only(fields, ['type']);
      return { type };
    case 'subscribe':
    case 'unsubscribe':
      only(fields, ['type', 'matchId']);
      return { type, matchId: text(fields, 'matchId', MAX_TOKEN) };
    case 'submit': {
      const matchId = text(fields, 'matchId', MAX_TOKEN);
      return { type, matchId, ...readSubmit(fields, ['type', 'matchId']) };
    }
    default:
      return fail('BAD_MESSAGE', '"type" must be subscribe, unsubscribe, submit or ping', {
        field: 'type',
      });
  }
}
