import { API_ERRORS, MESSAGES } from '../../../common/errors';

export const SUPPORT_ENDPOINT = '/api/support/email';

export interface SupportMessage {
  subject: string;
  content: string;
}

export type SupportResult = { ok: true } | { ok: false; message: string };

/** The gateway's explanation of a rate limit, or the SPEC failure text when it has none. */
async function rateLimitMessage(response: Response): Promise<string> {
  try {
    const body: unknown = await response.json();
    if (typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string') {
      return body.message;
    }
  } catch {
    // Not JSON: fall through to the generic text.
  }
  return MESSAGES.supportFailed;
}

/** POST /api/support/email (SPEC §7). Any OK status is success; the body is not read then. */
export async function sendSupportMessage(message: SupportMessage, token: string): Promise<SupportResult> {
  try {
    const response = await fetch(SUPPORT_ENDPOINT, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify(message),
    });
    if (response.ok) return { ok: true };
    if (response.status === API_ERRORS.SUPPORT_RATE_LIMITED.status) {
      return { ok: false, message: await rateLimitMessage(response) };
    }
    return { ok: false, message: MESSAGES.supportFailed };
  } catch {
    return { ok: false, message: MESSAGES.supportFailed };
  }
}
