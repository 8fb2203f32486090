import { board } from '../../board/index.js';
import type { Checked } from './context.js';
import { broken, FORMAT, field, int, item, type Obj, shown } from './read.js';

// The invariants of 2026-06 alone (rulings R31–R48): Rovers orbiting one planet, Fortifications
// apart, the setup of Factories and Rovers, the four-actions turn with captured points.

/** Rulings R40, R41: a Rover in orbit orbits one planet, never a destroyed one. */
export function checkOrbit2026(c: Checked, r: Obj, path: string, id: number, owner: number): void {
  if (!Object.hasOwn(r, 'orbit'))
    broken(field(path, 'orbit'), 'R40', `r${id} is in orbit of no planet`);
  const orbit = int(r.orbit, field(path, 'orbit'), 'the planet orbited', 0, c.planetCount - 1);
  if (c.destroyed[orbit])
    broken(field(path, 'orbit'), 'R41', `r${id} orbits destroyed planet ${orbit}`);
  // Ruling R40: only a Rover of the player to act can have changed orbit this turn (the mark
  // goes when its owner's turn ends); present, it is `true`.
  if (Object.hasOwn(r, 'transferred')) {
    if (r.transferred !== true)
      broken(
        field(path, 'transferred'),
        FORMAT,
        `transferred must be true when present, not ${shown(r.transferred)}`,
      );
    if (owner !== c.currentPlayer)
      broken(
        field(path, 'transferred'),
        'R40',
        `r${id} changed orbit this turn, but its owner p${owner} is not the player to act`,
      );
  }
}

/** Ruling R36: a Fortification never goes next to another, so none stands next to one. */
export function checkFortificationsApart(c: Checked): void {
  if (!c.v2026) return;
  for (let w = 0; w < c.planetCount; w++) {
    const slots = c.forts[w]!;
    for (const space of board.playableSpaces) {
      if (slots[space] === null) continue;
      for (const next of board.playableNeighbors[space]!) {
        if (next > space && slots[next] !== null) {
          broken(
            item(field(item('planets', w), 'fortifications'), next),
            'R36',
            `Fortifications on spaces ${space} and ${next} of planet ${w}, next to each other`,
          );
        }
      }
    }
  }
}

/**
 * Rulings R31, R32 (2026-06 setup): the k-th placement, by seat (placesFirst − k) mod n, put a
 * Factory (full hit points, no build points) on an HQ and a Rover (full) next to it; nothing
 * else happens before play. The pieces' own fields were checked already.
 */
export function checkSetup2026(c: Checked): void {
  const { s, rules, n, firstPlayer, currentPlayer, turn, actionsThisTurn, placesFirst } = c;
  type Placed = { owner: number; hp: number; location: { planet: number; space: number } };
  type Built = {
    structure: string;
    owner: number;
    hp: number;
    planet: number;
    space: number;
    points?: number;
  };
  const rovers = s.rovers as readonly Placed[];
  const buildings = s.buildings as readonly Built[];
  if (turn !== 0 || actionsThisTurn !== 0) {
    broken(turn !== 0 ? 'turn' : 'actionsThisTurn', 'R32', 'placements during setup are not turns');
  }
  if (rovers.length >= n)
    broken('rovers', 'R32', `setup ends once each of the ${n} players has placed`);
  if (s.nextRoverId !== rovers.length + 1)
    broken(
      'nextRoverId',
      'R32',
      `${rovers.length} Rovers placed, so the next id is ${rovers.length + 1}`,
    );
  if (buildings.length !== rovers.length)
    broken('buildings', 'R32', 'each placement puts one Factory and one Rover');
  for (let i = 0; i < rovers.length; i++) {
    const r = rovers[i]!;
    const b = buildings[i]!;
    const placer = ((((placesFirst ?? 0) - i) % n) + n) % n;
    const path = item('rovers', i);
    if (r.owner !== placer)
      broken(field(path, 'owner'), 'R32', 'players place counter-clockwise from the first placer');
    if (r.hp !== rules.hp.rover)
      broken(field(path, 'hp'), 'R32', `a Rover is placed with ${rules.hp.rover} hit points`);
    const where = item('buildings', i);
    if (b.structure !== 'factory' || b.owner !== placer)
      broken(where, 'R32', `placement ${i} puts player ${placer}'s Factory`);
    if (b.hp !== rules.hp.building || b.points !== 0)
      broken(
        where,
        'R32',
        `a Factory is placed with ${rules.hp.building} hit points and no build points`,
      );
    if (
      r.location.planet !== b.planet ||
      !board.playableNeighbors[b.space]!.includes(r.location.space)
    )
      broken(field(path, 'location'), 'R32', 'a Rover is placed next to its Factory');
  }
  const expected =
    placesFirst === null ? firstPlayer : (((placesFirst - rovers.length) % n) + n) % n;
  if (currentPlayer !== expected)
    broken('currentPlayer', 'R32', `player ${expected} places (or chooses) next`);
  const started = rovers.length > 0 || (n === 2 && placesFirst !== null);
  if ((s.last === null) === started)
    broken('last', FORMAT, 'last is null exactly until the first setup action');
}

/**
 * Ruling R47: at most maxActionsPerTurn actions; the turn goes on only with points left,
 * captured ones usable within the actions left; a new turn has none captured.
 */
export function checkTurn2026(c: Checked): void {
  const { actionsThisTurn, captured, currentPlayer } = c;
  const cap = c.rules.maxActionsPerTurn;
  if (actionsThisTurn >= cap) broken('actionsThisTurn', 'R47', `a turn ends after ${cap} actions`);
  if (captured > cap - actionsThisTurn || (actionsThisTurn === 0 && captured > 0))
    broken(
      'captured',
      'R47',
      `${captured} captured points cannot be used in the ${cap - actionsThisTurn} actions left`,
    );
  if (actionsThisTurn > 0 && captured + (c.treasuryPoints[currentPlayer] ?? 0) === 0) {
    broken(
      'actionsThisTurn',
      'R47',
      `player ${currentPlayer}'s turn goes on after an action with no points left`,
    );
  }
}
