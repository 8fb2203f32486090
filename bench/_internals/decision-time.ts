import {
  applyAction,
  type Bot,
  createGame,
  createRng,
  greedyBot,
  mctsBot,
  type RulesetName,
} from '../../src/index.js';

// The time of one bot decision as a user calls it (`bot.chooseAction(state, rng)`), per ruleset:
// greedyBot and mctsBot (default options: 1,000 iterations, tree reuse) deciding in games of one
// against the other, 2 players, the ruleset's planets, each first in half the games, cut at turn
// `TURN_LIMIT`. CPU time of this process (`process.cpuUsage`), not wall time, so that a loaded
// machine slows the figures less (it still does: caches and memory are shared).
//
//   npx tsx bench/_internals/decision-time.ts [games per ruleset, default 4]

const RULESETS: readonly RulesetName[] = ['2025-01', '2024-12', '2026-06'];
const TURN_LIMIT = 60;
const games = Number(process.argv[2] ?? 4);

function quartiles(ms: readonly number[]): string {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (q: number): string => sorted[Math.floor(q * (sorted.length - 1))]!.toFixed(1);
  return `median ${at(0.5)} ms (quartiles ${at(0.25)}–${at(0.75)}, ${sorted.length} decisions)`;
}

for (const ruleset of RULESETS) {
  const times: Record<'greedy' | 'mcts', number[]> = { greedy: [], mcts: [] };
  for (let game = 0; game < games; game++) {
    const dice = createRng(`decision-time-${ruleset}-${game}`);
    const botDice = createRng(`decision-time-${ruleset}-${game}/bots`);
    const seats: Bot[] = [mctsBot({ seed: game }), greedyBot];
    if (game % 2 === 1) seats.reverse();
    let state = createGame({ players: 2, turnLimit: TURN_LIMIT, ruleset }, dice);
    while (state.status !== 'finished') {
      const bot = seats[state.currentPlayer]!;
      const start = process.cpuUsage();
      const action = bot.chooseAction(state, botDice);
      const spent = process.cpuUsage(start);
      times[bot === greedyBot ? 'greedy' : 'mcts'].push((spent.user + spent.system) / 1000);
      state = applyAction(state, action, dice, { freeze: false });
    }
  }
  console.log(`${ruleset}: greedyBot ${quartiles(times.greedy)}`);
  console.log(`${ruleset}: mctsBot ${quartiles(times.mcts)}`);
}
