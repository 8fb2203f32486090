import { INK } from './palette.js';
import { heading, text } from './panel-text.js';
import { el } from './xml.js';

// The key to the glyphs, at the foot of the side panel. The samples are grey and carry no piece
// classes, so they are never counted as pieces.

const grey = '#8b959c';

/**
 * The key, starting at `y0`; returns its markup and where it ends. `edges`: the 2024-12 key,
 * with walls on edges, facing arrows, the Medic and the cannon's power (rulings R52, R56, R60,
 * R63) instead of Fortifications on spaces, the Treasury and a ready cannon's aim.
 */
export function key(x: number, y0: number, edges = false): { parts: string[]; y: number } {
  const rows = edges ? edgeRows(x) : spaceRows(x);
  const parts = [heading(x, y0, 'Key')];
  let y = y0 + 8;
  for (const [glyph, body] of rows) {
    y += 26;
    parts.push(
      el(
        'g',
        { transform: `translate(0 ${y})` },
        [glyph, text(x + 32, 0, 13, body)].filter(Boolean),
      ),
    );
  }
  return { parts: [el('g', { class: 'key' }, parts)], y: y + 10 };
}

/** The rows of the last action and the off-board spaces, the same in every key. */
function commonRows(x: number): [string, string][] {
  return [
    [
      el('rect', {
        x: x + 2,
        y: -15,
        width: 20,
        height: 20,
        fill: INK.highlight,
        'fill-opacity': 0.35,
        stroke: INK.dark,
        'stroke-dasharray': '4 2',
      }),
      'space of the last action',
    ],
    [
      el('rect', {
        x: x + 2,
        y: -15,
        width: 20,
        height: 20,
        fill: INK.offBoard,
        stroke: INK.stroke,
      }),
      'off the board (ruling R1)',
    ],
  ];
}

/** 2025-01 and 2026-06: Fortifications on spaces, Treasuries, cannons readied and aimed. */
function spaceRows(x: number): [string, string][] {
  return [
    [
      el('circle', {
        cx: x + 12,
        cy: -5,
        r: 10,
        fill: grey,
        stroke: INK.dark,
        'stroke-width': 1.5,
      }),
      'Rover: hit points inside, id below',
    ],
    [
      el('path', {
        d: `M${x + 2},3 L${x + 22},3 L${x + 12},-15 Z`,
        fill: grey,
        'fill-opacity': 0.16,
        stroke: grey,
        'stroke-width': 3.5,
      }),
      'Fortification',
    ],
    [
      el('rect', { x: x + 2, y: -15, width: 20, height: 20, rx: 4, fill: grey, stroke: INK.dark }),
      'Building: S Space Port, F Factory,',
    ],
    ['', 'C Drill Cannon, T Treasury; hp below'],
    [
      el('circle', { cx: x + 12, cy: -5, r: 7, fill: INK.highlight, stroke: INK.dark }),
      'Drill Cannon ready to aim or fire',
    ],
    [
      el('g', { fill: 'none', stroke: grey, 'stroke-width': 2.5 }, [
        el('circle', { cx: x + 12, cy: -5, r: 8 }),
        el('path', {
          d: `M${x + 12},-17 V-11 M${x + 12},1 V7 M${x},-5 H${x + 6} M${x + 18},-5 H${x + 24}`,
        }),
      ]),
      'where a Drill Cannon aims',
    ],
    ...commonRows(x),
  ];
}

/**
 * 2024-12: a Rover's facing arrow (R52), walls on edges (R56), the Medic (R60) and the Drill
 * Cannon's power (R63).
 */
function edgeRows(x: number): [string, string][] {
  return [
    [
      el('g', { fill: grey, stroke: INK.dark, 'stroke-width': 1.5, 'stroke-linejoin': 'round' }, [
        el('path', { d: `M${x + 26},-5 L${x + 11},-11 L${x + 11},1 Z` }),
        el('circle', { cx: x + 10, cy: -5, r: 9 }),
      ]),
      'Rover: hit points inside, id below;',
    ],
    ['', 'the arrow points at the edge it faces'],
    [
      el('g', { 'stroke-linecap': 'round' }, [
        el('line', { x1: x + 2, y1: -5, x2: x + 22, y2: -5, stroke: INK.dark, 'stroke-width': 9 }),
        el('line', { x1: x + 2, y1: -5, x2: x + 22, y2: -5, stroke: grey, 'stroke-width': 6 }),
      ]),
      'Fortification: a wall on an edge',
    ],
    [
      el('rect', { x: x + 2, y: -15, width: 20, height: 20, rx: 4, fill: grey, stroke: INK.dark }),
      'Building: S Space Port, F Factory,',
    ],
    ['', 'C Drill Cannon, M Medic; hp below'],
    [
      el(
        'g',
        { stroke: INK.dark, 'stroke-width': 1.2 },
        [0, 1, 2].map((i) =>
          el('rect', {
            x: x + 8,
            y: -2 - i * 10 + 3,
            width: 8,
            height: 8,
            rx: 1.5,
            fill: i < 2 ? INK.highlight : '#ffffff',
          }),
        ),
      ),
      'Drill Cannon power: fires at 3 of 3',
    ],
    [
      el('g', {}, [
        el('line', {
          x1: x + 2,
          y1: -5,
          x2: x + 22,
          y2: -5,
          stroke: INK.highlight,
          'stroke-width': 12,
          'stroke-linecap': 'round',
        }),
        el('line', {
          x1: x + 2,
          y1: -5,
          x2: x + 22,
          y2: -5,
          stroke: INK.dark,
          'stroke-width': 2,
          'stroke-dasharray': '4 2',
        }),
      ]),
      'edge of the last action',
    ],
    ...commonRows(x),
  ];
}
