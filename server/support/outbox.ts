import type { Logger } from 'pino';
import type PocketBase from 'pocketbase';
import type { RecordModel } from 'pocketbase';
import { DEFAULT_RETRY, pbDate, PocketBaseOutbox, type RetryPolicy } from '../mail/pocketbaseOutbox';
import type { Mailer } from './mailer';

export { DEFAULT_RETRY, retryDelayMs, type RetryPolicy } from '../mail/pocketbaseOutbox';

const COLLECTION = 'support_messages';

export interface NewSupportMessage {
  subject: string;
  content: string;
  user: { id: string; email: string; name: string };
}

function senderName(record: RecordModel): string {
  const user: RecordModel | undefined = record.expand?.user;
  return typeof user?.name === 'string' ? user.name : '';
}

/** Support messages, stored in PocketBase and e-mailed to SUPPORT_TO with retries (SPEC §7). */
export class SupportOutbox extends PocketBaseOutbox {
  constructor(
    service: () => Promise<PocketBase>,
    mailer: Mailer | undefined,
    logger: Logger,
    policy: RetryPolicy = DEFAULT_RETRY,
  ) {
    const send = mailer
      ? (record: RecordModel) =>
          mailer.send({
            subject: String(record.subject),
            content: String(record.content),
            fromUser: { name: senderName(record), email: String(record.user_email ?? '') },
          })
      : undefined;
    super(service, { collection: COLLECTION, expand: 'user', send, label: 'support' }, logger, policy);
  }

  /** Saves the message and starts its delivery without waiting for SMTP. */
  async enqueue(message: NewSupportMessage): Promise<string> {
    const pb = await this.service();
    const record = await pb.collection(COLLECTION).create(
      {
        subject: message.subject,
        content: message.content,
        user: message.user.id,
        user_email: message.user.email,
        sent: false,
        attempts: 0,
        next_attempt_at: pbDate(new Date()),
      },
      { expand: 'user' },
    );
    void this.deliver(record);
    return record.id;
  }
}
