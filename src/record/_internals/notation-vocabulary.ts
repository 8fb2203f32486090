import {
  ACTION_TYPES,
  RULESET_NAMES,
  rulesetNamed,
  type ShotTarget,
  type Structure,
} from '../../rules/index.js';

// The words of the notation (docs/notation.md): verbs, structures, targets and the other
// keywords, in any letter case when read.

/** Every structure of every ruleset: what `formatAction` writes (it needs no ruleset). */
export const ALL_STRUCTURES: readonly Structure[] = [
  ...new Set(RULESET_NAMES.flatMap((name) => rulesetNamed(name).structures)),
];

export const TARGETS: readonly ShotTarget[] = ['rover', 'fortification', 'building'];
export const CHOICES = ['first', 'second'] as const;
export const DIRECTIONS = ['left', 'right'] as const;

export const KEYWORDS = new Map<string, string>(
  [...ACTION_TYPES, 'moveTo', ...ALL_STRUCTURES, ...TARGETS, ...CHOICES, ...DIRECTIONS].map((k) => [
    k.toLowerCase(),
    k,
  ]),
);
