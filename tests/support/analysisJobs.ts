import { analysisJobSchema, isFinished, type AnalysisJob } from '../../common/analysis/analysisJob';
import { COLLECTIONS } from '../../common/record/collections';
import type { TestUser } from '../factories/users';

/**
 * Waits until the user's background analysis job (issue 21) ends, reading it as its owner from
 * PocketBase; resolves to the job as it ended.
 */
export async function jobEnded(
  user: Pick<TestUser, 'pb'>,
  jobId: string,
  timeoutMs = 240_000,
): Promise<AnalysisJob> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const job = analysisJobSchema.parse(await user.pb.collection(COLLECTIONS.analysisJobs).getOne(jobId));
    if (isFinished(job.state)) return job;
    if (Date.now() > deadline) throw new Error(`job ${jobId} still ${job.state} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
