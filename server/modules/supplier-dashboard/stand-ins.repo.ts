import type { Db } from "#server/db/connect.ts";

/*
 * STAND-INS. The certificates, profile and translation pieces of the supplier side are built by
 * other modules; until they are joined, the dashboard reads the tables as they are today through
 * these three functions, each with the name and shape the real one is expected to have. Replace
 * the imports in dashboard.service.ts and delete this file.
 */

/** Per language: the company's products with a name in it. */
export async function countTranslatedTexts(db: Db, companyId: number) {
  const products = await db
    .selectFrom("product_texts")
    .innerJoin("products", "products.id", "product_texts.product_id")
    .select(["product_texts.lang", (eb) => eb.fn.countAll<string | number>().as("n")])
    .where("products.company_id", "=", companyId)
    .groupBy("product_texts.lang")
    .execute();
  const total = await db
    .selectFrom("products")
    .select((eb) => eb.fn.countAll<string | number>().as("n"))
    .where("company_id", "=", companyId)
    .executeTakeFirstOrThrow();
  return {
    products: Number(total.n),
    productNames: new Map(products.map((r) => [r.lang, Number(r.n)])),
  };
}
