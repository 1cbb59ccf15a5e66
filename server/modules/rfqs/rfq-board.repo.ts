import { sql } from "kysely";
import type { Db } from "#server/db/connect.ts";
import { selectLocalized } from "#server/db/localized.ts";

/**
 * The open requests as suppliers and the public board read them: open and before their deadline,
 * each with its source text, its text in the reader's language when there is one, and its
 * category's name in that language.
 */
export interface BoardFilter {
  /** ISO time: a request whose deadline has passed is not on the board, closed or not yet. */
  now: string;
  /** Only requests in a category this company sells in (one of its codes is a prefix of the leaf's). */
  companyId?: number | undefined;
  /** Only requests in this category or under it (codes grow by three digits a level). */
  categoryCode?: string | undefined;
  /** Each word must be in the title or description, in the reader's language or the source. */
  words?: readonly string[] | undefined;
  /** The reader's language. */
  lang: string;
}

/** `%text%` for LIKE, with the wildcards a person typed taken literally. */
const containing = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filtered(db: Db, filter: BoardFilter) {
  let query = db.selectFrom("rfqs as r").where("r.status", "=", "open").where("r.closes_at", ">", filter.now);
  const { companyId, categoryCode, words = [] } = filter;
  if (companyId !== undefined)
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom("company_categories as cc")
          .select(sql`1`.as("one"))
          .where("cc.company_id", "=", companyId)
          .where(sql<boolean>`substr(r.category_code, 1, length(cc.category_code)) = cc.category_code`),
      ),
    );
  if (categoryCode !== undefined) query = query.where("r.category_code", "like", `${categoryCode}%`);
  for (const word of words) {
    const pattern = containing(word);
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom("rfq_texts as st")
          .select(sql`1`.as("one"))
          .whereRef("st.rfq_id", "=", "r.id")
          .where((w) => w.or([w("st.lang", "=", filter.lang), w("st.lang", "=", w.ref("r.source_lang"))]))
          .where(
            sql<boolean>`(lower(st.title) like ${pattern} escape '\\' or lower(st.description) like ${pattern} escape '\\')`,
          ),
      ),
    );
  }
  return query;
}

/** The board's columns: the request, its source text, its text in the reader's language, its category's name. */
function boardQuery(db: Db, filter: BoardFilter) {
  const query = filtered(db, filter)
    .innerJoin("rfq_texts as ts", (j) =>
      j.onRef("ts.rfq_id", "=", "r.id").onRef("ts.lang", "=", "r.source_lang"),
    )
    .leftJoin("rfq_texts as tl", (j) => j.onRef("tl.rfq_id", "=", "r.id").on("tl.lang", "=", filter.lang))
    .select([
      "r.id",
      "r.category_code",
      "r.source_lang",
      "r.quantity",
      "r.unit",
      "r.target_price_e4",
      "r.currency",
      "r.destination_country",
      "r.destination_port",
      "r.incoterm",
      "r.needed_by",
      "r.certificates",
      "r.buyer_country",
      "r.quote_count",
      "r.max_quotes",
      "r.closes_at",
      "r.created_at",
      "ts.title as source_title",
      "ts.description as source_description",
      "tl.title as lang_title",
      "tl.description as lang_description",
      "tl.origin as lang_origin",
    ]);
  return selectLocalized(query, "category_names", "r.category_code", filter.lang, "category_name", {
    fallback: sql.ref("r.category_code"),
  });
}

/** A page of the board, newest first. `quote_id` is the company's quote thread on it, if any. */
export function findBoardRows(db: Db, filter: BoardFilter, page: { limit: number; offset: number }) {
  const { companyId } = filter;
  return boardQuery(db, filter)
    .select(
      (companyId === undefined
        ? sql<number | null>`null`
        : sql<
            number | null
          >`(select q.id from quotes q where q.rfq_id = r.id and q.company_id = ${companyId})`
      ).as("quote_id"),
    )
    .orderBy("r.created_at", "desc")
    .orderBy("r.id", "desc")
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}
export type BoardRow = Awaited<ReturnType<typeof findBoardRows>>[number];

export async function countBoardRows(db: Db, filter: BoardFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** One request of the board (undefined when it is closed, past its deadline, outside the filter or unknown). */
export function findBoardRow(db: Db, rfqId: number, filter: BoardFilter) {
  return boardQuery(db, { ...filter, words: [] })
    .where("r.id", "=", rfqId)
    .executeTakeFirst();
}

/** How many open requests each leaf category holds now. */
export async function countOpenByCategory(db: Db, now: string) {
  const rows = await filtered(db, { now, lang: "en" })
    .select((eb) => ["r.category_code", eb.fn.countAll<number>().as("n")])
    .groupBy("r.category_code")
    .orderBy("r.category_code")
    .execute();
  return rows.map((r) => ({ categoryCode: r.category_code, count: Number(r.n) }));
}

/**
 * Whether the company, active, sells in the request's category (one of its category codes is
 * the request's leaf or an ancestor of it), whatever the request's status.
 */
export async function companySellsInRfqCategory(db: Db, rfqId: number, companyId: number): Promise<boolean> {
  const row = await db
    .selectFrom("rfqs as r")
    .select("r.id")
    .where("r.id", "=", rfqId)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom("company_categories as cc")
          .innerJoin("companies as c", "c.id", "cc.company_id")
          .select(sql`1`.as("one"))
          .where("cc.company_id", "=", companyId)
          .where("c.status", "=", "active")
          .where(sql<boolean>`substr(r.category_code, 1, length(cc.category_code)) = cc.category_code`),
      ),
    )
    .executeTakeFirst();
  return row !== undefined;
}

/** The company's quote thread on the request, if it has one. */
export function findCompanyQuote(db: Db, rfqId: number, companyId: number) {
  return db
    .selectFrom("quotes")
    .select(["id", "is_buyer_revealed"])
    .where("rfq_id", "=", rfqId)
    .where("company_id", "=", companyId)
    .executeTakeFirst();
}
