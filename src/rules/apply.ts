import { Immer } from 'immer';
import { createEffects } from './_internals/effects.js';
import { canonicalAction } from './_internals/shape.js';
import type { Action } from './actions.js';
import { applyBuild } from './build.js';
import { applyAim, applyFire, applyReady } from './cannon.js';
import { applyDestroy } from './destroy.js';
import { applyProduce, applyRepair } from './factory.js';
import { applyFortify } from './fortify.js';
import { applyMove } from './move.js';
import { applyDescend } from './orbit.js';
import type { Rng } from './rng.js';
import { applyPlace } from './setup.js';
import { applyShoot } from './shoot.js';
import { applySave, spendPoint } from './treasury.js';
import { finishAction } from './turn.js';
import type { GameState } from './types.js';
import { assertLegal } from './validate.js';

// A private Immer instance, so the library's freezing choice never changes the caller's immer.
// States are deep-frozen: a client cannot corrupt a state it was handed (cost: docs/performance.md).
const immer = new Immer({ autoFreeze: true });

/**
 * Applies a legal action and returns the new state; `state` itself is never changed. Dice are
 * drawn from `rng` in the documented order and recorded, with what happened, in `state.last`.
 *
 * @throws {@link IllegalActionError} when the action is illegal or malformed (the input state is
 * untouched); a `DiceError` when a scripted `rng` runs out of dice.
 *
 * @example
 * ```ts
 * const rng = createRng(7);
 * let state = createGame({ players: 2 }, rng);
 * while (state.status !== 'finished') state = applyAction(state, legalActions(state)[0]!, rng);
 * ```
 */
export function applyAction(state: GameState, action: Action, rng: Rng): GameState {
  assertLegal(state, action);
  const act = canonicalAction(action);
  const player = state.currentPlayer;
  return immer.produce(state, (draft) => {
    const effects = createEffects(rng);
    if (state.status === 'setup') {
      if (act.type === 'place') applyPlace(draft, act);
    } else {
      // Ruling R11: every action after the first of a turn spends a stored point.
      if (state.actionsThisTurn > 0 && act.type !== 'endTurn') spendPoint(draft, effects);
      let endsTurn = false;
      switch (act.type) {
        case 'move':
          applyMove(draft, act, effects);
          break;
        case 'fortify':
          applyFortify(draft, act);
          break;
        case 'shoot':
          applyShoot(draft, state, act, effects);
          break;
        case 'build':
          applyBuild(draft, act);
          break;
        case 'descend':
          applyDescend(draft, act);
          break;
        case 'produce':
          applyProduce(draft, act);
          break;
        case 'repair':
          applyRepair(draft, act);
          break;
        case 'ready':
          applyReady(draft);
          break;
        case 'aim':
          applyAim(draft, act);
          break;
        case 'fire':
          applyFire(draft, state, effects);
          break;
        case 'destroy':
          applyDestroy(draft, act, effects);
          break;
        case 'save':
          applySave(draft);
          endsTurn = true;
          break;
        case 'endTurn':
        case 'pass':
          endsTurn = true;
          break;
        case 'place':
          break;
        default: {
          const unreachable: never = act;
          return unreachable;
        }
      }
      finishAction(draft, endsTurn, effects);
    }
    draft.last = { player, action: act, dice: effects.dice, events: effects.events };
  });
}

export type { Action };
