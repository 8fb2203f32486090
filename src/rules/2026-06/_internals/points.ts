import type { Draft } from 'immer';
import { rulesetOf } from '../../ruleset.js';
import type { Factory, GameState, PlayerIndex } from '../../types.js';

/**
 * Ruling R42: when a player's turn begins, each of their Factories gains a build point, up to
 * the ruleset's most. (Also called by the last placement, which begins the first turn of play.)
 */
export function gainFactoryPoints(draft: Draft<GameState>, player: PlayerIndex): void {
  const max = rulesetOf(draft as GameState).factoryPoints!.max;
  for (const b of draft.buildings) {
    if (b.owner !== player || b.structure !== 'factory') continue;
    const factory = b as Draft<Factory>;
    if (factory.points! < max) factory.points = factory.points! + 1;
  }
}
