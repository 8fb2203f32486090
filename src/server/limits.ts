import { MAX_NAME_LENGTH } from '../index.js';

/** What the server allows; every field has a default (`DEFAULT_LIMITS`). */
export interface ServerLimits {
  /** The longest socket message or lobby request body, in bytes. */
  readonly maxMessageBytes: number;
  /** Submissions a second per socket (a second's worth may come at once); more: `RATE_LIMITED`. */
  readonly actionsPerSecond: number;
  /** Sockets open at once; more are closed at once (code 1013). */
  readonly maxConnections: number;
  /** Unfinished matches at once; more: `TOO_MANY_MATCHES`. */
  readonly maxMatches: number;
  /** A socket silent this long (milliseconds) is closed (code 1001). */
  readonly idleTimeoutMs: number;
  /** Matches one socket may subscribe to at once. */
  readonly maxSubscriptions: number;
  /** The longest player name, in UTF-16 units (the record format's limit). */
  readonly maxNameLength: number;
}

/** The limits a server has unless told otherwise. */
export const DEFAULT_LIMITS: ServerLimits = Object.freeze({
  maxMessageBytes: 64 * 1024,
  actionsPerSecond: 20,
  maxConnections: 1000,
  maxMatches: 1000,
  idleTimeoutMs: 5 * 60_000,
  maxSubscriptions: 16,
  maxNameLength: MAX_NAME_LENGTH,
});

/** `DEFAULT_LIMITS` with `given` over it; every given value must be a positive integer. */
export function resolveLimits(given: Partial<ServerLimits> = {}): ServerLimits {
  const limits = { ...DEFAULT_LIMITS };
  for (const [key, value] of Object.entries(given)) {
    if (!Object.hasOwn(DEFAULT_LIMITS, key)) throw new TypeError(`unknown server limit "${key}"`);
    if (!Number.isSafeInteger(value) || (value as number) < 1) {
      throw new RangeError(`server limit ${key} must be a positive integer`);
    }
    (limits as Record<string, number>)[key] = value as number;
  }
  if (limits.maxNameLength > MAX_NAME_LENGTH) {
    throw new RangeError(`server limit maxNameLength is at most ${MAX_NAME_LENGTH}`);
  }
  return Object.freeze(limits);
}
