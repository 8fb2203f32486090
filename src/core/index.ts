/**
 * The fast simulation core: `import { CoreGame, perft } from 'globetrotter/core'`.
 *
 * A separate entry point so that the package's main entry, which frontends ship, does not grow.
 * The immutable reducer (`applyAction`) stays the reference and the public API of the rules; the
 * core is checked against it at every ply of its differential tests.
 *
 * @packageDocumentation
 * @module globetrotter/core
 */

export { CoreError, type CoreErrorCode } from './errors.js';
export { CORE_RULESETS, CoreGame } from './game.js';
export { type CoreOutcome, outcomesOf } from './outcomes.js';
export { type PerftResult, perft } from './perft.js';
