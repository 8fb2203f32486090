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
}

console.log(`\n${renderText(state, { names }).trimEnd()}\n`);
const winner = state.winners[0];
const result = winner === undefined ? 'No winner' : `Player ${winner} (${names[winner]}) wins`;
console.log(`${result} after ${state.turn} turns and ${recorder.length} actions.`);
console.log(`State hash ${stateHash(state)}; the same seed replays to the same hash.`);
