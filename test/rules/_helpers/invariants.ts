import { board, edgeKinds } from '../../../src/board/index.js';
import type { GameState } from '../../../src/rules/index.js';
import {
  applyAction,
  IllegalActionError,
  legalActions,
  restoreRng,
  rulesetNamed,
  validateAction,
  validateState,
} from '../../../src/rules/index.js';
import {
  actionKey,
  actionSpace,
  applyFromJson,
  compareActions,
  mutations,
  type Step,
} from './random-game.js';

// What must hold in every reachable state, whatever was played. Each message names the ruling
// it protects and enough of the position to find the culprit.

const SPACES = board.spaces.length;
const TREASURY_CAPACITY = 3;
const MAX_HP = 5;

function isInt(value: unknown, min: number, max: number): boolean {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}

/**
 * Every invariant `state` breaks, as readable messages; `[]` for a sane state.
 * Set `withLegalActions: false` to skip the one check that computes `legalActions`.
 */
export function invariantViolations(
  state: GameState,
  { withLegalActions = true }: { readonly withLegalActions?: boolean } = {},
): string[] {
  const out: string[] = [];
  // The library's own check of a state from outside must accept every reachable state.
  const check = validateState(state);
  if (!check.ok) out.push(`validateState refuses it: ${check.error.message}`);
  const { players, planets } = state.options;
  // 2026-06 replaces some 2025-01 invariants (one of each kind per planet R37, captured points
  // R47, Rovers in orbit keep nobody in R48); validateState checks those.
  const v2025 = state.options.ruleset === undefined;
  // 2024-12 (rulings R50–R67) keeps 2025-01's one of each kind in the whole game and its going
  // out, and adds facings, Fortifications on edges and one action a turn.
  const v2024 = state.options.ruleset === '2024-12';
  const rules = rulesetNamed(state.options.ruleset ?? '2025-01');
  const roverHp = v2025 ? MAX_HP : rules.hp.rover;
  const inGame = (p: number) => state.players[p]?.inGame === true;

  if (state.players.length !== players) out.push(`${state.players.length} seats for ${players}`);
  if (state.planets.length !== planets) out.push(`${state.planets.length} planets of ${planets}`);
  if (!isInt(state.actionsThisTurn, 0, Number.MAX_SAFE_INTEGER))
    out.push(`actionsThisTurn ${state.actionsThisTurn}`);
  if (state.options.turnLimit !== null && state.turn > state.options.turnLimit)
    out.push(`R26: turn ${state.turn} beyond the limit ${state.options.turnLimit}`);

  // Per (planet, space): what stands there.
  const occupant = (planet: number, space: number) => `${planet}.${space}`;
  const roverAt = new Map<string, number>();
  const buildingAt = new Map<string, string>();

  // Rovers: ids unique and ascending, below nextRoverId; hit points; where they stand.
  let lastId = 0;
  for (const r of state.rovers) {
    if (!isInt(r.id, 1, Number.MAX_SAFE_INTEGER) || r.id <= lastId)
      out.push(`rover ids not unique and ascending: r${r.id} after r${lastId}`);
    lastId = Math.max(lastId, r.id);
    if (r.id >= state.nextRoverId) out.push(`r${r.id} not below nextRoverId ${state.nextRoverId}`);
    if (!isInt(r.hp, 1, roverHp)) out.push(`R17: r${r.id} has ${r.hp} hit points`);
    if (!inGame(r.owner)) out.push(`R14: r${r.id} belongs to player ${r.owner}, out of the game`);
    if (r.location === 'orbit') {
      if (r.facing !== undefined) out.push(`R52: r${r.id} in orbit faces ${r.facing}`);
      continue;
    }
    if (v2024 && !board.spaces[r.location.space]?.neighbors.includes(r.facing ?? -1))
      out.push(`R52: r${r.id} on ${r.location.space} faces ${r.facing}, not a neighbour`);
    if (!v2024 && r.facing !== undefined) out.push(`R52: a ${rules.name} Rover r${r.id} faces`);
    const { planet, space } = r.location;
    if (!isInt(planet, 0, planets - 1) || !isInt(space, 0, SPACES - 1)) {
      out.push(`r${r.id} at a bad location ${JSON.stringify(r.location)}`);
      continue;
    }
    if (!board.spaces[space]!.playable) out.push(`R1: r${r.id} on off-board space ${space}`);
    if (state.planets[planet]!.destroyed) out.push(`R27: r${r.id} on destroyed planet ${planet}`);
    const key = occupant(planet, space);
    const other = roverAt.get(key);
    if (other !== undefined) out.push(`R5: r${other} and r${r.id} share ${key}`);
    roverAt.set(key, r.id);
    const fort = state.planets[planet]!.fortifications[space];
    if (fort !== null && fort !== undefined && fort !== r.owner)
      out.push(`R5: r${r.id} of player ${r.owner} on player ${fort}'s Fortification at ${key}`);
  }

  // Buildings: one of each kind per player, on HQs, hit points, structure state.
  const kinds = new Set<string>();
  for (const b of state.buildings) {
    const where = occupant(b.planet, b.space);
    if (!rules.structures.includes(b.structure))
      out.push(`unknown structure ${b.structure} at ${where}`);
    const kind = `${b.owner}:${b.structure}`;
    if ((v2025 || v2024) && kinds.has(kind))
      out.push(`R7: player ${b.owner} has two ${b.structure}s`);
    kinds.add(kind);
    if (!isInt(b.hp, 1, MAX_HP)) out.push(`R17: ${b.structure} at ${where} has ${b.hp} hit points`);
    if (!inGame(b.owner)) out.push(`R25: ${b.structure} at ${where} of player ${b.owner}, out`);
    if (!isInt(b.planet, 0, planets - 1) || !isInt(b.space, 0, SPACES - 1)) {
      out.push(`${b.structure} at a bad location ${where}`);
      continue;
    }
    if (!board.spaces[b.space]!.playable) out.push(`R1: ${b.structure} on off-board ${where}`);
    if (board.spaces[b.space]!.kind !== 'hq') out.push(`R7: ${b.structure} on triangle ${where}`);
    if (state.planets[b.planet]!.destroyed) out.push(`R27: ${b.structure} on destroyed ${where}`);
    const other = buildingAt.get(where);
    if (other !== undefined) out.push(`R7: ${other} and ${b.structure} share ${where}`);
    buildingAt.set(where, b.structure);
    const rover = roverAt.get(where);
    if (rover !== undefined) out.push(`R5: r${rover} stands on the ${b.structure} at ${where}`);
    const fort = state.planets[b.planet]!.fortifications[b.space];
    if (fort !== null && fort !== undefined)
      out.push(`R6/R7: a Fortification of player ${fort} under the ${b.structure} at ${where}`);
    if (b.structure === 'treasury' && !isInt(b.points, 0, TREASURY_CAPACITY))
      out.push(`R11: Treasury of player ${b.owner} holds ${b.points} points`);
    if (b.structure === 'drillCannon' && (b.power !== undefined) !== v2024)
      out.push(`R63: Drill Cannon of player ${b.owner} with power ${b.power}`);
    if (b.structure === 'drillCannon' && v2024) {
      if (!isInt(b.power, 0, 3) || b.ready || b.aim !== null)
        out.push(`R63: Drill Cannon of player ${b.owner}: ${JSON.stringify(b)}`);
    } else if (b.structure === 'drillCannon') {
      if (b.aim !== null && !(isInt(b.aim, 0, SPACES - 1) && board.spaces[b.aim]!.playable))
        out.push(`R10: Drill Cannon of player ${b.owner} aims at ${b.aim}`);
      if (b.aim !== null && !b.ready)
        out.push(`R10: Drill Cannon of player ${b.owner} aims at ${b.aim} but is not ready`);
    }
  }

  // Fortifications: one slot per space, owned by a player still in, only on playable spaces of
  // planets that still exist.
  state.planets.forEach((planet, p) => {
    if (planet.fortifications.length !== SPACES)
      out.push(`planet ${p} has ${planet.fortifications.length} fortification slots`);
    if (!isInt(planet.cannonShots, 0, Number.MAX_SAFE_INTEGER))
      out.push(`planet ${p} cannonShots ${planet.cannonShots}`);
    if (v2024 && (planet.destroyed || planet.cannonShots !== 0))
      out.push(`R63: planet ${p} destroyed or shot at (${planet.cannonShots})`);
    // 2024-12 (rulings R51, R56, R65): Fortifications on the 120 edges between playable spaces.
    if ((planet.edgeFortifications !== undefined) !== v2024)
      out.push(`R56: planet ${p} of a ${rules.name} game with edgeFortifications`);
    if (planet.edgeFortifications !== undefined && planet.edgeFortifications.length !== 150)
      out.push(`planet ${p} has ${planet.edgeFortifications.length} edge slots`);
    planet.edgeFortifications?.forEach((owner, e) => {
      if (owner === null) return;
      if (!isInt(owner, 0, players - 1)) out.push(`Fortification on edge ${p}.${e} of ${owner}`);
      if (edgeKinds[e] !== 'playable') out.push(`R51: Fortification on ${edgeKinds[e]} edge ${e}`);
      if (!inGame(owner)) out.push(`R65: Fortification on edge ${p}.${e} of player ${owner}, out`);
    });
    planet.fortifications.forEach((owner, s) => {
      if (owner === null) return;
      if (v2024) out.push(`R56: a 2024-12 Fortification on space ${p}.${s}`);
      if (!isInt(owner, 0, players - 1)) out.push(`Fortification at ${p}.${s} owned by ${owner}`);
      if (!board.spaces[s]!.playable) out.push(`R1: Fortification on off-board ${p}.${s}`);
      if (planet.destroyed) out.push(`R27: Fortification on destroyed planet at ${p}.${s}`);
      if (!inGame(owner)) out.push(`R25: Fortification at ${p}.${s} of player ${owner}, out`);
    });
  });

  // Players and the turn.
  const remaining = state.players.flatMap((p, i) => (p.inGame ? [i] : []));
  if (state.status === 'finished') {
    if (state.winners.length > 1) out.push(`R14: several winners ${state.winners}`);
    for (const w of state.winners) if (!inGame(w)) out.push(`R14: winner ${w} is out`);
    if (state.winners.length === 1 && remaining.length !== 1)
      out.push(`R14: winner ${state.winners} while players ${remaining} are in`);
  } else {
    if (state.winners.length > 0) out.push(`winners ${state.winners} before the end`);
    if (!inGame(state.currentPlayer)) out.push(`R13: player ${state.currentPlayer} to act is out`);
    if (state.status === 'playing' && remaining.length < 2)
      out.push(`R14: game goes on with players ${remaining} in`);
    if (state.status === 'setup' && (state.actionsThisTurn !== 0 || state.turn !== 0))
      out.push(`R15: setup with turn ${state.turn}, actionsThisTurn ${state.actionsThisTurn}`);
    // Ruling R22: a turn goes on past its first action only while the Treasury holds points.
    if (v2025 && state.actionsThisTurn > 0) {
      const treasury = state.buildings.find(
        (b) => b.owner === state.currentPlayer && b.structure === 'treasury',
      );
      const points = treasury?.structure === 'treasury' ? treasury.points : 0;
      if (points <= 0)
        out.push(
          `R22: player ${state.currentPlayer}'s turn goes on after ${state.actionsThisTurn} actions with ${points} points`,
        );
    }
    // Ruling R50: one action a 2024-12 turn.
    if (v2024 && state.actionsThisTurn !== 0)
      out.push(`R50: a 2024-12 turn goes on after ${state.actionsThisTurn} action(s)`);
    if ((v2025 || v2024) && state.status === 'playing') {
      // Ruling R14/R25: elimination is checked after every action.
      for (const p of remaining) {
        const alive =
          state.rovers.some((r) => r.owner === p) ||
          state.buildings.some((b) => b.owner === p && b.structure === 'factory');
        if (!alive) out.push(`R25: player ${p} has no Rover and no Factory but is still in`);
      }
    }
    if (withLegalActions && legalActions(state).length === 0)
      out.push('R13: no legal action in a live game');
  }
  return out;
}

/** Where a value holds something JSON would lose (undefined, NaN, a class instance…), or `null`. */
export function jsonLoss(value: unknown, path = 'state'): string | null {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return null;
  if (typeof value === 'number') return Number.isFinite(value) ? null : `${path} is ${value}`;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const loss = jsonLoss(value[i], `${path}[${i}]`);
      if (loss) return loss;
    }
    return null;
  }
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    for (const [k, v] of Object.entries(value)) {
      const loss = jsonLoss(v, `${path}.${k}`);
      if (loss) return loss;
    }
    return null;
  }
  return `${path} is ${typeof value === 'object' ? 'a non-plain object' : typeof value}`;
}

/** How thoroughly `stepViolations` checks one step. */
export interface StepChecks {
  /** Draws the legal actions to mutate and the mutations to apply. */
  readonly random: () => number;
  /** How many legal actions to mutate into candidates (default 6). */
  readonly mutate?: number;
  /** Also validate the whole `actionSpace` and compare it with the legal list (slow). */
  readonly exhaustive?: boolean;
  /** How many rejected candidates to hand to `applyAction`, which must throw (default 4). */
  readonly applyRejected?: number;
}

/**
 * What went wrong in one step of a game, as messages (`[]` when all is well), in the spirit of
 * OpenSpiel's random-simulation checks: the legal list is unique, sorted and accepted; candidates
 * around it are accepted exactly when listed, and `applyAction` refuses the others without
 * touching state or dice; `applyAction` left its input alone; the state survives a JSON round
 * trip with the same legal actions and the same result from restored dice; invariants hold after.
 */
export function stepViolations(step: Step, checks: StepChecks): string[] {
  const out: string[] = [];
  const { before, actions, action, after } = step;
  const current = before.currentPlayer;

  // The legal list: unique, in the documented order, each accepted.
  const legal = new Set<string>();
  for (let i = 0; i < actions.length; i++) {
    const a = actions[i]!;
    const key = actionKey(a);
    if (legal.has(key)) out.push(`legal action listed twice: ${key}`);
    legal.add(key);
    if (i > 0 && compareActions(actions[i - 1]!, a) >= 0)
      out.push(`legal actions out of order: ${actionKey(actions[i - 1])} before ${key}`);
    if ('player' in a) out.push(`legal action names a player: ${JSON.stringify(a)}`);
    const result = validateAction(before, a);
    if (!result.ok) out.push(`legal ${key} refused: ${result.error.code} ${result.error.message}`);
  }

  // Candidates: accepted exactly when listed (and naming no other player).
  const candidates: unknown[] = [];
  const mutate = Math.min(checks.mutate ?? 6, actions.length);
  for (let i = 0; i < mutate; i++) {
    const a = actions[Math.floor(checks.random() * actions.length)]!;
    candidates.push(...mutations(before, a, checks.random));
  }
  if (checks.exhaustive) {
    const space = actionSpace(before);
    const covered = new Set(space.map(actionKey));
    for (const key of legal) if (!covered.has(key)) out.push(`actionSpace misses legal ${key}`);
    candidates.push(...space);
  }
  const rejected: unknown[] = [];
  const tried = new Set<string>();
  // Refused candidates throw IllegalActionErrors by the thousand: capturing their stack traces
  // would be most of the cost, and a failure here is reported by seed and step anyway.
  const stackTraceLimit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    for (const c of candidates) {
      const text = JSON.stringify(c);
      if (tried.has(text)) continue;
      tried.add(text);
      const player = (c as { player?: unknown }).player;
      const expected = legal.has(actionKey(c)) && (player === undefined || player === current);
      const result = validateAction(before, c);
      if (!result.ok && result.error.code === 'INVALID_STATE')
        out.push(`validateAction crashed on ${text}: ${result.error.message}`);
      if (result.ok !== expected) {
        const why = result.ok ? '' : `: ${result.error.code} ${result.error.message}`;
        out.push(
          `${text} ${result.ok ? 'accepted' : 'refused'} but ${expected ? '' : 'not '}listed${why}`,
        );
      }
      if (!expected) rejected.push(c);
    }
  } finally {
    Error.stackTraceLimit = stackTraceLimit;
  }
  // applyAction refuses what validateAction refuses, before drawing any die.
  const tries = Math.min(checks.applyRejected ?? 4, rejected.length);
  for (let i = 0; i < tries; i++) {
    const c = rejected[Math.floor(checks.random() * rejected.length)];
    const rng = restoreRng(step.rngBefore);
    const dice = JSON.stringify(rng.save());
    try {
      applyAction(before, c as never, rng);
      out.push(`applyAction accepted ${JSON.stringify(c)}, which is not listed`);
    } catch (e) {
      if (!(e instanceof IllegalActionError))
        out.push(`applyAction threw ${String(e)} on ${JSON.stringify(c)}, not IllegalActionError`);
    }
    if (JSON.stringify(rng.save()) !== dice)
      out.push(`applyAction drew dice for the refused ${JSON.stringify(c)}`);
  }

  // No mutation of the input, by the applied action or the refused ones.
  if (JSON.stringify(before) !== step.beforeJson) out.push('applyAction changed its input state');

  // JSON round trip: nothing lost, same legal actions, same result with the same dice.
  const loss = jsonLoss(before);
  if (loss) out.push(`state not plain JSON: ${loss}`);
  const restored = JSON.parse(step.beforeJson) as GameState;
  if (JSON.stringify(legalActions(restored)) !== JSON.stringify(actions))
    out.push('legalActions differ on the JSON copy of the state');
  const afterJson = JSON.stringify(after);
  const again = applyFromJson(step.beforeJson, action, step.rngBefore);
  if (again.after !== afterJson)
    out.push(
      'freeze: false (the eager copy) gives a different result from immer with the same dice',
    );
  if (again.input !== step.beforeJson) out.push('applyAction (unfrozen) changed its input state');

  // What the step recorded.
  const last = after.last;
  if (last === null || last.player !== current || actionKey(last.action) !== actionKey(action))
    out.push(`state.last does not record player ${current}'s ${actionKey(action)}`);
  for (const d of last?.dice ?? [])
    if (!Number.isInteger(d.value) || d.value < 1 || d.value > 6) out.push(`die ${d.value}`);

  out.push(...invariantViolations(after));
  return out;
}
