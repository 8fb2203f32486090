import { checkOptions } from '../options/index.js';
import type { GameState } from '../rules/index.js';
import { caption, statusText } from './_internals/caption.js';
import { INK, PLAYER_COLORS } from './_internals/palette.js';
import { panel } from './_internals/panel.js';
import type { Owner } from './_internals/pieces.js';
import { drawPlanet } from './_internals/planet.js';
import { DISCS_BOTTOM, DISCS_RIGHT } from './_internals/projection.js';
import { el, textEl } from './_internals/xml.js';

export { PLAYER_COLORS };

/** Options of `renderSvg`. Unknown keys are refused with `UNKNOWN_OPTION` (an `UnknownOptionError`). */
export interface SvgOptions {
  /** The planet to draw, `0 .. planets − 1`; default 0. */
  readonly planet?: number;
  /**
   * The `width` attribute in px; the height follows the aspect ratio. Default: the drawing's own
   * width (about 1,900 px), where text is 9 px and up; the SVG scales to any size.
   */
  readonly width?: number;
  /** Write every space's id on the map (default `true`). */
  readonly labels?: boolean;
  /** Player names by seat, shown in the panel and captions; default `Player 0`, `Player 1`… */
  readonly names?: readonly string[];
  /** Player colours by seat, any CSS colour; default {@link PLAYER_COLORS}. */
  readonly colors?: readonly string[];
}

/** Every key of `SvgOptions`; any other is refused. */
const SVG_OPTION_KEYS: Record<keyof SvgOptions, true> = {
  planet: true,
  width: true,
  labels: true,
  names: true,
  colors: true,
};

/** `renderSvgs` draws every planet, so `planet` is not one of its options. */
const SVGS_OPTION_KEYS: Record<keyof Omit<SvgOptions, 'planet'>, true> = {
  width: true,
  labels: true,
  names: true,
  colors: true,
};

const PANEL_WIDTH = 360;
const PANEL_X = DISCS_RIGHT + 40;
const WIDTH = PANEL_X + PANEL_WIDTH + 24;

function planetIndex(state: GameState, planet: number | undefined): number {
  const p = planet ?? 0;
  if (!Number.isInteger(p) || p < 0 || p >= state.planets.length) {
    throw new RangeError(
      `renderSvg: no planet ${String(p)} (this game has ${state.planets.length})`,
    );
  }
  return p;
}

/**
 * Draws one planet of a position as a standalone SVG document: both hemispheres (the north seen
 * from above, the south from below, as in docs/board.md) with every space labelled by id and the
 * off-board ones greyed; Rovers with their hit points and ids, Fortifications, Buildings with
 * their hit points, Treasury points and Drill Cannon readiness and aim; a side panel with the
 * players, the Rovers in orbit and a key; the status on top (`4 turns played: Player 1 to act`,
 * the turns played being `state.turn`, as in `renderText` and positions; winners at the end) and
 * the last action with its dice and events underneath. In a 2024-12 game Fortifications are
 * walls along the edges they stand on (`class="fortification" data-edge="37" data-space="26"
 * data-across="36"`), every Rover on a planet has an arrow pointing at the edge it faces
 * (`data-facing`), and a Drill Cannon shows its power of 3 (`data-power`).
 *
 * Every piece carries a class and data attributes (`class="rover" data-rover="3"
 * data-owner="0" data-hp="4"`, `class="space" data-space="26"`, …) for styling and tests, and a
 * `<title>` tooltip. The output depends only on its arguments: no random ids, no clock, no
 * `id` attributes, so several pictures can share one HTML page. All text is XML-escaped.
 *
 * @throws RangeError when `options.planet` is not a planet of the game or `width` is not positive;
 * an `UnknownOptionError` for a key `SvgOptions` does not list.
 *
 * @example
 * ```ts
 * import { createGame, createRng, renderSvg } from 'globetrotter';
 * const state = createGame({ players: 3, planets: 2 }, createRng(1));
 * const north = renderSvg(state); // planet 0
 * const pictures = state.planets.map((_, planet) => renderSvg(state, { planet }));
 * ```
 */
export function renderSvg(state: GameState, options: SvgOptions = {}): string {
  checkOptions('renderSvg', options, SVG_OPTION_KEYS);
  const planet = planetIndex(state, options.planet);
  const width = options.width ?? WIDTH;
  if (!Number.isFinite(width) || width <= 0)
    throw new RangeError(`renderSvg: width must be positive, not ${String(width)}`);
  const nameOf = (p: number) => options.names?.[p] ?? `Player ${p}`;
  const owner = (p: number): Owner => ({
    color: options.colors?.[p] ?? PLAYER_COLORS[p % PLAYER_COLORS.length]!,
    name: nameOf(p),
  });
  const status = statusText(state, nameOf);
  const total = state.options.planets;
  const heading = `Globetrotter: planet ${planet}${total > 1 ? ` of ${total}` : ''}`;

  const map = drawPlanet({ state, planet, labels: options.labels ?? true, owner });
  const foot = caption(state, nameOf, 30, DISCS_BOTTOM - 6, DISCS_RIGHT - 30);
  const side = panel({
    state,
    planet,
    x: PANEL_X + 16,
    top: 24,
    width: PANEL_WIDTH - 32,
    owner,
    nameOf,
  });
  const height = Math.ceil(Math.max(DISCS_BOTTOM + foot.height + 20, side.bottom + 24));

  // The player the status line is about: the one to act, or the single winner.
  const spotlight =
    state.status !== 'finished'
      ? state.currentPlayer
      : state.winners.length === 1
        ? state.winners[0]
        : undefined;
  const header = el(
    'g',
    {
      class: 'status',
      'data-status': state.status,
      'data-turn': state.turn,
      'data-current': state.status === 'finished' ? undefined : state.currentPlayer,
      'data-winners': state.status === 'finished' ? state.winners.join(' ') : undefined,
    },
    [
      textEl(
        'text',
        {
          x: 30,
          y: 44,
          'font-size': 26,
          'font-weight': 'bold',
          'text-anchor': 'start',
          fill: INK.text,
        },
        heading,
      ),
      textEl(
        'text',
        {
          x: DISCS_RIGHT - 30,
          y: 44,
          'font-size': 22,
          'font-weight': 'bold',
          'text-anchor': 'end',
          fill: INK.text,
        },
        status,
      ),
      ...(spotlight === undefined
        ? []
        : [
            el('circle', {
              cx: DISCS_RIGHT - 11,
              cy: 36,
              r: 11,
              fill: owner(spotlight).color,
              stroke: INK.dark,
              'stroke-width': 1.5,
            }),
          ]),
    ],
  );
  const svgAttrs = {
    xmlns: 'http://www.w3.org/2000/svg',
    width,
    height: Math.round((width * height) / WIDTH),
    viewBox: `0 0 ${WIDTH} ${height}`,
    'font-family': 'Helvetica, Arial, sans-serif',
    'text-anchor': 'middle',
    role: 'img',
    'data-planet': planet,
  };
  return `${el('svg', svgAttrs, [
    textEl('title', {}, `${heading}. ${status}.`),
    el('rect', { width: WIDTH, height, fill: INK.page }),
    el('rect', {
      x: PANEL_X,
      y: 14,
      width: PANEL_WIDTH,
      height: side.bottom - 14,
      rx: 10,
      fill: INK.panel,
    }),
    header,
    ...map,
    foot.markup,
    side.markup,
  ])}\n`;
}

/**
 * Draws every planet of a position: `renderSvg(state, { ...options, planet })` for each, in
 * planet order.
 *
 * @example
 * ```ts
 * const pictures = renderSvgs(state, { names: ['Ada', 'Grace'] });
 * pictures.length === state.planets.length; // true
 * ```
 */
export function renderSvgs(state: GameState, options: Omit<SvgOptions, 'planet'> = {}): string[] {
  checkOptions('renderSvgs', options, SVGS_OPTION_KEYS);
  return state.planets.map((_, planet) => renderSvg(state, { ...options, planet }));
}
