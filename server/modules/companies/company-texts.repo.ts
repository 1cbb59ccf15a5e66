import type { Db } from "#server/db/connect.ts";
import type { CompanyTextOrigin } from "#server/db/schema/company-tables.ts";

export interface TextRow {
  lang: string;
  introduction_html: string | null;
  main_products: string | null;
  origin: CompanyTextOrigin;
  source_lang: string | null;
  source_digest: string | null;
  updated_at: string | null;
}

export function findTextRows(db: Db, companyId: number): Promise<TextRow[]> {
  return db
    .selectFrom("company_texts")
    .select([
      "lang",
      "introduction_html",
      "main_products",
      "origin",
      "source_lang",
      "source_digest",
      "updated_at",
    ])
    .where("company_id", "=", companyId)
    .execute();
}

export function findWritingLang(db: Db, companyId: number) {
  return db.selectFrom("companies").select("writing_lang").where("id", "=", companyId).executeTakeFirst();
}

export interface TextWrite {
  companyId: number;
  lang: string;
  introductionHtml: string | null;
  mainProducts: string | null;
  origin: CompanyTextOrigin;
  sourceLang: string;
  sourceDigest: string | null;
  now: string;
}

const values = (w: TextWrite) => ({
  introduction_html: w.introductionHtml,
  main_products: w.mainProducts,
  origin: w.origin,
  source_lang: w.sourceLang,
  source_digest: w.sourceDigest,
  updated_at: w.now,
});

/** A person's texts: written whatever was there. */
export async function upsertText(db: Db, w: TextWrite): Promise<void> {
  await db
    .insertInto("company_texts")
    .values({ company_id: w.companyId, lang: w.lang, ...values(w) })
    .onConflict((oc) => oc.columns(["company_id", "lang"]).doUpdateSet(values(w)))
    .execute();
}

/**
 * The translation service's texts: written only where none exist or the existing ones are the
 * service's own, decided by the statement itself, so a person's text saved while the job ran is
 * kept. Whether a row was written.
 */
export async function writeMachineText(db: Db, w: TextWrite): Promise<boolean> {
  const result = await db
    .insertInto("company_texts")
    .values({ company_id: w.companyId, lang: w.lang, ...values(w) })
    .onConflict((oc) =>
      oc.columns(["company_id", "lang"]).doUpdateSet(values(w)).where("company_texts.origin", "=", "machine"),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
}

export async function deleteText(db: Db, companyId: number, lang: string): Promise<void> {
  await db.deleteFrom("company_texts").where("company_id", "=", companyId).where("lang", "=", lang).execute();
}

/**
 * Marks the company changed: the product page's supplier cache and the storefront key their
 * copies by this time, so every process shows the change on its next page.
 */
export async function touchCompany(db: Db, companyId: number, now: string): Promise<void> {
  await db.updateTable("companies").set({ updated_at: now }).where("id", "=", companyId).execute();
}
