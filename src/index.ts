/**
 * Globetrotter: the reference rules engine for a strategy game on a snub-dodecahedron planet.
 *
 * Everything public is exported from here; nothing else is part of the API.
 *
 * @packageDocumentation
 * @module globetrotter
 */

export type {
  Board,
  Edge,
  EdgeKind,
  Space,
  SpaceKind,
  TurnDirection,
  Vec3,
} from './board/index.js';
export {
  board,
  edgeBetween,
  edgeKinds,
  facingsAhead,
  SHOOTING_RANGE,
  shotDistance,
  spaceAcross,
  spaceEdges,
  spacesInRange,
  spacesWithin,
  turnedFacing,
} from './board/index.js';
export type { BoardMesh, BoardMeshOptions, SpaceGeometry } from './board/mesh.js';
export { boardMesh, LABEL_OFFSET, spaceGeometries, spaceGeometry } from './board/mesh.js';
export {
  actionSpaceSize,
  decodeAction,
  encodeAction,
  legalActionMask,
  ORBIT_SLOTS,
} from './bots/encoding.js';
export { greedyBot } from './bots/greedy.js';
export type { MctsBot, MctsOptions, MctsSearchStats } from './bots/mcts.js';
export { mctsBot } from './bots/mcts.js';
export { observationSize, observe } from './bots/observe.js';
export { randomBot, uniformInt } from './bots/random.js';
export type { Bot } from './bots/types.js';
export { UnknownOptionError } from './options/index.js';
export type {
  FormatOptions,
  GameRecord,
  ParseActionOptions,
  ParsePositionOptions,
  PositionErrorCode,
  RecordCheck,
  RecordEntry,
  RecordErrorCode,
  Recorder,
  RecordOptions,
  RecordProblemCode,
  RecordResult,
  RecordRuleRef,
  ReplayError,
  ReplayOptions,
  ReplayResult,
} from './record/index.js';
export {
  applyAction,
  checkRecord,
  createRecorder,
  formatAction,
  formatEntry,
  formatPosition,
  MAX_ACTION_DICE,
  MAX_KEY_LENGTH,
  MAX_META_FIELDS,
  MAX_NAME_LENGTH,
  MAX_POSITION_LENGTH,
  MAX_RECORD_ACTIONS,
  MAX_RECORD_BYTES,
  MAX_ROLL_OFF_DICE,
  MAX_TEXT_LENGTH,
  NotationError,
  PositionError,
  parseAction,
  parseEntry,
  parsePosition,
  parseRecord,
  RECORD_FORMAT,
  RECORD_VERSION,
  replay,
  stateHash,
  stringifyRecord,
  toRecord,
  validateAction,
} from './record/index.js';
export { STRUCTURE_NAME as STRUCTURE_NAMES } from './render/_internals/palette.js';
export type { SvgOptions } from './render/svg.js';
export { PLAYER_COLORS, renderSvg, renderSvgs } from './render/svg.js';
export type { TextOptions } from './render/text.js';
export { eventText, renderText } from './render/text.js';
export type {
  Action,
  ActionOutcome,
  ActionType,
  AimAction,
  ApplyOptions,
  BuildAction,
  Building,
  ChooseAction,
  DecommissionAction,
  DescendAction,
  DestroyAction,
  DiePurpose,
  DieRoll,
  DrillCannon,
  EndTurnAction,
  Factory,
  FireAction,
  FortifyAction,
  GameEvent,
  GameOptions,
  GameState,
  GameStatus,
  HealAction,
  IllegalActionCode,
  LastAction,
  LegalActionsOptions,
  Location,
  Medic,
  MoveAction,
  OrbitAction,
  PassAction,
  PieceRef,
  PlaceAction,
  Planet,
  Player,
  PlayerIndex,
  PowerUpAction,
  ProduceAction,
  ReadyAction,
  RepairAction,
  ResolvedOptions,
  Rng,
  RngState,
  Rover,
  RuleRef,
  Ruleset,
  RulesetName,
  SaveAction,
  ShootAction,
  ShotOdds,
  ShotTarget,
  SpacePort,
  StateValidationResult,
  Structure,
  Treasury,
  TurnAction,
  ValidationResult,
} from './rules/index.js';
export {
  ACTION_TYPES,
  actionOutcomes,
  createGame,
  createRng,
  DEFAULT_RULESET,
  DEFAULT_TURN_LIMIT,
  DiceError,
  ILLEGAL_ACTION_CODES,
  IllegalActionError,
  InvalidRngError,
  InvalidStateError,
  isRulesetName,
  legalActions,
  MAX_PLANETS,
  MAX_PLAYERS,
  MIN_PLAYERS,
  printable,
  RULESET_NAMES,
  restoreRng,
  rulesetNamed,
  rulesetOf,
  STRUCTURES,
  SUPPORTED_RULESETS,
  scriptedRng,
  shotOdds,
  targetSpace,
  validateState,
} from './rules/index.js';
export type { BotName } from './sim/bot-name.js';
export { botFromName, isBotName } from './sim/bot-name.js';
export { wilsonInterval } from './sim/wilson.js';
