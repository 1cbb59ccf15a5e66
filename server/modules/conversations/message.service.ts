import { createHash } from "node:crypto";
import type { Transaction } from "kysely";
import sharp from "sharp";
import type { Lang } from "#core/i18n/languages.ts";
import {
  MESSAGE_FILE_MAX_BYTES,
  MESSAGE_FILES_MAX,
  MESSAGE_TEXT_MAX,
  MESSAGES_PER_MINUTE,
} from "#core/schemas/conversation.ts";
import type { Db } from "#server/db/connect.ts";
import { recordSellerReply } from "#server/modules/deals/index.ts";
import { durableTransaction } from "#server/db/durable-transaction.ts";
import type { ConversationSide, MessageKind } from "#server/db/schema/conversation-tables.ts";
import type { Database } from "#server/db/schema.ts";
import type { AppDeps } from "#server/deps.ts";
import { AppError } from "#server/lib/errors.ts";
import { type PrivateFileStore, reencodePicture } from "#server/modules/files/index.ts";
import { appendConversationEvent } from "#server/modules/realtime/index.ts";
import { judgeAttachment } from "./attachment-content.ts";
import { lockConversation, moveReadMark, setLastMessage } from "./conversation.repo.ts";
import { type Party, requireConversation, sideOf } from "./conversation-access.ts";
import {
  type AttachmentValues,
  countMessagesSentSince,
  insertAttachments,
  insertMessage,
} from "./message.repo.ts";

export type MessageDeps = Pick<AppDeps, "db" | "clock">;

/** Refusals of a message, as translation keys. */
export const MESSAGE_ERRORS = {
  empty: "meeting.errors.empty",
  tooLong: "meeting.errors.tooLong",
  tooManyFiles: "meeting.errors.tooManyFiles",
  fileTooLarge: "meeting.errors.fileTooLarge",
  fileType: "meeting.errors.fileType",
  tooFast: "meeting.errors.tooFast",
  blocked: "meeting.errors.blocked",
} as const;

export interface MessageUpload {
  name: string;
  bytes: Uint8Array;
}

export interface NewMessage {
  body: string;
  /** The writer's page language. */
  lang: Lang;
  files?: MessageUpload[];
}

const fileError = (key: string, code: "invalid_data" | "payload_too_large" = "invalid_data") =>
  new AppError(code, key, { files: key });

/** The file name as shown later: no folders, no control characters, a bounded length. */
function cleanName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, "").trim();
  return clean.slice(0, 200) || "file";
}

/** Checks every file by its content and makes the bytes to keep; nothing is stored yet. */
async function prepareFiles(files: MessageUpload[]) {
  if (files.length > MESSAGE_FILES_MAX) throw fileError(MESSAGE_ERRORS.tooManyFiles);
  const prepared = [];
  for (const file of files) {
    if (file.bytes.byteLength > MESSAGE_FILE_MAX_BYTES)
      throw fileError(MESSAGE_ERRORS.fileTooLarge, "payload_too_large");
    const content = file.bytes.byteLength ? judgeAttachment(file.bytes) : undefined;
    if (!content) throw fileError(MESSAGE_ERRORS.fileType);
    let bytes: Uint8Array = file.bytes;
    let size: { width: number | null; height: number | null } = { width: null, height: null };
    if (content.kind === "picture") {
      const encoded = await reencodePicture(file.bytes, content.mediaType).catch(() => {
        throw fileError(MESSAGE_ERRORS.fileType);
      });
      const meta = await sharp(encoded).metadata();
      bytes = encoded;
      size = { width: meta.width ?? null, height: meta.height ?? null };
    }
    prepared.push({ name: cleanName(file.name), mediaType: content.mediaType, bytes, ...size });
  }
  return prepared;
}

/**
 * Writes a message into a conversation the party may reply in. Refused, with nothing stored:
 * empty or too long text, more than 5 files, a file over 10 MB or of a type not judged acceptable
 * from its content, more than 20 messages in the last minute, and a conversation the other side
 * has blocked. The bytes go to the private store first (outside the transaction, which must stay
 * short), then one durable transaction writes the message, its attachments, the fan-out event,
 * the conversation's last message and the sender's own read mark; a failure there removes the
 * stored bytes again.
 */
export async function postMessage(
  deps: MessageDeps,
  store: PrivateFileStore,
  party: Party,
  conversationId: number,
  message: NewMessage,
): Promise<number> {
  const conversation = await requireConversation(deps.db, party, conversationId, "reply");
  const side = sideOf(party);
  if (!side) throw new AppError("not_found");
  if (conversation.blocked_by && conversation.blocked_by !== side)
    throw new AppError("not_allowed", MESSAGE_ERRORS.blocked);
  const body = message.body.trim();
  const files = message.files ?? [];
  if (body.length > MESSAGE_TEXT_MAX)
    throw new AppError("invalid_data", MESSAGE_ERRORS.tooLong, { body: MESSAGE_ERRORS.tooLong });
  if (!body && !files.length)
    throw new AppError("invalid_data", MESSAGE_ERRORS.empty, { body: MESSAGE_ERRORS.empty });
  const now = deps.clock.now();
  const since = new Date(now - 60_000).toISOString();
  if ((await countMessagesSentSince(deps.db, party.user.id, since)) >= MESSAGES_PER_MINUTE)
    throw new AppError("rate_limited", MESSAGE_ERRORS.tooFast);
  const prepared = await prepareFiles(files);
  const keys: string[] = [];
  try {
    for (const file of prepared) keys.push(await store.put(file.bytes));
    const at = new Date(now).toISOString();
    return await durableTransaction(deps.db, async (trx) => {
      const id = await writeMessage(trx, {
        conversationId,
        side,
        senderUserId: party.user.id,
        kind: "text",
        body,
        lang: message.lang,
        refId: null,
        at,
      });
      const rows: AttachmentValues[] = prepared.map((file, i) => ({
        message_id: id,
        storage_key: keys[i]!,
        original_name: file.name,
        media_type: file.mediaType,
        byte_size: file.bytes.byteLength,
        sha256: createHash("sha256").update(file.bytes).digest("hex"),
        width: file.width,
        height: file.height,
        created_at: at,
      }));
      await insertAttachments(trx, rows);
      // The seller side's reply moves the conversation's open deals on (Contacted → Replied, the
      // time of the first reply kept for the response figures), in the same transaction.
      if (side === "seller") await recordSellerReply(trx, conversationId, at);
      return id;
    });
  } catch (error) {
    await Promise.all(keys.map((key) => store.delete(key).catch(() => undefined)));
    throw error;
  }
}

export interface CardMessage {
  conversationId: number;
  /** The side the card comes from: a buyer's request is the buyer's, a quote the seller's. */
  side: ConversationSide;
  senderUserId: number | null;
  kind: Exclude<MessageKind, "text">;
  refId: number;
  lang: Lang;
  /** ISO time, from the caller's clock. */
  at: string;
}

/**
 * Adds a card (a deal, product, quote or order shown inside the conversation) in the caller's
 * transaction, so the card exists exactly when what it shows does. No limits apply: the caller's
 * own action is what the user did.
 */
export async function postCard(trx: Transaction<Database>, card: CardMessage): Promise<number> {
  const id = await writeMessage(trx, { ...card, body: "" });
  // A quote or an order the company sends answers the buyer as a message does.
  if (card.side === "seller") await recordSellerReply(trx, card.conversationId, card.at);
  return id;
}

/**
 * The message row and everything that must change with it: the fan-out event (the same
 * transaction, so readers on every process see the message exactly when it exists), the
 * conversation's last message, and the sender's own read mark (what one wrote is read).
 */
async function writeMessage(
  trx: Db,
  m: Omit<CardMessage, "kind" | "refId"> & { kind: MessageKind; refId: number | null; body: string },
): Promise<number> {
  // The row lock first: a block made meanwhile is seen, and ids follow the order of commits.
  const locked = await lockConversation(trx, m.conversationId);
  if (!locked) throw new AppError("not_found");
  if (m.kind === "text" && locked.blocked_by && locked.blocked_by !== m.side)
    throw new AppError("not_allowed", MESSAGE_ERRORS.blocked);
  const id = await insertMessage(trx, {
    conversation_id: m.conversationId,
    sender_user_id: m.senderUserId,
    sender_side: m.side,
    kind: m.kind,
    body: m.body,
    lang: m.lang,
    ref_id: m.refId,
    created_at: m.at,
  });
  await appendConversationEvent(trx, {
    conversationId: m.conversationId,
    kind: "message",
    messageId: id,
    side: m.side,
  });
  await setLastMessage(trx, m.conversationId, id, m.at);
  await moveReadMark(trx, m.conversationId, m.side, id);
  return id;
}
