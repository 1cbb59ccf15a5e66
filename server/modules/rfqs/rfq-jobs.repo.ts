import { sql } from "kysely";
import type { Db } from "#server/db/connect.ts";

/**
 * The queries of the request jobs: closing requests whose time ran out, telling buyers their
 * request closed, and the daily digest of new requests to the companies that sell in their
 * categories. Each "tell once" is a row whose insert is the claim.
 */
export const JOB_PAGE = 200;

/** Open requests whose deadline has passed, by id after `afterId`. */
export async function findExpiredOpenRfqIds(db: Db, now: string, afterId: number): Promise<number[]> {
  const rows = await db
    .selectFrom("rfqs")
    .select("id")
    .where("status", "=", "open")
    .where("closes_at", "<=", now)
    .where("id", ">", afterId)
    .orderBy("id")
    .limit(JOB_PAGE)
    .execute();
  return rows.map((r) => r.id);
}

/**
 * Closes the request as expired: one statement that names the open status and the passed
 * deadline, so a buyer's extension or a quote's last place taken at the same moment wins or
 * loses whole. Whether it closed it.
 */
export async function expireRfq(db: Db, rfqId: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable("rfqs")
    .set({
      status: "closed",
      closed_reason: "expired",
      closed_at: now,
      version: sql`version + 1`,
      updated_at: now,
    })
    .where("id", "=", rfqId)
    .where("status", "=", "open")
    .where("closes_at", "<=", now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Requests closed full or expired since `since` whose buyer has not been told yet. */
export async function findUntoldClosedRfqIds(db: Db, since: string, afterId: number): Promise<number[]> {
  const rows = await db
    .selectFrom("rfqs as r")
    .select("r.id")
    .where("r.status", "=", "closed")
    .where("r.closed_reason", "in", ["full", "expired"])
    .where("r.closed_at", ">=", since)
    .where("r.id", ">", afterId)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb.selectFrom("rfq_close_notices as n").select("n.rfq_id").whereRef("n.rfq_id", "=", "r.id"),
        ),
      ),
    )
    .orderBy("r.id")
    .limit(JOB_PAGE)
    .execute();
  return rows.map((r) => r.id);
}

/** Claims telling the buyer of the close: true for the one caller that recorded it. */
export async function claimCloseNotice(db: Db, rfqId: number, now: string): Promise<boolean> {
  const row = await db
    .insertInto("rfq_close_notices")
    .values({ rfq_id: rfqId, sent_at: now })
    .onConflict((oc) => oc.column("rfq_id").doNothing())
    .returning("rfq_id")
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * What a company's digest may name: open requests before their deadline, in a category it sells
 * in, not yet named to it, and not posted by one of its own members.
 */
function newForCompanies(db: Db, now: string) {
  return db
    .selectFrom("companies as c")
    .innerJoin("company_categories as cc", "cc.company_id", "c.id")
    .innerJoin("rfqs as r", (j) =>
      j.on(sql<boolean>`substr(r.category_code, 1, length(cc.category_code)) = cc.category_code`),
    )
    .where("c.status", "=", "active")
    .where("r.status", "=", "open")
    .where("r.closes_at", ">", now)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom("rfq_announcements as a")
            .select("a.rfq_id")
            .whereRef("a.rfq_id", "=", "r.id")
            .whereRef("a.company_id", "=", "c.id"),
        ),
      ),
    )
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom("company_members as m")
            .select("m.user_id")
            .whereRef("m.company_id", "=", "c.id")
            .whereRef("m.user_id", "=", "r.buyer_user_id"),
        ),
      ),
    );
}

/** Active companies with requests to announce, by id after `afterId`. */
export async function findCompaniesWithNewRfqs(db: Db, now: string, afterId: number): Promise<number[]> {
  const rows = await newForCompanies(db, now)
    .select("c.id")
    .distinct()
    .where("c.id", ">", afterId)
    .orderBy("c.id")
    .limit(JOB_PAGE)
    .execute();
  return rows.map((r) => r.id);
}

/** The requests to announce to one company, newest first (a company with several matching categories sees each once). */
export async function findNewRfqsForCompany(db: Db, companyId: number, now: string) {
  const rows = await newForCompanies(db, now)
    .where("c.id", "=", companyId)
    .select(["r.id", "r.created_at"])
    .distinct()
    .orderBy("r.created_at", "desc")
    .orderBy("r.id", "desc")
    .execute();
  return rows.map((r) => r.id);
}

/** Claims the company's digest of the day: true for the one run that recorded it. */
export async function claimDigestDay(db: Db, companyId: number, day: string, now: string): Promise<boolean> {
  const row = await db
    .insertInto("rfq_digests")
    .values({ company_id: companyId, day, sent_at: now })
    .onConflict((oc) => oc.columns(["company_id", "day"]).doNothing())
    .returning("company_id")
    .executeTakeFirst();
  return row !== undefined;
}

/** Records the requests as named to the company, and each as announced at least once. */
export async function recordAnnouncements(
  db: Db,
  companyId: number,
  rfqIds: readonly number[],
  now: string,
): Promise<void> {
  if (!rfqIds.length) return;
  await db
    .insertInto("rfq_announcements")
    .values(rfqIds.map((rfq_id) => ({ rfq_id, company_id: companyId, announced_at: now })))
    .onConflict((oc) => oc.columns(["rfq_id", "company_id"]).doNothing())
    .execute();
  await db
    .updateTable("rfqs")
    .set({ is_digest_sent: true })
    .where("id", "in", rfqIds as number[])
    .where("is_digest_sent", "=", false)
    .execute();
}

export async function findCompanyName(db: Db, companyId: number): Promise<string | undefined> {
  const row = await db.selectFrom("companies").select("name").where("id", "=", companyId).executeTakeFirst();
  return row?.name;
}
