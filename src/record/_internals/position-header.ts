import type { GameState, ResolvedOptions, RulesetName } from '../../rules/index.js';
import { int, malformed, seat } from './position-tokens.js';

// The header of a position string: the status, then `key:value` tokens in a fixed order.

interface Header {
  status: GameState['status'];
  options: ResolvedOptions;
  turn: number;
  actionsThisTurn: number;
  /** `captured:` (0 when not written); a 2026-06 field. */
  captured: number;
  firstPlayer: number;
  /** `places:`: a seat, `null` for `-`, `undefined` when not written. */
  placesFirst: number | null | undefined;
  currentPlayer: number;
  nextRoverId: number;
  rollOff: (number | null)[][];
  winners: number[];
}

const STATUSES: readonly string[] = ['setup', 'playing', 'finished'];
const HEADER_KEYS = [
  'players',
  'planets',
  'limit',
  'rules',
  'turn',
  'captured',
  'first',
  'places',
  'act',
  'next',
  'rolloff',
  'winners',
];
const OPTIONAL_KEYS: readonly string[] = ['limit', 'rules', 'captured', 'places', 'winners'];

/** Reads the header section: the status, the options and the turn fields. */
export function readHeader(section: string): Header {
  const [status, ...tokens] = section.split(' ');
  if (status === undefined || !STATUSES.includes(status)) {
    malformed(status ?? section, 'expected the status (setup, playing, finished)');
  }
  const values = new Map<string, string>();
  let order = 0;
  for (const token of tokens) {
    const colon = token.indexOf(':');
    const key = token.slice(0, colon);
    const at = HEADER_KEYS.indexOf(key);
    if (colon < 0 || at < order) {
      malformed(token, `expected one of ${HEADER_KEYS.slice(order).join(':, ')}: in this order`);
    }
    order = at + 1;
    values.set(key, token.slice(colon + 1));
  }
  for (const key of HEADER_KEYS) {
    if (!OPTIONAL_KEYS.includes(key) && !values.has(key)) malformed(section, `needs ${key}:`);
  }
  const turn = (values.get('turn') ?? '').split('.');
  if (turn.length !== 2) malformed(`turn:${values.get('turn')}`, 'expected turn:<turn>.<actions>');
  const rules = values.get('rules');
  if (rules !== undefined && !/^\d{4}-\d{2}$/.test(rules)) {
    malformed(`rules:${rules}`, 'expected a ruleset name (2025-01)');
  }
  const players = int(values.get('players'), `players:${values.get('players')}`, 'players');
  const planets = int(values.get('planets'), `planets:${values.get('planets')}`, 'planets');
  // Bounded before anything is sized by them; validateState checks the ruleset's bounds after.
  if (players > 16 || planets > 64) malformed(section, 'too many players or planets');
  const limit = values.get('limit');
  const options: ResolvedOptions = {
    players,
    planets,
    turnLimit: limit === undefined ? null : int(limit, `limit:${limit}`, 'a turn limit'),
    ...(rules === undefined ? {} : { ruleset: rules as RulesetName }),
  };
  const rollOffText = values.get('rolloff')!;
  if (rollOffText.length > 1_000) malformed('rolloff:', 'too many roll-off rounds');
  const rollOff = rollOffText
    .split(';')
    .map((round) =>
      round
        .split(',')
        .map((d) => (d === '-' ? null : int(d, `rolloff:${rollOffText}`, 'a roll-off die'))),
    );
  const winnersText = values.get('winners');
  if ((winnersText !== undefined) !== (status === 'finished')) {
    malformed(section, 'winners: is written exactly when the game is finished');
  }
  const winners =
    winnersText === undefined || winnersText === '-'
      ? []
      : winnersText.split(',').map((w) => seat(w, `winners:${winnersText}`));
  const captured = values.get('captured');
  const places = values.get('places');
  return {
    status: status as GameState['status'],
    options,
    turn: int(turn[0], `turn:${values.get('turn')}`, 'the turn'),
    actionsThisTurn: int(turn[1], `turn:${values.get('turn')}`, 'the actions this turn'),
    captured: captured === undefined ? 0 : int(captured, `captured:${captured}`, 'points'),
    firstPlayer: seat(values.get('first'), `first:${values.get('first')}`),
    placesFirst:
      places === undefined ? undefined : places === '-' ? null : seat(places, `places:${places}`),
    currentPlayer: seat(values.get('act'), `act:${values.get('act')}`),
    nextRoverId: int(
      /^r(\d+)$/.exec(values.get('next')!)?.[1],
      `next:${values.get('next')}`,
      'r<id>',
    ),
    rollOff,
    winners,
  };
}
