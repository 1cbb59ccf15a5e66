import { type Insertable, type Selectable, sql } from "kysely";
import type { RfqStatus } from "#core/rules/rfq-flow.ts";
import type { Db } from "#server/db/connect.ts";
import { selectLocalized } from "#server/db/localized.ts";
import type { Database } from "#server/db/schema.ts";

/** A request's own row, its texts and its files: writing them, and the buyer's reads and changes. */
export type RfqRow = Selectable<Database["rfqs"]>;
export type RfqTextRow = Selectable<Database["rfq_texts"]>;
export type RfqAttachmentRow = Selectable<Database["rfq_attachments"]>;

export async function insertRfq(trx: Db, values: Insertable<Database["rfqs"]>): Promise<number> {
  const row = await trx.insertInto("rfqs").values(values).returning("id").executeTakeFirstOrThrow();
  return row.id;
}

/** The buyer's request posted with `postKey`, if any. */
export async function findRfqIdByPostKey(
  db: Db,
  buyerId: number,
  postKey: string,
): Promise<number | undefined> {
  const row = await db
    .selectFrom("rfqs")
    .select("id")
    .where("buyer_user_id", "=", buyerId)
    .where("post_key", "=", postKey)
    .executeTakeFirst();
  return row?.id;
}

export async function insertRfqText(trx: Db, row: Insertable<Database["rfq_texts"]>): Promise<void> {
  await trx.insertInto("rfq_texts").values(row).execute();
}

/**
 * Machine translations, each only where the request has no text in that language yet: a source
 * row (or a translation made by an earlier run) is never written over.
 */
export async function insertMachineTexts(db: Db, rows: Insertable<Database["rfq_texts"]>[]): Promise<number> {
  if (!rows.length) return 0;
  const result = await db
    .insertInto("rfq_texts")
    .values(rows)
    .onConflict((oc) => oc.columns(["rfq_id", "lang"]).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}

export async function insertRfqAttachments(
  trx: Db,
  rows: Insertable<Database["rfq_attachments"]>[],
): Promise<void> {
  if (rows.length) await trx.insertInto("rfq_attachments").values(rows).execute();
}

export function findRfq(db: Db, id: number): Promise<RfqRow | undefined> {
  return db.selectFrom("rfqs").selectAll().where("id", "=", id).executeTakeFirst();
}

/** The texts of some requests, every language they have. */
export function findRfqTexts(db: Db, rfqIds: readonly number[]): Promise<RfqTextRow[]> {
  if (!rfqIds.length) return Promise.resolve([]);
  return db
    .selectFrom("rfq_texts")
    .selectAll()
    .where("rfq_id", "in", rfqIds as number[])
    .orderBy("rfq_id")
    .orderBy("lang")
    .execute();
}

export function findRfqAttachments(db: Db, rfqId: number): Promise<RfqAttachmentRow[]> {
  return db
    .selectFrom("rfq_attachments")
    .selectAll()
    .where("rfq_id", "=", rfqId)
    .orderBy("position")
    .execute();
}

/** One file of one request: the id of another request's file is not found. */
export function findRfqAttachment(
  db: Db,
  rfqId: number,
  attachmentId: number,
): Promise<RfqAttachmentRow | undefined> {
  return db
    .selectFrom("rfq_attachments")
    .selectAll()
    .where("rfq_id", "=", rfqId)
    .where("id", "=", attachmentId)
    .executeTakeFirst();
}

/** A category that exists and has no category under it: the only kind a request may name. */
export async function isLeafCategory(db: Db, code: string): Promise<boolean> {
  const row = await db
    .selectFrom("categories as c")
    .select("c.code")
    .where("c.code", "=", code)
    .where((eb) =>
      eb.not(
        eb.exists(eb.selectFrom("categories as k").select("k.code").whereRef("k.parent_code", "=", "c.code")),
      ),
    )
    .executeTakeFirst();
  return row !== undefined;
}

/** The buyer's requests still open (the deadline not passed), for the limit of open requests. */
export async function countOpenRfqsOfBuyer(db: Db, buyerUserId: number, now: string): Promise<number> {
  const row = await db
    .selectFrom("rfqs")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("buyer_user_id", "=", buyerUserId)
    .where("status", "=", "open")
    .where("closes_at", ">", now)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * The buyer closes their request early: one statement that names the open status and the
 * version the buyer saw, so of two clicks at once exactly one closes it.
 */
export async function closeByBuyer(
  db: Db,
  change: { id: number; buyerUserId: number; version: number; note: string | null; now: string },
): Promise<boolean> {
  const result = await db
    .updateTable("rfqs")
    .set({
      status: "closed",
      closed_reason: "closed_by_buyer",
      closed_note: change.note,
      closed_at: change.now,
      version: sql`version + 1`,
      updated_at: change.now,
    })
    .where("id", "=", change.id)
    .where("buyer_user_id", "=", change.buyerUserId)
    .where("status", "=", "open")
    .where("version", "=", change.version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * The buyer's one extension: open, before its deadline, not extended yet, at the version the
 * buyer saw (whose deadline the new one was counted from).
 */
export async function extendByBuyer(
  db: Db,
  change: { id: number; buyerUserId: number; version: number; closesAt: string; now: string },
): Promise<boolean> {
  const result = await db
    .updateTable("rfqs")
    .set({
      closes_at: change.closesAt,
      is_extended: true,
      version: sql`version + 1`,
      updated_at: change.now,
    })
    .where("id", "=", change.id)
    .where("buyer_user_id", "=", change.buyerUserId)
    .where("status", "=", "open")
    .where("version", "=", change.version)
    .where("is_extended", "=", false)
    .where("closes_at", ">", change.now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The buyer's requests, newest first, with their own title and the category's name in `lang`. */
export function findBuyerRfqs(
  db: Db,
  buyerUserId: number,
  filter: { status?: RfqStatus | undefined; lang: string; limit: number; offset: number },
) {
  let query = db
    .selectFrom("rfqs as r")
    .innerJoin("rfq_texts as ts", (j) =>
      j.onRef("ts.rfq_id", "=", "r.id").onRef("ts.lang", "=", "r.source_lang"),
    )
    .select([
      "r.id",
      "r.status",
      "r.closed_reason",
      "r.category_code",
      "r.source_lang",
      "r.quantity",
      "r.unit",
      "r.quote_count",
      "r.max_quotes",
      "r.closes_at",
      "r.closed_at",
      "r.is_extended",
      "r.created_at",
      "ts.title",
    ])
    .where("r.buyer_user_id", "=", buyerUserId);
  if (filter.status) query = query.where("r.status", "=", filter.status);
  return selectLocalized(query, "category_names", "r.category_code", filter.lang, "category_name", {
    fallback: sql.ref("r.category_code"),
  })
    .orderBy("r.created_at", "desc")
    .orderBy("r.id", "desc")
    .limit(filter.limit)
    .offset(filter.offset)
    .execute();
}

export async function countBuyerRfqs(
  db: Db,
  buyerUserId: number,
  status: RfqStatus | undefined,
): Promise<number> {
  let query = db
    .selectFrom("rfqs")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("buyer_user_id", "=", buyerUserId);
  if (status) query = query.where("status", "=", status);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

/** A category's name in `lang` (English, then the code, as fallback). */
export async function findCategoryName(db: Db, code: string, lang: string): Promise<string> {
  const row = await selectLocalized(
    db.selectFrom("categories as c").select("c.code").where("c.code", "=", code),
    "category_names",
    "c.code",
    lang,
    "name",
    { fallback: sql.ref("c.code") },
  ).executeTakeFirst();
  return row?.name ?? code;
}

/** What a buyer's account says of them: the name, contacts and company a supplier may be shown. */
export function findBuyerContact(db: Db, userId: number) {
  return db
    .selectFrom("users")
    .select(["first_name", "last_name", "email", "phone", "company_name"])
    .where("id", "=", userId)
    .executeTakeFirst();
}

/** What the posting form starts from: the account's company name, and the countries of the buyer's last request. */
export async function findFormDefaults(db: Db, userId: number) {
  const [user, last] = await Promise.all([
    db.selectFrom("users").select("company_name").where("id", "=", userId).executeTakeFirst(),
    db
      .selectFrom("rfqs")
      .select(["buyer_company", "buyer_country", "destination_country"])
      .where("buyer_user_id", "=", userId)
      .orderBy("id", "desc")
      .limit(1)
      .executeTakeFirst(),
  ]);
  return { companyName: user?.company_name ?? null, last };
}
