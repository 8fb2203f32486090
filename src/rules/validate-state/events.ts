import { board } from '../../board/index.js';
import { MAX_PLAYERS } from '../setup.js';
import type { Checked } from './context.js';
import { broken, field, fields, int, item, list, type Obj, oneOf } from './read.js';
import { checkEdgeNamed } from './rules-2024-12.js';

const SPACES = board.spaces.length;
/** The faces of a die (ruling R4). */
const DIE_MAX = 6;
/** Events of one action: a point spent, 3 pieces hit, a planet, everyone out, the turn limit. */
const MAX_EVENTS = 1 + 3 + 1 + MAX_PLAYERS + 1;
/**
 * 2026-06: the events of one action are bounded loosely (a Fire's damage rolls, an explosion
 * hitting up to 3 pieces on each of 5 spaces, captures, the planet, everyone out): the bound
 * only keeps a hostile list from being walked.
 */
const MAX_EVENTS_2026_06 = 256;
const EVENT_KEYS_2026_06: Readonly<Record<string, readonly string[]>> = {
  exploded: ['planet', 'space', 'owner'],
  pointsCaptured: ['player', 'points', 'forfeited'],
};
const EVENT_KEYS: Readonly<Record<string, readonly string[]>> = {
  miss: ['target'],
  noDamage: ['target'],
  damaged: ['target', 'hp'],
  destroyed: ['target'],
  enteredOrbit: ['rover'],
  pointSpent: ['player', 'left'],
  planetDestroyed: ['planet', 'total'],
  eliminated: ['player'],
  turnLimitReached: ['turn'],
};
/** 2024-12 has no Treasury and no planet roll: no point is spent, no planet destroyed (R50, R63). */
const EVENT_KEYS_2024_12: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  Object.entries(EVENT_KEYS).filter(
    ([type]) => type !== 'pointSpent' && type !== 'planetDestroyed',
  ),
);
const PIECE_KEYS: Readonly<Record<string, readonly string[]>> = {
  rover: ['id', 'owner'],
  fortification: ['planet', 'space', 'owner'],
  building: ['structure', 'planet', 'space', 'owner'],
};
/** 2024-12: a Fortification stands on the edge between `space` and `across` (ruling R57). */
const FORTIFICATION_KEYS_2024_12: readonly string[] = ['planet', 'space', 'across', 'owner'];

/** `last.events`: each a known event of the ruleset, its fields in range and consistent. */
export function checkEvents(c: Checked, value: unknown): void {
  const { v2024, v2026 } = c;
  const eventKeys = v2026
    ? { ...EVENT_KEYS, ...EVENT_KEYS_2026_06 }
    : v2024
      ? EVENT_KEYS_2024_12
      : EVENT_KEYS;
  const events = list(
    value,
    'last.events',
    'the events of one action',
    0,
    v2026 ? MAX_EVENTS_2026_06 : MAX_EVENTS,
  );
  for (let i = 0; i < events.length; i++) {
    const path = item('last.events', i);
    const type = oneOf(
      fields(
        events[i],
        path,
        'an event',
        ['type'],
        v2026
          ? [
              'target',
              'hp',
              'rover',
              'player',
              'left',
              'planet',
              'total',
              'turn',
              'space',
              'owner',
              'points',
              'forfeited',
            ]
          : ['target', 'hp', 'rover', 'player', 'left', 'planet', 'total', 'turn'],
      ).type,
      field(path, 'type'),
      'an event type',
      Object.keys(eventKeys),
    );
    const e = fields(events[i], path, `a ${type} event`, ['type', ...eventKeys[type]!]);
    checkEvent(c, e, path, type);
  }
}

/** One event's fields, by its type. */
function checkEvent(c: Checked, e: Obj, path: string, type: string): void {
  const { rules, n, planetCount, nextRoverId, v2026, destroyed, inGame, status, turn } = c;
  switch (type) {
    case 'miss':
    case 'noDamage':
    case 'destroyed':
    case 'damaged':
      checkTargetEvent(c, e, path, type);
      break;
    case 'enteredOrbit':
      int(e.rover, field(path, 'rover'), 'a Rover id', 1, nextRoverId - 1);
      break;
    case 'pointSpent':
      int(e.player, field(path, 'player'), 'a player', 0, n - 1);
      // Ruling R47 (2026-06): what is left to spend, captured and stored points together.
      if (v2026) {
        const most = rules.maxActionsPerTurn - 2 + rules.treasuryCapacity;
        int(e.left, field(path, 'left'), 'points left', 0, most, 'R47');
      } else int(e.left, field(path, 'left'), 'points left', 0, rules.treasuryCapacity - 1, 'R22');
      break;
    case 'exploded':
      int(e.planet, field(path, 'planet'), 'a planet index', 0, planetCount - 1);
      if (
        board.spaces[int(e.space, field(path, 'space'), 'a space id', 0, SPACES - 1)]!.kind !== 'hq'
      )
        broken(field(path, 'space'), 'R46', 'a Drill Cannon stands on an HQ');
      int(e.owner, field(path, 'owner'), 'an owner', 0, n - 1);
      break;
    case 'pointsCaptured':
      int(e.player, field(path, 'player'), 'a player', 0, n - 1);
      int(e.points, field(path, 'points'), 'usable points', 0, rules.maxActionsPerTurn - 1, 'R47');
      int(
        e.forfeited,
        field(path, 'forfeited'),
        'forfeited points',
        0,
        rules.treasuryCapacity * n,
        'R47',
      );
      break;
    case 'planetDestroyed': {
      const planet = int(e.planet, field(path, 'planet'), 'a planet index', 0, planetCount - 1);
      int(e.total, field(path, 'total'), 'a 2d6 total', 2, 2 * DIE_MAX, 'R10');
      if (!destroyed[planet])
        broken(field(path, 'planet'), 'R27', `planet ${planet} was destroyed but is not marked so`);
      break;
    }
    case 'eliminated': {
      const player = int(e.player, field(path, 'player'), 'a player', 0, n - 1);
      if (inGame[player])
        broken(field(path, 'player'), 'R25', `player ${player} went out but is still in`);
      break;
    }
    case 'turnLimitReached':
      int(e.turn, field(path, 'turn'), 'a turn', 0, Number.MAX_SAFE_INTEGER, 'R26');
      if (status !== 'finished' || e.turn !== turn)
        broken(field(path, 'turn'), 'R26', 'the turn limit ends the game at that turn');
      break;
  }
}

/** A shot's or a Fire's event: the piece it names, and what a damaged one has left (R17). */
function checkTargetEvent(c: Checked, e: Obj, path: string, type: string): void {
  const { rules, n, planetCount, nextRoverId, v2024 } = c;
  const target = field(path, 'target');
  const piece = oneOf(
    fields(
      e.target,
      target,
      'a piece',
      ['piece'],
      ['id', 'owner', 'planet', 'space', 'structure', ...(v2024 ? ['across'] : [])],
    ).piece,
    field(target, 'piece'),
    'a piece',
    Object.keys(PIECE_KEYS),
  );
  const keys = v2024 && piece === 'fortification' ? FORTIFICATION_KEYS_2024_12 : PIECE_KEYS[piece]!;
  const t = fields(e.target, target, `a ${piece}`, ['piece', ...keys]);
  int(t.owner, field(target, 'owner'), 'an owner', 0, n - 1);
  if (piece === 'rover') int(t.id, field(target, 'id'), 'a Rover id', 1, nextRoverId - 1);
  else {
    int(t.planet, field(target, 'planet'), 'a planet index', 0, planetCount - 1);
    int(t.space, field(target, 'space'), 'a space id', 0, SPACES - 1);
    if (v2024 && piece === 'fortification') {
      int(t.across, field(target, 'across'), 'a space id', 0, SPACES - 1);
      checkEdgeNamed({ ...t, target: 'fortification' }, target);
    }
    if (piece === 'building')
      oneOf(t.structure, field(target, 'structure'), 'structure', rules.structures);
  }
  if (type === 'damaged') {
    // A damaged piece keeps at least one hit point; a Fortification has only one (R17).
    if (piece === 'fortification') {
      broken(
        field(path, 'target'),
        'R17',
        'a Fortification is destroyed by one damage, never damaged',
      );
    }
    const max = piece === 'rover' ? rules.hp.rover : rules.hp.building;
    int(e.hp, field(path, 'hp'), 'hit points left', 1, max - 1, 'R17');
  }
}
