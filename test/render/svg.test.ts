import { describe, expect, it } from 'vitest';
import { board } from '../../src/board/index.js';
import { PLAYER_COLORS, renderSvg, renderSvgs } from '../../src/render/svg.js';
import {
  applyAction,
  createGame,
  createRng,
  type GameState,
  legalActions,
  scriptedRng,
} from '../../src/rules/index.js';
import { expectPrintable, HOSTILE } from '../rules/_helpers/hostile.js';
import { position } from '../rules/_helpers/position.js';
import { allElements, byClass, parseXml, textContent, type XmlElement } from './_helpers/xml.js';

/** A position with every kind of piece, on planet 0 unless said otherwise. */
const EVERY_PIECE =
  'p0: r1@13 r2@36:3 r3@orbit r4@orbit:2 spacePort@0 f@1 f@2 f@3 f@4 f@5 ' +
  'factory@26 f@16 f@22 f@7 f@41 drillCannon@27[ready,aim=40] f@17 f@37 f@42 f@23 f@9; ' +
  'p1: r5@40:4 r6@11:2 r9@orbit treasury@30:3[points=2] f@20 f@45 f@21 f@15 ' +
  'drillCannon@28 f@18 f@38 f@43 f@24; ' +
  'p2: r7@51 r8@66:1 f@66 f@72 factory@61:4 f@46 f@70 f@71';

function everyPiece(): GameState {
  return position(EVERY_PIECE, { players: 3, turn: 41 });
}

function svgOf(state: GameState, options: Parameters<typeof renderSvg>[1] = {}): XmlElement {
  return parseXml(renderSvg(state, options));
}

function texts(root: XmlElement): string[] {
  return allElements(root)
    .filter((e) => e.name === 'text')
    .map(textContent);
}

function attrsOf(elements: readonly XmlElement[], name: string): string[] {
  return elements.map((e) => e.attrs[name]!);
}

describe('the XML checker of these tests', () => {
  it('accepts well-formed XML and decodes entities', () => {
    const root = parseXml(`<a x="1 &amp; &lt;2&gt;" y='&quot;'><b/>t&#65;&#x42;<!-- c --></a>`);
    expect(root.attrs).toEqual({ x: '1 & <2>', y: '"' });
    expect(root.children.map((c) => c.name)).toEqual(['b']);
    expect(root.text).toBe('tAB');
  });

  it.each([
    ['an unclosed tag', '<a><b></a>'],
    ['crossed tags', '<a><b></a></b>'],
    ['a raw <', '<a>1 < 2</a>'],
    ['a raw &', '<a>R&D</a>'],
    ['an unknown entity', '<a>&nbsp;</a>'],
    ['< in an attribute', '<a x="<"/>'],
    ['an unquoted attribute', '<a x=1/>'],
    ['a duplicate attribute', '<a x="1" x="2"/>'],
    ['attributes run together', '<a x="1"y="2"/>'],
    ['two roots', '<a/><b/>'],
    ['text after the root', '<a/>x'],
    ['a control character', '<a>\u0001</a>'],
  ])('rejects %s', (_, xml) => {
    expect(() => parseXml(xml)).toThrow();
  });
});

describe('renderSvg: the document', () => {
  it('is a well-formed SVG with a title first and a viewBox', () => {
    const root = svgOf(everyPiece());
    expect(root.name).toBe('svg');
    expect(root.attrs.xmlns).toBe('http://www.w3.org/2000/svg');
    expect(root.attrs.viewBox).toMatch(/^0 0 \d+ \d+$/);
    expect(root.children[0]!.name).toBe('title');
    expect(textContent(root.children[0]!)).toBe(
      'Globetrotter: planet 0. 41 turns played: Player 0 to act.',
    );
  });

  it('is deterministic, uses no id attributes, and reads a JSON copy of a state the same', () => {
    const state = everyPiece();
    const svg = renderSvg(state);
    expect(renderSvg(state)).toBe(svg);
    expect(renderSvg(JSON.parse(JSON.stringify(state)) as GameState)).toBe(svg);
    expect(allElements(parseXml(svg)).filter((e) => 'id' in e.attrs)).toEqual([]);
  });

  it('scales with width, keeping the drawing (the viewBox) the same', () => {
    const full = svgOf(everyPiece());
    const small = svgOf(everyPiece(), { width: 600 });
    expect(small.attrs.viewBox).toBe(full.attrs.viewBox);
    expect(small.attrs.width).toBe('600');
    const [, , w, h] = full.attrs.viewBox!.split(' ').map(Number);
    expect(Number(small.attrs.height)).toBe(Math.round((600 * h!) / w!));
  });

  it('refuses a planet the game does not have, and a width that is not positive', () => {
    const state = everyPiece();
    for (const planet of [-1, 1, 0.5])
      expect(() => renderSvg(state, { planet })).toThrow(RangeError);
    for (const width of [0, -5, Number.NaN])
      expect(() => renderSvg(state, { width })).toThrow(RangeError);
  });

  it('draws a frozen state from applyAction without touching it', () => {
    const rng = createRng(3);
    const state = applyAction(
      createGame({ players: 2 }, rng),
      { type: 'place', planet: 0, space: 26 },
      rng,
    );
    expect(Object.isFrozen(state)).toBe(true);
    expect(byClass(svgOf(state), 'rover')).toHaveLength(1);
  });
});

describe('renderSvg: the board', () => {
  it('draws each of the 92 spaces once, labelled by id, off-board ones greyed', () => {
    const root = svgOf(everyPiece());
    const spaces = byClass(root, 'space');
    expect(attrsOf(spaces, 'data-space').map(Number)).toEqual(board.spaces.map((s) => s.id));
    const offBoard = spaces.filter((s) => s.attrs['data-playable'] === 'false');
    expect(offBoard.map((s) => Number(s.attrs['data-space']))).toEqual(
      board.spaces.filter((s) => !s.playable).map((s) => s.id),
    );
    expect(new Set(offBoard.map((s) => s.attrs.fill)).size).toBe(1);
    expect(spaces.find((s) => s.attrs['data-space'] === '0')!.attrs.fill).not.toBe(
      offBoard[0]!.attrs.fill,
    );
    const labels = byClass(root, 'label');
    expect(labels.map(textContent)).toEqual(board.spaces.map((s) => String(s.id)));
  });

  it('leaves the labels out with labels: false', () => {
    const root = svgOf(everyPiece(), { labels: false });
    expect(byClass(root, 'label')).toEqual([]);
    expect(byClass(root, 'space')).toHaveLength(92);
  });
});

describe('renderSvg: the pieces', () => {
  it('draws one rover element per Rover on the planet, with owner, hit points and id', () => {
    const state = everyPiece();
    const rovers = byClass(svgOf(state), 'rover');
    const onPlanet = state.rovers.filter((r) => r.location !== 'orbit');
    expect(attrsOf(rovers, 'data-rover').map(Number)).toEqual(onPlanet.map((r) => r.id));
    for (const [i, r] of onPlanet.entries()) {
      const g = rovers[i]!;
      expect(g.attrs['data-owner']).toBe(String(r.owner));
      expect(g.attrs['data-hp']).toBe(String(r.hp));
      expect(g.children.find((c) => c.name === 'circle')!.attrs.fill).toBe(PLAYER_COLORS[r.owner]);
      expect(texts(g)).toEqual([String(r.hp), `r${r.id}`]);
    }
  });

  it('draws one fortification element per Fortification, with its space and owner', () => {
    const state = everyPiece();
    const forts = byClass(svgOf(state), 'fortification');
    const expected = state.planets[0]!.fortifications.flatMap((owner, space) =>
      owner === null ? [] : [`${space}:${owner}`],
    );
    expect(forts.map((f) => `${f.attrs['data-space']}:${f.attrs['data-owner']}`)).toEqual(expected);
    expect(forts).toHaveLength(27);
  });

  it('draws the Buildings with their letter, hit points, points and cannon state', () => {
    const buildings = byClass(svgOf(everyPiece()), 'building');
    const summary = buildings.map((b) => ({
      structure: b.attrs['data-structure'],
      space: b.attrs['data-space'],
      hp: b.attrs['data-hp'],
      texts: texts(b),
    }));
    expect(summary).toEqual([
      { structure: 'spacePort', space: '0', hp: '5', texts: ['S', '5 hp'] },
      { structure: 'factory', space: '26', hp: '5', texts: ['F', '5 hp'] },
      {
        structure: 'drillCannon',
        space: '27',
        hp: '5',
        texts: ['C', '5 hp', 'ready, aim 40', '!'],
      },
      { structure: 'treasury', space: '30', hp: '3', texts: ['T', '3 hp', '2 points'] },
      { structure: 'drillCannon', space: '28', hp: '5', texts: ['C', '5 hp', 'not ready'] },
      { structure: 'factory', space: '61', hp: '4', texts: ['F', '4 hp'] },
    ]);
    expect(buildings[3]!.attrs['data-points']).toBe('2');
    expect(buildings[2]!.attrs['data-ready']).toBe('true');
    expect(buildings[4]!.attrs['data-ready']).toBe('false');
  });

  it('marks a ready cannon, and where an aimed one aims, with a line from the cannon', () => {
    const root = svgOf(everyPiece());
    expect(byClass(root, 'ready')).toHaveLength(1);
    const aims = byClass(root, 'aim');
    expect(aims.map((a) => [a.attrs['data-space'], a.attrs['data-owner']])).toEqual([['40', '0']]);
    expect(byClass(root, 'aim-line')).toHaveLength(1);
  });

  it('draws no aim marker for a cannon that is ready but not aimed', () => {
    const root = svgOf(position('p0: r1@1 drillCannon@27[ready]; p1: r2@40'));
    expect(byClass(root, 'ready')).toHaveLength(1);
    expect(byClass(root, 'aim')).toEqual([]);
  });

  it('shows only the pieces of the planet drawn', () => {
    const state = position('p0: r1@26 r2@1.26 f@1.7 factory@1.27; p1: r3@1.40 f@13', {
      planets: 2,
    });
    const [zero, one] = renderSvgs(state).map(parseXml);
    expect(attrsOf(byClass(zero!, 'rover'), 'data-rover')).toEqual(['1']);
    expect(attrsOf(byClass(one!, 'rover'), 'data-rover')).toEqual(['2', '3']);
    expect(attrsOf(byClass(zero!, 'fortification'), 'data-space')).toEqual(['13']);
    expect(attrsOf(byClass(one!, 'fortification'), 'data-space')).toEqual(['7']);
    expect(byClass(zero!, 'building')).toEqual([]);
    expect(attrsOf(byClass(one!, 'building'), 'data-space')).toEqual(['27']);
    expect(one!.attrs['data-planet']).toBe('1');
  });
});

describe('renderSvg: the panel and the captions', () => {
  it('lists the Rovers in orbit per owner, with their hit points', () => {
    const root = svgOf(everyPiece());
    const orbit = byClass(root, 'orbit-rover');
    expect(
      orbit.map((r) => [r.attrs['data-rover'], r.attrs['data-owner'], r.attrs['data-hp']]),
    ).toEqual([
      ['3', '0', '5'],
      ['4', '0', '2'],
      ['9', '1', '5'],
    ]);
    expect(attrsOf(byClass(root, 'orbit'), 'data-owner')).toEqual(['0', '1']);
  });

  it('says when no Rover is in orbit', () => {
    expect(texts(svgOf(position('p0: r1@26; p1: r2@40')))).toContain('No Rovers in orbit.');
  });

  it('lists every player, marking who is to act and who is out', () => {
    const root = svgOf(
      position('p0: r1@26; p1: r2@40; p2: r3@13', { players: 3, current: 2, out: [1] }),
    );
    const players = byClass(root, 'player');
    expect(
      players.map((p) => [p.attrs['data-player'], p.attrs['data-in-game'], p.attrs['data-tag']]),
    ).toEqual([
      ['0', 'true', undefined],
      ['1', 'false', 'out'],
      ['2', 'true', 'to act'],
    ]);
  });

  it('shows the turn and the player to act in play, with the action count in a Treasury turn', () => {
    const root = svgOf(everyPiece());
    const status = byClass(root, 'status')[0]!;
    expect(status.attrs).toMatchObject({
      'data-status': 'playing',
      'data-turn': '41',
      'data-current': '0',
    });
    expect(texts(status)).toContain('41 turns played: Player 0 to act');
    const second = svgOf(
      position('p0: r1@26 treasury@28[points=2]; p1: r2@40', { actionsThisTurn: 1 }),
    );
    expect(texts(second)).toContain('0 turns played: Player 0 to act, action 2 of the turn');
  });

  it('shows the setup and who places next', () => {
    const state = createGame({ players: 3 }, scriptedRng([2, 6, 1]));
    expect(texts(svgOf(state))).toContain('Setup: Player 1 places a Rover');
    expect(texts(svgOf(state))).toContain('No action yet.');
  });

  it('shows the winner, or that nobody won, when the game is over', () => {
    const won: GameState = { ...everyPiece(), status: 'finished', winners: [2] };
    expect(texts(svgOf(won))).toContain('Game over after 41 turns: Player 2 wins');
    expect(byClass(svgOf(won), 'status')[0]!.attrs['data-winners']).toBe('2');
    const lost: GameState = { ...everyPiece(), status: 'finished', winners: [] };
    expect(texts(svgOf(lost))).toContain('Game over after 41 turns: no winner');
  });

  it('captions the last action with its dice and events, and outlines its spaces', () => {
    const shot = { type: 'shoot', rover: 1, space: 11, target: 'rover' } as const;
    const state = applyAction(everyPiece(), shot, scriptedRng([4, 5]));
    const root = svgOf(state);
    const caption = byClass(root, 'caption')[0]!;
    expect(caption.attrs['data-action']).toBe('shoot');
    expect(texts(caption)).toEqual([
      'Last action: Player 0 r1 shoots the Rover on 11',
      'Dice: to hit 4, damage 5',
      'Then: r6 (Player 1) damaged: 1 hp left.',
    ]);
    expect(attrsOf(byClass(root, 'last'), 'data-space')).toEqual(['11']);
    expect(byClass(root, 'shot')).toHaveLength(1);
  });

  it('names the planet in captions of a game with several planets', () => {
    const state = position('p0: r1@1.26; p1: r2@40', { planets: 2 });
    const moved = applyAction(state, { type: 'move', rover: 1, to: 7 }, scriptedRng([]));
    const [zero, one] = renderSvgs(moved).map(parseXml);
    expect(texts(one!)).toContain('Last action: Player 0 moves r1 to 1.7');
    expect(attrsOf(byClass(one!, 'last'), 'data-space')).toEqual(['7']);
    expect(byClass(zero!, 'last')).toEqual([]);
  });

  it('marks a destroyed planet', () => {
    const state = position('p0: r1@1.26; p1: r2@1.40', { planets: 2 });
    const destroyed: GameState = {
      ...state,
      planets: state.planets.map((p, i) =>
        i === 0 ? { ...p, destroyed: true, cannonShots: 3 } : p,
      ),
    };
    const root = svgOf(destroyed);
    expect(byClass(root, 'destroyed')).toHaveLength(2);
    expect(byClass(root, 'planet')[0]!.attrs['data-destroyed']).toBe('true');
    expect(texts(root)).toContain('Drill Cannon shots fired here: 3');
  });
});

describe('renderSvg: hostile strings', () => {
  const evil = '<script>alert("x")</script> & \'q\' ]]>';

  it('escapes player names in text and tooltips', () => {
    const svg = renderSvg(everyPiece(), { names: [evil, 'B', 'C'] });
    expect(svg).not.toContain('<script');
    const root = parseXml(svg);
    expect(allElements(root).some((e) => e.name === 'script')).toBe(false);
    expect(texts(root).filter((t) => t.includes(evil))).not.toEqual([]);
    const tips = allElements(root)
      .filter((e) => e.name === 'title')
      .map(textContent);
    expect(tips).toContain(`r1: Rover of ${evil}, 5 hp`);
  });

  it('writes the control and bidi characters XML allows as character references', () => {
    // Act
    const svg = renderSvg(everyPiece(), { names: [HOSTILE, 'B', 'C'] });

    // Assert: nothing a terminal would obey when the SVG goes to standard output; the picture
    // reads the same characters (those XML cannot carry at all are still dropped).
    expectPrintable(svg);
    expect(texts(parseXml(svg)).some((t) => t.includes('x\u009b31m\u202eevil'))).toBe(true);
    expect(svg).toContain('&#x9b;31m&#x202e;evil');
  });

  it('escapes colours in attributes', () => {
    const color = 'red" onload="alert(1)';
    const root = svgOf(everyPiece(), { colors: [color] });
    const circles = byClass(root, 'rover').map((g) => g.children.find((c) => c.name === 'circle')!);
    expect(circles[0]!.attrs.fill).toBe(color);
    expect(allElements(root).some((e) => 'onload' in e.attrs)).toBe(false);
  });

  it('cuts long names in the panel, keeping them whole in tooltips', () => {
    const long = 'A'.repeat(60);
    const root = svgOf(everyPiece(), { names: [long, 'B', 'C'] });
    const row = byClass(root, 'player')[0]!;
    expect(texts(row)[0]).toBe(`${'A'.repeat(25)}…`);
    expect(texts(root)).toContain(`41 turns played: ${long} to act`);
  });

  it('drops characters XML cannot carry', () => {
    const root = svgOf(everyPiece(), { names: ['A\u0000\u0007B\uD800', 'B', 'C'] });
    expect(texts(root)).toContain('AB');
  });
});

describe('renderSvgs', () => {
  it('draws every planet, in order', () => {
    const state = position('p0: r1@26; p1: r2@2.40', { planets: 3 });
    const all = renderSvgs(state, { labels: false });
    expect(all).toEqual([0, 1, 2].map((planet) => renderSvg(state, { planet, labels: false })));
  });
});

describe('renderSvg over a random game', () => {
  it('stays well-formed, with as many glyphs as pieces, at every step', () => {
    const rng = createRng('render');
    const choice = createRng('render-choice');
    let state = createGame({ players: 4, planets: 2 }, rng);
    for (let step = 0; step < 160 && state.status !== 'finished'; step++) {
      const actions = legalActions(state);
      state = applyAction(state, actions[(choice.d6() * 7 + choice.d6()) % actions.length]!, rng);
      if (step % 8 !== 0) continue;
      renderSvgs(state).forEach((svg, planet) => {
        const root = parseXml(svg);
        const here = (p: { planet: number }) => p.planet === planet;
        const rovers = state.rovers.filter((r) => r.location !== 'orbit' && here(r.location));
        expect(byClass(root, 'rover')).toHaveLength(rovers.length);
        expect(byClass(root, 'orbit-rover')).toHaveLength(
          state.rovers.filter((r) => r.location === 'orbit').length,
        );
        expect(byClass(root, 'building')).toHaveLength(state.buildings.filter(here).length);
        const forts = state.planets[planet]!.fortifications.filter((f) => f !== null);
        expect(byClass(root, 'fortification')).toHaveLength(forts.length);
        expect(byClass(root, 'space')).toHaveLength(92);
      });
    }
  });
});

describe('STRUCTURE_NAMES', () => {
  it('names every structure in the words of the rules, as exported from the package root', async () => {
    // Arrange
    const { STRUCTURE_NAMES, SUPPORTED_RULESETS, rulesetNamed } = await import(
      '../../src/index.js'
    );
    const every = new Set(SUPPORTED_RULESETS.flatMap((name) => rulesetNamed(name).structures));

    // Assert
    expect(Object.keys(STRUCTURE_NAMES).sort()).toEqual([...every].sort());
    expect(STRUCTURE_NAMES.medic).toBe('Medic');
    expect(STRUCTURE_NAMES.drillCannon).toBe('Drill Cannon');
    expect(STRUCTURE_NAMES.spacePort).toBe('Space Port');
  });
});
