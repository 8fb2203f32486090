import { describe, expect, it } from 'vitest';
import { board } from '../../../src/board/index.js';
import {
  type Action,
  actionOutcomes,
  applyAction,
  type GameState,
  legalActions,
  STRUCTURES,
  scriptedRng,
  validateAction,
  validateState,
} from '../../../src/rules/index.js';
import { biasedChooser, playGame } from '../_helpers/random-game.js';
import { position26 } from './_helpers/position.js';

// Audit: legalActions equals exactly the set of well-formed candidate actions that
// validateAction accepts, enumerated by brute force over every field's domain (spaces 0..91,
// off-board included; every Rover id and one unknown; every planet; every structure and target).

const key = (a: object): string =>
  JSON.stringify(Object.fromEntries(Object.entries(a).sort(([x], [y]) => x.localeCompare(y))));

function candidates(state: GameState): Action[] {
  const spaces = board.spaces.map((_, i) => i);
  const planets = state.planets.map((_, i) => i);
  const rovers = [...state.rovers.map((r) => r.id), state.nextRoverId];
  const out: Action[] = [{ type: 'save' }, { type: 'endTurn' }, { type: 'pass' }];
  for (const placeFirst of [true, false]) out.push({ type: 'choose', placeFirst });
  for (const planet of planets) {
    out.push({ type: 'ready', planet }, { type: 'fire', planet });
    for (const rover of rovers) out.push({ type: 'orbit', rover, planet });
    for (const space of spaces) {
      out.push(
        { type: 'aim', planet, space },
        { type: 'produce', planet, space },
        { type: 'decommission', planet, space },
      );
      for (const structure of STRUCTURES) out.push({ type: 'build', structure, planet, space });
      for (const rover of rovers) out.push({ type: 'descend', rover, planet, space });
      if (board.spaces[space]!.kind === 'hq' || space < 4)
        for (const roverSpace of spaces) out.push({ type: 'place', planet, space, roverSpace });
    }
  }
  for (const rover of rovers) {
    out.push({ type: 'repair', rover });
    for (const space of spaces) {
      out.push({ type: 'move', rover, to: space }, { type: 'fortify', rover, space });
      for (const target of ['rover', 'fortification', 'building'] as const)
        out.push({ type: 'shoot', rover, space, target });
    }
  }
  return out;
}

function positions(players: number, seed: number, count: number): GameState[] {
  // The first three states (setup) and `count` states spread evenly over the rest of a random game.
  const all: GameState[] = [];
  playGame({ seed, players, planets: 1, turnLimit: 300, ruleset: '2026-06' }, biasedChooser(seed), {
    maxSteps: 350,
    onStep: (step) => all.push(step.before),
  });
  expect(all.length).toBeGreaterThan(2 * count);
  return [
    all[0]!,
    all[1]!,
    all[2]!,
    ...Array.from(
      { length: count },
      (_, k) => all[Math.floor(((k + 1) * all.length) / (count + 1))]!,
    ),
  ];
}

describe('2026-06 audit: legalActions by brute force', () => {
  for (const [players, seed] of [
    [2, 11],
    [2, 14],
    [2, 17],
    [4, 12],
    [4, 15],
    [4, 18],
    [6, 13],
    [6, 16],
    [6, 19],
  ] as const) {
    it(`R28, R39: ${players} players (seed ${seed}): legalActions = the candidates validateAction accepts`, () => {
      for (const state of positions(players, seed, 4)) {
        // Arrange
        const cands = candidates(state);

        // Act
        const accepted = cands.filter((a) => validateAction(state, a).ok).map(key);
        const listed = legalActions(state).map(key);

        // Assert
        expect(new Set(listed).size).toBe(listed.length);
        expect([...listed].sort()).toEqual([...new Set(accepted)].sort());
      }
    });
  }

  for (const [players, seed] of [
    [2, 21],
    [4, 22],
    [6, 23],
  ] as const) {
    it(`R45, R46, R47: ${players} players: outcomes sum to 1, their dice reproduce them, every state validates`, () => {
      let checked = 0;
      playGame(
        { seed, players, planets: 1, turnLimit: 300, ruleset: '2026-06' },
        biasedChooser(seed, ['shoot', 'fire', 'aim', 'ready', 'build', 'fortify', 'produce']),
        {
          maxSteps: 350,
          onStep: (step) => {
            // Assert: every state validates.
            expect(validateState(step.after).ok).toBe(true);
            if (step.index % 7 !== 0 && step.action.type !== 'fire' && step.action.type !== 'shoot')
              return;
            // Act
            const outcomes = actionOutcomes(step.before, step.action);
            // Assert
            const total = outcomes.reduce((sum, o) => sum + o.probability, 0);
            expect(total).toBeCloseTo(1, 12);
            for (const o of outcomes) {
              const again = applyAction(step.before, step.action, scriptedRng(o.dice));
              expect(again).toEqual(o.state);
              expect(validateState(o.state).ok).toBe(true);
            }
            checked++;
          },
        },
      );
      expect(checked).toBeGreaterThan(10);
    });
  }
});

// Hand-built positions random play rarely reaches: Rovers in orbit, several planets, a destroyed
// planet, captured points mid-turn, a full Treasury, a cannon aimed, Fortifications under Rovers.
const CRAFTED: [string, GameState][] = [
  [
    'orbit, two planets, Space Port, Factory at 5',
    position26(
      'p0: r1@orbit1 r4@7 f@7 spacePort@0 factory@1.26[points=5] treasury@1.0[points=3]; p1: r2@75 f@60 factory@64[points=2] drillCannon@1.61[aim=46]; p2: r3@1.70:1; p3: r5@orbit0 factory@1.27',
      { players: 4 },
    ),
  ],
  [
    'captured points mid-turn, a destroyed planet, three planets',
    position26(
      'p0: r1@16:2 r6@orbit2 factory@62[points=1] drillCannon@26[ready]; p1: r2@75 factory@64; p2: r3@2.40 f@2.30; p3: r4@2.41; p4: factory@2.0[points=5]; p5: r5@orbit2 factory@2.28',
      { players: 6, destroyed: [1], captured: 2, actionsThisTurn: 1 },
    ),
  ],
  [
    'only Decommission is legal: pass',
    position26('p0: factory@26[points=3] f@51; p1: r2@7 r3@16 r4@22 r5@36 r6@41 factory@64'),
  ],
  [
    'a player on the last action of a turn (endTurn listed)',
    position26('p0: r1@8 treasury@26[points=1] factory@0[points=5] spacePort@61; p1: r2@40', {
      actionsThisTurn: 3,
    }),
  ],
];

describe('2026-06 audit: legalActions by brute force on crafted positions', () => {
  for (const [name, state] of CRAFTED) {
    it(`R28, R39, R40, R47: ${name}: legalActions = the candidates validateAction accepts`, () => {
      // Arrange
      const cands = candidates(state);

      // Act
      const accepted = cands.filter((a) => validateAction(state, a).ok).map(key);
      const listed = legalActions(state).map(key);

      // Assert
      expect(JSON.stringify(validateState(state))).toBe(JSON.stringify({ ok: true }));
      expect(listed.length).toBeGreaterThan(0);
      expect([...listed].sort()).toEqual([...new Set(accepted)].sort());
    });
  }
});

describe('2026-06 audit: actionOutcomes on crafted Fires and shots', () => {
  const cases: [string, GameState, Action][] = [
    [
      'a Fire at an enemy ready cannon with Rovers round it',
      position26(
        'p0: drillCannon@62[aim=26] r1@16:1 factory@0[points=2]; p1: drillCannon@26:2[ready] r2@7:2 f@7 factory@64',
      ),
      { type: 'fire', planet: 0 },
    ],
    [
      'a Fire at an enemy Treasury on the second action (captured points capped)',
      position26(
        'p0: drillCannon@62[aim=26] r1@70 treasury@0[points=1] factory@27; p1: treasury@26:2[points=3] r2@75 factory@64',
        { actionsThisTurn: 2 },
      ),
      { type: 'fire', planet: 0 },
    ],
    [
      'a shot at a ready cannon whose explosion can end the game',
      position26('p0: r1@16:1 factory@62; p1: drillCannon@26:1[ready] r2@7:1'),
      { type: 'shoot', rover: 1, space: 26, target: 'building' },
    ],
  ];
  for (const [name, state, action] of cases) {
    it(`R45, R46, R47: ${name}: outcomes sum to 1 and each one's dice reproduce it`, () => {
      // Act
      const outcomes = actionOutcomes(state, action);

      // Assert
      expect(outcomes.reduce((sum, o) => sum + o.probability, 0)).toBeCloseTo(1, 12);
      expect(new Set(outcomes.map((o) => JSON.stringify(o.state))).size).toBe(outcomes.length);
      for (const o of outcomes) {
        expect(applyAction(state, action, scriptedRng(o.dice))).toEqual(o.state);
        expect(JSON.stringify(validateState(o.state))).toBe(JSON.stringify({ ok: true }));
      }
    });
  }
});
