import type { Building } from '../../rules/index.js';
import { INK, STRUCTURE_LETTER, STRUCTURE_NAME } from './palette.js';
import { type Owner, onColor, tag } from './pieces.js';
import type { Point, SpaceView } from './projection.js';
import { el, num, textEl } from './xml.js';

// The glyphs of Buildings, and of a Drill Cannon's aim: like every piece (pieces.ts), a <g> whose
// class and data attributes name it, with a <title> that browsers show as a tooltip.

function buildingNotes(b: Building, cannonPower: number): string {
  switch (b.structure) {
    case 'drillCannon':
      // 2024-12 (ruling R63): the power-ups taken, of the three it needs to fire.
      if (b.power !== undefined) return `power ${b.power} of ${cannonPower}`;
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

/**
 * A Building: an owner-coloured square with its letter, hit points and state below. In 2024-12
 * a Drill Cannon has a power meter beside it (ruling R63): `cannonPower` cells, the lowest
 * `power` of them lit.
 */
export function buildingGlyph(
  b: Building,
  [x, y]: Point,
  owner: Owner,
  cannonPower: number | null = null,
): string {
  const notes = buildingNotes(b, cannonPower ?? 0);
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
  const power = b.structure === 'drillCannon' ? b.power : undefined;
  if (power !== undefined && cannonPower !== null) {
    parts.push(powerMeter([x + size / 2 + 7, y], power, cannonPower));
  }
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
      'data-ready':
        b.structure === 'drillCannon' && power === undefined ? String(b.ready) : undefined,
      'data-power': power,
      'data-aim': b.structure === 'drillCannon' && b.aim !== null ? b.aim : undefined,
      'data-points': b.structure === 'treasury' || b.structure === 'factory' ? b.points : undefined,
    },
    parts,
  );
}

/**
 * A Drill Cannon's power (2024-12, ruling R63): a column of `of` cells centred on (x, y), lit
 * from the bottom, one per power-up taken; all lit, it may fire.
 */
function powerMeter([x, y]: Point, power: number, of: number): string {
  const cell = 8;
  const gap = 2;
  const top = y - (of * cell + (of - 1) * gap) / 2;
  const cells = Array.from({ length: of }, (_, i) =>
    el('rect', {
      x: num(x - cell / 2),
      y: num(top + (of - 1 - i) * (cell + gap)),
      width: cell,
      height: cell,
      rx: 1.5,
      fill: i < power ? INK.highlight : '#ffffff',
      stroke: INK.dark,
      'stroke-width': 1.2,
    }),
  );
  return el('g', { class: 'power', 'data-power': power }, cells);
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
