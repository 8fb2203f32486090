import { printable, renderSvg, replay } from '../index.js';
import { isFileProblem } from '../record/types.js';
import { parseCommand } from './args.js';
import { count, details, named, oneFile, readRecord, verdict } from './commands.js';
import { CliError, type CliIo } from './io.js';

// `globetrotter render`: replays a record like `replay` and draws the position as SVG
// (src/render/svg.ts) instead of text.

export const RENDER_HELP = `Usage: globetrotter render <record.json> [--to N] [--planet P] [--out FILE]

Replays a game record and draws the position after its first N actions (all by default) as an
SVG picture: both hemispheres of one planet, the pieces, a panel with the players and the Rovers
in orbit, the status and the last action with its dice.

  globetrotter render game.json > position.svg
  globetrotter render game.json --to 40 --planet 1 --out turn-40.svg
  globetrotter render game.json --planet all --out position.svg
      writes position-planet-0.svg, position-planet-1.svg, ... (one file per planet)

Exit codes: 0 drawn; 1 the record goes wrong before N (an illegal action or wrong dice; with
every action replayed, also a wrong result or final hash): the position reached is still drawn
(nothing when the roll-off fails) and the error goes to standard error, as with validate;
2 a malformed file or bad arguments.

Options:
  --to N        stop after N actions (0 = the position after the roll-off)
  --planet P    the planet to draw, from 0 (default 0); "all" draws each planet to its own
                file and needs --out
  --out FILE    write the SVG to FILE instead of standard output
  -h, --help    show this help
`;

/**
 * The file of one planet's picture under `--planet all`: `-planet-<p>` goes before the `.svg`
 * extension (`position.svg` → `position-planet-0.svg`), or at the end, with `.svg`, of a name
 * without it.
 */
export function planetFile(out: string, planet: number): string {
  const stem = /\.svg$/i.test(out) ? out.slice(0, -'.svg'.length) : out;
  return `${stem}-planet-${planet}.svg`;
}

export function renderCommand(io: CliIo, args: readonly string[]): number {
  const { values, positionals } = parseCommand('render', args, {
    help: { type: 'boolean', short: 'h' },
    to: { type: 'string' },
    planet: { type: 'string' },
    out: { type: 'string' },
  });
  if (values.help) {
    io.out(RENDER_HELP);
    return 0;
  }
  const path = oneFile('render', positionals);
  const all = values.planet === 'all';
  if (all && values.out === undefined) {
    throw new CliError(
      'render: --planet all writes one file per planet and needs --out FILE\n' +
        "Run 'globetrotter render --help' for usage.",
      2,
    );
  }
  const record = readRecord(io, path);
  const total = record.actions.length;
  const to = values.to === undefined ? total : count('render', 'to', values.to, 0, total);
  const planets = record.options.planets ?? 1;
  const planet =
    values.planet === undefined || all
      ? 0
      : count('render', 'planet', values.planet, 0, planets - 1);

  const result = replay(record, { to });
  if (!result.ok && isFileProblem(result.error.code)) {
    throw new CliError(`${named(path)} is not a valid record\n${details(result.error)}`, 2);
  }
  // As `replay`: the position after the valid prefix is drawn even when the record goes wrong
  // before N; `state` is null only when no game could start (the roll-off dice).
  const state = result.state;
  if (state !== null) {
    const done = !result.ok && result.error.index !== null ? result.error.index : to;
    const names = record.players ? { names: record.players } : {};
    const draw = (p: number) => renderSvg(state, { ...names, planet: p });
    if (values.out === undefined) {
      io.out(draw(planet));
    } else {
      const targets = all
        ? state.planets.map((_, p) => [p, planetFile(values.out!, p)] as const)
        : [[planet, values.out] as const];
      for (const [p, file] of targets) {
        io.writeText(file, draw(p));
        io.out(`wrote ${printable(file)}: planet ${p} after ${done} of ${total} actions\n`);
      }
    }
  }
  if (!result.ok) {
    io.err(verdict(path, result.error));
    return 1;
  }
  return 0;
}
