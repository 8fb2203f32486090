export { formatAction, formatEntry } from './format-action.js';
export { stateHash } from './hash.js';
export { NotationError } from './notation-error.js';
export type { FormatOptions, ParseActionOptions } from './notation-options.js';
export { checkRecord, parseRecord, type RecordCheck } from './parse.js';
export { parseAction, parseEntry } from './parse-action.js';
export {
  formatPosition,
  MAX_POSITION_LENGTH,
  type ParsePositionOptions,
  PositionError,
  type PositionErrorCode,
  parsePosition,
} from './position.js';
export {
  createRecorder,
  type Recorder,
  type RecordOptions,
  stringifyRecord,
  toRecord,
} from './record.js';
export { type ReplayOptions, type ReplayResult, replay } from './replay.js';
export * from './types.js';
