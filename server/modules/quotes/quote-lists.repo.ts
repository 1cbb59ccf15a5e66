import type { QuoteListState } from "#core/schemas/quote-answers.ts";
import type { Db } from "#server/db/connect.ts";

/*
 * The lists of quote threads: each thread with its latest sent revision (`s`; none while only a
 * draft exists), newest change first.
 */

function threads(db: Db) {
  return db
    .selectFrom("quotes as q")
    .innerJoin("companies as c", "c.id", "q.company_id")
    .leftJoin("quote_revisions as s", (join) =>
      join.onRef("s.quote_id", "=", "q.id").on((eb) =>
        eb(
          "s.number",
          "=",
          eb
            .selectFrom("quote_revisions as s2")
            .select((e) => e.fn.max("s2.number").as("n"))
            .whereRef("s2.quote_id", "=", "q.id")
            .where("s2.status", "<>", "draft"),
        ),
      ),
    )
    .innerJoin("quote_revisions as d", (join) =>
      join.onRef("d.quote_id", "=", "q.id").onRef("d.number", "=", "q.current_number"),
    )
    .select([
      "q.id",
      "q.company_id",
      "q.buyer_user_id",
      "q.deal_id",
      "q.rfq_id",
      "q.current_number",
      "q.is_buyer_revealed",
      "q.created_at",
      "q.updated_at",
      "c.name as company_name",
      "c.country as company_country",
      "c.is_verified as company_is_verified",
      "c.created_at as company_created_at",
      "d.status as current_status",
      "s.id as sent_id",
      "s.number as sent_number",
      "s.status as sent_status",
      "s.version as sent_version",
      "s.currency",
      "s.incoterm",
      "s.named_place",
      "s.deposit_percent",
      "s.balance_due",
      "s.lead_time_days",
      "s.shipping",
      "s.shipping_cost_e4",
      "s.valid_until",
      "s.sent_at",
    ]);
}
type ThreadQuery = ReturnType<typeof threads>;
export type ThreadListRow = Awaited<ReturnType<ThreadQuery["execute"]>>[number];

/** Threads where the latest sent revision is at `state` (`draft`: none sent yet). */
function filtered(query: ThreadQuery, state: QuoteListState | undefined): ThreadQuery {
  if (state === undefined) return query;
  if (state === "draft") return query.where("s.id", "is", null);
  if (state === "open") return query.where("s.status", "in", ["sent", "seen"]);
  return query.where("s.status", "=", state);
}

async function page(query: ThreadQuery, limit: number, offset: number) {
  const [rows, count] = await Promise.all([
    query.orderBy("q.updated_at", "desc").orderBy("q.id", "desc").limit(limit).offset(offset).execute(),
    query
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** One page of the company's threads, drafts included. */
export function findCompanyThreads(
  db: Db,
  companyId: number,
  state: QuoteListState | undefined,
  limit: number,
  offset: number,
) {
  return page(filtered(threads(db).where("q.company_id", "=", companyId), state), limit, offset);
}

/** One page of the buyer's threads; only those with a sent revision (a draft is the supplier's own). */
export function findBuyerThreads(
  db: Db,
  buyerUserId: number,
  state: QuoteListState | undefined,
  limit: number,
  offset: number,
) {
  const mine = threads(db).where("q.buyer_user_id", "=", buyerUserId).where("s.id", "is not", null);
  return page(filtered(mine, state === "draft" ? undefined : state), limit, offset);
}

/** Every thread of a request with a sent revision (at most the request's 50 places). */
export function findRfqThreads(db: Db, rfqId: number) {
  return threads(db)
    .where("q.rfq_id", "=", rfqId)
    .where("s.id", "is not", null)
    .orderBy("s.sent_at")
    .orderBy("q.id")
    .execute();
}

/** The subjects of inquiries, in every language they were written or translated in. */
export function findDealSubjects(db: Db, dealIds: readonly number[]) {
  if (!dealIds.length) return Promise.resolve([]);
  return db
    .selectFrom("deals")
    .select(["id", "buyer_subject", "request_language", "request_user_name", "request_company"])
    .where("id", "in", dealIds as number[])
    .execute();
}

/** The names of buyers a supplier may see. */
export function findUserNames(db: Db, userIds: readonly number[]) {
  if (!userIds.length) return Promise.resolve([]);
  return db
    .selectFrom("users")
    .select(["id", "first_name", "last_name", "company_name"])
    .where("id", "in", userIds as number[])
    .execute();
}
