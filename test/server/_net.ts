import WebSocket from 'ws';

/** A message from the server, as parsed JSON. */
export type Message = { readonly type: string } & Record<string, unknown>;

/** A real `ws` client that queues what it receives, for tests. */
export class TestSocket {
  readonly ws: WebSocket;
  private readonly queue: Message[] = [];
  private waiters: { test: (m: Message) => boolean; resolve: (m: Message) => void }[] = [];
  readonly closed: Promise<{ code: number }>;

  private constructor(ws: WebSocket) {
    this.ws = ws;
    ws.on('message', (data) => {
      const message = JSON.parse(data.toString()) as Message;
      const i = this.waiters.findIndex((w) => w.test(message));
      if (i >= 0) this.waiters.splice(i, 1)[0]!.resolve(message);
      else this.queue.push(message);
    });
    this.closed = new Promise((resolve) => ws.on('close', (code) => resolve({ code })));
  }

  static open(url: string): Promise<TestSocket> {
    const ws = new WebSocket(url);
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(new TestSocket(ws)));
      ws.once('error', reject);
    });
  }

  send(message: unknown): void {
    this.ws.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** The first message (queued or to come) that passes `test`. */
  next(test: (m: Message) => boolean = () => true): Promise<Message> {
    const i = this.queue.findIndex(test);
    if (i >= 0) return Promise.resolve(this.queue.splice(i, 1)[0]!);
    return new Promise((resolve) => this.waiters.push({ test, resolve }));
  }

  /** Sends `message` and waits for its answer: `accepted`/`error` of the same seq, or `type`. */
  async request(message: Record<string, unknown>, type?: string): Promise<Message> {
    this.send(message);
    if (type !== undefined) return this.next((m) => m.type === type || m.type === 'error');
    return this.next((m) => (m.type === 'accepted' || m.type === 'error') && m.seq === message.seq);
  }

  close(): Promise<{ code: number }> {
    if (this.ws.readyState === WebSocket.CLOSED) return this.closed;
    this.ws.close();
    return this.closed;
  }
}

/** A JSON lobby call. */
export async function lobby(
  base: string,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}
