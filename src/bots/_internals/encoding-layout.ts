import type { Action, ActionType, GameState, RulesetName } from '../../rules/index.js';
import { ACTION_TYPES, DEFAULT_RULESET, rulesetNamed } from '../../rules/index.js';
import { ID_FORMS_2024_12 } from './encoding-2024-12.js';
import { ID_FORMS_2025_01 } from './encoding-2025-01.js';
import { ID_FORMS_2026_06 } from './encoding-2026-06.js';
import type { IdForm, IdForms } from './encoding-forms.js';

// The action space of a game: one block of ids per action type, in the order of ACTION_TYPES,
// each as large as its ruleset's id form says for the game's planets (a type the ruleset does
// not have gets an empty block).

export interface Layout {
  readonly offsets: Readonly<Record<ActionType, number>>;
  readonly sizes: Readonly<Record<ActionType, number>>;
  readonly size: number;
}

/** The layouts made so far, by ruleset and planet count (`'2025-01/1'`). */
const layouts = new Map<string, Layout>();

export function layoutFor(ruleset: RulesetName, planets: number): Layout {
  const key = `${ruleset}/${planets}`;
  let layout = layouts.get(key);
  if (!layout) {
    const forms = formsOf(ruleset);
    const sizes = {} as Record<ActionType, number>;
    const offsets = {} as Record<ActionType, number>;
    let size = 0;
    for (const type of ACTION_TYPES) {
      sizes[type] = forms[type].size(planets);
      offsets[type] = size;
      size += sizes[type];
    }
    layout = { offsets, sizes, size };
    layouts.set(key, layout);
  }
  return layout;
}

/** The layout of a game: its ruleset's, for its number of planets. */
export function stateLayout(state: GameState): Layout {
  return layoutFor(state.options.ruleset ?? DEFAULT_RULESET, state.options.planets);
}

/** The id forms of a ruleset (checked to exist: a ruleset not implemented throws). */
export function formsOf(ruleset: RulesetName): IdForms {
  rulesetNamed(ruleset);
  if (ruleset === '2024-12') return ID_FORMS_2024_12;
  return ruleset === '2026-06' ? ID_FORMS_2026_06 : ID_FORMS_2025_01;
}

export function idForm(state: GameState, type: ActionType): IdForm<Action> {
  return formsOf(state.options.ruleset ?? DEFAULT_RULESET)[type] as IdForm<Action>;
}

/** The action type whose block holds `id`. */
export function blockOf(layout: Layout, id: number): ActionType {
  let found: ActionType = ACTION_TYPES[0]!;
  // Types without ids (size 0) share their offset with the next: skip them.
  for (const type of ACTION_TYPES) {
    if (layout.sizes[type] > 0 && layout.offsets[type] <= id) found = type;
  }
  return found;
}
