/** The protocol's version: bumped when a message changes incompatibly. */
export const PROTOCOL_VERSION = 1;

/**
 * Backward-compatible additions to protocol 1, listed by `hello` (docs/engine-protocol.md):
 * `columns`, the columnar binary reply of `steps`.
 */
export const CAPABILITIES: readonly string[] = ['columns'];

/** The most games alive at once in one engine. */
export const MAX_GAMES = 10_000;

/** The longest request line, in bytes (a record of a long game fits). */
export const MAX_LINE_BYTES = 16 * 1024 * 1024;

/** The longest turn limit a new game may ask for. */
export const MAX_TURN_LIMIT = 1_000_000;

/**
 * What the engine writes for one request: JSON text lines, and for a binary reply the
 * little-endian blocks that follow its header line.
 */
export type ReplyChunk = string | Uint8Array;
