// The 2026-06 ruleset's own action families (docs/rules/2026-06.md); action-table.ts puts
// them in its table. Everything else of 2026-06 is the 2025-01 family.
export { place, choose } from './setup.js';
export { move, descend, orbit } from './move.js';
export { fortify } from './fortify.js';
export { build, decommission } from './build.js';
export { endTurn, pass, turnFlow } from './turn.js';
export { shoot } from './shoot.js';
export { ready, aim, fire } from './cannon.js';
export { produce, repair } from './factory.js';
export { save } from './treasury.js';
