import type { Insertable, Updateable } from "kysely";
import type { Db } from "#server/db/connect.ts";
import type { Database } from "#server/db/schema.ts";

export type AddressRow = NonNullable<Awaited<ReturnType<typeof findAddress>>>;
type AddressValues = Omit<Insertable<Database["buyer_addresses"]>, "user_id" | "is_default">;

const COLUMNS = [
  "id",
  "label",
  "recipient",
  "company",
  "line1",
  "line2",
  "city",
  "region",
  "postal_code",
  "country",
  "phone",
  "is_default",
] as const;

/** The user's addresses: the default first, then in the order they were added. */
export async function listAddresses(db: Db, userId: number) {
  return db
    .selectFrom("buyer_addresses")
    .select(COLUMNS)
    .where("user_id", "=", userId)
    .orderBy("is_default", "desc")
    .orderBy("id")
    .execute();
}

/** One of the user's own addresses; undefined for another's or an unknown id. */
export async function findAddress(db: Db, userId: number, addressId: number) {
  return db
    .selectFrom("buyer_addresses")
    .select(COLUMNS)
    .where("user_id", "=", userId)
    .where("id", "=", addressId)
    .executeTakeFirst();
}

export async function countAddresses(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom("buyer_addresses")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("user_id", "=", userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertAddress(db: Db, userId: number, values: AddressValues): Promise<number> {
  const { id } = await db
    .insertInto("buyer_addresses")
    .values({ ...values, user_id: userId, is_default: false })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

/** Changes one of the user's own addresses; how many changed (0: not theirs or gone). */
export async function updateAddress(
  db: Db,
  userId: number,
  addressId: number,
  values: Updateable<Database["buyer_addresses"]>,
): Promise<number> {
  const result = await db
    .updateTable("buyer_addresses")
    .set(values)
    .where("user_id", "=", userId)
    .where("id", "=", addressId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function deleteAddress(db: Db, userId: number, addressId: number): Promise<number> {
  const result = await db
    .deleteFrom("buyer_addresses")
    .where("user_id", "=", userId)
    .where("id", "=", addressId)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Makes `addressId` the user's one default: every other address of theirs stops being it. */
export async function setDefault(db: Db, userId: number, addressId: number, at: string): Promise<void> {
  await db
    .updateTable("buyer_addresses")
    .set({ is_default: false, updated_at: at })
    .where("user_id", "=", userId)
    .where("is_default", "=", true)
    .where("id", "<>", addressId)
    .execute();
  await db
    .updateTable("buyer_addresses")
    .set({ is_default: true, updated_at: at })
    .where("user_id", "=", userId)
    .where("id", "=", addressId)
    .execute();
}

/** The id of the user's earliest address, to be the default when the default was removed. */
export async function findEarliest(db: Db, userId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom("buyer_addresses")
    .select("id")
    .where("user_id", "=", userId)
    .orderBy("id")
    .limit(1)
    .executeTakeFirst();
  return row?.id;
}
