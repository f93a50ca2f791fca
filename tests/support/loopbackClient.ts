import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface LoopbackAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * Requests to a server on 127.0.0.1 sent from another loopback address (127.0.0.2, 127.0.0.3…):
 * on Linux the whole 127/8 is loopback, so each address stands for a different client machine.
 */
export function fromAddress(port: number, localAddress: string, host = '127.0.0.1') {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
  const send = (
    method: string,
    path: string,
    headers: Record<string, string> = {},
    body?: string,
  ): Promise<LoopbackAnswer> =>
    new Promise((resolve, reject) => {
      const req = http.request(
        { host, port, method, path, headers, localAddress, agent, timeout: 30_000 },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
        },
      );
      req.on('timeout', () => req.destroy(new Error(`${method} ${path} timed out`)));
      req.on('error', reject);
      req.end(body);
    });
  return { send, close: () => agent.destroy() };
}

/** Serves `listener` on a free port of `host` (loopback by default) until `close`. */
export async function listenOnLoopback(
  listener: http.RequestListener,
  host = '127.0.0.1',
): Promise<{ port: number; server: Server; close: () => Promise<void> }> {
  const server = http.createServer(listener).listen(0, host);
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
