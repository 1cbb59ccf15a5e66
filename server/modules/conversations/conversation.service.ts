import type { Readable } from "node:stream";
import type { Lang } from "#core/i18n/languages.ts";
import {
  CONVERSATIONS_PER_HOUR,
  type ConversationPageView,
  type ConversationSummaryView,
  MESSAGE_PAGE_SIZE,
} from "#core/schemas/conversation.ts";
import type { Db } from "#server/db/connect.ts";
import { durableTransaction } from "#server/db/durable-transaction.ts";
import type { ConversationSide } from "#server/db/schema/conversation-tables.ts";
import type { AppDeps } from "#server/deps.ts";
import { AppError } from "#server/lib/errors.ts";
import type { Actor } from "#server/modules/accounts/index.ts";
import {
  findSellerCompany,
  isCompanyMember,
  isVisibleStatus,
  TEAM_PERMISSIONS,
} from "#server/modules/companies/index.ts";
import { dealCardTitles } from "#server/modules/deals/index.ts";
import type { PrivateFileStore } from "#server/modules/files/index.ts";
import { appendConversationEvent } from "#server/modules/realtime/index.ts";
import * as repo from "./conversation.repo.ts";
import { type Party, requireConversation, sideOf } from "./conversation-access.ts";
import { findAttachmentsOf, findConversationAttachment, pageMessages } from "./message.repo.ts";
import { translationsFor } from "./message-translation.ts";

type ConversationDeps = Pick<AppDeps, "db" | "clock" | "config" | "log">;

/**
 * The buyer's conversation with the company: the one they have, or a new one. Refused: a company
 * buyers cannot see (not found), a company the user is a member of (one does not talk to one's own
 * company), and a sixth new conversation within an hour.
 */
export async function openConversation(
  deps: Pick<AppDeps, "db" | "clock">,
  buyer: Actor,
  companyId: number,
): Promise<number> {
  const company = Number.isSafeInteger(companyId) ? await findSellerCompany(deps.db, companyId) : undefined;
  if (!company || !isVisibleStatus(company.status)) throw new AppError("not_found");
  if (await isCompanyMember(deps.db, company.id, buyer.id))
    throw new AppError("not_allowed", "meeting.errors.ownCompany");
  const existing = await repo.findConversationByParties(deps.db, buyer.id, company.id);
  if (existing) return existing.id;
  const now = deps.clock.now();
  const since = new Date(now - 3_600_000).toISOString();
  if ((await repo.countConversationsStartedSince(deps.db, buyer.id, since)) >= CONVERSATIONS_PER_HOUR)
    throw new AppError("rate_limited", "meeting.errors.tooManyConversations");
  return repo.insertConversation(deps.db, {
    buyerUserId: buyer.id,
    companyId: company.id,
    at: new Date(now).toISOString(),
  });
}

/**
 * The buyer's conversation with the company, started if there is none, in the caller's
 * transaction: a deal the buyer sends shows in it as a card. The deal has its own hourly limit, so
 * the limit on new conversations does not apply; a member writing to their own company gets none.
 * Refused (nothing stored) when the company has blocked the buyer.
 */
export async function conversationForDeal(
  trx: Db,
  buyerUserId: number,
  companyId: number,
  at: string,
): Promise<number | null> {
  if (await isCompanyMember(trx, companyId, buyerUserId)) return null;
  const id = await repo.insertConversation(trx, { buyerUserId, companyId, at });
  // A company that blocked the buyer receives no more inquiries from them either.
  if ((await repo.lockConversation(trx, id))?.blocked_by === "seller")
    throw new AppError("not_allowed", "meeting.errors.blocked", { form: "meeting.errors.blocked" });
  return id;
}

/** The party's conversations, the most recent first, with the unread count of each. */
export async function listConversations(
  db: Db,
  party: Party & { side: "buyer" | "seller" },
): Promise<ConversationSummaryView[]> {
  const rows =
    party.side === "buyer"
      ? await repo.listBuyerConversations(db, party.user.id, 200)
      : await repo.listCompanyConversations(db, party.companyId, 200);
  return rows.map((row) => ({
    id: row.id,
    lastMessageAt: row.last_message_at,
    blocked: row.blocked_by !== null,
    company: {
      id: row.company_id,
      name: row.company_name,
      logo: row.company_logo,
      country: row.company_country,
    },
    buyer: { name: `${row.buyer_first_name} ${row.buyer_last_name}`.trim(), company: row.buyer_company },
    last: row.last_kind
      ? { kind: row.last_kind, body: excerpt(row.last_body ?? ""), side: row.last_side }
      : null,
    unread: Number(row.unread ?? 0),
  }));
}

const excerpt = (text: string) => (text.length > 120 ? `${text.slice(0, 119)}…` : text);

/**
 * One page of a conversation for the party: the newest 30 messages, or the 30 before `before`,
 * oldest first, each with its attachments and, when written in another language than the
 * reader's, its translation (see message-translation.ts). `seenUpTo` is the other side's read mark:
 * the party's own messages up to it show "Seen".
 */
export async function readConversation(
  deps: ConversationDeps,
  party: Party,
  conversationId: number,
  options: { lang: Lang; before?: number },
): Promise<ConversationPageView> {
  const row = await requireConversation(deps.db, party, conversationId);
  const page = await pageMessages(deps.db, row.id, MESSAGE_PAGE_SIZE + 1, options.before);
  const hasOlder = page.length > MESSAGE_PAGE_SIZE;
  const messages = page.slice(0, MESSAGE_PAGE_SIZE).reverse();
  const ids = messages.map((m) => m.id);
  const side = sideOf(party);
  // One query after the other: a page holds one pooled connection at a time.
  const attachments = await findAttachmentsOf(deps.db, ids);
  const translations = await translationsFor(deps, messages, options.lang, side);
  const dealIds = messages.flatMap((m) => (m.kind === "deal" && m.ref_id !== null ? [m.ref_id] : []));
  const cardTitles = await dealCardTitles(deps.db, row.id, dealIds, options.lang);
  const parties = await repo.findConversationParties(deps.db, row.id);
  const other: ConversationSide = side === "seller" ? "buyer" : "seller";
  return {
    id: row.id,
    side: side ?? null,
    blockedBy: row.blocked_by,
    seenUpTo: other === "buyer" ? row.buyer_read_message_id : row.seller_read_message_id,
    lastMessageId: row.last_message_id,
    hasOlder,
    company: {
      id: row.seller_company_id,
      name: parties.company_name,
      logo: parties.company_logo,
      country: parties.company_country,
    },
    buyer: {
      name: `${parties.buyer_first_name} ${parties.buyer_last_name}`.trim(),
      company: parties.buyer_company,
    },
    messages: messages.map((m) => ({
      id: m.id,
      side: m.sender_side,
      kind: m.kind,
      body: m.body,
      lang: m.lang,
      refId: m.ref_id,
      cardTitle: m.kind === "deal" && m.ref_id !== null ? (cardTitles.get(m.ref_id) ?? null) : null,
      createdAt: m.created_at,
      translation: translations.get(m.id) ?? null,
      attachments: attachments
        .filter((a) => a.message_id === m.id)
        .map((a) => ({
          id: a.id,
          name: a.original_name,
          mediaType: a.media_type,
          size: a.byte_size,
          width: a.width,
          height: a.height,
        })),
    })),
  };
}

/**
 * Marks the conversation read up to its last message for the party's side, forward only, with
 * the "read" event in the same transaction (the other side's "Seen" follows live). Nothing is
 * written when the mark is already there.
 */
export async function markConversationRead(deps: Pick<AppDeps, "db">, party: Party, conversationId: number) {
  const row = await requireConversation(deps.db, party, conversationId);
  const side = sideOf(party);
  const upTo = row.last_message_id;
  if (!side || upTo === null) return false;
  const current = side === "buyer" ? row.buyer_read_message_id : row.seller_read_message_id;
  if (current >= upTo) return false;
  return durableTransaction(deps.db, async (trx) => {
    const moved = await repo.moveReadMark(trx, row.id, side, upTo);
    if (moved)
      await appendConversationEvent(trx, { conversationId: row.id, kind: "read", messageId: upTo, side });
    return moved;
  });
}

/**
 * The user's conversations with unread messages: as a buyer, and as a member (with a role that
 * may see inquiries) of supplier companies. Two indexed counts, cheap enough for every page.
 */
export async function countUnread(db: Db, userId: number): Promise<{ buyer: number; seller: number }> {
  const buyer = await repo.countBuyerUnread(db, userId);
  const seller = await repo.countSellerUnread(db, userId, TEAM_PERMISSIONS["inquiries.view"]);
  return { buyer, seller };
}

/**
 * An attachment's bytes, for a party who may read its conversation (the id of a file of another
 * conversation is not found).
 */
export async function openAttachment(
  deps: Pick<AppDeps, "db">,
  store: PrivateFileStore,
  party: Party,
  conversationId: number,
  attachmentId: number,
): Promise<{ stream: Readable; name: string; mediaType: string; size: number }> {
  const row = await requireConversation(deps.db, party, conversationId);
  const file = Number.isSafeInteger(attachmentId)
    ? await findConversationAttachment(deps.db, row.id, attachmentId)
    : undefined;
  const stream = file ? await store.read(file.storage_key) : undefined;
  if (!file || !stream) throw new AppError("not_found");
  return { stream, name: file.original_name, mediaType: file.media_type, size: file.byte_size };
}
