import { type Kysely, sql } from "kysely";
import { oneOf } from "../migration-kit.ts";

/** Languages, the category tree with its names, and the additional-filter variations per category. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("languages")
    .addColumn("code", "text", (c) => c.primaryKey())
    .addColumn("native_name", "text", (c) => c.notNull())
    .addColumn("intl_locale", "text", (c) => c.notNull())
    .addColumn("direction", "text", (c) => c.notNull().check(oneOf("direction", ["ltr", "rtl"])))
    .addColumn("position", "integer", (c) => c.notNull())
    .execute();
  // The 13 interface languages are part of the application, not data an admin edits.
  const languages = [
    ["en", "English", "en", "ltr"],
    ["tr", "Türkçe", "tr", "ltr"],
    ["ar", "العربية", "ar", "rtl"],
    ["zh", "中文", "zh-CN", "ltr"],
    ["es", "Español", "es", "ltr"],
    ["fr", "Français", "fr", "ltr"],
    ["de", "Deutsch", "de", "ltr"],
    ["iw", "עברית", "he", "rtl"],
    ["hi", "हिन्दी", "hi", "ltr"],
    ["ja", "日本語", "ja", "ltr"],
    ["fa", "فارسی", "fa", "rtl"],
    ["it", "Italiano", "it", "ltr"],
    ["ru", "Русский", "ru", "ltr"],
  ];
  await db
    .insertInto("languages")
    .values(
      languages.map(([code, native_name, intl_locale, direction], position) => ({
        code,
        native_name,
        intl_locale,
        direction,
        position,
      })),
    )
    .execute();

  // Codes are 3 characters per level; the parent is the code minus its last 3 characters.
  await db.schema
    .createTable("categories")
    .addColumn("code", "text", (c) =>
      c.primaryKey().check(sql`length(code) % 3 = 0 and length(code) between 3 and 9`),
    )
    .addColumn("parent_code", "text", (c) => c.references("categories.code").onDelete("cascade"))
    .addColumn("level", "integer", (c) => c.notNull().check(sql`level between 1 and 3`))
    .addColumn("icon", "text")
    .addColumn("header_image_url", "text")
    .addColumn("position", "integer", (c) => c.notNull().defaultTo(0))
    .addCheckConstraint(
      "categories_parent_rule",
      sql`(level = 1 and parent_code is null) or (level > 1 and parent_code = substr(code, 1, length(code) - 3))`,
    )
    .execute();
  await db.schema
    .createIndex("categories_parent_idx")
    .on("categories")
    .columns(["parent_code", "position"])
    .execute();

  await db.schema
    .createTable("category_names")
    .addColumn("category_code", "text", (c) => c.notNull().references("categories.code").onDelete("cascade"))
    .addColumn("lang", "text", (c) => c.notNull().references("languages.code"))
    .addColumn("name", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("category_names_pk", ["category_code", "lang"])
    .execute();

  // Additional filters: groups per category, each with sub-options. An option code is its group
  // code plus a 3-character suffix, as the products' variation serials are.
  await db.schema
    .createTable("variation_groups")
    .addColumn("code", "text", (c) => c.primaryKey())
    .addColumn("category_code", "text", (c) => c.notNull().references("categories.code").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex("variation_groups_category_idx")
    .on("variation_groups")
    .column("category_code")
    .execute();
  await db.schema
    .createTable("variation_group_names")
    .addColumn("group_code", "text", (c) =>
      c.notNull().references("variation_groups.code").onDelete("cascade"),
    )
    .addColumn("lang", "text", (c) => c.notNull().references("languages.code"))
    .addColumn("name", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("variation_group_names_pk", ["group_code", "lang"])
    .execute();
  await db.schema
    .createTable("variation_options")
    .addColumn("code", "text", (c) => c.primaryKey())
    .addColumn("group_code", "text", (c) =>
      c.notNull().references("variation_groups.code").onDelete("cascade"),
    )
    .addColumn("position", "integer", (c) => c.notNull().defaultTo(0))
    .addCheckConstraint("variation_options_code_rule", sql`substr(code, 1, length(code) - 3) = group_code`)
    .execute();
  await db.schema
    .createIndex("variation_options_group_idx")
    .on("variation_options")
    .column("group_code")
    .execute();
  await db.schema
    .createTable("variation_option_names")
    .addColumn("option_code", "text", (c) =>
      c.notNull().references("variation_options.code").onDelete("cascade"),
    )
    .addColumn("lang", "text", (c) => c.notNull().references("languages.code"))
    .addColumn("name", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("variation_option_names_pk", ["option_code", "lang"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    "variation_option_names",
    "variation_options",
    "variation_group_names",
    "variation_groups",
    "category_names",
    "categories",
    "languages",
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
