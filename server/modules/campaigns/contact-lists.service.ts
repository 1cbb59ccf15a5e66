import {
  type ContactInput,
  ContactInputSchema,
  type ContactListSummary,
  ContactListNameSchema,
  type ContactMember,
  type ImportBatch,
  ImportBatchSchema,
  type ImportReport,
} from "../../../app/schemas/campaigns.ts";
import type { Db } from "../../db/connect.ts";
import { AppError } from "../../lib/errors.ts";
import { parseOrThrow } from "../../lib/parse-input.ts";
import { type Actor, requireStaff } from "../accounts/staff.ts";
import { recordAudit } from "../audit/audit-log.ts";
import * as repo from "./campaigns.repo.ts";
import { readContactLine } from "./contact-csv.ts";

export const MEMBERS_PAGE_SIZE = 50;

export async function listContactLists(db: Db, actor: Actor): Promise<ContactListSummary[]> {
  requireStaff(actor);
  return (await repo.findContactLists(db)).map((row) => ({
    id: row.id,
    name: row.name,
    members: Number(row.members),
    unsubscribed: Number(row.unsubscribed),
    createdAt: row.created_at,
  }));
}

export async function getContactList(db: Db, actor: Actor, listId: number) {
  requireStaff(actor);
  const list = await repo.findContactList(db, listId);
  if (!list) throw new AppError("not_found");
  return list;
}

export async function createContactList(db: Db, actor: Actor, input: { name: unknown }): Promise<number> {
  requireStaff(actor);
  const { name } = parseOrThrow(ContactListNameSchema, input);
  const id = await repo.insertContactList(db, name);
  await recordAudit(db, {
    userId: actor.id,
    action: "contactlist.create",
    entity: "contact_list",
    entityId: id,
    details: { name },
  });
  return id;
}

export async function renameContactList(db: Db, actor: Actor, listId: number, input: { name: unknown }) {
  requireStaff(actor);
  const { name } = parseOrThrow(ContactListNameSchema, input);
  const before = await repo.findContactList(db, listId);
  if (!before || !(await repo.updateContactListName(db, listId, name))) throw new AppError("not_found");
  await recordAudit(db, {
    userId: actor.id,
    action: "contactlist.rename",
    entity: "contact_list",
    entityId: listId,
    details: { from: before.name, to: name },
  });
}

/** Deletes the list, its members and the campaigns that target it. */
export async function deleteContactList(db: Db, actor: Actor, listId: number) {
  requireStaff(actor);
  const before = await repo.findContactList(db, listId);
  if (!before || !(await repo.deleteContactList(db, listId))) throw new AppError("not_found");
  await recordAudit(db, {
    userId: actor.id,
    action: "contactlist.delete",
    entity: "contact_list",
    entityId: listId,
    details: { name: before.name },
  });
}

export async function listMembers(
  db: Db,
  actor: Actor,
  listId: number,
  page: number,
): Promise<{ members: ContactMember[]; total: number }> {
  await getContactList(db, actor, listId);
  const safePage = Math.max(1, Math.floor(page));
  const [rows, total] = await Promise.all([
    repo.findMembers(db, listId, MEMBERS_PAGE_SIZE, (safePage - 1) * MEMBERS_PAGE_SIZE),
    repo.countMembers(db, listId),
  ]);
  return {
    total,
    members: rows.map((row) => ({
      id: row.id,
      email: row.email,
      name: row.name,
      unsubscribedAt: row.unsubscribed_at,
    })),
  };
}

/** One member by hand; an address already in the list is a conflict with a field message. */
export async function addMember(
  db: Db,
  actor: Actor,
  listId: number,
  input: Partial<Record<keyof ContactInput, unknown>>,
) {
  await getContactList(db, actor, listId);
  const contact = parseOrThrow(ContactInputSchema, input);
  const [added] = await repo.insertContacts(db, listId, [contact]);
  if (!added)
    throw new AppError("conflict", "admin.campaigns.members.exists", {
      email: "admin.campaigns.members.exists",
    });
  await recordAudit(db, {
    userId: actor.id,
    action: "contact.add",
    entity: "contact",
    entityId: added.id,
    details: { listId, email: contact.email },
  });
  return added.id;
}

export async function removeMember(db: Db, actor: Actor, listId: number, contactId: number) {
  requireStaff(actor);
  const removed = await repo.deleteContact(db, listId, contactId);
  if (!removed) throw new AppError("not_found");
  await recordAudit(db, {
    userId: actor.id,
    action: "contact.remove",
    entity: "contact",
    entityId: contactId,
    details: { listId, email: removed.email },
  });
}

/**
 * One batch of a CSV import (lines `firstLine`… of the file): valid new addresses are added,
 * every other line is reported with its number and why. Batches are stored one by one, so a
 * large file shows progress and an address repeated in a later batch is found as a duplicate.
 */
export async function importContactBatch(
  db: Db,
  actor: Actor,
  listId: number,
  input: ImportBatch,
): Promise<ImportReport> {
  await getContactList(db, actor, listId);
  const batch = parseOrThrow(ImportBatchSchema, input);
  const rejected: ImportReport["rejected"] = [];
  const candidates = new Map<string, { line: number; name: string | null }>();
  batch.lines.forEach((text, index) => {
    const line = batch.firstLine + index;
    const parsed = readContactLine(text, line);
    if (parsed.kind === "rejected") rejected.push({ line, reason: parsed.reason });
    else if (parsed.kind === "contact") {
      if (candidates.has(parsed.email)) rejected.push({ line, reason: "duplicate" });
      else candidates.set(parsed.email, { line, name: parsed.name });
    }
  });
  const existing = await repo.findExistingEmails(db, listId, [...candidates.keys()]);
  const fresh = [...candidates].filter(([email]) => !existing.has(email));
  const added = new Set(
    (
      await repo.insertContacts(
        db,
        listId,
        fresh.map(([email, c]) => ({ email, name: c.name })),
      )
    ).map((r) => r.email),
  );
  for (const [email, c] of candidates)
    if (!added.has(email)) rejected.push({ line: c.line, reason: "duplicate" });
  rejected.sort((a, b) => a.line - b.line);
  await recordAudit(db, {
    userId: actor.id,
    action: "contact.import",
    entity: "contact_list",
    entityId: listId,
    details: {
      firstLine: batch.firstLine,
      lines: batch.lines.length,
      added: added.size,
      rejected: rejected.length,
    },
  });
  return { added: added.size, rejected };
}
