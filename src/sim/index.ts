/**
 * Tournaments between bots on worker threads: `import { simulate } from 'globetrotter/sim'`.
 *
 * A separate entry point so that the package's main entry never touches `node:worker_threads`.
 * The bots' names (`BotName`, `botFromName`) and `wilsonInterval` come from the main entry.
 *
 * @packageDocumentation
 * @module globetrotter/sim
 */

export type { BotName } from './bot-name.js';
export {
  type BotFactory,
  type BotModule,
  type BotSpec,
  isBotModule,
  isBotSpec,
} from './bot-spec.js';
export {
  SimulationError,
  type SimulationErrorCode,
  type SimulationErrorGame,
} from './errors.js';
export {
  playTournamentGames,
  type ScoredGame,
  summarizeTournament,
  type TournamentOptions,
  type TournamentOutline,
  type TournamentSettings,
  type TournamentStats,
  tournamentOutline,
  tournamentSummaryFile,
} from './shard.js';
export {
  createSimulationPool,
  DEFAULT_GAME_TIMEOUT_MS,
  MAX_SIMULATION_GAMES,
  simulate,
} from './simulate.js';
export type {
  BotStats,
  GameResult,
  MatchupStats,
  SimulateOptions,
  SimulationPool,
  SimulationPoolOptions,
  SimulationProgress,
  SimulationResult,
} from './types.js';
