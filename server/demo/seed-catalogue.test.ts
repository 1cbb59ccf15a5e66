import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { describeEachDatabase } from "#tests/setup/test-db.ts";
import { LANGS } from "./data/langs.ts";
import { makeProduct } from "./product-factory.ts";
import { referenceData } from "./reference.ts";
import { companyIndexFor, makeCompanies, seedDemoCatalogue } from "./seed-catalogue.ts";

const count = async (query: { executeTakeFirstOrThrow: () => Promise<{ n: unknown }> }) =>
  Number((await query.executeTakeFirstOrThrow()).n);

describe("demo generator", () => {
  const ref = referenceData();
  it("builds the category tree: 8 roots with codes and icons, three levels, 150+ categories", () => {
    expect(ref.categories.filter((c) => c.level === 1).map((c) => [c.code, c.icon])).toEqual([
      ["020", "home"],
      ["002", "apparel"],
      ["016", "furniture"],
      ["015", "foodandbeverage"],
      ["024", "machinery"],
      ["008", "electronic"],
      ["034", "sports"],
      ["007", "construction"],
    ]);
    expect(ref.categories.length).toBeGreaterThanOrEqual(150);
    for (const c of ref.categories) {
      expect(c.code).toHaveLength(c.level * 3);
      expect(c.parent).toBe(c.level === 1 ? null : c.code.slice(0, -3));
      for (const lang of LANGS) expect(c.names[lang].trim(), `${c.code} ${lang}`).not.toBe("");
    }
  });

  it("is deterministic for a seed and differs between seeds", () => {
    const companies = makeCompanies(ref, 7, 300);
    const again = makeCompanies(ref, 7, 300);
    expect(again).toEqual(companies);
    const product = (seed: number, k: number) =>
      makeProduct(ref, seed, k, companies[companyIndexFor(seed, k, companies.length)]!);
    expect(product(7, 1234)).toEqual(product(7, 1234));
    expect(product(8, 1234)).not.toEqual(product(7, 1234));
    expect(new Set(companies.map((c) => c.name)).size).toBe(300);
  });

  it("makes suppliers from 25+ countries with a realistic mix of complete and sparse profiles", () => {
    const companies = makeCompanies(ref, 1, 400);
    expect(new Set(companies.map((c) => c.country)).size).toBeGreaterThanOrEqual(25);
    const share = (f: (c: (typeof companies)[number]) => boolean) =>
      companies.filter(f).length / companies.length;
    expect(share((c) => c.isVerified)).toBeGreaterThan(0.25);
    expect(share((c) => c.isVerified)).toBeLessThan(0.75);
    expect(share((c) => c.certifications.length > 0)).toBeGreaterThan(0.4);
    expect(share((c) => c.annualSalesVolume === null)).toBeGreaterThan(0.05);
    expect(
      companies.every(
        (c) =>
          c.texts.en.introductionHtml.startsWith("<p>") &&
          !/\{\w+\}/.test(c.texts.en.introductionHtml + c.texts.tr.introductionHtml),
      ),
    ).toBe(true);
  });

  it("makes listings that read like their category, some without price and some for the cart", () => {
    const companies = makeCompanies(ref, 1, 300);
    const products = Array.from({ length: 600 }, (_, i) =>
      makeProduct(ref, 1, i + 1, companies[companyIndexFor(1, i + 1, 300)]!),
    );
    for (const p of products) {
      expect(p.texts.en.name.length).toBeGreaterThan(3);
      expect(p.texts.tr.name.length).toBeGreaterThan(3);
      expect(p.texts.en.description).not.toMatch(/\{\w+\}|lorem/i);
      expect(p.pictures.length).toBeGreaterThan(0);
      if (p.priceMin !== null) expect(p.priceMin).toBeLessThanOrEqual(p.priceMax!);
    }
    const share = (f: (p: (typeof products)[number]) => boolean) =>
      products.filter(f).length / products.length;
    expect(share((p) => p.priceMin === null)).toBeGreaterThan(0.03);
    expect(share((p) => p.isCartAvailable)).toBeGreaterThan(0.1);
    expect(share((p) => p.tiers.length > 1)).toBeGreaterThan(0.3);
    expect(share((p) => p.customVariations.length > 0)).toBeGreaterThan(0.2);
    expect(share((p) => p.brand !== null)).toBeGreaterThan(0.5);
  });
});

describeEachDatabase("seeding", (deps) => {
  it("fills an empty database with the demo catalogue, accounts and merchandising", async () => {
    const { db, dialect } = deps();
    await seedDemoCatalogue(db, dialect, { products: 300, seed: 3 });
    expect(await count(db.selectFrom("categories").select(sql`count(*)`.as("n")))).toBeGreaterThanOrEqual(
      150,
    );
    expect(await count(db.selectFrom("category_names").select(sql`count(*)`.as("n")))).toBe(
      13 * (await count(db.selectFrom("categories").select(sql`count(*)`.as("n")))),
    );
    expect(await count(db.selectFrom("companies").select(sql`count(*)`.as("n")))).toBe(300);
    expect(
      await count(db.selectFrom("companies").select(sql`count(distinct country)`.as("n"))),
    ).toBeGreaterThanOrEqual(25);
    expect(await count(db.selectFrom("products").select(sql`count(*)`.as("n")))).toBe(300);
    expect(
      await count(
        db.selectFrom("product_texts").select(sql`count(*)`.as("n")).where("lang", "in", ["en", "tr"]),
      ),
    ).toBe(600);
    // Every product and every supplier speaks all 13 languages.
    expect(await count(db.selectFrom("product_texts").select(sql`count(*)`.as("n")))).toBe(13 * 300);
    expect(
      await count(
        db
          .selectFrom("product_texts")
          .select(sql`count(distinct lang)`.as("n"))
          .where("origin", "=", "source"),
      ),
    ).toBe(1);
    expect(await count(db.selectFrom("company_texts").select(sql`count(*)`.as("n")))).toBe(13 * 300);
    expect(await count(db.selectFrom("variation_options").select(sql`count(*)`.as("n")))).toBeGreaterThan(
      100,
    );
    expect(
      await count(db.selectFrom("product_variation_options").select(sql`count(*)`.as("n"))),
    ).toBeGreaterThan(300);
    expect(await count(db.selectFrom("home_products").select(sql`count(*)`.as("n")))).toBeGreaterThan(0);
    const roles = await db
      .selectFrom("user_roles")
      .innerJoin("users", "users.id", "user_roles.user_id")
      .select(["users.email", "user_roles.role"])
      .execute();
    expect(roles).toEqual(
      expect.arrayContaining([
        { email: "buyer@caravan.test", role: "buyer" },
        { email: "supplier@caravan.test", role: "supplier" },
        { email: "moderator@caravan.test", role: "moderator" },
        { email: "admin@caravan.test", role: "admin" },
      ]),
    );
    // New rows after seeding get fresh ids (PostgreSQL sequences were moved past the explicit ids).
    const { id } = await db
      .insertInto("companies")
      .values({ name: "After Seed Ltd.", country: "TR" })
      .returning("id")
      .executeTakeFirstOrThrow();
    expect(id).toBe(301);
  });
});

describeEachDatabase("reseeding", (deps) => {
  it("empties a seeded database and seeds it again with the same catalogue", async () => {
    const { db, dialect } = deps();
    const { resetDatabase } = await import("../db/reset.ts");
    await seedDemoCatalogue(db, dialect, { products: 50, seed: 5 });
    const first = await db
      .selectFrom("product_texts")
      .select(["product_id", "name"])
      .where("lang", "=", "en")
      .orderBy("product_id")
      .execute();
    await resetDatabase(db, dialect);
    expect(await db.selectFrom("products").select("id").execute()).toEqual([]);
    expect((await db.selectFrom("languages").select("code").execute()).length).toBe(13);
    await seedDemoCatalogue(db, dialect, { products: 50, seed: 5 });
    const second = await db
      .selectFrom("product_texts")
      .select(["product_id", "name"])
      .where("lang", "=", "en")
      .orderBy("product_id")
      .execute();
    expect(second).toEqual(first);
  });
});

describeEachDatabase("seeding with descriptions in the source language only", (deps) => {
  it("writes the same names and English descriptions, and no translated description", async () => {
    const { db, dialect } = deps();
    const { resetDatabase } = await import("../db/reset.ts");
    const texts = () =>
      db
        .selectFrom("product_texts")
        .select(["product_id", "lang", "name", "description", "packaging_details", "origin"])
        .orderBy("product_id")
        .orderBy("lang")
        .execute();
    await seedDemoCatalogue(db, dialect, { products: 40, seed: 4 });
    const every = await texts();
    await resetDatabase(db, dialect);
    await seedDemoCatalogue(db, dialect, { products: 40, seed: 4, descriptions: "source" });
    const source = await texts();
    expect(source).toHaveLength(13 * 40);
    expect(source.map(({ description, ...rest }) => rest)).toEqual(
      every.map(({ description, ...rest }) => rest),
    );
    for (const [i, row] of source.entries()) {
      if (row.lang === "en") expect(row.description).toBe(every[i]!.description);
      else expect(row.description, `${row.product_id} ${row.lang}`).toBeNull();
    }
    expect(every.filter((row) => row.lang !== "en" && row.description).length).toBe(12 * 40);
  });
});
