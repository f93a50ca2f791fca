import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { Logger } from 'pino';
import type PocketBase from 'pocketbase';
import { AppError } from '../../http/errors';
import type { ServiceClient } from '../../pocketbase/clients';
import type { DossierAnalyzer } from '../analyzer';
import { addDocumentsToReport } from '../reports/addDocumentsToReport';
import type { UploadContext } from '../reports/uploadCommand';
import {
  beat,
  claimJob,
  finishJob,
  readClaimedJob,
  releaseJob,
  type Claim,
  type ClaimedJob,
} from './jobStore';
import { JobProgressTracker } from './jobProgress';
import { throttledWrites } from './throttledWrites';

/** A job's progress is written at most this often (pages of a text PDF are read in milliseconds). */
const PROGRESS_WRITE_MS = 1_000;

export interface JobRunnerOptions {
  service: ServiceClient;
  analyzer: DossierAnalyzer;
  log: Logger;
  /** Jobs this runner works on at once; their documents share the analyzer's threads fairly. */
  concurrency: number;
  /** A running job whose heartbeat is older than this is taken to be orphaned and queued again. */
  staleSeconds: number;
  /** How often the queue is asked for work when idle. */
  pollMs?: number;
  now?: () => Date;
}

export interface JobRunner {
  /** Names this runner's claims (`claimed_by`). */
  readonly id: string;
  /**
   * Takes no more jobs, lets those running finish for up to `graceMs`, then stops the rest and
   * puts them back in the queue for another runner or the next start.
   */
  stop(graceMs: number): Promise<void>;
}

interface RunningJob {
  controller: AbortController;
  done: Promise<void>;
}

/** Whether the job's end should be recorded: not when it was cancelled, taken by another runner or released. */
class ClaimLost extends Error {}

/**
 * Runs queued analysis jobs (issue 21) from PocketBase: claims them one at a time through the
 * claim hook (atomic, so several runners on one queue never run a job twice), beats while
 * working (progress and heartbeat on the job), and merges each job's PDFs into its report.
 */
export function startJobRunner({
  service,
  analyzer,
  log,
  concurrency,
  staleSeconds,
  pollMs = 1_000,
  now = () => new Date(),
}: JobRunnerOptions): JobRunner {
  const id = `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const running = new Map<string, RunningJob>();
  let stopping = false;
  let releasing = false;
  let filling = false;
  const beatMs = Math.max(250, (staleSeconds * 1000) / 4);

  async function run(claim: Claim, controller: AbortController): Promise<void> {
    const pb = await service();
    const job = await readClaimedJob(pb, claim);
    if (!job) return;
    const progress = new JobProgressTracker(job.files.length, () => writes.request());
    const pulse = async () => {
      if (!(await beat(pb, claim, progress.snapshot()))) throw new ClaimLost();
    };
    const check = () =>
      pulse().catch((error: unknown) => {
        // Cancelled, taken by another runner, or gone with its report (deleted meanwhile).
        const gone = error instanceof AppError && error.code === 'JOB_NOT_FOUND';
        if (error instanceof ClaimLost || gone) controller.abort();
        else log.warn({ err: error, job: job.id }, 'analysis job heartbeat failed');
      });
    // Progress and heartbeat share one throttled writer, so their writes never cross.
    const writes = throttledWrites(check, PROGRESS_WRITE_MS);
    const heartbeat = setInterval(() => writes.request(), beatMs);
    heartbeat.unref();
    // Before the job's end is written: a progress write landing after it would undo it.
    const quiet = async () => {
      clearInterval(heartbeat);
      await writes.stop();
    };
    try {
      await pulse();
      const context = contextFor(job, pb, controller.signal);
      const outcome = await addDocumentsToReport(
        {
          ...context,
          // A cancel between two heartbeats is seen before anything is stored.
          beforeStore: check,
          progress,
        },
        job.report,
        job.files,
      );
      if (outcome.status === 'aborted') throw new ClaimLost();
      await quiet();
      await finishJob(pb, job.id, {
        state: 'done',
        // The upload already named the files the report held; a run again after a restart finds
        // its own files there, which is not news.
        refused: [...job.refused, ...outcome.refused.filter((file) => file.code !== 'ALREADY_IN_REPORT')],
        filesDone: job.files.length,
      });
      log.info({ job: job.id, report: job.report }, 'analysis job done');
    } catch (error) {
      await quiet();
      if (error instanceof ClaimLost || controller.signal.aborted) {
        if (releasing) await releaseJob(pb, job.id);
        return;
      }
      log.error({ err: error, job: job.id }, 'analysis job failed');
      const known = error instanceof AppError ? error : new AppError('INTERNAL', { cause: error });
      // Nothing readable: the message names the files the upload left out too.
      const named = known.code === 'NOTHING_READABLE' ? job.refused.map((file) => ` ${file.message}.`) : [];
      await finishJob(pb, job.id, {
        state: 'failed',
        refused: job.refused,
        errorCode: known.code,
        errorMessage: known.userMessage + named.join(''),
        filesDone: progress.snapshot().filesDone,
      });
    } finally {
      await quiet();
    }
  }

  function contextFor(job: ClaimedJob, pb: PocketBase, signal: AbortSignal): UploadContext {
    return {
      // The job's owner was checked when it was queued; the runner reads and writes as the service.
      pb,
      writer: { service: pb, userId: job.owner },
      log: log.child({ job: job.id }),
      analyzer,
      referenceDate: now(),
      signal,
      user: job.owner,
    };
  }

  function start(claim: Claim): void {
    const controller = new AbortController();
    const done = run(claim, controller)
      .catch((error: unknown) => log.error({ err: error, job: claim.id }, 'analysis job left running'))
      .finally(() => {
        running.delete(claim.id);
        void fill();
      });
    running.set(claim.id, { controller, done });
  }

  async function fill(): Promise<void> {
    if (filling) return;
    filling = true;
    try {
      while (!stopping && running.size < concurrency) {
        const claim = await claimJob(await service(), id, staleSeconds);
        if (!claim) break;
        start(claim);
      }
    } catch (error) {
      log.warn({ err: error }, 'analysis queue not reachable');
    } finally {
      filling = false;
    }
  }

  const poll = setInterval(() => void fill(), pollMs);
  poll.unref();
  void fill();

  return {
    id,
    async stop(graceMs) {
      stopping = true;
      clearInterval(poll);
      const all = () => Promise.all([...running.values()].map((job) => job.done));
      const finished = await Promise.race([
        all().then(() => true),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), graceMs).unref()),
      ]);
      if (finished) return;
      releasing = true;
      for (const job of running.values()) job.controller.abort();
      await all();
    },
  };
}
