import { SqliteAdapter, type ExpressionBuilder, sql } from "kysely";
import type { InquiryStage, InquiryStatus } from "#core/schemas/inquiries.ts";
import type { Db } from "#server/db/connect.ts";
import type { Database } from "#server/db/schema.ts";

/** What the inbox filters on; every part optional and combined with "and". */
export interface InquiryFilter {
  status?: InquiryStatus;
  stage?: InquiryStage;
  source?: "storefront" | "product";
  /** A member's user id, or null for the inquiries nobody has taken. */
  assignee?: number | null;
  productId?: number;
  country?: string;
  language?: string;
  /** Words of the subject, in any of its languages. */
  search?: string;
}

type Eb = ExpressionBuilder<Database & { d: Database["deals"] }, "d">;

/**
 * The buyer's country: that of the company they belong to on the site (the first one), since an
 * account has no country of its own; null for a buyer without a company.
 */
function buyerCountry(eb: Eb) {
  return eb
    .selectFrom("company_members as bm")
    .innerJoin("companies as bc", "bc.id", "bm.company_id")
    .select("bc.country")
    .whereRef("bm.user_id", "=", "d.buyer_user_id")
    .orderBy("bc.id")
    .limit(1);
}

/** `%text%` for LIKE, with the wildcards a person typed taken literally. */
const containing = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filtered(db: Db, companyId: number, filter: InquiryFilter) {
  let query = db.selectFrom("deals as d").where("d.seller_company_id", "=", companyId);
  if (filter.status) query = query.where("d.seller_status", "=", filter.status);
  if (filter.stage) query = query.where("d.seller_stage", "=", filter.stage);
  if (filter.source) query = query.where("d.source", "=", filter.source);
  if (filter.assignee === null) query = query.where("d.assignee_user_id", "is", null);
  else if (filter.assignee !== undefined) query = query.where("d.assignee_user_id", "=", filter.assignee);
  if (filter.productId) query = query.where("d.product_id", "=", filter.productId);
  if (filter.language) query = query.where("d.request_language", "=", filter.language);
  const { country, search } = filter;
  if (country) query = query.where((eb) => eb(buyerCountry(eb), "=", country));
  if (search) {
    // The subject is a JSON map language → text: its texts are searched, not its keys or quotes.
    const pattern = containing(search);
    const texts =
      db.getExecutor().adapter instanceof SqliteAdapter
        ? sql`json_each(d.buyer_subject)`
        : sql`jsonb_each_text(d.buyer_subject::jsonb)`;
    query = query.where(
      sql<boolean>`exists (select 1 from ${texts} where lower(value) like lower(${pattern}) escape '\\')`,
    );
  }
  return query;
}

function withDetails(db: Db, companyId: number, filter: InquiryFilter) {
  return filtered(db, companyId, filter)
    .leftJoin("users as a", "a.id", "d.assignee_user_id")
    .leftJoin("conversations as c", "c.id", "d.conversation_id")
    .leftJoin("conversation_messages as lm", "lm.id", "c.last_message_id")
    .select((eb) => [
      "d.id",
      "d.source",
      "d.request_language",
      "d.buyer_subject",
      "d.buyer_message",
      "d.buyer_request_date",
      "d.product_id",
      "d.product_name",
      "d.product_quantity",
      "d.product_unit_type",
      "d.request_company",
      "d.request_user_name",
      "d.request_user_mail",
      "d.request_user_phone",
      "d.seller_status",
      "d.seller_stage",
      "d.seller_lost_reason",
      "d.context",
      "d.assignee_user_id",
      "a.first_name as assignee_first_name",
      "a.last_name as assignee_last_name",
      "d.conversation_id",
      "d.first_reply_at",
      "d.created_at",
      "d.updated_at",
      "c.last_message_at",
      "lm.body as last_message_body",
      "lm.kind as last_message_kind",
      "lm.sender_side as last_message_side",
      buyerCountry(eb).as("buyer_country"),
    ]);
}
export type InquiryDbRow = Awaited<ReturnType<typeof findInquiry>> & object;

/** One page of the company's inquiries, the newest first, and how many match in all. */
export async function findInquiries(
  db: Db,
  companyId: number,
  filter: InquiryFilter,
  page: { limit: number; offset: number },
) {
  const [rows, count] = await Promise.all([
    withDetails(db, companyId, filter)
      .orderBy("d.created_at", "desc")
      .orderBy("d.id", "desc")
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    filtered(db, companyId, filter)
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** One of the company's inquiries; undefined when it has none with that id. */
export function findInquiry(db: Db, companyId: number, dealId: number) {
  return withDetails(db, companyId, {}).where("d.id", "=", dealId).executeTakeFirst();
}

/** The products the company's inquiries are about, for the inbox's filter. */
export function findInquiryProducts(db: Db, companyId: number) {
  return db
    .selectFrom("deals")
    .select(["product_id", "product_name"])
    .distinct()
    .where("seller_company_id", "=", companyId)
    .where("product_id", "is not", null)
    .execute();
}

/** The languages and buyer countries of the company's inquiries, for the inbox's filters. */
export async function findInquiryFacets(db: Db, companyId: number) {
  const base = db.selectFrom("deals as d").where("d.seller_company_id", "=", companyId);
  const [languages, countries] = await Promise.all([
    base.select("d.request_language as value").distinct().execute(),
    base
      .select((eb) => buyerCountry(eb).as("value"))
      .distinct()
      .execute(),
  ]);
  return {
    languages: languages.map((r) => r.value).sort(),
    countries: countries.flatMap((r) => (r.value ? [r.value] : [])).sort(),
  };
}

export async function insertDealNote(
  db: Db,
  values: { dealId: number; authorUserId: number; body: string; at: string },
): Promise<void> {
  await db
    .insertInto("deal_notes")
    .values({
      deal_id: values.dealId,
      author_user_id: values.authorUserId,
      body: values.body,
      created_at: values.at,
    })
    .execute();
}

/** The inquiry's internal notes, oldest first, with their authors' names. */
export function findDealNotes(db: Db, dealId: number) {
  return db
    .selectFrom("deal_notes as n")
    .leftJoin("users as u", "u.id", "n.author_user_id")
    .select(["n.id", "n.body", "n.created_at", "u.first_name", "u.last_name"])
    .where("n.deal_id", "=", dealId)
    .orderBy("n.id")
    .execute();
}

/** When each of the company's inquiries since `since` came and was first answered (spam left out). */
export function findReplyTimes(db: Db, companyId: number, since: string) {
  return db
    .selectFrom("deals")
    .select(["created_at", "first_reply_at"])
    .where("seller_company_id", "=", companyId)
    .where("created_at", ">=", since)
    .where("seller_status", "!=", "Spam")
    .execute();
}

/** The same for several companies in one query (a listing's suppliers), with each row's company. */
export function findReplyTimesOfCompanies(db: Db, companyIds: number[], since: string) {
  if (!companyIds.length) return Promise.resolve([]);
  return db
    .selectFrom("deals")
    .select(["seller_company_id", "created_at", "first_reply_at"])
    .where("seller_company_id", "in", companyIds)
    .where("created_at", ">=", since)
    .where("seller_status", "!=", "Spam")
    .execute();
}
