/**
 * The authoritative match server: `import { startMatchServer } from 'globetrotter/server'`.
 *
 * A separate entry point with optional peer dependencies (`ws` for the sockets,
 * `better-sqlite3` for the default store), so that the package's main entry, and a frontend
 * that only uses the rules, never pull in a server or a native module. See docs/server.md.
 *
 * @packageDocumentation
 * @module globetrotter/server
 */

export {
  SERVER_ERROR_CODES,
  ServerError,
  type ServerErrorBody,
  type ServerErrorCode,
} from './errors.js';
export {
  createMatchHall,
  type JoinResult,
  MatchHall,
  type MatchHallOptions,
  type MatchStateView,
} from './hall.js';
export { createLobby, type LobbyHandler, type LobbyOptions } from './http.js';
export { DEFAULT_LIMITS, type ServerLimits } from './limits.js';
export type {
  MatchListener,
  MatchPhase,
  MatchSummary,
  MatchUpdate,
  SeatSummary,
} from './match.js';
export { createMemoryStore } from './memory-store.js';
export type {
  ClientMessage,
  CreateMatchRequest,
  JoinRequest,
  LeaveRequest,
  SubmitRequest,
  SubmitResult,
} from './protocol.js';
export {
  type AttachedMatchServer,
  attachMatchServer,
  type MatchServer,
  type MatchServerOptions,
  type StartMatchServerOptions,
  startMatchServer,
} from './server.js';
export { createSocketHub, type SocketHub } from './socket.js';
export { openSqliteStore } from './sqlite-store.js';
export type {
  LoadedMatch,
  MatchStore,
  StoredAction,
  StoredHead,
  StoredMatch,
  StoredSeat,
} from './store.js';
