import { INK } from './palette.js';
import { heading, text } from './panel-text.js';
import { el } from './xml.js';

// The key to the glyphs, at the foot of the side panel. The samples are grey and carry no piece
// classes, so they are never counted as pieces.

/** The key, starting at `y0`; returns its markup and where it ends. */
export function key(x: number, y0: number): { parts: string[]; y: number } {
  const grey = '#8b959c';
  const rows: [string, string][] = [
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
