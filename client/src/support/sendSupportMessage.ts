import { MESSAGES } from '../../../common/errors';
import { apiErrorMessage, apiErrorOf } from '../lib/apiErrors';

export const SUPPORT_ENDPOINT = '/api/support/email';

export interface SupportMessage {
  subject: string;
  content: string;
}

export type SupportResult = { ok: true } | { ok: false; message: string };

/**
 * POST /api/support/email (SPEC §7). Any OK status is success; the body is not read then. A
 * refusal says why (e.g. the rate limit), anything else is SPEC's failure text.
 */
export async function sendSupportMessage(message: SupportMessage, token: string): Promise<SupportResult> {
  try {
    const response = await fetch(SUPPORT_ENDPOINT, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify(message),
    });
    if (response.ok) return { ok: true };
    throw await apiErrorOf(response);
  } catch (error) {
    return { ok: false, message: apiErrorMessage(error, { fallback: MESSAGES.supportFailed }) };
  }
}
