import { board } from '../../board/index.js';
import type { Checked } from './context.js';
import { bool, broken, field, fields, int, item, list } from './read.js';
import { checkEdgeFortifications } from './rules-2024-12.js';

const SPACES = board.spaces.length;

/** Planets and their Fortifications, one planet at a time. */
export function checkPlanets(c: Checked): void {
  const worlds = list(c.s.planets, 'planets', 'planets', c.planetCount, c.planetCount, 'R16');
  for (let w = 0; w < c.planetCount; w++) checkPlanet(c, worlds[w], w);
}

function checkPlanet(c: Checked, value: unknown, w: number): void {
  const { n, v2024, inGame } = c;
  const path = item('planets', w);
  const planet = fields(value, path, 'a planet', [
    'destroyed',
    'cannonShots',
    'fortifications',
    ...(v2024 ? ['edgeFortifications'] : []),
  ]);
  const gone = bool(planet.destroyed, field(path, 'destroyed'), 'destroyed');
  const shots = int(
    planet.cannonShots,
    field(path, 'cannonShots'),
    'cannonShots',
    0,
    Number.MAX_SAFE_INTEGER,
  );
  // Ruling R63: a 2024-12 Drill Cannon has no planet count and no planet roll.
  if (v2024 && gone)
    broken(field(path, 'destroyed'), 'R63', 'no planet is ever destroyed in 2024-12');
  if (v2024 && shots !== 0)
    broken(field(path, 'cannonShots'), 'R63', 'a 2024-12 Drill Cannon counts no planet shots');
  if (gone && shots === 0) {
    broken(
      field(path, 'cannonShots'),
      'R10',
      'only a Drill Cannon firing destroys a planet, and none fired here',
    );
  }
  const slots = list(
    planet.fortifications,
    field(path, 'fortifications'),
    'fortifications',
    SPACES,
    SPACES,
  );
  for (let space = 0; space < SPACES; space++) {
    const owner = slots[space];
    if (owner === null) continue;
    // The path is spelled only for a broken slot: this loop is most of the work.
    const at = item(field(path, 'fortifications'), space);
    int(owner, at, 'a Fortification owner (or null)', 0, n - 1);
    // Ruling R56: in 2024-12 Fortifications stand on edges, never on spaces.
    if (v2024)
      broken(at, 'R56', `a Fortification on space ${space}: in 2024-12 they stand on edges`);
    c.fortCount++;
    if (!board.spaces[space]!.playable)
      broken(at, 'R1', `a Fortification on off-board space ${space}`);
    if (gone) broken(at, 'R27', `a Fortification on destroyed planet ${w}`);
    if (!inGame[owner as number]) {
      broken(at, 'R25', `a Fortification of player ${owner}, who is out of the game`);
    }
  }
  if (v2024) c.fortCount += checkEdgeFortifications(planet.edgeFortifications, path, n, inGame);
  c.forts.push(slots as readonly (number | null)[]);
  c.destroyed.push(gone);
}
