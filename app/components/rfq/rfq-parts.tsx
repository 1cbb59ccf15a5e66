import type { ReactNode } from "react";
import { Link } from "react-router";
import { useTranslation } from "#app/i18n/react.tsx";
import { useLang } from "#app/lib/use-lang.ts";
import { countryName, formatDate, formatNumber, languageName } from "#core/i18n/format.ts";
import { rfqTimeLeft } from "#core/rules/rfq-flow.ts";
import { orderMoney } from "../orders/order-format.ts";

/**
 * The pieces every page of a request for quotation shows the same way: its text in the reader's
 * language and what language it came from, the time left, the quotes it has, and its terms. The
 * shapes are those the request services give (server/modules/rfqs/README.md).
 */

export interface RfqTextShown {
  lang: string;
  title: string;
  description: string;
  isMachine: boolean;
}

export interface RfqListed {
  id: number;
  text: RfqTextShown;
  sourceLang: string;
  categoryCode: string;
  categoryName: string;
  quantity: number;
  unit: string;
  destinationCountry: string;
  buyerCountry: string;
  closesAt: string;
  quoteCount: number;
  maxQuotes: number;
  createdAt: string;
}

export interface RfqTermsShown extends RfqListed {
  targetPrice?: { amountE4: number; currency: string } | null;
  destinationPort: string | null;
  incoterm: string | null;
  neededBy: string | null;
  certificates: string[];
}

/**
 * Where the words come from, when not from the buyer in the reader's language: a machine
 * translation of the buyer's language, or the buyer's own text in another language (no
 * translation yet). Nothing when the buyer wrote in the reader's language.
 */
export function RfqTextOrigin({ text, sourceLang }: { text: RfqTextShown; sourceLang: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  if (!text.isMachine && text.lang === lang) return null;
  return (
    <span className="inline-block rounded-full bg-sky-50 px-2 py-0.5 text-xs font-medium text-sky-900">
      {text.isMachine
        ? t("rfqBoard.machine", { language: languageName(lang, sourceLang) })
        : t("rfqBoard.notTranslated", { language: languageName(lang, text.lang) })}
    </span>
  );
}

/** The time left to quote in words ("Days left: 12"), or Ended. */
export function RfqTimeLeft({ closesAt, now }: { closesAt: string; now: number }) {
  const { t } = useTranslation();
  const lang = useLang();
  const left = rfqTimeLeft(closesAt, now);
  return (
    <time dateTime={closesAt} title={formatDate(lang, closesAt)}>
      {t(`rfq.timeLeft.${left.unit}`, { count: formatNumber(lang, left.count) })}
    </time>
  );
}

/** "Quotes: 3 of 10". */
export function rfqQuotesText(
  t: ReturnType<typeof useTranslation>["t"],
  lang: ReturnType<typeof useLang>,
  rfq: { quoteCount: number; maxQuotes: number },
) {
  return t("rfqBoard.quotes", {
    count: formatNumber(lang, rfq.quoteCount),
    max: formatNumber(lang, rfq.maxQuotes),
  });
}

/** A quantity with its unit: "5,000 Piece". */
export function rfqQuantityText(
  t: ReturnType<typeof useTranslation>["t"],
  lang: ReturnType<typeof useLang>,
  rfq: { quantity: number; unit: string },
) {
  return t("rfqBoard.quantityValue", {
    quantity: formatNumber(lang, rfq.quantity),
    unit: t(`units.${rfq.unit}`),
  });
}

export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-gray-600">{label}</dt>
      <dd className="break-words text-sm font-medium">{children}</dd>
    </div>
  );
}

/**
 * One request in a list: its title (a link to it), where its words come from, the start of its
 * description, and the facts a supplier judges it by. `action` is the button beside the title
 * (Quote now, Your quote) and `category` what the category name links to, if anything; `heading`
 * the level of its title under the page's headings.
 */
export function RfqListItem({
  rfq,
  now,
  href,
  action,
  categoryHref,
  heading: Heading = "h2",
}: {
  rfq: RfqListed;
  now: number;
  href: string;
  action?: ReactNode;
  categoryHref?: string;
  heading?: "h2" | "h3";
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const titleId = `rfq-${rfq.id}-title`;
  return (
    <article
      aria-labelledby={titleId}
      data-rfq-id={rfq.id}
      className="rounded-lg border border-gray-200 bg-white p-4"
    >
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <Heading id={titleId} className="text-lg font-semibold break-words" lang={rfq.text.lang} dir="auto">
            <Link to={href} className="text-brand-700 hover:underline">
              {rfq.text.title}
            </Link>
          </Heading>
          <RfqTextOrigin text={rfq.text} sourceLang={rfq.sourceLang} />
        </div>
        {action ? <div className="shrink-0">{action}</div> : null}
      </div>
      <p
        className="mt-2 line-clamp-3 break-words whitespace-pre-line text-gray-700"
        lang={rfq.text.lang}
        dir="auto"
      >
        {rfq.text.description}
      </p>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-3 lg:grid-cols-6">
        <Fact label={t("rfqBoard.quantity")}>{rfqQuantityText(t, lang, rfq)}</Fact>
        <Fact label={t("rfqBoard.destination")}>{countryName(lang, rfq.destinationCountry)}</Fact>
        <Fact label={t("rfqBoard.timeLeft")}>
          <RfqTimeLeft closesAt={rfq.closesAt} now={now} />
        </Fact>
        <Fact label={t("rfqBoard.quotesLabel")}>{rfqQuotesText(t, lang, rfq)}</Fact>
        <Fact label={t("rfqBoard.language")}>{languageName(lang, rfq.sourceLang)}</Fact>
        <Fact label={t("rfqBoard.category")}>
          {categoryHref ? (
            <Link to={categoryHref} className="text-brand-700 hover:underline">
              <bdi>{rfq.categoryName}</bdi>
            </Link>
          ) : (
            <bdi>{rfq.categoryName}</bdi>
          )}
        </Fact>
      </dl>
    </article>
  );
}

/**
 * A request's terms as a description list: category, quantity, the target price (suppliers of
 * the category only: the public board is never given it), destination and port, Incoterm, the
 * date needed, certificates, the buyer's country, when it was posted and until when it takes quotes.
 */
export function RfqTerms({
  rfq,
  now,
  closedReason,
}: {
  rfq: RfqTermsShown;
  now: number;
  /** Why a closed request closed; its time left means nothing then. */
  closedReason?: string | null | undefined;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
      <Fact label={t("rfqBoard.category")}>
        <bdi>{rfq.categoryName}</bdi>
      </Fact>
      <Fact label={t("rfqBoard.quantity")}>{rfqQuantityText(t, lang, rfq)}</Fact>
      {rfq.targetPrice ? (
        <Fact label={t("rfqBoard.targetPrice")}>
          {t("rfqBoard.targetPriceValue", {
            price: orderMoney(lang, rfq.targetPrice.amountE4, rfq.targetPrice.currency),
            unit: t(`units.${rfq.unit}`),
          })}
        </Fact>
      ) : null}
      <Fact label={t("rfqBoard.destination")}>{countryName(lang, rfq.destinationCountry)}</Fact>
      {rfq.destinationPort ? (
        <Fact label={t("rfqBoard.port")}>
          <bdi>{rfq.destinationPort}</bdi>
        </Fact>
      ) : null}
      {rfq.incoterm ? (
        <Fact label={t("rfqBoard.incoterm")}>
          <span dir="ltr">{rfq.incoterm}</span> – {t(`incoterms.${rfq.incoterm}.name`)}
        </Fact>
      ) : null}
      {rfq.neededBy ? (
        <Fact label={t("rfqBoard.neededBy")}>
          <time dateTime={rfq.neededBy}>{formatDate(lang, rfq.neededBy)}</time>
        </Fact>
      ) : null}
      {rfq.certificates.length ? (
        <Fact label={t("rfqBoard.certificates")}>
          <ul className="flex flex-wrap gap-1">
            {rfq.certificates.map((c) => (
              <li key={c} className="rounded bg-gray-100 px-2 py-0.5">
                <bdi>{c}</bdi>
              </li>
            ))}
          </ul>
        </Fact>
      ) : null}
      <Fact label={t("rfqBoard.buyerCountry")}>{countryName(lang, rfq.buyerCountry)}</Fact>
      <Fact label={t("rfqBoard.language")}>{languageName(lang, rfq.sourceLang)}</Fact>
      <Fact label={t("rfqBoard.posted")}>
        <time dateTime={rfq.createdAt}>{formatDate(lang, rfq.createdAt)}</time>
      </Fact>
      {closedReason ? (
        <Fact label={t("rfqBoard.status")}>
          {t("rfq.status.closed")}: {t(`rfq.closedReason.${closedReason}`)}
        </Fact>
      ) : (
        <Fact label={t("rfqBoard.timeLeft")}>
          <RfqTimeLeft closesAt={rfq.closesAt} now={now} />
        </Fact>
      )}
      <Fact label={t("rfqBoard.quotesLabel")}>{rfqQuotesText(t, lang, rfq)}</Fact>
    </dl>
  );
}
