import type { Insertable } from "kysely";
import type { Db } from "#server/db/connect.ts";
import type { Database } from "#server/db/schema.ts";

export type DealValues = Insertable<Database["deals"]>;

export async function insertDeal(db: Db, values: DealValues): Promise<number> {
  const row = await db.insertInto("deals").values(values).returning("id").executeTakeFirstOrThrow();
  return row.id;
}
