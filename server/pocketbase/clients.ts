import PocketBase from 'pocketbase';
import type { SuperuserCredentials } from './serviceAccount';

/** Every call to PocketBase is time-boxed so a hung backend cannot hold a request forever. */
export const POCKETBASE_TIMEOUT_MS = 15_000;

function timeBoxed(pb: PocketBase, timeoutMs: number, headers: Record<string, string> = {}): PocketBase {
  pb.autoCancellation(false);
  pb.beforeSend = (url, options) => {
    options.signal ??= AbortSignal.timeout(timeoutMs);
    options.headers = { ...options.headers, ...headers };
    return { url, options };
  };
  return pb;
}

/** Who calls: the user's token, and the address their request came from (when known). */
export interface Caller {
  token: string;
  address: string | undefined;
}

/**
 * A client acting as the user who owns `token`: PocketBase's API rules apply to every call, and
 * its rate limits to the caller's own address (X-Forwarded-For, which PocketBase trusts: see
 * pb_migrations/1763700003_settings.js), not to the gateway's loopback address that all users share.
 */
export function userClient(baseUrl: string, caller: Caller, timeoutMs = POCKETBASE_TIMEOUT_MS): PocketBase {
  const forwarded = caller.address ? { 'x-forwarded-for': caller.address } : undefined;
  const pb = timeBoxed(new PocketBase(baseUrl), timeoutMs, forwarded);
  pb.authStore.save(caller.token, null);
  return pb;
}

/**
 * The gateway's superuser: signs in on first use and again whenever its token expires. PocketBase
 * exempts superusers from its rate limits, so the service's calls take nobody's quota.
 */
export type ServiceClient = () => Promise<PocketBase>;

/** A superuser client that signs in lazily and again whenever its token expires. */
export function serviceClient(baseUrl: string, credentials: SuperuserCredentials): ServiceClient {
  const pb = timeBoxed(new PocketBase(baseUrl), POCKETBASE_TIMEOUT_MS);
  return async () => {
    if (!pb.authStore.isValid) {
      await pb.collection('_superusers').authWithPassword(credentials.email, credentials.password);
    }
    return pb;
  };
}
