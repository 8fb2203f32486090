import type { ReplyChunk } from '../protocol.js';

/**
 * The buffers of columnar replies, handed back once written and reused by later replies: a
 * fresh 700 KB buffer costs more, in page faults and garbage collection, than writing into one.
 */
export class ReplyBuffers {
  /** Reply buffers handed back by `recycle`, for the next columnar replies (at most 4). */
  private readonly spares: ArrayBuffer[] = [];
  /** The buffers of columnar replies: only these may be recycled. */
  private readonly lent = new WeakSet<ArrayBuffer>();

  /** Takes back a chunk's buffer when it is one this pool lent; ignores any other chunk. */
  recycle(chunk: ReplyChunk): void {
    if (typeof chunk === 'string' || !this.lent.has(chunk.buffer as ArrayBuffer)) return;
    this.lent.delete(chunk.buffer as ArrayBuffer);
    if (this.spares.length < 4) this.spares.push(chunk.buffer as ArrayBuffer);
  }

  /**
   * A buffer of at least `bytes` for a columnar reply: a recycled one when it fits, as it is
   * (a columnar reply writes every byte it sends, so none is zeroed first).
   */
  lend(bytes: number): ArrayBuffer {
    const at = this.spares.findIndex((b) => b.byteLength >= bytes);
    let buffer: ArrayBuffer;
    if (at === -1) {
      // Some room to spare, so that the next batches (their legal ids vary) fit in it too.
      buffer = new ArrayBuffer(Math.ceil((bytes * 1.25) / 4096) * 4096);
    } else {
      buffer = this.spares.splice(at, 1)[0]!;
    }
    this.lent.add(buffer);
    return buffer;
  }
}
