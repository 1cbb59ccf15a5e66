export { type JobHandlers, JobWorker } from "./job-worker.ts";
export { countJobsByQueueAndState, enqueueJob, purgeFinishedJobs, retryDelayMs } from "./jobs.ts";
