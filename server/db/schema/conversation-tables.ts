import type { ColumnType } from "kysely";
import type { Flag, Id, Timestamp } from "./column-types.ts";

export const CONVERSATION_SIDES = ["buyer", "seller"] as const;
export type ConversationSide = (typeof CONVERSATION_SIDES)[number];

/** What a message is: text a side wrote, or a card showing a deal, product, quote or order. */
export const MESSAGE_KINDS = ["text", "deal", "product", "quote", "order"] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

export const CONVERSATION_EVENT_KINDS = ["message", "read"] as const;
export type ConversationEventKind = (typeof CONVERSATION_EVENT_KINDS)[number];

export const MESSAGE_REPORT_STATUSES = ["open", "dismissed", "actioned"] as const;
export type MessageReportStatus = (typeof MESSAGE_REPORT_STATUSES)[number];

/** Conversations between buyers and supplier companies, and the inbox's part of a deal. */
export interface ConversationTables {
  conversations: {
    id: Id;
    buyer_user_id: number;
    seller_company_id: number;
    last_message_id: number | null;
    last_message_at: string | null;
    buyer_read_message_id: ColumnType<number, number | undefined, number>;
    seller_read_message_id: ColumnType<number, number | undefined, number>;
    buyer_notified_at: string | null;
    seller_notified_at: string | null;
    blocked_by: ConversationSide | null;
    created_at: Timestamp;
  };
  conversation_messages: {
    id: Id;
    conversation_id: number;
    sender_user_id: number | null;
    sender_side: ConversationSide;
    kind: MessageKind;
    body: ColumnType<string, string | undefined, string>;
    lang: string | null;
    ref_id: number | null;
    created_at: Timestamp;
  };
  message_translations: {
    message_id: number;
    lang: string;
    body: string;
    created_at: Timestamp;
  };
  message_attachments: {
    id: Id;
    message_id: number;
    storage_key: string;
    original_name: string;
    media_type: string;
    byte_size: number;
    sha256: string;
    width: number | null;
    height: number | null;
    created_at: Timestamp;
  };
  conversation_events: {
    id: Id;
    conversation_id: number;
    kind: ConversationEventKind;
    message_id: number | null;
    side: ConversationSide;
    created_at: Timestamp;
  };
  message_reports: {
    id: Id;
    conversation_id: number;
    message_id: number | null;
    reporter_user_id: number | null;
    reporter_side: ConversationSide;
    reason: string;
    status: ColumnType<MessageReportStatus, MessageReportStatus | undefined, MessageReportStatus>;
    resolved_by: number | null;
    resolved_at: string | null;
    created_at: Timestamp;
  };
  message_settings: {
    user_id: number;
    email_unread: Flag;
    email_include_text: Flag;
  };
  /** Users with an open event stream, per server process (server/modules/realtime/presence.ts). */
  realtime_presence: {
    process_id: string;
    user_id: number;
    streams: number;
    seen_at: string;
  };
  deal_notes: {
    id: Id;
    deal_id: number;
    author_user_id: number | null;
    body: string;
    created_at: Timestamp;
  };
}
