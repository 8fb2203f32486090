/** Every stable code of a server error (docs/server.md, "Errors"). */
export const SERVER_ERROR_CODES = [
  /** The message or request body is not JSON. */
  'BAD_JSON',
  /** The message or request body is longer than `ServerLimits.maxMessageBytes`. */
  'MESSAGE_TOO_LARGE',
  /** A field missing, unknown, mistyped or out of range; `field` names it. */
  'BAD_MESSAGE',
  /** A submission carried `dice`: the server rolls every die itself. */
  'DICE_FORBIDDEN',
  /** No match with that id. */
  'NO_SUCH_MATCH',
  /** No seat with that number, or a join with no open seat left. */
  'NO_SUCH_SEAT',
  /** The seat is taken (by a player or a bot). */
  'SEAT_TAKEN',
  /** The credential is missing or is not the one of that seat. */
  'BAD_CREDENTIAL',
  /** The match waits for players: every seat must be taken before play. */
  'NOT_STARTED',
  /** The match is finished. */
  'GAME_OVER',
  /** Another seat is to act. */
  'NOT_YOUR_TURN',
  /** A sequence number below the seat's last accepted one that was never accepted. */
  'STALE_SEQ',
  /** The action is illegal or cannot be read; `illegal` carries the library's code and rule. */
  'ILLEGAL_ACTION',
  /** Too many submissions a second on this connection. */
  'RATE_LIMITED',
  /** The server holds `ServerLimits.maxMatches` unfinished matches already. */
  'TOO_MANY_MATCHES',
  /** The server holds `ServerLimits.maxConnections` sockets already. */
  'TOO_MANY_CONNECTIONS',
  /** No such lobby route, or a method the route does not take. */
  'NOT_FOUND',
  /** A match in the database does not replay to its stored hash. */
  'CORRUPT_MATCH',
  /** A bug: the server could not answer. */
  'INTERNAL',
] as const;

/** A stable code of a server error. */
export type ServerErrorCode = (typeof SERVER_ERROR_CODES)[number];

/** What a refused request is answered with (the `error` of a lobby reply or socket message). */
export interface ServerErrorBody {
  readonly code: ServerErrorCode;
  readonly message: string;
  /** The field at fault (`"action"`, `"seq"`), when one is. */
  readonly field?: string;
  /** For `ILLEGAL_ACTION`: the library's code and the ruling broken (`OUT_OF_RANGE`, `R2`). */
  readonly illegal?: { readonly code: string; readonly rule: string };
}

const MARKER = Symbol.for('globetrotter.ServerError');

/**
 * A request the server refuses. Its `body` is what the client is sent; nothing changed.
 * `ServerError.is(e)` recognises one made by another copy of the package.
 */
export class ServerError extends Error {
  readonly body: ServerErrorBody;
  readonly [MARKER] = true;
  constructor(body: ServerErrorBody) {
    super(body.message);
    this.name = 'ServerError';
    this.body = body;
  }

  /** The stable code. */
  get code(): ServerErrorCode {
    return this.body.code;
  }

  /** Whether `e` is a `ServerError`, from this copy of the package or another. */
  static is(e: unknown): e is ServerError {
    return typeof e === 'object' && e !== null && (e as { [MARKER]?: unknown })[MARKER] === true;
  }
}

/** Throws a `ServerError`; every refusal goes through here. */
export function fail(
  code: ServerErrorCode,
  message: string,
  extra: Omit<ServerErrorBody, 'code' | 'message'> = {},
): never {
  throw new ServerError({ code, message, ...extra });
}
