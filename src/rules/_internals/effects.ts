import type { Draft } from 'immer';
import { edgeBetween } from '../../board/index.js';
import type { Rng } from '../rng.js';
import { rulesetOf } from '../ruleset.js';
import type { DiePurpose, DieRoll, GameEvent, GameState, PieceRef } from '../types.js';

/** Collects the dice an action draws and the events it causes, in order. */
export interface Effects {
  roll(purpose: DiePurpose): number;
  readonly dice: DieRoll[];
  readonly events: GameEvent[];
}

export function createEffects(rng: Rng): Effects {
  const dice: DieRoll[] = [];
  return {
    dice,
    events: [],
    roll(purpose) {
      const value = rng.d6();
      dice.push({ purpose, value });
      return value;
    },
  };
}

/**
 * A piece that was hit rolls to damage (ruling R4): `damageOn`+ (3+) takes one hit point; at 0 it is removed
 * (ruling R17). Fortifications have one hit point. Returns whether the piece was destroyed.
 *
 * Indexes are looked up in `state`, the state before the action (reading the draft would make
 * immer proxy every piece); so each action damages at most one piece of each array.
 */
export function rollDamage(
  draft: Draft<GameState>,
  state: GameState,
  target: PieceRef,
  effects: Effects,
): boolean {
  if (effects.roll('damage') < rulesetOf(state).damageOn) {
    effects.events.push({ type: 'noDamage', target });
    return false;
  }
  let hp = 0;
  if (target.piece === 'rover') {
    const i = state.rovers.findIndex((r) => r.id === target.id);
    hp = state.rovers[i]!.hp - 1;
    if (hp === 0) draft.rovers.splice(i, 1);
    else draft.rovers[i]!.hp = hp;
  } else if (target.piece === 'fortification') {
    if (target.across === undefined)
      draft.planets[target.planet]!.fortifications[target.space] = null;
    // 2024-12 (ruling R56): a Fortification on the edge between `space` and `across`.
    else
      draft.planets[target.planet]!.edgeFortifications![edgeBetween(target.space, target.across)] =
        null;
  } else {
    const i = state.buildings.findIndex(
      (b) => b.planet === target.planet && b.space === target.space,
    );
    hp = state.buildings[i]!.hp - 1;
    if (hp === 0) draft.buildings.splice(i, 1);
    else draft.buildings[i]!.hp = hp;
  }
  effects.events.push(hp === 0 ? { type: 'destroyed', target } : { type: 'damaged', target, hp });
  return hp === 0;
}
