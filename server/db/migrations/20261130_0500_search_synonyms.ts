import { type Kysely, sql } from "kysely";
import { kit, oneOf } from "../migration-kit.ts";

/**
 * Synonym groups the operator edits: words and phrases a search treats as one ("t-shirt",
 * "tshirt", "tee"), for one language or (lang null) for every language. `terms` is a JSON array
 * of the words as typed. `version` moves on with every change, so an edit made on an older copy is
 * refused instead of overwriting someone else's. created_by and updated_by are user ids without a
 * foreign key: the groups are configuration seeded here and kept when the demo data is emptied
 * (server/db/reset.ts clears the two ids then), which a reference to users would not allow on
 * PostgreSQL (truncating users cascades to tables that reference it).
 *
 * The search feed (search_changes) gets one more kind of row, `synonyms` (entity_id: the group),
 * written with every change so each process's engine loads the groups again. SQLite cannot alter
 * a CHECK constraint, so there the feed is copied into a new table with the same ids and numbering.
 */
const KINDS_BEFORE = ["product", "company", "all"];
const KINDS_AFTER = ["product", "company", "all", "synonyms"];

/** The starter set: common names buyers type for the same product, per language or for all. */
const STARTER_GROUPS: [lang: string | null, terms: string[]][] = [
  ["en", ["t-shirt", "tshirt", "tee shirt", "tee"]],
  ["tr", ["tişört", "t-shirt", "tshirt"]],
  ["de", ["T-Shirt", "TShirt"]],
  ["es", ["camiseta", "playera", "remera"]],
  ["en", ["sofa", "couch", "settee"]],
  ["tr", ["kanepe", "divan", "çekyat"]],
  ["en", ["cellphone", "cell phone", "mobile phone", "smartphone"]],
  ["tr", ["cep telefonu", "akıllı telefon", "mobil telefon"]],
  ["de", ["Handy", "Mobiltelefon", "Smartphone"]],
  ["fr", ["téléphone portable", "téléphone mobile", "smartphone"]],
  ["ru", ["смартфон", "мобильный телефон", "сотовый телефон"]],
  ["ar", ["هاتف محمول", "جوال", "هاتف ذكي"]],
  ["zh", ["手机", "智能手机", "移动电话"]],
  ["ja", ["スマートフォン", "スマホ", "携帯電話"]],
  ["en", ["sneakers", "trainers", "athletic shoes"]],
  ["en", ["laptop", "notebook computer"]],
  ["de", ["Laptop", "Notebook"]],
  ["en", ["stainless steel", "inox"]],
  ["en", ["refrigerator", "fridge"]],
  [null, ["USB-C", "USB Type-C", "Type-C"]],
];

export async function up(db: Kysely<any>): Promise<void> {
  const k = kit(db);
  await db.schema
    .createTable("search_synonyms")
    .addColumn("id", "integer", k.id)
    .addColumn("terms", "text", (c) => c.notNull())
    .addColumn("lang", "text", (c) => c.references("languages.code"))
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("created_at", k.timestamp, (c) => c.notNull().defaultTo(k.now))
    .addColumn("created_by", "integer")
    .addColumn("updated_at", k.timestamp, (c) => c.notNull().defaultTo(k.now))
    .addColumn("updated_by", "integer")
    .execute();
  await db.schema.createIndex("search_synonyms_lang").on("search_synonyms").column("lang").execute();
  await db
    .insertInto("search_synonyms")
    .values(STARTER_GROUPS.map(([lang, terms]) => ({ lang, terms: JSON.stringify(terms) })))
    .execute();
  await setEntityKinds(db, KINDS_AFTER);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom("search_changes").where("entity", "=", "synonyms").execute();
  await setEntityKinds(db, KINDS_BEFORE);
  await db.schema.dropTable("search_synonyms").execute();
}

async function setEntityKinds(db: Kysely<any>, kinds: string[]): Promise<void> {
  const k = kit(db);
  if (!k.sqlite) {
    await sql`alter table search_changes drop constraint if exists search_changes_entity_check`.execute(db);
    await sql`alter table search_changes drop constraint if exists search_changes_entity_kind`.execute(db);
    await sql`alter table search_changes add constraint search_changes_entity_kind check (${oneOf("entity", kinds)})`.execute(
      db,
    );
    return;
  }
  await db.schema
    .createTable("search_changes_next")
    .addColumn("id", "integer", k.id)
    .addColumn("entity", "text", (c) => c.notNull().check(oneOf("entity", kinds)))
    .addColumn("entity_id", "integer", (c) => c.notNull())
    .addColumn("created_at", k.timestamp, (c) => c.notNull().defaultTo(k.now))
    .execute();
  await sql`insert into search_changes_next (id, entity, entity_id, created_at)
    select id, entity, entity_id, created_at from search_changes`.execute(db);
  // Keep the numbering where it was, even past deleted rows: processes remember the last id they
  // applied, and an id handed out twice would be skipped by them.
  await sql`delete from sqlite_sequence where name = 'search_changes_next'`.execute(db);
  await sql`insert into sqlite_sequence (name, seq)
    select 'search_changes_next', seq from sqlite_sequence where name = 'search_changes'`.execute(db);
  await db.schema.dropTable("search_changes").execute();
  await db.schema.alterTable("search_changes_next").renameTo("search_changes").execute();
}
