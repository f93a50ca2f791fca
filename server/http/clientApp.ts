import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { Router } from 'express';
import { sendError } from './errors';

/**
 * The client routes of SPEC §2, the firm settings (#11) and the account pages the e-mails link to
 * (#20, with PocketBase's token); anything else gets the app's own "not found" page with a 404.
 */
const SPA_ROUTES = [
  /^\/$/,
  /^\/login$/,
  /^\/register$/,
  /^\/dashboard$/,
  /^\/reports\/new$/,
  /^\/reports\/[A-Za-z0-9]+$/,
  /^\/settings$/,
  /^\/recuperar-clave$/,
  /^\/(restablecer-clave|activar-cuenta|verificar-email)\/[\w.-]+$/,
];

export const isSpaRoute = (pathname: string): boolean => SPA_ROUTES.some((route) => route.test(pathname));

export function clientApp(distDir: string): Router {
  const router = Router();
  const indexHtml = path.join(distDir, 'index.html');
  // The production build has no source maps (vite.config.ts); should one be built with them, the
  // maps still stay on the server: they would hand out the application's source.
  router.use((req, res, next) => {
    if (req.path.endsWith('.map')) sendError(res, 'NOT_FOUND');
    else next();
  });
  // Hashed build assets never change; index.html must always be revalidated.
  router.use(
    '/assets',
    express.static(path.join(distDir, 'assets'), { immutable: true, maxAge: '1y', index: false }),
  );
  router.use(express.static(distDir, { index: false, maxAge: '1h' }));
  router.get(/.*/, (req, res) => {
    const wantsHtml = req.accepts(['html', 'json']) === 'html';
    if (!wantsHtml || !existsSync(indexHtml)) {
      sendError(res, 'NOT_FOUND');
      return;
    }
    res.status(isSpaRoute(req.path) ? 200 : 404);
    res.setHeader('cache-control', 'no-cache');
    res.sendFile(indexHtml);
  });
  return router;
}
