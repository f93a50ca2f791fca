import type { Logger } from 'pino';
import type PocketBase from 'pocketbase';
import type { RecordModel } from 'pocketbase';

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

export function retryDelayMs(attempts: number, policy: RetryPolicy): number {
  return Math.min(policy.baseDelayMs * 2 ** Math.max(0, attempts - 1), policy.maxDelayMs);
}

/** PocketBase date fields are UTC strings with a space between date and time. */
export const pbDate = (date: Date): string => date.toISOString().replace('T', ' ');

export interface OutboxOptions {
  /** A collection with the fields sent, attempts, next_attempt_at, sent_at and last_error. */
  collection: string;
  /** Relations the sender reads, expanded when pending messages are listed. */
  expand?: string;
  /** Sends one stored message; undefined when there is nothing to send through. */
  send: ((record: RecordModel) => Promise<void>) | undefined;
  /** Names the outbox in the log. */
  label: string;
}

/**
 * Store first, then deliver: a message is saved in PocketBase before any SMTP attempt, and
 * undelivered messages are retried with exponential backoff, across restarts, until sent.
 */
export class PocketBaseOutbox {
  private timer: NodeJS.Timeout | undefined;
  private readonly inFlight = new Map<string, Promise<void>>();

  constructor(
    protected readonly service: () => Promise<PocketBase>,
    private readonly options: OutboxOptions,
    private readonly logger: Logger,
    private readonly policy: RetryPolicy = DEFAULT_RETRY,
  ) {}

  start(): void {
    if (!this.options.send || this.timer) return;
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
    if (!this.options.send) return;
    try {
      const pb = await this.service();
      const due = await pb.collection(this.options.collection).getFullList({
        filter: pb.filter('sent = false && attempts < {:max} && next_attempt_at <= {:now}', {
          max: this.policy.maxAttempts,
          now: pbDate(new Date()),
        }),
        sort: 'created',
        expand: this.options.expand,
      });
      for (const record of due) await this.deliver(record);
    } catch (error) {
      this.logger.warn({ err: error, outbox: this.options.label }, 'outbox: could not read pending messages');
    }
  }

  protected deliver(record: RecordModel): Promise<void> {
    const running = this.inFlight.get(record.id);
    if (running) return running;
    const attempt = this.attempt(record).finally(() => this.inFlight.delete(record.id));
    this.inFlight.set(record.id, attempt);
    return attempt;
  }

  private async attempt(record: RecordModel): Promise<void> {
    const { send, collection, label } = this.options;
    if (!send) return;
    const attempts = Number(record.attempts ?? 0) + 1;
    let update: Record<string, unknown>;
    try {
      await send(record);
      update = { sent: true, sent_at: pbDate(new Date()), attempts, last_error: '' };
      this.logger.info({ messageId: record.id, attempts, outbox: label }, 'message sent');
    } catch (error) {
      const nextAttempt = new Date(Date.now() + retryDelayMs(attempts, this.policy));
      update = {
        attempts,
        next_attempt_at: pbDate(nextAttempt),
        last_error: (error instanceof Error ? error.message : String(error)).slice(0, 2000),
      };
      this.logger.warn(
        { messageId: record.id, attempts, nextAttempt, err: error, outbox: label },
        'message not sent yet',
      );
    }
    try {
      const pb = await this.service();
      await pb.collection(collection).update(record.id, update);
    } catch (error) {
      this.logger.error(
        { err: error, messageId: record.id, outbox: label },
        'outbox: could not record delivery state',
      );
    }
  }
}
