import sharp from "sharp";
import type { Db } from "#server/db/connect.ts";
import type { TeamRole } from "#server/db/schema/account-tables.ts";
import type { Actor } from "#server/modules/accounts/index.ts";
import { localPrivateFileStore } from "#server/modules/files/index.ts";
import type { TestDeps } from "./test-db.ts";

export { member, PDF, user } from "./evidence-fixtures.ts";

/** A supplier company buyers can see (active). */
export async function activeCompany(db: Db, name = "Anatolia Textiles"): Promise<number> {
  const row = await db
    .insertInto("companies")
    .values({ name, country: "TR", status: "active" })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A company with one member of each role the tests need. */
export async function sellerTeam(db: Db, memberOf: (db: Db, id: number, role: TeamRole) => Promise<Actor>) {
  const companyId = await activeCompany(db);
  return {
    companyId,
    sales: await memberOf(db, companyId, "sales"),
    viewer: await memberOf(db, companyId, "viewer"),
    editor: await memberOf(db, companyId, "catalog_editor"),
    finance: await memberOf(db, companyId, "finance"),
  };
}

export const storeOf = (d: TestDeps) => localPrivateFileStore(d.config.dataDir);

export const PNG = () =>
  sharp({ create: { width: 4, height: 3, channels: 3, background: { r: 200, g: 10, b: 10 } } })
    .png()
    .toBuffer();

/** An HTML page that starts like nothing we accept, named .pdf. */
export const HTML_AS_PDF = Buffer.from("<!doctype html><script>alert(1)</script>%PDF-1.4");
