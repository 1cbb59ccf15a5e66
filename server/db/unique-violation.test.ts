import { expect, it } from "vitest";
import { describeEachDatabase } from "#tests/setup/test-db.ts";
import { isUniqueViolation } from "./unique-violation.ts";

describeEachDatabase("unique violations", (deps) => {
  it("are recognised by index on both databases, and nothing else is", async () => {
    const d = deps();
    const { id } = await d.db
      .insertInto("companies")
      .values({ name: "Uniq", country: "TR" })
      .returning("id")
      .executeTakeFirstOrThrow();
    const index = { name: "products_company_sku_idx", columns: ["company_id", "supplier_sku"] };
    await d.db.insertInto("categories").values({ code: "900", parent_code: null, level: 1 }).execute();
    const row = { company_id: id, category_code: "900", place_of_origin: "TR", supplier_sku: "A-1" };
    await d.db.insertInto("products").values(row).execute();
    const error = await d.db
      .insertInto("products")
      .values(row)
      .execute()
      .catch((e: unknown) => e);
    expect(isUniqueViolation(error, index)).toBe(true);
    expect(isUniqueViolation(error, { name: "other_idx", columns: ["company_id"] })).toBe(false);
    expect(isUniqueViolation(new Error("boom"), index)).toBe(false);
  });
});
