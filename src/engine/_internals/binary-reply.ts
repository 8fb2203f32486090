import type { ReplyChunk } from '../protocol.js';
import type { Id } from './command.js';
import type { EngineGame } from './game.js';
import type { ResultOptions, StepResult } from './step-result.js';

/** Whether this machine stores numbers little-endian (the binary framing's order). */
export const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

/**
 * A binary batch reply: the JSON header line (results without observations and legal ids,
 * and the blocks' byte lengths), then the observations (float32 LE, each game's in turn) and
 * the legal ids (int32 LE, each game's in turn).
 */
export function binaryReply(
  id: Id,
  games: readonly EngineGame[],
  results: readonly StepResult[],
  opts: ResultOptions & { legal: boolean },
): ReplyChunk[] {
  const observations = opts.observe ? games.map((g) => g.observation()) : [];
  const legal = opts.legal ? games.map((g) => g.legalIds()) : [];
  const obsFloats = observations.reduce((s, o) => s + o.length, 0);
  const legalInts = legal.reduce((s, l) => s + l.length, 0);
  const obsBlock = new Uint8Array(obsFloats * 4);
  const legalBlock = new Uint8Array(legalInts * 4);
  if (LITTLE_ENDIAN) {
    // The typed arrays are already little-endian: copy them whole.
    const floats = new Float32Array(obsBlock.buffer);
    let at = 0;
    for (const o of observations) {
      floats.set(o, at);
      at += o.length;
    }
    const ints = new Int32Array(legalBlock.buffer);
    at = 0;
    for (const l of legal) {
      ints.set(l, at);
      at += l.length;
    }
  } else {
    const obsView = new DataView(obsBlock.buffer);
    const legalView = new DataView(legalBlock.buffer);
    let at = 0;
    for (const o of observations) for (const x of o) obsView.setFloat32(at++ * 4, x, true);
    at = 0;
    for (const l of legal) for (const x of l) legalView.setInt32(at++ * 4, x, true);
  }
  const header = {
    id,
    ok: true,
    binary: {
      observations: {
        dtype: 'float32',
        bytes: obsBlock.length,
        lengths: observations.map((o) => o.length),
      },
      legal: { dtype: 'int32', bytes: legalBlock.length, counts: legal.map((l) => l.length) },
    },
    results,
  };
  return [`${JSON.stringify(header)}\n`, obsBlock, legalBlock];
}
