import PocketBase from 'pocketbase';
import type { SuperuserCredentials } from './serviceAccount';

/** Every call to PocketBase is time-boxed so a hung backend cannot hold a request forever. */
export const POCKETBASE_TIMEOUT_MS = 15_000;

function timeBoxed(pb: PocketBase, timeoutMs: number): PocketBase {
  pb.autoCancellation(false);
  pb.beforeSend = (url, options) => {
    options.signal ??= AbortSignal.timeout(timeoutMs);
    return { url, options };
  };
  return pb;
}

/** A client acting as the user who owns `token`: PocketBase's API rules apply to every call. */
export function userClient(baseUrl: string, token: string, timeoutMs = POCKETBASE_TIMEOUT_MS): PocketBase {
  const pb = timeBoxed(new PocketBase(baseUrl), timeoutMs);
  pb.authStore.save(token, null);
  return pb;
}

/** The gateway's superuser: signs in on first use and again whenever its token expires. */
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
