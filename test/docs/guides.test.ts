import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { main } from '../../src/cli/cli.js';
import {
  applyAction,
  createGame,
  createRng,
  type GameState,
  legalActions,
  randomBot,
  replay,
  stateHash,
  validateAction,
} from '../../src/index.js';
import { memoryIo } from '../cli/_helpers/io.js';
import { fixture, fixturePath } from '../record/_helpers/fixtures.js';

// The guides' code samples, kept honest. Each ```ts block of docs/guide-<name>.md is mirrored,
// in order, by a file of test/docs/guide-<name>/ (which tsc type-checks with the rest of the
// tests); this test checks that every block still appears in its file, then runs the files.
// Blocks and files are compared token by token: imports as sets of names per module (so the
// files may import earlier snippets, and Biome may sort them), the rest with whitespace and
// trailing commas ignored (Biome formats the files with longer import paths than the guides').

const ROOT = new URL('../../', import.meta.url);

/** The package names of the guides, as the mirrored files spell them. */
const PACKAGE_PATHS: Readonly<Record<string, string>> = {
  '../../../src/index.js': 'globetrotter',
  '../../../src/sim/index.js': 'globetrotter/sim',
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

describe.each(['README', 'guide-bots', 'guide-records'])('the code of %s', (guide) => {
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
});

/** Runs a mirrored snippet (importing it runs it) with its console output captured. */
let log: MockInstance<typeof console.log>;
beforeEach(() => {
  log = vi.spyOn(console, 'log').mockImplementation(() => {});
});
afterEach(() => {
  log.mockRestore();
});

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
    const { state } = await import('./guide-bots/01-loop.js');
    expect(state.status).toBe('finished');
    expect(log).toHaveBeenCalledWith(state.winners);
  });

  it('the trigger-happy bot shoots whenever it can', async () => {
    const { triggerHappyBot } = await import('./guide-bots/02-bot.js');
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
    const { state, record } = await import('./guide-bots/03-match.js');
    expect(state.status).toBe('finished');
    const replayed = replay(record);
    expect(replayed.ok).toBe(true);
    expect(stateHash(replayed.state!)).toBe(stateHash(state));
    expect(log.mock.calls[0]![0]).toMatch(/^winners (\d|none) after \d+ turns$/);
  });

  it('rolls out on unfrozen states and scores material', async () => {
    const { rollout, material } = await import('./guide-bots/04-lookahead.js');
    const start = midgame(3, 10);
    const end = rollout(start, 12, createRng('look-ahead'));
    expect(Object.isFrozen(end)).toBe(false);
    expect(validateAction(end, legalActions(end)[0]!)).toEqual({ ok: true });
    const rovers = (s: GameState, p: number) => s.rovers.filter((r) => r.owner === p).length;
    expect(rovers(start, 0)).toBeGreaterThan(0);
    expect(material(start, 0)).toBe(-material(start, 1));
  });

  it('the expectimax bot plays legal actions', async () => {
    const { expectimaxBot } = await import('./guide-bots/05-chance.js');
    const rng = createRng(2);
    let state = midgame(5, 6);
    for (let i = 0; i < 10 && state.status !== 'finished'; i++) {
      const action = expectimaxBot.chooseAction(state, rng);
      expect(validateAction(state, action)).toEqual({ ok: true });
      state = applyAction(state, action, rng);
    }
  });

  it('picks masked action ids; the sizes in its comment are right', async () => {
    const { state } = await import('./guide-bots/06-ids.js');
    expect(state.last).not.toBeNull();
    expect(log).toHaveBeenCalledWith(6298, 1405);
  });

  it('runs a tournament with simulate', async () => {
    const { result } = await import('./guide-bots/07-simulate.js');
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
      const { result } = await import('./guide-bots/08-module-bot.js');
      expect(result.bots.map((b) => b.bot)).toEqual(['./bots/pick.mjs', 'greedy']);
      expect(result.games).toHaveLength(4);
      expect(log).toHaveBeenCalledTimes(1);
    },
    60_000,
  );

  it('counts the wins of its own bot with a confidence interval', async () => {
    const { wins, low, high } = await import('./guide-bots/09-own-tournament.js');
    expect(wins).toBeGreaterThanOrEqual(0);
    expect(wins).toBeLessThanOrEqual(6);
    expect(low).toBeLessThanOrEqual(wins / 6);
    expect(high).toBeGreaterThanOrEqual(wins / 6);
  });
});

describe('docs/guide-records.md, run', () => {
  it('checks record files and says where they go wrong', async () => {
    const { checkRecordFile } = await import('./guide-records/01-check-file.js');
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
    const { result } = await import('./guide-records/02-build-record.js');
    expect(result.ok).toBe(false);
    expect(log).toHaveBeenCalledWith(4, 'DICE_MISSING');
  });

  it('hashes every step of a replay', async () => {
    const { hashesOf } = await import('./guide-records/03-hashes.js');
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
});

describe('README.md, run', () => {
  it('plays a seeded game between the bots to the end, then reads an illegal action', async () => {
    // Act
    const { state } = await import('./README/02-play.js');

    // Assert
    expect(state.status).toBe('finished');
    expect(log).toHaveBeenCalledWith('GAME_OVER', 'R14', 'the game is over');
  });
});
