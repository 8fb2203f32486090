// End-to-end test of examples/web in headless Chromium: a person's first moves, with the mouse.
//
//   node test/e2e/web.e2e.mjs <url of the built page>
//
// Run by scripts/e2e.sh, which builds the package and the page and serves it; not collected by
// `npm test`. Plain JavaScript on purpose: `playwright-core` is a devDependency of
// examples/web, not of the root, so the root's typecheck must not see this file.
//
// The page's test hook (`window.__gt`) is used only to read the game and to find where a space
// is on screen; every game action goes through a real mouse click on the canvas.

import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(new URL('../../examples/web/package.json', import.meta.url));
const { chromium } = require('playwright-core');
// The library as built by `npm run build`: the same rules the page bundles, to cross-check it.
const { board, createGame, createRng, legalActions, spaceGeometry } = await import(
  new URL('../../dist/index.js', import.meta.url).href
);

const url = process.argv[2] ?? process.env.E2E_URL;
const chromiumPath = process.env.CHROMIUM ?? '/usr/bin/chromium';
const artifacts = fileURLToPath(new URL('./artifacts/', import.meta.url));
const TIMEOUT_MS = 20_000;
// Headless Chromium has no GPU here; SwiftShader (ANGLE's software Vulkan) provides WebGL.
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
];
/** The page's background, #0d1b2a: a canvas that shows only this drew no planet. */
const BACKGROUND = [13, 27, 42];
/** Pixel tests for the page's own colours (src/planet.ts), drawn unlit so they stay exact. */
const INK = {
  /** The space numbers, #1d3557; far from the faces, the edges (#56616b) and the pieces. */
  number: ([r, g, b]) => r < 80 && g < 100 && b > 60 && b > r + 30 && b > g + 15,
  /** A Drill Cannon's aim, #ff2d55; the shoot highlight #f08a7e and vermillion #d55e00 fail. */
  aim: ([r, g, b]) => r > 200 && g < 90 && b > 50 && b < 140,
};

class E2eFailure extends Error {}
function check(condition, message) {
  if (!condition) throw new E2eFailure(message);
}
function log(message) {
  console.log(`[e2e ${((performance.now() - started) / 1000).toFixed(1)}s] ${message}`);
}

const started = performance.now();

/** Errors the current page reported: uncaught exceptions and console errors. */
let errors = [];

/** Waits until `fn(arg)` is truthy in the page; fails with `what` after the timeout. */
async function waitFor(page, what, fn, arg) {
  try {
    await page.waitForFunction(fn, arg, { timeout: TIMEOUT_MS, polling: 50 });
  } catch (error) {
    const reported = errors.length ? `\nthe page reported:\n${errors.join('\n')}` : '';
    throw new E2eFailure(
      `timed out waiting for ${what}: ${error.message.split('\n')[0]}${reported}`,
    );
  }
}

const game = (page) => page.evaluate(() => window.__gt.state());

/** Turns the camera to a space and clicks its centre on the canvas with the mouse. */
async function clickSpace(page, space) {
  await page.evaluate((s) => window.__gt.focus(s), space);
  // Let a frame render with the new camera, so what is clicked is what is on screen.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r())));
  const point = await page.evaluate((s) => window.__gt.project(s), space);
  check(point.visible, `space ${space} is not visible after focusing on it`);
  const onCanvas = await page.evaluate(
    ({ x, y }) => document.elementFromPoint(x, y)?.tagName,
    point,
  );
  check(onCanvas === 'CANVAS', `the point of space ${space} is over a ${onCanvas}, not the canvas`);
  await page.mouse.click(point.x, point.y);
}

/**
 * Screenshot statistics, decoded in the page itself (no PNG decoder needed here): how many
 * pixels of the canvas differ from the background, and the mean colour round each given point.
 */
async function pixels(page, png, points, boxes = []) {
  const found = await page.evaluate(
    async ({ b64, points, boxes, background }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${b64}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const g = canvas.getContext('2d');
      g.drawImage(image, 0, 0);
      const view = document.querySelector('#view canvas').getBoundingClientRect();
      const scale = image.width / window.innerWidth;
      const data = g.getImageData(
        Math.round(view.left * scale),
        Math.round(view.top * scale),
        Math.round(view.width * scale),
        Math.round(view.height * scale),
      );
      let planet = 0;
      for (let i = 0; i < data.data.length; i += 4) {
        const d =
          Math.abs(data.data[i] - background[0]) +
          Math.abs(data.data[i + 1] - background[1]) +
          Math.abs(data.data[i + 2] - background[2]);
        if (d > 60) planet++;
      }
      const colors = points.map(({ x, y }) => {
        const patch = g.getImageData(Math.round(x * scale) - 1, Math.round(y * scale) - 1, 3, 3);
        const mean = [0, 0, 0];
        for (let i = 0; i < patch.data.length; i += 4) {
          for (let c = 0; c < 3; c++) mean[c] += patch.data[i + c] / 9;
        }
        return mean.map(Math.round);
      });
      // Every pixel of each box, for the caller to count its own colours in.
      const inBoxes = boxes.map(({ x, y, half }) => {
        const side = Math.round(2 * half * scale);
        const box = g.getImageData(
          Math.round((x - half) * scale),
          Math.round((y - half) * scale),
          side,
          side,
        );
        const rgb = [];
        for (let i = 0; i < box.data.length; i += 4) {
          rgb.push([box.data[i], box.data[i + 1], box.data[i + 2]]);
        }
        return rgb;
      });
      return { planetFraction: planet / (data.data.length / 4), colors, inBoxes };
    },
    { b64: png.toString('base64'), points, boxes, background: BACKGROUND },
  );
  return {
    ...found,
    /** How many pixels of box `i` pass `test`. */
    count: (i, test) => found.inBoxes[i].filter(test).length,
  };
}

/** The spaces with a piece on them: a Rover, a Fortification or a Building. */
function occupied(state) {
  const spaces = new Set();
  for (const r of state.rovers) if (r.location !== 'orbit') spaces.add(r.location.space);
  for (const b of state.buildings) spaces.add(b.space);
  state.planets[0].fortifications.forEach((owner, space) => {
    if (owner !== null) spaces.add(space);
  });
  return spaces;
}

/** The distance between two spaces' centres, in circumradii. */
function apart(a, b) {
  const p = spaceGeometry(a).center;
  const q = spaceGeometry(b).center;
  return Math.hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2]);
}

/**
 * The space numbers and a Drill Cannon's aim, drawn: shows the position with a cannon of ours on
 * a free HQ aimed at a free space and a Factory under our Rover, and checks both in a screenshot.
 */
async function checkNumbersAndAim(page, label) {
  const labelled = await page.evaluate(() => window.__gt.labelled());
  check(
    labelled.length === board.spaces.length,
    `${labelled.length} space numbers on the planet, not ${board.spaces.length}`,
  );

  const state = await game(page);
  const human = await page.evaluate(() => window.__gt.human);
  const taken = occupied(state);
  const cannon = board.spaces.find((s) => s.playable && s.kind === 'hq' && !taken.has(s.id)).id;
  // A free triangle a few spaces from the cannon, so both show when the camera faces the target.
  const target = board.spaces
    .filter((s) => s.playable && s.kind === 'triangle' && !taken.has(s.id))
    .map((s) => s.id)
    .sort((a, b) => Math.abs(apart(a, cannon) - 0.7) - Math.abs(apart(b, cannon) - 0.7))[0];
  const rover = state.rovers.find((r) => r.owner === human && r.location !== 'orbit');
  const shown = {
    ...state,
    buildings: [
      ...state.buildings,
      {
        structure: 'drillCannon',
        owner: human,
        planet: 0,
        space: cannon,
        hp: 3,
        ready: true,
        aim: target,
      },
      { structure: 'factory', owner: human, planet: 0, space: rover.location.space, hp: 5 },
    ],
  };
  await page.evaluate((json) => window.__gt.load(json), JSON.stringify(shown));
  const aimed = await page.evaluate(() => window.__gt.aimed());
  check(
    JSON.stringify(aimed) === JSON.stringify([target]),
    `the page marks ${JSON.stringify(aimed)} as aimed at, not [${target}]`,
  );

  await page.evaluate((s) => window.__gt.focus(s), target);
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r())));
  const at = await page.evaluate((s) => window.__gt.project(s), target);
  check(at.visible, `the aimed-at space ${target} is not visible after focusing on it`);
  // The number of a free space beside the target, where no piece and no reticle covers it.
  const free = board.spaces
    .filter((s) => s.playable && !taken.has(s.id) && s.id !== target && s.id !== cannon)
    .map((s) => s.id)
    .sort((a, b) => apart(a, target) - apart(b, target))
    .find((s) => apart(s, target) > 0.35);
  const number = await page.evaluate((s) => window.__gt.projectLabel(s), free);
  check(number.visible, `the number of space ${free} is not visible`);
  const shot = await page.screenshot({ path: join(artifacts, `${label}-aim.png`) });
  const seen = await pixels(
    page,
    shot,
    [],
    [
      { x: at.x, y: at.y, half: 40 },
      { x: number.x, y: number.y, half: 14 },
    ],
  );
  const aimInk = seen.count(0, INK.aim);
  const numberInk = seen.count(1, INK.number);
  log(
    `cannon on ${cannon} aimed at ${target}: ${aimInk} aim-red pixels round it; ` +
      `${numberInk} number-blue pixels on the number of space ${free}`,
  );
  check(aimInk >= 40, `no aim marker is drawn over space ${target} (${aimInk} red pixels)`);
  check(numberInk >= 8, `the number of space ${free} is not drawn (${numberInk} pixels)`);
}

/** A seed whose roll-off makes `first` the first player, in the page's game (2 players). */
function seedWhere(first) {
  for (let i = 0; i < 100; i++) {
    const seed = `e2e-${i}`;
    if (createGame({ players: 2, planets: 1 }, createRng(seed)).firstPlayer === first) return seed;
  }
  throw new E2eFailure(`no seed e2e-0..99 makes player ${first} first`);
}

/** Loads the page with `seed`, places, moves a Rover and waits for the bot's answer. */
async function run(page, seed, label) {
  errors = [];
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console error: ${message.text()}`);
  });

  const address = new URL(url);
  address.searchParams.set('seed', seed);
  log(`${label}: loading ${address}`);
  await page.goto(address.href);
  await page.waitForSelector('#view canvas', { timeout: TIMEOUT_MS });
  await waitFor(page, 'the page to be ready', () => document.body.dataset.ready === 'true');
  check(errors.length === 0, `the page failed to start:\n${errors.join('\n')}`);
  const info = await page.evaluate(() => {
    const gl = document.createElement('canvas').getContext('webgl2');
    const debug = gl?.getExtension('WEBGL_debug_renderer_info');
    return {
      renderer: debug ? gl.getParameter(debug.UNMASKED_RENDERER_WEBGL) : String(gl),
      bot: window.__gt.bot,
      seed: window.__gt.seed,
    };
  });
  log(`WebGL renderer: ${info.renderer}; bot: ${info.bot}; seed: ${info.seed}`);
  const human = await page.evaluate(() => window.__gt.human);
  const first = await page.evaluate(() => window.__gt.state().firstPlayer);
  check(
    (first === human) === (label === 'you-first'),
    `${label}: seed ${seed} made player ${first} first`,
  );

  // Setup (ruling R15): the roll-off may let the bot place first; then we click a yellow HQ.
  await waitFor(page, 'our turn to place', () => {
    const gt = window.__gt;
    const s = gt.state();
    return s.status !== 'setup' || (s.currentPlayer === gt.human && !gt.thinking());
  });
  let state = await game(page);
  if (state.status === 'setup') {
    const hqs = await page.evaluate(() => window.__gt.highlighted());
    check(hqs.length > 0, 'setup: no HQ is highlighted for placing');
    const hq = hqs[0];
    log(`setup: placing on HQ ${hq} (of ${hqs.length} highlighted)`);
    await clickSpace(page, hq);
    await waitFor(
      page,
      `our Rover on HQ ${hq}`,
      ({ human, hq }) =>
        window.__gt
          .state()
          .rovers.some(
            (r) => r.owner === human && r.location !== 'orbit' && r.location.space === hq,
          ),
      { human, hq },
    );
  }

  // Play begins; if the bot goes first, it answers before our first move.
  await waitFor(page, 'our first turn', () => {
    const gt = window.__gt;
    const s = gt.state();
    return s.status === 'playing' && s.currentPlayer === gt.human && !gt.thinking();
  });
  state = await game(page);
  const rover = state.rovers.find((r) => r.owner === human && r.location !== 'orbit');
  check(rover, 'we have no Rover on the planet');
  const from = rover.location.space;
  log(`turn ${state.turn + 1}: clicking our Rover r${rover.id} on space ${from}`);
  await clickSpace(page, from);
  await waitFor(
    page,
    `r${rover.id} to be selected`,
    (id) => window.__gt.selected() === id,
    rover.id,
  );

  const highlighted = (await page.evaluate(() => window.__gt.highlighted())).sort((a, b) => a - b);
  const expected = legalActions(state)
    .filter((a) => a.type === 'move' && a.rover === rover.id)
    .map((a) => a.to)
    .sort((a, b) => a - b);
  check(highlighted.length > 0, `no space is highlighted for r${rover.id}`);
  check(
    JSON.stringify(highlighted) === JSON.stringify(expected),
    `highlighted ${highlighted} but the legal moves of r${rover.id} go to ${expected}`,
  );
  const status = await page.textContent('#status');
  check(/selected/.test(status), `the status line does not say a Rover is selected: "${status}"`);
  log(`highlighted move targets: ${highlighted.join(', ')} (the legal moves)`);

  // The highlights are really drawn: the planet covers the canvas, a target is painted green.
  const points = await page.evaluate(
    (spaces) => spaces.map((s) => window.__gt.project(s)),
    highlighted,
  );
  const target = highlighted[points.findIndex((p) => p.visible)];
  check(target !== undefined, 'no highlighted space is visible');
  const targetPoint = points[highlighted.indexOf(target)];
  mkdirSync(artifacts, { recursive: true });
  const shot = await page.screenshot({ path: join(artifacts, `${label}-highlights.png`) });
  const seen = await pixels(page, shot, [targetPoint]);
  const [r, g, b] = seen.colors[0];
  log(
    `screenshot: ${(seen.planetFraction * 100).toFixed(0)}% of the canvas is planet; ` +
      `space ${target} is rgb(${r}, ${g}, ${b})`,
  );
  check(seen.planetFraction > 0.15, 'WebGL drew nothing: the canvas is background only');
  check(
    g > r + 20 && g > b + 20,
    `highlighted space ${target} is not drawn green: rgb(${r}, ${g}, ${b})`,
  );

  // Our move, by mouse, then the bot's answer.
  log(`moving r${rover.id} from ${from} to ${target}`);
  await clickSpace(page, target);
  await waitFor(
    page,
    `r${rover.id} to reach space ${target}`,
    ({ id, target }) =>
      window.__gt.state().rovers.some((r) => r.id === id && r.location.space === target),
    { id: rover.id, target },
  );
  state = await game(page);
  check(
    state.last?.player === human && state.last.action.type === 'move',
    `the last action is not our move: ${JSON.stringify(state.last)}`,
  );
  check(state.currentPlayer !== human, 'after our move it is still our turn');
  log('move applied; waiting for the bot');
  await waitFor(page, 'the bot to answer', () => {
    const gt = window.__gt;
    const s = gt.state();
    return s.status === 'finished' || (s.currentPlayer === gt.human && !gt.thinking());
  });
  state = await game(page);
  check(
    state.last?.player !== human,
    `the last action is not the bot's: ${JSON.stringify(state.last)}`,
  );
  const last = await page.textContent('#last');
  log(`bot answered: ${last}`);
  check(/^Bot/.test(last), `the status does not show the bot's action: "${last}"`);

  await page.screenshot({ path: join(artifacts, `${label}.png`) });

  // A mode chosen in one turn does not carry over to the next: fortify, and the next turn's
  // highlights are moves again.
  state = await game(page);
  if (state.status !== 'finished') await checkModeResets(page, state, human);

  if ((await game(page)).status !== 'finished') await checkNumbersAndAim(page, label);
  check(errors.length === 0, `the page reported errors:\n${errors.join('\n')}`);
}

/** Selects our Rover, switches to fortify, fortifies, and after the bot's answer finds move mode. */
async function checkModeResets(page, state, human) {
  const rover = state.rovers.find((r) => r.owner === human && r.location !== 'orbit');
  check(rover, 'we have no Rover on the planet');
  const fortify = legalActions(state).filter((a) => a.type === 'fortify' && a.rover === rover.id);
  check(fortify.length > 0, `r${rover.id} cannot fortify on turn ${state.turn + 1}`);
  await clickSpace(page, rover.location.space);
  await waitFor(
    page,
    `r${rover.id} to be selected`,
    (id) => window.__gt.selected() === id,
    rover.id,
  );
  await page.click('#modes button:has-text("fortify")');
  check((await page.evaluate(() => window.__gt.mode())) === 'fortify', 'fortify mode is not on');
  const space = fortify[0].space;
  log(`turn ${state.turn + 1}: fortify mode; r${rover.id} fortifies ${space}`);
  await clickSpace(page, space);
  await waitFor(page, 'the bot to answer the fortification', () => {
    const gt = window.__gt;
    const s = gt.state();
    return s.status === 'finished' || (s.currentPlayer === gt.human && !gt.thinking());
  });
  const after = await game(page);
  check(
    after.planets[0].fortifications[space] === human,
    `space ${space} is not our Fortification after the fortify click`,
  );
  const mode = await page.evaluate(() => window.__gt.mode());
  check(mode === 'move', `the next turn starts in ${mode} mode, not move`);
}

async function main() {
  check(url, 'usage: node test/e2e/web.e2e.mjs <url>');
  const profile = mkdtempSync(join(tmpdir(), 'globetrotter-e2e-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    headless: true,
    args: ARGS,
    viewport: { width: 1280, height: 800 },
  });
  try {
    // Both orders of setup (ruling R15): we place first, or the bot places and moves first.
    for (const [label, first] of [
      ['you-first', 0],
      ['bot-first', 1],
    ]) {
      const page = await context.newPage();
      await run(page, seedWhere(first), label);
      await page.close();
    }
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
  log(`passed; screenshots in ${artifacts}`);
}

try {
  await main();
} catch (error) {
  console.error(`\nE2E FAILED: ${error instanceof E2eFailure ? error.message : error.stack}`);
  process.exitCode = 1;
}
