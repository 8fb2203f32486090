import { printable } from '../index.js';
import { nearestKey } from '../options/index.js';
import type { EngineContext, Id } from './_internals/command.js';
import { COMMANDS } from './_internals/commands.js';
import { isObject, isString, reqField, shown } from './_internals/fields.js';
import { GameTable } from './_internals/game-table.js';
import { ReplyBuffers } from './_internals/reply-buffers.js';
import { readRequest } from './_internals/request.js';
import { EngineError, refuse } from './errors.js';
import { MAX_GAMES, type ReplyChunk } from './protocol.js';

/** The protocol's command names, in the order docs/engine-protocol.md lists them. */
export const ENGINE_COMMANDS: readonly string[] = Object.keys(COMMANDS);

const COMMAND_NAMES = ENGINE_COMMANDS.join(', ');

/**
 * The engine: games by handle and the protocol's commands. `handle(line)` answers one request
 * line with the reply's chunks; it never throws and a refused request changes no game.
 *
 * @example
 * ```ts
 * const engine = new Engine();
 * engine.handle('{"id":1,"cmd":"new","players":2,"seed":7}'); // ['{"id":1,"ok":true,…}\n']
 * ```
 */
export class Engine {
  private readonly games: GameTable;
  private readonly buffers = new ReplyBuffers();
  private readonly context: EngineContext;

  /** `maxGames`: the cap on live games (default `MAX_GAMES`). */
  constructor(options: { readonly maxGames?: number } = {}) {
    this.games = new GameTable(options.maxGames ?? MAX_GAMES);
    this.context = { games: this.games, lend: (bytes) => this.buffers.lend(bytes) };
  }

  /**
   * Hands back a reply chunk that the caller has written and will not read again: a columnar
   * reply's buffer is then reused by a later reply instead of allocating a fresh one (a fresh
   * 700 KB buffer costs more, in page faults and garbage collection, than writing into it).
   * Any other chunk is ignored. `serveEngine` calls it once a reply is written.
   */
  recycle(chunk: ReplyChunk): void {
    this.buffers.recycle(chunk);
  }

  /** The number of live games. */
  get liveGames(): number {
    return this.games.size;
  }

  /** Answers one request line (without its newline). */
  handle(line: string): ReplyChunk[] {
    let id: Id = null;
    try {
      const req = readRequest(line);
      if (!isObject(req)) refuse('BAD_REQUEST', 'a request must be a JSON object');
      if (Object.hasOwn(req, 'id')) {
        const raw = req.id;
        const ok =
          (typeof raw === 'number' && Number.isSafeInteger(raw)) ||
          (typeof raw === 'string' && raw.length <= 256);
        if (!ok) {
          refuse('BAD_FIELD', '"id" must be a safe integer or a string of ≤ 256 characters', {
            field: 'id',
          });
        }
        id = raw as string | number;
      }
      // Any text is a command name, known or not: a long one is unknown, not malformed.
      const cmd = reqField(req, 'cmd', isString, 'a command name');
      if (!Object.hasOwn(COMMANDS, cmd)) unknownCommand(cmd);
      return COMMANDS[cmd]!(this.context, req, id);
    } catch (e) {
      const raw =
        e instanceof EngineError
          ? e.body
          : { code: 'INTERNAL', message: e instanceof Error ? e.message : String(e) };
      // Messages and field names echo the request: a person may read them, so printable.
      const body = {
        ...raw,
        message: printable(raw.message),
        ...('field' in raw && raw.field !== undefined ? { field: printable(raw.field) } : {}),
      };
      return [`${JSON.stringify({ id, ok: false, error: body })}\n`];
    }
  }

  /** The reply to a request that had no valid line to read (too long, not UTF-8). */
  static lineError(code: 'LINE_TOO_LONG' | 'BAD_JSON', message: string): string {
    return `${JSON.stringify({ id: null, ok: false, error: { code, message } })}\n`;
  }
}

function unknownCommand(cmd: string): never {
  const suggestion = nearestKey(cmd, ENGINE_COMMANDS);
  const hint = suggestion === null ? '' : `; did you mean "${suggestion}"?`;
  refuse('UNKNOWN_COMMAND', `unknown command ${shown(cmd)}${hint} (expected ${COMMAND_NAMES})`, {
    field: 'cmd',
    ...(suggestion === null ? {} : { suggestion }),
  });
}
