// What `npm run demo` runs: a seeded game between two bots on the default board (two players,
// one planet, the default turn limit), printed action by action, then the final position. Pass a
// seed to see another game: `npm run demo -- 42`; `npm run demo -- --help` says so. In your own
// code, import from 'globetrotter' instead.
import {
  applyAction,
  type Bot,
  createGame,
  createRecorder,
  createRng,
  eventText,
  formatEntry,
  greedyBot,
  randomBot,
  renderText,
  stateHash,
} from '../src/index.js';

const USAGE = `Usage: npm run demo -- [seed]

Plays a seeded game, greedy bot (player 0) against random bot (player 1), on one planet with the
default turn limit (createGame's, DEFAULT_TURN_LIMIT), printing every action with its dice, then
the final position and its hash. The same seed plays the same game, as
\`globetrotter play --seed <seed>\` does. Default seed: demo.
`;

const [arg, ...extra] = process.argv.slice(2);
if (arg === '--help' || arg === '-h') {
  process.stdout.write(USAGE);
  process.exit(0);
}
// A seed may be any text, but not an option: `--seed 7` would otherwise play with seed "--seed".
if (arg?.startsWith('-') || extra.length > 0) {
  process.stderr.write(
    `demo: unexpected argument "${arg?.startsWith('-') ? arg : extra[0]}"\n\n${USAGE}`,
  );
  process.exit(2);
}
// An integer seed is the number, as `globetrotter play --seed 7` reads it.
const seed =
  arg === undefined
    ? 'demo'
    : Number.isSafeInteger(Number(arg)) && String(Number(arg)) === arg
      ? Number(arg)
      : arg;
const bots: readonly Bot[] = [greedyBot, randomBot];
const names = bots.map((b) => b.name);
const rng = createRng(seed);
const chooser = createRng(`${seed}/bots`);

// What the actions that move no piece mean, told under the first line that plays each.
const NOTES: Partial<Record<string, string>> = {
  save: 'save: store an action point in the Treasury instead of acting; ends the turn (rule R11)',
  endTurn: 'endTurn: end a Treasury turn early, keeping the points left (rule R22)',
};
const told = new Set<string>();

let state = createGame({ players: bots.length }, rng);
const recorder = createRecorder(state, { seed, players: names });

console.log(
  `Globetrotter, seed "${seed}": ${names.map((n, p) => `${n} (player ${p})`).join(' vs ')}, ` +
    `turn limit ${state.options.turnLimit ?? 'none'}`,
);
const rounds = state.rollOff.map((round) =>
  round
    .map((d, p) => (d === null ? '' : `p${p} rolls ${d}`))
    .filter(Boolean)
    .join(', '),
);
console.log(`Roll-off: ${rounds.join('; then ')}. Player ${state.firstPlayer} goes first.\n`);

while (state.status !== 'finished') {
  const player = state.currentPlayer;
  const action = bots[player]!.chooseAction(state, chooser);
  state = applyAction(state, action, rng);
  recorder.push(state);
  const last = state.last!;
  const entry = formatEntry(
    last.action,
    last.dice.map((d) => d.value),
  );
  const events = last.events.map((e) => eventText(e, state.options.planets));
  const happened = events.length > 0 ? `  -> ${events.join('; ')}` : '';
  console.log(
    `${String(recorder.length).padStart(4)}  p${player} ${names[player]!.padEnd(7)} ${entry}${happened}`,
  );
  const note = NOTES[action.type];
  if (note !== undefined && !told.has(action.type)) {
    told.add(action.type);
    console.log(`${' '.repeat(6)}^ ${note}`);
  }
}

const position = renderText(state, { names }).trimEnd();
console.log(`\n${position}`);
// The marks of the summary above.
const legend = [
  '[first] won the roll-off and moved first (rule R15)',
  ...(position.includes(': out') ? ['out: eliminated, no longer in the game (rule R25)'] : []),
];
console.log(`Legend: ${legend.join('; ')}\n`);
const winner = state.winners[0];
const result = winner === undefined ? 'No winner' : `Player ${winner} (${names[winner]}) wins`;
console.log(`${result} after ${state.turn} turns and ${recorder.length} actions.`);
console.log(`State hash ${stateHash(state)}; the same seed replays to the same hash.`);
