import type { Draft } from 'immer';
import { ownRover } from '../_internals/acting.js';
import { entryProblem } from '../_internals/entry.js';
import { checkNextToFactory } from '../_internals/factory.js';
import { isAdjacent, roverName, SORTED_NEIGHBORS } from '../_internals/position.js';
import type { ActionFamily } from '../action-family.js';
import type { Action, ProduceAction, RepairAction } from '../actions.js';
import { fail } from '../errors.js';
import { rulesetOf } from '../ruleset.js';
import type { Factory, GameState, PlayerIndex } from '../types.js';

// The Factory in 2026-06: build points (gained at the start of its owner's turns, ruling R42,
// in turn.ts) pay for Manufacture (R43) and Repair (R44). A player has one Factory per planet.

/** The player's Factory on `planet`, or `undefined`. */
function factoryOn(state: GameState, player: PlayerIndex, planet: number): Factory | undefined {
  for (const b of state.buildings) {
    if (b.owner === player && b.structure === 'factory' && b.planet === planet) return b;
  }
  return undefined;
}

/** The player's Factories, by planet. */
function ownFactories(state: GameState): Factory[] {
  const factories: Factory[] = [];
  for (const b of state.buildings) {
    if (b.owner === state.currentPlayer && b.structure === 'factory') factories.push(b);
  }
  return factories.sort((a, b) => a.planet - b.planet);
}

function noFactory(state: GameState, action: Action, planet: number): never {
  const where = state.options.planets > 1 ? ` on planet ${planet}` : '';
  return fail(
    'NO_STRUCTURE',
    action.type === 'produce' ? 'R43' : 'R44',
    action,
    `player ${state.currentPlayer} has no Factory${where}`,
  );
}

/** Ruling R43: a player may not have more Rovers (orbit included) than Buildings (all planets). */
function roomForRover(
  state: GameState,
  player: PlayerIndex,
): { rovers: number; buildings: number } {
  let rovers = 0;
  let buildings = 0;
  for (const r of state.rovers) if (r.owner === player) rovers++;
  for (const b of state.buildings) if (b.owner === player) buildings++;
  return { rovers, buildings };
}

/**
 * Ruling R43: Manufacture. The Factory on `planet` holds `manufacture` points; the player would
 * not have more Rovers than Buildings; `space` is next to the Factory, playable, and a space a
 * Rover could enter (R5).
 */
function checkProduce(state: GameState, action: ProduceAction): void {
  const planet = action.planet!;
  const factory = factoryOn(state, state.currentPlayer, planet) ?? noFactory(state, action, planet);
  const cost = rulesetOf(state).factoryPoints!.manufacture;
  const points = factory.points ?? 0;
  if (points < cost) {
    fail(
      'NOT_ENOUGH_POINTS',
      'R43',
      action,
      `the Factory holds ${points} build points; a Rover takes ${cost}`,
    );
  }
  const { rovers, buildings } = roomForRover(state, factory.owner);
  if (rovers + 1 > buildings) {
    fail(
      'TOO_MANY_ROVERS',
      'R43',
      action,
      `player ${factory.owner} has ${rovers} Rovers and ${buildings} Buildings: a Rover more would outnumber them`,
    );
  }
  const cannot = checkNextToFactory(action, factory, 'R43');
  const problem = entryProblem(state, factory.owner, planet, action.space, false);
  if (problem) fail(problem.code, 'R43', action, `${cannot}: ${problem.why}`);
}

/** The Factory in the draft, by its index in `state` (no proxying). */
function draftFactory(draft: Draft<GameState>, state: GameState, factory: Factory): Draft<Factory> {
  return draft.buildings[state.buildings.indexOf(factory)] as Draft<Factory>;
}

function applyProduce(draft: Draft<GameState>, state: GameState, action: ProduceAction): void {
  const factory = factoryOn(state, state.currentPlayer, action.planet!)!;
  draft.rovers.push({
    id: state.nextRoverId,
    owner: factory.owner,
    hp: rulesetOf(state).hp.rover,
    location: { planet: factory.planet, space: action.space },
  });
  draft.nextRoverId = state.nextRoverId + 1;
  draftFactory(draft, state, factory).points = 0;
}

/**
 * Ruling R44: Repair. An own Rover on a planet, next to its owner's Factory of that planet,
 * below full hit points, and the Factory holds `repair` points: +1 hit point, −`repair` points.
 */
function checkRepair(state: GameState, action: RepairAction): void {
  const rover = ownRover(state, action, action.rover, 'R44');
  const cannot = `the Factory cannot repair Rover ${roverName(rover.id)}`;
  const at = rover.location;
  if (at === 'orbit') fail('ROVER_IN_ORBIT', 'R40', action, `${cannot}: it is in orbit`);
  const factory = factoryOn(state, rover.owner, at.planet) ?? noFactory(state, action, at.planet);
  if (!isAdjacent(factory.space, at.space)) {
    fail(
      'NOT_ADJACENT',
      'R44',
      action,
      `${cannot}: it is not next to the Factory on space ${factory.space}`,
    );
  }
  const full = rulesetOf(state).hp.rover;
  if (rover.hp >= full)
    fail('FULL_HEALTH', 'R44', action, `${cannot}: it has all ${full} hit points`);
  const cost = rulesetOf(state).factoryPoints!.repair;
  const points = factory.points ?? 0;
  if (points < cost) {
    fail(
      'NOT_ENOUGH_POINTS',
      'R44',
      action,
      `${cannot}: the Factory holds ${points} build points; a repair takes ${cost}`,
    );
  }
}

function applyRepair(draft: Draft<GameState>, state: GameState, action: RepairAction): void {
  const i = state.rovers.findIndex((r) => r.id === action.rover);
  const rover = state.rovers[i]!;
  draft.rovers[i]!.hp = rover.hp + 1;
  const at = rover.location as { planet: number };
  const factory = factoryOn(state, rover.owner, at.planet)!;
  draftFactory(draft, state, factory).points =
    (factory.points ?? 0) - rulesetOf(state).factoryPoints!.repair;
}

function legalProduces(state: GameState, out: Action[]): void {
  const { rovers, buildings } = roomForRover(state, state.currentPlayer);
  if (rovers + 1 > buildings) return;
  const cost = rulesetOf(state).factoryPoints!.manufacture;
  for (const factory of ownFactories(state)) {
    if ((factory.points ?? 0) < cost) continue;
    for (const space of SORTED_NEIGHBORS[factory.space]!) {
      if (entryProblem(state, factory.owner, factory.planet, space, false) === null) {
        out.push({ type: 'produce', planet: factory.planet, space });
      }
    }
  }
}

function legalRepairs(state: GameState, out: Action[]): void {
  const rules = rulesetOf(state);
  const cost = rules.factoryPoints!.repair;
  for (const rover of state.rovers) {
    const at = rover.location;
    if (rover.owner !== state.currentPlayer || at === 'orbit' || rover.hp >= rules.hp.rover)
      continue;
    const factory = factoryOn(state, rover.owner, at.planet);
    if (factory && (factory.points ?? 0) >= cost && isAdjacent(factory.space, at.space)) {
      out.push({ type: 'repair', rover: rover.id });
    }
  }
}

const PLAY = { phase: 'playing', spendsPoint: true, endsTurn: false } as const;

/** Manufacture (ruling R43). */
export const produce: ActionFamily<ProduceAction> = {
  ...PLAY,
  check: checkProduce,
  apply: applyProduce,
  legal: legalProduces,
};

/** Repair (ruling R44). */
export const repair: ActionFamily<RepairAction> = {
  ...PLAY,
  check: checkRepair,
  apply: applyRepair,
  legal: legalRepairs,
};
