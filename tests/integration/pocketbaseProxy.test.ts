import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestGateway } from '../support/gatewayHarness';
import { startTestPocketBase, type TestPocketBase } from '../support/pocketbaseHarness';

interface Answer {
  status: number;
  body: string;
  retryAfter: string | undefined;
}

/**
 * One raw keep-alive connection, as a browser holds it: each request is written whole (headers,
 * then the body, however large) and its answer read by Content-Length before the next is sent.
 */
async function keptAliveConnection(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  let received = Buffer.alloc(0);
  let closed = false;
  socket.on('data', (chunk: Buffer) => (received = Buffer.concat([received, chunk])));
  socket.on('close', () => (closed = true));
  // Writing the rest of a body the server refused early may fail: the answer is what counts.
  socket.on('error', () => undefined);

  function takeAnswer(): Answer | null {
    const headEnd = received.indexOf('\r\n\r\n');
    if (headEnd < 0) return null;
    const head = received.subarray(0, headEnd).toString('latin1');
    const length = Number(/^content-length:\s*(\d+)/im.exec(head)?.[1] ?? 0);
    if (received.length < headEnd + 4 + length) return null;
    const body = received.subarray(headEnd + 4, headEnd + 4 + length).toString();
    received = received.subarray(headEnd + 4 + length);
    const retryAfter = /^retry-after:\s*(\S+)/im.exec(head)?.[1];
    return { status: Number(head.split(' ')[1]), body, retryAfter };
  }

  async function send(method: string, path: string, body = ''): Promise<Answer> {
    socket.write(
      `${method} ${path} HTTP/1.1\r\nHost: titulo360.test\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n`,
    );
    socket.write(body);
    for (const deadline = Date.now() + 20_000; Date.now() < deadline;) {
      const answer = takeAnswer();
      if (answer) return answer;
      if (closed) throw new Error(`connection closed before answering ${method} ${path}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`no answer to ${method} ${path}`);
  }
  return { send, close: () => socket.destroy() };
}

/** Runs the gateway on a loopback port for the duration of `use`. */
async function listening<T>(gateway: http.RequestListener, use: (port: number) => Promise<T>): Promise<T> {
  const server = http.createServer(gateway).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    return await use((server.address() as AddressInfo).port);
  } finally {
    server.closeAllConnections();
    server.close();
  }
}

let pb: TestPocketBase;

beforeAll(async () => {
  pb = await startTestPocketBase({ authRateLimitPerMinute: 1 });
});

afterAll(async () => {
  await pb?.stop();
});

const signIn = (padding: number) =>
  JSON.stringify({
    identity: 'nadie@example.cl',
    password: 'clave-equivocada',
    padding: 'p'.repeat(padding),
  });

describe('PocketBase through the gateway proxy', () => {
  it('keeps PocketBase’s 429 for a 300 KB request, in Spanish, and the connection usable', async () => {
    const { app } = createTestGateway({ pb });
    await listening(app, async (port) => {
      const client = await keptAliveConnection(port);
      try {
        expect(
          (await client.send('POST', '/api/collections/users/auth-with-password', signIn(10))).status,
        ).toBe(400);
        const limited = await client.send(
          'POST',
          '/api/collections/users/auth-with-password',
          signIn(300_000),
        );
        expect(limited.status).toBe(429);
        // The sign-in limit is per minute.
        expect(limited.retryAfter).toBe('60');
        expect(JSON.parse(limited.body)).toEqual({
          code: 'BACKEND_RATE_LIMITED',
          message: 'Demasiadas solicitudes en poco tiempo. Espera un momento y vuelve a intentarlo.',
        });
        expect((await client.send('GET', '/api/health')).status).toBe(200);
      } finally {
        client.close();
      }
    });
  });

  it('keeps PocketBase’s 413 for a body over its limit, in Spanish, and the connection usable', async () => {
    const { app } = createTestGateway({ pb });
    await listening(app, async (port) => {
      const client = await keptAliveConnection(port);
      try {
        const tooLarge = await client.send(
          'POST',
          '/api/collections/users/records',
          signIn(40 * 1024 * 1024),
        );
        expect(tooLarge.status).toBe(413);
        expect(JSON.parse(tooLarge.body).message).toBe('La solicitud es demasiado grande.');
        expect((await client.send('GET', '/api/health')).status).toBe(200);
      } finally {
        client.close();
      }
    });
  });

  it('answers a Spanish 504 when PocketBase hangs, but keeps a quiet realtime stream open', async () => {
    const hung = http.createServer(() => undefined).listen(0, '127.0.0.1');
    await new Promise((resolve) => hung.once('listening', resolve));
    try {
      const { port: hungPort } = hung.address() as AddressInfo;
      const { app } = createTestGateway({
        pb: { ...pb, url: `http://127.0.0.1:${hungPort}` },
        pocketbaseTimeoutMs: 300,
      });
      await listening(app, async (port) => {
        const response = await fetch(`http://127.0.0.1:${port}/api/collections/new_reports/records`);
        expect(response.status).toBe(504);
        expect((await response.json()).message).toMatch(/tardó demasiado en responder/);
      });
      const live = createTestGateway({ pb, pocketbaseTimeoutMs: 300 });
      await listening(live.app, async (port) => {
        const controller = new AbortController();
        const stream = await fetch(`http://127.0.0.1:${port}/api/realtime`, { signal: controller.signal });
        const reader = stream.body?.getReader();
        expect(new TextDecoder().decode((await reader?.read())?.value)).toContain('PB_CONNECT');
        // Quiet for longer than the timeout: still open (a cut stream would end the read).
        const next = await Promise.race([
          reader?.read().then(() => 'ended'),
          new Promise((resolve) => setTimeout(resolve, 1_000, 'open')),
        ]);
        expect(next).toBe('open');
        controller.abort();
      });
    } finally {
      hung.closeAllConnections();
      hung.close();
    }
  });
});
