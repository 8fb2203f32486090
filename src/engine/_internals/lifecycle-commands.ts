import packageJson from '../../../package.json' with { type: 'json' };
import {
  actionSpaceSize,
  applyAction,
  checkRecord,
  createRng,
  DEFAULT_RULESET,
  type GameOptions,
  isRulesetName,
  MAX_PLANETS,
  MAX_PLAYERS,
  MIN_PLAYERS,
  observationSize,
  parseAction,
  parseEntry,
  replay,
  SUPPORTED_RULESETS,
  scriptedRng,
} from '../../index.js';
import { refuse } from '../errors.js';
import {
  CAPABILITIES,
  MAX_LINE_BYTES,
  MAX_TURN_LIMIT,
  PROTOCOL_VERSION,
  type ReplyChunk,
} from '../protocol.js';
import { withoutPlayer } from './actions.js';
import { type EngineContext, type Id, reply } from './command.js';
import {
  intField,
  isObject,
  isSeed,
  onlyFields,
  optField,
  type Request,
  reqField,
} from './fields.js';
import { EngineGame, newGame } from './game.js';
import { RESULT_FIELDS, resultOptions, stepResult, withSizes } from './step-result.js';

// The commands that make and end games: hello, new, load, clone, drop.

export function helloCommand(ctx: EngineContext, req: Request, id: Id): ReplyChunk[] {
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
      games: ctx.games.maxGames,
      lineBytes: MAX_LINE_BYTES,
      players: [MIN_PLAYERS, MAX_PLAYERS],
    },
    // For one planet; each further planet adds 6,203 action ids (docs/bots.md).
    sizes,
  });
}

export function newCommand(ctx: EngineContext, req: Request, id: Id): ReplyChunk[] {
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
  const handle = ctx.games.add(game);
  return reply(id, withSizes(game, stepResult(handle, game, null, opts)));
}

export function loadCommand(ctx: EngineContext, req: Request, id: Id): ReplyChunk[] {
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
  const game = new EngineGame(initial.options, seed, initial, createRng(seed));
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
    game.advance(applyAction(game.state, withoutPlayer(action), scriptedRng(dice)));
  }
  const handle = ctx.games.add(game);
  return reply(id, withSizes(game, stepResult(handle, game, null, opts)));
}

export function cloneCommand(ctx: EngineContext, req: Request, id: Id): ReplyChunk[] {
  onlyFields(req, ['id', 'cmd', 'game', ...RESULT_FIELDS]);
  const { game } = ctx.games.get(req);
  const opts = resultOptions(req);
  const copy = game.clone();
  const handle = ctx.games.add(copy);
  return reply(id, stepResult(handle, copy, null, opts));
}

export function dropCommand(ctx: EngineContext, req: Request, id: Id): ReplyChunk[] {
  onlyFields(req, ['id', 'cmd', 'game']);
  const { handle } = ctx.games.get(req);
  ctx.games.delete(handle);
  return reply(id, { game: handle, live: ctx.games.size });
}
