import type { Ctx, Game } from 'boardgame.io';
import { INVALID_MOVE } from 'boardgame.io/core';

// Tic-tac-toe as boardgame.io 0.50's tutorial writes it (moves take a context object since 0.50),
// typed and otherwise unchanged: the peer we time our reducer against should be the code its
// users copy, not a version tuned for the benchmark. Used only by bench/, never by src/.

/** A cell holds the id of the player who took it (`'0'` or `'1'`), or `null`. */
export interface TicTacToeState {
  cells: (string | null)[];
}

const LINES = [
  [0, 1, 2],
  [3, 4, 5],
  [6, 7, 8],
  [0, 3, 6],
  [1, 4, 7],
  [2, 5, 8],
  [0, 4, 8],
  [2, 4, 6],
];

/** True if `cells` holds a complete row, column or diagonal of one player. */
function isVictory(cells: readonly (string | null)[]): boolean {
  const isRowComplete = (row: readonly number[]) => {
    const symbols = row.map((i) => cells[i]);
    return symbols.every((s) => s !== null && s === symbols[0]);
  };
  return LINES.map(isRowComplete).some((complete) => complete);
}

/** True if every cell is taken. */
function isDraw(cells: readonly (string | null)[]): boolean {
  return cells.filter((c) => c === null).length === 0;
}

export const TicTacToe: Game<TicTacToeState> = {
  setup: () => ({ cells: Array<string | null>(9).fill(null) }),

  turn: { minMoves: 1, maxMoves: 1 },

  moves: {
    clickCell: ({ G, playerID }, id: number) => {
      if (G.cells[id] !== null) return INVALID_MOVE;
      G.cells[id] = playerID;
    },
  },

  endIf: ({ G, ctx }) => {
    if (isVictory(G.cells)) return { winner: ctx.currentPlayer };
    if (isDraw(G.cells)) return { draw: true };
  },

  ai: {
    enumerate: (G: TicTacToeState, _ctx: Ctx) => {
      const moves: { move: string; args: number[] }[] = [];
      for (let i = 0; i < 9; i++) {
        if (G.cells[i] === null) moves.push({ move: 'clickCell', args: [i] });
      }
      return moves;
    },
  },
};
