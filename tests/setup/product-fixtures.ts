import type { ProductInputDraft } from "#core/schemas/product-editor.ts";
import type { Db } from "#server/db/connect.ts";
import type { TeamRole } from "#server/db/schema/account-tables.ts";
import { seedDemoCatalogue } from "#server/demo/seed-catalogue.ts";
import type { Actor } from "#server/modules/accounts/index.ts";
import { findRoles, findUserByEmail } from "#server/modules/accounts/index.ts";
import { company, member } from "./evidence-fixtures.ts";
import type { TestDeps } from "./test-db.ts";

/**
 * A world for the supplier product tests: the demo catalogue's categories (and a few products of
 * other companies), an active company with a member of each team role, another active company
 * with its owner, the operator, and a leaf category with one of its variation options.
 */
export async function productWorld(d: TestDeps) {
  await seedDemoCatalogue(d.db, d.dialect, { products: 20, seed: 3 });
  const companyId = await activeCompany(d.db, "Anatolia Textiles");
  const otherCompanyId = await activeCompany(d.db, "Other Works");
  const roles = ["owner", "admin", "catalog_editor", "sales", "finance", "viewer"] as const;
  const members = {} as Record<TeamRole, Actor>;
  for (const role of roles) members[role] = await member(d.db, companyId, role);
  const otherOwner = await member(d.db, otherCompanyId, "owner");
  const adminUser = (await findUserByEmail(d.db, "admin@caravan.test"))!;
  const operator: Actor = { id: adminUser.id, roles: await findRoles(d.db, adminUser.id) };
  const leaf = await leafWithOption(d.db);
  return { companyId, otherCompanyId, members, otherOwner, operator, ...leaf };
}

async function activeCompany(db: Db, name: string): Promise<number> {
  const id = await company(db, name);
  await db
    .updateTable("companies")
    .set({ status: "active", writing_lang: "en" })
    .where("id", "=", id)
    .execute();
  return id;
}

/** A leaf category that has variation options through itself or an ancestor, and one option. */
async function leafWithOption(db: Db) {
  const options = await db
    .selectFrom("variation_options as o")
    .innerJoin("variation_groups as g", "g.code", "o.group_code")
    .select(["o.code", "g.category_code"])
    .orderBy("o.code")
    .execute();
  for (const option of options) {
    const leaf = await db
      .selectFrom("categories as c")
      .select("c.code")
      .where("c.code", "like", `${option.category_code}%`)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb.selectFrom("categories as k").select("k.code").whereRef("k.parent_code", "=", "c.code"),
          ),
        ),
      )
      .orderBy("c.code")
      .executeTakeFirst();
    if (leaf) return { leafCode: leaf.code, optionCode: option.code };
  }
  throw new Error("the demo reference data has no leaf with variation options");
}

type DraftTexts = Record<
  string,
  { name: string; description?: string | null; packagingDetails?: string | null }
>;
/** What a client sends, with the texts typed (the schema takes them as anything, then checks). */
export type ProductDraft = Omit<ProductInputDraft, "texts"> & { texts: DraftTexts };

/** A complete product as the editor would send it. */
export function productDraft(
  leafCode: string,
  optionCode: string,
  overrides: Partial<ProductDraft> = {},
): ProductDraft {
  return {
    categoryCode: leafCode,
    texts: {
      en: {
        name: "Organic cotton towel",
        description: "<p>Soft <strong>towel</strong></p><h1>Big</h1>",
        packagingDetails: "10 per carton",
      },
      tr: {
        name: "Organik pamuk havlu",
        description: "<p>Yumuşak havlu</p>",
        packagingDetails: "Kolide 10 adet",
      },
    },
    brand: "Anatolia",
    modelNumber: "AT-100",
    supplierSku: "TOWEL-100",
    placeOfOrigin: "TR",
    keywords: ["towel", "cotton"],
    pictures: ["/media/uploads/products/a.jpg", "/media/uploads/products/b.jpg"],
    variationOptions: [optionCode],
    customVariations: [
      {
        name: "Color",
        values: [
          { name: "Red", image: null },
          { name: "Blue", image: null },
        ],
      },
    ],
    fobCurrency: "USD",
    priceOnRequest: false,
    priceMin: "2.5",
    priceMax: "4.25",
    fobUnit: "piece",
    priceTiers: [
      { minQuantity: 100, price: "4.25" },
      { minQuantity: 500, price: "3.1" },
      { minQuantity: 2000, price: "2.5" },
    ],
    minOrderQuantity: 100,
    minOrderUnit: "piece",
    isCartAvailable: true,
    paymentTerms: ["tt", "lc"],
    packaging: "carton",
    productionCapacity: 50000,
    productionCapUnit: "piece",
    productionCapTime: "month",
    deliveryDays: 15,
    certifications: [
      {
        name: "OEKO-TEX",
        authorizedOrganization: "Hohenstein",
        startDate: "2026-01-01",
        endDate: "2028-01-01",
      },
    ],
    manufactureLocation: { lat: 38.42, lon: 27.14 },
    ...overrides,
  };
}
