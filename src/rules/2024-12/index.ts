// The 2024-12 ruleset's own action families (docs/rules/2024-12.md); action-table.ts puts
// them in its table. Destroy, Pass and the turn flow are the 2025-01 families.

export { build } from './build.js';
export { fire, powerUp } from './cannon.js';
export { produce } from './factory.js';
export { fortify } from './fortify.js';
export { heal } from './medic.js';
export { move, turn } from './move.js';
export { descend } from './orbit.js';
export { place } from './setup.js';
export { shoot, shotNumbers2024 } from './shoot.js';
