import {
  type GameState,
  type ResolvedOptions,
  rulesetOf,
  type Structure,
} from '../../rules/index.js';
import { malformed } from './position-tokens.js';

/** What the position string of the header's ruleset reads. */
export interface PositionRules {
  /** The full hit points of a Rover and a Building. */
  readonly hp: { readonly rover: number; readonly building: number };
  /**
   * Whether states have 2026-06's fields: `placesFirst` and `captured` (header `places:`,
   * `captured:`) and a Factory's `points` (`[points=3]`).
   */
  readonly fields: boolean;
  /** Whether a Rover in orbit orbits a planet (`1.orbit`; ruling R40). */
  readonly orbits: boolean;
  /** The structures a Building may be. */
  readonly structures: readonly Structure[];
  /** Whether every Rover on a planet faces a neighbour (`r1@26>27`; 2024-12, ruling R52). */
  readonly facing: boolean;
  /** Whether Fortifications stand on edges (`f@26/27`; 2024-12, ruling R56). */
  readonly edges: boolean;
  /** Whether a Drill Cannon has power instead of ready and aim (`[power=2]`; 2024-12, R63). */
  readonly power: boolean;
}

/** The header's ruleset, as the position string reads it; malformed if not one played here. */
export function rulesetOrDefault(options: ResolvedOptions): PositionRules {
  try {
    const rules = rulesetOf({ options } as GameState);
    // A Factory holds build points exactly in the rulesets with the 2026-06 fields.
    const fields = rules.factoryPoints !== null;
    return {
      hp: rules.hp,
      fields,
      orbits: fields,
      structures: rules.structures,
      facing: rules.facing,
      edges: rules.fortificationsOn === 'edges',
      power: rules.cannonPowerUp !== null,
    };
  } catch {
    malformed(`rules:${options.ruleset}`, 'this library does not play that ruleset');
  }
}

/** A structure of the header's ruleset. */
export function structure(text: string, part: string, rules: PositionRules): Structure {
  if (!(rules.structures as readonly string[]).includes(text)) {
    malformed(part, `expected a structure (${rules.structures.join(', ')})`);
  }
  return text as Structure;
}
