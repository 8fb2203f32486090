/** Every stable code of an engine error reply (docs/engine-protocol.md). */
export const ENGINE_ERROR_CODES = [
  'BAD_JSON',
  'LINE_TOO_LONG',
  'BAD_REQUEST',
  'UNKNOWN_COMMAND',
  'UNKNOWN_FIELD',
  'MISSING_FIELD',
  'BAD_FIELD',
  'NO_SUCH_GAME',
  'TOO_MANY_GAMES',
  'GAME_OVER',
  'ILLEGAL_ACTION',
  'BAD_DICE',
  'BAD_RECORD',
  'INTERNAL',
] as const;

/** A stable code of an engine error reply. */
export type EngineErrorCode = (typeof ENGINE_ERROR_CODES)[number];

/** The `error` object of a failed reply. */
export interface EngineErrorBody {
  readonly code: EngineErrorCode;
  readonly message: string;
  /** The request field at fault (`"actions[3]"`), when one is. */
  readonly field?: string;
  /** For `UNKNOWN_FIELD` and `UNKNOWN_COMMAND`: the known name nearest the unknown one. */
  readonly suggestion?: string;
  /** For `ILLEGAL_ACTION`: the rules' code and ruling (`OUT_OF_RANGE`, `R2`). */
  readonly illegal?: { readonly code: string; readonly rule: string };
  /** For `BAD_RECORD`: the record's problem code and the index of the action at fault. */
  readonly record?: { readonly code: string; readonly index?: number };
}

/** A request the engine refuses; turned into an error reply, never thrown past the engine. */
export class EngineError extends Error {
  constructor(readonly body: EngineErrorBody) {
    super(body.message);
    this.name = 'EngineError';
  }
}

/** Throws an `EngineError`; every refusal of a request goes through here. */
export function refuse(
  code: EngineErrorCode,
  message: string,
  extra: Omit<EngineErrorBody, 'code' | 'message'> = {},
): never {
  throw new EngineError({ code, message, ...extra });
}
