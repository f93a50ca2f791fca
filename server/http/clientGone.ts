import type { Response } from 'express';

/** Aborted when the client goes away before the answer is sent, so the work for it can stop. */
export function clientGone(res: Response): AbortSignal {
  const controller = new AbortController();
  res.on('close', () => {
    if (!res.writableFinished) controller.abort();
  });
  return controller.signal;
}
