// mctsBot of this tree against mctsBot of another at equal time: both built (`npm run build`),
// loaded from their dist/, each decision given the same time budget (`timeMs`), seats
// alternated from game to game, games of 2025-01 with 2 players on 1 planet and the CLI's
// 500-turn limit. Prints this tree's wins, losses and draws with the 95% Wilson interval of its
// win rate, its score (a draw half), each side's mean iterations per decision, and the games in
// which each side never reached orbit. For a change meant to make the search cheaper: at equal
// time it should win at least as often.
//
//   git worktree add --detach /tmp/before <ref> && cp -al node_modules /tmp/before/node_modules
//   (cd /tmp/before && npm run build) && npm run build
//   npx tsx bench/_internals/mcts-vs-before.ts /tmp/before [--games 60] [--ms 50] [--seed vs]
//
// `--iterations n` gives both bots n iterations a decision instead of a time budget: at equal
// iterations a search that is as strong per iteration scores about 50%. `--iterations new,old`
// gives each its own (this tree's first): the iterations each side searches in the same time on
// an idle machine (about 1800,320 at 20 ms) are reproducible and do not depend on the load, but
// they are not a match at equal time: both searches spend several times their mean in the
// opening, where the race for orbit is decided. So a screen at fixed iterations can read the
// opposite of the same change at equal time: a wider widening won 63% of 49 games at 4750,940
// where main won 45% of the same, and 42% of 157 at 50 ms where main won 56%
// (docs/notes/bots-core-strength.md). A match at equal time (issue 28's measure) is `--ms t` on
// a machine with nothing else running, at more than one t: 20 ms and 50 ms read very
// differently (docs/bots.md "Strength").
// `--shard i/n` plays only the games g with g % n = i (same games, same seeds), so that n
// processes can share a run; each prints its own total. Each game's line (stderr) tells the turn
// each side first had a Rover in orbit; the turns each side came down from orbit (`f`: forced,
// every legal action a descent, R13) and fired a Drill Cannon (`*`: the other side had a Rover
// in orbit then; `!`: the Fire broke the planet); and, for a draw, how it ended (a draw with both
// sides in orbit cannot be won: a player with a Rover in orbit stays in, R14).
// `--options <json>` and `--before-options <json>` add mctsBot options to this tree's bot and to
// the other's (the other tree may be `.` itself: `--options '{"exploration":0.5}'` against the
// defaults).
// `--from n` starts at game n (the same seeds as a longer run's game n): `--from 200 --games
// 400` plays games 200-599, new games after a run of 200.
// A _descent from a standoff_ is one that leaves a side with no Rover in orbit while the other
// side has one up (a side down may lose every piece on the planet when the cannon breaks it,
// R10, R14). Each is followed to its end: `broke` (the planet broke while the side was down),
// `up` (the side got a Rover back into orbit), `followed` (the other side came down too) or
// `end` (the game ended otherwise). The game's line gives each with its turn, `f` where forced,
// the other side's Drill Cannon then (none, cold, ready or aimed) and the moves the side's
// nearest Rover needs into its Space Port (`-` with no Port, 255 with no way); the summary
// counts the ends.
// `--turn-limit n` plays to another turn limit than the CLI's 500 (the same seeds: how the
// 500-turn draws end when played on). `--dump <dir>` writes each drawn game's final position
// there (`game-<n>.txt`, renderText, this tree's seat named): what stopped the conversion.
//
// The two bots share one process and alternate decisions, so both see the same machine load;
// on a loaded machine both search fewer iterations, not one of them.

import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { STEPS } from '../../src/bots/_internals/race.js';

type Engine = typeof import('../../src/index.js');

const args = process.argv.slice(2);
const flag = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args.splice(i, 2)[1]! : fallback;
};
const GAMES = Number(flag('games', '60'));
const MS = Number(flag('ms', '50'));
const SEED = flag('seed', 'vs');
const FROM = Number(flag('from', '0'));
const TURN_LIMIT = Number(flag('turn-limit', '500'));
const [ITERATIONS = 0, ITERATIONS_BEFORE = ITERATIONS] = flag('iterations', '0')
  .split(',')
  .map(Number);
const [SHARD = 0, SHARDS = 1] = flag('shard', '0/1').split('/').map(Number);
const OPTIONS = JSON.parse(flag('options', '{}')) as Record<string, unknown>;
const BEFORE_OPTIONS = JSON.parse(flag('before-options', '{}')) as Record<string, unknown>;
const DUMP = flag('dump', '');
if (DUMP) mkdirSync(DUMP, { recursive: true });
const [before = ''] = args.filter((a) => !a.startsWith('--'));
if (!before) throw new Error('usage: mcts-vs-before.ts <tree before, built> [--games n] [--ms t]');

const load = async (dir: string): Promise<Engine> =>
  import(pathToFileURL(resolve(dir, 'dist/index.js')).href);
const [after, old] = await Promise.all([load('.'), load(before)]);

let wins = 0;
let losses = 0;
let draws = 0;
const iterations = { after: 0, before: 0 };
const decisions = { after: 0, before: 0 };
// Games where a side never had a Rover in orbit: the race for orbit lost, or never run.
const neverUp = { after: 0, before: 0 };
const start = performance.now();
type State = ReturnType<Engine['createGame']>;

/** How many of the game's planets are destroyed. */
function destroyedPlanets(state: State): number {
  return state.planets.filter((p) => p.destroyed).length;
}

const SPACES = after.board.spaces.length;
const up = (state: State, seat: number) =>
  state.rovers.some((r) => r.owner === seat && r.location === 'orbit');

/** A side just down: the other side's cannon, and the moves its nearest Rover needs to its Port. */
function standoff(state: State, seat: number): string {
  const cannon = state.buildings.find((b) => b.owner !== seat && b.structure === 'drillCannon') as
    | { ready?: boolean; aim?: unknown }
    | undefined;
  const gun = !cannon ? 'none' : !cannon.ready ? 'cold' : cannon.aim != null ? 'aimed' : 'ready';
  const port = state.buildings.find((b) => b.owner === seat && b.structure === 'spacePort');
  const mine = state.rovers.filter((r) => r.owner === seat && r.location !== 'orbit');
  const way = port
    ? Math.min(
        255,
        ...mine.map((r) => STEPS[(r.location as { space: number }).space * SPACES + port.space]!),
      )
    : '-';
  return `${gun}, ${way}`;
}
const ends = {
  after: { broke: 0, up: 0, followed: 0, end: 0 },
  before: { broke: 0, up: 0, followed: 0, end: 0 },
};

/** How a drawn game ended, this tree's side first: Rovers on the planet and in orbit, Buildings. */
function ending(state: State, afterSeat: number): string {
  const side = (seat: number) => {
    const rovers = state.rovers.filter((r) => r.owner === seat);
    const orbit = rovers.filter((r) => r.location === 'orbit').length;
    const buildings = state.buildings
      .filter((b) => b.owner === seat)
      .map((b) => b.structure)
      .join('+');
    return `${rovers.length - orbit} on planet, ${orbit} in orbit, ${buildings || 'no Buildings'}`;
  };
  const destroyed = destroyedPlanets(state);
  const shots = state.planets.map((p) => p.cannonShots).join(',');
  return `this tree ${side(afterSeat)}; before ${side(1 - afterSeat)}; planets destroyed ${destroyed}, cannon shots ${shots}`;
}

let played = 0;
for (let g = FROM + SHARD; g < FROM + GAMES; g += SHARDS) {
  played++;
  // Seat 0 moves first: this tree takes it in even games.
  const afterSeat = g % 2;
  const bots = [0, 1].map((seat) => {
    const lib = seat === afterSeat ? after : old;
    const n = seat === afterSeat ? ITERATIONS : ITERATIONS_BEFORE;
    const budget = n > 0 ? { iterations: n } : { timeMs: MS };
    const options = seat === afterSeat ? OPTIONS : BEFORE_OPTIONS;
    return {
      bot: lib.mctsBot({ ...budget, ...options }),
      rng: lib.createRng(`${SEED}-bot-${g}-${seat}`),
    };
  });
  const dice = after.createRng(`${SEED}-dice-${g}`);
  // The turn each seat first had a Rover in orbit.
  const orbitTurn: (number | undefined)[] = [];
  // The turns each seat came down from orbit.
  const descents: (string | undefined)[] = [];
  // The turns each seat fired a Drill Cannon: `*` where the other seat had a Rover in orbit then,
  // `!` where the Fire broke the planet.
  const fires: (string | undefined)[] = [];
  // Descents from a standoff, each seat's, and the one still open.
  const standoffs: string[][] = [[], []];
  let open: { seat: number; text: string } | undefined;
  let state = after.createGame({ players: 2, turnLimit: TURN_LIMIT }, dice);
  while (state.status !== 'finished') {
    const seat = state.currentPlayer;
    const { bot, rng } = bots[seat]!;
    const action = bot.chooseAction(state, rng);
    const side = seat === afterSeat ? 'after' : 'before';
    iterations[side] += bot.lastSearch?.iterations ?? 0;
    decisions[side]++;
    if (action.type === 'descend') {
      // `f`: forced, every legal action was a descent (R13).
      const forced = after.legalActions(state).every((a) => a.type === 'descend') ? 'f' : '';
      descents[seat] = `${descents[seat] ?? ''} ${state.turn}${forced}`;
    }
    // A Fire: its turn, `*` if the other side is up, and the planets broken before it.
    let fired = '';
    let broken = 0;
    if (action.type === 'fire') {
      const otherUp = state.rovers.some((r) => r.owner !== seat && r.location === 'orbit');
      fired = ` ${state.turn}${otherUp ? '*' : ''}`;
      broken = destroyedPlanets(state);
    }
    const upBefore = up(state, seat);
    const turn = state.turn;
    state = after.applyAction(state, action, dice, { freeze: false });
    if (open !== undefined) {
      const end =
        destroyedPlanets(state) > broken && action.type === 'fire'
          ? 'broke'
          : up(state, open.seat)
            ? 'up'
            : !up(state, 1 - open.seat)
              ? 'followed'
              : state.status === 'finished'
                ? 'end'
                : '';
      if (end !== '') {
        standoffs[open.seat]!.push(`${open.text} ${end} ${state.turn}`);
        ends[open.seat === afterSeat ? 'after' : 'before'][end as 'broke']++;
        open = undefined;
      }
    }
    if (
      open === undefined &&
      action.type === 'descend' &&
      upBefore &&
      !up(state, seat) &&
      up(state, 1 - seat) &&
      state.players[1 - seat]!.inGame
    ) {
      const forced = descents[seat]!.endsWith('f') ? 'f' : '';
      open = { seat, text: `${turn}${forced} (${standoff(state, seat)})` };
    }
    if (fired !== '')
      fires[seat] = `${fires[seat] ?? ''}${fired}${destroyedPlanets(state) > broken ? '!' : ''}`;
    for (const r of state.rovers) {
      if (r.location !== 'orbit' || orbitTurn[r.owner] !== undefined) continue;
      orbitTurn[r.owner] = state.turn;
    }
  }
  if (orbitTurn[afterSeat] === undefined) neverUp.after++;
  if (orbitTurn[1 - afterSeat] === undefined) neverUp.before++;
  if (state.winners.length !== 1) draws++;
  else if (state.winners[0] === afterSeat) wins++;
  else losses++;
  const result =
    state.winners.length !== 1 ? 'draw' : state.winners[0] === afterSeat ? 'win' : 'loss';
  if (DUMP && result === 'draw') {
    const names = afterSeat === 0 ? ['this tree', 'before'] : ['before', 'this tree'];
    writeFileSync(join(DUMP, `game-${g + 1}.txt`), after.renderText(state, { names }));
  }
  console.error(
    `game ${g + 1}/${FROM + GAMES}: ${result} at turn ${state.turn}, ${wins}-${losses}-${draws}; first in orbit: this tree ${orbitTurn[afterSeat] ?? '-'}, before ${orbitTurn[1 - afterSeat] ?? '-'}; descents: this tree${descents[afterSeat] ?? ' -'}, before${descents[1 - afterSeat] ?? ' -'}; fires: this tree${fires[afterSeat] ?? ' -'}, before${fires[1 - afterSeat] ?? ' -'}; from a standoff: this tree ${standoffs[afterSeat]!.join(', ') || '-'}, before ${standoffs[1 - afterSeat]!.join(', ') || '-'}${result === 'draw' ? `; ${ending(state, afterSeat)}` : ''}`,
  );
}

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
const [lo, hi] = after.wilsonInterval(wins, played);
const budget =
  ITERATIONS > 0 ? `${ITERATIONS},${ITERATIONS_BEFORE} iterations (this tree, before)` : `${MS} ms`;
const shard = SHARDS > 1 ? `, shard ${SHARD}/${SHARDS}` : '';
console.log(
  `this tree against ${before}, ${played} of ${GAMES} games from game ${FROM + 1}${shard}, ${budget} a decision, seed ${SEED}, turn limit ${TURN_LIMIT}`,
);
console.log(
  `options: this tree ${JSON.stringify(OPTIONS)}, ${before} ${JSON.stringify(BEFORE_OPTIONS)}`,
);
console.log(
  `wins-losses-draws ${wins}-${losses}-${draws}: win rate ${pct(wins / played)} (95% CI ${pct(lo)}–${pct(hi)})`,
);
console.log(`score ${pct((wins + draws / 2) / played)} (a draw half)`);
console.log(
  `mean iterations a decision: this tree ${Math.round(iterations.after / decisions.after)}, before ${Math.round(iterations.before / decisions.before)}`,
);
console.log(`never in orbit: this tree in ${neverUp.after} games, before in ${neverUp.before}`);
const endsText = (e: typeof ends.after) =>
  `${e.broke + e.up + e.followed + e.end} (broke ${e.broke}, up ${e.up}, followed ${e.followed}, end ${e.end})`;
console.log(
  `descents from a standoff: this tree ${endsText(ends.after)}, before ${endsText(ends.before)}`,
);
console.log(`${((performance.now() - start) / 60_000).toFixed(1)} minutes`);
