// Options objects: every public function that takes one refuses keys it does not know. A module
// of its own, importing nothing, so that every layer (board included) can use it.
export { checkOptions, type KnownOptions, nearestKey } from './check-options.js';
export { UnknownOptionError } from './unknown-option-error.js';
