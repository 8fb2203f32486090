import type { Structure } from '../../rules/index.js';

// Player colours are the Okabe–Ito palette, chosen to stay distinct under the common forms of
// colour blindness; its yellow is left out, being too pale on white.

/** Six player colours, seat 0 first. */
export const PLAYER_COLORS: readonly string[] = Object.freeze([
  '#0072B2', // blue
  '#D55E00', // vermillion
  '#009E73', // bluish green
  '#CC79A7', // reddish purple
  '#E69F00', // orange
  '#56B4E9', // sky blue
]);

/** The board's own colours: pale, so that player colours stand out. */
export const INK = {
  page: '#ffffff',
  triangle: '#f7f4ec',
  hq: '#eadfc8',
  offBoard: '#d6d6d6',
  destroyed: '#b9b4ad',
  stroke: '#6b7780',
  ghost: '#aab2b8',
  label: '#3b4248',
  offLabel: '#8e8e8e',
  text: '#1d2327',
  muted: '#5f6a72',
  dark: '#1d2327',
  highlight: '#F0E442',
  panel: '#f5f6f7',
} as const;

/** One letter per structure, drawn on its Building and explained in the key. */
export const STRUCTURE_LETTER: Readonly<Record<Structure, string>> = {
  spacePort: 'S',
  factory: 'F',
  drillCannon: 'C',
  treasury: 'T',
  medic: 'M',
};

/**
 * The structures' names in the game's words, for text a person reads (the code names in
 * `STRUCTURES` and the notation are for programs). Exported as `STRUCTURE_NAMES`.
 *
 * @example
 * ```ts
 * STRUCTURE_NAMES.drillCannon; // 'Drill Cannon'
 * STRUCTURE_NAMES[building.structure]; // 'Space Port', 'Factory', 'Drill Cannon' or 'Treasury'
 * ```
 */
export const STRUCTURE_NAME: Readonly<Record<Structure, string>> = {
  spacePort: 'Space Port',
  factory: 'Factory',
  drillCannon: 'Drill Cannon',
  treasury: 'Treasury',
  medic: 'Medic',
};
