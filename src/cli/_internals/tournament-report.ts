import type { BotStats, GameResult, SimulationResult } from '../../sim/types.js';

// The report `globetrotter tournament` prints at the end: a table of win rates with 95% Wilson
// intervals per matchup (and overall), and the mean game length.

function percent(x: number): string {
  return `${(x * 100).toFixed(1)}%`;
}

/** A markdown table, columns padded; `right` tells which columns are numbers. */
function table(header: readonly string[], rows: readonly string[][], right: readonly boolean[]) {
  const widths = header.map((h, c) => Math.max(h.length, ...rows.map((r) => r[c]!.length), 3));
  const line = (cells: readonly string[]) =>
    `| ${cells.map((cell, c) => (right[c] ? cell.padStart(widths[c]!) : cell.padEnd(widths[c]!))).join(' | ')} |`;
  const rule = `| ${widths.map((w, c) => (right[c] ? `${'-'.repeat(w - 1)}:` : '-'.repeat(w))).join(' | ')} |`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}

/**
 * The name of each entry of `--bots` in the tables: its bot's name, with `#1`, `#2`, ... after it
 * where the same bot is entered more than once (a mirror match).
 */
export function entryLabels(bots: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return bots.map((bot) => {
    const n = (seen.get(bot) ?? 0) + 1;
    seen.set(bot, n);
    return bots.indexOf(bot) === bots.lastIndexOf(bot) ? bot : `${bot}#${n}`;
  });
}

function botTable(stats: readonly BotStats[], labels: readonly string[]): string {
  return table(
    ['bot', 'games', 'wins', 'draws', 'losses', 'win rate', '95% CI'],
    stats.map((s, i) => [
      labels[i]!,
      String(s.games),
      String(s.wins),
      String(s.draws),
      String(s.losses),
      percent(s.winRate),
      `${percent(s.winRate95[0])} – ${percent(s.winRate95[1])}`,
    ]),
    [false, true, true, true, true, true, false],
  );
}

function lengths(games: readonly GameResult[], meanActions: number, meanTurns: number): string {
  const limited = games.filter((g) => g.turnLimitReached).length;
  return (
    `Mean game length: ${meanActions.toFixed(1)} actions, ${meanTurns.toFixed(1)} turns; ` +
    `${limited} of ${games.length} games reached the turn limit.`
  );
}

/** The report printed at the end: settings, then a table per matchup (and overall). */
export function report(result: SimulationResult, settings: string): string {
  const { games, matchups } = result;
  const labels = entryLabels(result.bots.map((s) => s.bot));
  const seconds = result.elapsedMs / 1000;
  const where = result.workers === 0 ? 'in process' : `on ${result.workers} workers`;
  const parts = [
    settings,
    `${games.length} games in ${seconds.toFixed(1)} s ${where} ` +
      `(${(games.length / Math.max(seconds, 1e-3)).toFixed(2)} games/s)`,
  ];
  matchups.forEach((m, i) => {
    const mine = games.filter((g) => g.matchup === i);
    const seated = m.entries.map((e) => labels[e]!);
    const title = matchups.length > 1 ? `## ${seated.join(' vs ')} (${m.games} games)\n\n` : '';
    parts.push(
      `${title}${botTable(m.stats, seated)}\n\n${lengths(mine, m.meanActions, m.meanTurns)}`,
    );
  });
  if (matchups.length > 1) {
    parts.push(
      `## All games\n\n${botTable(result.bots, labels)}\n\n${lengths(games, result.meanActions, result.meanTurns)}`,
    );
  }
  return `${parts.join('\n\n')}\n`;
}
