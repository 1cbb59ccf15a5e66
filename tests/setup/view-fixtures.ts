import type { TestDeps } from "#tests/setup/test-db.ts";

/** Test data for the views module: view events and a small category layout. */

/** Puts `views` views of each product `days` days ago (companies as the products say). */
export async function addViews(d: TestDeps, views: Record<number, number>, days = 1, now = Date.now()) {
  const products = await d.db.selectFrom("products").select(["id", "company_id"]).execute();
  const companyOf = new Map(products.map((p) => [p.id, p.company_id]));
  const rows = Object.entries(views).flatMap(([id, n]) =>
    Array.from({ length: n }, () => ({
      product_id: Number(id),
      company_id: companyOf.get(Number(id))!,
      user_id: null,
      viewed_at: new Date(now - days * 86_400_000).toISOString(),
    })),
  );
  if (rows.length) await d.db.insertInto("product_view_events").values(rows).execute();
}

/** Moves products into a category (the demo spreads them over the whole tree). */
export async function moveTo(d: TestDeps, code: string, ids: number[]) {
  await d.db.updateTable("products").set({ category_code: code }).where("id", "in", ids).execute();
}

/** Two leaves under one level-2 category, and a leaf in another root category. */
export async function someCategories(d: TestDeps) {
  const leaves = await d.db
    .selectFrom("categories")
    .select(["code", "parent_code"])
    .where("level", "=", 3)
    .orderBy("code")
    .execute();
  const parent = leaves.find((a) =>
    leaves.some((b) => b !== a && b.parent_code === a.parent_code),
  )!.parent_code;
  const [leaf, sibling] = leaves.filter((c) => c.parent_code === parent);
  const elsewhere = leaves.find((c) => c.code.slice(0, 3) !== leaf!.code.slice(0, 3))!;
  return { leaf: leaf!.code, sibling: sibling!.code, parent: leaf!.parent_code!, elsewhere: elsewhere.code };
}
