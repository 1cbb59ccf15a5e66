import { expect, it } from "vitest";
import { seedDemoCatalogue } from "#server/demo/seed-catalogue.ts";
import { type Actor, findUserByEmail } from "#server/modules/accounts/index.ts";
import { listAuditLog } from "#server/modules/audit/index.ts";
import { describeEachDatabase, type TestDeps } from "#tests/setup/test-db.ts";
import {
  clearCategorySeo,
  getCategorySeo,
  getCategorySeoEntry,
  saveCategorySeo,
} from "./category-seo.service.ts";
import { findPageSeo } from "./page-seo.ts";
import { getSeoLanding } from "./seo-landing.ts";
import { createSeoRecord, deleteSeoRecord, updateSeoRecord } from "./seo-records.service.ts";

async function setup(d: TestDeps) {
  await seedDemoCatalogue(d.db, d.dialect, { products: 5, seed: 2 });
  const actor = async (email: string): Promise<Actor> => {
    const user = await findUserByEmail(d.db, email);
    const roles = await d.db
      .selectFrom("user_roles")
      .select("role")
      .where("user_id", "=", user!.id)
      .execute();
    return { id: user!.id, roles: roles.map((r) => r.role) };
  };
  const leaf = await d.db
    .selectFrom("categories")
    .select("code")
    .where("level", "=", 3)
    .orderBy("code", "desc")
    .executeTakeFirstOrThrow();
  return {
    moderator: await actor("moderator@caravan.test"),
    buyer: await actor("buyer@caravan.test"),
    code: leaf.code,
  };
}

describeEachDatabase("SEO records and category SEO reach the public readers at once", (deps) => {
  it("a page record's texts are the page's texts, and follow edits and deletion", async () => {
    const { moderator } = await setup(deps());
    const db = deps().db;
    const input = { language: "fr", pageTitle: "Toutes les catégories", seoUrl: "/categories" };
    const record = await createSeoRecord(db, moderator, { ...input, keywords: "gros, catégories" });
    expect(await findPageSeo(db, "fr", "/categories")).toEqual({
      title: "Toutes les catégories",
      description: null,
      keywords: "gros, catégories",
    });
    expect(await findPageSeo(db, "en", "/categories")).toBeUndefined();
    await updateSeoRecord(db, moderator, record._id, { ...input, pageDescription: "Parcourez tout." });
    expect(await findPageSeo(db, "fr", "/categories")).toEqual({
      title: "Toutes les catégories",
      description: "Parcourez tout.",
      keywords: null,
    });
    await deleteSeoRecord(db, moderator, record._id);
    expect(await findPageSeo(db, "fr", "/categories")).toBeUndefined();
  });

  it("a landing record is the landing page: its saved search and sanitised content", async () => {
    const { moderator, code } = await setup(deps());
    const db = deps().db;
    const record = await createSeoRecord(db, moderator, {
      language: "tr",
      pageTitle: "Toptan ürünler",
      seoUrl: "toptan ürünler",
      seoContent: '<p>Metin<img src="x" onerror="alert(1)"></p>',
      // An empty key on the form means the record's category: the service is given the code itself.
      search: { kind: "c", key: code },
    });
    expect(record.categoryId).toBe(code);
    expect(record.publicPath).toBe(`/toptan-urunler/sp/${record._id}`);
    const page = await getSeoLanding(db, record._id);
    expect(page).toMatchObject({
      lang: "tr",
      title: "Toptan ürünler",
      search: { kind: "c", key: code, params: "" },
    });
    expect(page?.contentHtml).not.toMatch(/onerror/);
  });

  it("refuses users without the moderator or admin role", async () => {
    const { buyer } = await setup(deps());
    await expect(
      createSeoRecord(deps().db, buyer, { language: "en", pageTitle: "x", seoUrl: "/" }),
    ).rejects.toMatchObject({ code: "not_allowed" });
    await expect(getCategorySeoEntry(deps().db, buyer, "002", "en")).rejects.toMatchObject({
      code: "not_allowed",
    });
  });

  it("category SEO is written per category and language, shown by the listing, and recorded", async () => {
    const { moderator, code } = await setup(deps());
    const db = deps().db;
    expect(await getCategorySeoEntry(db, moderator, code, "es")).toMatchObject({
      exists: false,
      banners: [],
    });
    const saved = await saveCategorySeo(db, moderator, code, "es", {
      title: "Cuchillos al por mayor",
      description: "Directo de fábrica.",
      keywords: "cuchillos",
      content: "<p>Hola</p><script>x</script>",
      banners: ["https://cdn.example.com/a.jpg", "/media/b.jpg"],
    });
    expect(saved).toMatchObject({
      exists: true,
      content: "<p>Hola</p>",
      banners: ["https://cdn.example.com/a.jpg", "/media/b.jpg"],
    });
    expect(await getCategorySeo(db, "es", code)).toEqual({
      title: "Cuchillos al por mayor",
      description: "Directo de fábrica.",
      keywords: "cuchillos",
      contentHtml: "<p>Hola</p>",
      banners: ["https://cdn.example.com/a.jpg", "/media/b.jpg"],
    });
    // Saving again replaces the row (upsert), empty fields become null.
    await saveCategorySeo(db, moderator, code, "es", { title: "Cuchillos", banners: [] });
    expect(await getCategorySeo(db, "es", code)).toEqual({
      title: "Cuchillos",
      description: null,
      keywords: null,
      contentHtml: null,
      banners: [],
    });
    await clearCategorySeo(db, moderator, code, "es");
    expect((await getCategorySeoEntry(db, moderator, code, "es")).exists).toBe(false);
    await expect(clearCategorySeo(db, moderator, code, "es")).rejects.toMatchObject({ code: "not_found" });

    const audit = await listAuditLog(db, { page: 1, size: 10, action: "seo.category" });
    expect(audit.items.map((e) => [e.entityId, e.details.cleared ?? false])).toEqual([
      [`${code}/es`, true],
      [`${code}/es`, false],
      [`${code}/es`, false],
    ]);
  });

  it("category SEO rejects unknown categories and languages and bad banners, changing nothing", async () => {
    const { moderator, code } = await setup(deps());
    const db = deps().db;
    await expect(saveCategorySeo(db, moderator, "999999", "xx", { title: "t" })).rejects.toMatchObject({
      code: "invalid_data",
      fields: { categoryId: "seoConsole.errors.category", language: "seoConsole.errors.language" },
    });
    await expect(
      saveCategorySeo(db, moderator, code, "en", {
        title: "t".repeat(201),
        banners: ["javascript:alert(1)"],
      }),
    ).rejects.toMatchObject({
      fields: { title: "errors.tooLong", banners: "seoConsole.errors.banner" },
    });
    await expect(
      saveCategorySeo(db, moderator, code, "en", {
        banners: Array.from({ length: 11 }, (_, i) => `/b${i}.jpg`),
      }),
    ).rejects.toMatchObject({ fields: { banners: "seoConsole.errors.tooManyBanners" } });
    expect((await getCategorySeoEntry(db, moderator, code, "en")).exists).toBe(false);
    expect((await listAuditLog(db, { page: 1, size: 5, action: "seo." })).total).toBe(0);
  });
});
