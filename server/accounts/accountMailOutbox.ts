import type { Logger } from 'pino';
import type PocketBase from 'pocketbase';
import type { RecordModel } from 'pocketbase';
import { DEFAULT_RETRY, PocketBaseOutbox, type RetryPolicy } from '../mail/pocketbaseOutbox';
import { smtpTransport } from '../support/mailer';

/** Account e-mails are awaited by someone at the screen: looked for more often than support mail. */
export const ACCOUNT_MAIL_RETRY: RetryPolicy = {
  ...DEFAULT_RETRY,
  baseDelayMs: 10_000,
  pollIntervalMs: 2_000,
};

export interface SmtpSettings {
  url: string;
  from: string;
}

/**
 * PocketBase's own e-mails (password reset, invitation, e-mail verification), which
 * pb_hooks/accounts.pb.js stores in `mail_outbox` instead of sending: delivered through SMTP_URL,
 * and retried while the SMTP server is down (a reset link lives 30 minutes, so a long outage
 * means asking for a new one).
 */
export function accountMailOutbox(
  service: () => Promise<PocketBase>,
  smtp: SmtpSettings | undefined,
  logger: Logger,
  policy: RetryPolicy = ACCOUNT_MAIL_RETRY,
): PocketBaseOutbox {
  const transport = smtp ? smtpTransport(smtp.url) : undefined;
  const send =
    transport && smtp
      ? async (record: RecordModel) => {
          await transport.sendMail({
            from: { name: 'titulo360', address: smtp.from },
            to: String(record.to),
            subject: String(record.subject),
            html: String(record.html ?? ''),
            text: String(record.text ?? '') || undefined,
          });
        }
      : undefined;
  return new PocketBaseOutbox(
    service,
    { collection: 'mail_outbox', send, label: 'accounts' },
    logger,
    policy,
  );
}
