export { stateHash } from './hash.js';
export {
  type FormatOptions,
  formatAction,
  formatEntry,
  NotationError,
  type ParseActionOptions,
  parseAction,
  parseEntry,
} from './notation.js';
export { checkRecord, parseRecord, type RecordCheck } from './parse.js';
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
export { applyAction, validateAction } from './text-actions.js';
export * from './types.js';
