import type { State } from 'boardgame.io';
import { Chess } from 'chess.js';
import { Immer } from 'immer';
import type { GameState } from '../../src/index.js';
import { midGamePositions } from '../_internals/positions.js';
import type { BenchCase } from '../_internals/suite.js';

// Other libraries timed in the same run as ours, so that bench/_internals/targets.ts can put
// ratios beside the targets: boardgame.io 0.50 (its reducer and its MCTS bot, on its
// tutorial's tic-tac-toe), chess.js 1.x (perft through its public API, and its own `perft`),
// and immer itself (the floor under our reducer: one `produce` that changes one number).
// Peers are devDependencies used only here; src/ never imports them.

// ---- boardgame.io: the reducer ---------------------------------------------------------------

// boardgame.io has a development mode: with NODE_ENV other than 'production' it checks that
// every move's result is JSON-serializable (read on each move), and its CommonJS immer 9 loads
// its development build (chosen once, when first required). It is loaded here in production
// mode, its documented setting for real servers; the cases then set NODE_ENV per call.
const previousNodeEnv = setNodeEnv('production');
const [{ MCTSBot }, { CreateGameReducer, InitializeGame }, { TicTacToe }] = await Promise.all([
  import('boardgame.io/ai'),
  import('boardgame.io/internal'),
  import('../peers/tictactoe.js'),
]);
setNodeEnv(previousNodeEnv);

const reducer = CreateGameReducer({ game: TicTacToe });
const initial: State = InitializeGame({ game: TicTacToe, numPlayers: 2 });

/** Moves per call of the reducer cases: random games back to back, restarted when one ends. */
const BGIO_MOVES = 100;

// A small LCG picks the cells, so every run plays the same games without costing a die roll.
let lcg = 12345;
function randomEmptyCell(cells: readonly (string | null)[]): number {
  lcg = (lcg * 1103515245 + 12345) >>> 0;
  let k = lcg % cells.filter((c) => c === null).length;
  for (let i = 0; ; i++) if (cells[i] === null && k-- === 0) return i;
}

/** Dispatches `BGIO_MOVES` `MAKE_MOVE` actions through the reducer, as a server does. */
function bgioRandomMoves(): number {
  let state = initial;
  let games = 0;
  for (let i = 0; i < BGIO_MOVES; i++) {
    if (state.ctx.gameover !== undefined) {
      state = initial;
      games++;
    }
    const playerID = state.ctx.currentPlayer;
    state = reducer(state, {
      type: 'MAKE_MOVE',
      payload: { type: 'clickCell', args: [randomEmptyCell(state.G.cells)], playerID },
    });
  }
  return games;
}

// The targets compare against production mode, the faster; the development case shows the cost
// of the serializability check alone (immer 9 stays in its production build).
function inProduction<T>(fn: () => T): () => T {
  return () => {
    const previous = setNodeEnv('production');
    try {
      return fn();
    } finally {
      setNodeEnv(previous);
    }
  };
}

function inProductionAsync<T>(fn: () => Promise<T>): () => Promise<T> {
  return async () => {
    const previous = setNodeEnv('production');
    try {
      return await fn();
    } finally {
      setNodeEnv(previous);
    }
  };
}

/** Sets (or, with `undefined`, unsets) NODE_ENV and returns what it was. */
function setNodeEnv(value: string | undefined): string | undefined {
  const previous = process.env.NODE_ENV;
  if (value === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = value;
  return previous;
}

// A wrong move would come back with an error and the same _stateID: check once that a game plays.
{
  let state = initial;
  for (let i = 0; i < 9 && state.ctx.gameover === undefined; i++) {
    const next = reducer(state, {
      type: 'MAKE_MOVE',
      payload: {
        type: 'clickCell',
        args: [randomEmptyCell(state.G.cells)],
        playerID: state.ctx.currentPlayer,
      },
    });
    if (next._stateID !== state._stateID + 1) throw new Error('peers: boardgame.io refused a move');
    state = next;
  }
}

// ---- boardgame.io: MCTSBot ---------------------------------------------------------------------

const MCTS_ITERATIONS = 1000;

/** The state after the given cells were clicked in order, from the start. */
function ticTacToeAfter(cells: readonly number[]): State {
  let state = initial;
  for (const cell of cells) {
    state = reducer(state, {
      type: 'MAKE_MOVE',
      payload: { type: 'clickCell', args: [cell], playerID: state.ctx.currentPlayer },
    });
  }
  return state;
}

function mctsCase(label: string, state: State): BenchCase {
  // Its documented defaults except the seed: playoutDepth 50 (a game has at most 9 moves),
  // synchronous play (the `async` option is off, so `play` resolves without yielding).
  const bot = new MCTSBot({
    game: TicTacToe,
    enumerate: TicTacToe.ai!.enumerate,
    iterations: MCTS_ITERATIONS,
    seed: 'bench',
  });
  return {
    name: `boardgame.io MCTSBot.play, ${MCTS_ITERATIONS} iterations, tic-tac-toe ${label}`,
    fn: inProductionAsync(async () => {
      const { action } = await bot.play(state, state.ctx.currentPlayer);
      if (!action) throw new Error('peers: MCTSBot found no move');
      return action;
    }),
    async: true,
    unit: 'iterations',
    unitsPerCall: MCTS_ITERATIONS,
  };
}

// ---- chess.js --------------------------------------------------------------------------------

/** "Kiwipete", the usual middlegame perft position (castling, en passant, promotions, pins). */
const KIWIPETE = 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1';

/**
 * Perft through chess.js's public API: `moves({ verbose: true })`, `move`, `undo`, making every
 * move including the leaves (as our perft applies every action). Counts leaves.
 */
function publicPerft(chess: Chess, depth: number): number {
  let leaves = 0;
  for (const move of chess.moves({ verbose: true })) {
    chess.move(move);
    leaves += depth > 1 ? publicPerft(chess, depth - 1) : 1;
    chess.undo();
  }
  return leaves;
}

/** A chess perft case; the count is checked on every call against the published one. */
function chessCase(
  name: string,
  fen: string | undefined,
  depth: number,
  expected: number,
  run: (chess: Chess, depth: number) => number,
  detail: string,
): BenchCase {
  const chess = new Chess(fen);
  return {
    name,
    fn: () => {
      const leaves = run(chess, depth);
      if (leaves !== expected) throw new Error(`${name}: ${leaves} leaves, not ${expected}`);
      return leaves;
    },
    unit: 'leaves',
    unitsPerCall: expected,
    detail: `${expected.toLocaleString('en')} leaves; ${detail}`,
  };
}

// ---- immer: the floor under one applyAction ---------------------------------------------------

const FLOOR_POSITIONS = 100;
// The same kind of state applyAction works on: frozen ones from the default path, and ones from
// the `{ freeze: false }` path (whose untouched parts, from createGame, stay frozen).
const frozenStates = midGamePositions(FLOOR_POSITIONS, 'floor');
const unfrozenStates = midGamePositions(FLOOR_POSITIONS, 'floor', { freeze: false });
const frozenImmer = new Immer({ autoFreeze: true });
const unfrozenImmer = new Immer({ autoFreeze: false });

function floorCase(name: string, states: readonly GameState[], fn: (s: GameState) => GameState) {
  return {
    name,
    fn: () => {
      for (const s of states) fn(s);
    },
    unit: 'updates',
    unitsPerCall: states.length,
  } satisfies BenchCase;
}

export const cases: readonly BenchCase[] = [
  {
    name: 'boardgame.io reducer, tic-tac-toe random games (production)',
    fn: inProduction(bgioRandomMoves),
    unit: 'moves',
    unitsPerCall: BGIO_MOVES,
    detail: 'MAKE_MOVE through CreateGameReducer; NODE_ENV=production',
  },
  {
    name: 'boardgame.io reducer, tic-tac-toe random games (development)',
    fn: bgioRandomMoves,
    unit: 'moves',
    unitsPerCall: BGIO_MOVES,
    detail: 'NODE_ENV unset: each move is also checked for JSON-serializability',
  },
  mctsCase('start position', initial),
  mctsCase('after 3 moves', ticTacToeAfter([4, 0, 8])),
  chessCase(
    'chess.js public-API perft(3), start position',
    undefined,
    3,
    8_902,
    publicPerft,
    'moves({ verbose: true }) / move / undo',
  ),
  chessCase(
    'chess.js public-API perft(2), Kiwipete',
    KIWIPETE,
    2,
    2_039,
    publicPerft,
    'moves({ verbose: true }) / move / undo',
  ),
  chessCase(
    'chess.js perft(4), start position',
    undefined,
    4,
    197_281,
    (chess, depth) => chess.perft(depth),
    'its built-in perft (private move generator, no SAN, no history)',
  ),
  chessCase(
    'chess.js perft(3), Kiwipete',
    KIWIPETE,
    3,
    97_862,
    (chess, depth) => chess.perft(depth),
    'its built-in perft',
  ),
  floorCase('immer produce(state, d => { d.turn++ }), autoFreeze', frozenStates, (s) =>
    frozenImmer.produce(s, (d) => {
      d.turn++;
    }),
  ),
  floorCase('immer produce(state, d => { d.turn++ }), no autoFreeze', unfrozenStates, (s) =>
    unfrozenImmer.produce(s, (d) => {
      d.turn++;
    }),
  ),
  floorCase('hand-written { ...state, turn: state.turn + 1 }, frozen root', frozenStates, (s) =>
    Object.freeze({ ...s, turn: s.turn + 1 }),
  ),
  floorCase('hand-written { ...state, turn: state.turn + 1 }', unfrozenStates, (s) => ({
    ...s,
    turn: s.turn + 1,
  })),
];
