import { assertWellFormed } from '../_internals/shape.js';
import { IllegalActionError } from '../errors.js';
import type { GameState } from '../types.js';
import type { Checked } from './context.js';
import { checkEvents } from './events.js';
import { broken, FORMAT, field, fields, int, item, list, type Obj, oneOf } from './read.js';
import { checkEdgeNamed } from './rules-2024-12.js';

/** The faces of a die (ruling R4). */
const DIE_MAX = 6;
const PURPOSES: readonly string[] = ['hit', 'damage', 'planet'];
/** 2024-12 rolls only a shot's dice: no planet roll (rulings R57, R63). */
const PURPOSES_2024_12: readonly string[] = ['hit', 'damage'];
/** 2026-06 adds the Fire's hits die and the explosion die (rulings R45, R46). */
const PURPOSES_2026_06: readonly string[] = [...PURPOSES, 'hits', 'explosion'];

/** `state.last`, when not null: who acted, a well-formed action, its dice and its events. */
export function checkLast(c: Checked): void {
  if (c.s.last === null) return;
  const { rules, n, planetCount } = c;
  const last = fields(c.s.last, 'last', 'the last action (or null)', [
    'player',
    'action',
    'dice',
    'events',
  ]);
  int(last.player, 'last.player', 'the player who acted', 0, n - 1);
  try {
    const options = { players: n, planets: planetCount, ruleset: rules.name };
    assertWellFormed({ options } as GameState, last.action);
  } catch (e) {
    if (e instanceof IllegalActionError) broken('last.action', FORMAT, e.message);
    throw e;
  }
  if (Object.hasOwn(last.action as object, 'player')) {
    broken('last.action.player', FORMAT, 'the recorded action is a clean copy, without "player"');
  }
  const v2024 = rules.name === '2024-12';
  if (v2024) checkEdgeNamed(last.action as unknown as Obj, 'last.action');
  // Ruling R24: a Fire's dice; R57 in 2024-12, where a shot at a Rover rolls the most, two.
  const dice = list(
    last.dice,
    'last.dice',
    'the dice of one action',
    0,
    rules.maxDicePerAction,
    v2024 ? 'R57' : 'R24',
  );
  for (let i = 0; i < dice.length; i++) {
    const path = item('last.dice', i);
    const die = fields(dice[i], path, 'a die', ['purpose', 'value']);
    oneOf(
      die.purpose,
      field(path, 'purpose'),
      'a die purpose',
      rules.name === '2026-06' ? PURPOSES_2026_06 : v2024 ? PURPOSES_2024_12 : PURPOSES,
    );
    int(die.value, field(path, 'value'), 'a die', 1, DIE_MAX, 'R4');
  }
  checkEvents(c, last.events);
}
