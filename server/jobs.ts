import { accountMailHandlers } from "#server/modules/accounts/index.ts";
import { companyTextHandlers, invitationHandlers } from "#server/modules/companies/index.ts";
import { type JobHandlers, JobWorker } from "#server/modules/jobs/index.ts";
import { messageMailHandlers, scheduleUnreadMailCheck } from "#server/modules/message-mail/index.ts";
import { notificationHandlers } from "#server/modules/notifications/index.ts";
import { orderDeadlineHandlers, scheduleOrderDeadlines } from "#server/modules/orders/index.ts";
import { productImportHandlers } from "#server/modules/product-import/index.ts";
import { productTextHandlers } from "#server/modules/products/index.ts";
import { quoteJobHandlers, scheduleQuoteJobs } from "#server/modules/quotes/index.ts";
import { hasOpenStream } from "#server/modules/realtime/index.ts";
import { rfqJobHandlers, scheduleRfqJobs } from "#server/modules/rfqs/index.ts";
import { scheduleExpiryCheck, verificationJobHandlers } from "#server/modules/verification/index.ts";
import type { AppDeps } from "./deps.ts";

/** Every queue's handler; a domain with background work adds its handlers here. */
export function jobHandlers(deps: Pick<AppDeps, "db" | "clock" | "mailer" | "config" | "log">): JobHandlers {
  return {
    ...accountMailHandlers(deps),
    ...notificationHandlers(deps),
    ...invitationHandlers(deps),
    ...verificationJobHandlers(deps),
    ...companyTextHandlers(deps),
    ...productImportHandlers(deps),
    ...productTextHandlers(deps),
    ...orderDeadlineHandlers(deps),
    ...rfqJobHandlers(deps),
    ...quoteJobHandlers(deps),
    // Nobody is e-mailed about messages while a page of theirs shows them live, in any process.
    ...messageMailHandlers({
      ...deps,
      isOnline: (userId) => hasOpenStream(deps.db, userId, deps.clock.now()),
    }),
  };
}

/** Each server process works the jobs (server/main.ts, server/dev.ts); `stop()` before closing the database. */
export function startJobWorker(deps: AppDeps): JobWorker {
  const worker = new JobWorker(deps, jobHandlers(deps));
  worker.start();
  return worker;
}

/**
 * The recurring jobs keep one run waiting each; the leader (server/leader-tasks.ts) makes sure of
 * it when it starts leading. Only the leader, so that servers starting together do not each queue
 * a run: two runs due at the same moment would be claimed by two processes and run side by side.
 */
export function scheduleRecurringJobs(deps: Pick<AppDeps, "db" | "clock" | "config" | "log">): void {
  const schedules: [string, () => Promise<unknown>][] = [
    ["the verification expiry check", () => scheduleExpiryCheck(deps)],
    ["the unread message e-mail", () => scheduleUnreadMailCheck(deps)],
    ["the order deadline runs", () => scheduleOrderDeadlines(deps)],
    ["the request for quotation runs", () => scheduleRfqJobs(deps)],
    ["the quote expiry and reminder runs", () => scheduleQuoteJobs(deps)],
  ];
  for (const [what, schedule] of schedules)
    schedule().catch((error: unknown) => deps.log.error({ err: error }, `scheduling ${what} failed`));
}
