import type { Draft } from 'immer';
import type { Effects } from '../_internals/effects.js';
import { buildingAt, fortificationAt, roverAt, SORTED_NEIGHBORS } from '../_internals/position.js';
import { rulesetOf } from '../ruleset.js';
import type { GameState, PieceRef } from '../types.js';

// Damage in 2026-06: one action may damage one piece several times (a Fire's hits) and many
// pieces (an explosion), so pieces are looked up in the draft each time, not by their index in
// the state before the action (2025-01's rollDamage). A destroyed ready Drill Cannon may explode
// (ruling R46) and a destroyed Treasury's points pass to the acting player (ruling R47).

/** The pieces on a space in the order damage reaches them: Rover, Fortification, Building. */
export function piecesAt(state: GameState, planet: number, space: number): PieceRef[] {
  const pieces: PieceRef[] = [];
  const rover = roverAt(state, planet, space);
  if (rover) pieces.push({ piece: 'rover', id: rover.id, owner: rover.owner });
  const fort = fortificationAt(state, planet, space);
  if (fort !== null) pieces.push({ piece: 'fortification', planet, space, owner: fort });
  const building = buildingAt(state, planet, space);
  if (building) {
    pieces.push({
      piece: 'building',
      structure: building.structure,
      planet,
      space,
      owner: building.owner,
    });
  }
  return pieces;
}

/** Whether the piece is still in the draft (a Fire's later hits skip destroyed pieces). */
export function stillThere(draft: Draft<GameState>, piece: PieceRef): boolean {
  const now = draft as GameState;
  if (piece.piece === 'rover') return now.rovers.some((r) => r.id === piece.id);
  if (piece.piece === 'fortification') {
    return fortificationAt(now, piece.planet, piece.space) === piece.owner;
  }
  return buildingAt(now, piece.planet, piece.space) !== undefined;
}

/**
 * A piece takes a hit: with `damageOn` it rolls a die ('damage') and loses a hit point on that
 * face or more; with `null` it loses one without a roll (an explosion, ruling R46). At 0 it is
 * removed; Fortifications have one hit point. A destroyed ready Drill Cannon rolls to explode
 * at once (R46); a destroyed Treasury's points are captured (R47). Returns whether the piece
 * was destroyed.
 */
export function damagePiece(
  draft: Draft<GameState>,
  state: GameState,
  target: PieceRef,
  damageOn: number | null,
  effects: Effects,
): boolean {
  if (damageOn !== null && effects.roll('damage') < damageOn) {
    effects.events.push({ type: 'noDamage', target });
    return false;
  }
  let hp = 0;
  let exploding = false;
  let capturedPoints: number | null = null;
  if (target.piece === 'rover') {
    const i = draft.rovers.findIndex((r) => r.id === target.id);
    hp = draft.rovers[i]!.hp - 1;
    if (hp === 0) draft.rovers.splice(i, 1);
    else draft.rovers[i]!.hp = hp;
  } else if (target.piece === 'fortification') {
    draft.planets[target.planet]!.fortifications[target.space] = null;
  } else {
    const i = draft.buildings.findIndex(
      (b) => b.planet === target.planet && b.space === target.space,
    );
    const building = draft.buildings[i]!;
    hp = building.hp - 1;
    if (hp > 0) building.hp = hp;
    else {
      // Ruling R46: a cannon destroyed while ready (aimed or not) rolls to explode.
      exploding = building.structure === 'drillCannon' && building.ready;
      if (building.structure === 'treasury') capturedPoints = building.points;
      draft.buildings.splice(i, 1);
    }
  }
  effects.events.push(hp === 0 ? { type: 'destroyed', target } : { type: 'damaged', target, hp });
  if (exploding && target.piece === 'building') explode(draft, state, target, effects);
  if (capturedPoints !== null) captureTreasury(draft, state, capturedPoints, effects);
  return hp === 0;
}

/**
 * Ruling R46: a destroyed ready Drill Cannon rolls a d6 ('explosion'); on `explosionOn`+ every
 * piece on every playable space next to its HQ takes 1 damage without a roll (spaces ascending,
 * then Rover, Fortification, Building).
 */
function explode(
  draft: Draft<GameState>,
  state: GameState,
  cannon: Extract<PieceRef, { piece: 'building' }>,
  effects: Effects,
): void {
  const on = rulesetOf(state).explosionOn;
  if (on === null || effects.roll('explosion') < on) return;
  const { planet, space, owner } = cannon;
  effects.events.push({ type: 'exploded', planet, space, owner });
  for (const next of SORTED_NEIGHBORS[space]!) {
    for (const piece of piecesAt(draft as GameState, planet, next)) {
      damagePiece(draft, state, piece, null, effects);
    }
  }
}

/**
 * Ruling R47: a Treasury destroyed during a player's action (by whatever means, their own
 * Treasury included) gives its points to the acting player as captured points, usable this turn
 * only. A turn has at most `maxActionsPerTurn` actions: this one counts, and each captured
 * point already held pays for one more, so only the rest of the turn's actions can be paid for;
 * the points beyond are forfeit at once. A Treasury that held no points captures nothing and
 * says nothing.
 */
export function captureTreasury(
  draft: Draft<GameState>,
  state: GameState,
  points: number,
  effects: Effects,
): void {
  if (points === 0) return;
  const held = draft.captured ?? 0;
  const actionsLeft = rulesetOf(state).maxActionsPerTurn - (state.actionsThisTurn + 1);
  const usable = Math.max(0, Math.min(points, actionsLeft - held));
  draft.captured = held + usable;
  effects.events.push({
    type: 'pointsCaptured',
    player: state.currentPlayer,
    points: usable,
    forfeited: points - usable,
  });
}

/**
 * Ruling R41 (R45's planet roll): a destroyed planet takes with it every Rover on it and every
 * Rover orbiting it, its Buildings and Fortifications; no Drill Cannon of it explodes (R46), but
 * each Treasury's points are captured (R47), in the order the Buildings were built.
 */
export function destroyPlanet(
  draft: Draft<GameState>,
  state: GameState,
  planet: number,
  total: number,
  effects: Effects,
): void {
  const world = draft.planets[planet]!;
  world.destroyed = true;
  world.fortifications.fill(null);
  draft.rovers = draft.rovers.filter((r) =>
    r.location === 'orbit' ? r.orbit !== planet : r.location.planet !== planet,
  );
  const treasuries: number[] = [];
  draft.buildings = draft.buildings.filter((b) => {
    if (b.planet !== planet) return true;
    if (b.structure === 'treasury') treasuries.push(b.points);
    return false;
  });
  effects.events.push({ type: 'planetDestroyed', planet, total });
  for (const points of treasuries) captureTreasury(draft, state, points, effects);
}
