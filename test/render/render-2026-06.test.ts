import { describe, expect, it } from 'vitest';
import { renderSvg } from '../../src/render/svg.js';
import { renderText } from '../../src/render/text.js';
import type { GameState, LastAction } from '../../src/rules/index.js';
import { position26 } from '../rules/2026-06/_helpers/position.js';
import { allElements, byClass, parseXml, textContent } from './_helpers/xml.js';

// renderSvg and renderText on 2026-06 positions: Factory build points, Rovers in orbit by the
// planet they orbit, and the new actions, events and dice in words (rulings R31-R47).

/** Four players, two planets: Factories with points, Rovers orbiting planets 0 and 1. */
function fourPlayers(): GameState {
  return position26(
    'p0: r1@26 r2@orbit0 r3@orbit1 factory@27[points=3]; p1: r4@40 factory@28[points=5]; ' +
      'p2: r5@1.40 factory@1.27; p3: r6@1.26 r7@orbit1',
    { players: 4, captured: 2 },
  );
}

function withLast(state: GameState, last: LastAction): GameState {
  return { ...state, last };
}

function svgTexts(state: GameState, planet = 0): string[] {
  return allElements(parseXml(renderSvg(state, { planet })))
    .filter((e) => e.name === 'text' || e.name === 'title')
    .map(textContent);
}

describe('renderSvg in 2026-06', () => {
  it('R42: shows each Factory build points', () => {
    // Act
    const root = parseXml(renderSvg(fourPlayers()));

    // Assert
    const factories = byClass(root, 'building').filter(
      (b) => b.attrs['data-structure'] === 'factory',
    );
    expect(factories.map((f) => f.attrs['data-points'])).toEqual(['3', '5']);
    expect(svgTexts(fourPlayers())).toContain('3 build points');
  });

  it('R40: groups Rovers in orbit by the planet they orbit', () => {
    // Act
    const root = parseXml(renderSvg(fourPlayers()));

    // Assert
    const groups = byClass(root, 'orbit').map((g) => [
      g.attrs['data-owner'],
      g.attrs['data-orbit'],
    ]);
    expect(groups).toEqual([
      ['0', '0'],
      ['0', '1'],
      ['3', '1'],
    ]);
    expect(svgTexts(fourPlayers()).some((t) => t.includes('over planet 1'))).toBe(true);
  });

  it('R38, R40, R45-R47: the caption tells the new actions, events and dice', () => {
    // Arrange
    const base = fourPlayers();
    const orbit = withLast(base, {
      player: 0,
      action: { type: 'orbit', rover: 2, planet: 1 },
      dice: [],
      events: [],
    });
    const fire = withLast(base, {
      player: 1,
      action: { type: 'fire', planet: 0 },
      dice: [
        { purpose: 'hits', value: 2 },
        { purpose: 'damage', value: 5 },
        { purpose: 'explosion', value: 4 },
      ],
      events: [
        { type: 'exploded', planet: 0, space: 27, owner: 1 },
        { type: 'pointsCaptured', player: 1, points: 2, forfeited: 1 },
      ],
    });
    const decommission = withLast(base, {
      player: 0,
      action: { type: 'decommission', planet: 0, space: 27 },
      dice: [],
      events: [],
    });

    // Act
    const orbitText = svgTexts(orbit).join(' ');
    const fireText = svgTexts(fire).join(' ');
    const decommissionText = svgTexts(decommission).join(' ');

    // Assert
    expect(orbitText).toContain('r2 moves to the orbit of planet 1');
    expect(fireText).toContain('fires the Drill Cannon on planet 0');
    expect(fireText).toContain('hits 2');
    expect(fireText).toContain('explosion 4');
    expect(fireText).toContain('exploded');
    expect(fireText).toContain('captured 2 Treasury points (1 forfeited)');
    expect(decommissionText).toContain('decommissions the piece on 0.27');
  });
});

describe('renderText in 2026-06', () => {
  it('R40, R42, R47: names the ruleset, build points, orbits by planet and captured points', () => {
    // Act
    const text = renderText(fourPlayers());

    // Assert
    expect(text).toContain('Globetrotter (rules 2026-06)');
    expect(text).toContain('factory 5hp at 27@0 (3 build points)');
    expect(text).toContain('r2 3hp in orbit of 0');
    expect(text).toContain('r3 3hp in orbit of 1');
    expect(text).toContain('2 captured points');
  });
});
