import type { GameState } from '../../index.js';
import type { ReplyChunk } from '../protocol.js';
import { type PlannedMove, playPlanned } from './actions.js';
import { LITTLE_ENDIAN, room } from './binary-reply.js';
import type { Id } from './command.js';
import type { ResultOptions } from './step-result.js';

/** The columns of a columnar reply, in order: 4-byte values first, so every block is aligned. */
const COLUMNS = [
  ['player', 'int32'],
  ['action', 'int32'],
  ['turn', 'int32'],
  ['legalCount', 'int32'],
  ['rewards', 'float32'],
  ['observations', 'float32'],
  ['legal', 'int32'],
  ['flags', 'uint8'],
  ['status', 'uint8'],
  ['inGame', 'uint8'],
  ['diceCount', 'uint8'],
  ['dice', 'uint8'],
] as const;

/** `flags` bits of a columnar reply. */
const TERMINATED = 1;
const TRUNCATED = 2;
const RESET = 4;

const STATUS_CODES: Readonly<Record<GameState['status'], number>> = {
  setup: 0,
  playing: 1,
  finished: 2,
};

let legalScratch = new Int32Array(1 << 16);

/**
 * Steps the planned games and answers in the columnar binary framing (docs/engine-protocol.md,
 * "Columnar replies"): a JSON header line that names the columns and their lengths, padded with
 * spaces to a multiple of 4 bytes, then one block holding every column, little-endian. The
 * header and the block are one buffer (one write); observations are written straight into it.
 */
export function columnarReply(
  id: Id,
  plan: readonly PlannedMove[],
  reset: boolean,
  opts: ResultOptions & { legal: boolean },
  allocate: (bytes: number) => ArrayBuffer,
): ReplyChunk[] {
  const n = plan.length;
  const player = new Int32Array(n);
  const actionIds = new Int32Array(n);
  const turn = new Int32Array(n);
  const legalCount = new Int32Array(n);
  const flags = new Uint8Array(n);
  const status = new Uint8Array(n);
  const diceCount = new Uint8Array(n);
  const rewards: number[] = [];
  const inGame: number[] = [];
  const dice: number[] = [];
  const before: number[] = [];
  // The legal ids of every game in turn, written straight into one scratch array.
  let legal = legalScratch;
  let legalTotal = 0;
  let obsTotal = 0;
  for (let i = 0; i < n; i++) {
    const move = plan[i]!;
    const game = move.game;
    const players = game.players;
    for (let p = 0; p < players; p++) before[p] = game.value(p);
    actionIds[i] = playPlanned(move);
    for (let p = 0; p < players; p++) rewards.push(game.value(p) - before[p]!);
    const finished = game.over;
    let f = finished ? (game.truncated ? TRUNCATED : TERMINATED) : 0;
    const drawn = game.lastDice;
    diceCount[i] = drawn.length;
    for (const d of drawn) dice.push(d);
    if (finished && reset) {
      game.restart();
      f |= RESET;
    }
    flags[i] = f;
    const now = game.status;
    player[i] = now === 'finished' ? -1 : game.currentPlayer;
    turn[i] = game.turn;
    status[i] = STATUS_CODES[now];
    for (let p = 0; p < players; p++) inGame.push(game.inGame(p) ? 1 : 0);
    if (opts.legal) {
      legal = room(legal, legalTotal + game.maxLegalIds);
      const count = game.writeLegalIds(legal, legalTotal);
      legalCount[i] = count;
      legalTotal += count;
    }
    if (opts.observe) obsTotal += game.observationSize;
  }
  legalScratch = legal;
  const counts: Record<(typeof COLUMNS)[number][0], number> = {
    player: n,
    action: n,
    turn: n,
    legalCount: n,
    rewards: rewards.length,
    observations: obsTotal,
    legal: legalTotal,
    flags: n,
    status: n,
    inGame: inGame.length,
    diceCount: n,
    dice: dice.length,
  };
  let bytes = 0;
  for (const [name, dtype] of COLUMNS) bytes += counts[name] * (dtype === 'uint8' ? 1 : 4);
  const head = JSON.stringify({
    id,
    ok: true,
    games: n,
    columns: {
      bytes,
      layout: COLUMNS.map(([name, dtype]) => ({ name, dtype, count: counts[name] })),
    },
  });
  // Spaces before the newline align the block on 4 bytes (JSON allows trailing whitespace).
  const headBytes = Buffer.byteLength(head) + 1;
  const pad = (4 - (headBytes % 4)) % 4;
  const start = headBytes + pad;
  const buffer = allocate(start + bytes);
  const out = new Uint8Array(buffer, 0, start + bytes);
  Buffer.from(buffer).write(`${head}${' '.repeat(pad)}\n`, 0, 'utf8');
  const view = new DataView(buffer);
  let at = start;
  const int32s = (values: ArrayLike<number>) => {
    if (LITTLE_ENDIAN) new Int32Array(buffer, at, values.length).set(values);
    else for (let k = 0; k < values.length; k++) view.setInt32(at + 4 * k, values[k]!, true);
    at += 4 * values.length;
  };
  const float32s = (values: ArrayLike<number>) => {
    if (LITTLE_ENDIAN) new Float32Array(buffer, at, values.length).set(values);
    else for (let k = 0; k < values.length; k++) view.setFloat32(at + 4 * k, values[k]!, true);
    at += 4 * values.length;
  };
  const bytes8 = (values: ArrayLike<number>) => {
    out.set(values, at);
    at += values.length;
  };
  int32s(player);
  int32s(actionIds);
  int32s(turn);
  int32s(legalCount);
  float32s(rewards);
  if (opts.observe) {
    for (const { game } of plan) {
      const size = game.observationSize;
      if (LITTLE_ENDIAN) {
        game.observeInto(new Float32Array(buffer, at, size));
        at += 4 * size;
      } else {
        float32s(game.observation());
      }
    }
  }
  int32s(legal.subarray(0, legalTotal));
  bytes8(flags);
  bytes8(status);
  bytes8(inGame);
  bytes8(diceCount);
  bytes8(dice);
  return [out];
}
