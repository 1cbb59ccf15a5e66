export { DEAD_JOBS_PAGE_SIZE, type DeadJob, listDeadJobs, retryDeadJob } from "./dead-jobs.ts";
export { type JobHandlers, JobWorker } from "./job-worker.ts";
export {
  countJobsByQueueAndState,
  enqueueJob,
  purgeFinishedJobs,
  retryDelayMs,
  scheduleRecurring,
  unfinishedJobPayloads,
} from "./jobs.ts";
