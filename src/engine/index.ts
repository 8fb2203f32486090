// The engine protocol (docs/engine-protocol.md): JSON lines on standard input and output.

export type { ReplyChunk } from './engine.js';
export { ENGINE_COMMANDS, Engine, MAX_GAMES, MAX_LINE_BYTES, PROTOCOL_VERSION } from './engine.js';
export type { EngineErrorBody, EngineErrorCode } from './errors.js';
export { ENGINE_ERROR_CODES } from './errors.js';
export type { BlockingStreams, EngineStreams } from './serve.js';
export { serveEngine, serveEngineBlocking } from './serve.js';
