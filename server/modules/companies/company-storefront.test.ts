import sharp from "sharp";
import { expect, it } from "vitest";
import type { Db } from "#server/db/connect.ts";
import { seedDemoCatalogue } from "#server/demo/seed-catalogue.ts";
import { AppError } from "#server/lib/errors.ts";
import type { Actor } from "#server/modules/accounts/index.ts";
import { getProductDetail } from "#server/modules/products/index.ts";
import { describeEachDatabase, type TestDeps } from "#tests/setup/test-db.ts";
import {
  addStorefrontPicture,
  changeStorefrontPicture,
  readStorefront,
  saveStorefrontSettings,
} from "./company-storefront.ts";
import { saveCompanyTexts } from "./company-texts.ts";
import type { TeamRole } from "./team-permissions.ts";

let serial = 0;
async function member(db: Db, companyId: number, role: TeamRole): Promise<Actor> {
  serial += 1;
  const row = await db
    .insertInto("users")
    .values({
      email: `s${serial}@storefront.test`,
      password_hash: "x",
      first_name: "S",
      last_name: `${serial}`,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db.insertInto("company_members").values({ company_id: companyId, user_id: row.id, role }).execute();
  return { id: row.id, roles: ["supplier"] };
}

async function seed(d: TestDeps) {
  await seedDemoCatalogue(d.db, d.dialect, { products: 5, seed: 1 });
  await d.db.deleteFrom("company_members").execute();
}

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  const { code, fields } = error as AppError;
  return { code, fields };
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#3366aa" } })
    .png()
    .toBuffer();

describeEachDatabase("company storefront settings", (deps) => {
  it("saves the name key and theme colour; a key taken, reserved or malformed is refused and nothing changes", async () => {
    const d = deps();
    await seed(d);
    const owner = await member(d.db, 1, "owner");
    const before = await readStorefront(d.db, owner, 1);
    const saved = await saveStorefrontSettings(d.db, d.clock, owner, 1, {
      nameKey: " Ruifeng-Plastic ",
      themeColor: "#AA3300",
    });
    expect(saved).toMatchObject({ nameKey: "ruifeng-plastic", themeColor: "#aa3300" });

    const other = await readStorefront(d.db, await member(d.db, 2, "owner"), 2);
    const otherOwner = await member(d.db, 2, "owner");
    expect(
      await refusal(
        saveStorefrontSettings(d.db, d.clock, otherOwner, 2, {
          nameKey: "ruifeng-plastic",
          themeColor: "#000000",
        }),
      ),
    ).toEqual({
      code: "conflict",
      fields: { nameKey: "supplier.storefront.nameKeyTaken" },
    });
    // Company 1's provisional key (used until it chooses one) is not another's to take.
    expect(
      (
        await refusal(
          saveStorefrontSettings(d.db, d.clock, otherOwner, 2, {
            nameKey: "company-1",
            themeColor: "#000000",
          }),
        )
      ).fields,
    ).toEqual({ nameKey: "supplier.storefront.nameKeyTaken" });
    for (const [nameKey, message] of [
      ["www", "supplier.storefront.nameKeyReserved"],
      ["admin", "supplier.storefront.nameKeyReserved"],
      ["a b", "supplier.storefront.nameKeyInvalid"],
      ["-abc", "supplier.storefront.nameKeyInvalid"],
      ["", "errors.required"],
    ])
      expect(
        (
          await refusal(
            saveStorefrontSettings(d.db, d.clock, otherOwner, 2, { nameKey, themeColor: "#000000" }),
          )
        ).fields,
      ).toEqual({
        nameKey: message,
      });
    expect(
      (
        await refusal(
          saveStorefrontSettings(d.db, d.clock, otherOwner, 2, { nameKey: "fine-key", themeColor: "red" }),
        )
      ).fields,
    ).toEqual({
      themeColor: "supplier.storefront.themeColorInvalid",
    });
    expect(await readStorefront(d.db, otherOwner, 2)).toEqual(other);
    expect(before.companyId).toBe(1);
  });

  it("uploads, orders and removes the logo and banner pictures, re-encoded; refuses a script named .jpg", async () => {
    const d = deps();
    await seed(d);
    const owner = await member(d.db, 1, "owner");
    const first = await addStorefrontPicture(
      d.db,
      d.clock,
      d.config.dataDir,
      owner,
      1,
      "banner",
      await png(800, 200),
    );
    const second = await addStorefrontPicture(
      d.db,
      d.clock,
      d.config.dataDir,
      owner,
      1,
      "banner",
      await png(900, 300),
    );
    const [a, b] = second.banners.slice(-2);
    expect(a).toBe(first.banners.at(-1));
    expect(b).toMatch(/^\/media\/uploads\/[0-9a-f]{32}\.jpg$/);
    const count = second.banners.length;
    const moved = await changeStorefrontPicture(
      d.db,
      d.clock,
      owner,
      1,
      { kind: "banner", index: count - 1 },
      "up",
    );
    expect(moved.banners.slice(-2)).toEqual([b, a]);
    const removed = await changeStorefrontPicture(
      d.db,
      d.clock,
      owner,
      1,
      { kind: "banner", index: count - 1 },
      "remove",
    );
    expect(removed.banners).toEqual(second.banners.slice(0, -2).concat([b!]));

    const logo = await addStorefrontPicture(
      d.db,
      d.clock,
      d.config.dataDir,
      owner,
      1,
      "logo",
      await png(120, 120),
    );
    expect(logo.logo).toMatch(/^\/media\/uploads\/[0-9a-f]{32}\.jpg$/);
    const meta = await sharp(`${d.config.dataDir}/uploads/${logo.logo!.split("/").at(-1)}`).metadata();
    expect(meta.format).toBe("jpeg");

    const script = new TextEncoder().encode("<?php system($_GET['c']); ?>");
    expect(
      await refusal(addStorefrontPicture(d.db, d.clock, d.config.dataDir, owner, 1, "logo", script)),
    ).toEqual({
      code: "invalid_data",
      fields: { picture: "supplier.storefront.pictureNotImage" },
    });
    expect(
      (
        await refusal(
          addStorefrontPicture(d.db, d.clock, d.config.dataDir, owner, 1, "banner", await png(120, 120)),
        )
      ).fields,
    ).toEqual({
      picture: "supplier.storefront.pictureTooSmall",
    });
    expect((await readStorefront(d.db, owner, 1)).logo).toBe(logo.logo);
    expect(
      (await changeStorefrontPicture(d.db, d.clock, owner, 1, { kind: "logo" }, "remove")).logo,
    ).toBeNull();
  });

  it("refuses members without the storefront right and other companies' members", async () => {
    const d = deps();
    await seed(d);
    const image = await png(800, 200);
    for (const role of ["viewer", "sales", "catalog_editor", "finance"] as const) {
      const someone = await member(d.db, 1, role);
      expect(
        (
          await refusal(
            saveStorefrontSettings(d.db, d.clock, someone, 1, { nameKey: "abc", themeColor: "#000000" }),
          )
        ).code,
      ).toBe("not_allowed");
      expect(
        (await refusal(addStorefrontPicture(d.db, d.clock, d.config.dataDir, someone, 1, "banner", image)))
          .code,
      ).toBe("not_allowed");
      expect(
        (
          await refusal(
            changeStorefrontPicture(d.db, d.clock, someone, 1, { kind: "banner", index: 0 }, "remove"),
          )
        ).code,
      ).toBe("not_allowed");
    }
    const stranger = await member(d.db, 2, "owner");
    expect((await refusal(readStorefront(d.db, stranger, 1))).code).toBe("not_found");
    expect(
      (
        await refusal(
          saveStorefrontSettings(d.db, d.clock, stranger, 1, { nameKey: "abc", themeColor: "#000000" }),
        )
      ).code,
    ).toBe("not_found");
  });

  it("the product page shows the supplier's change at once despite its one-minute supplier copy", async () => {
    const d = deps();
    await seed(d);
    const product = await d.db
      .selectFrom("products")
      .select(["id", "company_id"])
      .where("is_published", "=", true)
      .executeTakeFirstOrThrow();
    const owner = await member(d.db, product.company_id, "owner");
    await d.db
      .updateTable("companies")
      .set({ writing_lang: "en" })
      .where("id", "=", product.company_id)
      .execute();
    const before = await getProductDetail(d.db, product.id, "tr");
    d.clock.set(Date.parse("2031-05-06T07:08:09.000Z"));
    await saveCompanyTexts(d.db, d.clock, owner, product.company_id, "tr", {
      introductionHtml: "<p>Yeni tanıtım</p>",
      mainProducts: "Kovalar",
    });
    await saveStorefrontSettings(d.db, d.clock, owner, product.company_id, {
      nameKey: "yeni-anahtar",
      themeColor: "#123456",
    });
    const after = await getProductDetail(d.db, product.id, "tr");
    expect(before?.company.detailedCompanyIntroduction).not.toBe("<p>Yeni tanıtım</p>");
    expect(after?.company).toMatchObject({
      detailedCompanyIntroduction: "<p>Yeni tanıtım</p>",
      mainProducts: "Kovalar",
      website: { themeColor: "#123456" },
    });
  });
});
