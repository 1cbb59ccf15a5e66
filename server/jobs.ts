import { accountMailHandlers } from "#server/modules/accounts/index.ts";
import { companyTextHandlers } from "#server/modules/companies/index.ts";
import { type JobHandlers, JobWorker } from "#server/modules/jobs/index.ts";
import { notificationHandlers } from "#server/modules/notifications/index.ts";
import type { AppDeps } from "./deps.ts";

/** Every queue's handler; a domain with background work adds its handlers here. */
export function jobHandlers(deps: Pick<AppDeps, "db" | "clock" | "mailer" | "config">): JobHandlers {
  return { ...accountMailHandlers(deps), ...notificationHandlers(deps), ...companyTextHandlers(deps) };
}

/** Each server process works the jobs (server/main.ts, server/dev.ts); `stop()` before closing the database. */
export function startJobWorker(deps: AppDeps): JobWorker {
  const worker = new JobWorker(deps, jobHandlers(deps));
  worker.start();
  return worker;
}
