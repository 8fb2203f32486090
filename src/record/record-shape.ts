import type { ScanLimits, Shape } from '../json/untrusted.js';
import { MAX_PLAYERS } from '../rules/index.js';
import {
  MAX_ACTION_DICE,
  MAX_KEY_LENGTH,
  MAX_META_FIELDS,
  MAX_NAME_LENGTH,
  MAX_RECORD_ACTIONS,
  MAX_ROLL_OFF_DICE,
  MAX_TEXT_LENGTH,
} from './types.js';

/** The deepest nesting of arrays and objects `parseRecord` accepts (a record needs 4). */
export const MAX_RECORD_DEPTH = 32;

// The shape of a record for the scan before parsing (docs/record-format.md, "Limits"): every
// list and text is bounded by what the rules can use. Where a record has no value (an unknown
// field, a wrong type) the scan allows a few free-form values, so that the structure check
// after parsing can name the problem.
const FIELDS = 64;
const ANY: Shape = {};
const DICE = (items: number): Shape => ({ container: 'array', items, noun: 'dice', each: ANY });
const FLAT: Shape = { container: 'object', items: FIELDS, each: ANY };
/** The shape of a record for `scanJson`, also that of the record a `load` request of the engine carries. */
export const RECORD_SHAPE: Shape = {
  container: 'object',
  items: FIELDS,
  fields: {
    format: ANY,
    version: ANY,
    options: FLAT,
    seed: ANY,
    players: {
      container: 'array',
      items: MAX_PLAYERS,
      noun: 'names',
      each: { text: MAX_NAME_LENGTH },
    },
    meta: { container: 'object', items: MAX_META_FIELDS, each: ANY },
    rollOff: DICE(MAX_ROLL_OFF_DICE),
    actions: {
      container: 'array',
      items: MAX_RECORD_ACTIONS,
      noun: 'actions',
      each: {
        container: 'object',
        items: FIELDS,
        fields: { action: FLAT, dice: DICE(MAX_ACTION_DICE), note: ANY },
      },
    },
    result: {
      container: 'object',
      items: FIELDS,
      fields: {
        status: ANY,
        winners: { container: 'array', items: MAX_PLAYERS, noun: 'seats', each: ANY },
        turn: ANY,
      },
    },
    finalHash: ANY,
  },
};
/** The limits of the scan of a record text before parsing (`parseRecord`). */
export const SCAN_LIMITS: ScanLimits = {
  depth: MAX_RECORD_DEPTH,
  key: MAX_KEY_LENGTH,
  text: MAX_TEXT_LENGTH,
  number: 32,
  free: 1000,
};
