// The match server's crash check (issue 31): a server child process is killed (SIGKILL) while
// clients are submitting, then restarted on the same database. Every acknowledged action must
// be there, and nothing else but the one submission that was in flight on a match; the matches
// replay to their stored hashes and go on. `crashRound` is one kill and restart (the suite runs
// one: test/server/crash.test.ts); run this file to repeat it on one database:
//
//   npx tsx scripts/server-crash.ts [rounds=20]

import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import {
  type Action,
  type GameRecord,
  type GameState,
  legalActions,
  replay,
  stateHash,
} from '../src/index.js';

const ROOT = new URL('../', import.meta.url).pathname;

/** A match the clients play, and what the server acknowledged of it. */
interface CrashMatch {
  readonly matchId: string;
  readonly credentials: string[];
  nextSeq: number[];
  /** Actions acknowledged so far, and the hash after the last of them. */
  acked: number;
  ackedHash: string;
  /** The submission sent and not acknowledged when the server died. */
  inFlight: { seat: number; seq: number; action: Action } | null;
  /** Played to the end: the next round replaces it. */
  done: boolean;
}

/** What survives from round to round: the database and the matches. */
export interface CrashWorld {
  readonly db: string;
  matches: CrashMatch[];
}

/** What one round saw. */
export interface CrashRound {
  /** Acknowledged actions before the kill. */
  readonly acked: number;
  /** Submissions in flight at the kill that turned out committed (answered as duplicates). */
  readonly committedInFlight: number;
  /** Submissions in flight at the kill that were not committed (applied after the restart). */
  readonly lostInFlight: number;
}

export interface RunningServer {
  readonly child: ChildProcess;
  readonly url: string;
}

/** Starts `globetrotter serve` on `db` in a child process, on a free port of 127.0.0.1. */
export function startServer(db: string): Promise<RunningServer> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'src/cli/main.ts', 'serve', '--db', db, '--port', '0'],
    { cwd: ROOT, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  return new Promise((resolve, reject) => {
    let err = '';
    child.stderr!.setEncoding('utf8');
    child.stderr!.on('data', (text: string) => {
      err += text;
      const m = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(err);
      if (m) resolve({ child, url: m[1]! });
    });
    child.once('exit', (code) => reject(new Error(`the server exited (${code}): ${err}`)));
  });
}

/** Stops the child (`signal`) and resolves once it has exited. */
export function stopServer(server: RunningServer, signal: NodeJS.Signals): Promise<void> {
  const { child } = server;
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}

async function lobby<T>(url: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const value = (await res.json()) as T;
  if (!res.ok) throw new Error(`${path}: ${JSON.stringify(value)}`);
  return value;
}

async function newMatch(url: string): Promise<CrashMatch> {
  const { matchId } = await lobby<{ matchId: string }>(url, '/matches', {
    players: 2,
    turnLimit: 40,
  });
  const credentials: string[] = [];
  for (const name of ['A', 'B']) {
    const joined = await lobby<{ seat: number; credential: string }>(
      url,
      `/matches/${matchId}/join`,
      { name },
    );
    credentials[joined.seat] = joined.credential;
  }
  const { hash } = await lobby<{ hash: string }>(url, `/matches/${matchId}/state`);
  return {
    matchId,
    credentials,
    nextSeq: [1, 1],
    acked: 0,
    ackedHash: hash,
    inFlight: null,
    done: false,
  };
}

/** A socket that hands out messages in order. */
function openSocket(url: string) {
  const ws = new WebSocket(`${url.replace('http', 'ws')}/socket`);
  const queue: Record<string, unknown>[] = [];
  let wake: (() => void) | null = null;
  let closed = false;
  ws.on('message', (data) => {
    queue.push(JSON.parse(data.toString()) as Record<string, unknown>);
    wake?.();
  });
  ws.on('close', () => {
    closed = true;
    wake?.();
  });
  ws.on('error', () => {});
  const next = async (type: string): Promise<Record<string, unknown> | null> => {
    for (;;) {
      const i = queue.findIndex((m) => m.type === type || m.type === 'error');
      if (i >= 0) return queue.splice(i, 1)[0]!;
      if (closed) return null;
      await new Promise<void>((r) => {
        wake = r;
      });
      wake = null;
    }
  };
  const opened = new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  return { ws, next, opened };
}

/** Sends one submission of `m` for `seat`; its answer, or null when the socket dies first. */
function submit(
  socket: ReturnType<typeof openSocket>,
  m: CrashMatch,
  seat: number,
  seq: number,
  action: Action,
): Promise<Record<string, unknown> | null> {
  socket.ws.send(
    JSON.stringify({
      type: 'submit',
      matchId: m.matchId,
      seat,
      credential: m.credentials[seat],
      seq,
      action,
    }),
  );
  return socket.next('accepted');
}

/** Records an `accepted` answer: the actions acknowledged, their hash, nothing in flight. */
function acknowledge(m: CrashMatch, answer: Record<string, unknown>): void {
  m.acked = (answer.index as number) + 1;
  m.ackedHash = answer.hash as string;
  m.inFlight = null;
}

/**
 * Checks each match against what was acknowledged (after a restart), then settles its
 * in-flight submission by sending it again with the same sequence number.
 */
async function checkRestored(url: string, world: CrashWorld) {
  let committed = 0;
  let lost = 0;
  for (const m of world.matches) {
    const record = await lobby<GameRecord>(url, `/matches/${m.matchId}/record`);
    const view = await lobby<{ hash: string; state: GameState }>(
      url,
      `/matches/${m.matchId}/state`,
    );
    const n = record.actions.length;
    const extra = n - m.acked;
    if (extra < 0) throw new Error(`${m.matchId}: ${m.acked} acknowledged, ${n} stored`);
    if (extra > (m.inFlight === null ? 0 : 1)) {
      throw new Error(`${m.matchId}: ${n} stored, only ${m.acked} acknowledged`);
    }
    const upTo = replay(record, { to: m.acked });
    if (!upTo.ok || stateHash(upTo.state) !== m.ackedHash) {
      throw new Error(`${m.matchId}: the acknowledged actions replay to another hash`);
    }
    const all = replay(record);
    if (!all.ok || stateHash(all.state) !== view.hash) {
      throw new Error(`${m.matchId}: the restored state is not the record's`);
    }
    if (m.inFlight !== null) {
      const socket = openSocket(url);
      await socket.opened;
      const { seat, seq, action } = m.inFlight;
      const answer = await submit(socket, m, seat, seq, action);
      socket.ws.close();
      if (answer?.type !== 'accepted' || answer.duplicate !== (extra === 1)) {
        throw new Error(`${m.matchId}: the in-flight seq was answered ${JSON.stringify(answer)}`);
      }
      if (extra === 1) committed++;
      else lost++;
      acknowledge(m, answer);
    }
  }
  return { committed, lost };
}

/** Whether the server refused a submission for the socket's rate (RATE_LIMITED). */
function rateLimited(answer: Record<string, unknown>): boolean {
  const error = answer.error as { code?: unknown } | undefined;
  return answer.type === 'error' && error?.code === 'RATE_LIMITED';
}

/** Plays a match until the socket dies; returns the actions acknowledged. */
async function playUntilKilled(url: string, m: CrashMatch, onAck: () => void): Promise<void> {
  const socket = openSocket(url);
  await socket.opened;
  socket.ws.send(JSON.stringify({ type: 'subscribe', matchId: m.matchId }));
  const subscribed = await socket.next('subscribed');
  if (subscribed === null) return;
  let state = subscribed.state as GameState;
  let pick = m.acked;
  while (state.status !== 'finished') {
    const seat = state.currentPlayer;
    const actions = legalActions(state);
    const action = actions[(pick++ * 7 + 3) % actions.length]!;
    const seq = m.nextSeq[seat]!++;
    m.inFlight = { seat, seq, action };
    let answer = await submit(socket, m, seat, seq, action);
    // A socket may submit at most `actionsPerSecond` a second (src/server/limits.ts), and an idle
    // server acknowledges faster: a refused submission changed nothing, so it goes again a moment
    // later, as a well-behaved client's would (unless the server was killed meanwhile).
    while (answer !== null && rateLimited(answer)) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      if (socket.ws.readyState !== WebSocket.OPEN) return;
      answer = await submit(socket, m, seat, seq, action);
    }
    if (answer === null) return; // killed: the submission stays in flight
    if (answer.type !== 'accepted') throw new Error(`refused: ${JSON.stringify(answer)}`);
    acknowledge(m, answer);
    const update = await socket.next('update');
    if (update === null) return;
    state = update.state as GameState;
    onAck();
  }
  m.done = true;
  socket.ws.close();
}

/**
 * One round: starts a server on the world's database (checking the matches against what was
 * acknowledged, when a round came before), keeps `matches` matches being played, kills the
 * server with SIGKILL after `killAfter` acknowledgements, and returns what it saw. The next
 * round (or `finishCrashWorld`) checks what the database kept.
 */
export async function crashRound(
  world: CrashWorld,
  options: { killAfter: number; matches?: number },
): Promise<CrashRound & { checked: { committed: number; lost: number } }> {
  const server = await startServer(world.db);
  try {
    const checked = await checkRestored(server.url, world);
    world.matches = world.matches.filter((m) => !m.done);
    const want = options.matches ?? 3;
    while (world.matches.length < want) world.matches.push(await newMatch(server.url));
    let acked = 0;
    const loops = world.matches.map((m) =>
      playUntilKilled(server.url, m, () => {
        if (++acked === options.killAfter) void stopServer(server, 'SIGKILL');
      }),
    );
    await Promise.all(loops);
    await stopServer(server, 'SIGKILL');
    return { acked, committedInFlight: checked.committed, lostInFlight: checked.lost, checked };
  } finally {
    await stopServer(server, 'SIGKILL');
  }
}

/** Restarts the server once more to check the last round, then stops it (SIGTERM). */
export async function finishCrashWorld(world: CrashWorld) {
  const server = await startServer(world.db);
  try {
    return await checkRestored(server.url, world);
  } finally {
    await stopServer(server, 'SIGTERM');
  }
}

async function main(rounds: number): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'gt-crash-'));
  const world: CrashWorld = { db: join(dir, 'games.sqlite'), matches: [] };
  let committed = 0;
  let lost = 0;
  let acked = 0;
  try {
    for (let r = 0; r < rounds; r++) {
      const killAfter = 5 + Math.floor(Math.random() * 40);
      const round = await crashRound(world, { killAfter });
      committed += round.committedInFlight;
      lost += round.lostInFlight;
      acked += round.acked;
      console.log(`round ${r + 1}: ${round.acked} acknowledged, killed after ${killAfter}`);
    }
    const last = await finishCrashWorld(world);
    committed += last.committed;
    lost += last.lost;
    console.log(
      `${rounds} rounds: ${acked} acknowledged actions all kept; in flight at a kill: ${committed} committed, ${lost} not; every match replayed to its hash`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (
  process.argv[1] !== undefined &&
  import.meta.url === new URL(`file://${process.argv[1]}`).href
) {
  main(Number(process.argv[2] ?? 20)).catch((e: unknown) => {
    console.error(e);
    process.exitCode = 1;
  });
}
