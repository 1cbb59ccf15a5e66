import { z } from "zod";
import { ContactEmailSchema } from "#core/schemas/campaigns.ts";
import { IdSchema } from "#core/schemas/id.ts";
import type { Db } from "#server/db/connect.ts";
import { AppError } from "#server/lib/errors.ts";
import { hitRateLimit } from "#server/lib/rate-limit.ts";
import * as repo from "./campaigns.repo.ts";

/** The four values of an unsubscribe link, as they arrive in the query. */
export interface UnsubscribeLink {
  cid?: string | undefined;
  campid?: string | undefined;
  clid?: string | undefined;
  email?: string | undefined;
}

const linkId = IdSchema;

const LinkSchema = z.object({ cid: linkId, campid: linkId, clid: linkId, email: ContactEmailSchema });

/**
 * Every way a link can be wrong (malformed, unknown, or parts that do not belong together)
 * ends in this one error, so a forged link never tells which part was wrong.
 */
export const unsubscribeFailed = () => new AppError("not_found", "unsubscribe.failed");

/** Contact-list name: the name of the list the campaign goes to. */
export async function getContactListNameOfCampaign(db: Db, campaignId: unknown): Promise<{ clname: string }> {
  const id = linkId.safeParse(campaignId);
  const row = id.success ? await repo.findListNameOfCampaign(db, id.data) : undefined;
  if (!row) throw new AppError("not_found");
  return { clname: row.name };
}

/** Attempts per address an hour: a reader unsubscribes once; guessing links takes thousands. */
export const UNSUBSCRIBES_PER_IP_PER_HOUR = 30;

/**
 * Marks the member unsubscribed when the contact is in the list, the campaign targets that
 * list and the address is the contact's. Repeating it succeeds and keeps the first time.
 * `ip` (the requester's) bounds how fast anyone can try forged combinations.
 */
export async function unsubscribe(
  db: Db,
  link: UnsubscribeLink,
  ip: string | null,
  now = new Date(),
): Promise<void> {
  await hitRateLimit(
    db,
    `unsubscribe:ip:${ip ?? "unknown"}`,
    UNSUBSCRIBES_PER_IP_PER_HOUR,
    60 * 60,
    now.getTime(),
  );
  const parsed = LinkSchema.safeParse(link);
  if (!parsed.success) throw unsubscribeFailed();
  const target = await repo.findUnsubscribeTarget(db, {
    contactId: parsed.data.cid,
    campaignId: parsed.data.campid,
    listId: parsed.data.clid,
    email: parsed.data.email,
  });
  if (!target) throw unsubscribeFailed();
  if (!target.unsubscribed_at) await repo.markUnsubscribed(db, target.id, now.toISOString());
}
