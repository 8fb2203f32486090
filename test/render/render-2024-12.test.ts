import { describe, expect, it } from 'vitest';
import { board, edgeBetween } from '../../src/board/index.js';
import { PLAYER_COLORS, renderSvg, renderSvgs } from '../../src/render/svg.js';
import { eventText, renderText } from '../../src/render/text.js';
import {
  type Action,
  applyAction,
  createGame,
  createRng,
  type GameState,
  legalActions,
  scriptedRng,
} from '../../src/rules/index.js';
import { position24 } from '../rules/2024-12/_helpers/position.js';
import { allElements, byClass, parseXml, textContent, type XmlElement } from './_helpers/xml.js';

// renderSvg and renderText on 2024-12 positions: Rovers facing an edge (ruling R52), walls on
// edges (R56), the Medic (R60), the Drill Cannon's power (R63), and the new actions in words.

type Point = readonly [number, number];

/**
 * Two players: walls round HQ 26 and across the equator (45/60, drawn in both discs), a Medic,
 * a cannon with power 2, Rovers facing triangles and HQ edges, one in orbit.
 */
const POSITION =
  'p0: r1@26>7 r2@13>14 r3@40>35:3 r4@orbit f@26/16 f@26/22 f@26/36 f@26/41 f@4/13 ' +
  'medic@27 drillCannon@28[power=2]; ' +
  'p1: r5@45>46:2 r6@73>81 r7@1>6 factory@30 spacePort@0 f@45/60 f@1/7 f@68/73';

function sample(): GameState {
  return position24(POSITION);
}

function svgOf(state: GameState, planet = 0): XmlElement {
  return parseXml(renderSvg(state, { planet }));
}

function texts(root: XmlElement): string[] {
  return allElements(root)
    .filter((e) => e.name === 'text')
    .map(textContent);
}

function numbers(text: string): number[] {
  return [...text.matchAll(/-?\d+(?:\.\d+)?/g)].map((m) => Number(m[0]));
}

/** The corners of a path as drawn (`M x,y L x,y … Z`). */
function corners(path: XmlElement): Point[] {
  const n = numbers(path.attrs.d!);
  return Array.from({ length: n.length / 2 }, (_, i) => [n[2 * i]!, n[2 * i + 1]!] as const);
}

/** Per space id: its outline as drawn, corners in the order of `board.spaces[id].vertices`. */
function outlines(root: XmlElement): Point[][] {
  return byClass(root, 'space').map(corners);
}

/** The middle of the edge of `space` across which lies `across`, read from the drawn outline. */
function edgeMiddle(drawn: Point[][], space: number, across: number): Point {
  const k = board.spaces[space]!.neighbors.indexOf(across);
  const outline = drawn[space]!;
  const a = outline[k]!;
  const b = outline[(k + 1) % outline.length]!;
  return [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
}

/** The distance from p to the segment ab. */
function toSegment(p: Point, a: Point, b: Point): number {
  const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
  const t = Math.max(
    0,
    Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / (dx * dx + dy * dy)),
  );
  return Math.hypot(p[0] - a[0] - t * dx, p[1] - a[1] - t * dy);
}

function lineEnds(line: XmlElement): [Point, Point] {
  const { x1, y1, x2, y2 } = line.attrs;
  return [
    [Number(x1), Number(y1)],
    [Number(x2), Number(y2)],
  ];
}

function played(state: GameState, action: Action, dice: number[] = []): GameState {
  return applyAction(state, action, scriptedRng(dice));
}

describe('renderSvg in 2024-12: walls', () => {
  it('R56: draws one wall per Fortification on an edge, with its edge, spaces and owner', () => {
    // Arrange
    const state = sample();
    const expected = state.planets[0]!.edgeFortifications!.flatMap((owner, edge) =>
      owner === null ? [] : [[edge, ...board.edges[edge]!.spaces, owner].join(':')],
    );

    // Act
    const walls = byClass(svgOf(state), 'fortification');

    // Assert
    expect(
      walls.map((w) =>
        ['data-edge', 'data-space', 'data-across', 'data-owner'].map((a) => w.attrs[a]).join(':'),
      ),
    ).toEqual(expected);
    expect(walls).toHaveLength(8);
  });

  it('R56: a wall is a thick stroke in its owner colour along the edge between its two spaces', () => {
    // Arrange
    const root = svgOf(sample());
    const drawn = outlines(root);

    // Act
    const walls = byClass(root, 'fortification');

    // Assert
    for (const wall of walls) {
      const space = Number(wall.attrs['data-space']);
      const across = Number(wall.attrs['data-across']);
      const owner = Number(wall.attrs['data-owner']);
      const lines = wall.children.filter((c) => c.name === 'line');
      const colored = lines.filter((l) => l.attrs.stroke === PLAYER_COLORS[owner]);
      expect(colored.length, `${space}/${across}`).toBeGreaterThan(0);
      for (const line of colored) {
        expect(Number(line.attrs['stroke-width'])).toBeGreaterThanOrEqual(5);
        // Both ends lie on the edge as one of its spaces draws it.
        const k = board.spaces[space]!.neighbors.indexOf(across);
        const j = board.spaces[across]!.neighbors.indexOf(space);
        const sides = [
          [drawn[space]![k]!, drawn[space]![(k + 1) % drawn[space]!.length]!],
          [drawn[across]![j]!, drawn[across]![(j + 1) % drawn[across]!.length]!],
        ] as const;
        const onEdge = sides.some(([a, b]) =>
          lineEnds(line).every((end) => toSegment(end, a, b) < 0.2),
        );
        expect(onEdge, `${space}/${across}`).toBe(true);
      }
      expect(textContent(wall.children.find((c) => c.name === 'title')!)).toBe(
        `Fortification of Player ${owner} on the edge ${space}/${across}`,
      );
    }
  });

  it('R56: a wall on an edge between the two hemispheres is drawn in both discs', () => {
    // Arrange: 45 is drawn in the north disc, 60 in the south.
    const root = svgOf(sample());

    // Act
    const wall = byClass(root, 'fortification').find(
      (w) => w.attrs['data-edge'] === String(edgeBetween(45, 60)),
    )!;

    // Assert
    const colored = wall.children.filter((c) => c.attrs.stroke === PLAYER_COLORS[1]);
    expect(colored).toHaveLength(2);
    const [a, b] = colored.map((l) => lineEnds(l)[0][0]);
    expect(Math.abs(a! - b!)).toBeGreaterThan(300);
  });

  it('R56: draws no Fortification on a space in 2024-12, and the planet counts its walls', () => {
    // Act
    const root = svgOf(sample());

    // Assert
    expect(byClass(root, 'fortification').every((f) => 'data-edge' in f.attrs)).toBe(true);
    expect(texts(root)).toContain('Fortifications on edges: 8');
    expect(texts(root).some((t) => t.startsWith('Drill Cannon shots'))).toBe(false);
  });
});

describe('renderSvg in 2024-12: facing', () => {
  it('R52: every Rover on a planet has an arrow pointing at the edge it faces', () => {
    // Arrange
    const state = sample();
    const root = svgOf(state);
    const drawn = outlines(root);

    // Act
    const rovers = byClass(root, 'rover');

    // Assert
    const onPlanet = state.rovers.filter((r) => r.location !== 'orbit');
    expect(rovers.map((g) => Number(g.attrs['data-facing']))).toEqual(
      onPlanet.map((r) => r.facing),
    );
    for (const [i, r] of onPlanet.entries()) {
      if (r.location === 'orbit') continue;
      const space = r.location.space;
      const arrow = byClass(rovers[i]!, 'facing');
      expect(arrow).toHaveLength(1);
      const tip = corners(arrow[0]!)[0]!;
      // The tip is nearer the middle of the faced edge than that of any other edge of the space.
      const nearest = [...board.spaces[space]!.neighbors].sort(
        (a, b) =>
          Math.hypot(...sub(edgeMiddle(drawn, space, a), tip)) -
          Math.hypot(...sub(edgeMiddle(drawn, space, b), tip)),
      )[0];
      expect(nearest, `r${r.id} on ${space}`).toBe(r.facing);
      const disc = rovers[i]!.children.find((c) => c.name === 'circle')!;
      const centre: Point = [Number(disc.attrs.cx), Number(disc.attrs.cy)];
      const toTip = Math.hypot(...sub(tip, centre));
      expect(toTip).toBeGreaterThan(Number(disc.attrs.r) + 5);
      expect(arrow[0]!.attrs.fill).toBe(PLAYER_COLORS[r.owner]);
      expect(textContent(rovers[i]!.children[0]!)).toBe(
        `r${r.id}: Rover of Player ${r.owner}, ${r.hp} hp, facing ${r.facing}`,
      );
    }
  });

  it('R52: a Rover in orbit has no facing and no arrow', () => {
    // Act
    const orbit = byClass(svgOf(sample()), 'orbit-rover');

    // Assert
    expect(orbit.map((r) => r.attrs['data-rover'])).toEqual(['4']);
    expect(orbit[0]!.attrs['data-facing']).toBeUndefined();
    expect(byClass(orbit[0]!, 'facing')).toEqual([]);
  });

  it('R55: after a turn the arrow points at the next edge, and the Rover space is outlined', () => {
    // Arrange
    const turned = played(sample(), { type: 'turn', rover: 1, direction: 'left' });
    const facing = turned.rovers.find((r) => r.id === 1)!.facing!;

    // Act
    const root = svgOf(turned);

    // Assert
    expect(facing).not.toBe(7);
    const r1 = byClass(root, 'rover').find((g) => g.attrs['data-rover'] === '1')!;
    expect(r1.attrs['data-facing']).toBe(String(facing));
    expect(byClass(root, 'last').map((l) => l.attrs['data-space'])).toEqual(['26']);
    expect(texts(byClass(root, 'caption')[0]!)).toEqual([
      `Last action: Player 0 r1 turns left to face ${facing}`,
    ]);
  });
});

describe('renderSvg in 2024-12: Buildings and the key', () => {
  it('R60, R63: the Medic has its letter, the Drill Cannon its power of 3', () => {
    // Act
    const root = svgOf(sample());

    // Assert
    const buildings = byClass(root, 'building');
    const medic = buildings.find((b) => b.attrs['data-structure'] === 'medic')!;
    const cannon = buildings.find((b) => b.attrs['data-structure'] === 'drillCannon')!;
    expect(texts(medic)).toEqual(['M', '5 hp']);
    expect(textContent(medic.children[0]!)).toBe('Medic of Player 0 on 27, 5 hp');
    expect(texts(cannon)).toEqual(['C', '5 hp', 'power 2 of 3']);
    expect(cannon.attrs['data-power']).toBe('2');
    expect(cannon.attrs['data-ready']).toBeUndefined();
    const meter = byClass(cannon, 'power')[0]!;
    const cells = meter.children.map((c) => c.attrs.fill);
    expect(cells).toHaveLength(3);
    expect(cells.filter((f) => f === '#ffffff')).toHaveLength(1);
    expect(texts(root)).toContain('Buildings: M@27 5hp, C@28 5hp power 2/3');
  });

  it('R52, R56, R60, R63: the key explains arrows, walls, the Medic and the power', () => {
    // Arrange
    const key24 = texts(byClass(svgOf(sample()), 'key')[0]!).join(' ');
    const rng = createRng(1);
    const key25 = texts(byClass(svgOf(createGame({ players: 2 }, rng)), 'key')[0]!).join(' ');

    // Assert
    expect(key24).toContain('the arrow points at the edge it faces');
    expect(key24).toContain('Fortification: a wall on an edge');
    expect(key24).toContain('M Medic');
    expect(key24).toContain('Drill Cannon power');
    expect(key24).not.toContain('Treasury');
    expect(key25).toContain('T Treasury');
    expect(key25).not.toContain('wall');
  });
});

describe('renderSvg in 2024-12: the last action', () => {
  it('R56: a fortify outlines the edge of the new wall and says which edge', () => {
    // Arrange
    const fortified = played(sample(), { type: 'fortify', rover: 2, space: 14 });

    // Act
    const root = svgOf(fortified);

    // Assert
    const last = byClass(root, 'last');
    expect(
      last.map((l) => [l.attrs['data-edge'], l.attrs['data-space'], l.attrs['data-across']]),
    ).toEqual([[String(edgeBetween(13, 14)), '13', '14']]);
    expect(
      byClass(root, 'fortification').some(
        (w) => w.attrs['data-edge'] === String(edgeBetween(13, 14)),
      ),
    ).toBe(true);
    expect(texts(byClass(root, 'caption')[0]!)).toEqual([
      'Last action: Player 0 r2 fortifies the edge 13/14',
    ]);
  });

  it('R57: a shot at a wall outlines its edge, draws the line to it and names the edge', () => {
    // Arrange: r3 on 40 shoots the wall 45/60 of player 1, damage 5.
    const shot = {
      type: 'shoot',
      rover: 3,
      space: 45,
      target: 'fortification',
      across: 60,
    } as const;
    const state = played(sample(), shot, [5]);

    // Act
    const root = svgOf(state);

    // Assert
    expect(byClass(root, 'last').map((l) => l.attrs['data-edge'])).toEqual([
      String(edgeBetween(45, 60)),
    ]);
    const [line] = byClass(root, 'shot');
    const drawn = outlines(root);
    const [from, to] = lineEnds(line!);
    const middle = edgeMiddle(drawn, 45, 60);
    expect(Math.hypot(...sub(to, middle))).toBeLessThan(0.2);
    expect(Math.hypot(...sub(from, edgeMiddle(drawn, 40, 35)))).toBeGreaterThan(5);
    expect(texts(byClass(root, 'caption')[0]!)).toEqual([
      'Last action: Player 0 r3 shoots the Fortification on the edge 45/60',
      'Dice: damage 5',
      'Then: the Fortification of Player 1 on the edge 45/60 destroyed.',
    ]);
  });

  it('R63: power up outlines the cannon and tells its power', () => {
    // Act
    const root = svgOf(played(sample(), { type: 'powerUp' }));

    // Assert
    expect(byClass(root, 'last').map((l) => l.attrs['data-space'])).toEqual(['28']);
    expect(texts(byClass(root, 'caption')[0]!)).toEqual([
      'Last action: Player 0 powers up the Drill Cannon (power 3 of 3)',
    ]);
    const cannon = byClass(root, 'building').find(
      (b) => b.attrs['data-structure'] === 'drillCannon',
    )!;
    expect(byClass(cannon, 'power')[0]!.children.every((c) => c.attrs.fill !== '#ffffff')).toBe(
      true,
    );
  });

  it('R63: a Fire at a Rover outlines its space with a line from the cannon; at a wall, its edge', () => {
    // Arrange: the cannon on 28 at full power fires at r7 on 1, then (another time) at 1/7.
    const full = position24(POSITION.replace('[power=2]', '[power=3]'));
    const atRover = played(full, { type: 'fire', space: 1, target: 'rover' }, [4]);
    const atWall = played(
      full,
      { type: 'fire', space: 1, target: 'fortification', across: 7 },
      [2],
    );

    // Act
    const rover = svgOf(atRover);
    const wall = svgOf(atWall);

    // Assert
    expect(byClass(rover, 'last').map((l) => l.attrs['data-space'])).toEqual(['1']);
    expect(byClass(rover, 'shot')).toHaveLength(1);
    expect(texts(byClass(rover, 'caption')[0]!)).toEqual([
      'Last action: Player 0 fires the Drill Cannon at the Rover on 1',
      'Dice: damage 4',
      'Then: r7 (Player 1) damaged: 4 hp left.',
    ]);
    expect(byClass(wall, 'last').map((l) => l.attrs['data-edge'])).toEqual([
      String(edgeBetween(1, 7)),
    ]);
    expect(byClass(wall, 'shot')).toHaveLength(1);
    expect(texts(byClass(wall, 'caption')[0]!)).toEqual([
      'Last action: Player 0 fires the Drill Cannon at the Fortification on the edge 1/7',
      'Dice: damage 2',
      'Then: hit the Fortification of Player 1 on the edge 1/7, no damage.',
    ]);
  });

  it('R60: a heal outlines the Rover space and tells its hit points', () => {
    // Arrange: r8 on 17, next to the Medic on 27, with 3 hit points.
    const state = position24(POSITION.replace('medic@27', 'medic@27 r8@17>8:3'));

    // Act
    const root = svgOf(played(state, { type: 'heal', rover: 8 }));

    // Assert
    expect(byClass(root, 'last').map((l) => l.attrs['data-space'])).toEqual(['17']);
    expect(texts(byClass(root, 'caption')[0]!)).toEqual([
      'Last action: Player 0 r8 heals at the Medic (4 hp)',
    ]);
  });

  it('R53, R54, R62, R61, R66: moves, productions, descents and placements name the facing', () => {
    // Arrange
    const moved = played(sample(), { type: 'move', rover: 2, to: 14, facing: 5 });
    const produced = played(position24(POSITION, { current: 1 }), {
      type: 'produce',
      space: 20,
      facing: 25,
    });
    const descended = played(sample(), {
      type: 'descend',
      rover: 4,
      planet: 0,
      space: 33,
      facing: 38,
    });
    const rng = createRng('place');
    let start = createGame({ players: 2, ruleset: '2024-12' }, rng);
    start = applyAction(start, { type: 'place', planet: 0, space: 26, facing: 7 }, rng);

    // Act
    const captions = [moved, produced, descended, start].map(
      (s) => texts(byClass(svgOf(s), 'caption')[0]!)[0],
    );

    // Assert
    expect(captions).toEqual([
      'Last action: Player 0 moves r2 to 14, facing 5',
      'Last action: Player 1 the Factory produces a Rover on 20, facing 25',
      'Last action: Player 0 r4 descends to 33, facing 38',
      `Last action: Player ${start.last!.player} places a Rover on 26, facing 7`,
    ]);
  });
});

describe('renderSvg over a random 2024-12 game', () => {
  it('R52, R56: stays well-formed, with a wall per Fortification and an arrow per Rover', () => {
    // Arrange
    const rng = createRng('render-2024-12');
    const choice = createRng('render-2024-12-choice');
    let state = createGame({ players: 3, planets: 2, ruleset: '2024-12' }, rng);
    let checked = 0;

    for (let step = 0; step < 200 && state.status !== 'finished'; step++) {
      // Act
      const actions = legalActions(state);
      state = applyAction(state, actions[(choice.d6() * 7 + choice.d6()) % actions.length]!, rng);
      if (step % 10 !== 0) continue;
      checked++;

      // Assert
      renderSvgs(state).forEach((svg, planet) => {
        const root = parseXml(svg);
        const rovers = state.rovers.filter(
          (r) => r.location !== 'orbit' && r.location.planet === planet,
        );
        expect(byClass(root, 'rover')).toHaveLength(rovers.length);
        expect(byClass(root, 'facing')).toHaveLength(rovers.length);
        const walls = state.planets[planet]!.edgeFortifications!.filter((f) => f !== null);
        expect(byClass(root, 'fortification')).toHaveLength(walls.length);
      });
    }
    expect(checked).toBeGreaterThan(10);
  });
});

describe('renderText in 2024-12', () => {
  it('R52, R56, R60, R63: lists facings, walls by edge, the Medic and the cannon power', () => {
    // Act
    const text = renderText(sample());

    // Assert
    expect(text).toBe(
      [
        'Globetrotter (rules 2024-12): 2 players, 1 planet; 0 turns played; playing',
        'To act: player 0, action 1 of the turn',
        'player 0 [first]',
        '  rovers: r1 5hp at 26 facing 7, r2 5hp at 13 facing 14, r3 3hp at 40 facing 35, r4 5hp in orbit',
        '  buildings: medic 5hp at 27, drillCannon 5hp at 28 (power 2 of 3)',
        '  fortifications: 4/13 16/26 22/26 26/36 26/41',
        'player 1',
        '  rovers: r5 2hp at 45 facing 46, r6 5hp at 73 facing 81, r7 5hp at 1 facing 6',
        '  buildings: factory 5hp at 30, spacePort 5hp at 0',
        '  fortifications: 1/7 45/60 68/73',
        'Roll-off: 6 1; first player 0',
        '',
      ].join('\n'),
    );
  });

  it('R56: names walls with their planet in a game of several planets', () => {
    // Act
    const text = renderText(position24('p0: r1@1.26>7 f@1.26/16; p1: r2@40>35', { planets: 2 }));

    // Assert
    expect(text).toContain('  rovers: r1 5hp at 26@1 facing 7\n');
    expect(text).toContain('  fortifications: 16/26@1\n');
  });

  it('R57, R63: words an event on a Fortification on an edge by its edge', () => {
    // Arrange
    const wall = { piece: 'fortification', planet: 1, space: 26, across: 36, owner: 0 } as const;

    // Act
    const words = [
      eventText({ type: 'destroyed', target: wall }, 2),
      eventText({ type: 'noDamage', target: { ...wall, planet: 0 } }, 1),
    ];

    // Assert
    expect(words).toEqual([
      'destroyed fortification at 26/36@1 of player 0',
      'no damage to fortification at 26/36 of player 0',
    ]);
  });
});

function sub(a: Point, b: Point): [number, number] {
  return [a[0] - b[0], a[1] - b[1]];
}
