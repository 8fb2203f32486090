/**
 * A browser client of the match server: `import { connectMatches } from 'globetrotter/client'`.
 *
 * It uses only `fetch` and `WebSocket` (globals in browsers and in Node 22+), and imports
 * nothing at run time from the rest of the package, so a page that plays online stays small.
 * See docs/server.md.
 *
 * @packageDocumentation
 * @module globetrotter/client
 */

import type { Action, GameRecord, GameState } from '../index.js';
import type { ServerErrorBody } from '../server/errors.js';
import type { JoinResult, MatchStateView } from '../server/hall.js';
import type { MatchSummary, MatchUpdate } from '../server/match.js';
import type { CreateMatchRequest, SubmitResult } from '../server/protocol.js';

export type {
  CreateMatchRequest,
  JoinResult,
  MatchStateView,
  MatchSummary,
  MatchUpdate,
  ServerErrorBody,
  SubmitResult,
};

/** What the server sends when a subscription starts: the match and its current state. */
export interface SubscribedMessage extends MatchStateView {
  readonly type: 'subscribed';
  readonly summary: MatchSummary;
}

/** A refusal from the server, as an error: `code` is the server's stable code. */
export class MatchClientError extends Error {
  readonly body: ServerErrorBody;
  constructor(body: ServerErrorBody) {
    super(body.message);
    this.name = 'MatchClientError';
    this.body = body;
  }
  get code(): ServerErrorBody['code'] {
    return this.body.code;
  }
}

/** The seat a player holds: what `join` returned (keep the credential secret). */
export type Seat = Pick<JoinResult, 'matchId' | 'seat' | 'credential'>;

/** The lobby and one socket to the server at `url` (`'http://127.0.0.1:8000'`). */
export interface MatchConnection {
  listMatches(): Promise<MatchSummary[]>;
  createMatch(request: CreateMatchRequest): Promise<MatchSummary>;
  /** Takes a seat (the first open one unless `seat` is given). */
  join(matchId: string, name: string, seat?: number): Promise<Seat>;
  leave(seat: Seat): Promise<void>;
  getMatch(matchId: string): Promise<MatchSummary>;
  getState(matchId: string): Promise<MatchStateView>;
  getRecord(matchId: string): Promise<GameRecord>;
  /**
   * Calls `onUpdate` after every action of the match (the state after it, the action in
   * notation with its dice); resolves with the match as it is now.
   */
  subscribe(matchId: string, onUpdate: (update: MatchUpdate) => void): Promise<SubscribedMessage>;
  unsubscribe(matchId: string): void;
  /** Submits an action (object or notation) for a seat; resolves once the server stored it. */
  submit(seat: Seat, action: Action | string): Promise<SubmitResult>;
  /** Closes the socket. */
  close(): void;
}

/** Options of `connectMatches`. */
export interface ConnectOptions {
  /** The socket's URL; default: `url` with `ws` for `http` and `/socket` added. */
  readonly socketUrl?: string;
  /**
   * The first sequence number of each seat; default: the time in microseconds, so that a page
   * reloaded later starts above what it sent before.
   */
  readonly firstSeq?: number;
  /** The WebSocket class; default the global one (pass `ws`'s in Node 20, which has none). */
  readonly WebSocket?: new (
    url: string,
  ) => WebSocket;
}

type Pending = { resolve: (m: never) => void; reject: (e: Error) => void };

/**
 * Opens a socket to the match server at `url` and returns the lobby and the socket as one
 * object.
 *
 * @example
 * ```ts
 * const server = await connectMatches('http://127.0.0.1:8000');
 * const { matchId } = await server.createMatch({ players: 2, seats: [null, 'mcts:200'] });
 * const seat = await server.join(matchId, 'Ada');
 * await server.subscribe(matchId, (u) => draw(u.state));
 * await server.submit(seat, 'place 12');
 * ```
 */
export async function connectMatches(
  url: string,
  options: ConnectOptions = {},
): Promise<MatchConnection> {
  const base = url.replace(/\/$/, '');
  const socketUrl = options.socketUrl ?? `${base.replace(/^http/, 'ws')}/socket`;
  const Socket = options.WebSocket ?? globalThis.WebSocket;
  const ws = new Socket(socketUrl);
  await new Promise<void>((resolve, reject) => {
    ws.addEventListener('open', () => resolve(), { once: true });
    ws.addEventListener('error', () => reject(new Error(`cannot connect to ${socketUrl}`)), {
      once: true,
    });
  });

  let nextSeq = options.firstSeq ?? Date.now() * 1000;
  const submits = new Map<number, Pending>();
  const subscribes = new Map<string, Pending>();
  const listeners = new Map<string, (update: MatchUpdate) => void>();

  ws.addEventListener('message', (event: MessageEvent) => {
    const message = JSON.parse(String(event.data)) as { type: string } & Record<string, unknown>;
    switch (message.type) {
      case 'update':
        listeners.get(message.matchId as string)?.(message as unknown as MatchUpdate);
        break;
      case 'subscribed': {
        const id = message.matchId as string;
        subscribes.get(id)?.resolve(message as never);
        subscribes.delete(id);
        break;
      }
      case 'accepted': {
        const seq = message.seq as number;
        submits.get(seq)?.resolve(message as never);
        submits.delete(seq);
        break;
      }
      case 'error': {
        const error = new MatchClientError(message.error as ServerErrorBody);
        if (typeof message.seq === 'number' && submits.has(message.seq)) {
          submits.get(message.seq)!.reject(error);
          submits.delete(message.seq);
        } else if (typeof message.matchId === 'string' && subscribes.has(message.matchId)) {
          subscribes.get(message.matchId)!.reject(error);
          subscribes.delete(message.matchId);
        }
        break;
      }
    }
  });
  ws.addEventListener('close', () => {
    const gone = new Error('the connection to the match server closed');
    for (const p of [...submits.values(), ...subscribes.values()]) p.reject(gone);
    submits.clear();
    subscribes.clear();
  });

  const call = async <T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const value = (await res.json()) as T & { error?: ServerErrorBody };
    if (!res.ok)
      throw new MatchClientError(value.error ?? { code: 'INTERNAL', message: res.statusText });
    return value;
  };
  const path = (matchId: string, what = '') =>
    `/matches/${encodeURIComponent(matchId)}${what === '' ? '' : `/${what}`}`;

  return {
    listMatches: async () => (await call<{ matches: MatchSummary[] }>('GET', '/matches')).matches,
    createMatch: (request) => call('POST', '/matches', request),
    join: (matchId, name, seat) =>
      call('POST', path(matchId, 'join'), seat === undefined ? { name } : { name, seat }),
    leave: async (seat) => {
      await call('POST', path(seat.matchId, 'leave'), {
        seat: seat.seat,
        credential: seat.credential,
      });
    },
    getMatch: (matchId) => call('GET', path(matchId)),
    getState: (matchId) => call('GET', path(matchId, 'state')),
    getRecord: (matchId) => call('GET', path(matchId, 'record')),
    subscribe(matchId, onUpdate) {
      listeners.set(matchId, onUpdate);
      return new Promise((resolve, reject) => {
        subscribes.set(matchId, { resolve: resolve as (m: never) => void, reject });
        ws.send(JSON.stringify({ type: 'subscribe', matchId }));
      });
    },
    unsubscribe(matchId) {
      listeners.delete(matchId);
      ws.send(JSON.stringify({ type: 'unsubscribe', matchId }));
    },
    submit(seat, action) {
      const seq = nextSeq++;
      return new Promise((resolve, reject) => {
        submits.set(seq, { resolve: resolve as (m: never) => void, reject });
        ws.send(
          JSON.stringify({
            type: 'submit',
            matchId: seat.matchId,
            seat: seat.seat,
            credential: seat.credential,
            seq,
            action,
          }),
        );
      });
    },
    close() {
      ws.close();
    },
  };
}

/** The state type the updates carry, for convenience. */
export type { GameState };
