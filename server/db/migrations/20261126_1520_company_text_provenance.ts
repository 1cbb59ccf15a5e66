import { type Kysely, sql } from "kysely";
import { kit, oneOf } from "../migration-kit.ts";

/**
 * A company's buyer-facing texts (introduction, main products) record where each language's
 * version came from: written in the company's own language (`source`), written or corrected by a
 * person (`human`), made by the translation service (`machine`), or made by it and then saved by
 * a person (`machine_reviewed`); with the language it was made from and a digest of the source
 * texts it was made from. When the source changes, its digest changes and every text made from
 * an older digest shows as outdated. Machine translation writes only where no text exists or the
 * text is still a machine one, so a person's text is never overwritten.
 *
 * The texts that exist already are the demo's: the company's writing language (English when it
 * has none) is the source, the others count as written by people, made from the source as it is
 * now (no digest: "not recorded", the same as the source's own until it is next saved).
 * The list of origins is frozen here: a later change is a new migration.
 */
const ORIGINS = ["source", "human", "machine", "machine_reviewed"];

export async function up(db: Kysely<any>): Promise<void> {
  const k = kit(db);
  await db.schema
    .alterTable("company_texts")
    .addColumn("origin", "text", (c) => c.notNull().defaultTo("human").check(oneOf("origin", ORIGINS)))
    .execute();
  await db.schema.alterTable("company_texts").addColumn("source_lang", "text").execute();
  await db.schema.alterTable("company_texts").addColumn("source_digest", "text").execute();
  await db.schema.alterTable("company_texts").addColumn("updated_at", k.timestamp).execute();
  await sql`update company_texts set origin = 'source', source_lang = lang
    where lang = (select coalesce(c.writing_lang, 'en') from companies c where c.id = company_texts.company_id)`.execute(
    db,
  );
  await sql`update company_texts set source_lang = (select coalesce(c.writing_lang, 'en') from companies c
    where c.id = company_texts.company_id) where source_lang is null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ["updated_at", "source_digest", "source_lang", "origin"]) {
    await db.schema.alterTable("company_texts").dropColumn(column).execute();
  }
}
