import { stringifyRecord } from '../../record/index.js';
import { printable, type RulesetName } from '../../rules/index.js';
import {
  playTournamentGames,
  type ScoredGame,
  summarizeTournament,
  type TournamentOptions,
  tournamentOutline,
} from '../../sim/shard.js';
import { refuse } from '../errors.js';
import type { ReplyChunk } from '../protocol.js';
import { type EngineContext, type Id, reply } from './command.js';
import {
  intField,
  intValue,
  isArray,
  isBoolean,
  isObject,
  isSeed,
  onlyFields,
  optField,
  type Request,
  reqField,
} from './fields.js';

/**
 * The engine's tournament commands: a tournament spread over many engines (the Python package's
 * Ray integration) plays each game exactly as `simulate` and `globetrotter tournament` do.
 * Every command takes the tournament's options; the games are named by index.
 */

/** The fields of a tournament's options. */
const OPTION_FIELDS = ['bots', 'games', 'seed', 'players', 'planets', 'ruleset', 'turnLimit'];

/** The most bots a tournament request may name. */
const MAX_BOTS = 64;

/** The most games one `tournament_games` request may play (a reply holds every result). */
const MAX_GAMES_PER_REQUEST = 10_000;

/** The most results one `tournament_summary` request may carry (a tournament's limit). */
const MAX_RESULTS = 1_000_000;

const isBotList = (value: unknown): value is readonly string[] =>
  Array.isArray(value) &&
  value.length <= MAX_BOTS &&
  value.every((b) => typeof b === 'string' && b.length <= 256);

/** The tournament's options of a request; `simulate`'s checks come after (`checked`). */
function tournamentOptions(req: Request): TournamentOptions {
  const bots = reqField(req, 'bots', isBotList, `an array of at most ${MAX_BOTS} bot names`);
  const games = intField(req, 'games', 1, Number.MAX_SAFE_INTEGER);
  const seed = reqField(req, 'seed', isSeed, 'a string (≤ 256) or a safe integer');
  const players = intField(req, 'players', 1, 64, 2);
  const planets = Object.hasOwn(req, 'planets') ? intField(req, 'planets', 1, 64) : undefined;
  const ruleset = optField(req, 'ruleset', (v): v is string => typeof v === 'string', 'a string');
  const turnLimit = Object.hasOwn(req, 'turnLimit')
    ? req.turnLimit === null
      ? null
      : intField(req, 'turnLimit', 1, Number.MAX_SAFE_INTEGER)
    : undefined;
  return {
    // simulate checks each name (a module path is refused by tournament_games).
    bots: bots as TournamentOptions['bots'],
    games,
    seed,
    players,
    ...(planets === undefined ? {} : { planets }),
    ...(ruleset === undefined ? {} : { ruleset: ruleset as RulesetName }),
    ...(turnLimit === undefined ? {} : { turnLimit }),
  };
}

/** Runs `simulate`'s checks: a RangeError about the options is the request's fault. */
function checked<T>(run: () => T): T {
  try {
    return run();
  } catch (e) {
    if (e instanceof RangeError) refuse('BAD_REQUEST', printable(e.message));
    throw e;
  }
}

/** `tournament_plan`: the settings with defaults filled in, the number of games, the matchups. */
export function tournamentPlanCommand(_ctx: EngineContext, req: Request, id: Id): ReplyChunk[] {
  return reply(id, tournamentPlan(req));
}

function tournamentPlan(req: Request): object {
  onlyFields(req, ['id', 'cmd', ...OPTION_FIELDS]);
  const options = tournamentOptions(req);
  return checked(() => tournamentOutline(options));
}

/** `tournament_games`: the results of the games with these indices, with records if asked. */
export function tournamentGamesCommand(_ctx: EngineContext, req: Request, id: Id): ReplyChunk[] {
  return reply(id, tournamentGames(req));
}

function tournamentGames(req: Request): object {
  onlyFields(req, ['id', 'cmd', ...OPTION_FIELDS, 'indices', 'records']);
  const options = tournamentOptions(req);
  const indices = reqField(
    req,
    'indices',
    (v): v is readonly unknown[] => isArray(v) && v.length <= MAX_GAMES_PER_REQUEST,
    `an array of at most ${MAX_GAMES_PER_REQUEST} game indices`,
  ).map((v, i) => intValue(v, `indices[${i}]`, 0, Number.MAX_SAFE_INTEGER));
  const records = optField(req, 'records', isBoolean, 'a boolean') ?? false;
  const games = checked(() => playTournamentGames({ ...options, records }, indices));
  // A record as the text `tournament --out` writes, so that a file written from it is the same.
  return {
    games: games.map(({ record, ...game }) =>
      record === undefined ? game : { ...game, recordText: stringifyRecord(record) },
    ),
  };
}

/** One result of `tournament_summary`'s `results`: its scoring fields. */
function scored(value: unknown, i: number): ScoredGame {
  const field = `results[${i}]`;
  if (!isObject(value)) refuse('BAD_FIELD', `"${field}" must be an object`, { field });
  const seats = value.winnerSeats;
  if (!isArray(seats) || seats.length > 64) {
    refuse('BAD_FIELD', `"${field}.winnerSeats" must be an array of seats`, {
      field: `${field}.winnerSeats`,
    });
  }
  return {
    index: intField(value, 'index', 0, Number.MAX_SAFE_INTEGER),
    matchup: intField(value, 'matchup', 0, Number.MAX_SAFE_INTEGER),
    winnerSeats: seats.map((s, k) => intValue(s, `${field}.winnerSeats[${k}]`, 0, 63)),
    actions: intField(value, 'actions', 0, Number.MAX_SAFE_INTEGER),
    turns: intField(value, 'turns', 0, Number.MAX_SAFE_INTEGER),
  };
}

/** `tournament_summary`: the statistics of a whole tournament from every game's result. */
export function tournamentSummaryCommand(_ctx: EngineContext, req: Request, id: Id): ReplyChunk[] {
  return reply(id, tournamentSummary(req));
}

function tournamentSummary(req: Request): object {
  onlyFields(req, ['id', 'cmd', ...OPTION_FIELDS, 'results']);
  const options = tournamentOptions(req);
  const results = reqField(
    req,
    'results',
    (v): v is readonly unknown[] => isArray(v) && v.length <= MAX_RESULTS,
    `an array of at most ${MAX_RESULTS} results`,
  ).map(scored);
  return checked(() => summarizeTournament(options, results));
}
