import { useEffect, useState } from 'react';
import { z } from 'zod';
import { usePocketBase } from '../lib/PocketBaseContext';

/** pb_hooks/accounts.pb.js */
const SIGNUP_POLICY_PATH = '/api/accounts/signup';
const POLICY_TIMEOUT_MS = 10_000;

const policySchema = z.object({ open: z.boolean() });

/**
 * Whether this installation lets anyone sign up: false in invitation mode, null while unknown (or
 * when the server does not answer: the form is then shown and the server refuses if it must).
 */
export function useSignupOpen(): boolean | null {
  const pb = usePocketBase();
  const [open, setOpen] = useState<boolean | null>(null);
  useEffect(() => {
    let active = true;
    pb.send(SIGNUP_POLICY_PATH, { requestKey: null, signal: AbortSignal.timeout(POLICY_TIMEOUT_MS) })
      .then((answer: unknown) => {
        const parsed = policySchema.safeParse(answer);
        if (active && parsed.success) setOpen(parsed.data.open);
      })
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, [pb]);
  return open;
}
