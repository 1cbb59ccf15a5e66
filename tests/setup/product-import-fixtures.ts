import type { Db } from "#server/db/connect.ts";
import { seedDemoCatalogue } from "#server/demo/seed-catalogue.ts";
import type { Actor } from "#server/modules/accounts/index.ts";
import type { TeamRole } from "#server/modules/companies/index.ts";
import type { TestDeps } from "./test-db.ts";

let serial = 0;
/** A user who is a member of the company in the given team role. */
export async function importMember(db: Db, companyId: number, role: TeamRole): Promise<Actor> {
  serial += 1;
  const row = await db
    .insertInto("users")
    .values({
      email: `imp${serial}-${Date.now()}@import.test`,
      password_hash: "x",
      first_name: "I",
      last_name: `${serial}`,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db.insertInto("company_members").values({ company_id: companyId, user_id: row.id, role }).execute();
  return { id: row.id, roles: ["supplier"] };
}

/** The demo catalogue, and a leaf category with a variation group and two of its options. */
export async function seedImportCatalogue(d: TestDeps) {
  await seedDemoCatalogue(d.db, d.dialect, { products: 6, seed: 1 });
  await d.db.deleteFrom("company_members").execute();
  const option = await d.db
    .selectFrom("variation_options as o")
    .innerJoin("variation_groups as g", "g.code", "o.group_code")
    .innerJoin("variation_option_names as n", (j) =>
      j.onRef("n.option_code", "=", "o.code").on("n.lang", "=", "en"),
    )
    .select(["g.category_code", "g.code as group_code", "o.code", "n.name"])
    .orderBy("o.code")
    .executeTakeFirstOrThrow();
  // A leaf at or under the group's category: the group applies to it.
  const leaf = await d.db
    .selectFrom("categories as c")
    .select("c.code")
    .where("c.code", "like", `${option.category_code}%`)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom("categories as k").select("k.code").whereRef("k.parent_code", "=", "c.code"))),
    )
    .orderBy("c.code")
    .executeTakeFirstOrThrow();
  return { category: leaf.code, group: option.group_code, option: option.code, optionName: option.name };
}

/** A CSV of product rows (header first), separated by `sep`. */
export function csvOf(rows: Record<string, string>[], sep = ","): Uint8Array {
  const columns = [...new Set(rows.flatMap((r) => Object.keys(r)))];
  const quote = (v: string) => (/[",;\t\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
  const lines = [columns.join(sep), ...rows.map((r) => columns.map((c) => quote(r[c] ?? "")).join(sep))];
  return new TextEncoder().encode(`${lines.join("\n")}\n`);
}
