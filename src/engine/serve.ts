import { Engine, MAX_LINE_BYTES, type ReplyChunk } from './engine.js';

/** Where the engine reads requests and writes replies: a byte stream each way. */
export interface EngineStreams {
  readonly input: AsyncIterable<Uint8Array | string>;
  /**
   * Writes a chunk; returns a promise when the caller should wait (back-pressure). `written`,
   * when the stream takes it, is called once the chunk is written out and no longer needed (so
   * the engine may reuse its buffer); a stream that never calls it only costs allocations.
   */
  write(chunk: ReplyChunk, written?: () => void): undefined | Promise<void>;
}

const NEWLINE = 10;

/**
 * Serves the engine protocol on `streams` until the input ends: one reply per request line.
 * A line longer than `maxLineBytes` is skipped up to its newline and answered `LINE_TOO_LONG`;
 * bytes that are not UTF-8 are answered `BAD_JSON`. Never throws for anything the input holds.
 */
export async function serveEngine(
  streams: EngineStreams,
  engine: Engine = new Engine(),
  maxLineBytes: number = MAX_LINE_BYTES,
): Promise<void> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let parts: Uint8Array[] = [];
  let length = 0;
  let skipping = false;
  const encoder = new TextEncoder();
  const answer = async (chunks: ReplyChunk[]) => {
    // One write a reply: a binary reply's three chunks would cost three system calls.
    let whole = chunks[0]!;
    if (chunks.length > 1) {
      const parts = chunks.map((c) => (typeof c === 'string' ? encoder.encode(c) : c));
      whole = concat(
        parts,
        parts.reduce((n, p) => n + p.length, 0),
      );
    }
    const wait =
      whole === chunks[0] && typeof whole !== 'string'
        ? streams.write(whole, () => engine.recycle(whole))
        : streams.write(whole);
    if (wait !== undefined) await wait;
  };
  const lineEnds = async () => {
    if (skipping) {
      skipping = false;
      await answer([
        Engine.lineError('LINE_TOO_LONG', `a request line is at most ${maxLineBytes} bytes`),
      ]);
      return;
    }
    const bytes = parts.length === 1 ? parts[0]! : concat(parts, length);
    parts = [];
    length = 0;
    let line: string;
    try {
      line = decoder.decode(bytes);
    } catch {
      await answer([Engine.lineError('BAD_JSON', 'the request line is not UTF-8')]);
      return;
    }
    if (line.endsWith('\r')) line = line.slice(0, -1);
    if (line.trim() === '') return;
    await answer(engine.handle(line));
  };
  for await (const raw of streams.input) {
    const chunk = typeof raw === 'string' ? new TextEncoder().encode(raw) : raw;
    let start = 0;
    while (start <= chunk.length) {
      const end = chunk.indexOf(NEWLINE, start);
      const stop = end === -1 ? chunk.length : end;
      if (!skipping && stop > start) {
        if (length + (stop - start) > maxLineBytes) {
          skipping = true;
          parts = [];
          length = 0;
        } else {
          parts.push(chunk.subarray(start, stop));
          length += stop - start;
        }
      }
      if (end === -1) break;
      await lineEnds();
      start = end + 1;
    }
  }
  if (skipping || length > 0) await lineEnds();
}

function concat(parts: readonly Uint8Array[], length: number): Uint8Array {
  const out = new Uint8Array(length);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}
