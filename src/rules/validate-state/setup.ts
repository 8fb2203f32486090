import { board } from '../../board/index.js';
import type { RuleRef } from '../errors.js';
import type { Checked } from './context.js';
import { broken, FORMAT, field, item } from './read.js';
import { checkSetup2026 } from './rules-2026-06.js';

/**
 * During setup (ruling R15; R66 in 2024-12, R31, R32 in 2026-06): everyone in, placements in
 * seating order, nothing built, fortified or destroyed yet.
 */
export function checkSetup(c: Checked, remaining: readonly number[]): void {
  const { n } = c;
  if (c.v2026) {
    checkSetup2026(c);
    if (remaining.length !== n) broken('players', 'R15', 'nobody is out during setup');
    if (c.fortCount > 0) broken('planets', 'R15', 'nothing is fortified during setup');
    if (c.destroyed.some(Boolean)) broken('planets', 'R15', 'no planet is destroyed during setup');
    return;
  }
  // Ruling R15; R66 in 2024-12, where each Rover is placed facing an edge (checked in rovers.ts).
  const setupRule: RuleRef = c.v2024 ? 'R66' : 'R15';
  if (c.turn !== 0 || c.actionsThisTurn !== 0) {
    broken(
      c.turn !== 0 ? 'turn' : 'actionsThisTurn',
      setupRule,
      'placements during setup are not turns',
    );
  }
  if (remaining.length !== n) broken('players', setupRule, 'nobody is out during setup');
  checkPlacements(c, setupRule);
  if (c.buildings.length > 0) broken('buildings', setupRule, 'nothing is built during setup');
  if (c.fortCount > 0) broken('planets', setupRule, 'nothing is fortified during setup');
  if (c.destroyed.some(Boolean))
    broken('planets', setupRule, 'no planet is destroyed during setup');
  if ((c.s.last === null) !== (c.rovers.length === 0))
    broken('last', FORMAT, 'last is null exactly until the first placement');
}

/** One Rover per placement so far, each a full one on an HQ, placed in seating order. */
function checkPlacements(c: Checked, setupRule: RuleRef): void {
  const { n, rovers, firstPlayer, rules } = c;
  if (rovers.length >= n)
    broken('rovers', setupRule, `setup ends once each of the ${n} players has placed a Rover`);
  if (c.nextRoverId !== rovers.length + 1)
    broken(
      'nextRoverId',
      setupRule,
      `${rovers.length} Rovers placed, so the next id is ${rovers.length + 1}`,
    );
  for (let i = 0; i < rovers.length; i++) {
    const r = rovers[i] as { owner: number; hp: number; location: { space: number } };
    if (r.owner !== (firstPlayer + i) % n)
      broken(
        field(item('rovers', i), 'owner'),
        setupRule,
        'players place in seating order from the first player',
      );
    if (r.hp !== rules.hp.rover)
      broken(
        field(item('rovers', i), 'hp'),
        setupRule,
        `a Rover is placed with ${rules.hp.rover} hit points`,
      );
    if (board.spaces[r.location.space]!.kind !== 'hq')
      broken(field(item('rovers', i), 'location'), setupRule, 'Rovers are placed on HQs');
  }
  if (c.currentPlayer !== (firstPlayer + rovers.length) % n) {
    broken(
      'currentPlayer',
      setupRule,
      `player ${(firstPlayer + rovers.length) % n} places next, in seating order`,
    );
  }
}
