import type { RulesetName } from '../rules/index.js';

/** Options of `formatAction` and `formatEntry`. Unknown keys are refused with `UNKNOWN_OPTION` (an `UnknownOptionError`). */
export interface FormatOptions {
  /**
   * The game's number of planets. With more than one, every location names its planet
   * (`41@0`); otherwise only a planet other than 0 is written.
   */
  readonly planets?: number;
}

/** Every key of `FormatOptions`; any other is refused. */
export const FORMAT_OPTION_KEYS: Record<keyof FormatOptions, true> = { planets: true };

/**
 * Options of `parseAction` and `parseEntry` when no position is at hand (a position gives its
 * own ruleset). Unknown keys are refused with `UNKNOWN_OPTION` (an `UnknownOptionError`).
 */
export interface ParseActionOptions {
  /** The ruleset whose actions the text writes (default `'2025-01'`). */
  readonly ruleset?: RulesetName;
}

/** Every key of `ParseActionOptions`; any other is refused. */
export const PARSE_OPTION_KEYS: Record<keyof ParseActionOptions, true> = { ruleset: true };
