import { type GameState, printable, renderSvg, replay, validateState } from '../index.js';
import { isFileProblem } from '../record/types.js';
import { count, parseCommand, positionArgument } from './args.js';
import { CliError, type CliIo } from './io.js';
import { details, named, oneFile, readRecord, verdict } from './record-file.js';

// `globetrotter render`: replays a record like `replay` and draws the position as SVG
// (src/render/svg.ts) instead of text.

export const RENDER_HELP = `Usage: globetrotter render <record.json> [--to N] [--planet P] [--out FILE]
       globetrotter render --state <state.json> [--planet P] [--out FILE]
       globetrotter render --at '<position>' [--planet P] [--out FILE]

Replays a game record and draws the position after its first N actions (all by default) as an
SVG picture: both hemispheres of one planet, the pieces, a panel with the players and the Rovers
in orbit, the status and the last action with its dice.

  globetrotter render game.json > position.svg
  globetrotter render game.json --to 40 --planet 1 --out turn-40.svg
  globetrotter render game.json --planet all --out position.svg
      writes position-planet-0.svg, position-planet-1.svg, ... (one file per planet)
  globetrotter render --state saved.json > position.svg
      draws a saved GameState (as 'replay --json' prints it or a frontend saves it)
  globetrotter render --at "$(globetrotter replay game.json --to 40 --position)"
      draws a position string (docs/notation.md), as 'replay --position' prints it

Exit codes: 0 drawn; 1 the record goes wrong before N (an illegal action or wrong dice; with
every action replayed, also a wrong result or final hash): the position reached is still drawn
(nothing when the roll-off fails) and the error goes to standard error, as with validate;
2 a malformed file or bad arguments (with --state: a file that is not a valid game state, the
first broken invariant named; with --at: a text that is not a valid position string).

Options:
  --state       the file is a saved game state, drawn as it is, not a record
  --at TEXT     draw this position string instead of a record (no file, no --to)
  --to N        stop after N actions (0 = the position after the roll-off)
  --planet P    the planet to draw, from 0 (default 0); "all" draws each planet to its own
                file and needs --out
  --out FILE    write the SVG to FILE instead of standard output
  -h, --help    show this help
`;

/** The largest saved state read, in bytes: a state is a few kilobytes, a record can be larger. */
const MAX_STATE_BYTES = 16 * 1024 * 1024;

/** Reads a saved `GameState` and checks it with `validateState`; a bad one is exit 2. */
export function readState(io: CliIo, path: string): GameState {
  const text = io.readText(path, MAX_STATE_BYTES);
  let value: unknown;
  try {
    value = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch (e) {
    throw new CliError(
      `${named(path)} is not JSON: ${e instanceof Error ? e.message : String(e)}`,
      2,
    );
  }
  const check = validateState(value);
  if (!check.ok) {
    const { path: where, rule, message } = check.error;
    throw new CliError(
      `${named(path)} is not a valid game state\n  path:    ${where}\n  rule:    ${rule}\n  message: ${message}`,
      2,
    );
  }
  return value as GameState;
}

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
    state: { type: 'boolean' },
    at: { type: 'string' },
    to: { type: 'string' },
    planet: { type: 'string' },
    out: { type: 'string' },
  });
  if (values.help) {
    io.out(RENDER_HELP);
    return 0;
  }
  const all = values.planet === 'all';
  if (all && values.out === undefined) {
    throw new CliError(
      'render: --planet all writes one file per planet and needs --out FILE\n' +
        "Run 'globetrotter render --help' for usage.",
      2,
    );
  }
  if (values.at !== undefined) {
    if (values.state) throw new CliError('render: give --at or --state, not both', 2);
    const state = positionArgument('render', values.at, positionals, values.to);
    const planet = chosenPlanet(values.planet, all, state.options.planets);
    draw(io, state, {}, all, planet, values.out, 'as given');
    return 0;
  }
  const path = oneFile('render', positionals);
  if (values.state) {
    if (values.to !== undefined) {
      throw new CliError(
        'render: --to replays a record; a saved state (--state) is drawn as it is',
        2,
      );
    }
    const state = readState(io, path);
    const planet = chosenPlanet(values.planet, all, state.options.planets);
    draw(io, state, {}, all, planet, values.out, 'as saved');
    return 0;
  }
  const record = readRecord(io, path);
  const total = record.actions.length;
  const to = values.to === undefined ? total : count('render', 'to', values.to, 0, total);
  const planets = record.options.planets ?? 1;
  const planet = chosenPlanet(values.planet, all, planets);

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
    draw(io, state, names, all, planet, values.out, `after ${done} of ${total} actions`);
  }
  if (!result.ok) {
    io.err(verdict(path, result.error));
    return 1;
  }
  return 0;
}

/** The planet `--planet` names (0 when it is absent or `all`), checked against the game's. */
function chosenPlanet(value: string | undefined, all: boolean, planets: number): number {
  return value === undefined || all ? 0 : count('render', 'planet', value, 0, planets - 1);
}

/** Draws `planet` (or each planet, with `all`) to standard output or to `out`. */
function draw(
  io: CliIo,
  state: GameState,
  names: { readonly names?: readonly string[] },
  all: boolean,
  planet: number,
  out: string | undefined,
  when: string,
): void {
  const svg = (p: number) => renderSvg(state, { ...names, planet: p });
  if (out === undefined) {
    io.out(svg(planet));
    return;
  }
  const targets = all
    ? state.planets.map((_, p) => [p, planetFile(out, p)] as const)
    : [[planet, out] as const];
  for (const [p, file] of targets) {
    io.writeText(file, svg(p));
    io.out(`wrote ${printable(file)}: planet ${p} ${when}\n`);
  }
}
