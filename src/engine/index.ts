// The engine protocol (docs/engine-protocol.md): JSON lines on standard input and output.

export { ENGINE_COMMANDS, Engine } from './engine.js';
export type { EngineErrorBody, EngineErrorCode } from './errors.js';
export { ENGINE_ERROR_CODES } from './errors.js';
export type { ReplyChunk } from './protocol.js';
export { MAX_GAMES, MAX_LINE_BYTES, PROTOCOL_VERSION } from './protocol.js';
export type { BlockingStreams, EngineStreams } from './serve.js';
export { serveEngine, serveEngineBlocking } from './serve.js';
