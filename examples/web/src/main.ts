import {
  type Action,
  applyAction,
  board,
  createGame,
  createRng,
  formatAction,
  type GameEvent,
  type GameState,
  legalActions,
  mctsBot,
  type PieceRef,
  PLAYER_COLORS,
  type RulesetName,
  STRUCTURE_NAMES,
  SUPPORTED_RULESETS,
} from 'globetrotter';
import { createPlanetView, type ScreenPoint } from './planet.js';

// A person (seat 0) plays a seeded bot on one planet. Every rule comes from the library:
// highlights are `legalActions`, a click applies one of them with `applyAction`.

const HUMAN = 0;
const PLANET = 0;
/** The bot waits this long before it answers, so you see your move land first. */
const BOT_DELAY_MS = 400;
const LOG_LINES = 12;

/** The actions of a selected Rover that the board highlights, one kind at a time. */
type Mode = 'move' | 'fortify' | 'shoot';
const MODES: readonly Mode[] = ['move', 'fortify', 'shoot'];

const SPACE_COLORS = {
  offBoard: '#7d848b',
  hq: '#eadfc8',
  triangle: '#f7f4ec',
  yourRover: '#fff1a8',
  selected: '#f1c232',
  place: '#ffd966',
  move: '#8fd18a',
  fortify: '#8ab6e8',
  shoot: '#f08a7e',
} as const;

const params = new URLSearchParams(window.location.search);
const seed = params.get('seed') ?? 'globetrotter-web';
/**
 * The rules the game plays, from `?ruleset=` (default 2025-01, the library's default); the
 * selector in the side panel reloads the page with another (same seed).
 */
const requested = params.get('ruleset');
const ruleset: RulesetName =
  SUPPORTED_RULESETS.find((r) => r === requested) ?? ('2025-01' satisfies RulesetName);
/** The game's dice: every die of the game, both players', comes from here. */
const rng = createRng(seed);
/** The bot's own randomness (unused by a seeded MCTS), kept apart from the game's dice. */
const botRng = createRng(`${seed}/bot`);
/** A Monte Carlo tree search, seeded: the same seed and the same clicks give the same game. */
const bot = mctsBot({ iterations: 200, seed });

// 2025-01 keeps the options it always had (its games and seeds are unchanged); 2026-06 takes
// its one planet from the players (ruling R33).
let state: GameState =
  ruleset === '2025-01'
    ? createGame({ players: 2, planets: 1 }, rng)
    : createGame({ players: 2, ruleset }, rng);
let selected: number | null = null;
let mode: Mode = 'move';
let botTimer: ReturnType<typeof setTimeout> | null = null;
const log: string[] = [];

const view = createPlanetView(document.querySelector<HTMLElement>('#view')!);
const statusEl = document.querySelector<HTMLElement>('#status')!;
const lastEl = document.querySelector<HTMLElement>('#last')!;
const piecesEl = document.querySelector<HTMLElement>('#pieces')!;
const modesEl = document.querySelector<HTMLElement>('#modes')!;
const choiceEl = document.querySelector<HTMLElement>('#choice')!;
const otherEl = document.querySelector<HTMLSelectElement>('#other')!;
const otherButton = document.querySelector<HTMLButtonElement>('#play-other')!;
const logEl = document.querySelector<HTMLElement>('#log')!;
const rulesetEl = document.querySelector<HTMLSelectElement>('#ruleset')!;

rulesetEl.replaceChildren(
  ...SUPPORTED_RULESETS.map((r) => {
    const option = document.createElement('option');
    option.value = r;
    option.textContent = r;
    option.selected = r === ruleset;
    return option;
  }),
);
rulesetEl.addEventListener('change', () => {
  const address = new URL(window.location.href);
  address.searchParams.set('ruleset', rulesetEl.value);
  window.location.assign(address.href);
});

function name(player: number): string {
  return player === HUMAN ? 'You' : `Bot (${bot.name})`;
}

function yourTurn(): boolean {
  return state.status !== 'finished' && state.currentPlayer === HUMAN && botTimer === null;
}

function roverAt(space: number) {
  return state.rovers.find(
    (r) => r.location !== 'orbit' && r.location.planet === PLANET && r.location.space === space,
  );
}

/** The selected Rover's legal actions of one kind, by the space they target. */
function targets(kind: Mode): Map<number, Action[]> {
  const bySpace = new Map<number, Action[]>();
  if (selected === null || !yourTurn()) return bySpace;
  for (const a of legalActions(state)) {
    if (a.type !== kind || a.rover !== selected) continue;
    const space = a.type === 'move' ? a.to : a.space;
    bySpace.set(space, [...(bySpace.get(space) ?? []), a]);
  }
  return bySpace;
}

/** What a click on a space would do now: the spaces to highlight and their actions. */
function clickable(): Map<number, Action[]> {
  if (!yourTurn()) return new Map();
  if (state.status === 'setup') {
    const bySpace = new Map<number, Action[]>();
    for (const a of legalActions(state)) {
      // 2026-06 (ruling R32) offers one placement per neighbour for the Rover: all of them.
      if (a.type === 'place' && a.planet === PLANET) {
        bySpace.set(a.space, [...(bySpace.get(a.space) ?? []), a]);
      }
    }
    return bySpace;
  }
  return targets(mode);
}

function pieceName(p: PieceRef): string {
  switch (p.piece) {
    case 'rover':
      return `r${p.id}`;
    case 'fortification':
      return `the Fortification on ${p.space}`;
    case 'building':
      return `the ${STRUCTURE_NAMES[p.structure]} on ${p.space}`;
  }
}

function describe(e: GameEvent): string {
  switch (e.type) {
    case 'miss':
      return `missed ${pieceName(e.target)}`;
    case 'noDamage':
      return `no damage to ${pieceName(e.target)}`;
    case 'damaged':
      return `${pieceName(e.target)} down to ${e.hp} hp`;
    case 'destroyed':
      return `${pieceName(e.target)} destroyed`;
    case 'enteredOrbit':
      return `r${e.rover} entered orbit`;
    case 'pointSpent':
      return `Treasury point spent (${e.left} left)`;
    case 'planetDestroyed':
      return `planet ${e.planet} destroyed`;
    case 'exploded':
      return `the Drill Cannon on ${e.space} exploded`;
    case 'pointsCaptured':
      return `${name(e.player)} captured ${e.points} Treasury points${e.forfeited ? ` (${e.forfeited} forfeited)` : ''}`;
    case 'eliminated':
      return `${name(e.player)} out of the game`;
    case 'turnLimitReached':
      return `turn limit ${e.turn} reached`;
  }
}

function lastText(): string {
  const last = state.last;
  if (!last) return 'No action yet.';
  const dice = last.dice.length ? ` · dice ${last.dice.map((d) => d.value).join(' ')}` : '';
  const events = last.events.length ? ` · ${last.events.map(describe).join(', ')}` : '';
  return `${name(last.player)}: ${formatAction(last.action)}${dice}${events}`;
}

function statusText(): string {
  if (state.status === 'finished') {
    if (state.winners.length === 0) return 'Game over: nobody won.';
    return state.winners.includes(HUMAN) ? 'Game over: you win!' : 'Game over: the bot wins.';
  }
  if (!yourTurn()) return `${name(state.currentPlayer)} is thinking…`;
  if (state.status === 'setup' && state.placesFirst === null) {
    return 'Setup: choose to place first or second under "Other actions".';
  }
  if (state.status === 'setup' && state.placesFirst !== undefined) {
    return 'Setup: click a yellow HQ for your Factory, then pick where your Rover goes.';
  }
  if (state.status === 'setup') return 'Setup: click a yellow HQ to place your Rover.';
  if (selected === null) return `Turn ${state.turn + 1}: your move. Click one of your Rovers.`;
  return `Turn ${state.turn + 1}: r${selected} selected. Click a highlighted space to ${mode}.`;
}

/** Where a Rover is: on a space, in orbit, or (2026-06) in orbit of a planet. */
function roverWhere(r: GameState['rovers'][number]): string {
  if (r.location !== 'orbit') return `on ${r.location.space}`;
  return r.orbit === undefined ? 'in orbit' : `in orbit of planet ${r.orbit}`;
}

/** Where everyone's Rovers are: the planet shows only one side at a time. */
function piecesText(): string {
  return state.players
    .map((_, player) => {
      const rovers = state.rovers
        .filter((r) => r.owner === player)
        .map((r) => `r${r.id} ${r.hp} hp ${roverWhere(r)}`);
      // 2026-06 (ruling R42): Factory build points, which Manufacture and Repair spend.
      const points = state.buildings.flatMap((b) =>
        b.owner === player && b.structure === 'factory' && b.points !== undefined
          ? [`Factory on ${b.space}: ${b.points} build point${b.points === 1 ? '' : 's'}`]
          : [],
      );
      const line = `${name(player)}: ${rovers.length ? rovers.join(', ') : 'no Rover'}`;
      return [line, ...points].join('\n  ');
    })
    .join('\n');
}

function paintSpaces(highlights: Map<number, Action[]>): void {
  const yours = new Set<number>();
  for (const r of state.rovers) {
    if (r.owner === HUMAN && r.location !== 'orbit' && r.location.planet === PLANET) {
      yours.add(r.location.space);
    }
  }
  const selectedRover = state.rovers.find((r) => r.id === selected);
  const selectedSpace =
    selectedRover && selectedRover.location !== 'orbit' ? selectedRover.location.space : null;
  const highlight = state.status === 'setup' ? SPACE_COLORS.place : SPACE_COLORS[mode];
  view.paint((space) => {
    const s = board.spaces[space]!;
    if (!s.playable) return SPACE_COLORS.offBoard;
    if (highlights.has(space)) return highlight;
    if (space === selectedSpace) return SPACE_COLORS.selected;
    if (yourTurn() && yours.has(space)) return SPACE_COLORS.yourRover;
    return s.kind === 'hq' ? SPACE_COLORS.hq : SPACE_COLORS.triangle;
  });
}

function renderModes(): void {
  modesEl.replaceChildren(
    ...MODES.map((m) => {
      const button = document.createElement('button');
      button.textContent = `${m} (${targets(m).size})`;
      button.className = m === mode ? 'active' : '';
      button.disabled = selected === null || !yourTurn();
      button.addEventListener('click', () => {
        mode = m;
        refresh();
      });
      return button;
    }),
  );
}

/** The actions that are not a Rover's on the board (build, produce, end turn, …) go in a list. */
function renderOtherActions(): void {
  const others = yourTurn()
    ? legalActions(state).filter(
        (a) =>
          a.type !== 'place' && a.type !== 'move' && a.type !== 'fortify' && a.type !== 'shoot',
      )
    : [];
  otherEl.replaceChildren(
    ...others.map((a, i) => {
      const option = document.createElement('option');
      option.value = String(i);
      option.textContent = formatAction(a);
      return option;
    }),
  );
  otherEl.disabled = others.length === 0;
  otherButton.disabled = others.length === 0;
  otherButton.onclick = () => {
    const action = others[Number(otherEl.value)];
    if (action) play(action);
  };
}

/** Asks which action, when one space offers several (a shot at a Rover or at a Fortification). */
function choose(actions: readonly Action[]): void {
  choiceEl.replaceChildren(
    ...actions.map((a) => {
      const button = document.createElement('button');
      button.textContent = formatAction(a);
      button.addEventListener('click', () => play(a));
      return button;
    }),
  );
}

function refresh(): void {
  const highlights = clickable();
  paintSpaces(highlights);
  view.showPieces(state, PLANET);
  statusEl.textContent = statusText();
  statusEl.dataset.status = state.status;
  statusEl.dataset.player = String(state.currentPlayer);
  lastEl.textContent = lastText();
  piecesEl.textContent = piecesText();
  renderModes();
  renderOtherActions();
  logEl.replaceChildren(
    ...log.slice(-LOG_LINES).map((line) => {
      const li = document.createElement('li');
      li.textContent = line;
      return li;
    }),
  );
}

function play(action: Action): void {
  const turn = state.status === 'setup' ? 'setup' : `turn ${state.turn + 1}`;
  state = applyAction(state, action, rng);
  log.push(`${turn}: ${lastText()}`);
  choiceEl.replaceChildren();
  // Keep the Rover selected, and the mode, while it is still yours to move (Treasury points,
  // ruling R11); a new turn starts from nothing selected, in move mode.
  if (!yourTurn() || !state.rovers.some((r) => r.id === selected && r.owner === HUMAN)) {
    selected = null;
    mode = 'move';
  }
  refresh();
  answer();
}

/** The bot plays every action that is its to play, one at a time with a pause between. */
function answer(): void {
  if (botTimer !== null || state.status === 'finished' || state.currentPlayer === HUMAN) return;
  botTimer = setTimeout(() => {
    const action = bot.chooseAction(state, botRng);
    const search = bot.lastSearch;
    botTimer = null;
    play(action);
    if (search) log.push(`  (${search.iterations} iterations in ${Math.round(search.ms)} ms)`);
    refresh();
  }, BOT_DELAY_MS);
  refresh();
}

function clickSpace(space: number): void {
  if (!yourTurn()) return;
  const actions = clickable().get(space);
  if (actions) {
    if (actions.length === 1) play(actions[0]!);
    else choose(actions);
    return;
  }
  const rover = roverAt(space);
  selected = rover && rover.owner === HUMAN ? rover.id : null;
  if (selected !== null && targets(mode).size === 0) {
    mode = MODES.find((m) => targets(m).size > 0) ?? mode;
  }
  choiceEl.replaceChildren();
  refresh();
}

// A click selects or plays; a drag spins the globe (OrbitControls) and is no click.
const canvasArea = document.querySelector<HTMLElement>('#view')!;
let down: { x: number; y: number } | null = null;
canvasArea.addEventListener('pointerdown', (e) => {
  down = { x: e.clientX, y: e.clientY };
});
canvasArea.addEventListener('click', (e) => {
  if (!down || Math.hypot(e.clientX - down.x, e.clientY - down.y) > 5) return;
  const space = view.spaceAt(e.clientX, e.clientY);
  if (space !== null) clickSpace(space);
});

/** A hook for the end-to-end test (test/e2e/web.e2e.mjs): read-only views and the camera. */
export interface TestHook {
  readonly seed: string;
  /** The rules the game plays (`?ruleset=`, default 2025-01). */
  readonly ruleset: RulesetName;
  readonly human: number;
  readonly bot: string;
  state(): GameState;
  selected(): number | null;
  /** The spaces a click would act on now. */
  highlighted(): number[];
  /** True while the bot has an answer pending. */
  thinking(): boolean;
  /** Where a space's centre is on the page, to click it with the mouse. */
  project(space: number): ScreenPoint;
  /** Where a space's number is on the page. */
  projectLabel(space: number): ScreenPoint;
  /** The spaces whose numbers are printed on the planet. */
  labelled(): number[];
  /** The spaces marked on the planet as a Drill Cannon's target. */
  aimed(): number[];
  /** The mode of the selected Rover's highlights: move, fortify or shoot. */
  mode(): Mode;
  /**
   * Shows a position given as JSON (a `GameState`, as `JSON.stringify` writes it) and plays on
   * from it: for the test to show pieces that a first move does not reach, such as an aimed
   * Drill Cannon.
   */
  load(json: string): void;
  /** Turns the camera to face a space. */
  focus(space: number): void;
  /** What a click on the space does, without the mouse (for trying things in the console). */
  clickSpace(space: number): void;
}

declare global {
  interface Window {
    __gt?: TestHook;
  }
}

window.__gt = {
  seed,
  ruleset,
  human: HUMAN,
  bot: bot.name,
  state: () => state,
  selected: () => selected,
  highlighted: () => [...clickable().keys()],
  thinking: () => botTimer !== null,
  project: (space) => view.project(space),
  projectLabel: (space) => view.projectLabel(space),
  labelled: () => view.labelled(),
  aimed: () => view.aimed(),
  mode: () => mode,
  load: (json) => {
    state = JSON.parse(json) as GameState;
    selected = null;
    mode = 'move';
    refresh();
    answer();
  },
  focus: (space) => view.focus(space),
  clickSpace,
};

document.documentElement.style.setProperty('--you', PLAYER_COLORS[HUMAN]!);
document.documentElement.style.setProperty('--bot', PLAYER_COLORS[1]!);
log.push(`Seed "${seed}", rules ${ruleset}. Roll-off: ${name(state.firstPlayer)} first.`);
refresh();
answer();
document.body.dataset.ready = 'true';
