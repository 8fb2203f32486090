import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { type RawData, type WebSocket, WebSocketServer } from 'ws';
import { printable } from '../index.js';
import { TokenBucket } from './_internals/rate.js';
import { ServerError, type ServerErrorBody } from './errors.js';
import type { MatchHall } from './hall.js';
import type { MatchUpdate } from './match.js';
import { readClientMessage } from './protocol.js';

// One WebSocket per client (docs/server.md, "Socket"): it subscribes to matches and submits
// actions for its seats. Every refusal is sent to that socket only; the sockets share nothing
// but the hall.

/** The most bytes queued for a slow socket before the server gives up on it. */
const MAX_BUFFERED = 8 * 1024 * 1024;

/** The sockets of a server: an `upgrade` handler and a way to close them all. */
export interface SocketHub {
  /** Takes an HTTP upgrade to a WebSocket; answers 503 past `maxConnections`. */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void;
  /** How many sockets are open. */
  readonly connections: number;
  /** Closes every socket (code 1001) and resolves once they are gone. */
  close(): Promise<void>;
}

/** The sockets over `hall`. */
export function createSocketHub(
  hall: MatchHall,
  log: (line: string) => void = () => {},
): SocketHub {
  const limits = hall.limits;
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: limits.maxMessageBytes,
    perMessageDeflate: false,
  });
  const open = new Set<WebSocket>();

  const send = (ws: WebSocket, message: unknown) => {
    if (ws.readyState !== ws.OPEN) return;
    if (ws.bufferedAmount > MAX_BUFFERED) {
      log('socket: too slow a reader, closed');
      ws.terminate();
      return;
    }
    ws.send(JSON.stringify(message));
  };

  wss.on('connection', (ws: WebSocket) => {
    open.add(ws);
    const bucket = new TokenBucket(limits.actionsPerSecond);
    const subscriptions = new Map<string, () => void>();
    let idle: NodeJS.Timeout;
    const touch = () => {
      clearTimeout(idle);
      // Unref'd: an idle timer never keeps a process alive (the listening server does).
      idle = setTimeout(() => ws.close(1001, 'idle'), limits.idleTimeoutMs).unref();
    };
    touch();
    const listener = (update: MatchUpdate) => send(ws, update);

    const refuse = (body: ServerErrorBody, extra: Record<string, unknown> = {}) =>
      send(ws, { type: 'error', ...extra, error: body });

    ws.on('message', (data: RawData, isBinary: boolean) => {
      touch();
      let value: unknown;
      try {
        if (isBinary) throw new ServerError({ code: 'BAD_MESSAGE', message: 'send text frames' });
        try {
          value = JSON.parse(data.toString());
        } catch {
          throw new ServerError({ code: 'BAD_JSON', message: 'the message is not JSON' });
        }
      } catch (e) {
        refuse((e as ServerError).body);
        return;
      }
      // What lets the client match a refusal to its request, when the message names them.
      const about: Record<string, unknown> = {};
      if (typeof value === 'object' && value !== null) {
        const { matchId, seq } = value as { matchId?: unknown; seq?: unknown };
        if (typeof matchId === 'string' && matchId.length <= 128) about.matchId = matchId;
        if (Number.isSafeInteger(seq)) about.seq = seq;
      }
      try {
        const message = readClientMessage(value);
        switch (message.type) {
          case 'ping':
            send(ws, { type: 'pong' });
            break;
          case 'subscribe': {
            if (!subscriptions.has(message.matchId)) {
              if (subscriptions.size >= limits.maxSubscriptions) {
                throw new ServerError({
                  code: 'BAD_MESSAGE',
                  message: `at most ${limits.maxSubscriptions} subscriptions a socket`,
                });
              }
              subscriptions.set(message.matchId, hall.subscribe(message.matchId, listener));
            }
            const view = hall.matchState(message.matchId);
            send(ws, { type: 'subscribed', summary: hall.matchSummary(message.matchId), ...view });
            break;
          }
          case 'unsubscribe':
            subscriptions.get(message.matchId)?.();
            subscriptions.delete(message.matchId);
            send(ws, { type: 'unsubscribed', matchId: message.matchId });
            break;
          case 'submit': {
            if (!bucket.take()) {
              throw new ServerError({
                code: 'RATE_LIMITED',
                message: `at most ${limits.actionsPerSecond} submissions a second`,
              });
            }
            const { matchId, type: _, ...request } = message;
            send(ws, { type: 'accepted', ...hall.submit(matchId, request) });
            break;
          }
        }
      } catch (e) {
        if (ServerError.is(e)) refuse(e.body, about);
        else {
          log(`socket: internal error: ${printable(e instanceof Error ? e.message : String(e))}`);
          refuse({ code: 'INTERNAL', message: 'internal error' }, about);
        }
      }
    });

    ws.on('close', () => {
      clearTimeout(idle);
      for (const unsubscribe of subscriptions.values()) unsubscribe();
      subscriptions.clear();
      open.delete(ws);
    });
    // An oversized or malformed frame: ws closes the socket (1009, 1002) and reports it here.
    ws.on('error', (e) => log(`socket: ${printable(e.message)}`));
  });

  return {
    handleUpgrade(req, socket, head) {
      if (open.size >= limits.maxConnections) {
        socket.end('HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\n\r\n');
        return;
      }
      wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
    },
    get connections() {
      return open.size;
    },
    close() {
      const gone = [...open].map(
        (ws) =>
          new Promise<void>((resolve) => {
            if (ws.readyState === ws.CLOSED) return resolve();
            ws.once('close', () => resolve());
            ws.close(1001, 'server closing');
            // A peer that never answers the close handshake is cut off.
            setTimeout(() => ws.terminate(), 1000).unref();
          }),
      );
      return Promise.all(gone).then(
        () =>
          new Promise<void>((resolve) => {
            wss.close(() => resolve());
          }),
      );
    },
  };
}
