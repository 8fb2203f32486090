import packageJson from '../../package.json' with { type: 'json' };
import { writeObservation } from '../bots/observe.js';
import {
  type Action,
  actionOutcomes,
  actionSpaceSize,
  applyAction,
  botFromName,
  checkRecord,
  createRng,
  DEFAULT_RULESET,
  DiceError,
  decodeAction,
  encodeAction,
  formatAction,
  type GameOptions,
  type GameState,
  IllegalActionError,
  isBotName,
  isRulesetName,
  MAX_PLANETS,
  MAX_PLAYERS,
  MIN_PLAYERS,
  NotationError,
  observationSize,
  observe,
  parseAction,
  parseEntry,
  printable,
  replay,
  restoreRng,
  rulesetOf,
  SUPPORTED_RULESETS,
  scriptedRng,
  stateHash,
  validateAction,
} from '../index.js';
import { EngineError, refuse } from './errors.js';
import {
  intField,
  intValue,
  isActionRef,
  isArray,
  isBoolean,
  isObject,
  isSeed,
  isShortString,
  onlyFields,
  optField,
  type Request,
  reqField,
} from './fields.js';
import {
  advance,
  cloneGame,
  type EngineGame,
  gameLegalIds,
  knownLegal,
  newGame,
  recordOf,
  resetGame,
  seatValue,
  truncated,
  withoutPlayer,
} from './game.js';

/** The protocol's version: bumped when a message changes incompatibly. */
export const PROTOCOL_VERSION = 1;

/**
 * Backward-compatible additions to protocol 1, listed by `hello` (docs/engine-protocol.md):
 * `columns`, the columnar binary reply of `steps`.
 */
export const CAPABILITIES: readonly string[] = ['columns'];

/** The most games alive at once in one engine. */
export const MAX_GAMES = 10_000;

/** The longest request line, in bytes (a record of a long game fits). */
export const MAX_LINE_BYTES = 16 * 1024 * 1024;

/** The longest turn limit a new game may ask for. */
const MAX_TURN_LIMIT = 1_000_000;

/**
 * What the engine writes for one request: JSON text lines, and for a binary reply the
 * little-endian blocks that follow its header line.
 */
export type ReplyChunk = string | Uint8Array;

/** Per step: what a learner needs (docs/engine-protocol.md, "Step results"). */
interface StepResult {
  game: number;
  player: number | null;
  legal?: readonly number[];
  observation?: number[];
  rewards: number[];
  terminated: boolean;
  truncated: boolean;
  inGame: boolean[];
  dice: number[];
  status: GameState['status'];
  turn: number;
  action?: number;
  reset?: boolean;
  hash?: string;
}

interface ResultOptions {
  readonly observe: boolean;
  readonly hash: boolean;
}

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
  private readonly games = new Map<number, EngineGame>();
  private nextHandle = 1;
  private readonly maxGames: number;
  /** Reply buffers handed back by `recycle`, for the next columnar replies (at most 4). */
  private readonly spares: ArrayBuffer[] = [];
  /** The buffers of columnar replies: only these may be recycled. */
  private readonly lent = new WeakSet<ArrayBuffer>();

  /** `maxGames`: the cap on live games (default `MAX_GAMES`). */
  constructor(options: { readonly maxGames?: number } = {}) {
    this.maxGames = options.maxGames ?? MAX_GAMES;
  }

  /**
   * Hands back a reply chunk that the caller has written and will not read again: a columnar
   * reply's buffer is then reused by a later reply instead of allocating a fresh one (a fresh
   * 700 KB buffer costs more, in page faults and garbage collection, than writing into it).
   * Any other chunk is ignored. `serveEngine` calls it once a reply is written.
   */
  recycle(chunk: ReplyChunk): void {
    if (typeof chunk === 'string' || !this.lent.has(chunk.buffer as ArrayBuffer)) return;
    this.lent.delete(chunk.buffer as ArrayBuffer);
    if (this.spares.length < 4) this.spares.push(chunk.buffer as ArrayBuffer);
  }

  /** A zeroed buffer of at least `bytes` for a columnar reply: a recycled one when it fits. */
  private replyBuffer(bytes: number): ArrayBuffer {
    const at = this.spares.findIndex((b) => b.byteLength >= bytes);
    let buffer: ArrayBuffer;
    if (at === -1) {
      // Some room to spare, so that the next batches (their legal ids vary) fit in it too.
      buffer = new ArrayBuffer(Math.ceil((bytes * 1.25) / 4096) * 4096);
    } else {
      buffer = this.spares.splice(at, 1)[0]!;
      new Uint8Array(buffer, 0, bytes).fill(0);
    }
    this.lent.add(buffer);
    return buffer;
  }

  /** The number of live games. */
  get liveGames(): number {
    return this.games.size;
  }

  /** Answers one request line (without its newline). */
  handle(line: string): ReplyChunk[] {
    let id: string | number | null = null;
    try {
      let req: unknown;
      try {
        req = JSON.parse(line);
      } catch (e) {
        refuse('BAD_JSON', `not JSON: ${e instanceof Error ? e.message : String(e)}`);
      }
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
      const cmd = reqField(req, 'cmd', isShortString(64), 'a command name');
      if (!Object.hasOwn(COMMANDS, cmd)) {
        refuse('UNKNOWN_COMMAND', `unknown command "${cmd}"; expected ${COMMAND_NAMES}`, {
          field: 'cmd',
        });
      }
      return COMMANDS[cmd]!.call(this, req, id);
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

  private game(req: Request, field = 'game'): { handle: number; game: EngineGame } {
    const handle = intField(req, field, 1, Number.MAX_SAFE_INTEGER);
    return { handle, game: this.gameAt(handle, field) };
  }

  private gameAt(handle: number, field: string): EngineGame {
    const game = this.games.get(handle);
    if (game === undefined) refuse('NO_SUCH_GAME', `no live game ${handle}`, { field });
    return game;
  }

  private add(game: EngineGame): number {
    if (this.games.size >= this.maxGames) {
      refuse('TOO_MANY_GAMES', `at most ${this.maxGames} games may be alive; drop some first`);
    }
    const handle = this.nextHandle++;
    this.games.set(handle, game);
    return handle;
  }

  hello(req: Request, id: Id): ReplyChunk[] {
    onlyFields(req, ['id', 'cmd']);
    const sizes: Record<string, { actions: number; observation: number }> = {};
    for (let players = MIN_PLAYERS; players <= MAX_PLAYERS; players++) {
      sizes[String(players)] = {
        actions: actionSpaceSize({ players }),
        observation: observationSize({ players }),
      };
    }
    return reply(id, {
      protocol: PROTOCOL_VERSION,
      engine: 'globetrotter',
      version: packageJson.version,
      rulesets: [...SUPPORTED_RULESETS],
      defaultRuleset: DEFAULT_RULESET,
      // Additions to protocol 1 that a client may rely on when listed here.
      capabilities: [...CAPABILITIES],
      limits: {
        games: this.maxGames,
        lineBytes: MAX_LINE_BYTES,
        players: [MIN_PLAYERS, MAX_PLAYERS],
      },
      // For one planet; each further planet adds 6,203 action ids (docs/bots.md).
      sizes,
    });
  }

  new(req: Request, id: Id): ReplyChunk[] {
    onlyFields(req, [
      'id',
      'cmd',
      'ruleset',
      'players',
      'planets',
      'seed',
      'turnLimit',
      ...RESULT_FIELDS,
    ]);
    const players = intField(req, 'players', MIN_PLAYERS, MAX_PLAYERS);
    // Left out, the ruleset decides: 1, or in 2026-06 the planets of the players (ruling R33).
    const planets = Object.hasOwn(req, 'planets')
      ? intField(req, 'planets', 1, MAX_PLANETS)
      : undefined;
    const seed = optField(req, 'seed', isSeed, 'a string (≤ 256) or a safe integer') ?? 0;
    const turnLimit =
      Object.hasOwn(req, 'turnLimit') && req.turnLimit !== null
        ? intField(req, 'turnLimit', 1, MAX_TURN_LIMIT)
        : null;
    const ruleset = optField(
      req,
      'ruleset',
      (v): v is string => typeof v === 'string' && isRulesetName(v),
      `one of ${SUPPORTED_RULESETS.join(', ')}`,
    );
    const options: GameOptions = {
      players,
      ...(planets === undefined ? {} : { planets }),
      turnLimit,
      ...(ruleset === undefined ? {} : { ruleset: ruleset as NonNullable<GameOptions['ruleset']> }),
    };
    const opts = resultOptions(req);
    let game: EngineGame;
    try {
      game = newGame(options, seed);
    } catch (e) {
      // Options each valid alone that the ruleset refuses together (2026-06's planets by
      // players), or a published ruleset not played yet: createGame's RangeError names them.
      if (!(e instanceof RangeError)) throw e;
      const field = /planet/.test(e.message) ? 'planets' : 'ruleset';
      refuse('BAD_FIELD', e.message, { field });
    }
    const handle = this.add(game);
    return reply(id, this.sizes(game, stepResult(handle, game, null, opts)));
  }

  load(req: Request, id: Id): ReplyChunk[] {
    onlyFields(req, ['id', 'cmd', 'record', 'seed', ...RESULT_FIELDS]);
    const record = reqField(
      req,
      'record',
      (v): v is unknown => isObject(v) || typeof v === 'string',
      'a record (an object or its JSON text)',
    );
    const seed = optField(req, 'seed', isSeed, 'a string (≤ 256) or a safe integer') ?? 'load';
    const opts = resultOptions(req);
    const replayed = replay(record);
    if (!replayed.ok) {
      const { code, message, index } = replayed.error;
      refuse('BAD_RECORD', `the record does not replay: ${message}`, {
        field: 'record',
        record: { code, ...(index === null || index === undefined ? {} : { index }) },
      });
    }
    const checked = checkRecord(typeof record === 'string' ? JSON.parse(record) : record);
    if (!checked.ok) refuse('BAD_RECORD', checked.error.message, { field: 'record' });
    const initial = replay(checked.record, { to: 0 }).state!;
    const game: EngineGame = {
      options: initial.options,
      seed,
      rng: createRng(seed),
      initial,
      state: initial,
      lasts: [],
      resets: 0,
      bots: new Map(),
      legalFor: null,
      legal: [],
      legalActions: [],
      observationSize: observationSize(initial.options),
    };
    for (const entry of checked.record.actions) {
      const { action, dice } =
        typeof entry === 'string'
          ? parseEntry(entry, game.state)
          : {
              action:
                typeof entry.action === 'string'
                  ? parseAction(entry.action, game.state)
                  : entry.action,
              dice: entry.dice ?? [],
            };
      advance(game, applyAction(game.state, withoutPlayer(action), scriptedRng(dice)));
    }
    const handle = this.add(game);
    return reply(id, this.sizes(game, stepResult(handle, game, null, opts)));
  }

  clone(req: Request, id: Id): ReplyChunk[] {
    onlyFields(req, ['id', 'cmd', 'game', ...RESULT_FIELDS]);
    const { game } = this.game(req);
    const opts = resultOptions(req);
    const copy = cloneGame(game);
    const handle = this.add(copy);
    return reply(id, stepResult(handle, copy, null, opts));
  }

  drop(req: Request, id: Id): ReplyChunk[] {
    onlyFields(req, ['id', 'cmd', 'game']);
    const { handle } = this.game(req);
    this.games.delete(handle);
    return reply(id, { game: handle, live: this.games.size });
  }

  state(req: Request, id: Id): ReplyChunk[] {
    onlyFields(req, ['id', 'cmd', 'game', 'full', ...RESULT_FIELDS]);
    const { handle, game } = this.game(req);
    const full = optField(req, 'full', isBoolean, 'a boolean') ?? false;
    const result = stepResult(handle, game, null, resultOptions(req));
    return reply(id, full ? { ...result, state: game.state } : result);
  }

  observe(req: Request, id: Id): ReplyChunk[] {
    onlyFields(req, ['id', 'cmd', 'game', 'player']);
    const { handle, game } = this.game(req);
    const player = intField(req, 'player', 0, game.state.players.length - 1);
    return reply(id, { game: handle, player, observation: [...observe(game.state, player)] });
  }

  step(req: Request, id: Id): ReplyChunk[] {
    onlyFields(req, [
      'id',
      'cmd',
      'game',
      'action',
      'bot',
      'seed',
      'dice',
      'outcome',
      ...RESULT_FIELDS,
    ]);
    const { handle, game } = this.game(req);
    const opts = resultOptions(req);
    const dice = optField(req, 'dice', isArray, 'an array of dice 1..6');
    const outcome = Object.hasOwn(req, 'outcome')
      ? intField(req, 'outcome', 0, 1_000_000)
      : undefined;
    if (dice !== undefined && outcome !== undefined) {
      refuse('BAD_FIELD', 'give "dice" or "outcome", not both', { field: 'outcome' });
    }
    if (dice !== undefined) {
      // The game's ruleset bounds the dice of one action (5 in 2025-01, 22 in 2026-06).
      const most = rulesetOf(game.state).maxDicePerAction;
      if (dice.length > most) {
        refuse('BAD_FIELD', `"dice" holds at most ${most} dice`, { field: 'dice' });
      }
      for (const [i, d] of dice.entries()) intValue(d, `dice[${i}]`, 1, 6);
    }
    notOver(game, 'game');
    const action = this.chosenAction(req, game);
    const before = game.state;
    let after: GameState;
    if (outcome !== undefined) {
      const outcomes = actionOutcomes(before, action, FAST);
      if (outcome >= outcomes.length) {
        refuse('BAD_FIELD', `"outcome" must be 0..${outcomes.length - 1} for this action`, {
          field: 'outcome',
        });
      }
      after = outcomes[outcome]!.state;
    } else if (dice !== undefined) {
      const rng = scriptedRng(dice as number[]);
      try {
        after = applyAction(before, action, rng, FAST);
      } catch (e) {
        if (e instanceof DiceError) refuse('BAD_DICE', e.message, { field: 'dice' });
        throw e;
      }
      const used = after.last?.dice.length ?? 0;
      if (used !== dice.length) {
        refuse('BAD_DICE', `the action drew ${used} dice, not the ${dice.length} given`, {
          field: 'dice',
        });
      }
    } else {
      after = seededApply(game, action);
    }
    const id2 = encodeAction(before, action);
    advance(game, after);
    return reply(id, stepResult(handle, game, before, opts, id2));
  }

  steps(req: Request, id: Id): ReplyChunk[] {
    onlyFields(req, [
      'id',
      'cmd',
      'games',
      'actions',
      'reset',
      'binary',
      'columns',
      ...RESULT_FIELDS,
    ]);
    const handles = reqField(req, 'games', isArray, 'an array of game handles');
    const refs = reqField(req, 'actions', isArray, 'an array of actions');
    if (handles.length > MAX_GAMES) {
      refuse('BAD_FIELD', `"games" holds at most ${MAX_GAMES} games`, { field: 'games' });
    }
    if (refs.length !== handles.length) {
      refuse('BAD_FIELD', `"actions" must hold one action per game (${handles.length})`, {
        field: 'actions',
      });
    }
    const reset = optField(req, 'reset', isBoolean, 'a boolean') ?? false;
    const binary = optField(req, 'binary', isBoolean, 'a boolean') ?? false;
    const columns = optField(req, 'columns', isBoolean, 'a boolean') ?? false;
    if (columns && !binary) {
      refuse('BAD_FIELD', '"columns" needs "binary": true', { field: 'columns' });
    }
    const opts = resultOptions(req);
    // Everything is checked before any game moves: a refused batch changes nothing.
    const seen = new Set<number>();
    const plan = handles.map((h, i) => {
      const handle = intValue(h, `games[${i}]`, 1, Number.MAX_SAFE_INTEGER);
      if (seen.has(handle)) {
        refuse('BAD_FIELD', `game ${handle} appears twice in "games"`, { field: `games[${i}]` });
      }
      seen.add(handle);
      const game = this.gameAt(handle, `games[${i}]`);
      notOver(game, `games[${i}]`);
      const ref = refs[i];
      if (!isActionRef(ref)) {
        refuse('BAD_FIELD', `"actions[${i}]" must be an action id or notation`, {
          field: `actions[${i}]`,
        });
      }
      const action = resolveAction(game, ref, `actions[${i}]`);
      return { handle, game, action, actionId: typeof ref === 'number' ? ref : undefined };
    });
    if (columns) return columnarReply(id, plan, reset, opts, (n) => this.replyBuffer(n));
    const results = plan.map(({ handle, game, action, actionId: given }) => {
      const before = game.state;
      const actionId = given ?? encodeAction(before, action);
      advance(game, checkedApply(game, action));
      const done = game.state.status === 'finished';
      const result = stepResult(handle, game, before, binary ? NO_EXTRAS : opts, actionId);
      if (done && reset) {
        resetGame(game);
        const fresh = stepResult(handle, game, null, binary ? NO_EXTRAS : opts);
        return {
          ...result,
          reset: true,
          player: fresh.player,
          status: fresh.status,
          turn: fresh.turn,
          inGame: fresh.inGame,
          ...(fresh.legal === undefined ? {} : { legal: fresh.legal }),
          ...(fresh.observation === undefined ? {} : { observation: fresh.observation }),
          ...(fresh.hash === undefined ? {} : { hash: fresh.hash }),
        };
      }
      return result;
    });
    if (!binary) return reply(id, { results });
    return binaryReply(
      id,
      plan.map((p) => p.game),
      results,
      opts,
    );
  }

  outcomes(req: Request, id: Id): ReplyChunk[] {
    onlyFields(req, ['id', 'cmd', 'game', 'action']);
    const { handle, game } = this.game(req);
    notOver(game, 'game');
    const action = resolveAction(
      game,
      reqField(req, 'action', isActionRef, 'an action id or notation'),
      'action',
    );
    const outcomes = actionOutcomes(game.state, action).map((o) => ({
      probability: o.probability,
      dice: [...(o.state.last?.dice.map((d) => d.value) ?? [])],
    }));
    return reply(id, { game: handle, action: encodeAction(game.state, action), outcomes });
  }

  validate(req: Request, id: Id): ReplyChunk[] {
    onlyFields(req, ['id', 'cmd', 'game', 'action']);
    const { handle, game } = this.game(req);
    const ref = reqField(req, 'action', isActionRef, 'an action id or notation');
    const action =
      typeof ref === 'number'
        ? decoded(game.state, ref, 'action')
        : parsed(game.state, ref, 'action');
    const check = validateAction(game.state, action);
    if (check.ok)
      return reply(id, { game: handle, legal: true, notation: notation(game.state, action) });
    const { code, rule, message } = check.error;
    return reply(id, { game: handle, legal: false, code, rule, message });
  }

  bot(req: Request, id: Id): ReplyChunk[] {
    onlyFields(req, ['id', 'cmd', 'game', 'bot', 'seed']);
    const { handle, game } = this.game(req);
    notOver(game, 'game');
    // The choice draws from a copy of the game's dice: asking changes no game.
    const action = chooseByBot(game, req, true);
    return reply(id, {
      game: handle,
      action: encodeAction(game.state, action),
      notation: notation(game.state, action),
    });
  }

  record(req: Request, id: Id): ReplyChunk[] {
    onlyFields(req, ['id', 'cmd', 'game']);
    const { handle, game } = this.game(req);
    return reply(id, { game: handle, record: recordOf(game) });
  }

  private chosenAction(req: Request, game: EngineGame): Action {
    const hasAction = Object.hasOwn(req, 'action');
    if (hasAction === Object.hasOwn(req, 'bot')) {
      refuse('MISSING_FIELD', 'give exactly one of "action" and "bot"', { field: 'action' });
    }
    if (hasAction) {
      return resolveAction(
        game,
        reqField(req, 'action', isActionRef, 'an action id or notation'),
        'action',
      );
    }
    return chooseByBot(game, req, false);
  }

  private sizes(game: EngineGame, result: StepResult) {
    return {
      ...result,
      options: game.state.options,
      actionSpaceSize: actionSpaceSize(game.state.options),
      observationSize: observationSize(game.state.options),
    };
  }
}

type Id = string | number | null;
type Command = (this: Engine, req: Request, id: Id) => ReplyChunk[];

const COMMANDS: Readonly<Record<string, Command>> = {
  hello: Engine.prototype.hello,
  new: Engine.prototype.new,
  load: Engine.prototype.load,
  clone: Engine.prototype.clone,
  drop: Engine.prototype.drop,
  state: Engine.prototype.state,
  observe: Engine.prototype.observe,
  step: Engine.prototype.step,
  steps: Engine.prototype.steps,
  outcomes: Engine.prototype.outcomes,
  validate: Engine.prototype.validate,
  bot: Engine.prototype.bot,
  record: Engine.prototype.record,
};

/** The protocol's command names, in the order docs/engine-protocol.md lists them. */
export const ENGINE_COMMANDS: readonly string[] = Object.keys(COMMANDS);

const COMMAND_NAMES = ENGINE_COMMANDS.join(', ');

/** Whether this machine stores numbers little-endian (the binary framing's order). */
const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

/** The optional fields that shape a step result. */
const RESULT_FIELDS = ['observe', 'legal', 'hash'];

/**
 * The engine's states stay inside it (replies carry copies as JSON), so they need not be
 * frozen: the fast path of `applyAction`.
 */
const FAST = { freeze: false } as const;

const NO_EXTRAS = { observe: false, legal: false, hash: false } as const;

function resultOptions(req: Request): ResultOptions & { legal: boolean } {
  return {
    observe: optField(req, 'observe', isBoolean, 'a boolean') ?? true,
    legal: optField(req, 'legal', isBoolean, 'a boolean') ?? true,
    hash: optField(req, 'hash', isBoolean, 'a boolean') ?? false,
  };
}

function reply(id: Id, body: object): ReplyChunk[] {
  return [`${JSON.stringify({ id, ok: true, ...body })}\n`];
}

function notOver(game: EngineGame, field: string): void {
  if (game.state.status === 'finished') refuse('GAME_OVER', 'the game is over', { field });
}

function decoded(state: GameState, id: number, field: string): Action {
  try {
    return decodeAction(state, id);
  } catch (e) {
    return refuse('BAD_FIELD', e instanceof Error ? e.message : String(e), { field });
  }
}

function parsed(state: GameState, text: string, field: string): Action {
  try {
    return withoutPlayer(parseAction(text, state));
  } catch (e) {
    if (e instanceof NotationError) return refuse('BAD_FIELD', e.message, { field });
    throw e;
  }
}

/** The action an id or notation names, legal in the game's state; else refused with its rule. */
function resolveAction(game: EngineGame, ref: number | string, field: string): Action {
  const state = game.state;
  // An id the engine itself listed as legal for this very state needs no second check.
  if (typeof ref === 'number') {
    const known = knownLegal(game, ref);
    if (known !== undefined) return known;
  }
  const action = typeof ref === 'number' ? decoded(state, ref, field) : parsed(state, ref, field);
  const check = validateAction(state, action);
  if (!check.ok) {
    const { code, rule, message } = check.error;
    refuse('ILLEGAL_ACTION', message, { field, illegal: { code, rule } });
  }
  return action;
}

/** Applies a legal action with the game's own dice; on any failure the dice are put back. */
function seededApply(game: EngineGame, action: Action): GameState {
  const saved = game.rng.save();
  try {
    return applyAction(game.state, action, game.rng, FAST);
  } catch (e) {
    game.rng = restoreRng(saved);
    if (e instanceof IllegalActionError) {
      refuse('ILLEGAL_ACTION', e.message, { illegal: { code: e.code, rule: e.rule } });
    }
    throw e;
  }
}

/**
 * Applies an action that `resolveAction` found legal with the game's own dice, for a batch
 * (whose every action is checked before any game moves). Unlike `seededApply` it keeps no copy
 * of the dice to put back (a copy of the generator's 256-entry state a step): a legal action
 * does not throw, and should the rules throw all the same (a bug, answered `INTERNAL`), the
 * batch's earlier games have moved anyway.
 */
function checkedApply(game: EngineGame, action: Action): GameState {
  return applyAction(game.state, action, game.rng, FAST);
}

/** The bot's choice; `dry` chooses on a copy of the dice (the `bot` command changes nothing). */
function chooseByBot(game: EngineGame, req: Request, dry: boolean): Action {
  const name = reqField(req, 'bot', isShortString(32), 'a bot name');
  if (!isBotName(name)) {
    refuse(
      'BAD_FIELD',
      `unknown bot "${name}"; expected random, greedy, mcts or mcts:<iterations>`,
      {
        field: 'bot',
      },
    );
  }
  const seed = optField(req, 'seed', isSeed, 'a string (≤ 256) or a safe integer');
  let bot = game.bots.get(name);
  if (bot === undefined) {
    bot = botFromName(name, seed === undefined ? {} : { seed });
    game.bots.set(name, bot);
  }
  const rng = dry ? restoreRng(game.rng.save()) : game.rng;
  return bot.chooseAction(game.state, rng);
}

function notation(state: GameState, action: Action): string {
  return formatAction(action, { planets: state.options.planets });
}

/** The step result of a game: after `before` (a step) or as it stands (`before` null). */
function stepResult(
  handle: number,
  game: EngineGame,
  before: GameState | null,
  opts: ResultOptions & { legal?: boolean },
  action?: number,
): StepResult {
  const state = game.state;
  const n = state.players.length;
  const finished = state.status === 'finished';
  const rewards: number[] = [];
  for (let p = 0; p < n; p++)
    rewards.push(before === null ? 0 : seatValue(state, p) - seatValue(before, p));
  const result: StepResult = {
    game: handle,
    player: finished ? null : state.currentPlayer,
    rewards,
    terminated: finished && !truncated(state),
    truncated: truncated(state),
    inGame: state.players.map((p) => p.inGame),
    dice: before === null || state.last === null ? [] : state.last.dice.map((d) => d.value),
    status: state.status,
    turn: state.turn,
  };
  if (action !== undefined) result.action = action;
  if (opts.legal !== false) result.legal = gameLegalIds(game);
  if (opts.observe) result.observation = Array.from(observe(state, state.currentPlayer));
  if (opts.hash) result.hash = stateHash(state);
  return result;
}

/**
 * A binary batch reply: the JSON header line (results without observations and legal ids,
 * and the blocks' byte lengths), then the observations (float32 LE, each game's in turn) and
 * the legal ids (int32 LE, each game's in turn).
 */
function binaryReply(
  id: Id,
  games: readonly EngineGame[],
  results: readonly StepResult[],
  opts: ResultOptions & { legal: boolean },
): ReplyChunk[] {
  const observations = opts.observe
    ? games.map((g) => observe(g.state, g.state.currentPlayer))
    : [];
  const legal = opts.legal ? games.map(gameLegalIds) : [];
  const obsFloats = observations.reduce((s, o) => s + o.length, 0);
  const legalInts = legal.reduce((s, l) => s + l.length, 0);
  const obsBlock = new Uint8Array(obsFloats * 4);
  const legalBlock = new Uint8Array(legalInts * 4);
  if (LITTLE_ENDIAN) {
    // The typed arrays are already little-endian: copy them whole.
    const floats = new Float32Array(obsBlock.buffer);
    let at = 0;
    for (const o of observations) {
      floats.set(o, at);
      at += o.length;
    }
    const ints = new Int32Array(legalBlock.buffer);
    at = 0;
    for (const l of legal) {
      ints.set(l, at);
      at += l.length;
    }
  } else {
    const obsView = new DataView(obsBlock.buffer);
    const legalView = new DataView(legalBlock.buffer);
    let at = 0;
    for (const o of observations) for (const x of o) obsView.setFloat32(at++ * 4, x, true);
    at = 0;
    for (const l of legal) for (const x of l) legalView.setInt32(at++ * 4, x, true);
  }
  const header = {
    id,
    ok: true,
    binary: {
      observations: {
        dtype: 'float32',
        bytes: obsBlock.length,
        lengths: observations.map((o) => o.length),
      },
      legal: { dtype: 'int32', bytes: legalBlock.length, counts: legal.map((l) => l.length) },
    },
    results,
  };
  return [`${JSON.stringify(header)}\n`, obsBlock, legalBlock];
}

/** The columns of a columnar reply, in order: 4-byte values first, so every block is aligned. */
const COLUMNS = [
  ['player', 'int32'],
  ['action', 'int32'],
  ['turn', 'int32'],
  ['legalCount', 'int32'],
  ['rewards', 'float32'],
  ['observations', 'float32'],
  ['legal', 'int32'],
  ['flags', 'uint8'],
  ['status', 'uint8'],
  ['inGame', 'uint8'],
  ['diceCount', 'uint8'],
  ['dice', 'uint8'],
] as const;

/** `flags` bits of a columnar reply. */
const TERMINATED = 1;
const TRUNCATED = 2;
const RESET = 4;

const STATUS_CODES: Readonly<Record<GameState['status'], number>> = {
  setup: 0,
  playing: 1,
  finished: 2,
};

/**
 * Steps the planned games and answers in the columnar binary framing (docs/engine-protocol.md,
 * "Columnar replies"): a JSON header line that names the columns and their lengths, padded with
 * spaces to a multiple of 4 bytes, then one block holding every column, little-endian. The
 * header and the block are one buffer (one write); observations are written straight into it.
 */
function columnarReply(
  id: Id,
  plan: readonly { game: EngineGame; action: Action; actionId?: number | undefined }[],
  reset: boolean,
  opts: ResultOptions & { legal: boolean },
  allocate: (bytes: number) => ArrayBuffer,
): ReplyChunk[] {
  const n = plan.length;
  const player = new Int32Array(n);
  const actionIds = new Int32Array(n);
  const turn = new Int32Array(n);
  const legalCount = new Int32Array(n);
  const flags = new Uint8Array(n);
  const status = new Uint8Array(n);
  const diceCount = new Uint8Array(n);
  const rewards: number[] = [];
  const inGame: number[] = [];
  const dice: number[] = [];
  const legal: (readonly number[])[] = [];
  let legalTotal = 0;
  let obsTotal = 0;
  for (let i = 0; i < n; i++) {
    const { game, action, actionId } = plan[i]!;
    const before = game.state;
    actionIds[i] = actionId ?? encodeAction(before, action);
    advance(game, checkedApply(game, action));
    const after = game.state;
    const players = after.players.length;
    for (let p = 0; p < players; p++) rewards.push(seatValue(after, p) - seatValue(before, p));
    const cut = truncated(after);
    let f = after.status === 'finished' ? (cut ? TRUNCATED : TERMINATED) : 0;
    const drawn = after.last === null ? [] : after.last.dice;
    diceCount[i] = drawn.length;
    for (const d of drawn) dice.push(d.value);
    if (after.status === 'finished' && reset) {
      resetGame(game);
      f |= RESET;
    }
    flags[i] = f;
    const now = game.state;
    player[i] = now.status === 'finished' ? -1 : now.currentPlayer;
    turn[i] = now.turn;
    status[i] = STATUS_CODES[now.status];
    for (const p of now.players) inGame.push(p.inGame ? 1 : 0);
    if (opts.legal) {
      const ids = gameLegalIds(game);
      legal.push(ids);
      legalCount[i] = ids.length;
      legalTotal += ids.length;
    }
    if (opts.observe) obsTotal += game.observationSize;
  }
  const counts: Record<(typeof COLUMNS)[number][0], number> = {
    player: n,
    action: n,
    turn: n,
    legalCount: n,
    rewards: rewards.length,
    observations: obsTotal,
    legal: legalTotal,
    flags: n,
    status: n,
    inGame: inGame.length,
    diceCount: n,
    dice: dice.length,
  };
  let bytes = 0;
  for (const [name, dtype] of COLUMNS) bytes += counts[name] * (dtype === 'uint8' ? 1 : 4);
  const head = JSON.stringify({
    id,
    ok: true,
    games: n,
    columns: {
      bytes,
      layout: COLUMNS.map(([name, dtype]) => ({ name, dtype, count: counts[name] })),
    },
  });
  // Spaces before the newline align the block on 4 bytes (JSON allows trailing whitespace).
  const headBytes = Buffer.byteLength(head) + 1;
  const pad = (4 - (headBytes % 4)) % 4;
  const start = headBytes + pad;
  const buffer = allocate(start + bytes);
  const out = new Uint8Array(buffer, 0, start + bytes);
  Buffer.from(buffer).write(`${head}${' '.repeat(pad)}\n`, 0, 'utf8');
  const view = new DataView(buffer);
  let at = start;
  const int32s = (values: ArrayLike<number>) => {
    if (LITTLE_ENDIAN) new Int32Array(buffer, at, values.length).set(values);
    else for (let k = 0; k < values.length; k++) view.setInt32(at + 4 * k, values[k]!, true);
    at += 4 * values.length;
  };
  const float32s = (values: ArrayLike<number>) => {
    if (LITTLE_ENDIAN) new Float32Array(buffer, at, values.length).set(values);
    else for (let k = 0; k < values.length; k++) view.setFloat32(at + 4 * k, values[k]!, true);
    at += 4 * values.length;
  };
  const bytes8 = (values: ArrayLike<number>) => {
    out.set(values, at);
    at += values.length;
  };
  int32s(player);
  int32s(actionIds);
  int32s(turn);
  int32s(legalCount);
  float32s(rewards);
  if (opts.observe) {
    for (const { game } of plan) {
      const size = game.observationSize;
      if (LITTLE_ENDIAN) {
        writeObservation(game.state, game.state.currentPlayer, new Float32Array(buffer, at, size));
        at += 4 * size;
      } else {
        float32s(observe(game.state, game.state.currentPlayer));
      }
    }
  }
  for (const ids of legal) int32s(ids);
  bytes8(flags);
  bytes8(status);
  bytes8(inGame);
  bytes8(diceCount);
  bytes8(dice);
  return [out];
}
