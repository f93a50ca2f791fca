import type { Logger } from 'pino';
import type PocketBase from 'pocketbase';
import type { RecordModel } from 'pocketbase';
import type { Mailer } from './mailer';

const COLLECTION = 'support_messages';

export interface RetryPolicy {
  /** Delay after the first failed attempt; it doubles with every further failure. */
  baseDelayMs: number;
  maxDelayMs: number;
  maxAttempts: number;
  /** How often pending messages are looked for. */
  pollIntervalMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = {
  baseDelayMs: 30_000,
  maxDelayMs: 60 * 60_000,
  maxAttempts: 50,
  pollIntervalMs: 15_000,
};

export interface NewSupportMessage {
  subject: string;
  content: string;
  user: { id: string; email: string; name: string };
}

export function retryDelayMs(attempts: number, policy: RetryPolicy): number {
  return Math.min(policy.baseDelayMs * 2 ** Math.max(0, attempts - 1), policy.maxDelayMs);
}

/** PocketBase date fields are UTC strings with a space between date and time. */
const pbDate = (date: Date): string => date.toISOString().replace('T', ' ');

/**
 * Store first, then deliver: a message is saved in PocketBase before any SMTP attempt, and
 * undelivered messages are retried with exponential backoff, across restarts, until sent.
 */
export class SupportOutbox {
  private timer: NodeJS.Timeout | undefined;
  private readonly inFlight = new Map<string, Promise<void>>();

  constructor(
    private readonly service: () => Promise<PocketBase>,
    private readonly mailer: Mailer | undefined,
    private readonly logger: Logger,
    private readonly policy: RetryPolicy = DEFAULT_RETRY,
  ) {}

  /** Saves the message and starts its delivery without waiting for SMTP. */
  async enqueue(message: NewSupportMessage): Promise<string> {
    const pb = await this.service();
    const record = await pb.collection(COLLECTION).create({
      subject: message.subject,
      content: message.content,
      user: message.user.id,
      user_email: message.user.email,
      sent: false,
      attempts: 0,
      next_attempt_at: pbDate(new Date()),
    });
    void this.deliver(record, message.user.name);
    return record.id;
  }

  start(): void {
    if (!this.mailer || this.timer) return;
    void this.deliverDue();
    this.timer = setInterval(() => void this.deliverDue(), this.policy.pollIntervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await Promise.allSettled(this.inFlight.values());
  }

  /** Delivers every pending message whose retry time has come. */
  async deliverDue(): Promise<void> {
    if (!this.mailer) return;
    try {
      const pb = await this.service();
      const due = await pb.collection(COLLECTION).getFullList({
        filter: pb.filter('sent = false && attempts < {:max} && next_attempt_at <= {:now}', {
          max: this.policy.maxAttempts,
          now: pbDate(new Date()),
        }),
        sort: 'created',
        expand: 'user',
      });
      for (const record of due) {
        const user: RecordModel | undefined = record.expand?.user;
        await this.deliver(record, typeof user?.name === 'string' ? user.name : '');
      }
    } catch (error) {
      this.logger.warn({ err: error }, 'support outbox: could not read pending messages');
    }
  }

  private deliver(record: RecordModel, userName: string): Promise<void> {
    const running = this.inFlight.get(record.id);
    if (running) return running;
    const attempt = this.attempt(record, userName).finally(() => this.inFlight.delete(record.id));
    this.inFlight.set(record.id, attempt);
    return attempt;
  }

  private async attempt(record: RecordModel, userName: string): Promise<void> {
    if (!this.mailer) return;
    const attempts = Number(record.attempts ?? 0) + 1;
    let update: Record<string, unknown>;
    try {
      await this.mailer.send({
        subject: String(record.subject),
        content: String(record.content),
        fromUser: { name: userName, email: String(record.user_email ?? '') },
      });
      update = { sent: true, sent_at: pbDate(new Date()), attempts, last_error: '' };
      this.logger.info({ messageId: record.id, attempts }, 'support message sent');
    } catch (error) {
      const nextAttempt = new Date(Date.now() + retryDelayMs(attempts, this.policy));
      update = {
        attempts,
        next_attempt_at: pbDate(nextAttempt),
        last_error: (error instanceof Error ? error.message : String(error)).slice(0, 2000),
      };
      this.logger.warn(
        { messageId: record.id, attempts, nextAttempt, err: error },
        'support message not sent yet',
      );
    }
    try {
      const pb = await this.service();
      await pb.collection(COLLECTION).update(record.id, update);
    } catch (error) {
      this.logger.error(
        { err: error, messageId: record.id },
        'support outbox: could not record delivery state',
      );
    }
  }
}
