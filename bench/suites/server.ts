import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { type GameState, legalActions } from '../../src/index.js';
import { attachMatchServer } from '../../src/server/server.js';
import type { BenchCase } from '../_internals/suite.js';

// The match server on loopback (issue 31): actions a second, and the latency of one submission
// (sent to acknowledged: read, authenticated, validated, applied, committed to SQLite on disk
// with synchronous=FULL, broadcast), with 1, 10 and 100 matches played at once, one socket per
// match. One call: every match submits one action and every acknowledgement comes back.
// The server runs in this process (started on first use; its sockets and timers unref'd so
// the run ends), so client and server share the CPU, as they would on one small machine.

interface BenchMatch {
  matchId: string;
  credentials: string[];
  seq: number[];
  state: GameState;
  pick: number;
}

interface Harness {
  url: string;
  matches(n: number): Promise<BenchMatch[]>;
  submitAll(matches: readonly BenchMatch[], latencies: number[]): Promise<void>;
}

let harness: Promise<Harness> | undefined;

async function startHarness(): Promise<Harness> {
  const dir = mkdtempSync(join(tmpdir(), 'gt-bench-server-'));
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  const http: Server = createServer((req, res) => {
    if (!attached.handleRequest(req, res)) res.writeHead(404).end();
  });
  http.on('connection', (s: Socket) => s.unref());
  const attached = attachMatchServer(http, {
    db: join(dir, 'bench.sqlite'),
    limits: { actionsPerSecond: 1_000_000, maxMatches: 100_000 },
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  http.unref();
  const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  const post = async <T>(path: string, body: unknown): Promise<T> =>
    (await (
      await fetch(`${url}${path}`, { method: 'POST', body: JSON.stringify(body) })
    ).json()) as T;

  // One socket per match; answers by match.
  const sockets = new Map<
    string,
    { ws: WebSocket; waiting: ((m: Record<string, unknown>) => void)[] }
  >();
  const open = async (matchId: string) => {
    const ws = new WebSocket(`${url.replace('http', 'ws')}/socket`);
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    (ws as unknown as { _socket: Socket })._socket.unref();
    const entry = { ws, waiting: [] as ((m: Record<string, unknown>) => void)[] };
    ws.on('message', (data) => {
      const m = JSON.parse(data.toString()) as Record<string, unknown>;
      if (m.type === 'accepted' || m.type === 'error') entry.waiting.shift()?.(m);
    });
    sockets.set(matchId, entry);
  };

  const newMatch = async (): Promise<BenchMatch> => {
    const { matchId } = await post<{ matchId: string }>('/matches', { players: 2, turnLimit: 200 });
    const credentials: string[] = [];
    for (const name of ['A', 'B']) {
      const j = await post<{ seat: number; credential: string }>(`/matches/${matchId}/join`, {
        name,
      });
      credentials[j.seat] = j.credential;
    }
    await open(matchId);
    const view = (await (await fetch(`${url}/matches/${matchId}/state`)).json()) as {
      state: GameState;
    };
    return { matchId, credentials, seq: [1, 1], state: view.state, pick: 0 };
  };

  const pools = new Map<number, BenchMatch[]>();
  return {
    url,
    async matches(n) {
      let pool = pools.get(n);
      if (pool === undefined) {
        pool = [];
        for (let i = 0; i < n; i++) pool.push(await newMatch());
        pools.set(n, pool);
      }
      for (let i = 0; i < pool.length; i++) {
        if (pool[i]!.state.status === 'finished') pool[i] = await newMatch();
      }
      return pool;
    },
    async submitAll(matches, latencies) {
      await Promise.all(
        matches.map(async (m) => {
          const seat = m.state.currentPlayer;
          const actions = legalActions(m.state);
          const action = actions[(m.pick++ * 7 + 3) % actions.length]!;
          const socket = sockets.get(m.matchId)!;
          const answered = new Promise<Record<string, unknown>>((r) => socket.waiting.push(r));
          const t0 = performance.now();
          socket.ws.send(
            JSON.stringify({
              type: 'submit',
              matchId: m.matchId,
              seat,
              credential: m.credentials[seat],
              seq: m.seq[seat]!++,
              action,
            }),
          );
          const answer = await answered;
          latencies.push(performance.now() - t0);
          if (answer.type !== 'accepted') throw new Error(`refused: ${JSON.stringify(answer)}`);
          // The state after it, as the hall holds it (the update carries the same).
          m.state = attached.hall.matchState(m.matchId).state;
        }),
      );
    },
  };
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

function concurrent(n: number): BenchCase {
  const latencies: number[] = [];
  return {
    name: `actions through the server, ${n} match${n === 1 ? '' : 'es'} at once`,
    unit: 'actions',
    unitsPerCall: n,
    async: true,
    fn: async () => {
      // The sockets are unref'd: this keeps the process alive while a call waits on them.
      const hold = setInterval(() => {}, 60_000);
      try {
        harness ??= startHarness();
        const h = await harness;
        await h.submitAll(await h.matches(n), latencies);
      } finally {
        clearInterval(hold);
      }
    },
    get detail() {
      const sorted = [...latencies].sort((a, b) => a - b);
      return `latency p50 ${percentile(sorted, 50).toFixed(2)} ms, p99 ${percentile(sorted, 99).toFixed(2)} ms (${sorted.length} submissions)`;
    },
  };
}

export const cases: readonly BenchCase[] = [concurrent(1), concurrent(10), concurrent(100)];
