import type { Building, Rover } from '../../rules/index.js';
import { INK, STRUCTURE_LETTER, STRUCTURE_NAME } from './palette.js';
import type { Point, SpaceView } from './projection.js';
import { el, num, pathOf, textEl } from './xml.js';

// The glyphs of pieces. Each is a <g> whose class and data attributes name the piece, so that
// tests and stylesheets can find it, with a <title> that browsers show as a tooltip.

/** Who owns a piece, as the picture shows them. */
export interface Owner {
  readonly color: string;
  readonly name: string;
}

/** White text with a dark rim: legible on every player colour. */
function onColor(x: number, y: number, size: number, text: string): string {
  return textEl(
    'text',
    {
      x: num(x),
      y: num(y),
      'font-size': size,
      'font-weight': 'bold',
      fill: '#ffffff',
      stroke: INK.dark,
      'stroke-width': 2.4,
      'paint-order': 'stroke',
    },
    text,
  );
}

/** Dark text with a white halo, for small tags over the board. */
function tag(x: number, y: number, size: number, text: string): string {
  return textEl(
    'text',
    {
      x: num(x),
      y: num(y),
      'font-size': size,
      'font-weight': 'bold',
      fill: INK.text,
      stroke: '#ffffff',
      'stroke-width': 2.6,
      'paint-order': 'stroke',
    },
    text,
  );
}

/**
 * A Rover: an owner-coloured disc with its hit points, its id (`r3`) underneath. Class `rover` on
 * a planet, `orbit-rover` in the orbit panel.
 */
export function roverGlyph(
  rover: Rover,
  [x, y]: Point,
  owner: Owner,
  radius: number,
  cls: 'rover' | 'orbit-rover' = 'rover',
): string {
  return el(
    'g',
    { class: cls, 'data-rover': rover.id, 'data-owner': rover.owner, 'data-hp': rover.hp },
    [
      textEl('title', {}, `r${rover.id}: Rover of ${owner.name}, ${rover.hp} hp`),
      el('circle', {
        cx: num(x),
        cy: num(y),
        r: radius,
        fill: owner.color,
        stroke: INK.dark,
        'stroke-width': 1.5,
      }),
      onColor(x, y + radius * 0.42, radius * 1.15, String(rover.hp)),
      tag(x, y + radius + 9, 9, `r${rover.id}`),
    ],
  );
}

/** A Fortification: the space's outline drawn again inside it, thick, in the owner's colour. */
export function fortificationGlyph(view: SpaceView, ownerIndex: number, owner: Owner): string {
  const [ax, ay] = view.anchor;
  const inset = view.outline.map(([x, y]): Point => [ax + (x - ax) * 0.8, ay + (y - ay) * 0.8]);
  return el('g', { class: 'fortification', 'data-space': view.id, 'data-owner': ownerIndex }, [
    textEl('title', {}, `Fortification of ${owner.name} on ${view.id}`),
    el('path', {
      d: pathOf(inset),
      fill: owner.color,
      'fill-opacity': 0.16,
      stroke: owner.color,
      'stroke-width': 3.5,
      'stroke-linejoin': 'round',
    }),
  ]);
}

function buildingNotes(b: Building): string {
  switch (b.structure) {
    case 'drillCannon':
      if (!b.ready) return 'not ready';
      return b.aim === null ? 'ready' : `ready, aim ${b.aim}`;
    case 'treasury':
      return `${b.points} point${b.points === 1 ? '' : 's'}`;
    case 'factory':
      // 2026-06 (ruling R42): its build points; 2025-01 Factories have none.
      return b.points === undefined ? '' : `${b.points} build point${b.points === 1 ? '' : 's'}`;
    case 'spacePort':
    case 'medic':
      return '';
    default: {
      const unreachable: never = b;
      return unreachable;
    }
  }
}

/** A Building: an owner-coloured square with its letter, hit points and state below. */
export function buildingGlyph(b: Building, [x, y]: Point, owner: Owner): string {
  const notes = buildingNotes(b);
  const name = STRUCTURE_NAME[b.structure];
  const size = 30;
  const parts = [
    textEl(
      'title',
      {},
      `${name} of ${owner.name} on ${b.space}, ${b.hp} hp${notes ? `, ${notes}` : ''}`,
    ),
    el('rect', {
      x: num(x - size / 2),
      y: num(y - size / 2),
      width: size,
      height: size,
      rx: 5,
      fill: owner.color,
      stroke: INK.dark,
      'stroke-width': 1.5,
    }),
    onColor(x, y + 6, 17, STRUCTURE_LETTER[b.structure]),
    tag(x, y + size / 2 + 12, 10.5, `${b.hp} hp`),
  ];
  if (notes) parts.push(tag(x, y + size / 2 + 24, 10, notes));
  if (b.structure === 'drillCannon' && b.ready) {
    // A bright badge on the corner: a ready cannon is a threat to read at a glance.
    parts.push(
      el('circle', {
        class: 'ready',
        cx: num(x + size / 2),
        cy: num(y - size / 2),
        r: 7,
        fill: INK.highlight,
        stroke: INK.dark,
        'stroke-width': 1.2,
      }),
      textEl(
        'text',
        {
          x: num(x + size / 2),
          y: num(y - size / 2 + 3.5),
          'font-size': 10,
          'font-weight': 'bold',
          fill: INK.dark,
        },
        '!',
      ),
    );
  }
  return el(
    'g',
    {
      class: 'building',
      'data-structure': b.structure,
      'data-owner': b.owner,
      'data-space': b.space,
      'data-hp': b.hp,
      'data-ready': b.structure === 'drillCannon' ? String(b.ready) : undefined,
      'data-aim': b.structure === 'drillCannon' && b.aim !== null ? b.aim : undefined,
      'data-points': b.structure === 'treasury' || b.structure === 'factory' ? b.points : undefined,
    },
    parts,
  );
}

/** Crosshairs on the space a Drill Cannon aims at. */
export function aimGlyph(view: SpaceView, ownerIndex: number, owner: Owner): string {
  const [x, y] = view.anchor;
  const ticks = [
    [0, -1],
    [1, 0],
    [0, 1],
    [-1, 0],
  ].map(([dx, dy]) =>
    el('line', {
      x1: num(x + dx! * 15),
      y1: num(y + dy! * 15),
      x2: num(x + dx! * 27),
      y2: num(y + dy! * 27),
    }),
  );
  return el(
    'g',
    {
      class: 'aim',
      'data-space': view.id,
      'data-owner': ownerIndex,
      fill: 'none',
      stroke: owner.color,
      'stroke-width': 2.5,
    },
    [
      textEl('title', {}, `Drill Cannon of ${owner.name} aims at ${view.id}`),
      el('circle', {
        cx: num(x),
        cy: num(y),
        r: 21,
        stroke: '#ffffff',
        'stroke-width': 6,
        opacity: 0.8,
      }),
      el('circle', { cx: num(x), cy: num(y), r: 21 }),
      ...ticks,
    ],
  );
}
