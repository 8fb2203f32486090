// End-to-end test of examples/web/online.html in headless Chromium: two pages play each other
// through the match server (docs/server.md).
//
//   node test/e2e/online.e2e.mjs <url of the built example, ending in />
//
// Run by scripts/e2e.sh after web.e2e.mjs; not collected by `npm test`. Starts the server from
// the build (dist/server.js, in memory, on 127.0.0.1 port 0) in this process. Page A creates a
// match and shows its link; page B opens the link and joins; then each clicks its first legal
// action in turn. Both pages and the server must agree on the state after every move, and the
// server's record must replay to it.

import { createRequire } from 'node:module';

const require = createRequire(new URL('../../examples/web/package.json', import.meta.url));
const { chromium } = require('playwright-core');
const { replay, stateHash } = await import(new URL('../../dist/index.js', import.meta.url).href);
const { createMemoryStore, startMatchServer } = await import(
  new URL('../../dist/server.js', import.meta.url).href
);

const pageUrl = process.argv[2];
const chromiumPath = process.env.CHROMIUM ?? '/usr/bin/chromium';
const TIMEOUT_MS = 20_000;
const MOVES = 6;
const ARGS = ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'];

const started = performance.now();
function log(message) {
  console.log(`[e2e online ${((performance.now() - started) / 1000).toFixed(1)}s] ${message}`);
}
function check(condition, message) {
  if (!condition) throw new Error(message);
}

const errors = [];
async function waitFor(page, what, fn, arg) {
  try {
    await page.waitForFunction(fn, arg, { timeout: TIMEOUT_MS, polling: 50 });
  } catch (error) {
    const reported = errors.length ? `\nthe pages reported:\n${errors.join('\n')}` : '';
    throw new Error(`timed out waiting for ${what}: ${error.message.split('\n')[0]}${reported}`);
  }
}

const server = await startMatchServer({ store: createMemoryStore(), port: 0, allowOrigin: '*' });
const browser = await chromium.launch({ executablePath: chromiumPath, args: ARGS });
try {
  const open = async (url) => {
    const page = await browser.newPage();
    page.on('pageerror', (e) => errors.push(`page error: ${e.message}`));
    page.on('console', (m) => m.type() === 'error' && errors.push(`console: ${m.text()}`));
    await page.goto(url);
    return page;
  };
  const a = await open(`${pageUrl}online.html?server=${encodeURIComponent(server.url)}`);
  await a.click('#create');
  await waitFor(a, 'page A to create and join a match', () => window.__online?.ready);
  const link = await a.textContent('#share');
  check(link?.includes('match='), `the share link is "${link}"`);
  log(`page A created ${link}`);
  const b = await open(link);
  await waitFor(b, 'page B to join', () => window.__online?.ready);
  const seats = [
    await a.evaluate(() => window.__online.seat),
    await b.evaluate(() => window.__online.seat),
  ];
  check(seats[0] !== seats[1], `both pages hold seat ${seats[0]}`);
  const matchId = new URL(link).searchParams.get('match');

  for (let move = 0; move < MOVES; move++) {
    const { currentPlayer } = await a.evaluate(() => window.__online.state);
    const mover = currentPlayer === seats[0] ? a : b;
    const button = mover.locator('#actions button.action').first();
    const text = await button.textContent();
    await button.click();
    for (const page of [a, b]) {
      await waitFor(
        page,
        `move ${move + 1} on both pages`,
        (n) => window.__online.actions === n,
        move + 1,
      );
    }
    const hashes = [
      await a.evaluate(() => window.__online.hash),
      await b.evaluate(() => window.__online.hash),
    ];
    const view = server.hall.matchState(matchId);
    check(
      hashes[0] === view.hash && hashes[1] === view.hash,
      `the pages and the server disagree after ${text}`,
    );
    log(`move ${move + 1}: seat ${currentPlayer} played ${text}`);
  }
  const record = server.hall.matchRecord(matchId);
  const replayed = replay(record);
  check(
    replayed.ok && stateHash(replayed.state) === server.hall.matchState(matchId).hash,
    'the record does not replay to the state',
  );
  check(record.actions.length === MOVES, `the record holds ${record.actions.length} actions`);
  check(errors.length === 0, `the pages reported:\n${errors.join('\n')}`);
  log(`passed: ${MOVES} moves between two pages through the server`);
} finally {
  await browser.close();
  await server.close();
}
