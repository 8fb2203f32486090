import { describe, expect, it } from 'vitest';
import { board } from '../../../src/board/index.js';
import {
  ACTION_TYPES,
  type Action,
  type GameState,
  legalActions,
  rulesetNamed,
  validateAction,
} from '../../../src/rules/index.js';
import { biasedChooser, playGame } from '../_helpers/random-game.js';
import { FIRE_AT_BUILDING, fortsAround, position24 } from './_helpers/position.js';

// Audit: legalActions equals exactly the set of well-formed candidate actions of every 2024-12
// type that validateAction accepts, without duplicates, in the listing order below. Every
// field runs over its whole domain (spaces 0..91, off-board ones included; every Rover id and
// an unknown one; every planet, structure, target and direction); where an action has two space
// fields (a facing, `across`, `moveTo`), the second runs over its whole domain where the first
// could make it legal (the space a Rover faces, a space next to its Factory, an HQ) and over
// the neighbours plus off-board and far samples elsewhere, to keep the count in hand.
//
// The listing order (ACTION_TYPES for the types, then): Rover id; planet; space (a move's `to`);
// structure (spacePort, factory, drillCannon, medic); `moveTo`; target (rover, fortification,
// building); `across`; facing; direction (left, right).

const RULES = rulesetNamed('2024-12');
const SPACES = board.spaces.map((s) => s.id);
const FAR = [0, 91];

const key = (a: object): string =>
  JSON.stringify(Object.fromEntries(Object.entries(a).sort(([x], [y]) => x.localeCompare(y))));

const near = (space: number): number[] => [...new Set([...board.spaces[space]!.neighbors, ...FAR])];

function compare(a: Action, b: Action): number {
  const ra = a as unknown as Record<string, unknown>;
  const rb = b as unknown as Record<string, unknown>;
  const num = (r: Record<string, unknown>, k: string) => (typeof r[k] === 'number' ? r[k] : -1);
  const rank = (list: readonly unknown[], v: unknown) => list.indexOf(v);
  const keys: ((r: Record<string, unknown>) => number)[] = [
    (r) => rank(ACTION_TYPES, r.type),
    (r) => num(r, 'rover'),
    (r) => num(r, 'planet'),
    (r) => (typeof r.space === 'number' ? r.space : num(r, 'to')),
    (r) => rank(RULES.structures, r.structure),
    (r) => num(r, 'moveTo'),
    (r) => rank(['rover', 'fortification', 'building'], r.target),
    (r) => num(r, 'across'),
    (r) => num(r, 'facing'),
    (r) => rank(['left', 'right'], r.direction),
  ];
  for (const k of keys) {
    const d = k(ra) - k(rb);
    if (d !== 0) return d;
  }
  return 0;
}

function candidates(state: GameState): Action[] {
  const player = state.currentPlayer;
  const planets = state.planets.map((_, i) => i);
  const rovers = [...state.rovers.map((r) => r.id), state.nextRoverId];
  const own = (id: number) => state.rovers.find((r) => r.id === id)?.owner === player;
  const factory = state.buildings.find((b) => b.owner === player && b.structure === 'factory');
  const out: Action[] = [
    { type: 'pass' },
    { type: 'powerUp' },
    // Types 2024-12 does not have.
    { type: 'save' },
    { type: 'endTurn' },
    { type: 'ready' },
    { type: 'aim', space: 40 },
    { type: 'repair', rover: 1 },
    { type: 'choose', placeFirst: true },
    { type: 'orbit', rover: 1, planet: 0 },
    { type: 'decommission', planet: 0, space: 26 },
  ];
  for (const structure of RULES.structures) out.push({ type: 'destroy', structure });
  for (const planet of planets) {
    for (const space of SPACES) {
      const hq = board.spaces[space]!.kind === 'hq';
      for (const facing of state.status === 'setup' && hq ? SPACES : near(space))
        out.push({ type: 'place', planet, space, facing });
      for (const structure of RULES.structures) {
        out.push({ type: 'build', structure, planet, space });
        if (!hq) continue;
        for (const moveTo of near(space)) {
          out.push({ type: 'build', structure, planet, space, moveTo });
          out.push({ type: 'build', structure, planet, space, facing: moveTo });
          for (const facing of near(moveTo))
            out.push({ type: 'build', structure, planet, space, moveTo, facing });
        }
      }
      for (const rover of rovers) {
        const wide = own(rover) && state.rovers.find((r) => r.id === rover)!.location === 'orbit';
        for (const facing of wide ? near(space) : [board.spaces[space]!.neighbors[0]!])
          out.push({ type: 'descend', rover, planet, space, facing });
      }
    }
  }
  for (const space of SPACES) {
    const outlet = factory !== undefined && board.spaces[factory.space]!.neighbors.includes(space);
    for (const facing of outlet ? SPACES : near(space))
      out.push({ type: 'produce', space, facing });
    out.push({ type: 'fire', space, target: 'rover' }, FIRE_AT_BUILDING(space));
    out.push({ type: 'fire', space, target: 'rover', across: board.spaces[space]!.neighbors[0]! });
    for (const across of near(space))
      out.push({ type: 'fire', space, target: 'fortification', across });
    out.push({ type: 'fire', space, target: 'fortification' });
  }
  for (const rover of rovers) {
    const r = state.rovers.find((x) => x.id === rover);
    const wide = own(rover);
    out.push({ type: 'heal', rover });
    for (const direction of ['left', 'right'] as const)
      out.push({ type: 'turn', rover, direction });
    for (const space of SPACES) {
      out.push({ type: 'fortify', rover, space });
      out.push({ type: 'move', rover, to: space });
      const ahead = r !== undefined && r.facing === space;
      for (const facing of wide && ahead ? SPACES : wide ? near(space) : [space === 0 ? 1 : 0])
        out.push({ type: 'move', rover, to: space, facing });
      for (const target of ['rover', 'building'] as const) {
        out.push({ type: 'shoot', rover, space, target });
        if (wide) out.push({ type: 'shoot', rover, space, target, across: FAR[1]! });
      }
      for (const across of wide ? near(space) : [board.spaces[space]!.neighbors[0]!])
        out.push({ type: 'shoot', rover, space, target: 'fortification', across });
      if (wide) out.push({ type: 'shoot', rover, space, target: 'fortification' });
    }
  }
  return out;
}

/** Checks the audit's claims in `state`. */
function audit(state: GameState): void {
  // Arrange
  const cands = candidates(state);

  // Act
  const accepted = [...new Set(cands.filter((a) => validateAction(state, a).ok).map(key))];
  const listed = legalActions(state);
  const keys = listed.map(key);

  // Assert
  expect(new Set(keys).size).toBe(keys.length);
  expect([...keys].sort()).toEqual(accepted.sort());
  expect(listed).toEqual([...listed].sort(compare));
}

/** The random games audited: players, planets, seed. */
const GAMES = [
  [2, 1, 31],
  [2, 2, 32],
  [3, 1, 33],
  [3, 2, 34],
  [6, 1, 35],
  [6, 3, 36],
] as const;

/** What the games' chooser prefers, so that they build, power up, fire, heal and orbit. */
const PREFER = [
  'build',
  'fortify',
  'powerUp',
  'fire',
  'heal',
  'produce',
  'descend',
  'enterOrbit',
  'shoot',
] as const;

function playRandom(
  players: number,
  planets: number,
  seed: number,
  onStep: (before: GameState, action: Action) => void,
): void {
  playGame(
    { seed, players, planets, turnLimit: 400, ruleset: '2024-12' },
    biasedChooser(seed, PREFER),
    { maxSteps: 400, onStep: (step) => onStep(step.before, step.action) },
  );
}

/**
 * The first two states (setup), `count` states spread evenly over the rest of a game, and the
 * first with a Rover in orbit and the first with a cannon at power 3, when the game has them.
 */
function positions(players: number, planets: number, seed: number, count: number): GameState[] {
  const all: GameState[] = [];
  playRandom(players, planets, seed, (before) => all.push(before));
  expect(all.length).toBeGreaterThan(2 * count);
  const orbit = all.find((s) => s.rovers.some((r) => r.location === 'orbit'));
  const cannon = all.find((s) =>
    s.buildings.some(
      (b) => b.owner === s.currentPlayer && b.structure === 'drillCannon' && b.power === 3,
    ),
  );
  return [
    all[0]!,
    all[1]!,
    ...Array.from(
      { length: count },
      (_, k) => all[Math.floor(((k + 1) * all.length) / (count + 1))]!,
    ),
    ...(orbit ? [orbit] : []),
    ...(cannon ? [cannon] : []),
  ];
}

describe('2024-12 audit: legalActions by brute force after random play', () => {
  for (const [players, planets, seed] of GAMES) {
    it(`R50, R67: ${players} players, ${planets} planet(s) (seed ${seed}): legalActions = the candidates validateAction accepts, in order`, () => {
      const states = positions(players, planets, seed, 3);
      for (const state of states) audit(state);
      expect(states.some((s) => s.status === 'playing')).toBe(true);
    });
  }

  it('R59, R60, R61, R62, R63: the audited games build, heal, produce, power up, fire, orbit and descend', () => {
    // Arrange
    const seen = new Set<string>();

    // Act
    for (const [players, planets, seed] of GAMES) {
      playRandom(players, planets, seed, (before, action) => {
        seen.add(action.type);
        if (before.rovers.some((r) => r.location === 'orbit')) seen.add('(a Rover in orbit)');
      });
    }

    // Assert
    for (const t of ['build', 'heal', 'produce', 'powerUp', 'fire', 'descend', 'destroy'])
      expect(seen).toContain(t);
    expect(seen).toContain('(a Rover in orbit)');
  });
});

// Hand-built positions random play rarely reaches: edges everywhere, Rovers in orbit on several
// planets, cannons at power 3, a Medic with wounded Rovers, a Rover on an HQ ready to build, a
// pass with only Destroy left.
const CRAFTED: [string, GameState][] = [
  [
    'two planets: orbit, own Space Port, a Medic, walls, an enemy cannon at power 3',
    position24(
      'p0: r1@orbit r2@7>26 r3@1.42>27:2 r6@orbit spacePort@26 medic@1.27 f@16/26 f@1.17/27; p1: r4@40>35:3 r5@1.36>26 drillCannon@1.26[power=3] f@35/40 f@1.26/41 f@1.7/26 factory@61',
      { planets: 2 },
    ),
  ],
  [
    'the same, player 1 to act: Fire at Rovers and walls on the cannon planet only',
    position24(
      'p0: r1@orbit r2@7>26 r3@1.42>27:2 spacePort@26 medic@1.27 f@16/26 f@1.17/27 f@1.41/47; p1: r4@40>35:3 r5@1.36>26 drillCannon@1.26[power=3] f@35/40 f@1.26/41 f@1.7/26 factory@61',
      { planets: 2, current: 1 },
    ),
  ],
  [
    'six players: a Rover on a walled HQ ready to build, a cannon powering up, Factories hemmed in',
    position24(
      `p0: r1@26>36 ${fortsAround(26)} drillCannon@28[power=2] factory@0 r7@1>6:3 medic@29 r8@19>29:1; p1: r2@7>1 f@1/7 f@6/15; p2: r3@2>8 factory@30; p3: r4@40>30 f@30/40 f@30/45; p4: r5@3>0 spacePort@61; p5: r6@4>0 f@0/4`,
      { players: 6 },
    ),
  ],
  [
    'three players: the southern HQs walled, a Rover facing the border, power 3, walls of all',
    position24(
      `p0: r1@61>76 ${fortsAround(61)} r2@62>47 ${fortsAround(62)} drillCannon@63[power=3] f@68/73; p1: r3@66>56 f@56/66 f@70/75 r4@orbit; p2: r5@75>65 f@65/75 factory@64 f@54/64`,
      { players: 3 },
    ),
  ],
  [
    'only Destroy is left: pass',
    position24('p0: factory@26 medic@27; p1: r2@7>1 r3@16>6 r4@22>17 r5@36>31 r6@41>47'),
  ],
];

describe('2024-12 audit: legalActions by brute force on crafted positions', () => {
  for (const [name, state] of CRAFTED) {
    it(`R53–R63: ${name}: legalActions = the candidates validateAction accepts, in order`, () => {
      audit(state);
      expect(legalActions(state).length).toBeGreaterThan(0);
    });
  }
});
