import { type REPORT_DECISIONS, readStoredReason } from "#core/schemas/message-reports.ts";
import type { ConversationSide } from "#server/db/schema/conversation-tables.ts";
import type { AppDeps } from "#server/deps.ts";
import { AppError } from "#server/lib/errors.ts";
import { type Actor, requireStaff } from "#server/modules/accounts/index.ts";
import { auditedChange } from "#server/modules/audit/index.ts";
import * as repo from "./moderation.repo.ts";

/**
 * The operator's side of reports (/admin/messages). The operator reads a conversation only
 * through a report of it: the messages come with the report, never on their own.
 */
export const REPORTS_PAGE_SIZE = 20;
/** How much of a reported conversation the operator reads. */
export const REPORT_MESSAGES = 20;

const fullName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(" ");

export async function listMessageReports(deps: Pick<AppDeps, "db">, actor: Actor, page: number) {
  requireStaff(actor);
  const counts = await repo.countReports(deps.db);
  const rows = await repo.listReportRows(deps.db, {
    offset: (page - 1) * REPORTS_PAGE_SIZE,
    limit: REPORTS_PAGE_SIZE,
  });
  const reports = [];
  for (const row of rows) {
    const messages = await repo.lastMessages(deps.db, row.conversation_id, REPORT_MESSAGES);
    reports.push({
      id: row.id,
      conversationId: row.conversation_id,
      messageId: row.message_id,
      status: row.status,
      createdAt: row.created_at,
      resolvedAt: row.resolved_at,
      resolvedBy: fullName(row.resolver_first_name, row.resolver_last_name) || null,
      blockedBy: row.blocked_by,
      ...readStoredReason(row.reason),
      reporter: {
        side: row.reporter_side,
        name: fullName(row.reporter_first_name, row.reporter_last_name),
        email: row.reporter_email,
      },
      buyer: { name: fullName(row.buyer_first_name, row.buyer_last_name), email: row.buyer_email },
      company: { id: row.seller_company_id, name: row.company_name },
      messages: messages.map((m) => ({
        id: m.id,
        side: m.sender_side,
        kind: m.kind,
        body: m.body,
        createdAt: m.created_at,
        sender: fullName(m.sender_first_name, m.sender_last_name) || null,
      })),
    });
  }
  return { reports, ...counts, page, pageSize: REPORTS_PAGE_SIZE };
}

export type MessageReportView = Awaited<ReturnType<typeof listMessageReports>>["reports"][number];

/**
 * Decides an open report, audited: dismissed, or actioned — the conversation is blocked as the
 * reporter's side would block it, so the reported side can no longer send there. A report decided
 * already (another operator, a second click) is refused and nothing changes.
 */
export async function decideMessageReport(
  deps: Pick<AppDeps, "db" | "clock">,
  actor: Actor,
  decision: { id: number; decision: (typeof REPORT_DECISIONS)[number] },
): Promise<{ blockedBy: ConversationSide | null }> {
  const status = decision.decision === "action" ? "actioned" : "dismissed";
  return auditedChange(
    deps.db,
    actor,
    (result: { conversationId: number; blockedBy: ConversationSide | null }) => ({
      action: `message_report.${decision.decision === "action" ? "action" : "dismiss"}`,
      entity: "message_report",
      entityId: decision.id,
      details: { conversationId: result.conversationId, blockedBy: result.blockedBy },
    }),
    async (trx) => {
      const report = await repo.resolveOpenReport(trx, decision.id, {
        status,
        by: actor.id,
        at: new Date(deps.clock.now()).toISOString(),
      });
      if (!report) throw new AppError("conflict", "console.messages.alreadyDecided");
      if (status === "actioned") await repo.setBlock(trx, report.conversation_id, report.reporter_side);
      return {
        conversationId: report.conversation_id,
        blockedBy: status === "actioned" ? report.reporter_side : null,
      };
    },
  );
}
