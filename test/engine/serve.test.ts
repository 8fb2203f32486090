import { spawn } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { Engine, type ReplyChunk, serveEngine } from '../../src/engine/index.js';

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

/** A spawned engine is killed after a minute at most. */
const SPAWN = 60_000;
const ROOT = new URL('../../', import.meta.url).pathname;
const children: ReturnType<typeof spawn>[] = [];

afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
});

describe('globetrotter engine (spawned)', () => {
  it('answers on stdout, logs on stderr, survives bad input and exits 0 at end of input', {
    timeout: SPAWN,
  }, async () => {
    // Arrange
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', 'engine'], {
      cwd: ROOT,
      timeout: SPAWN,
    });
    children.push(child);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => {
      stdout += d.toString('utf8');
    });
    child.stderr.on('data', (d: Buffer) => {
      stderr += d.toString('utf8');
    });
    const exited = new Promise<number | null>((resolve) => child.on('close', resolve));

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
    const replies = stdout
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(replies.map((r) => [r.id, r.ok])).toEqual([
      [1, true],
      [null, false],
      [2, true],
      [3, true],
    ]);
    expect(stderr).toContain('ready');
    expect(stderr).not.toMatch(/\n\s+at /);
  });
});
