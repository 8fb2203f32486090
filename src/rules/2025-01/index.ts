// The 2025-01 ruleset's action families (docs/rules/2025-01.md), one file per family;
// action-table.ts puts them in its table. End turn, Pass and the turn flow are in ../turn.ts.

export { build } from './build.js';
export { aim, fire, ready } from './cannon.js';
export { destroy } from './destroy.js';
export { produce, repair } from './factory.js';
export { fortify } from './fortify.js';
export { move } from './move.js';
export { descend } from './orbit.js';
export { place } from './setup.js';
export { shoot } from './shoot.js';
export { save } from './treasury.js';
