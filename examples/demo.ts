// What `npm run demo` runs: a seeded game between two bots on the default board (two players,
// one planet), printed action by action, then the final position. Pass a seed to see another
// game: `npm run demo -- 42`. In your own code, import from 'globetrotter' instead.
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

const seed = process.argv[2] ?? 'demo';
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

let state = createGame({ players: bots.length, turnLimit: 300 }, rng);
const recorder = createRecorder(state, { seed, players: names });

console.log(
  `Globetrotter, seed "${seed}": ${names.map((n, p) => `${n} (player ${p})`).join(' vs ')}`,
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
