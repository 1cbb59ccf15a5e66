import { Link } from "react-router";
import { useTranslation } from "#app/i18n/react.tsx";
import type { BuyerRevision } from "#app/lib/quote-page.server.ts";
import { useLang } from "#app/lib/use-lang.ts";
import { formatDate, formatNumber } from "#core/i18n/format.ts";
import type { QuoteStatus } from "#core/rules/quote-flow.ts";
import { buyerOrderPath } from "#core/urls/quote-paths.ts";
import { QuoteChanges } from "./quote-changes.tsx";
import { shownStatus } from "./quote-format.ts";
import { QuoteLines } from "./quote-lines.tsx";
import { QuoteStatusBadge } from "./quote-status.tsx";
import { QuoteFiles, QuoteTerms } from "./quote-terms.tsx";

const OUTCOME_KEYS: Partial<Record<QuoteStatus, string>> = {
  accepted: "quotes.outcome.accepted",
  declined: "quotes.outcome.declined",
  changes_requested: "quotes.outcome.changesRequested",
  withdrawn: "quotes.outcome.withdrawn",
  expired: "quotes.outcome.expired",
  superseded: "quotes.outcome.superseded",
};

/**
 * What became of a revision, in words: the buyer's answer with what they wrote, the supplier's
 * withdrawal with why, its time running out, or its replacement. Nothing for one still open.
 */
export function RevisionOutcome({ revision, today }: { revision: BuyerRevision; today: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const shown = shownStatus(revision.status, revision.terms.validUntil, today);
  // A revision the buyer asked to change is replaced by the next one, and keeps what they asked.
  const status = shown === "superseded" && revision.reason ? "changes_requested" : shown;
  const on = revision.decidedAt ? formatDate(lang, revision.decidedAt) : "";
  const key = OUTCOME_KEYS[status];
  if (!key) return null;
  const look =
    status === "accepted"
      ? "border-green-200 bg-green-50 text-green-900"
      : status === "changes_requested"
        ? "border-indigo-200 bg-indigo-50 text-indigo-950"
        : "border-slate-200 bg-slate-50 text-slate-900";
  return (
    <div className={`rounded-md border px-3 py-2 text-sm ${look}`} data-outcome={status}>
      <p className="font-semibold">
        {t(key, { date: on, validUntil: formatDate(lang, revision.terms.validUntil) })}
      </p>
      {revision.reason ? (
        <p className="mt-1 break-words whitespace-pre-line" dir="auto">
          {revision.reason}
        </p>
      ) : null}
      {status === "accepted" && revision.orderId !== null ? (
        <Link to={buyerOrderPath(revision.orderId)} className="mt-1 inline-block font-semibold underline">
          {t("quotes.outcome.openOrder")}
        </Link>
      ) : null}
    </div>
  );
}

/** A revision in full: what changed from the one before, its lines and totals, its terms and files, and what became of it. */
export function QuoteRevisionBody({
  quoteId,
  revision,
  previous,
  today,
  latest,
}: {
  quoteId: number;
  revision: BuyerRevision;
  previous: BuyerRevision | undefined;
  today: string;
  /** The revision the buyer answers: its changes stand out. */
  latest: boolean;
}) {
  const { t } = useTranslation();
  const prefix = `revision-${revision.number}`;
  return (
    <div className="space-y-4">
      {latest ? null : <RevisionOutcome revision={revision} today={today} />}
      <QuoteChanges revision={revision} previous={previous} idPrefix={prefix} strong={latest} />
      <QuoteLines revision={revision} idPrefix={prefix} />
      <section aria-labelledby={`${prefix}-terms-title`} className="space-y-3">
        <h3 id={`${prefix}-terms-title`} className="font-semibold">
          {t("quotes.terms.title")}
        </h3>
        <QuoteTerms revision={revision} today={today} />
        <QuoteFiles quoteId={quoteId} revision={revision} />
      </section>
    </div>
  );
}

/** The revisions before the latest, newest first, each folded (a <details>, open without JavaScript). */
export function EarlierRevisions({
  quoteId,
  revisions,
  today,
}: {
  quoteId: number;
  /** Every sent revision, oldest first; the last is the latest, shown above. */
  revisions: readonly BuyerRevision[];
  today: string;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const earlier = revisions.slice(0, -1);
  if (!earlier.length) return null;
  return (
    <section
      aria-labelledby="earlier-title"
      className="rounded-lg border border-gray-200 bg-white p-4"
      data-earlier-revisions
    >
      <h2 id="earlier-title" className="font-semibold">
        {t("quotes.earlier.title")}
      </h2>
      <div className="mt-3 space-y-2">
        {earlier
          .map((revision, i) => ({ revision, previous: earlier[i - 1] }))
          .reverse()
          .map(({ revision, previous }) => (
            <details
              key={revision.number}
              className="rounded-md border border-gray-200"
              data-revision={revision.number}
            >
              <summary className="flex min-h-10 cursor-pointer flex-wrap items-center gap-x-2 gap-y-1 px-3 py-2">
                <span className="font-semibold">
                  {t("quotes.revision", { number: formatNumber(lang, revision.number) })}
                </span>
                {revision.sentAt ? (
                  <span className="text-sm text-gray-600">
                    {t("quotes.sentOn", { date: formatDate(lang, revision.sentAt) })}
                  </span>
                ) : null}
                <QuoteStatusBadge status={shownStatus(revision.status, revision.terms.validUntil, today)} />
              </summary>
              <div className="border-t border-gray-200 p-3">
                <QuoteRevisionBody
                  quoteId={quoteId}
                  revision={revision}
                  previous={previous}
                  today={today}
                  latest={false}
                />
              </div>
            </details>
          ))}
      </div>
    </section>
  );
}
