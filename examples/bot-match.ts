// Two bots play a seeded game: the greedy bot against the random bot. Prints the result and the
// final position as text, and writes the game's record and a picture of the final position. The
// same seed plays the same game as `globetrotter play --seed <seed>` (same bots, same seeds, the
// same default turn limit), to the same final hash.
//
//   npx tsx examples/bot-match.ts                      # writes ./bot-match-output/
//   npx tsx examples/bot-match.ts my-folder --seed 7   # another folder, another game
//
// In your own code, import from 'globetrotter' instead of '../src/index.js'.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import {
  applyAction,
  type Bot,
  createGame,
  createRng,
  DEFAULT_TURN_LIMIT,
  type GameState,
  greedyBot,
  randomBot,
  renderSvg,
  renderText,
  stateHash,
  stringifyRecord,
  toRecord,
} from '../src/index.js';

export interface MatchOptions {
  /** The folder to write `game.json` and `final.svg` to; made if missing. */
  readonly outDir: string;
  /** The seed of the dice; the bots' choices use `<seed>/bots`. */
  readonly seed: string | number;
  /**
   * End the game with no winner after this many turns (ruling R26); default
   * `DEFAULT_TURN_LIMIT`, as `createGame` and `globetrotter play`, so the same seed plays the
   * same game as `globetrotter play --seed <seed>`.
   */
  readonly turnLimit?: number;
  /** Where the report goes (default `console.log`). */
  readonly log?: (line: string) => void;
}

export interface MatchResult {
  readonly final: GameState;
  readonly actions: number;
  readonly recordFile: string;
  readonly svgFile: string;
}

/** The bots by seat, with the names written into the record. */
const BOTS: readonly Bot[] = [greedyBot, randomBot];
const NAMES = BOTS.map((bot) => bot.name);

export function run(options: MatchOptions): MatchResult {
  const log = options.log ?? console.log;
  // Two generators: the dice, which the record keeps, and the bots' choices (randomBot picks
  // with dice rolls, greedyBot breaks ties with them). Same seed, same game.
  const dice = createRng(options.seed);
  const choices = createRng(`${options.seed}/bots`);

  const turnLimit = options.turnLimit ?? DEFAULT_TURN_LIMIT;
  const initial = createGame({ players: 2, turnLimit }, dice);
  const states: GameState[] = [];
  let state = initial;
  while (state.status !== 'finished') {
    const bot = BOTS[state.currentPlayer]!;
    state = applyAction(state, bot.chooseAction(state, choices), dice);
    states.push(state);
  }

  const winner =
    state.winners.length === 0
      ? 'nobody (the turn limit)'
      : state.winners.map((p) => `player ${p} (${NAMES[p]})`).join(', ');
  log(`${NAMES.join(' vs ')}, seed ${options.seed}, turn limit ${turnLimit}`);
  log(`winner:  ${winner}`);
  log(`turns:   ${state.turn}`);
  log(`actions: ${states.length}`);
  log(`hash:    ${stateHash(state)}`);
  log('');
  log(renderText(state, { names: NAMES }));

  mkdirSync(options.outDir, { recursive: true });
  const record = toRecord(initial, states, {
    seed: options.seed,
    players: NAMES,
    meta: { bots: NAMES.join(','), program: 'examples/bot-match.ts' },
  });
  const recordFile = join(options.outDir, 'game.json');
  const svgFile = join(options.outDir, 'final.svg');
  writeFileSync(recordFile, stringifyRecord(record));
  writeFileSync(svgFile, renderSvg(state, { names: NAMES }));
  log(`wrote ${recordFile} (check it: npx tsx src/cli/main.ts validate ${recordFile})`);
  log(`wrote ${svgFile}`);
  return { final: state, actions: states.length, recordFile, svgFile };
}

function main(argv: readonly string[]): void {
  const { values, positionals } = parseArgs({
    args: [...argv],
    options: { seed: { type: 'string' }, 'turn-limit': { type: 'string' } },
    allowPositionals: true,
  });
  const turnLimit = Number(values['turn-limit'] ?? DEFAULT_TURN_LIMIT);
  if (!Number.isInteger(turnLimit) || turnLimit < 1 || positionals.length > 1) {
    console.error('usage: npx tsx examples/bot-match.ts [folder] [--seed S] [--turn-limit N]');
    process.exitCode = 2;
    return;
  }
  // An integer seed is the number, as `globetrotter play --seed 7` reads (and records) it.
  const text = values.seed ?? '1';
  const seed =
    Number.isSafeInteger(Number(text)) && String(Number(text)) === text ? Number(text) : text;
  run({ outDir: positionals[0] ?? 'bot-match-output', seed, turnLimit });
}

// Run only when executed (`npx tsx examples/bot-match.ts`), not when imported by the tests.
if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2));
}
