import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createMatchHall, type MatchHall } from './hall.js';
import { createLobby, type LobbyHandler } from './http.js';
import type { ServerLimits } from './limits.js';
import { createSocketHub } from './socket.js';
import { openSqliteStore } from './sqlite-store.js';
import type { MatchStore } from './store.js';

/** Options of `attachMatchServer` and `startMatchServer`. */
export interface MatchServerOptions {
  /** Where matches are kept; default: `openSqliteStore(db)`. */
  readonly store?: MatchStore;
  /** The SQLite file when no `store` is given; default `'games.sqlite'`. */
  readonly db?: string;
  /** Where the lobby's routes start (`'/api'`); default `''`. The socket is at `prefix + '/socket'`. */
  readonly prefix?: string;
  /** `Access-Control-Allow-Origin` for the lobby (a page served from elsewhere); default none. */
  readonly allowOrigin?: string;
  readonly limits?: Partial<ServerLimits>;
  /** Where to write log lines (never a credential); default: nowhere. */
  readonly log?: (line: string) => void;
}

/** A match server attached to a `node:http` server. */
export interface AttachedMatchServer {
  readonly hall: MatchHall;
  /** The lobby: call it from the server's request handler; false for a path not its own. */
  readonly handleRequest: LobbyHandler;
  /** How many sockets are open. */
  readonly connections: number;
  /** Closes the sockets, stops the bots and closes the store (the HTTP server stays open). */
  close(): Promise<void>;
}

/**
 * Adds the match server to an existing Node HTTP server: its sockets on the `upgrade` event at
 * `prefix + '/socket'`, and a lobby handler to call from the server's own request handler.
 * Every unfinished match of the store is restored first.
 *
 * @example
 * ```ts
 * const server = http.createServer((req, res) => {
 *   if (!matches.handleRequest(req, res)) myApp(req, res);
 * });
 * const matches = attachMatchServer(server, { db: 'games.sqlite', prefix: '/api' });
 * server.listen(8000, '127.0.0.1');
 * ```
 */
export function attachMatchServer(
  server: Server,
  options: MatchServerOptions = {},
): AttachedMatchServer {
  const log = options.log ?? (() => {});
  const store = options.store ?? openSqliteStore(options.db ?? 'games.sqlite');
  let hall: MatchHall;
  try {
    hall = createMatchHall({ store, log, ...(options.limits ? { limits: options.limits } : {}) });
  } catch (e) {
    store.close();
    throw e;
  }
  const prefix = options.prefix ?? '';
  const lobby = createLobby(hall, {
    prefix,
    log,
    ...(options.allowOrigin === undefined ? {} : { allowOrigin: options.allowOrigin }),
  });
  const hub = createSocketHub(hall, log);
  const socketPath = `${prefix}/socket`;
  const onUpgrade = (
    req: Parameters<typeof hub.handleUpgrade>[0],
    socket: Parameters<typeof hub.handleUpgrade>[1],
    head: Buffer,
  ) => {
    if ((req.url ?? '').split('?')[0] === socketPath) hub.handleUpgrade(req, socket, head);
    else socket.destroy();
  };
  server.on('upgrade', onUpgrade);
  let closing: Promise<void> | undefined;
  return {
    hall,
    handleRequest: lobby,
    get connections() {
      return hub.connections;
    },
    close() {
      closing ??= (async () => {
        server.off('upgrade', onUpgrade);
        await hub.close();
        await hall.idle();
        hall.close();
        store.close();
      })();
      return closing;
    },
  };
}

/** Options of `startMatchServer`. */
export interface StartMatchServerOptions extends MatchServerOptions {
  /** The port; 0 picks a free one. Default 8000. */
  readonly port?: number;
  /** The address to listen on; default `'127.0.0.1'` (this machine only). */
  readonly host?: string;
}

/** A running match server. */
export interface MatchServer extends AttachedMatchServer {
  /** `http://host:port`, the lobby's origin (the socket is `ws://host:port/socket`). */
  readonly url: string;
  readonly port: number;
}

/**
 * Starts a match server on its own HTTP server: the lobby, the sockets, the bots, and the store
 * (SQLite by default) with every unfinished match restored.
 *
 * @example
 * ```ts
 * const server = await startMatchServer({ db: 'games.sqlite', port: 8000 });
 * console.log(`lobby at ${server.url}/matches`);
 * // later: await server.close();
 * ```
 */
export async function startMatchServer(
  options: StartMatchServerOptions = {},
): Promise<MatchServer> {
  // A client that dawdles over its request's headers or body is cut off (slowloris).
  const http = createServer({ headersTimeout: 10_000, requestTimeout: 30_000 });
  const attached = attachMatchServer(http, options);
  http.on('request', (req, res) => {
    if (!attached.handleRequest(req, res)) {
      res.writeHead(404, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify({ error: { code: 'NOT_FOUND', message: 'no such route' } }));
    }
  });
  const host = options.host ?? '127.0.0.1';
  try {
    await new Promise<void>((resolve, reject) => {
      http.once('error', reject);
      http.listen(options.port ?? 8000, host, () => {
        http.off('error', reject);
        resolve();
      });
    });
  } catch (e) {
    await attached.close();
    throw e;
  }
  const { port } = http.address() as AddressInfo;
  const shown = host.includes(':') ? `[${host}]` : host;
  let closing: Promise<void> | undefined;
  return {
    get hall() {
      return attached.hall;
    },
    handleRequest: attached.handleRequest,
    get connections() {
      return attached.connections;
    },
    url: `http://${shown}:${port}`,
    port,
    close() {
      closing ??= (async () => {
        const closed = new Promise<void>((resolve) => http.close(() => resolve()));
        http.closeAllConnections();
        await attached.close();
        await closed;
      })();
      return closing;
    },
  };
}
