import { checkOptions } from '../options/index.js';
import type { Action, GameState, RulesetName } from '../rules/index.js';
import { DEFAULT_RULESET, GAME_OPTION_KEYS, legalActions, rulesetNamed } from '../rules/index.js';
import type { IdForm } from './_internals/encoding-forms.js';
import { blockOf, formsOf, idForm, layoutFor, stateLayout } from './_internals/encoding-layout.js';
import { ORBIT_SLOTS, orbitRovers, unencodable } from './_internals/encoding-naming.js';

// A fixed action space for learning agents (the OpenSpiel convention): every action a player
// may ever take is one integer below `actionSpaceSize`, the same for every position of a game.
// Rovers are named by where they stand (planet, space), not by id (ids grow without bound);
// Rovers in orbit by their rank among the player's Rovers in orbit. docs/bots.md has the table.
// Each ruleset numbers its actions in a file of its own (`_internals/encoding-<ruleset>.ts`);
// the layout of the blocks is `_internals/encoding-layout.ts`.

export { ORBIT_SLOTS };

/**
 * The planets of a game with these options: `planets`, or when it is omitted the ruleset's
 * count for the players (2026-06, ruling R33), else 1.
 */
function planetsOf(options: {
  readonly players?: number;
  readonly planets?: number;
  readonly ruleset?: RulesetName;
}): number {
  const table = rulesetNamed(options.ruleset ?? DEFAULT_RULESET).planetsByPlayers;
  const byPlayers = table && options.players !== undefined ? table[options.players] : undefined;
  const planets = options.planets ?? byPlayers ?? 1;
  if (!Number.isInteger(planets) || planets < 1) {
    throw new RangeError(`planets must be a positive integer, not ${String(planets)}`);
  }
  return planets;
}

/**
 * The number of action ids of a game with these options: ids are `0 .. size − 1`. Depends only
 * on the ruleset and the number of planets (actions name planets; seats never appear in an
 * action). 2025-01 (the default): 6,298 for one planet, plus 6,203 for each further planet.
 * 2026-06: 6,204 for one planet, plus 6,199 for each further one; its planets, when `planets`
 * is omitted, are the ruleset's count for `players` (ruling R33). 2024-12: 10,329 for one
 * planet, plus 10,067 for each further one (facings and edges, rulings R52–R63). `options` is a game's options
 * (`GameOptions` or `state.options`); other keys are refused with `UNKNOWN_OPTION`, a ruleset
 * not implemented with a `RangeError`. Layouts: docs/bots.md.
 *
 * @example
 * ```ts
 * actionSpaceSize({ players: 2 }); // 6298
 * actionSpaceSize({ players: 2, ruleset: '2026-06' }); // 6204
 * actionSpaceSize({ players: 2, ruleset: '2024-12' }); // 10329
 * actionSpaceSize(state.options);
 * ```
 */
export function actionSpaceSize(options: {
  readonly players?: number;
  readonly planets?: number;
  readonly ruleset?: RulesetName;
}): number {
  checkOptions('actionSpaceSize', options, GAME_OPTION_KEYS);
  const ruleset = options.ruleset ?? DEFAULT_RULESET;
  return layoutFor(ruleset, planetsOf(options)).size;
}

/**
 * The id of an action in `state`'s action space (see `actionSpaceSize` and docs/bots.md). The
 * acting Rover is named by the space it stands on, a Rover in orbit by its rank among the
 * player's Rovers in orbit, a neighbour by its slot in `board.spaces[s].neighbors`, a shot's
 * space by its rank in `spacesInRange`; in 2024-12 a facing by its neighbour slot, a Move by
 * which of the two facings ahead it takes (or none, into orbit), an edge by its rank among the
 * edges in range (Shoot) or its id (Fire). Every legal action has an id, except a descent by a
 * Rover beyond the first `ORBIT_SLOTS` in orbit; `decodeAction` inverts it.
 *
 * @throws RangeError when the action cannot be named in this state (say, a Rover that is not
 * the current player's, or two spaces that are not neighbours).
 *
 * @example
 * ```ts
 * const id = encodeAction(state, legalActions(state)[0]!);
 * decodeAction(state, id); // the same action
 * ```
 */
export function encodeAction(state: GameState, action: Action): number {
  const layout = stateLayout(state);
  if (layout.sizes[action.type] === 0) {
    unencodable(
      action,
      `${action.type} is not an action of ruleset ${state.options.ruleset ?? DEFAULT_RULESET}`,
    );
  }
  return layout.offsets[action.type] + idForm(state, action.type).encode(state, action);
}

/**
 * The ids of `actions` (the legal actions of `state`), ascending: `encodeAction` of each, with
 * the layout and the id forms looked up once, and the actions without an id left out (those for
 * which `encodeAction` throws a `RangeError`: a descent by a Rover beyond the first
 * `ORBIT_SLOTS` in orbit). With `named`, it receives the actions of the ids, in the same order.
 * For the engine, which lists the legal ids of every step.
 *
 * @internal
 */
export function actionIds(
  state: GameState,
  actions: readonly Action[],
  named?: Action[],
): number[] {
  const layout = stateLayout(state);
  const forms = formsOf(state.options.ruleset ?? DEFAULT_RULESET);
  const ids: number[] = [];
  for (const action of actions) {
    if (layout.sizes[action.type] === 0) continue;
    let id: number;
    try {
      id =
        layout.offsets[action.type] + (forms[action.type] as IdForm<Action>).encode(state, action);
    } catch (e) {
      if (!(e instanceof RangeError)) throw e;
      continue;
    }
    // Inserted in order: a handful of ids, mostly listed ascending already, sort faster so
    // than by `Array.prototype.sort` with a comparator.
    let at = ids.length;
    while (at > 0 && ids[at - 1]! > id) {
      ids[at] = ids[at - 1]!;
      if (named) named[at] = named[at - 1]!;
      at--;
    }
    ids[at] = id;
    if (named) named[at] = action;
  }
  return ids;
}
/**
 * The action an id names in `state`, legal or not: every id decodes. Where the id names a
 * space holding no Rover of the player to act (or an empty orbit rank), the action names Rover
 * `state.nextRoverId`, which does not exist, so it is illegal; likewise a neighbour slot that
 * is off the board. `encodeAction(state, decodeAction(state, id)) === id` for legal actions.
 *
 * @throws RangeError when `id` is not an integer `0 .. actionSpaceSize − 1`.
 *
 * @example
 * ```ts
 * const mask = legalActionMask(state);
 * const id = mask.indexOf(1);
 * state = applyAction(state, decodeAction(state, id), rng);
 * ```
 */
export function decodeAction(state: GameState, id: number): Action {
  const layout = stateLayout(state);
  if (!Number.isInteger(id) || id < 0 || id >= layout.size) {
    throw new RangeError(`action id must be an integer 0..${layout.size - 1}, not ${String(id)}`);
  }
  const type = blockOf(layout, id);
  return idForm(state, type).decode(state, id - layout.offsets[type]);
}

/**
 * A mask over the action space: `mask[id]` is 1 when `decodeAction(state, id)` is legal, 0
 * otherwise (a Rover in orbit beyond the first `ORBIT_SLOTS` has no ids, so its descents are
 * missing). All zeros when the game is over.
 *
 * @example
 * ```ts
 * const mask = legalActionMask(state); // Uint8Array of actionSpaceSize(state.options)
 * const legalIds = [...mask.keys()].filter((id) => mask[id] === 1);
 * ```
 */
export function legalActionMask(state: GameState): Uint8Array {
  const mask = new Uint8Array(stateLayout(state).size);
  const orbit = orbitRovers(state);
  for (const action of legalActions(state)) {
    if (action.type === 'descend' && orbit.indexOf(action.rover) >= ORBIT_SLOTS) continue;
    mask[encodeAction(state, action)] = 1;
  }
  return mask;
}
