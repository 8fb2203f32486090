import { spawn } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import {
  Engine,
  type ReplyChunk,
  serveEngine,
  serveEngineBlocking,
} from '../../src/engine/index.js';

// The line transport: requests split on newlines from any chunking, bounded line length, and an
// end of input that ends the engine. Then the real executable, spawned once.

async function serve(input: (string | Uint8Array)[], maxLineBytes?: number): Promise<string[]> {
  const out: ReplyChunk[] = [];
  async function* chunks() {
    yield* input;
  }
  await serveEngine(
    { input: chunks(), write: (c) => void out.push(c) },
    new Engine(),
    maxLineBytes,
  );
  return out.filter((c): c is string => typeof c === 'string').map((line) => line.trimEnd());
}

describe('serveEngine', () => {
  it('answers requests split across chunks and several in one chunk, in order', async () => {
    const replies = await serve([
      '{"id":1,"cmd":"hel',
      'lo"}\n{"id":2,"cmd":"hello"}\r\n\n',
      '{"id":3,"cmd":"hello"}',
    ]);
    expect(replies.map((r) => JSON.parse(r).id)).toEqual([1, 2, 3]);
  });

  it('reuses a written columnar reply buffer, and only once it is written', async () => {
    // Arrange: the same requests served twice, the second time recycling every written reply.
    // Each step plays the first legal id of each game, read from the engine as it stands.
    const news = '{"cmd":"new","players":2,"seed":1}\n{"cmd":"new","players":3,"seed":2}\n';
    const run = async (recycle: boolean) => {
      const engine = new Engine();
      const out: Uint8Array[] = [];
      const copies: Uint8Array[] = [];
      async function* chunks() {
        yield news;
        for (let i = 0; i < 30; i++) {
          const legal = [1, 2].map((game) => {
            const reply = JSON.parse(
              engine.handle(`{"cmd":"state","game":${game},"observe":false}`)[0] as string,
            );
            return reply.status === 'finished' ? 0 : (reply.legal as number[])[0];
          });
          yield `{"id":${i},"cmd":"steps","games":[1,2],"actions":[${legal}],"binary":true,"columns":true,"reset":true}\n`;
        }
      }
      await serveEngine(
        {
          input: chunks(),
          write: (c, written) => {
            if (typeof c === 'string') return undefined;
            out.push(c);
            copies.push(c.slice());
            if (recycle) written?.();
            return undefined;
          },
        },
        engine,
      );
      return { out, copies };
    };

    // Act
    const plain = await run(false);
    const recycled = await run(true);

    // Assert: the same bytes, and the buffers were indeed reused.
    expect(recycled.copies).toEqual(plain.copies);
    expect(new Set(recycled.out.map((c) => c.buffer)).size).toBeLessThan(recycled.out.length);
    expect(new Set(plain.out.map((c) => c.buffer)).size).toBe(plain.out.length);
    expect(plain.out).toEqual(plain.copies);
  });

  it('refuses an over-long line and goes on with the next', async () => {
    const replies = await serve(
      [`{"id":1,"cmd":"${'x'.repeat(50)}`, `${'y'.repeat(50)}"}\n`, '{"id":2,"cmd":"hello"}\n'],
      64,
    );
    expect(JSON.parse(replies[0]!).error.code).toBe('LINE_TOO_LONG');
    expect(JSON.parse(replies[1]!)).toMatchObject({ id: 2, ok: true });
  });

  it('refuses bytes that are not UTF-8', async () => {
    const replies = await serve([new Uint8Array([0xff, 0xfe, 10])]);
    expect(JSON.parse(replies[0]!).error.code).toBe('BAD_JSON');
  });
});

/**
 * The blocking loop over `input`, each read handing back at most `readBytes` bytes (into the
 * loop's own buffer, which it reuses): a copy of each reply as written, and the buffer it was in.
 */
function serveBlocking(
  input: string | Uint8Array,
  readBytes: number,
  engine = new Engine(),
  maxLineBytes?: number,
): { replies: Uint8Array[]; buffers: ArrayBufferLike[] } {
  const bytes = typeof input === 'string' ? new TextEncoder().encode(input) : input;
  let at = 0;
  const replies: Uint8Array[] = [];
  const buffers: ArrayBufferLike[] = [];
  serveEngineBlocking(
    {
      read: (buffer) => {
        const n = Math.min(readBytes, buffer.length, bytes.length - at);
        buffer.set(bytes.subarray(at, at + n));
        // Scribbled over afterwards: a line kept across reads must not alias the buffer.
        buffer.fill(0x7b, n, Math.min(buffer.length, n + 64));
        at += n;
        return n;
      },
      write: (reply) => {
        replies.push(reply.slice());
        buffers.push(reply.buffer);
      },
    },
    engine,
    maxLineBytes,
  );
  return { replies, buffers };
}

const text = (replies: readonly Uint8Array[]) =>
  replies.map((r) => new TextDecoder().decode(r)).join('');

describe('serveEngineBlocking', () => {
  // A session that exercises every kind of reply: text, a binary batch, a columnar batch, an
  // error, a blank line, CRLF, and a last line without its newline.
  const session = [
    '{"id":1,"cmd":"hello"}',
    '{"id":2,"cmd":"new","players":2,"seed":3}',
    '{"id":3,"cmd":"steps","games":[1],"actions":[0],"binary":true}\r',
    '',
    'garbage',
    '{"id":4,"cmd":"steps","games":[1],"actions":["r1 fortify 1"],"binary":true,"columns":true}',
    '{"id":5,"cmd":"state","game":1,"hash":true}',
  ].join('\n');

  async function asStreams(): Promise<string> {
    const out: ReplyChunk[] = [];
    async function* chunks() {
      yield session;
    }
    await serveEngine({ input: chunks(), write: (c) => void out.push(c) }, new Engine());
    return text(out.map((c) => (typeof c === 'string' ? new TextEncoder().encode(c) : c)));
  }

  it('answers byte for byte as serveEngine does, however the input is cut into reads', async () => {
    const expected = await asStreams();
    for (const reply of ['"id":1,"ok":true', '"id":3,"ok":true', '"id":4,', '"id":5,"ok":true']) {
      expect(expected).toContain(reply);
    }
    expect(expected).toContain('BAD_JSON');
    for (const readBytes of [1, 7, 64, 1 << 20]) {
      expect(text(serveBlocking(session, readBytes).replies), `reads of ${readBytes}`).toBe(
        expected,
      );
    }
  });

  it('refuses an over-long line and bytes that are not UTF-8, and goes on', () => {
    const input = new Uint8Array([
      ...new TextEncoder().encode(`{"id":1,"cmd":"${'x'.repeat(100)}"}\n`),
      0xff,
      0xfe,
      10,
      ...new TextEncoder().encode('{"id":2,"cmd":"hello"}\n'),
    ]);
    const replies = text(serveBlocking(input, 13, new Engine(), 64).replies)
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(replies.map((r) => r.error?.code ?? r.id)).toEqual(['LINE_TOO_LONG', 'BAD_JSON', 2]);
  });

  it('reuses a columnar reply buffer once its write has returned', () => {
    // Arrange: a game stepped by columnar batches, its first legal id each time.
    const engine = new Engine();
    const lines = ['{"cmd":"new","players":2,"seed":1}'];
    const probe = new Engine();
    probe.handle('{"cmd":"new","players":2,"seed":1}');
    for (let i = 0; i < 12; i++) {
      const state = JSON.parse(
        probe.handle('{"cmd":"state","game":1,"observe":false}')[0] as string,
      );
      const id = (state.legal as number[])[0];
      probe.handle(`{"cmd":"step","game":1,"action":${id},"observe":false,"legal":false}`);
      lines.push(
        `{"id":${i},"cmd":"steps","games":[1],"actions":[${id}],"binary":true,"columns":true}`,
      );
    }
    const input = `${lines.join('\n')}\n`;

    // Act
    const { replies, buffers } = serveBlocking(input, 1 << 20, engine);

    // Assert: the columnar replies shared buffers, and said what a fresh engine says.
    expect(replies).toHaveLength(13);
    expect(new Set(buffers.slice(1)).size).toBeLessThan(12);
    expect(replies).toEqual(serveBlocking(input, 5).replies);
  });
});

/** A spawned engine is killed after a minute at most. */
const SPAWN = 60_000;
const ROOT = new URL('../../', import.meta.url).pathname;
const children: ReturnType<typeof spawn>[] = [];

afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
});

/** `globetrotter engine` from source, killed after the test; what it writes is collected. */
function spawnEngine(nodeFlags: readonly string[] = []) {
  const child = spawn(
    process.execPath,
    [...nodeFlags, '--import', 'tsx', 'src/cli/main.ts', 'engine'],
    {
      cwd: ROOT,
      timeout: SPAWN,
    },
  );
  children.push(child);
  const out = { stdout: '', stderr: '' };
  child.stdout.on('data', (d: Buffer) => {
    out.stdout += d.toString('utf8');
  });
  child.stderr.on('data', (d: Buffer) => {
    out.stderr += d.toString('utf8');
  });
  const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
  return { child, out, exited };
}

describe('globetrotter engine (spawned)', () => {
  it('answers on stdout, logs on stderr, survives bad input and exits 0 at end of input', {
    timeout: SPAWN,
  }, async () => {
    // Arrange
    const { child, out, exited } = spawnEngine();

    // Act
    child.stdin.end(
      [
        '{"id":1,"cmd":"hello"}',
        'garbage',
        '{"id":2,"cmd":"new","players":2,"seed":7,"observe":false}',
        '{"id":3,"cmd":"step","game":1,"action":0,"observe":false,"hash":true}',
        '',
      ].join('\n'),
    );
    const code = await exited;

    // Assert
    expect(code).toBe(0);
    const replies = out.stdout
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(replies.map((r) => [r.id, r.ok])).toEqual([
      [1, true],
      [null, false],
      [2, true],
      [3, true],
    ]);
    expect(out.stderr).toContain('ready');
    expect(out.stderr).not.toMatch(/\n\s+at /);
  });

  it('ends quietly with exit code 0 when nobody reads its replies (EPIPE)', {
    timeout: SPAWN,
  }, async () => {
    // Arrange: the engine's standard output closed on this side before any reply.
    const { child, out, exited } = spawnEngine();
    child.stdout.destroy();

    // Act: many requests, so that replies are written after the pipe has closed.
    child.stdin.on('error', () => {});
    child.stdin.end(`${'{"cmd":"hello"}\n'.repeat(2000)}`);
    const code = await exited;

    // Assert
    expect(code).toBe(0);
    expect(out.stderr).toContain('ready');
    expect(out.stderr).not.toMatch(/\n\s+at /);
  });

  it('refuses 16 MiB of nested or of empty arrays on a 256 MB heap, and answers the next request', {
    timeout: SPAWN,
  }, async () => {
    // Arrange: each line just within the 16 MiB limit; parsed, either would take gigabytes.
    const { child, out, exited } = spawnEngine(['--max-old-space-size=256']);
    const levels = 7_900_000;
    const deep = `{"id":1,"cmd":"new","players":2,"seed":${'['.repeat(levels)}${']'.repeat(levels)}}`;
    const wide = `{"id":2,"cmd":"new","players":2,"seed":[${'[],'.repeat(5_200_000)}[]]}`;

    // Act
    child.stdin.on('error', () => {});
    child.stdin.end(`${deep}\n${wide}\n{"id":3,"cmd":"hello"}\n`);
    const code = await exited;

    // Assert
    expect(deep.length).toBeGreaterThan(15_000_000);
    expect(wide.length).toBeGreaterThan(15_000_000);
    expect(code).toBe(0);
    const replies = out.stdout
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(replies.map((r) => [r.id, r.ok, r.error?.code, r.error?.field])).toEqual([
      // Refused before parsing: the id is not read (null, as for a line that is not JSON).
      [null, false, 'BAD_FIELD', 'seed'],
      [null, false, 'BAD_FIELD', 'seed'],
      [3, true, undefined, undefined],
    ]);
  });
});
