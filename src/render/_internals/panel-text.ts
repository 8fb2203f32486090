import { INK } from './palette.js';
import { num, textEl } from './xml.js';

// Left-aligned text for the side panel.

/** A line of panel text at (x, y), start-aligned; `extra` attributes override the defaults. */
export function text(
  x: number,
  y: number,
  size: number,
  body: string,
  extra: Record<string, string> = {},
): string {
  return textEl(
    'text',
    { x: num(x), y: num(y), 'font-size': size, 'text-anchor': 'start', fill: INK.text, ...extra },
    body,
  );
}

/** A section heading of the panel. */
export function heading(x: number, y: number, body: string): string {
  return text(x, y, 18, body, { 'font-weight': 'bold' });
}
