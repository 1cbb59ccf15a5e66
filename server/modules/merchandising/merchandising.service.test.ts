import { readFile } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";
import { expect, it } from "vitest";
import { seedDemoCatalogue } from "#server/demo/seed-catalogue.ts";
import { AppError } from "#server/lib/errors.ts";
import { describeEachDatabase, type TestDeps } from "#tests/setup/test-db.ts";
import { type Actor, findRoles, findUserByEmail } from "../accounts/index.ts";
import { listAuditLog } from "../audit/index.ts";
import { uploadsDir } from "../media/index.ts";
import {
  createBanner,
  deleteBanner,
  listBanners,
  moveBanner,
  setBannerActive,
  updateBanner,
} from "./banners.service.ts";
import { getHomePage } from "./home.service.ts";
import {
  clearCategoryRow,
  listCategorySlots,
  setCategoryRow,
  setCategoryTile,
} from "./home-categories.service.ts";
import {
  addMerchandisingProduct,
  addSponsor,
  listMerchandisingProducts,
  listSponsors,
  moveMerchandisingProduct,
  moveSponsor,
  removeMerchandisingProduct,
  removeSponsor,
} from "./lists.service.ts";
import { getSponsorProducts } from "./sponsor-products.ts";

async function actor(d: TestDeps, email: string): Promise<Actor> {
  const user = await findUserByEmail(d.db, email);
  return { id: user!.id, roles: await findRoles(d.db, user!.id) };
}

async function setup(d: TestDeps) {
  await seedDemoCatalogue(d.db, d.dialect, { products: 60, seed: 5 });
  return { moderator: await actor(d, "moderator@caravan.test"), buyer: await actor(d, "buyer@caravan.test") };
}

const png = (width = 800, height = 200) =>
  sharp({ create: { width, height, channels: 3, background: "#1d4ed8" } })
    .png()
    .toBuffer()
    .then((b) => new Uint8Array(b));

const caught = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error("expected an AppError");
    },
    (error: unknown) => {
      if (!(error instanceof AppError)) throw error;
      return error;
    },
  );

const fields = (over: Record<string, string> = {}) => ({
  description: "Autumn textile fair",
  targetUrl: "/textile/ca/002",
  lang: "de",
  active: "on",
  ...over,
});

const merchandisingAudit = async (d: TestDeps) =>
  (await listAuditLog(d.db, { page: 1, size: 50, action: "merch." })).items.map((i) => i.action);

describeEachDatabase("merchandising console services", (deps) => {
  it("creates a banner from an uploaded image, stores it re-encoded, and the home page shows it at once", async () => {
    const d = deps();
    const { moderator } = await setup(d);
    const id = await createBanner(d, moderator, fields(), await png());
    const [banner] = (await listBanners(d.db, moderator)).filter((b) => b.id === id);
    expect(banner).toMatchObject({ description: "Autumn textile fair", lang: "de", active: true });
    expect(banner!.imageUrl).toMatch(/^\/media\/uploads\/[0-9a-f]{32}\.jpg$/);
    const stored = await readFile(join(uploadsDir(d.config.dataDir), banner!.imageUrl.split("/").at(-1)!));
    expect((await sharp(stored).metadata()).format).toBe("jpeg");
    // Added after the others: last on the German page, absent from the English one.
    expect((await getHomePage(d, "de")).banners.at(-1)!.description).toBe("Autumn textile fair");
    expect((await getHomePage(d, "en")).banners.some((b) => b.id === id)).toBe(false);
    expect(await merchandisingAudit(d)).toEqual(["merch.banner.create"]);
  });

  it("refuses bad fields, a non-image and a missing image, and changes nothing", async () => {
    const d = deps();
    const { moderator } = await setup(d);
    const before = (await listBanners(d.db, moderator)).length;
    const bad = await caught(
      createBanner(
        d,
        moderator,
        fields({ description: " ", targetUrl: "javascript:alert(1)", lang: "xx" }),
        await png(),
      ),
    );
    expect(bad).toMatchObject({ code: "invalid_data" });
    expect(bad.fields).toEqual({
      description: "errors.required",
      targetUrl: "console.merchandising.targetInvalid",
      lang: "console.merchandising.langInvalid",
    });
    for (const url of ["//evil.example", "ftp://x.example/a", "/a b", "http://"])
      expect(
        (await caught(createBanner(d, moderator, fields({ targetUrl: url }), await png()))).fields,
      ).toEqual({
        targetUrl: "console.merchandising.targetInvalid",
      });
    const script = new TextEncoder().encode("<script>alert(1)</script>");
    expect((await caught(createBanner(d, moderator, fields(), script))).fields).toEqual({
      image: "console.merchandising.imageNotImage",
    });
    expect(
      (await caught(createBanner(d, moderator, fields(), new Uint8Array(5 * 1024 * 1024 + 1)))).fields,
    ).toEqual({
      image: "console.merchandising.imageTooLarge",
    });
    expect((await caught(createBanner(d, moderator, fields(), undefined))).fields).toEqual({
      image: "console.merchandising.imageRequired",
    });
    expect((await caught(createBanner(d, moderator, fields(), await png(100, 40)))).fields).toEqual({
      image: "console.merchandising.imageTooSmall",
    });
    expect(await listBanners(d.db, moderator)).toHaveLength(before);
    expect(await merchandisingAudit(d)).toEqual([]);
  });

  it("accepts site paths and http(s) links, and edits, hides and deletes a banner", async () => {
    const d = deps();
    const { moderator } = await setup(d);
    const id = await createBanner(
      d,
      moderator,
      fields({ targetUrl: "https://fair.example/2026?x=1", lang: "all" }),
      await png(),
    );
    expect((await getHomePage(d, "ja")).banners.some((b) => b.id === id)).toBe(true);
    await updateBanner(
      d,
      moderator,
      id,
      fields({ description: "Winter fair", lang: "fr", active: "" }),
      undefined,
    );
    const edited = (await listBanners(d.db, moderator)).find((b) => b.id === id)!;
    expect(edited).toMatchObject({
      description: "Winter fair",
      lang: "fr",
      active: false,
      targetUrl: "/textile/ca/002",
    });
    expect((await getHomePage(d, "fr")).banners.some((b) => b.id === id)).toBe(false);
    await setBannerActive(d.db, moderator, id, true);
    expect((await getHomePage(d, "fr")).banners.some((b) => b.id === id)).toBe(true);
    await deleteBanner(d.db, moderator, id);
    expect((await getHomePage(d, "fr")).banners.some((b) => b.id === id)).toBe(false);
    expect((await caught(deleteBanner(d.db, moderator, id))).code).toBe("not_found");
    expect(await merchandisingAudit(d)).toEqual([
      "merch.banner.delete",
      "merch.banner.activate",
      "merch.banner.update",
      "merch.banner.create",
    ]);
  });

  it("moves a banner among the banners of one language's page", async () => {
    const d = deps();
    const { moderator } = await setup(d);
    const id = await createBanner(d, moderator, fields({ lang: "it" }), await png());
    const italian = async () => (await getHomePage(d, "it")).banners.map((b) => b.id);
    const start = await italian();
    expect(start.at(-1)).toBe(id);
    // One step up on the Italian page, even though banners of other languages sit in between.
    await moveBanner(d.db, moderator, id, "up", "it");
    const once = await italian();
    expect(once.indexOf(id)).toBe(start.length - 2);
    for (let i = 0; i < start.length - 2; i++) await moveBanner(d.db, moderator, id, "up", "it");
    expect((await italian())[0]).toBe(id);
    expect((await caught(moveBanner(d.db, moderator, id, "up", "it"))).code).toBe("conflict");
    await moveBanner(d.db, moderator, id, "down", "it");
    expect((await italian())[1]).toBe(id);
    // Other languages keep their order.
    expect((await getHomePage(d, "tr")).banners.map((b) => b.description)).toHaveLength(5);
  });

  it("manages sponsors and products in order, refusing unknown and repeated ones", async () => {
    const d = deps();
    const { moderator } = await setup(d);
    const sponsors = await listSponsors(d.db, moderator);
    const outsider = await d.db
      .selectFrom("companies")
      .select("id")
      .where(
        "id",
        "not in",
        sponsors.map((s) => s.id),
      )
      .executeTakeFirstOrThrow();
    await addSponsor(d.db, moderator, String(outsider.id));
    expect((await getHomePage(d, "en")).sponsors.at(-1)!._id).toBe(outsider.id);
    expect((await caught(addSponsor(d.db, moderator, outsider.id))).code).toBe("conflict");
    expect((await caught(addSponsor(d.db, moderator, "999999"))).fields).toEqual({
      companyId: "console.merchandising.companyUnknown",
    });
    await moveSponsor(d.db, moderator, outsider.id, "up");
    expect((await getHomePage(d, "en")).sponsors.at(-2)!._id).toBe(outsider.id);
    await removeSponsor(d.db, moderator, outsider.id);
    expect((await getHomePage(d, "en")).sponsors.map((s) => s._id)).toEqual(sponsors.map((s) => s.id));

    const recommended = await listMerchandisingProducts(d.db, moderator, "recommended", "en");
    const pick = await d.db
      .selectFrom("products")
      .select("id")
      .where("is_published", "=", true)
      .where("id", "not in", recommended.map((p) => p.id).concat(-1))
      .orderBy("id")
      .executeTakeFirstOrThrow();
    // The listing's sponsor products (a cache in each process) follow the change at once.
    await getSponsorProducts(d.db, "en");
    await removeMerchandisingProduct(d.db, moderator, "recommended", recommended[0]!.id);
    await addMerchandisingProduct(d.db, moderator, "recommended", pick.id);
    await moveMerchandisingProduct(d.db, moderator, "recommended", pick.id, "up");
    const after = (await getHomePage(d, "en")).recommended.map((p) => p.id);
    expect(after.at(-2)).toBe(pick.id);
    expect(after).not.toContain(recommended[0]!.id);
    expect((await getSponsorProducts(d.db, "en")).map((p) => p.id)).toEqual(after.slice(0, 5));
    expect((await caught(addMerchandisingProduct(d.db, moderator, "opportunity", "abc"))).fields).toEqual({
      productId: "console.merchandising.idInvalid",
    });
    expect(await merchandisingAudit(d)).toEqual([
      "merch.product.move",
      "merch.product.add",
      "merch.product.remove",
      "merch.sponsor.remove",
      "merch.sponsor.move",
      "merch.sponsor.add",
    ]);
  });

  it("sets the category rows and the fourth tile", async () => {
    const d = deps();
    const { moderator } = await setup(d);
    await setCategoryRow(d.db, moderator, 1, "034");
    await clearCategoryRow(d.db, moderator, 3);
    expect((await getHomePage(d, "en")).rows.map((r) => r.categoryId)[0]).toBe("034");
    expect((await listCategorySlots(d.db, moderator, "en")).rows[2]!.code).toBeNull();
    await setCategoryTile(d, moderator, 4, "024", await png());
    const tiles = (await getHomePage(d, "en")).tiles;
    expect(tiles.map((tile) => tile.code)).toEqual(["015", "002", "016", "024"]);
    expect(tiles[3]!.imageUrl).toMatch(/^\/media\/uploads\//);
    expect((await caught(setCategoryTile(d, moderator, 4, "015", undefined))).fields).toEqual({
      categoryCode: "console.merchandising.tileFixed",
    });
    expect((await caught(setCategoryRow(d.db, moderator, 2, "999"))).fields).toEqual({
      categoryCode: "console.merchandising.categoryInvalid",
    });
    expect((await caught(setCategoryRow(d.db, moderator, 7, "034"))).code).toBe("not_found");
    expect(await merchandisingAudit(d)).toEqual([
      "merch.category.tile",
      "merch.category.rowClear",
      "merch.category.row",
    ]);
  });

  it("refuses every change to a user who is not staff", async () => {
    const d = deps();
    const { buyer } = await setup(d);
    for (const attempt of [
      createBanner(d, buyer, fields(), undefined),
      setBannerActive(d.db, buyer, 1, false),
      moveBanner(d.db, buyer, 1, "down"),
      deleteBanner(d.db, buyer, 1),
      addSponsor(d.db, buyer, 1),
      removeSponsor(d.db, buyer, 1),
      addMerchandisingProduct(d.db, buyer, "recommended", 1),
      setCategoryRow(d.db, buyer, 1, "015"),
    ])
      expect((await caught(attempt)).code).toBe("not_allowed");
    expect(await merchandisingAudit(d)).toEqual([]);
  });
});
