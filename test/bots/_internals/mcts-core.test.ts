import { describe, expect, it, vi } from 'vitest';
import {
  coreSearch,
  iterateCore,
  outcomeKey,
} from '../../../src/bots/_internals/mcts-core-iterate.js';
import {
  type CoreEdge,
  type CoreNode,
  coreNodeValue,
  NO_OUTCOMES,
  newCoreNode,
} from '../../../src/bots/_internals/mcts-core-tree.js';
import { searchRandom } from '../../../src/bots/_internals/random.js';
import { searchValue } from '../../../src/bots/_internals/value.js';
import { encodeAction } from '../../../src/bots/encoding.js';
import { mctsBot } from '../../../src/bots/mcts.js';
import { CoreGame, outcomesOf } from '../../../src/core/index.js';
import {
  applyAction,
  createGame,
  createRng,
  type GameState,
  legalActions,
  type RulesetName,
} from '../../../src/rules/index.js';
import { position26 } from '../../rules/2026-06/_helpers/position.js';
import { expectLegalToTheEnd } from '../_helpers/legal-to-the-end.js';

// mctsBot's search on the core (mcts-core-tree.ts, mcts-core-iterate.ts): one CoreGame per
// decision, made along each iteration's path and taken back to the root, in every ruleset.

const CORE: readonly RulesetName[] = ['2025-01', '2024-12', '2026-06'];

/** The position after `actions` actions of seeded random play of a two-player `ruleset` game. */
function midGame(ruleset: RulesetName, seed: string, actions: number): GameState {
  const dice = createRng(seed);
  const choices = createRng(`${seed}-choices`);
  let state = createGame({ players: 2, turnLimit: 200, ruleset }, dice);
  for (let i = 0; i < actions && state.status !== 'finished'; i++) {
    const legal = legalActions(state);
    state = applyAction(state, legal[(choices.d6() * 7919 + i) % legal.length]!, dice, {
      freeze: false,
    });
  }
  return state;
}

describe.each(CORE)('iterateCore in %s', (ruleset) => {
  it('leaves the core on a line of the tree, at the last node it was needed: the next iteration starts there', () => {
    // Arrange
    const state = midGame(ruleset, `iterate-${ruleset}`, 40);
    const core = CoreGame.fromState(state);
    const random = searchRandom(7);
    const root = newCoreNode(core, random);
    const search = coreSearch(core, random);
    const baseline = coreNodeValue(root, core);
    const json = JSON.stringify(state);
    let beyondRoot = 0;

    // Act and Assert
    for (let i = 1; i <= 150; i++) {
      iterateCore(root, baseline, Math.SQRT2, i % 3 === 0 ? 4 : 0, search);
      expect(core.depth).toBe(search.made);
      const at = search.made === 0 ? root : search.trail[search.made - 1]!;
      expect([core.keyHi, core.keyLo]).toEqual([at.keyHi, at.keyLo]);
      // The trail is a line of the tree from the root.
      let parent = root;
      for (const node of search.trail.slice(0, search.made)) {
        const children = parent.edges.flatMap((e) => [
          ...(e.only ? [e.only] : []),
          ...e.outcomes.values(),
        ]);
        expect(children).toContain(node);
        parent = node;
      }
      if (search.made > 0) beyondRoot++;
      expect(root.visits).toBe(i);
    }
    expect(beyondRoot).toBeGreaterThan(100);
    expect(root.edges.reduce((sum, e) => sum + e.visits, 0)).toBe(150);
    core.reset();
    expect(JSON.stringify(core.toState())).toBe(json);
  });

  it('makes no id of a path through known nodes to a node the ordering valued', () => {
    // Arrange: the core put back at the root before each iteration, its makes counted.
    const core = CoreGame.fromState(midGame(ruleset, `lazy-${ruleset}`, 40));
    const random = searchRandom(3);
    const root = newCoreNode(core, random);
    const search = coreSearch(core, random);
    const baseline = coreNodeValue(root, core);
    const makes = vi.spyOn(core, 'makePadded');
    const rolls = vi.spyOn(core, 'make');
    const edgeVisits = (node: CoreNode, out: Map<CoreEdge, number>): Map<CoreEdge, number> => {
      for (const e of node.edges) {
        out.set(e, e.visits);
        if (e.only) edgeVisits(e.only, out);
        for (const child of e.outcomes.values()) edgeVisits(child, out);
      }
      return out;
    };
    let deepWithoutMakes = 0;

    // Act and Assert
    for (let i = 0; i < 300; i++) {
      core.reset();
      search.made = 0;
      const before = edgeVisits(root, new Map());
      const made = makes.mock.calls.length + rolls.mock.calls.length;
      iterateCore(root, baseline, Math.SQRT2, 0, search);
      // The path's length: the edges it took (each visited once more).
      let steps = 0;
      for (const [edge, visits] of edgeVisits(root, new Map()))
        if (visits !== (before.get(edge) ?? 0)) steps++;
      const madeNow = makes.mock.calls.length + rolls.mock.calls.length - made;
      expect(core.depth).toBe(search.made);
      if (steps >= 2 && madeNow === 0) deepWithoutMakes++;
    }
    expect(deepWithoutMakes).toBeGreaterThan(20);
  });

  it('builds the tree the iterations would build from the root each time', () => {
    // Arrange: one search as it runs, one whose core is put back at the root between iterations.
    const state = midGame(ruleset, `replay-${ruleset}`, 50);
    const stats = (rootNode: CoreNode): string[] => {
      const out: string[] = [];
      const walk = (node: CoreNode): void => {
        out.push(`${node.keyHi}:${node.keyLo}:${node.visits}:${node.value?.join(',')}`);
        for (const e of node.edges) {
          out.push(`${e.id}:${e.visits}:${e.reward}`);
          if (e.only) walk(e.only);
          for (const child of e.outcomes.values()) walk(child);
        }
      };
      walk(rootNode);
      return out;
    };
    const run = (fromRoot: boolean): string[] => {
      const core = CoreGame.fromState(state);
      const random = searchRandom(11);
      const root = newCoreNode(core, random);
      const search = coreSearch(core, random);
      const baseline = coreNodeValue(root, core);
      for (let i = 0; i < 200; i++) {
        iterateCore(root, baseline, Math.SQRT2, i % 2, search);
        if (fromRoot) {
          core.reset();
          search.made = 0;
        }
      }
      return stats(root);
    };

    // Act
    const kept = run(false);
    const replayed = run(true);

    // Assert
    expect(kept.length).toBeGreaterThan(200);
    expect(kept).toEqual(replayed);
  });

  it('gives each edge with outcomes a map of its own, the shared empty one never written', () => {
    // Arrange: searches from a few positions, so that chance edges get several children.
    const maps = new Set<ReadonlyMap<number, CoreNode>>();
    let chance = 0;
    const walk = (node: CoreNode): void => {
      for (const e of node.edges) {
        if (e.outcomes !== NO_OUTCOMES) {
          expect(maps.has(e.outcomes)).toBe(false);
          maps.add(e.outcomes);
          expect(e.outcomes.size).toBeGreaterThan(0);
          chance++;
        }
        if (e.only) walk(e.only);
        for (const child of e.outcomes.values()) walk(child);
      }
    };
    for (const at of [20, 40, 60, 80]) {
      const core = CoreGame.fromState(midGame(ruleset, `outcomes-${ruleset}`, at));
      const random = searchRandom(at);
      const root = newCoreNode(core, random);
      const search = coreSearch(core, random);
      const baseline = coreNodeValue(root, core);

      // Act
      for (let i = 0; i < 400; i++) iterateCore(root, baseline, Math.SQRT2, 0, search);

      // Assert: edges with outcomes hold distinct maps; edges without share the empty one.
      walk(root);
    }
    expect(NO_OUTCOMES.size).toBe(0);
    expect(chance).toBeGreaterThan(0);
  });

  it('gives a node made from an outcome the ordering valued the key, seat and end of its position', () => {
    // Arrange: a search at playout depth 0 makes such nodes without its core going there.
    const core = CoreGame.fromState(midGame(ruleset, `prior-node-${ruleset}`, 40));
    const random = searchRandom(5);
    const root = newCoreNode(core, random);
    const search = coreSearch(core, random);
    const baseline = coreNodeValue(root, core);
    for (let i = 0; i < 300; i++) iterateCore(root, baseline, Math.SQRT2, 0, search);
    core.reset();
    let checked = 0;
    // Each node reached through an ordered edge, reached again by making its id with its dice.
    const walk = (node: CoreNode): void => {
      for (const e of node.edges) {
        if (e.priors === null) continue;
        const children: [CoreNode, readonly number[]][] = [];
        if (e.only) children.push([e.only, e.onlyDice]);
        for (const [index, child] of e.outcomes) children.push([child, e.priors[index]!.dice]);
        for (const [child, dice] of children) {
          core.makePadded(e.id, dice);
          expect([child.keyHi, child.keyLo]).toEqual([core.keyHi, core.keyLo]);
          expect(child.player).toBe(core.currentPlayer);
          expect(child.terminal).toBe(core.isTerminal());
          expect(child.value).toEqual(searchValue(core.toState()));
          checked++;
          walk(child);
          core.unmake();
        }
      }
    };

    // Act
    walk(root);

    // Assert
    expect(checked).toBeGreaterThan(20);
  });

  it('values a node with searchValue of its position', () => {
    // Arrange
    const state = midGame(ruleset, `value-${ruleset}`, 30);
    const core = CoreGame.fromState(state);

    // Act
    const value = coreNodeValue(newCoreNode(core, searchRandom(1)), core);

    // Assert
    expect(value).toEqual(searchValue(state));
  });
});

describe('mctsBot on the core', () => {
  it('searches on a CoreGame in every ruleset', () => {
    // Arrange
    const fromState = vi.spyOn(CoreGame, 'fromState');
    const bot = mctsBot({ iterations: 20, seed: 1 });

    // Act and Assert
    for (const ruleset of CORE) {
      fromState.mockClear();
      const state = midGame(ruleset, `which-${ruleset}`, 30);
      const action = bot.chooseAction(state, createRng(1));
      expect(legalActions(state)).toContainEqual(action);
      expect(fromState).toHaveBeenCalledTimes(1);
    }
    fromState.mockRestore();
  });

  it.each(CORE)(
    '%s: the same decision and the same search for the same state and seed',
    (ruleset) => {
      // Arrange
      const states = [10, 35, 60].map((n) => midGame(ruleset, `same-${ruleset}`, n));

      // Act
      const runs = [0, 1].map(() =>
        states.map((state) => {
          const bot = mctsBot({ iterations: 150, seed: 'same' });
          const action = bot.chooseAction(state, createRng(3));
          return { action, rootVisits: bot.lastSearch!.rootVisits };
        }),
      );

      // Assert
      expect(runs[1]).toEqual(runs[0]);
    },
  );

  it.each(CORE)('%s: runs exactly its iteration budget', (ruleset) => {
    // Arrange
    const state = midGame(ruleset, `budget-${ruleset}`, 25);
    const bot = mctsBot({ iterations: 77, seed: 2, reuseTree: false });

    // Act
    bot.chooseAction(state, createRng(1));

    // Assert
    expect(bot.lastSearch).toMatchObject({ iterations: 77, rootVisits: 77, reused: false });
  });

  it.each(CORE)('%s: stops at a time budget alone, after one iteration at least', (ruleset) => {
    // Arrange
    const state = midGame(ruleset, `time-${ruleset}`, 25);
    const bot = mctsBot({ timeMs: 1 });

    // Act
    bot.chooseAction(state, createRng(1));

    // Assert
    expect(bot.lastSearch!.iterations).toBeGreaterThanOrEqual(1);
    expect(bot.lastSearch!.rootVisits).toBe(bot.lastSearch!.iterations);
  });

  it.each(CORE)('%s: keeps the subtree of the position it meets again', (ruleset) => {
    // Arrange: mctsBot in both seats, each its own bot object.
    const bots = [mctsBot({ iterations: 120, seed: 5 }), mctsBot({ iterations: 120, seed: 6 })];
    const rng = createRng(`reuse-${ruleset}`);
    let state = midGame(ruleset, `reuse-${ruleset}`, 20);
    let reused = 0;

    // Act
    for (let i = 0; i < 12 && state.status !== 'finished'; i++) {
      const bot = bots[state.currentPlayer]!;
      const action = bot.chooseAction(state, rng);
      // A reused root keeps its visits (none for a leaf of the last tree).
      const { iterations, rootVisits } = bot.lastSearch!;
      if (bot.lastSearch!.reused && rootVisits > iterations) reused++;
      else expect(rootVisits).toBe(iterations);
      state = applyAction(state, action, rng, { freeze: false });
    }

    // Assert
    expect(reused).toBeGreaterThan(0);
  });
});

describe('mctsBot plays only legal actions on the core', () => {
  it.each([
    ['2025-01', 2, 1, 11],
    ['2025-01', 3, 2, 12],
    ['2025-01', 4, 1, 13],
    ['2024-12', 2, 1, 14],
    ['2024-12', 3, 2, 15],
    ['2024-12', 2, 1, 16],
    ['2026-06', 2, 1, 17],
    ['2026-06', 4, 2, 18],
  ] as const)('%s, %i players on %i planets, seed %i', (ruleset, players, planets, seed) => {
    expectLegalToTheEnd(
      mctsBot({ iterations: 25, seed }),
      { players, planets, turnLimit: 12, ruleset },
      seed,
    );
  });
});

describe('outcomeKey', () => {
  it("tells a 2026-06 Fire's outcomes apart, which its events signature does not (R41)", () => {
    // Arrange: a Fire on a space with a Rover and a Fortification, outcomes grouped by position.
    const state = position26('p0: r1@7 drillCannon@26[ready,aim=40]; p1: r2@40 r3@41 f@40');
    const core = CoreGame.fromState(state);
    const id = encodeAction(state, { type: 'fire', planet: 0 });
    const outcomes = outcomesOf(core, id);

    // Act
    const keys = new Set<number>();
    const signatures = new Set<number>();
    for (const { dice } of outcomes) {
      core.make(id, dice);
      keys.add(outcomeKey(core));
      signatures.add(core.lastEventsSignature());
      core.unmake();
    }

    // Assert
    expect(outcomes.length).toBeGreaterThan(2);
    expect(keys.size).toBe(outcomes.length);
    expect(signatures.size).toBe(1);
  });
});
