import { board } from '../../board/index.js';
import { MAX_ROVER_ID } from '../_internals/shape.js';
import type { Checked } from './context.js';
import { broken, FORMAT, field, fields, int, item, list, type Obj } from './read.js';
import { checkFacing } from './rules-2024-12.js';
import { checkOrbit2026 } from './rules-2026-06.js';

const SPACES = board.spaces.length;

/** Rovers: ids unique, ascending and below nextRoverId, so there are fewer than nextRoverId. */
export function checkRovers(c: Checked): void {
  c.nextRoverId = int(c.s.nextRoverId, 'nextRoverId', 'nextRoverId', 1, MAX_ROVER_ID + 1);
  c.rovers = list(
    c.s.rovers,
    'rovers',
    'rovers (one per id below nextRoverId)',
    0,
    c.nextRoverId - 1,
  );
  let lastId = 0;
  for (let i = 0; i < c.rovers.length; i++) lastId = checkRover(c, i, lastId);
}

/** The i-th Rover, after the one of id `lastId`; returns its id. */
function checkRover(c: Checked, i: number, lastId: number): number {
  const { n, v2024, v2026, inGame } = c;
  const path = item('rovers', i);
  const r = fields(
    c.rovers[i],
    path,
    'a Rover',
    ['id', 'owner', 'hp', 'location'],
    v2026 ? ['orbit', 'transferred'] : v2024 ? ['facing'] : [],
  );
  const id = int(r.id, field(path, 'id'), 'a Rover id', 1, MAX_ROVER_ID);
  if (id <= lastId)
    broken(
      field(path, 'id'),
      FORMAT,
      `Rovers must be in ascending order of id: r${id} after r${lastId}`,
    );
  if (id >= c.nextRoverId)
    broken(field(path, 'id'), FORMAT, `r${id} is not below nextRoverId ${c.nextRoverId}`);
  const owner = int(r.owner, field(path, 'owner'), 'a Rover owner', 0, n - 1);
  if (!inGame[owner])
    broken(
      field(path, 'owner'),
      v2024 ? 'R65' : 'R14',
      `r${id} belongs to player ${owner}, who is out of the game`,
    );
  // Ruling R48 (2026-06): Rovers in orbit do not keep a player in.
  if (!v2026 || r.location !== 'orbit') c.hasRover[owner] = true;
  int(r.hp, field(path, 'hp'), "a Rover's hit points", 1, c.rules.hp.rover, 'R17');
  if (r.location === 'orbit') checkInOrbit(c, r, path, id, owner);
  else checkOnPlanet(c, r, path, id, owner);
  return id;
}

function checkInOrbit(c: Checked, r: Obj, path: string, id: number, owner: number): void {
  if (c.status === 'setup')
    broken(field(path, 'location'), 'R15', `r${id} is in orbit during setup`);
  // Ruling R52: a Rover in orbit faces no edge.
  if (c.v2024 && Object.hasOwn(r, 'facing'))
    broken(field(path, 'facing'), 'R52', `r${id} is in orbit: it faces no edge`);
  if (c.v2026) checkOrbit2026(c, r, path, id, owner);
}

function checkOnPlanet(c: Checked, r: Obj, path: string, id: number, owner: number): void {
  if (Object.hasOwn(r, 'orbit'))
    broken(field(path, 'orbit'), 'R40', `r${id} stands on a planet: it orbits none`);
  if (Object.hasOwn(r, 'transferred'))
    broken(field(path, 'transferred'), 'R40', `r${id} stands on a planet: it changed no orbit`);
  const where = field(path, 'location');
  const loc = fields(r.location, where, "a Rover's location ('orbit' or a space)", [
    'planet',
    'space',
  ]);
  const planet = int(
    loc.planet,
    field(where, 'planet'),
    'a planet index',
    0,
    c.planetCount - 1,
    'R16',
  );
  const space = int(loc.space, field(where, 'space'), 'a space id', 0, SPACES - 1);
  if (!board.spaces[space]!.playable)
    broken(where, 'R1', `r${id} stands on off-board space ${space}`);
  if (c.destroyed[planet]) broken(where, 'R27', `r${id} stands on destroyed planet ${planet}`);
  if (c.v2024) checkFacing(r, path, id, space);
  const key = planet * SPACES + space;
  const other = c.roverAt.get(key);
  if (other !== undefined)
    broken(
      where,
      c.v2024 ? 'R53' : 'R5',
      `r${other} and r${id} share space ${space} of planet ${planet}`,
    );
  c.roverAt.set(key, id);
  const fort = c.forts[planet]![space];
  if (fort !== null && fort !== owner) {
    broken(where, 'R5', `r${id} of player ${owner} stands on player ${fort}'s Fortification`);
  }
}
