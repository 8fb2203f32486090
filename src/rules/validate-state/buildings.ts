import { board } from '../../board/index.js';
import type { RuleRef } from '../errors.js';
import type { Checked } from './context.js';
import { bool, broken, field, fields, int, item, list, type Obj, oneOf } from './read.js';
import { CANNON_KEYS_2024_12, checkCannon2024 } from './rules-2024-12.js';

const SPACES = board.spaces.length;
const BUILDING_KEYS: Readonly<Record<string, readonly string[]>> = {
  spacePort: [],
  factory: [],
  drillCannon: ['ready', 'aim'],
  treasury: ['points'],
  medic: [],
};

/**
 * Buildings: on playable HQs, one per space, one of each structure per player (ruling R7; R59 in
 * 2024-12, where a space holds one piece, a Rover or a Building).
 */
export function checkBuildings(c: Checked): void {
  const { v2024, v2026 } = c;
  const buildRule: RuleRef = v2024 ? 'R59' : 'R7';
  c.buildings = list(
    c.s.buildings,
    'buildings',
    v2026
      ? 'buildings (one of each kind per player and planet, R37)'
      : `buildings (one of each kind per player, ${buildRule})`,
    0,
    c.rules.structures.length * c.n * (v2026 ? c.planetCount : 1),
    v2026 ? 'R37' : buildRule,
  );
  const builtAt = new Set<number>();
  const kinds = new Set<string>();
  for (let i = 0; i < c.buildings.length; i++) {
    const path = item('buildings', i);
    const structure = oneOf(
      fields(
        c.buildings[i],
        path,
        'a Building',
        ['structure'],
        ['owner', 'planet', 'space', 'hp', 'ready', 'aim', 'points', 'power'],
      ).structure,
      field(path, 'structure'),
      'structure',
      c.rules.structures,
    );
    const b = fields(c.buildings[i], path, `a ${structure}`, [
      'structure',
      'owner',
      'planet',
      'space',
      'hp',
      ...(v2024 && structure === 'drillCannon' ? CANNON_KEYS_2024_12 : BUILDING_KEYS[structure]!),
      // Ruling R42: a 2026-06 Factory holds build points.
      ...(v2026 && structure === 'factory' ? ['points'] : []),
    ]);
    checkPlace(c, b, path, structure, buildRule, builtAt, kinds);
    checkStructure(c, b, path, structure);
  }
}

/** Its owner still in, its hit points, and its place: alone, on a playable HQ of a planet. */
function checkPlace(
  c: Checked,
  b: Obj,
  path: string,
  structure: string,
  buildRule: RuleRef,
  builtAt: Set<number>,
  kinds: Set<string>,
): void {
  const owner = int(b.owner, field(path, 'owner'), 'a Building owner', 0, c.n - 1);
  if (!c.inGame[owner])
    broken(
      field(path, 'owner'),
      c.goneOut,
      `a ${structure} of player ${owner}, who is out of the game`,
    );
  int(b.hp, field(path, 'hp'), "a Building's hit points", 1, c.rules.hp.building, 'R17');
  const planet = int(
    b.planet,
    field(path, 'planet'),
    'a planet index',
    0,
    c.planetCount - 1,
    'R16',
  );
  const space = int(b.space, field(path, 'space'), 'a space id', 0, SPACES - 1);
  const where = `space ${space} of planet ${planet}`;
  if (!board.spaces[space]!.playable)
    broken(field(path, 'space'), 'R1', `a ${structure} on off-board ${where}`);
  if (board.spaces[space]!.kind !== 'hq')
    broken(
      field(path, 'space'),
      buildRule,
      `a ${structure} on triangle ${where}: Buildings stand on HQs`,
    );
  if (c.destroyed[planet])
    broken(field(path, 'planet'), 'R27', `a ${structure} on destroyed planet ${planet}`);
  const key = planet * SPACES + space;
  if (builtAt.has(key)) broken(field(path, 'space'), buildRule, `two Buildings on ${where}`);
  builtAt.add(key);
  // Ruling R37 (2026-06): one of each kind per planet, the Treasury one in all; R7: one in all.
  const perPlanet = c.v2026 && structure !== 'treasury';
  const kind = perPlanet ? `${owner}:${structure}:${planet}` : `${owner}:${structure}`;
  if (kinds.has(kind)) {
    broken(
      path,
      c.v2026 ? 'R37' : buildRule,
      perPlanet
        ? `player ${owner} owns two of structure ${structure} on planet ${planet}`
        : `player ${owner} owns two of structure ${structure}`,
    );
  }
  kinds.add(kind);
  const rover = c.roverAt.get(key);
  if (rover !== undefined)
    broken(
      field(path, 'space'),
      c.v2024 ? 'R53' : 'R5',
      `r${rover} stands on the ${structure} on ${where}`,
    );
  const fort = c.forts[planet]![space];
  if (fort !== null)
    broken(
      field(path, 'space'),
      'R7',
      `a Fortification of player ${fort} under the ${structure} on ${where}`,
    );
}

/** The fields of its structure: a Factory's and a Treasury's points, a Drill Cannon's state. */
function checkStructure(c: Checked, b: Obj, path: string, structure: string): void {
  const owner = b.owner as number;
  if (structure === 'factory') {
    c.hasFactory[owner] = true;
    if (c.v2026) {
      const max = c.rules.factoryPoints!.max;
      int(b.points, field(path, 'points'), 'Factory build points', 0, max, 'R42');
    }
  }
  if (structure === 'treasury') {
    c.treasuryPoints[owner] = int(
      b.points,
      field(path, 'points'),
      'Treasury points',
      0,
      c.rules.treasuryCapacity,
      'R11',
    );
  }
  if (structure === 'drillCannon' && c.v2024) checkCannon2024(c, b, path);
  else if (structure === 'drillCannon') {
    const ready = bool(b.ready, field(path, 'ready'), 'ready');
    if (b.aim !== null) {
      const aim = int(b.aim, field(path, 'aim'), 'aim (a space id, or null)', 0, SPACES - 1);
      if (!board.spaces[aim]!.playable)
        broken(field(path, 'aim'), 'R21', `the Drill Cannon aims at off-board space ${aim}`);
      if (!ready) broken(field(path, 'aim'), 'R10', 'the Drill Cannon is aimed but not ready');
    }
  }
}
