import type { IncomingMessage, ServerResponse } from 'node:http';
import { fail, ServerError, type ServerErrorBody, type ServerErrorCode } from './errors.js';
import type { MatchHall } from './hall.js';

// The HTTP JSON lobby (docs/server.md, "Lobby"): create, list, join, leave, fetch a match's
// state and record. Credentials travel only in request and response bodies, never in a URL.

/** The HTTP status of each refusal. */
const STATUS: Readonly<Record<ServerErrorCode, number>> = {
  BAD_JSON: 400,
  MESSAGE_TOO_LARGE: 413,
  BAD_MESSAGE: 400,
  DICE_FORBIDDEN: 400,
  NO_SUCH_MATCH: 404,
  NO_SUCH_SEAT: 409,
  SEAT_TAKEN: 409,
  BAD_CREDENTIAL: 403,
  NOT_STARTED: 409,
  GAME_OVER: 409,
  NOT_YOUR_TURN: 409,
  STALE_SEQ: 409,
  ILLEGAL_ACTION: 422,
  RATE_LIMITED: 429,
  TOO_MANY_MATCHES: 503,
  TOO_MANY_CONNECTIONS: 503,
  NOT_FOUND: 404,
  CORRUPT_MATCH: 500,
  INTERNAL: 500,
};

/** Options of `createLobby`. */
export interface LobbyOptions {
  /** Where the lobby's routes start (`'/api'`: `/api/matches`…); default `''`. */
  readonly prefix?: string;
  /** The `Access-Control-Allow-Origin` to send (a web page served elsewhere); default none. */
  readonly allowOrigin?: string;
  readonly log?: (line: string) => void;
}

/** A request handler that answers the lobby's routes and returns false for any other path. */
export type LobbyHandler = (req: IncomingMessage, res: ServerResponse) => boolean;

const ID = '([A-Za-z0-9_-]{1,128})';

/** Reads a JSON body of at most `max` bytes. */
function readBody(req: IncomingMessage, max: number): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > max) {
      reject(new ServerError({ code: 'MESSAGE_TOO_LARGE', message: `over ${max} bytes` }));
      req.resume();
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    req.on('data', (chunk: Buffer) => {
      if (done) return;
      size += chunk.length;
      if (size > max) {
        done = true;
        reject(new ServerError({ code: 'MESSAGE_TOO_LARGE', message: `over ${max} bytes` }));
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (done) return;
      done = true;
      const text = Buffer.concat(chunks).toString('utf8');
      try {
        resolve(text === '' ? {} : JSON.parse(text));
      } catch {
        reject(new ServerError({ code: 'BAD_JSON', message: 'the body is not JSON' }));
      }
    });
    req.on('error', (e) => {
      if (!done) reject(e);
      done = true;
    });
  });
}

/**
 * The lobby over `hall`, as a request handler for a `node:http` server.
 *
 * @example
 * ```ts
 * const lobby = createLobby(hall, { prefix: '/api' });
 * http.createServer((req, res) => {
 *   if (!lobby(req, res)) serveMyPages(req, res);
 * });
 * ```
 */
export function createLobby(hall: MatchHall, options: LobbyOptions = {}): LobbyHandler {
  const prefix = options.prefix ?? '';
  const log = options.log ?? (() => {});
  const max = hall.limits.maxMessageBytes;
  const matches = new RegExp(`^${escapeRegExp(prefix)}/matches$`);
  const one = new RegExp(`^${escapeRegExp(prefix)}/matches/${ID}(?:/(state|record|join|leave))?$`);

  const send = (res: ServerResponse, status: number, body: unknown) => {
    const text = JSON.stringify(body);
    const headers: Record<string, string> = {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
    };
    if (options.allowOrigin !== undefined) {
      headers['access-control-allow-origin'] = options.allowOrigin;
      headers['access-control-allow-headers'] = 'content-type';
    }
    res.writeHead(status, headers).end(text);
  };
  const refuse = (res: ServerResponse, e: unknown) => {
    let body: ServerErrorBody;
    if (ServerError.is(e)) body = e.body;
    else {
      log(`lobby: internal error: ${e instanceof Error ? e.message : String(e)}`);
      body = { code: 'INTERNAL', message: 'internal error' };
    }
    send(res, STATUS[body.code], { error: body });
  };

  const route = async (req: IncomingMessage, res: ServerResponse, path: string) => {
    const method = req.method ?? 'GET';
    if (method === 'OPTIONS') {
      // A browser's preflight (the client sends JSON); answered only with the CORS headers.
      const headers: Record<string, string> = {};
      if (options.allowOrigin !== undefined) {
        headers['access-control-allow-origin'] = options.allowOrigin;
        headers['access-control-allow-headers'] = 'content-type';
        headers['access-control-allow-methods'] = 'GET, POST';
      }
      res.writeHead(204, headers).end();
      return;
    }
    if (matches.test(path)) {
      if (method === 'GET') return send(res, 200, { matches: hall.listMatches() });
      if (method === 'POST') return send(res, 201, hall.createMatch(await readBody(req, max)));
      fail('NOT_FOUND', `${method} ${path} is not a lobby route`);
    }
    const m = one.exec(path)!;
    const id = m[1]!;
    const what = m[2];
    if (method === 'GET' && what === undefined) return send(res, 200, hall.matchSummary(id));
    if (method === 'GET' && what === 'state') return send(res, 200, hall.matchState(id));
    if (method === 'GET' && what === 'record') return send(res, 200, hall.matchRecord(id));
    if (method === 'POST' && what === 'join') {
      return send(res, 200, hall.joinMatch(id, await readBody(req, max)));
    }
    if (method === 'POST' && what === 'leave') {
      hall.leaveMatch(id, await readBody(req, max));
      return send(res, 200, { matchId: id, left: true });
    }
    fail('NOT_FOUND', `${method} ${path} is not a lobby route`);
  };

  return (req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    if (!matches.test(path) && !one.test(path)) return false;
    route(req, res, path).catch((e: unknown) => refuse(res, e));
    return true;
  };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
