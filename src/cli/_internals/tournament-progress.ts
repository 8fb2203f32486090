import type { SimulationProgress } from '../../sim/types.js';
import type { CliIo } from '../io.js';

// The progress of `globetrotter tournament` on standard error: a bar redrawn in place on a
// terminal, a line now and then elsewhere (CI, a log file).

/** Redraws of the progress bar are at least this far apart. */
const PROGRESS_MS = 100;
/**
 * Where standard error is not a terminal (CI, `nohup`, a file), a line of progress is written
 * when both this much time and a tenth of the games have passed since the last: at most one line
 * every 10 seconds, at most about ten in a run, and none in a run shorter than this.
 */
export const PROGRESS_LOG_MS = 10_000;
const BAR_WIDTH = 24;

function duration(ms: number): string {
  const s = Math.max(0, Math.round(ms / 1000));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

/** One line of progress: bar, games done, games per second, time left. */
export function progressLine(done: number, total: number, elapsedMs: number): string {
  const filled = Math.round((done / total) * BAR_WIDTH);
  const bar = `${'#'.repeat(filled)}${'.'.repeat(BAR_WIDTH - filled)}`;
  const rate = elapsedMs > 0 ? (done * 1000) / elapsedMs : 0;
  const eta = rate > 0 ? duration(((total - done) / rate) * 1000) : '?';
  // Slow bots (MCTS) play well under a game a second: two decimals then.
  const perSecond = rate.toFixed(rate < 1 ? 2 : 1);
  return `[${bar}] ${done}/${total} games  ${perSecond} games/s  ETA ${eta}`;
}

/** One line of progress for a log (no terminal): games done, share, games per second, time left. */
export function progressLogLine(done: number, total: number, elapsedMs: number): string {
  const rate = elapsedMs > 0 ? (done * 1000) / elapsedMs : 0;
  const left =
    done === total
      ? 'done'
      : rate > 0
        ? `${duration(((total - done) / rate) * 1000)} left`
        : 'time left unknown';
  const share = Math.floor((done / total) * 100);
  return `tournament: ${done}/${total} games (${share}%), ${rate.toFixed(rate < 1 ? 2 : 1)} games/s, ${left}\n`;
}

/**
 * Progress on standard error: a bar redrawn in place on a terminal; elsewhere a line now and then
 * (`PROGRESS_LOG_MS`), timed by `io.now()`.
 */
export function progressBar(io: CliIo): {
  update(p: SimulationProgress): void;
  clear(): void;
} {
  let last = Number.NEGATIVE_INFINITY;
  let shown = false;
  const start = io.now();
  let logged = { at: start, done: 0 };
  return {
    update({ done, total, elapsedMs }) {
      if (io.errIsTTY !== true) {
        const now = io.now();
        const tenth = done - logged.done >= Math.ceil(total / 10) || done === total;
        if (!tenth || now - logged.at < PROGRESS_LOG_MS) return;
        logged = { at: now, done };
        io.err(progressLogLine(done, total, now - start));
        return;
      }
      const now = io.now();
      if (done < total && now - last < PROGRESS_MS) return;
      last = now;
      shown = true;
      io.err(`\r${progressLine(done, total, elapsedMs)}\x1b[K`);
    },
    clear() {
      if (shown) io.err('\r\x1b[K');
    },
  };
}
