import {
  type Action,
  board,
  createGame,
  createRng,
  formatAction,
  type GameState,
  legalActions,
  mctsBot,
  PLAYER_COLORS,
  type RulesetName,
  SUPPORTED_RULESETS,
} from 'globetrotter';
import * as history from './history.js';
import { BOARD_MODES_2024_12, type Mode, ROVER_MODES, type RoverMode } from './modes.js';
import { createPlanetView } from './planet.js';
import { download, loadGame, saveGame } from './saved.js';
import { whyNot } from './why.js';
import { describe, label, piecesText } from './words.js';

// A person (seat 0) plays a seeded bot on one planet. Every rule comes from the library:
// highlights are `legalActions`, a click applies one of them with `applyAction`.

const HUMAN = 0;
const PLANET = 0;
/** The bot waits this long before it answers, so you see your move land first. */
const BOT_DELAY_MS = 400;
const LOG_LINES = 12;

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
  produce: '#c7a6e0',
  descend: '#93d9d4',
  fire: '#f08a7e',
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
/**
 * 2024-12: Rovers face an edge and turn, Fortifications stand on edges, and every Rover that
 * arrives without crossing an edge (placed, produced, descending) names its facing (R52).
 */
const edges = ruleset === '2024-12';
const MODES: readonly Mode[] = edges ? [...ROVER_MODES, ...BOARD_MODES_2024_12] : ROVER_MODES;
/** The bot's own randomness (unused by a seeded MCTS), kept apart from the game's dice. */
const botRng = createRng(`${seed}/bot`);
/** A Monte Carlo tree search, seeded: the same seed and the same clicks give the same game. */
const bot = mctsBot({ iterations: 200, seed });

// 2025-01 keeps the options it always had (its games and seeds are unchanged); 2026-06 takes
// its one planet from the players (ruling R33).
/**
 * Every state shown, with the dice as they stood (history.ts): undo and redo move through it.
 * The game's dice, both players', come from the generator saved with the state on screen.
 */
let game: history.History = (() => {
  const rng = createRng(seed);
  const start =
    ruleset === '2025-01'
      ? createGame({ players: 2, planets: 1 }, rng)
      : createGame({ players: 2, ruleset }, rng);
  return history.startHistory(start, rng);
})();
/** The state on screen. */
let state: GameState = history.current(game).state;
/**
 * The log line of each step of `game`, and the last action worded as it was played (read from
 * the state before it: a 2024-12 move's side, a turn's new facing).
 */
let entries: { readonly line: string; readonly words: string }[] = [{ line: '', words: '' }];
/** Why the last click did nothing (`validateAction`'s words), or what a load refused. */
let why = '';
let selected: number | null = null;
let mode: Mode = 'move';
let botTimer: ReturnType<typeof setTimeout> | null = null;
/** The first lines of the log: the seed and the roll-off, or the saved game loaded. */
let logHead: string[] = [];

const view = createPlanetView(document.querySelector<HTMLElement>('#view')!);
const statusEl = document.querySelector<HTMLElement>('#status')!;
const lastEl = document.querySelector<HTMLElement>('#last')!;
const piecesEl = document.querySelector<HTMLElement>('#pieces')!;
const modesEl = document.querySelector<HTMLElement>('#modes')!;
const choiceEl = document.querySelector<HTMLElement>('#choice')!;
const otherEl = document.querySelector<HTMLSelectElement>('#other')!;
const otherButton = document.querySelector<HTMLButtonElement>('#play-other')!;
const logEl = document.querySelector<HTMLElement>('#log')!;
const whyEl = document.querySelector<HTMLElement>('#why')!;
const undoButton = document.querySelector<HTMLButtonElement>('#undo')!;
const redoButton = document.querySelector<HTMLButtonElement>('#redo')!;
const saveButton = document.querySelector<HTMLButtonElement>('#save')!;
const loadInput = document.querySelector<HTMLInputElement>('#load')!;
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

function isRoverMode(kind: Mode): kind is RoverMode {
  return (ROVER_MODES as readonly Mode[]).includes(kind);
}

/**
 * The spaces an action targets on the planet drawn. A Fortification on an edge (2024-12) is
 * named by its two spaces: a click on either offers it.
 */
function targetSpaces(a: Action): number[] {
  switch (a.type) {
    case 'move':
      return [a.to];
    case 'fortify':
    case 'produce':
      return [a.space];
    case 'shoot':
      return a.across === undefined ? [a.space] : [a.space, a.across];
    case 'fire':
      if (a.space === undefined) return [];
      return a.across === undefined ? [a.space] : [a.space, a.across];
    case 'descend':
      return a.planet === PLANET ? [a.space] : [];
    default:
      return [];
  }
}

/**
 * The legal actions of one kind, by the space they target: the selected Rover's for move,
 * fortify and shoot; in 2024-12 your Factory's, your orbiting Rovers' and your cannon's for
 * produce, descend and fire.
 */
function targets(kind: Mode): Map<number, Action[]> {
  const bySpace = new Map<number, Action[]>();
  if (!yourTurn()) return bySpace;
  if (isRoverMode(kind) && selected === null) return bySpace;
  for (const a of legalActions(state)) {
    if (a.type !== kind) continue;
    if (isRoverMode(kind) && 'rover' in a && a.rover !== selected) continue;
    for (const space of targetSpaces(a)) bySpace.set(space, [...(bySpace.get(space) ?? []), a]);
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

function lastText(): string {
  const lastWords = entries[game.at]?.words ?? '';
  const last = state.last;
  if (!last) return 'No action yet.';
  const dice = last.dice.length ? ` · dice ${last.dice.map((d) => d.value).join(' ')}` : '';
  const events = last.events.length
    ? ` · ${last.events.map((e) => describe(e, name)).join(', ')}`
    : '';
  const words = edges && lastWords ? lastWords : formatAction(last.action);
  return `${name(last.player)}: ${words}${dice}${events}`;
}

/**
 * The turns played, `state.turn`, worded as the library's `renderText` and `renderSvg` word it:
 * the number the position string (`turn:4.1`) and records carry.
 */
function played(): string {
  return `${state.turn} turn${state.turn === 1 ? '' : 's'} played`;
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
  if (state.status === 'setup' && edges) {
    return 'Setup: click a yellow HQ to place your Rover, then pick which edge it faces.';
  }
  if (state.status === 'setup') return 'Setup: click a yellow HQ to place your Rover.';
  if (!isRoverMode(mode)) {
    return `${played()}: click a highlighted space to ${mode}, then pick the ${mode === 'fire' ? 'target' : 'facing'}.`;
  }
  if (selected === null) return `${played()}: your move. Click one of your Rovers.`;
  if (edges && mode === 'move') {
    return `${played()}: r${selected} selected. Click the space ahead to move, or turn it.`;
  }
  if (edges && mode === 'fortify') {
    return `${played()}: r${selected} selected. Click a neighbour to fortify the edge towards it.`;
  }
  return `${played()}: r${selected} selected. Click a highlighted space to ${mode}.`;
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
  const buttons = MODES.map((m) => {
    const button = document.createElement('button');
    const count = targets(m).size;
    button.textContent = `${m} (${count})`;
    button.className = m === mode ? 'active' : '';
    button.disabled = isRoverMode(m) ? selected === null || !yourTurn() : count === 0;
    button.dataset.mode = m;
    button.addEventListener('click', () => {
      mode = m;
      choiceEl.replaceChildren();
      refresh();
    });
    return button;
  });
  // 2024-12 (ruling R55): the selected Rover turns to its left or right, no space to click.
  if (edges) {
    const turns = legalActions(state).filter(
      (a) => a.type === 'turn' && a.rover === selected && yourTurn(),
    );
    for (const direction of ['left', 'right'] as const) {
      const turn = turns.find((a) => a.type === 'turn' && a.direction === direction);
      const button = document.createElement('button');
      button.textContent = `turn ${direction}`;
      button.dataset.turn = direction;
      button.title = turn ? label(state, turn) : 'select one of your Rovers';
      button.disabled = turn === undefined;
      button.addEventListener('click', () => {
        if (turn) play(turn);
      });
      buttons.push(button);
    }
  }
  modesEl.replaceChildren(...buttons);
}

/** The actions that are not a Rover's on the board (build, produce, end turn, …) go in a list. */
function renderOtherActions(): void {
  // 2024-12: turns are buttons of the selected Rover, productions and descents are played on
  // the board (each with a facing to pick); Power Up, Fire, Heal, Build… stay in the list.
  const onBoard = new Set<Action['type']>(
    edges
      ? ['place', 'move', 'fortify', 'shoot', 'turn', 'produce', 'descend']
      : ['place', 'move', 'fortify', 'shoot'],
  );
  const others = yourTurn() ? legalActions(state).filter((a) => !onBoard.has(a.type)) : [];
  otherEl.replaceChildren(
    ...others.map((a, i) => {
      const option = document.createElement('option');
      option.value = String(i);
      option.textContent = label(state, a);
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

/**
 * Asks which action, when one space offers several: a shot at a Rover or at a Fortification, or
 * in 2024-12 the facing after a move (the two ahead, R54) or of a Rover placed, produced or
 * descending (any neighbour, R52).
 */
function choose(actions: readonly Action[]): void {
  choiceEl.replaceChildren(
    ...actions.map((a) => {
      const button = document.createElement('button');
      button.textContent = label(state, a);
      if ('facing' in a && a.facing !== undefined) button.dataset.facing = String(a.facing);
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
  whyEl.textContent = why;
  lastEl.textContent = lastText();
  piecesEl.textContent = piecesText(state, name, PLANET);
  renderModes();
  renderOtherActions();
  renderHistoryButtons();
  const lines = [...logHead, ...entries.slice(1, game.at + 1).map((e) => e.line)];
  logEl.replaceChildren(
    ...lines.slice(-LOG_LINES).map((line) => {
      const li = document.createElement('li');
      li.textContent = line;
      return li;
    }),
  );
}

/** Shows step `at` of a history: after playing, undoing, redoing or loading. */
function show(next: history.History): void {
  game = next;
  state = history.current(game).state;
  choiceEl.replaceChildren();
}

/**
 * Shows a step that is not the next of the one on screen (undone, redone or loaded): the bot's
 * pending move is dropped, nothing is selected, the mode is move and no refusal is shown.
 */
function showAfresh(next: history.History): void {
  stopBot();
  show(next);
  selected = null;
  mode = 'move';
  why = '';
}

function play(action: Action): void {
  const turn = state.status === 'setup' ? 'setup' : played();
  // Worded before it is played: a move's side and a turn's new facing read the Rover as it was.
  const words = edges ? label(state, action) : '';
  entries = entries.slice(0, game.at + 1);
  show(history.play(game, action));
  entries.push({ line: '', words });
  entries[game.at] = { line: `${turn}: ${lastText()}`, words };
  why = '';
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
    const entry = entries[game.at]!;
    if (search) {
      const took = `(${search.iterations} iterations in ${Math.round(search.ms)} ms)`;
      entries[game.at] = { ...entry, line: `${entry.line} ${took}` };
    }
    refresh();
  }, BOT_DELAY_MS);
  refresh();
}

/** Stops a pending answer of the bot: undo, redo and load take the game elsewhere. */
function stopBot(): void {
  if (botTimer !== null) clearTimeout(botTimer);
  botTimer = null;
}

/** Takes back your last action and the bot's answers to it (history.ts). */
function undoTurn(): void {
  const back = history.undo(game, HUMAN);
  if (back === null) return;
  showAfresh(back);
  refresh();
}

/** Plays again what was undone, up to your next turn. */
function redoTurn(): void {
  const forward = history.redo(game, HUMAN);
  if (forward === null) return;
  showAfresh(forward);
  refresh();
  answer();
}

/** Saves the game on screen to a file (saved.ts): the state and the dice, as JSON. */
function saveToFile(): void {
  const step = history.current(game);
  download(`globetrotter-${state.turn}-turns.json`, saveGame(step.state, step.rng));
}

/** Plays on from a saved game, or says why the file cannot be played on. */
function loadText(text: string): void {
  const loaded = loadGame(text, ruleset);
  if ('refused' in loaded) {
    why = `Not loaded: ${loaded.refused}.`;
    refresh();
    return;
  }
  showAfresh(history.startHistory(loaded.state, loaded.rng));
  entries = [{ line: '', words: '' }];
  logHead = [`Loaded a saved game: ${played()}, ${name(state.currentPlayer)} to act.`];
  refresh();
  answer();
}

function renderHistoryButtons(): void {
  undoButton.disabled = history.undo(game, HUMAN) === null;
  redoButton.disabled = history.redo(game, HUMAN) === null;
}

undoButton.addEventListener('click', undoTurn);
redoButton.addEventListener('click', redoTurn);
saveButton.addEventListener('click', saveToFile);
loadInput.addEventListener('change', async () => {
  const file = loadInput.files?.[0];
  loadInput.value = '';
  if (file) loadText(await file.text());
});

/** Why a click on a space that offers nothing does nothing, in the rules' words (why.ts). */
function whyNothing(space: number): string {
  if (selected !== null && isRoverMode(mode)) {
    return whyNot(state, selected, mode, space) ?? '';
  }
  const rover = roverAt(space);
  if (rover) return `r${rover.id} is the bot's Rover: click one of yours.`;
  if (state.status === 'setup') return `You cannot place on ${space}: click a yellow HQ.`;
  if (!isRoverMode(mode))
    return `Nothing to ${mode} on ${space}: the lit spaces are where you can.`;
  return 'Click one of your Rovers first.';
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
  if (rover && rover.owner === HUMAN) {
    selected = rover.id;
    why = '';
    if (!isRoverMode(mode) || targets(mode).size === 0) {
      mode = ROVER_MODES.find((m) => targets(m).size > 0) ?? (isRoverMode(mode) ? mode : 'move');
    }
  } else {
    // The Rover stays selected: the reason says what to click instead.
    why = whyNothing(space);
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
  walls: () => view.walls(),
  facings: () => view.facings(),
  projectEdge: (edge) => view.projectEdge(edge),
  projectArrow: (rover) => view.projectArrow(rover),
  mode: () => mode,
  load: (json) => {
    // A position built by the test, not checked: played on with the dice of the step on screen.
    showAfresh({
      steps: [{ state: JSON.parse(json) as GameState, rng: history.current(game).rng }],
      at: 0,
    });
    entries = [{ line: '', words: '' }];
    refresh();
    answer();
  },
  steps: () => ({ at: game.at, count: game.steps.length }),
  facing: (space) => view.facing(space),
  projectEdgeLine: (edge) => view.projectEdgeLine(edge),
  focus: (space) => view.focus(space),
  clickSpace,
};

document.documentElement.style.setProperty('--you', PLAYER_COLORS[HUMAN]!);
document.documentElement.style.setProperty('--bot', PLAYER_COLORS[1]!);
logHead = [`Seed "${seed}", rules ${ruleset}. Roll-off: ${name(state.firstPlayer)} first.`];
refresh();
answer();
document.body.dataset.ready = 'true';
