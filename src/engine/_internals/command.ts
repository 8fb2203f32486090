import type { ReplyChunk } from '../protocol.js';
import type { Request } from './fields.js';
import type { GameTable } from './game-table.js';

/** A request's `id`, echoed in its reply (null when it had none or a bad one). */
export type Id = string | number | null;

/** What a command may touch: the live games, and the pool of columnar reply buffers. */
export interface EngineContext {
  readonly games: GameTable;
  /** A buffer of at least `bytes` for a columnar reply (not zeroed: the reply writes every byte). */
  readonly lend: (bytes: number) => ArrayBuffer;
}

/** One protocol command: answers a parsed request, or throws an `EngineError` (refuse). */
export type Command = (ctx: EngineContext, req: Request, id: Id) => ReplyChunk[];

/** A successful reply: one JSON line. */
export function reply(id: Id, body: object): ReplyChunk[] {
  return [`${JSON.stringify({ id, ok: true, ...body })}\n`];
}
