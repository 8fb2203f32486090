import {
  B_HP,
  O_IN_GAME,
  ORBIT,
  type Position,
  R_HP,
  R_LOC,
  R_OWNER,
  S_ALIVE,
  STRUCTURE_KINDS,
} from '../../core/_internals/position.js';
import { FACTORY, SPACE_PORT } from '../../core/2025-01/predicates.js';
import { MAX_PLAYERS } from '../../rules/index.js';
import { HUNT } from './hunt.js';

// hunt.ts's points read from a 2025-01 core position: the same numbers
// (test/bots/_internals/core-value.test.ts). 2025-01's only (core-value.ts).

const DOWN = new Int32Array(MAX_PLAYERS);
const DOWN_HP = new Int32Array(MAX_PLAYERS);
const ORBITING = new Uint8Array(MAX_PLAYERS);

/** `huntPoints` of a 2025-01 game that is not over, added into `out` (0 on entry). */
export function huntPointsCore(pos: Position, out: Float64Array): void {
  const m = pos.m;
  const n = pos.players;
  for (let p = 0; p < n; p++) {
    DOWN[p] = 0;
    DOWN_HP[p] = 0;
    ORBITING[p] = 0;
  }
  const alive = m[S_ALIVE]!;
  for (let k = 0; k < alive; k++) {
    const r = pos.rover(m[pos.oAliveList + k]!);
    const owner = m[r + R_OWNER]!;
    if (m[r + R_LOC] === ORBIT) ORBITING[owner] = 1;
    else {
      DOWN[owner]!++;
      DOWN_HP[owner]! += m[r + R_HP]!;
    }
  }
  let up = 0;
  for (let p = 0; p < n; p++) if (ORBITING[p] === 1 && m[O_IN_GAME + p] === 1) up++;
  if (up < 2) return;
  for (let p = 0; p < n; p++) {
    if (ORBITING[p] === 0 || m[O_IN_GAME + p] !== 1) continue;
    let buildings = 0;
    for (let kind = 0; kind < STRUCTURE_KINDS; kind++)
      if (m[pos.building(p * STRUCTURE_KINDS + kind) + B_HP]! > 0) buildings++;
    let x: number = DOWN[p]! + buildings > 0 ? HUNT.held : 0;
    const factoryHp = m[pos.building(p * STRUCTURE_KINDS + FACTORY) + B_HP]!;
    if (factoryHp > 0) x += HUNT.factory + HUNT.factoryHp * factoryHp;
    if (m[pos.building(p * STRUCTURE_KINDS + SPACE_PORT) + B_HP]! > 0) x += HUNT.port;
    out[p] = x + HUNT.rover * DOWN[p]! + HUNT.roverHp * DOWN_HP[p]!;
  }
}
