import type { InquiryRow, InquiryStage, InquiryStatus } from "#core/schemas/inquiries.ts";
import type { InquiryDbRow } from "./inquiry.repo.ts";

/** A stored lang → text map; an unreadable one is empty rather than an error on the page. */
export function textMap(json: string | null): Record<string, string> {
  if (!json) return {};
  try {
    const value = JSON.parse(json) as unknown;
    return value && typeof value === "object" ? (value as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/** The text in `lang`, else as the buyer wrote it, else any language there is. */
export function textIn(map: Record<string, string>, lang: string, original: string): string {
  return map[lang] ?? map[original] ?? Object.values(map)[0] ?? "";
}

const MINUTE_MS = 60_000;
/** As much of the last message as the inbox shows. */
const LAST_MESSAGE_CHARS = 140;

/** One stored inquiry as the supplier's inbox shows it, in the member's language `lang`. */
export function toInquiryRow(row: InquiryDbRow, lang: string, now: number): InquiryRow {
  const subjects = textMap(row.buyer_subject);
  const messages = textMap(row.buyer_message);
  const original = row.request_language;
  const subject = textIn(subjects, lang, original);
  const message = textIn(messages, lang, original);
  const translated = original !== lang && (subjects[lang] !== undefined || messages[lang] !== undefined);
  const lastActivityAt =
    row.last_message_at && row.last_message_at > row.updated_at ? row.last_message_at : row.updated_at;
  return {
    id: row.id,
    source: row.source,
    buyerName: row.request_user_name,
    buyerCompany: row.request_company,
    buyerCountry: row.buyer_country ?? null,
    subject,
    message,
    original: translated
      ? {
          lang: original,
          subject: subjects[original] ?? subject,
          message: messages[original] ?? message,
        }
      : null,
    productId: row.product_id,
    productName: row.product_name ? textIn(textMap(row.product_name), lang, original) || null : null,
    quantity: Number(row.product_quantity),
    unit: row.product_unit_type,
    plannedDate: row.buyer_request_date,
    stage: row.seller_stage as InquiryStage,
    status: row.seller_status as InquiryStatus,
    assignee:
      row.assignee_user_id !== null
        ? {
            id: row.assignee_user_id,
            name: `${row.assignee_first_name ?? ""} ${row.assignee_last_name ?? ""}`.trim(),
          }
        : null,
    conversationId: row.conversation_id,
    createdAt: row.created_at,
    lastActivityAt,
    lastMessage:
      row.last_message_kind === "text" && row.last_message_side && row.last_message_body
        ? { side: row.last_message_side, text: row.last_message_body.slice(0, LAST_MESSAGE_CHARS) }
        : null,
    waitingMinutes:
      row.first_reply_at === null
        ? Math.max(0, Math.floor((now - Date.parse(row.created_at)) / MINUTE_MS))
        : null,
  };
}
