import type { RequestHandler } from 'express';
import helmet from 'helmet';

/**
 * The client needs only its own origin: scripts, styles and fonts from the build, API calls to
 * the same origin, PDFs opened from blob: URLs and the demo video. Served over plain HTTP on many
 * intranets, so insecure requests are not upgraded.
 */
export const CLIENT_CSP_DIRECTIVES = {
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'"],
  'media-src': ["'self'", 'blob:'],
  'connect-src': ["'self'"],
  'frame-src': ["'self'", 'blob:'],
  'worker-src': ["'self'", 'blob:'],
  'object-src': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
  'upgrade-insecure-requests': null,
} satisfies Record<string, string[] | null>;

const clientHeaders = helmet({
  contentSecurityPolicy: { useDefaults: false, directives: CLIENT_CSP_DIRECTIVES },
  strictTransportSecurity: false,
});

// PocketBase's dashboard is a separate app with its own inline code; it keeps the other headers.
const dashboardHeaders = helmet({ contentSecurityPolicy: false, strictTransportSecurity: false });

export const securityHeaders: RequestHandler = (req, res, next) =>
  (req.path === '/_' || req.path.startsWith('/_/') ? dashboardHeaders : clientHeaders)(req, res, next);
