// The 2026-06 ruleset's own action families (docs/rules/2026-06.md); action-table.ts puts
// them in its table. Everything else of 2026-06 is the 2025-01 family.

export { build, decommission } from './build.js';
export { aim, fire, ready } from './cannon.js';
export { produce, repair } from './factory.js';
export { fortify } from './fortify.js';
export { descend, move, orbit } from './move.js';
export { choose, place } from './setup.js';
export { shoot } from './shoot.js';
export { save } from './treasury.js';
export { pass, turnFlow } from './turn.js';
