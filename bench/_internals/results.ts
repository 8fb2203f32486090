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
}
