import type { Measurement } from './measure.js';

// What a run reports: its rows and its pairs' ratios. Its own file, so that the report, the
// pairs and the targets, which all read these, import none of each other for them.

/** One row of the report. */
export interface Row extends Measurement {
  readonly suite: string;
  readonly case: string;
  readonly unit: string;
  readonly unitsPerCall: number;
  /** `callsPerSecond × unitsPerCall`: units per second of wall time. */
  readonly unitsPerSecond: number;
  /** `cpuCallsPerSecond × unitsPerCall`: units per second of CPU time (what targets use). */
  readonly cpuUnitsPerSecond: number;
  /** The case's `detail`, if any. */
  readonly detail?: string;
  /** Start of the run that measured the row (`RunInfo.date`): rows of one run share it. */
  readonly measuredAt: string;
  /** The timed part's budget of that run, in milliseconds (2000 by default, 200 with --quick). */
  readonly timeMs: number;
}

/** The ratio of two cases' rates, measured interleaved in one run. */
export interface PairResult {
  /** The target's name. */
  readonly target: string;
  /** Rate of `of` over rate of `over`, both in units per second of CPU time. */
  readonly cpuRatio: number;
  /** The same in wall time. */
  readonly wallRatio: number;
  /** Alternations (a batch of each) in the measurement. */
  readonly rounds: number;
  /** The run that measured it (`RunInfo.date`). */
  readonly measuredAt: string;
  /** CPU time of the warm-up before the timed part, per side, in milliseconds. */
  readonly warmupMs?: number;
  /** Whether both sides' rates had stopped moving when the warm-up ended (else: its cap). */
  readonly steady?: boolean;
  /** Half the gap between the largest and smallest ratio of the timed windows, relative. */
  readonly ratioSpread?: number;
  /** Both sides' rates (units per CPU second), window by window: warm-up, then timed part. */
  readonly windows?: {
    readonly warmup: PairRates;
    readonly timed: PairRates;
  };
}

/** The two sides' rates of a pair, one entry per window. */
export interface PairRates {
  readonly of: readonly number[];
  readonly over: readonly number[];
}
