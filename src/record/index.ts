export { checkRecord, type RecordCheck } from './check-record.js';
export { formatAction, formatEntry } from './format-action.js';
export { formatPosition } from './format-position.js';
export { stateHash } from './hash.js';
export { NotationError } from './notation-error.js';
export type { FormatOptions, ParseActionOptions } from './notation-options.js';
export { parseRecord } from './parse.js';
export { parseAction, parseEntry } from './parse-action.js';
export {
  MAX_POSITION_LENGTH,
  type ParsePositionOptions,
  parsePosition,
} from './parse-position.js';
export { PositionError, type PositionErrorCode } from './position-error.js';
export {
  createRecorder,
  type Recorder,
  type RecordOptions,
  stringifyRecord,
  toRecord,
} from './record.js';
export { type ReplayOptions, type ReplayResult, replay } from './replay.js';
export { applyAction, validateAction } from './text-actions.js';
export * from './types.js';
