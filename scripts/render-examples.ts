// Draws the example pictures in docs/examples/ with renderSvg:
//
//   npx tsx scripts/render-examples.ts
//
// test/scripts/render-examples.test.ts checks that the committed pictures are what this draws.
//
// - opening.svg: a four-player game just after setup and a round of turns;
// - midgame-planet-0.svg, midgame-planet-1.svg: a seeded three-player game on two planets, played
//   by a simple seeded builder policy (random, but preferring to fortify, build and shoot);
// - every-piece.svg: a hand-built position with every kind of piece, right after a shot;
// - rules-2024-12.svg: a hand-built 2024-12 position (walls on edges, Rovers facing an edge, a
//   Medic, a Drill Cannon powering up), right after a Rover shot a wall.

import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type Action,
  applyAction,
  board,
  createGame,
  createRng,
  type GameState,
  legalActions,
  type Rng,
  renderSvg,
  renderSvgs,
  scriptedRng,
} from '../src/index.js';
import { position } from '../test/rules/_helpers/position.js';
import { position24 } from '../test/rules/2024-12/_helpers/position.js';

// Spaces next to a playable HQ: Fortifications there lead to Buildings (ruling R7).
const NEAR_HQ = new Set(board.hqs.flatMap((h) => board.playableNeighbors[h]!));

/** How much a builder likes an action: it builds whenever it can, fortifies round HQs, shoots. */
function weight(a: Action): number {
  switch (a.type) {
    case 'build':
      return 2000;
    case 'produce':
      return 60;
    case 'fortify':
      return NEAR_HQ.has(a.space) ? 40 : 3;
    case 'ready':
      return 40;
    case 'shoot':
      return 25;
    case 'fire':
      return 20;
    case 'descend':
      return 20;
    case 'aim':
      return 15;
    case 'move':
      return NEAR_HQ.has(a.to) ? 3 : 1;
    case 'destroy':
      return 0.01;
    default:
      return 1;
  }
}

/** A weighted choice drawn with three seeded dice (216 evenly spread outcomes). */
function choose(actions: readonly Action[], rng: Rng): Action {
  const weights = actions.map(weight);
  const total = weights.reduce((s, w) => s + w, 0);
  let pick = (((rng.d6() - 1) * 36 + (rng.d6() - 1) * 6 + rng.d6() - 1) / 216) * total;
  for (const [i, w] of weights.entries()) {
    pick -= w;
    if (pick < 0) return actions[i]!;
  }
  return actions.at(-1)!;
}

function play(
  state: GameState,
  rng: Rng,
  policy: Rng,
  until: (s: GameState) => boolean,
): GameState {
  let s = state;
  while (s.status !== 'finished' && !until(s))
    s = applyAction(s, choose(legalActions(s), policy), rng);
  return s;
}

/** Every picture of docs/examples/, by file name, in the order they are written. */
export function examplePictures(): [name: string, svg: string][] {
  const pictures: [string, string][] = [];
  // An opening: setup and one turn each.
  {
    const rng = createRng('opening');
    const start = createGame({ players: 4 }, rng);
    const state = play(
      start,
      rng,
      createRng('opening-policy'),
      (s) => s.status === 'playing' && s.turn >= 4,
    );
    pictures.push(['opening.svg', renderSvg(state)]);
  }

  // A mid-game on two planets.
  {
    const rng = createRng('midgame-6');
    const start = createGame({ players: 3, planets: 2 }, rng);
    const state = play(start, rng, createRng('midgame-6-policy'), (s) => s.turn >= 70);
    renderSvgs(state, { names: ['Ada', 'Grace', 'Hedy'] }).forEach((svg, i) => {
      pictures.push([`midgame-planet-${i}.svg`, svg]);
    });
  }

  // Every kind of piece, just after r1 shot the Rover r6 (dice: to hit 4, damage 5).
  {
    const before = position(
      'p0: r1@13 r2@36:3 r3@orbit r4@orbit:2 spacePort@0 f@1 f@2 f@3 f@4 f@5 ' +
        'factory@26 f@16 f@22 f@7 f@41 drillCannon@27[ready,aim=40] f@17 f@37 f@42 f@23 f@9; ' +
        'p1: r5@40:4 r6@11:2 r9@orbit treasury@30:3[points=2] f@20 f@45 f@21 f@15 ' +
        'drillCannon@28 f@18 f@38 f@43 f@24; ' +
        'p2: r7@51 r8@66:1 f@66 f@72 factory@61:4 f@46 f@70 f@71',
      { players: 3, turn: 41 },
    );
    const shot = { type: 'shoot', rover: 1, space: 11, target: 'rover' } as const;
    const state = applyAction(before, shot, scriptedRng([4, 5]));
    pictures.push(['every-piece.svg', renderSvg(state)]);
  }

  // 2024-12: walls round two HQs and across the equator, every Rover facing an edge, a Medic and a
  // cannon at power 2, just after r3 shot the wall 45/60 (dice: damage 5).
  {
    const before = position24(
      'p0: r1@26>7 r2@13>14 r3@40>35:3 r4@orbit f@26/16 f@26/22 f@26/36 f@26/41 f@4/13 ' +
        'medic@27 drillCannon@28[power=2]; ' +
        'p1: r5@45>46:2 r6@73>81 r7@1>6 r8@57>52 factory@30 spacePort@0 f@45/60 f@1/7 f@68/73 ' +
        'f@30/20 f@30/21 f@30/40',
      { turn: 57 },
    );
    const shot = {
      type: 'shoot',
      rover: 3,
      space: 45,
      target: 'fortification',
      across: 60,
    } as const;
    const state = applyAction(before, shot, scriptedRng([5]));
    pictures.push(['rules-2024-12.svg', renderSvg(state, { names: ['Ada', 'Grace'] })]);
  }
  return pictures;
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  for (const [name, svg] of examplePictures()) {
    writeFileSync(new URL(`../docs/examples/${name}`, import.meta.url), svg);
    console.log(`wrote docs/examples/${name}`);
  }
}
