import { Link } from "react-router";
import { VerifiedBadge } from "#app/components/company/verified-badge.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import type { BuyerQuote, BuyerRevision } from "#app/lib/quote-page.server.ts";
import { useLang } from "#app/lib/use-lang.ts";
import { countryName, formatDate, formatNumber } from "#core/i18n/format.ts";
import { OPEN_QUOTE_STATUSES } from "#core/rules/quote-flow.ts";
import { companyHomePath } from "#core/urls/company-paths.ts";
import { buyerRfqPath, QUOTES_PATH } from "#core/urls/quote-paths.ts";
import { shownStatus, validityText } from "./quote-format.ts";
import { QuoteStatusBadge } from "./quote-status.tsx";

/** The supplier as buyers see it everywhere: its storefront, its country, and its verification. */
export function QuoteSupplier({ company }: { company: BuyerQuote["company"] }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <>
      <Link
        to={companyHomePath(company.name, company.id)}
        className="font-semibold text-brand-700 hover:underline"
      >
        <bdi>{company.name}</bdi>
      </Link>
      {company.country ? <span className="text-gray-700">· {countryName(lang, company.country)}</span> : null}
      {company.isVerified ? (
        <VerifiedBadge />
      ) : (
        <span className="text-gray-600">· {t("quotes.notVerified")}</span>
      )}
    </>
  );
}

/** How long the latest revision can still be accepted, or that it cannot any more. */
function Validity({ revision, today }: { revision: BuyerRevision; today: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const status = shownStatus(revision.status, revision.terms.validUntil, today);
  const until = formatDate(lang, revision.terms.validUntil);
  if (status === "expired")
    return (
      <p
        className="mt-3 rounded-md border border-red-200 bg-red-50 px-3 py-2 font-medium text-red-900"
        data-validity="expired"
      >
        {t("quotes.validity.expiredNotice", { date: until })}
      </p>
    );
  if (!OPEN_QUOTE_STATUSES.includes(status)) return null;
  return (
    <p
      className="mt-3 rounded-md border border-blue-200 bg-blue-50 px-3 py-2 font-medium text-blue-900"
      data-validity="open"
    >
      {t("quotes.validity.until", { date: until })} ·{" "}
      {validityText(t, lang, revision.terms.validUntil, today)}
    </p>
  );
}

/** The quote's number and status, who sent it, what it answers, its revision, and how long it is valid. */
export function QuoteHeader({ quote }: { quote: BuyerQuote }) {
  const { t } = useTranslation();
  const lang = useLang();
  const latest = quote.revisions.at(-1)!;
  return (
    <header>
      <Link to={QUOTES_PATH} className="text-sm text-brand-700 underline">
        {t("quotes.detail.back")}
      </Link>
      <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1">
        <h1 id="quote-title" className="text-2xl font-bold">
          {t("quotes.detail.title", { number: quote.number })}
        </h1>
        <QuoteStatusBadge status={shownStatus(latest.status, latest.terms.validUntil, quote.today)} />
      </div>
      <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        <span className="text-gray-600">{t("orders.detail.supplier")}:</span>
        <QuoteSupplier company={quote.company} />
      </p>
      <p className="mt-1 text-sm break-words">
        <span className="text-gray-600">
          {t(quote.origin.kind === "rfq" ? "quotes.origin.rfq" : "quotes.origin.inquiry")}:
        </span>{" "}
        {quote.origin.kind === "rfq" ? (
          <Link
            to={buyerRfqPath(quote.origin.rfqId)}
            className="font-semibold text-brand-700 hover:underline"
          >
            <bdi>{quote.origin.title}</bdi>
          </Link>
        ) : (
          <Link to="/profile/inquiries" className="font-semibold text-brand-700 hover:underline">
            <bdi>{quote.origin.title}</bdi>
          </Link>
        )}
      </p>
      <p className="mt-1 text-sm text-gray-600">
        {t("quotes.revision", { number: formatNumber(lang, latest.number) })}
        {latest.sentAt ? <> · {t("quotes.sentOn", { date: formatDate(lang, latest.sentAt) })}</> : null}
      </p>
      <Validity revision={latest} today={quote.today} />
    </header>
  );
}
