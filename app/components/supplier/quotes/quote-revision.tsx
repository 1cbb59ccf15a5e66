import { Link } from "react-router";
import { fileSizeText, formatMoment } from "#app/components/orders/order-format.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { useLang } from "#app/lib/use-lang.ts";
import type { QuoteRevisionView } from "#app/lib/supplier-quote.server.ts";
import { QuoteChanges } from "./quote-changes.tsx";
import { quoteFileHref } from "./quote-files-field.tsx";
import { QuoteLineTable } from "./quote-line-table.tsx";
import { QuoteStatusBadge } from "./quote-status.tsx";
import { QuoteTermsList } from "./quote-terms.tsx";

const R = "supplier.quote.revision";

/** Who wrote the revision's reason: the buyer (declined, changes asked for) or the supplier (withdrawn). */
const REASON_WORDS: Record<string, string> = {
  declined: `${R}.reason.declined`,
  changes_requested: `${R}.reason.changes_requested`,
  withdrawn: `${R}.reason.withdrawn`,
};

/** The statuses a revision's answer leaves it in, each with its own words ("Accepted on"). */
const DECIDED: readonly string[] = ["accepted", "declined", "changes_requested", "withdrawn", "expired"];

/**
 * One revision of a quote: its number and status, when it was written, sent, seen and answered,
 * the buyer's reason or request (or the supplier's reason to withdraw), the order its acceptance
 * made, what changed from the revision before, its lines and terms, and its files.
 */
export function QuoteRevisionCard({
  quoteId,
  revision,
  previous,
}: {
  quoteId: number;
  revision: QuoteRevisionView;
  previous: QuoteRevisionView | undefined;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const id = `revision-${revision.number}`;
  const moments = [
    { key: "created", at: revision.sentAt ? null : revision.createdAt },
    { key: "sent", at: revision.sentAt },
    { key: "seen", at: revision.seenAt },
    {
      key: DECIDED.includes(revision.status) ? `decided.${revision.status}` : "answered",
      at: revision.decidedAt,
    },
  ].filter((m): m is { key: string; at: string } => Boolean(m.at));
  return (
    <section
      aria-labelledby={`${id}-title`}
      data-revision={revision.number}
      className="min-w-0 rounded-lg border border-gray-200 bg-white p-4"
    >
      <h3 id={`${id}-title`} className="flex flex-wrap items-center gap-2 text-lg font-semibold">
        {t(`${R}.title`, { number: revision.number })}
        <QuoteStatusBadge status={revision.status} />
      </h3>
      <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-gray-600">
        {moments.map((m) => (
          <li key={m.key}>
            {t(`${R}.at.${m.key}`)} <time dateTime={m.at}>{formatMoment(lang, m.at)}</time>
          </li>
        ))}
      </ul>
      {revision.reason && REASON_WORDS[revision.status] ? (
        <div className="mt-3 rounded-md border border-amber-200 bg-amber-50 p-3">
          <p className="text-sm font-medium text-amber-900">{t(REASON_WORDS[revision.status]!)}</p>
          <p className="break-words whitespace-pre-line" dir="auto">
            {revision.reason}
          </p>
        </div>
      ) : null}
      {revision.orderId !== null ? (
        <p className="mt-3 rounded-md border border-green-200 bg-green-50 p-3 text-green-900">
          {t(`${R}.accepted`)}{" "}
          <Link to={`/supplier/orders/${revision.orderId}`} className="font-semibold underline">
            {t(`${R}.openOrder`)}
          </Link>
        </p>
      ) : null}
      {previous ? (
        <QuoteChanges before={previous.terms} after={revision.terms} number={previous.number} />
      ) : null}
      <QuoteLineTable
        lines={revision.lines}
        currency={revision.terms.currency}
        goodsTotalE4={revision.goodsTotalE4}
        caption={t(`${R}.linesCaption`, { number: revision.number })}
      />
      <div className="mt-4">
        <QuoteTermsList terms={revision.terms} />
      </div>
      {revision.attachments.length ? (
        <div className="mt-4">
          <h4 className="text-sm text-gray-600">{t(`${R}.files`)}</h4>
          <ul className="mt-1 space-y-1">
            {revision.attachments.map((file) => (
              <li key={file.id} className="text-sm">
                <a
                  href={quoteFileHref(quoteId, file.id)}
                  className="break-all text-brand-700 underline"
                  download
                >
                  <bdi>{file.name}</bdi>
                </a>{" "}
                <span className="text-gray-600">({fileSizeText(lang, file.byteSize)})</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
