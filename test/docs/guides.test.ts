import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { DEFAULT_FOLDER, run as validateRecords } from '../../examples/validate-record.js';
import { main } from '../../src/cli/cli.js';
import {
  type Action,
  applyAction,
  createGame,
  createRng,
  decodeAction,
  encodeAction,
  formatEntry,
  type GameState,
  legalActions,
  randomBot,
  replay,
  stateHash,
  uniformInt,
  validateAction,
} from '../../src/index.js';
import { pending } from '../_helpers/pending.js';
import { memoryIo } from '../cli/_helpers/io.js';
import { fixture, fixturePath } from '../record/_helpers/fixtures.js';

// The guides' code samples, kept honest. Each ```ts block of docs/guide-<name>.md is mirrored,
// in order, by a file of test/docs/guide-<name>/ (which tsc type-checks with the rest of the
// tests); this test checks that every block still appears in its file, then runs the files.
// Blocks fenced ```ts fragment (those that need three.js, a page or names from around them, in
// docs/guide-frontend.md) are not mirrored.
// Blocks and files are compared token by token: imports as sets of names per module (so the
// files may import earlier snippets, and Biome may sort them), the rest with whitespace and
// trailing commas ignored (Biome formats the files with longer import paths than the guides').

const ROOT = new URL('../../', import.meta.url);

/** The package names of the guides, as the mirrored files spell them. */
const PACKAGE_PATHS: Readonly<Record<string, string>> = {
  '../../../src/index.js': 'globetrotter',
  '../../../src/sim/index.js': 'globetrotter/sim',
  '../../../src/core/index.js': 'globetrotter/core',
};

const IMPORT = /import\s*\{([^}]*)\}\s*from\s*'([^']+)';/g;

interface Code {
  /** Imported names by module, with the guides' package names. */
  readonly imports: ReadonlyMap<string, ReadonlySet<string>>;
  /** Everything else, without whitespace and trailing commas. */
  readonly body: string;
}

function tokens(code: string): Code {
  const imports = new Map<string, Set<string>>();
  const rest = code.replace(IMPORT, (_, names: string, from: string) => {
    const module = PACKAGE_PATHS[from] ?? from;
    const set = imports.get(module) ?? new Set<string>();
    for (const name of names.split(',')) if (name.trim()) set.add(name.trim());
    imports.set(module, set);
    return '';
  });
  return { imports, body: rest.replace(/\s+/g, '').replace(/,(?=[)\]}])/g, '') };
}

function blocksOf(guide: string): string[] {
  // The README's blocks are mirrored too (test/docs/README/); the guides live in docs/.
  const path = guide === 'README' ? 'README.md' : `docs/${guide}.md`;
  const text = readFileSync(new URL(path, ROOT), 'utf8');
  return [...text.matchAll(/^```ts\n([\s\S]*?)^```$/gm)].map((m) => m[1]!);
}

function mirrorsOf(guide: string): string[] {
  const dir = new URL(`test/docs/${guide}/`, ROOT);
  return readdirSync(dir)
    .filter((f) => f.endsWith('.ts'))
    .sort();
}

describe.each(['README', 'guide-bots', 'guide-records', 'guide-frontend'])(
  'the code of %s',
  (guide) => {
    const blocks = blocksOf(guide);
    const files = mirrorsOf(guide);

    it('has one mirrored file per block', () => {
      expect(files).toHaveLength(blocks.length);
    });

    it.each(files.map((file, i) => [file, i] as const))('block %#: %s mirrors it', (file, i) => {
      // Arrange
      const block = tokens(blocks[i]!);
      const mirror = tokens(readFileSync(new URL(`test/docs/${guide}/${file}`, ROOT), 'utf8'));

      // Assert
      for (const [module, names] of block.imports) {
        expect([...(mirror.imports.get(module) ?? [])].sort(), module).toEqual([...names].sort());
      }
      expect(mirror.body).toContain(block.body);
    });
  },
);

// Importing a mirrored snippet runs it, with its console output captured by `log`. A snippet
// may await (07-simulate.ts plays on worker threads), so `run` keeps its import, and `afterEach`
// waits for it before restoring console.log: even a test that failed or timed out cannot leave
// a snippet running into the next test, whose `log` would then count its output.
let log: MockInstance<typeof console.log>;
const snippets = pending();
beforeEach(() => {
  log = vi.spyOn(console, 'log').mockImplementation(() => {});
});
afterEach(async () => {
  await snippets.settle();
  log.mockRestore();
});

/** Imports (so runs) a mirrored snippet; `afterEach` awaits it whatever the test does. */
const run = <T>(snippet: Promise<T>): Promise<T> => snippets.track(snippet);

/** Snippets that start worker threads (each loads the sources through tsx): slow on a busy machine. */
const THREADS = { timeout: 120_000 };

/** A position in play, after `n` random actions. */
function midgame(seed: number, n: number): GameState {
  const rng = createRng(seed);
  let state = createGame({ players: 2 }, rng);
  for (let i = 0; i < n && state.status !== 'finished'; i++) {
    state = applyAction(state, randomBot.chooseAction(state, rng), rng);
  }
  return state;
}

describe('docs/guide-bots.md, run', () => {
  it('plays a game to the end with the first legal action', async () => {
    const { state } = await run(import('./guide-bots/01-loop.js'));
    expect(state.status).toBe('finished');
    expect(log).toHaveBeenCalledWith(state.winners);
  });

  it('the trigger-happy bot shoots whenever it can', async () => {
    const { triggerHappyBot } = await run(import('./guide-bots/02-bot.js'));
    const rng = createRng(1);
    let shots = 0;
    for (let seed = 0; seed < 30; seed++) {
      const state = midgame(seed, 40);
      if (state.status === 'finished') continue;
      const action = triggerHappyBot.chooseAction(state, rng);
      expect(validateAction(state, action)).toEqual({ ok: true });
      const canShoot = legalActions(state).some((a) => a.type === 'shoot');
      expect(action.type === 'shoot').toBe(canShoot);
      if (canShoot) shots++;
    }
    expect(shots).toBeGreaterThan(0);
  });

  it('plays a match and records it; the record replays to the same end', async () => {
    const { state, record } = await run(import('./guide-bots/03-match.js'));
    expect(state.status).toBe('finished');
    const replayed = replay(record);
    expect(replayed.ok).toBe(true);
    expect(stateHash(replayed.state!)).toBe(stateHash(state));
    expect(log.mock.calls[0]![0]).toMatch(/^winners (\d|none) after \d+ turns$/);
  });

  it('rolls out on unfrozen states and scores material', async () => {
    const { rollout, material } = await run(import('./guide-bots/04-lookahead.js'));
    const start = midgame(3, 10);
    const end = rollout(start, 12, createRng('look-ahead'));
    expect(Object.isFrozen(end)).toBe(false);
    expect(validateAction(end, legalActions(end)[0]!)).toEqual({ ok: true });
    const rovers = (s: GameState, p: number) => s.rovers.filter((r) => r.owner === p).length;
    expect(rovers(start, 0)).toBeGreaterThan(0);
    expect(material(start, 0)).toBe(-material(start, 1));
  });

  it('the expectimax bot plays legal actions', async () => {
    const { expectimaxBot } = await run(import('./guide-bots/05-chance.js'));
    const rng = createRng(2);
    let state = midgame(5, 6);
    for (let i = 0; i < 10 && state.status !== 'finished'; i++) {
      const action = expectimaxBot.chooseAction(state, rng);
      expect(validateAction(state, action)).toEqual({ ok: true });
      state = applyAction(state, action, rng);
    }
  });

  it('picks masked action ids; the sizes in its comment are right', async () => {
    const { state } = await run(import('./guide-bots/06-ids.js'));
    expect(state.last).not.toBeNull();
    expect(log).toHaveBeenCalledWith(6298, 1405);
  });

  it('runs a tournament with simulate', THREADS, async () => {
    const { result } = await run(import('./guide-bots/07-simulate.js'));
    expect(result.games).toHaveLength(4);
    expect(result.bots.map((b) => b.bot)).toEqual(['greedy', 'random']);
    expect(log).toHaveBeenCalledTimes(2);
  });

  it('shows bots/pick.mjs as it is', () => {
    const text = readFileSync(new URL('docs/guide-bots.md', ROOT), 'utf8');
    const js = /^```js\n([\s\S]*?)^```$/m.exec(text)![1]!;
    expect(js).toBe(readFileSync(new URL('test/docs/guide-bots/bots/pick.mjs', ROOT), 'utf8'));
  });

  it.skipIf(!existsSync(new URL('dist/index.js', ROOT)))(
    'runs a tournament with a bot module (needs the build: it imports globetrotter)',
    async () => {
      const { result } = await run(import('./guide-bots/08-module-bot.js'));
      expect(result.bots.map((b) => b.bot)).toEqual(['./bots/pick.mjs', 'greedy']);
      expect(result.games).toHaveLength(4);
      expect(log).toHaveBeenCalledTimes(1);
    },
    THREADS.timeout,
  );

  it('counts the wins of its own bot with a confidence interval', async () => {
    const { wins, low, high } = await run(import('./guide-bots/09-own-tournament.js'));
    expect(wins).toBeGreaterThanOrEqual(0);
    expect(wins).toBeLessThanOrEqual(6);
    expect(low).toBeLessThanOrEqual(wins / 6);
    expect(high).toBeGreaterThanOrEqual(wins / 6);
  });

  it('plays a random playout on the core, as the reducer plays it, and counts a perft', async () => {
    // Arrange: the same loop on the reducer, drawing picks and dice from the same seed.
    const rng = createRng(5);
    let state = createGame({ players: 2 }, rng);
    for (let step = 0; step < 400 && state.status !== 'finished'; step++) {
      const ids = legalActions(state)
        .map((a) => encodeAction(state, a))
        .sort((a, b) => a - b);
      const id = ids[uniformInt(rng, ids.length)]!;
      state = applyAction(state, decodeAction(state, id), rng);
    }

    // Act
    const { core, end } = await run(import('./guide-bots/10-core.js'));

    // Assert
    expect(stateHash(end)).toBe(stateHash(state));
    expect(core.depth).toBe(0);
    expect(log).toHaveBeenLastCalledWith(110);
  });
});

describe('docs/guide-records.md, run', () => {
  it('checks record files and says where they go wrong', async () => {
    const { checkRecordFile } = await run(import('./guide-records/01-check-file.js'));
    expect(checkRecordFile(fixturePath('hand/short-game.json'))).toBe(true);
    expect(checkRecordFile(fixturePath('errors/out-of-range.json'))).toBe(false);
    expect(log.mock.calls.map((c) => c[0])).toEqual([
      expect.stringMatching(/short-game.json: legal, final hash [0-9a-f]{64}$/),
      expect.stringMatching(
        /out-of-range.json: action 2 \(r1 shoot 45 rover\): OUT_OF_RANGE \[R2\] Rover r1 /,
      ),
    ]);
  });

  it('builds a record in code; replay finds the missing die where its comment says', async () => {
    const { result } = await run(import('./guide-records/02-build-record.js'));
    expect(result.ok).toBe(false);
    expect(log).toHaveBeenCalledWith(4, 'DICE_MISSING');
  });

  it('hashes every step of a replay', async () => {
    const { hashesOf } = await run(import('./guide-records/03-hashes.js'));
    const hashes = hashesOf(fixturePath('hand/short-game.json'));
    expect(hashes).toHaveLength(10);
    expect(hashes.at(-1)).toBe(stateHash(replay(fixture('hand/short-game.json')).state!));
  });
});

describe('docs/guide-records.md, its printed examples', () => {
  const text = readFileSync(new URL('docs/guide-records.md', ROOT), 'utf8');

  it('shows the hand-transcribed record as it is', () => {
    const json = /^```json\n([\s\S]*?)^```$/m.exec(text)![1]!;
    expect(JSON.parse(json)).toEqual(JSON.parse(fixture('hand/short-game.json')));
  });

  it.each([
    [['validate', 'game.json'], 'hand/short-game.json'],
    [['validate', 'game.json', '--json'], 'hand/short-game.json'],
    [['validate', 'out-of-range.json'], 'errors/out-of-range.json'],
    [['replay', 'game.json', '--to', '5'], 'hand/short-game.json'],
  ])('shows what globetrotter %j prints', (argv, file) => {
    // Arrange
    const io = memoryIo({ [argv[1]!]: fixture(file) });

    // Act
    main(argv, io);

    // Assert
    expect(text).toContain(`$ globetrotter ${argv.join(' ')}\n${io.text().out}`);
  });

  it.each([
    [['validate', 'game.json', 'out-of-range.json']],
    [['replay', 'game.json', '--to', '5', '--legal', '--position']],
  ])('shows what globetrotter %j prints (issue 29)', (argv) => {
    const io = memoryIo({
      'game.json': fixture('hand/short-game.json'),
      'out-of-range.json': fixture('errors/out-of-range.json'),
    });
    main(argv, io);
    expect(text).toContain(`$ globetrotter ${argv.join(' ')}\n${io.text().out}`);
  });

  it("shows examples/validate-record.ts's default run: its first and last lines, its count", () => {
    const lines: string[] = [];
    const { verdicts } = validateRecords({ folder: DEFAULT_FOLDER, log: (l) => lines.push(l) });
    const shown = lines.map((l) => l.replace(`${ROOT.pathname}`, ''));
    expect(text).toContain(`No folder given: checking ${DEFAULT_FOLDER}.\n\n${shown[0]}\n…\n`);
    expect(text).toContain(`${shown.at(-2)}\n${shown.at(-1)}\n\`\`\``);
    expect(verdicts.every((v) => v.ok)).toBe(true);
  });
});

describe('README.md, run', () => {
  it('plays a seeded game between the bots to the end, then reads an illegal action', async () => {
    // Act
    const { state } = await run(import('./README/02-play.js'));

    // Assert
    expect(state.status).toBe('finished');
    expect(log).toHaveBeenCalledWith('GAME_OVER', 'R14', 'the game is over');
  });
});

describe('docs/guide-frontend.md, run', () => {
  it('saves a game and loads it back; a damaged save is refused with the reason', async () => {
    // Arrange
    const { saveGame, loadGame } = await import('./guide-frontend/02-load.js');
    const rng = createRng('saved');
    const state = midgame(4, 30);
    const text = saveGame(state, rng);
    const damaged = text.replace(/"hp":5/, '"hp":9');

    // Act
    const loaded = loadGame(text);
    const refused = loadGame(damaged);

    // Assert
    expect('state' in loaded && loaded.state).toEqual(state);
    expect('rng' in loaded && loaded.rng.d6()).toBe(rng.d6());
    expect(refused).toEqual({
      refused: expect.stringMatching(/^rovers\[\d+\]\.hp: .* 1\.\.5, not 9$/),
    });
    expect(loadGame('{"state":')).toEqual({ refused: 'not JSON' });
  });

  it('plays the first setup action of a seeded three-player game', async () => {
    // Act
    const { state } = await import('./guide-frontend/01-five-calls.js');

    // Assert
    expect(state.status).toBe('setup');
    expect(state.last?.action.type).toBe('place');
  });

  it('finds the Rover on a space and its moves, fortifications and shots by target', async () => {
    const { roverOn, roverOptions } = await import('./guide-frontend/03-rover-options.js');
    for (let seed = 0; seed < 10; seed++) {
      // Arrange
      const state = midgame(seed, 20);
      const rover = state.rovers.find(
        (r) => r.owner === state.currentPlayer && r.location !== 'orbit',
      );
      if (state.status !== 'playing' || !rover || rover.location === 'orbit') continue;

      // Act
      const found = roverOn(state, rover.location.planet, rover.location.space);
      const options = roverOptions(state, rover.id);

      // Assert
      expect(found?.id).toBe(rover.id);
      const expected = legalActions(state).filter(
        (a) =>
          (a.type === 'move' || a.type === 'fortify' || a.type === 'shoot') && a.rover === rover.id,
      );
      expect([...options.values()].flat()).toHaveLength(expected.length);
    }
  });

  it("lists one Rover's actions; with the actions naming no Rover they are all the legal ones", async () => {
    const { actionsOfRover } = await import('./guide-frontend/04-rover-actions.js');
    let named = 0;
    for (let seed = 0; seed < 10; seed++) {
      // Arrange
      const state = midgame(seed, 30);
      if (state.status === 'finished') continue;
      const legal = legalActions(state);

      // Act
      const byRover = state.rovers.map((r) => actionsOfRover(state, r.id));

      // Assert
      for (const [i, actions] of byRover.entries()) {
        for (const a of actions) expect('rover' in a && a.rover).toBe(state.rovers[i]!.id);
      }
      const naming = byRover.flat();
      named += naming.length;
      const rest = legal.filter((a) => !('rover' in a));
      expect(naming.length + rest.length).toBe(legal.length);
    }
    expect(named).toBeGreaterThan(0);
  });

  it('undoes, redoes and lists the moves; playing on after an undo draws the same dice', async () => {
    // Arrange: a random game until an action rolls dice (a shot or a cannon).
    const { current, moveList, play, redo, startHistory, undo } = await import(
      './guide-frontend/05-history.js'
    );
    const rng = createRng('history');
    const chooser = createRng('chooser');
    let history = startHistory(createGame({ players: 2 }, rng), rng.save());
    const played: Action[] = [];
    while ((current(history).last?.dice.length ?? 0) === 0) {
      expect(current(history).status).not.toBe('finished');
      const action = randomBot.chooseAction(current(history), chooser);
      played.push(action);
      history = play(history, action);
    }
    const rolled = history.steps.at(-1)!.state;

    // Act
    const back = undo(undo(history));
    const forth = redo(back);
    const again = play(undo(history), played.at(-1)!);

    // Assert
    expect(current(back)).toBe(history.steps.at(-3)!.state);
    expect(current(forth)).toBe(history.steps.at(-2)!.state);
    expect(redo(history)).toEqual(history);
    expect(undo(startHistory(rolled, rng.save())).at).toBe(0);
    expect(again.steps).toHaveLength(history.steps.length);
    expect(stateHash(current(again))).toBe(stateHash(rolled));
    expect(current(again).last!.dice).toEqual(rolled.last!.dice);
    const list = moveList(history);
    expect(list).toHaveLength(played.length);
    expect(list[0]).toBe(`p${history.steps[1]!.state.last!.player}: ${formatEntry(played[0]!)}`);
    expect(list.at(-1)).toMatch(/ \[\d(,\d)*\]$/);
    expect(moveList(back)).toEqual(list.slice(0, -2));
  });
});
