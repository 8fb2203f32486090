import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createMemoryStore } from '../../src/server/memory-store.js';
import { type AttachedMatchServer, attachMatchServer } from '../../src/server/server.js';
import { TestSocket } from './_net.js';

// attachMatchServer in an existing Node HTTP server: the app keeps its routes, the lobby and the
// socket live under the prefix, any other upgrade is refused.

const open: { http: Server; attached: AttachedMatchServer }[] = [];
const sockets: TestSocket[] = [];
afterEach(async () => {
  await Promise.all(sockets.splice(0).map((s) => s.close()));
  for (const { http, attached } of open.splice(0)) {
    await attached.close();
    http.closeAllConnections();
    await new Promise((r) => http.close(r));
  }
});

async function embedded() {
  const http = createServer((req, res) => {
    if (attached.handleRequest(req, res)) return;
    res.writeHead(200, { 'content-type': 'text/plain' }).end('the app');
  });
  const attached = attachMatchServer(http, {
    store: createMemoryStore(),
    prefix: '/api',
    allowOrigin: 'https://example.org',
  });
  await new Promise<void>((r) => http.listen(0, '127.0.0.1', r));
  open.push({ http, attached });
  return { base: `127.0.0.1:${(http.address() as AddressInfo).port}`, attached };
}

describe('attachMatchServer', () => {
  it('serves the lobby and the socket under its prefix beside the app', async () => {
    const { base, attached } = await embedded();
    expect(await (await fetch(`http://${base}/`)).text()).toBe('the app');
    expect(await (await fetch(`http://${base}/matches`)).text()).toBe('the app');
    const created = await fetch(`http://${base}/api/matches`, {
      method: 'POST',
      body: JSON.stringify({ players: 2 }),
    });
    expect(created.status).toBe(201);
    expect(created.headers.get('access-control-allow-origin')).toBe('https://example.org');
    const { matchId } = (await created.json()) as { matchId: string };
    const preflight = await fetch(`http://${base}/api/matches`, { method: 'OPTIONS' });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toBe('content-type');

    const socket = await TestSocket.open(`ws://${base}/api/socket`);
    sockets.push(socket);
    const sub = await socket.request({ type: 'subscribe', matchId }, 'subscribed');
    expect(sub).toMatchObject({ type: 'subscribed', matchId, actions: 0 });
    expect(attached.connections).toBe(1);

    const elsewhere = new WebSocket(`ws://${base}/socket`);
    const refused = await new Promise<string>((resolve) => {
      elsewhere.once('error', (e) => resolve(e.message));
      elsewhere.once('open', () => resolve('open'));
    });
    expect(refused).not.toBe('open');
  });
});
