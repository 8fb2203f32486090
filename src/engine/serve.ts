import { Engine } from './engine.js';
import { MAX_LINE_BYTES, type ReplyChunk } from './protocol.js';

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

/**
 * Where a blocking engine loop reads and writes (`serveEngineBlocking`): calls that return only
 * once they are done, as `fs.readSync` and `fs.writeSync` on a pipe.
 */
export interface BlockingStreams {
  /** Reads into `buffer`; returns how many bytes were read, 0 at the end of the input. */
  read(buffer: Uint8Array): number;
  /** Writes the whole of `bytes` before returning (the engine may reuse them afterwards). */
  write(bytes: Uint8Array): void;
}

const NEWLINE = 10;

/**
 * The protocol's reading side, shared by both loops: splits the input into lines from any
 * chunking, bounds their length, decodes them and asks the engine for each line's reply.
 */
class LineSession {
  private readonly decoder = new TextDecoder('utf-8', { fatal: true });
  private parts: Uint8Array[] = [];
  private length = 0;
  private skipping = false;

  constructor(
    private readonly engine: Engine,
    private readonly maxLineBytes: number,
  ) {}

  /**
   * The replies to the lines that `chunk` completes, in order, each asked of the engine only
   * once the one before has been taken (the rest of the chunk is kept for later).
   */
  *feed(chunk: Uint8Array): Generator<ReplyChunk[], void, undefined> {
    let start = 0;
    while (start <= chunk.length) {
      const end = chunk.indexOf(NEWLINE, start);
      const stop = end === -1 ? chunk.length : end;
      if (!this.skipping && stop > start) {
        if (this.length + (stop - start) > this.maxLineBytes) {
          this.skipping = true;
          this.parts = [];
          this.length = 0;
        } else {
          // A line's end kept for a later chunk is copied: the caller may reuse `chunk` (the
          // blocking loop reads into one buffer).
          this.parts.push(end === -1 ? chunk.slice(start, stop) : chunk.subarray(start, stop));
          this.length += stop - start;
        }
      }
      if (end === -1) break;
      const reply = this.lineEnds();
      if (reply !== null) yield reply;
      start = end + 1;
    }
  }

  /** The reply to an unfinished last line, at the end of the input, if any. */
  end(): ReplyChunk[] | null {
    return this.skipping || this.length > 0 ? this.lineEnds() : null;
  }

  /** The reply to the line just ended (none for a blank line). */
  private lineEnds(): ReplyChunk[] | null {
    if (this.skipping) {
      this.skipping = false;
      return [
        Engine.lineError('LINE_TOO_LONG', `a request line is at most ${this.maxLineBytes} bytes`),
      ];
    }
    const bytes = this.parts.length === 1 ? this.parts[0]! : concat(this.parts, this.length);
    this.parts = [];
    this.length = 0;
    let line: string;
    try {
      line = this.decoder.decode(bytes);
    } catch {
      return [Engine.lineError('BAD_JSON', 'the request line is not UTF-8')];
    }
    if (line.endsWith('\r')) line = line.slice(0, -1);
    if (line.trim() === '') return null;
    return this.engine.handle(line);
  }
}

const encoder = new TextEncoder();

/** A reply as one byte array (one write: a binary reply's chunks would cost a call each). */
function whole(chunks: ReplyChunk[]): Uint8Array | string {
  if (chunks.length === 1) return chunks[0]!;
  const parts = chunks.map((c) => (typeof c === 'string' ? encoder.encode(c) : c));
  return concat(
    parts,
    parts.reduce((n, p) => n + p.length, 0),
  );
}

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
  const session = new LineSession(engine, maxLineBytes);
  const answer = async (chunks: ReplyChunk[]) => {
    const reply = whole(chunks);
    const wait =
      reply === chunks[0] && typeof reply !== 'string'
        ? streams.write(reply, () => engine.recycle(reply))
        : streams.write(reply);
    if (wait !== undefined) await wait;
  };
  for await (const raw of streams.input) {
    // Each reply written, and any back-pressure waited for, before the next line is handled.
    for (const chunks of session.feed(typeof raw === 'string' ? encoder.encode(raw) : raw)) {
      await answer(chunks);
    }
  }
  const last = session.end();
  if (last !== null) await answer(last);
}

/**
 * `serveEngine` with calls that block: reads into one buffer and writes each reply before
 * reading on, with no stream, promise or event-loop turn between a request and its reply.
 * `globetrotter engine` serves this way on its standard input and output when both are pipes
 * or files (docs/engine-protocol.md, "Performance"). Same replies, same refusals.
 */
export function serveEngineBlocking(
  streams: BlockingStreams,
  engine: Engine = new Engine(),
  maxLineBytes: number = MAX_LINE_BYTES,
  bufferBytes = 1 << 20,
): void {
  const session = new LineSession(engine, maxLineBytes);
  const answer = (chunks: ReplyChunk[]) => {
    const reply = whole(chunks);
    streams.write(typeof reply === 'string' ? encoder.encode(reply) : reply);
    if (reply === chunks[0]) engine.recycle(reply);
  };
  const buffer = new Uint8Array(bufferBytes);
  for (;;) {
    const n = streams.read(buffer);
    if (n === 0) break;
    for (const chunks of session.feed(buffer.subarray(0, n))) answer(chunks);
  }
  const last = session.end();
  if (last !== null) answer(last);
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
