/** Jobs: durable background work on the shop's database (pg-boss), run once across every process. */
export {
  createJobQueue,
  jobQueueLifecycle,
  JOB_STATES,
  type Job,
  type JobCounts,
  type JobQueue,
  type JobState,
  type RetryOptions,
  type SendOptions,
  type WorkOptions,
} from './job-queue.ts';
