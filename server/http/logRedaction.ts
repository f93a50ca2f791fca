/**
 * Query parameters never written to the logs: PocketBase file tokens (`token`, a credential for
 * the files it names) and list filters (`filter`: the dashboard's search text, names and RUTs).
 */
const SECRET_PARAMS = ['token', 'filter'];
const SECRET_IN_URL = new RegExp(`([?&](?:${SECRET_PARAMS.join('|')})=)[^&#]*`, 'gi');
const REDACTED = '[redacted]';

export function redactUrl(url: string): string {
  return url.replace(SECRET_IN_URL, `$1${REDACTED}`);
}

interface SerializedRequest {
  url?: unknown;
  query?: unknown;
}

/** pino-http's request serializer, after pino's own: the URL and query without the secret parameters. */
export function redactRequest<T extends SerializedRequest>(req: T): T {
  if (typeof req.url === 'string') req.url = redactUrl(req.url);
  const { query } = req;
  if (typeof query === 'object' && query !== null) {
    // A copy: the object is Express's own req.query.
    const copy: Record<string, unknown> = { ...query };
    for (const name of Object.keys(copy))
      if (SECRET_PARAMS.includes(name.toLowerCase())) copy[name] = REDACTED;
    req.query = copy;
  }
  return req;
}
