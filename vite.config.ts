import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// The gateway (npm start / the dev script) serves PocketBase, support and analysis on one origin;
// in development Vite forwards those paths to it so the client code is the same in both modes.
const gateway = process.env.GATEWAY_URL ?? 'http://127.0.0.1:3000';
const forwarded = { target: gateway, changeOrigin: false, ws: false };

export default defineConfig({
  root: 'client',
  plugins: [react()],
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    // No source maps in production: the gateway would serve the application's source with them.
    sourcemap: false,
  },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: {
      '/api': forwarded,
      '/_/': forwarded,
      '/analysis': forwarded,
      '/healthz': forwarded,
    },
  },
  test: {
    root: '.',
    projects: [
      {
        extends: true,
        test: {
          name: 'client',
          root: '.',
          environment: 'jsdom',
          include: ['client/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/support/client/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          root: '.',
          environment: 'node',
          include: [
            'server/**/*.test.ts',
            'common/**/*.test.ts',
            'scripts/**/*.test.ts',
            'tests/integration/**/*.test.ts',
            'tests/engine/**/*.test.ts',
            'tests/architecture/**/*.test.ts',
          ],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
