import { expect, it } from "vitest";
import { seedDemoCatalogue } from "#server/demo/seed-catalogue.ts";
import { findRoles, findUserByEmail } from "#server/modules/accounts/index.ts";
import { addToCart } from "#server/modules/cart/index.ts";
import { createProductDeal } from "#server/modules/deals/index.ts";
import { getHomePage, getSponsorProducts } from "#server/modules/merchandising/index.ts";
import { getCatalogueStats, getProductCards, getProductDetail } from "#server/modules/products/index.ts";
import { NO_SELECTION, searchProducts } from "#server/modules/search/index.ts";
import { sitemapFile } from "#server/modules/seo/index.ts";
import { getProductRecommendations } from "#server/modules/views/index.ts";
import { describeEachDatabase, type TestDeps } from "#tests/setup/test-db.ts";
import { ProductQuerySchema } from "#core/schemas/search.ts";
import { changeCompanyStatus } from "./company-status.service.ts";
import { findCompanyRow } from "./company.repo.ts";
import { findCompanyHeader, getCompanyInfo } from "./company.service.ts";
import { searchCompanies } from "./company-search.ts";
import { listUserCompanies } from "./team.service.ts";

/** The demo catalogue, the demo supplier's company with one of its published products, and staff. */
async function setup(d: TestDeps) {
  await seedDemoCatalogue(d.db, d.dialect, { products: 40, seed: 1 });
  const supplier = (await findUserByEmail(d.db, "supplier@caravan.test"))!;
  const { company_id: companyId } = await d.db
    .selectFrom("company_members")
    .select("company_id")
    .where("user_id", "=", supplier.id)
    .executeTakeFirstOrThrow();
  const product = await d.db
    .selectFrom("products")
    .select("id")
    .where("company_id", "=", companyId)
    .where("is_published", "=", true)
    .orderBy("id")
    .executeTakeFirstOrThrow();
  const adminUser = (await findUserByEmail(d.db, "admin@caravan.test"))!;
  const admin = { id: adminUser.id, roles: await findRoles(d.db, adminUser.id) };
  const buyer = (await findUserByEmail(d.db, "buyer@caravan.test"))!;
  const company = (await findCompanyRow(d.db, companyId))!;
  return { companyId, productId: product.id, admin, supplier, buyer, company };
}

/** The product ids of a company the search index holds (what listings and facets count). */
async function listed(d: TestDeps, companyId: number) {
  const index = await d.search.ready();
  return d.search.run(index, {
    companyId,
    selected: NO_SELECTION,
    variationOptions: [],
    offset: 0,
    limit: 500,
  }).productIds;
}

/** Waits until `check` holds, at most `ms`; gives how long it took. */
async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return Date.now() - started;
}

describeEachDatabase("only active companies and their products are seen", (deps) => {
  it("hides a suspended company's storefront, product, cards, sitemap and company search, and shows them again on reinstatement", async () => {
    const d = deps();
    const { companyId, productId, admin, company } = await setup(d);
    const term = company.name.split(/\s+/)[0]!;
    const seen = async () => ({
      info: (await getCompanyInfo(d.db, companyId, "en")) !== undefined,
      header: (await findCompanyHeader(d.db, companyId)) !== undefined,
      product: (await getProductDetail(d.db, productId, "en")) !== undefined,
      card: (await getProductCards(d.db, "en", { ids: [productId], limit: 1 })).length === 1,
      sitemapCompany: ((await sitemapFile(d, "http://x", "en", "companies", 0)) ?? "").includes(
        `/co/${companyId}</loc>`,
      ),
      sitemapProduct: ((await sitemapFile(d, "http://x", "en", "products", 0)) ?? "").includes(
        `/pr/${productId}</loc>`,
      ),
      companySearch: (await searchCompanies(d.db, "en", term, 0)).companies.some((c) => c.id === companyId),
    });
    const all = (value: boolean) => ({
      info: value,
      header: value,
      product: value,
      card: value,
      sitemapCompany: value,
      sitemapProduct: value,
      companySearch: value,
    });
    expect(await seen()).toEqual(all(true));
    const suppliersBefore = (await getCatalogueStats(d.db, Date.now() + 3_600_000)).suppliers;

    await changeCompanyStatus(d, admin, companyId, "suspend", "Documents expired");
    expect(await seen()).toEqual(all(false));
    expect((await getCatalogueStats(d.db, Date.now() + 7_200_000)).suppliers).toBe(suppliersBefore - 1);

    await changeCompanyStatus(d, admin, companyId, "reinstate", "Documents renewed");
    expect(await seen()).toEqual(all(true));
  });

  it("takes a suspended company's products out of search within a second, and brings them back on reinstatement", async () => {
    const d = deps();
    const { companyId, productId, admin } = await setup(d);
    await d.search.start();
    const before = await listed(d, companyId);
    expect(before).toContain(productId);
    const total = d.search.size()!.documents;

    await changeCompanyStatus(d, admin, companyId, "suspend", "Counterfeit goods reported");
    await within(1000, async () => (await listed(d, companyId)).length === 0);
    expect(d.search.size()!.documents).toBe(total - before.length);
    // The facet of companies counts none of its products either.
    const everything = await searchProducts(d, ProductQuerySchema.parse({ productCount: 50 }));
    expect(everything.totalCount).toBe(total - before.length);

    await changeCompanyStatus(d, admin, companyId, "reinstate", "Cleared");
    await within(1000, async () => (await listed(d, companyId)).length === before.length);
    expect((await listed(d, companyId)).sort()).toEqual([...before].sort());
    expect(d.search.size()!.documents).toBe(total);
  });

  it("builds a fresh index without the products of companies that are not active", async () => {
    const d = deps();
    const { companyId, admin } = await setup(d);
    await changeCompanyStatus(d, admin, companyId, "suspend", "Under investigation");
    expect(await listed(d, companyId)).toEqual([]);
  });

  it("refuses adding a hidden company's product to a cart, and a purchase request to it, with a clear message", async () => {
    const d = deps();
    const { companyId, admin, buyer } = await setup(d);
    const cartProduct = await d.db
      .selectFrom("products")
      .select("id")
      .where("company_id", "=", companyId)
      .where("is_published", "=", true)
      .where("is_cart_available", "=", true)
      .orderBy("id")
      .executeTakeFirst();
    await changeCompanyStatus(d, admin, companyId, "suspend", "Under investigation");
    if (cartProduct) {
      await expect(
        addToCart(d.db, buyer.id, [
          { productId: cartProduct.id, supplierCompanyId: companyId, quantity: 1, variationValuePair: [] },
        ]),
      ).rejects.toMatchObject({ code: "conflict", messageKey: "errors.supplierUnavailable" });
    }
    const anyProduct = await d.db
      .selectFrom("products")
      .select("id")
      .where("company_id", "=", companyId)
      .executeTakeFirstOrThrow();
    await expect(
      createProductDeal(d, {
        buyerUserId: buyer.id,
        productId: anyProduct.id,
        lang: "en",
        origin: "http://localhost:3000",
        request: {
          requestCompany: "Bosphorus Retail Ltd.",
          requestUserName: "Bora",
          requestUserMail: "buyer@caravan.test",
          requestUserPhone: "+90 212 555 0100",
          subject: "Price",
          message: "Please quote",
          quantity: 10,
          unitType: "piece",
          requestDate: "2030-01-01",
        },
      }),
    ).rejects.toMatchObject({ code: "conflict", messageKey: "errors.supplierUnavailable" });
    expect(await d.db.selectFrom("deals").select("id").execute()).toEqual([]);
  });

  it("keeps the company readable by its own members in the workspace whatever its status", async () => {
    const d = deps();
    const { companyId, admin, supplier } = await setup(d);
    await changeCompanyStatus(d, admin, companyId, "suspend", "Under investigation");
    expect((await findCompanyRow(d.db, companyId))?.status).toBe("suspended");
    const mine = await listUserCompanies(d.db, supplier.id);
    expect(mine.find((c) => c.id === companyId)?.status).toBe("suspended");
  });

  it("leaves a suspended company's sponsor tile off the home page", async () => {
    const d = deps();
    const { companyId, admin } = await setup(d);
    await d.db.deleteFrom("home_sponsor_companies").execute();
    await d.db.insertInto("home_sponsor_companies").values({ company_id: companyId, position: 0 }).execute();
    const sponsors = async () => (await getHomePage(d, "en")).sponsors.map((s) => s._id);
    expect(await sponsors()).toContain(companyId);
    await changeCompanyStatus(d, admin, companyId, "suspend", "Under investigation");
    expect(await sponsors()).not.toContain(companyId);
  });

  it("drops a suspended company's product at once from cached rows (sponsor products, recommendations)", async () => {
    const d = deps();
    const { companyId, productId, admin } = await setup(d);
    await d.db.deleteFrom("home_products").execute();
    await d.db
      .insertInto("home_products")
      .values({ kind: "recommended", product_id: productId, position: 0 })
      .execute();
    const other = await d.db
      .selectFrom("products")
      .select("id")
      .where("company_id", "!=", companyId)
      .where("is_published", "=", true)
      .executeTakeFirstOrThrow();
    const otherDetail = (await getProductDetail(d.db, other.id, "en"))!;
    const sponsors = async () => (await getSponsorProducts(d.db, "en")).map((c) => c.id);
    const recommended = async () =>
      (await getProductRecommendations(d.db, "en", otherDetail)).map((c) => c.id);
    // Both are cached for a minute; the first reads fill the caches while the company is active.
    expect(await sponsors()).toContain(productId);
    expect(await recommended()).toContain(productId);
    await changeCompanyStatus(d, admin, companyId, "suspend", "Under investigation");
    expect(await sponsors()).not.toContain(productId);
    expect(await recommended()).not.toContain(productId);
    await changeCompanyStatus(d, admin, companyId, "reinstate", "Cleared");
    expect(await sponsors()).toContain(productId);
    expect((await getProductDetail(d.db, productId, "en"))?.company._id).toBe(companyId);
  });
});
