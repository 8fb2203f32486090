import { describe, expect, it } from 'vitest';
import { ACTION_TYPES, parseRecord, replay, stateHash } from '../../src/index.js';
import { actionFields } from '../../src/rules/index.js';
import { fixture, fixtures } from './_helpers/fixtures.js';

// Golden records (test/fixtures/records/generate.ts): seeded games between random bots (2024-12:
// biased random play). Their
// final-state hashes are pinned here as well as in the files, so that neither a change of the
// rules nor an edit of a file can pass unnoticed.
const GOLDEN: Readonly<Record<string, { hash: string; actions: number; winners: number[] }>> = {
  '2p-1planet.json': {
    hash: '37c226a95111a4e461cfd408a4eb1c04701c45e88938d890dd25c64f70de82b3',
    actions: 183,
    winners: [1],
  },
  '3p-2planets.json': {
    hash: '2fdce496a2fa39954d20aad4abf2546625096a841f5beb7863bb114c2965b0d3',
    actions: 63,
    winners: [],
  },
  '4p-turn-limit.json': {
    hash: '100c7e2f3770dcc232a1915a43ec8fda91d8b7d857cf605112cc8d1a24573545',
    actions: 44,
    winners: [],
  },
  // The 2026-06 ruleset (issue 13): two players, and four players on two planets (ruling R33).
  '2026-06-2p.json': {
    hash: 'c03b653e222896a054a960ce48f714265136ee49f394e9d2b08a97f79d976dbf',
    actions: 291,
    winners: [1],
  },
  '2026-06-4p-2planets.json': {
    hash: '69eacc40ce9212065a31f962f89d90b76e3190920c6039006a7053de49d73d51',
    actions: 204,
    winners: [],
  },
  // The 2024-12 ruleset (issue 14), biased play to the turn limit (one action a turn, ruling
  // R50): two players, and three players on two planets.
  '2024-12-2p.json': {
    hash: 'cdc8409e22987b16c1558309b1eb6fbdedfeaa58143b3a520e85cb0cc87487ff',
    actions: 402,
    winners: [],
  },
  '2024-12-3p-2planets.json': {
    hash: '919914f6eebd48d2c0bcdd4f0dd7eaa0aff66a31e915925b574010201cd93966',
    actions: 503,
    winners: [],
  },
};

describe('golden records', () => {
  it('are exactly the files in the folder', () => {
    expect(fixtures('golden')).toEqual(Object.keys(GOLDEN).sort());
  });

  it.each(Object.entries(GOLDEN))('%s replays to its pinned final hash', (file, expected) => {
    // Arrange
    const text = fixture(`golden/${file}`);
    const read = parseRecord(text);

    // Act
    const result = replay(text);

    // Assert
    expect(result.ok, JSON.stringify(!result.ok && result.error)).toBe(true);
    expect(read.ok && read.record.actions.length).toBe(expected.actions);
    expect(read.ok && read.record.finalHash).toBe(expected.hash);
    expect(stateHash(result.state!)).toBe(expected.hash);
    expect(result.state!.status).toBe('finished');
    expect(result.state!.winners).toEqual(expected.winners);
    expect(result.state!.options.ruleset).toBe(read.ok ? read.record.options.ruleset : 'unread');
  });
});

describe('the 2024-12 golden records', () => {
  it.each(['2024-12-2p.json', '2024-12-3p-2planets.json'])(
    'R53, R55, R56, R57, R59–R63: %s shows every 2024-12 action type but pass, and each form',
    (file) => {
      // Arrange
      const shown = new Set<string>();

      // Act
      replay(fixture(`golden/${file}`), {
        onStep: (_, state) => {
          const a = state.last!.action;
          shown.add(a.type);
          if (a.type === 'move' && a.facing === undefined) shown.add('move into orbit');
          if ((a.type === 'shoot' || a.type === 'fire') && a.target !== undefined) {
            shown.add(`${a.type} ${a.target}`);
          }
          for (const e of state.last!.events) shown.add(e.type);
        },
      });

      // Assert
      const types = ACTION_TYPES.filter((t) => t !== 'pass' && actionFields('2024-12', t) !== null);
      const forms = ['move into orbit', 'shoot rover', 'shoot fortification'];
      const events = ['destroyed', 'damaged', 'enteredOrbit', 'turnLimitReached'];
      expect([...types, ...forms, ...events].filter((t) => !shown.has(t))).toEqual([]);
    },
  );
});

describe('the hand-written record of a short real game', () => {
  it('replays with the dice really rolled, to a pinned final position', () => {
    // Act
    const result = replay(fixture('hand/short-game.json'));

    // Assert
    expect(result.ok, JSON.stringify(!result.ok && result.error)).toBe(true);
    const state = result.state!;
    expect(stateHash(state)).toBe(
      '3dde7e8f5b99a1600ff5cbefbe60a5955d91f1507605fd1efd1d476b301a3e12',
    );
    expect(state.rovers).toEqual([
      { id: 1, owner: 0, hp: 4, location: { planet: 0, space: 1 } },
      { id: 2, owner: 1, hp: 4, location: { planet: 0, space: 26 } },
    ]);
    expect(
      state.planets[0]!.fortifications.flatMap((o, s) => (o === null ? [] : [[s, o]])),
    ).toEqual([
      [6, 0],
      [7, 1],
      [16, 1],
    ]);
    expect(state).toMatchObject({ status: 'finished', winners: [], turn: 8 });
  });

  it('records the shots with their dice: a hit under cover, a miss, a hit, a miss', () => {
    // Arrange
    const shots: { index: number; dice: number[]; events: string[] }[] = [];

    // Act
    replay(fixture('hand/short-game.json'), {
      onStep: (index, state) => {
        if (state.last?.action.type === 'shoot') {
          shots.push({
            index,
            dice: state.last.dice.map((d) => d.value),
            events: state.last.events.map((e) => e.type),
          });
        }
      },
    });

    // Assert
    expect(shots).toEqual([
      { index: 4, dice: [4, 3], events: ['damaged'] },
      { index: 5, dice: [2], events: ['miss'] },
      { index: 7, dice: [6, 5], events: ['damaged'] },
      { index: 8, dice: [3], events: ['miss'] },
    ]);
  });
});
