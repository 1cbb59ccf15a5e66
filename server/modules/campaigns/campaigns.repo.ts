import type { Db } from "#server/db/connect.ts";

/** All SQL of contact lists, their members and campaigns. */

export async function findContactLists(db: Db) {
  return db
    .selectFrom("contact_lists as l")
    .leftJoin("contacts as c", "c.contact_list_id", "l.id")
    .select((eb) => [
      "l.id",
      "l.name",
      "l.created_at",
      eb.fn.count<number>("c.id").as("members"),
      eb.fn.count<number>("c.unsubscribed_at").as("unsubscribed"),
    ])
    .groupBy(["l.id", "l.name", "l.created_at"])
    .orderBy("l.name")
    .orderBy("l.id")
    .execute();
}

export async function findContactList(db: Db, id: number) {
  return db.selectFrom("contact_lists").select(["id", "name"]).where("id", "=", id).executeTakeFirst();
}

export async function insertContactList(db: Db, name: string): Promise<number> {
  const row = await db.insertInto("contact_lists").values({ name }).returning("id").executeTakeFirstOrThrow();
  return row.id;
}

export async function updateContactListName(db: Db, id: number, name: string): Promise<boolean> {
  const result = await db.updateTable("contact_lists").set({ name }).where("id", "=", id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Its members and the campaigns that target it go with it (foreign keys cascade). */
export async function deleteContactList(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom("contact_lists").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function findMembers(db: Db, listId: number, limit: number, offset: number) {
  return db
    .selectFrom("contacts")
    .select(["id", "email", "name", "unsubscribed_at"])
    .where("contact_list_id", "=", listId)
    .orderBy("email")
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countMembers(db: Db, listId: number): Promise<number> {
  const row = await db
    .selectFrom("contacts")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("contact_list_id", "=", listId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Adds members; an address already in the list is left as it is (also when another import adds
 * it at the same moment). Returns the addresses actually added.
 */
export async function insertContacts(
  db: Db,
  listId: number,
  contacts: { email: string; name: string | null }[],
): Promise<{ id: number; email: string }[]> {
  if (!contacts.length) return [];
  return db
    .insertInto("contacts")
    .values(contacts.map((c) => ({ contact_list_id: listId, email: c.email, name: c.name })))
    .onConflict((oc) => oc.columns(["contact_list_id", "email"]).doNothing())
    .returning(["id", "email"])
    .execute();
}

/** Removes a member who has not unsubscribed (an unsubscribed one stays, so no import re-adds them). */
export async function deleteContact(db: Db, listId: number, contactId: number) {
  return db
    .deleteFrom("contacts")
    .where("id", "=", contactId)
    .where("contact_list_id", "=", listId)
    .where("unsubscribed_at", "is", null)
    .returning(["id", "email"])
    .executeTakeFirst();
}

export async function findMember(db: Db, listId: number, contactId: number) {
  return db
    .selectFrom("contacts")
    .select(["id", "unsubscribed_at"])
    .where("id", "=", contactId)
    .where("contact_list_id", "=", listId)
    .executeTakeFirst();
}

export async function findCampaigns(db: Db) {
  return db
    .selectFrom("campaigns as c")
    .innerJoin("contact_lists as l", "l.id", "c.contact_list_id")
    .select(["c.id", "c.name", "c.subject", "c.contact_list_id", "c.created_at", "l.name as list_name"])
    .orderBy("c.created_at", "desc")
    .orderBy("c.id", "desc")
    .execute();
}

export async function findCampaign(db: Db, id: number) {
  return db
    .selectFrom("campaigns")
    .select(["id", "name", "subject", "body_html", "contact_list_id", "sent_at"])
    .where("id", "=", id)
    .executeTakeFirst();
}

export interface CampaignValues {
  contact_list_id: number;
  name: string;
  subject: string;
  body_html: string;
}

export async function insertCampaign(db: Db, values: CampaignValues): Promise<number> {
  const row = await db.insertInto("campaigns").values(values).returning("id").executeTakeFirstOrThrow();
  return row.id;
}

export async function updateCampaign(db: Db, id: number, values: CampaignValues): Promise<boolean> {
  const result = await db.updateTable("campaigns").set(values).where("id", "=", id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteCampaign(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom("campaigns").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The name of the list a campaign goes to. */
export async function findListNameOfCampaign(db: Db, campaignId: number) {
  return db
    .selectFrom("campaigns as c")
    .innerJoin("contact_lists as l", "l.id", "c.contact_list_id")
    .select("l.name")
    .where("c.id", "=", campaignId)
    .executeTakeFirst();
}

/**
 * The member an unsubscribe link names, only when every part agrees: the contact is in the
 * list, the campaign targets that list, and the address is the contact's.
 */
export async function findUnsubscribeTarget(
  db: Db,
  link: { contactId: number; campaignId: number; listId: number; email: string },
) {
  return db
    .selectFrom("contacts as m")
    .innerJoin("campaigns as c", "c.contact_list_id", "m.contact_list_id")
    .select(["m.id", "m.unsubscribed_at"])
    .where("m.id", "=", link.contactId)
    .where("m.contact_list_id", "=", link.listId)
    .where("c.id", "=", link.campaignId)
    .where("m.email", "=", link.email)
    .executeTakeFirst();
}

/** Sets the time once; a repeated unsubscribe keeps the first one. */
export async function markUnsubscribed(db: Db, contactId: number, at: string): Promise<void> {
  await db
    .updateTable("contacts")
    .set({ unsubscribed_at: at })
    .where("id", "=", contactId)
    .where("unsubscribed_at", "is", null)
    .execute();
}

/** Subscribed members of a list in id order, a page after `afterId` (keyset paging). */
export async function findSubscribedMembers(db: Db, listId: number, afterId: number, limit: number) {
  return db
    .selectFrom("contacts")
    .select(["id", "email", "name"])
    .where("contact_list_id", "=", listId)
    .where("unsubscribed_at", "is", null)
    .where("id", ">", afterId)
    .orderBy("id")
    .limit(limit)
    .execute();
}

/** Every contact list. */
export async function countContactLists(db: Db): Promise<number> {
  const row = await db
    .selectFrom("contact_lists")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
