import type { GameState, RulesetName } from 'globetrotter';
import type { Mode } from './modes.js';
import type { FacingMarker, ScreenPoint } from './planet.js';

// The page's hook for the end-to-end test (test/e2e/web.e2e.mjs), `window.__gt`: what the test
// reads (the game, the history, where things are on the page) and the few things it does
// without the mouse (turn the camera, show a position).

/** A hook for the end-to-end test (test/e2e/web.e2e.mjs): read-only views and the camera. */
export interface TestHook {
  readonly seed: string;
  /** The rules the game plays (`?ruleset=`, default 2025-01). */
  readonly ruleset: RulesetName;
  readonly human: number;
  readonly bot: string;
  state(): GameState;
  selected(): number | null;
  /** The spaces a click would act on now. */
  highlighted(): number[];
  /** True while the bot has an answer pending. */
  thinking(): boolean;
  /** Where a space's centre is on the page, to click it with the mouse. */
  project(space: number): ScreenPoint;
  /** Where a space's number is on the page. */
  projectLabel(space: number): ScreenPoint;
  /** The spaces whose numbers are drawn now (not those faded out near the limb). */
  labelled(): number[];
  /** The spaces marked on the planet as a Drill Cannon's target. */
  aimed(): number[];
  /** 2024-12: the edges (ids in `board.edges`) drawn with a wall. */
  walls(): number[];
  /** 2024-12: the facing arrows drawn, one per Rover on the planet. */
  facings(): FacingMarker[];
  /** 2024-12: where the top of a wall on an edge is on the page. */
  projectEdge(edge: number): ScreenPoint;
  /** 2024-12: where a Rover's facing arrow is on the page, near its tip. */
  projectArrow(rover: number): ScreenPoint;
  /**
   * The mode of the highlights: a selected Rover's move, fortify or shoot; in 2024-12 also
   * produce, descend or fire.
   */
  mode(): Mode;
  /**
   * Shows a position given as JSON (a `GameState`, as `JSON.stringify` writes it) and plays on
   * from it: for the test to show pieces that a first move does not reach, such as an aimed
   * Drill Cannon.
   */
  load(json: string): void;
  /** Turns the camera to face a space. */
  focus(space: number): void;
  /** What a click on the space does, without the mouse (for trying things in the console). */
  clickSpace(space: number): void;
  /** Where the history stands: the step on screen and how many there are (undo, redo). */
  steps(): { readonly at: number; readonly count: number };
  /** How squarely a space is seen: 1 straight on, 0 edge-on (its number fades out near 0). */
  facing(space: number): number;
  /** Where the two ends of an edge are on the page. */
  projectEdgeLine(edge: number): readonly [ScreenPoint, ScreenPoint];
}

declare global {
  interface Window {
    __gt?: TestHook;
  }
}
