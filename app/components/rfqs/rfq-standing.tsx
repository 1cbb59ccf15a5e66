import { useTranslation } from "#app/i18n/react.tsx";
import type { RfqStanding } from "#app/lib/rfq-page.server.ts";
import { useLang } from "#app/lib/use-lang.ts";
import { formatNumber } from "#core/i18n/format.ts";
import { rfqTimeLeft } from "#core/rules/rfq-flow.ts";

const STATUS_LOOK = {
  open: "bg-green-100 text-green-800",
  closed: "bg-slate-200 text-slate-800",
} as const;

/** Open or Closed, as a small badge. */
export function RfqStatusBadge({ status }: { status: RfqStanding["status"] }) {
  const { t } = useTranslation();
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_LOOK[status]}`}>
      {t(`rfq.status.${status}`)}
    </span>
  );
}

/** "3 / 10 quotes": the quotes received against the most the buyer asked for. */
export function useQuotesText(): (standing: Pick<RfqStanding, "quoteCount" | "maxQuotes">) => string {
  const { t } = useTranslation();
  const lang = useLang();
  return (standing) =>
    t("rfqBuyer.quotesOf", {
      count: formatNumber(lang, standing.quoteCount),
      max: formatNumber(lang, standing.maxQuotes),
    });
}

/**
 * What is left of an open request's time, in words ("Days left: 5"), or why it closed. `now` is
 * the page's, so the server and the browser say the same.
 */
export function useStandingText(): (
  standing: Pick<RfqStanding, "status" | "closedReason" | "closesAt">,
  now: number,
) => string {
  const { t } = useTranslation();
  const lang = useLang();
  return (standing, now) => {
    if (standing.status === "closed")
      return standing.closedReason ? t(`rfq.closedReason.${standing.closedReason}`) : t("rfq.status.closed");
    const left = rfqTimeLeft(standing.closesAt, now);
    return t(`rfq.timeLeft.${left.unit}`, { count: formatNumber(lang, left.count) });
  };
}
