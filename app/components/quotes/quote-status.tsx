import { useTranslation } from "#app/i18n/react.tsx";
import type { QuoteStatus } from "#core/rules/quote-flow.ts";

const STATUS_LOOK: Record<QuoteStatus, string> = {
  draft: "bg-gray-100 text-gray-800",
  sent: "bg-amber-100 text-amber-900",
  seen: "bg-blue-50 text-blue-900",
  changes_requested: "bg-indigo-100 text-indigo-900",
  accepted: "bg-green-100 text-green-800",
  declined: "bg-slate-200 text-slate-800",
  expired: "bg-slate-200 text-slate-800",
  withdrawn: "bg-slate-200 text-slate-800",
  superseded: "bg-gray-100 text-gray-800",
};

/** A quote's (or revision's) status as the buyer reads it, as a small label: the word says it, the colour only helps. */
export function QuoteStatusBadge({ status }: { status: QuoteStatus }) {
  const { t } = useTranslation();
  return (
    <span
      data-quote-status={status}
      className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${STATUS_LOOK[status]}`}
    >
      {t(`quotes.status.${status}`)}
    </span>
  );
}
