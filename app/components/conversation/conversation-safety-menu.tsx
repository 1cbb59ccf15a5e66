import { Form, useSearchParams } from "react-router";
import { REPORT_DETAILS_MAX, REPORT_REASONS } from "#core/schemas/message-reports.ts";
import { useTranslation } from "../../i18n/react.tsx";

type Side = "buyer" | "seller";

/** What the report and block actions say happened, from `?safety=` of the page they return to. */
const OUTCOME_KEYS: Record<string, { key: string; tone: "success" | "error" }> = {
  reported: { key: "messageSafety.status.reported", tone: "success" },
  already_reported: { key: "messageSafety.status.alreadyReported", tone: "success" },
  invalid_report: { key: "messageSafety.status.invalidReport", tone: "error" },
  blocked: { key: "messageSafety.status.blocked", tone: "success" },
  already_blocked: { key: "messageSafety.status.alreadyBlocked", tone: "error" },
  unblocked: { key: "messageSafety.status.unblocked", tone: "success" },
};

export interface ConversationSafetyMenuProps {
  conversationId: number;
  /** The side of the person looking: the buyer, or a member of the supplier company. */
  side: Side;
  /** conversations.blocked_by */
  blockedBy: Side | null;
  /** Supplier members need `inquiries.reply` to block (the buyer always may). */
  canBlock?: boolean;
  /** Supplier members need `inquiries.view` to report (the buyer always may). */
  canReport?: boolean;
  /** A message the report is about, when the menu sits beside one message. */
  messageId?: number;
}

/**
 * Report and block for a conversation page, as plain forms (they work without JavaScript): the
 * report form folded in a <details>, the block or unblock button, and the outcome of the last
 * action announced in a live region. The forms post to the conversation's own report and block
 * actions, which come back to the page.
 */
export function ConversationSafetyMenu({
  conversationId,
  side,
  blockedBy,
  canBlock = true,
  canReport = true,
  messageId,
}: ConversationSafetyMenuProps) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const base =
    side === "buyer" ? `/profile/meeting/${conversationId}` : `/supplier/messages/${conversationId}`;
  const outcome = OUTCOME_KEYS[search.get("safety") ?? ""];
  const idPrefix = `safety-${conversationId}${messageId ? `-${messageId}` : ""}`;
  return (
    <div className="text-sm">
      <div role="status" aria-live="polite">
        {outcome ? (
          <p
            className={`mb-2 rounded-md border px-3 py-2 ${
              outcome.tone === "error"
                ? "border-red-200 bg-red-50 text-red-800"
                : "border-green-200 bg-green-50 text-green-800"
            }`}
          >
            {t(outcome.key)}
          </p>
        ) : null}
      </div>
      {blockedBy ? (
        <p className="mb-2 text-gray-700">
          {t(blockedBy === side ? "messageSafety.blockedByYou" : "messageSafety.blockedByOther")}
        </p>
      ) : null}
      <details className="rounded-md border border-gray-200 bg-white">
        <summary className="min-h-10 cursor-pointer px-3 py-2 font-semibold">
          {t("messageSafety.menu")}
        </summary>
        <div className="grid gap-4 border-t border-gray-100 p-3">
          {canReport ? (
            <Form method="post" action={`${base}/report`} className="grid gap-2">
              <h3 className="font-semibold">{t("messageSafety.reportTitle")}</h3>
              <p className="text-gray-600">{t("messageSafety.reportIntro")}</p>
              {messageId ? <input type="hidden" name="messageId" value={messageId} /> : null}
              <label htmlFor={`${idPrefix}-reason`} className="font-medium">
                {t("messageSafety.reason")}
              </label>
              <select
                id={`${idPrefix}-reason`}
                name="reason"
                required
                defaultValue=""
                className="min-h-10 rounded-md border border-gray-300 bg-white px-2"
              >
                <option value="" disabled>
                  —
                </option>
                {REPORT_REASONS.map((reason) => (
                  <option key={reason} value={reason}>
                    {t(`messageSafety.reasons.${reason}`)}
                  </option>
                ))}
              </select>
              <label htmlFor={`${idPrefix}-details`} className="font-medium">
                {t("messageSafety.details")}
              </label>
              <textarea
                id={`${idPrefix}-details`}
                name="details"
                rows={3}
                maxLength={REPORT_DETAILS_MAX}
                aria-describedby={`${idPrefix}-details-hint`}
                className="rounded-md border border-gray-300 p-2"
              />
              <p id={`${idPrefix}-details-hint`} className="text-gray-600">
                {t("messageSafety.detailsHint")}
              </p>
              <button
                type="submit"
                className="min-h-10 justify-self-start rounded-md border border-red-300 bg-white px-4 font-semibold text-red-800 hover:bg-red-50"
              >
                {t("messageSafety.send")}
              </button>
            </Form>
          ) : null}
          {canBlock && (blockedBy === null || blockedBy === side) ? (
            <Form method="post" action={`${base}/block`} className="grid gap-2">
              <input type="hidden" name="intent" value={blockedBy ? "unblock" : "block"} />
              {blockedBy ? null : <p className="text-gray-600">{t("messageSafety.blockHint")}</p>}
              <button
                type="submit"
                className="min-h-10 justify-self-start rounded-md border border-gray-300 bg-white px-4 font-semibold hover:bg-gray-100"
              >
                {t(blockedBy ? "messageSafety.unblock" : "messageSafety.block")}
              </button>
            </Form>
          ) : null}
        </div>
      </details>
    </div>
  );
}
