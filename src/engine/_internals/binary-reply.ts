import type { ReplyChunk } from '../protocol.js';
import type { Id } from './command.js';
import type { EngineGame } from './game.js';
import type { ResultOptions, StepResult } from './step-result.js';

/** Whether this machine stores numbers little-endian (the binary framing's order). */
export const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

let legalScratch = new Int32Array(1 << 16);

/** `ids`, or a larger copy when it holds fewer than `size`. */
export function room(ids: Int32Array<ArrayBuffer>, size: number): Int32Array<ArrayBuffer> {
  if (ids.length >= size) return ids;
  const larger = new Int32Array(Math.max(size, ids.length * 2));
  larger.set(ids);
  return larger;
}

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
  const obsLengths = opts.observe ? games.map((g) => g.observationSize) : [];
  const obsFloats = obsLengths.reduce((sum, size) => sum + size, 0);
  const obsBlock = new Uint8Array(obsFloats * 4);
  // The legal ids of every game in turn, then their block.
  const legalCounts: number[] = [];
  let ids = legalScratch;
  let legalInts = 0;
  if (opts.legal) {
    for (const g of games) {
      ids = room(ids, legalInts + g.maxLegalIds);
      const count = g.writeLegalIds(ids, legalInts);
      legalCounts.push(count);
      legalInts += count;
    }
  }
  legalScratch = ids;
  let legalBlock: Uint8Array;
  if (LITTLE_ENDIAN) {
    // Typed arrays are already little-endian: observations are written straight into the block.
    const floats = new Float32Array(obsBlock.buffer);
    let at = 0;
    if (opts.observe) {
      for (const g of games) {
        g.observeInto(floats.subarray(at, at + g.observationSize));
        at += g.observationSize;
      }
    }
    legalBlock = new Uint8Array(legalInts * 4);
    new Int32Array(legalBlock.buffer).set(ids.subarray(0, legalInts));
  } else {
    const obsView = new DataView(obsBlock.buffer);
    let at = 0;
    if (opts.observe) {
      for (const g of games) for (const x of g.observation()) obsView.setFloat32(at++ * 4, x, true);
    }
    legalBlock = new Uint8Array(legalInts * 4);
    const legalView = new DataView(legalBlock.buffer);
    for (let k = 0; k < legalInts; k++) legalView.setInt32(k * 4, ids[k]!, true);
  }
  const header = {
    id,
    ok: true,
    binary: {
      observations: {
        dtype: 'float32',
        bytes: obsBlock.length,
        lengths: obsLengths,
      },
      legal: { dtype: 'int32', bytes: legalBlock.length, counts: legalCounts },
    },
    results,
  };
  return [`${JSON.stringify(header)}\n`, obsBlock, legalBlock];
}
