import { accountMailHandlers } from "#server/modules/accounts/index.ts";
import { companyTextHandlers, invitationHandlers } from "#server/modules/companies/index.ts";
import { type JobHandlers, JobWorker } from "#server/modules/jobs/index.ts";
import { messageMailHandlers, scheduleUnreadMailCheck } from "#server/modules/message-mail/index.ts";
import { notificationHandlers } from "#server/modules/notifications/index.ts";
import { orderDeadlineHandlers, scheduleOrderDeadlines } from "#server/modules/orders/index.ts";
import { productImportHandlers } from "#server/modules/product-import/index.ts";
import { productTextHandlers } from "#server/modules/products/index.ts";
import { hasOpenStream } from "#server/modules/realtime/index.ts";
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
  // The daily jobs keep one run waiting; each process makes sure of it on start.
  scheduleExpiryCheck(deps).catch((error: unknown) =>
    deps.log.error({ err: error }, "scheduling the verification expiry check failed"),
  );
  scheduleUnreadMailCheck(deps).catch((error: unknown) =>
    deps.log.error({ err: error }, "scheduling the unread message e-mail failed"),
  );
  scheduleOrderDeadlines(deps).catch((error: unknown) =>
    deps.log.error({ err: error }, "scheduling the order deadline runs failed"),
  );
  return worker;
}
