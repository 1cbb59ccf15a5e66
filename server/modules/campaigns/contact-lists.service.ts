import {
  type ContactInput,
  ContactInputSchema,
  ContactListNameSchema,
  type ContactListSummary,
  type ContactMember,
  type ImportBatch,
  ImportBatchSchema,
  type ImportReport,
  MEMBERS_PAGE_SIZE,
} from "#core/schemas/campaigns.ts";
import type { Db } from "#server/db/connect.ts";
import { AppError } from "#server/lib/errors.ts";
import { parseOrThrow } from "#server/lib/parse-input.ts";
import { type Actor, requireStaff } from "#server/modules/accounts/index.ts";
import { auditedChange } from "#server/modules/audit/index.ts";
import * as repo from "./campaigns.repo.ts";
import { readContactLine } from "./contact-csv.ts";

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
  return auditedChange(
    db,
    actor,
    (id: number) => ({
      action: "contactlist.create",
      entity: "contact_list",
      entityId: id,
      details: { name },
    }),
    (trx) => repo.insertContactList(trx, name),
  );
}

export async function renameContactList(db: Db, actor: Actor, listId: number, input: { name: unknown }) {
  requireStaff(actor);
  const { name } = parseOrThrow(ContactListNameSchema, input);
  const before = await repo.findContactList(db, listId);
  if (!before) throw new AppError("not_found");
  await auditedChange(
    db,
    actor,
    {
      action: "contactlist.rename",
      entity: "contact_list",
      entityId: listId,
      details: { from: before.name, to: name },
    },
    async (trx) => {
      if (!(await repo.updateContactListName(trx, listId, name))) throw new AppError("not_found");
    },
  );
}

/** Deletes the list, its members and the campaigns that target it. */
export async function deleteContactList(db: Db, actor: Actor, listId: number) {
  requireStaff(actor);
  const before = await repo.findContactList(db, listId);
  if (!before) throw new AppError("not_found");
  await auditedChange(
    db,
    actor,
    {
      action: "contactlist.delete",
      entity: "contact_list",
      entityId: listId,
      details: { name: before.name },
    },
    async (trx) => {
      if (!(await repo.deleteContactList(trx, listId))) throw new AppError("not_found");
    },
  );
}

export async function listMembers(
  db: Db,
  actor: Actor,
  listId: number,
  page: number,
): Promise<{ list: { id: number; name: string }; members: ContactMember[]; total: number }> {
  const list = await getContactList(db, actor, listId);
  const safePage = Math.max(1, Math.floor(page));
  const [rows, total] = await Promise.all([
    repo.findMembers(db, listId, MEMBERS_PAGE_SIZE, (safePage - 1) * MEMBERS_PAGE_SIZE),
    repo.countMembers(db, listId),
  ]);
  return {
    list,
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
  return auditedChange(
    db,
    actor,
    (id: number) => ({
      action: "contact.add",
      entity: "contact",
      entityId: id,
      details: { listId, email: contact.email },
    }),
    async (trx) => {
      const [added] = await repo.insertContacts(trx, listId, [contact]);
      if (!added)
        throw new AppError("conflict", "console.campaigns.members.exists", {
          email: "console.campaigns.members.exists",
        });
      return added.id;
    },
  );
}

export async function removeMember(db: Db, actor: Actor, listId: number, contactId: number) {
  await auditedChange(
    db,
    actor,
    (email: string) => ({
      action: "contact.remove",
      entity: "contact",
      entityId: contactId,
      details: { listId, email },
    }),
    async (trx) => {
      const removed = await repo.deleteContact(trx, listId, contactId);
      if (removed) return removed.email;
      // Still there means unsubscribed: the row is what keeps a later import from mailing them.
      if (await repo.findMember(trx, listId, contactId))
        throw new AppError("conflict", "console.campaigns.members.keepUnsubscribed");
      throw new AppError("not_found");
    },
  );
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
  // Addresses already in the list are the ones the insert skips (ON CONFLICT DO NOTHING).
  const added = await auditedChange(
    db,
    actor,
    (emails: Set<string>) => ({
      action: "contact.import",
      entity: "contact_list",
      entityId: listId,
      details: {
        firstLine: batch.firstLine,
        lines: batch.lines.length,
        added: emails.size,
        rejected: rejected.length + candidates.size - emails.size,
      },
    }),
    async (trx) => {
      const rows = await repo.insertContacts(
        trx,
        listId,
        [...candidates].map(([email, c]) => ({ email, name: c.name })),
      );
      return new Set(rows.map((r) => r.email));
    },
  );
  for (const [email, c] of candidates)
    if (!added.has(email)) rejected.push({ line: c.line, reason: "duplicate" });
  rejected.sort((a, b) => a.line - b.line);
  return { added: added.size, rejected };
}
