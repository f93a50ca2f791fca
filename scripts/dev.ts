/**
 * `npm run dev`: the gateway (restarted on server changes, with its embedded PocketBase) on PORT
 * and Vite with hot reload on VITE_PORT, which forwards /api, /_/, /analysis and /healthz to it.
 */
import { spawn, type ChildProcess } from 'node:child_process';

const port = process.env.PORT ?? '3000';
const children: ChildProcess[] = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: port },
  }),
  spawn('npx', ['vite'], {
    stdio: 'inherit',
    env: { ...process.env, GATEWAY_URL: `http://127.0.0.1:${port}` },
  }),
];

function stopAll(code: number): void {
  for (const child of children) child.kill('SIGTERM');
  process.exitCode = code;
}
for (const child of children) child.on('exit', (code) => stopAll(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stopAll(0));
