import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { run as botMatch } from '../../examples/bot-match.js';
import { main } from '../../src/cli/cli.js';
import { PLAY_TURN_LIMIT } from '../../src/cli/play.js';
import { Engine } from '../../src/engine/index.js';
import {
  applyAction,
  createGame,
  createRng,
  DEFAULT_TURN_LIMIT,
  greedyBot,
  randomBot,
  replay,
  stateHash,
} from '../../src/index.js';
import { memoryIo } from '../cli/_helpers/io.js';

// Issue 29, item 5: one default turn limit everywhere, so that the same seed plays the same game,
// to the same final hash, from the API, `globetrotter play`, examples/bot-match.ts and the demo.

const ROOT = new URL('../../', import.meta.url).pathname;
const temps: string[] = [];
afterEach(() => {
  for (const dir of temps.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** The game of `globetrotter play --seed <seed>` written with the API, with every default. */
function apiGame(seed: number) {
  const dice = createRng(seed);
  const choices = createRng(`${seed}/bots`);
  const bots = [greedyBot, randomBot];
  let state = createGame({ players: 2 }, dice);
  while (state.status !== 'finished') {
    state = applyAction(state, bots[state.currentPlayer]!.chooseAction(state, choices), dice);
  }
  return state;
}

describe('R26: one default turn limit', () => {
  it('createGame, play, the Python package: the same default', () => {
    expect(createGame({ players: 2 }, createRng(1)).options.turnLimit).toBe(DEFAULT_TURN_LIMIT);
    expect(createGame({ players: 2, turnLimit: null }, createRng(1)).options.turnLimit).toBeNull();
    expect(PLAY_TURN_LIMIT).toBe(DEFAULT_TURN_LIMIT);
    for (const file of ['game.py', 'aec.py', 'batch.py']) {
      const source = readFileSync(join(ROOT, 'python/globetrotter', file), 'utf8');
      expect(source, file).toContain(`turn_limit: int | None = ${DEFAULT_TURN_LIMIT},`);
    }
  });

  it.each([7, 12])('seed %i: the API, play and bot-match end with the same hash', (seed) => {
    const api = apiGame(seed);
    expect(api.options.turnLimit).toBe(DEFAULT_TURN_LIMIT);

    const io = memoryIo();
    expect(main(['play', '--seed', String(seed), '--out', 'game.json'], io)).toBe(0);
    const played = replay(io.files.get('game.json')!);
    expect(played.ok).toBe(true);

    const dir = mkdtempSync(join(tmpdir(), 'globetrotter-limit-'));
    temps.push(dir);
    const match = botMatch({ outDir: dir, seed, log: () => undefined });

    expect(stateHash(played.state!)).toBe(stateHash(api));
    expect(stateHash(match.final)).toBe(stateHash(api));
    expect(io.text().out).toContain(`turn limit ${DEFAULT_TURN_LIMIT}`);
  });

  it("Python's way (the engine's load and new) reproduces a play game, with the same default", () => {
    const io = memoryIo();
    main(['play', '--seed', '7', '--out', 'game.json'], io);
    const record = JSON.parse(io.files.get('game.json')!);
    const engine = new Engine();
    const ask = (req: object) => JSON.parse(engine.handle(JSON.stringify(req))[0] as string);
    // Game(2).load(record): the record's game, replayed with its dice.
    const loaded = ask({ cmd: 'load', record, observe: false });
    expect(loaded.ok).toBe(true);
    const hash = ask({ cmd: 'state', game: loaded.game, hash: true, observe: false }).hash;
    expect(hash).toBe(stateHash(apiGame(7)));
    // Game(2) sends the Python default, turnLimit 500: createGame's game. A request naming no
    // limit (Game(2, turn_limit=None): the client leaves None out) plays without one.
    const created = ask({ cmd: 'new', players: 2, seed: 7, turnLimit: 500, observe: false });
    const hashOfNew = ask({ cmd: 'state', game: created.game, hash: true, observe: false }).hash;
    expect(hashOfNew).toBe(stateHash(createGame({ players: 2 }, createRng(7))));
    const none = ask({ cmd: 'new', players: 2, seed: 7, observe: false });
    expect(none.options.turnLimit).toBeNull();
  });

  it('the demo plays the same game for a seed, and says its limit', { timeout: 60_000 }, () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'examples/demo.ts', '7'], {
      cwd: ROOT,
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).toBe(0);
    expect(result.stdout).toContain(`turn limit ${DEFAULT_TURN_LIMIT}`);
    expect(result.stdout).toContain(`State hash ${stateHash(apiGame(7))};`);
  });

  it('a record without a turn limit still has none (records keep their meaning)', () => {
    const io = memoryIo();
    main(['play', '--seed', '3', '--turn-limit', 'none', '--out', 'game.json'], io);
    const record = JSON.parse(io.files.get('game.json')!);
    expect(record.options.turnLimit).toBeNull();
    const { turnLimit: _, ...options } = record.options;
    const result = replay({ ...record, options });
    expect(result.ok).toBe(true);
    expect(result.state?.options.turnLimit).toBeNull();
  });
});
