import { ClientResponseError } from 'pocketbase';

/** The HTTP status a PocketBase SDK call ends with: 200 when it succeeds, else the error's. */
export async function statusOf(promise: Promise<unknown>): Promise<number> {
  try {
    await promise;
    return 200;
  } catch (error) {
    if (error instanceof ClientResponseError) return error.status;
    throw error;
  }
}
