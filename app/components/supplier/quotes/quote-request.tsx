import type { ReactNode } from "react";
import { Link } from "react-router";
import { Fact } from "#app/components/orders/order-panel.tsx";
import { formatDeadline, orderMoney } from "#app/components/orders/order-format.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { useLang } from "#app/lib/use-lang.ts";
import { countryName, formatNumber } from "#core/i18n/format.ts";
import type { QuoteBuyerIdentity, QuoteRequest } from "#app/lib/supplier-quote.server.ts";

const W = "supplier.quote.request";

/** "500 pieces", in the reader's language. */
export function useQuantityText() {
  const { t } = useTranslation();
  const lang = useLang();
  return (quantity: number, unit: string) =>
    `${formatNumber(lang, quantity)} ${t(`units.${unit}`, { defaultValue: unit })}`;
}

/**
 * What the buyer asked for, beside the quote that answers it: the inquiry's subject and buyer, or
 * the request's title and description, with the quantity and unit, the destination, the Incoterm
 * and target price asked for, the certificates and the deadline. `buyer` is who they are, once
 * the supplier may know it (a request's buyer only once revealed).
 */
export function QuoteRequestSummary({
  request,
  buyer,
  now,
  children,
}: {
  request: QuoteRequest;
  buyer?: QuoteBuyerIdentity | null;
  now: number;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const quantity = useQuantityText();
  const rfq = request.kind === "rfq" ? request : null;
  // A request's buyer company always shows; the person only once revealed.
  const buyerText = buyer
    ? [buyer.name, buyer.company].filter(Boolean).join(" · ")
    : request.kind === "inquiry"
      ? [request.buyerName, request.buyerCompany].filter(Boolean).join(" · ")
      : request.buyerCompany;
  return (
    <section aria-labelledby="asked-title" className="min-w-0 rounded-lg border border-gray-200 bg-white p-4">
      <h2 id="asked-title" className="font-semibold">
        {t(`${W}.title`)}
      </h2>
      <p className="mt-1 text-sm text-gray-600">{t(`${W}.kind.${request.kind}`)}</p>
      <p className="mt-1 text-lg font-semibold break-words">
        <bdi>{(request.kind === "inquiry" ? request.subject : request.title) || t(`${W}.noSubject`)}</bdi>
      </p>
      {rfq?.description ? (
        <p className="mt-1 line-clamp-4 break-words whitespace-pre-line text-gray-800" dir="auto">
          {rfq.description}
        </p>
      ) : null}
      <dl className="mt-3 grid gap-3 sm:grid-cols-2">
        <Fact label={t(`${W}.buyer`)}>
          {buyerText ? <bdi>{buyerText}</bdi> : null}
          {rfq ? (
            <span className="block text-sm text-gray-600">
              {countryName(lang, rfq.buyerCountry)}
              {buyer ? null : <span className="block">{t(`${W}.buyerHidden`)}</span>}
            </span>
          ) : null}
          {buyer?.email || buyer?.phone ? (
            <span className="block text-sm">
              {buyer.email ? (
                <a href={`mailto:${buyer.email}`} className="text-brand-700 underline" dir="ltr">
                  {buyer.email}
                </a>
              ) : null}
              {buyer.phone ? (
                <bdi dir="ltr" className="block">
                  {buyer.phone}
                </bdi>
              ) : null}
            </span>
          ) : null}
        </Fact>
        {request.quantity > 0 ? (
          <Fact label={t(`${W}.quantity`)}>{quantity(request.quantity, request.unit)}</Fact>
        ) : null}
        {rfq ? (
          <>
            <Fact label={t(`${W}.destination`)}>
              {countryName(lang, rfq.destinationCountry)}
              {rfq.destinationPort ? (
                <>
                  {" · "}
                  <bdi>{rfq.destinationPort}</bdi>
                </>
              ) : null}
            </Fact>
            {rfq.incoterm ? (
              <Fact label={t(`${W}.incoterm`)}>
                <span dir="ltr">{rfq.incoterm}</span> ({t(`incoterms.${rfq.incoterm}.name`)})
              </Fact>
            ) : null}
            {rfq.targetPriceE4 !== null && rfq.currency ? (
              <Fact label={t(`${W}.targetPrice`)}>{orderMoney(lang, rfq.targetPriceE4, rfq.currency)}</Fact>
            ) : null}
            {rfq.neededBy ? (
              <Fact label={t(`${W}.neededBy`)}>{formatDeadline(lang, rfq.neededBy, now)}</Fact>
            ) : null}
            {rfq.certificates.length ? (
              <Fact label={t(`${W}.certificates`)}>
                <bdi>{rfq.certificates.join(", ")}</bdi>
              </Fact>
            ) : null}
            <Fact label={t(`${W}.closes`)}>
              {formatDeadline(lang, rfq.closesAt, now)}
              <span className="block text-sm text-gray-600">
                {t(`${W}.quotesLeft`, { count: formatNumber(lang, rfq.quotesLeft) })}
              </span>
            </Fact>
          </>
        ) : null}
      </dl>
      {request.kind === "inquiry" ? (
        <Link
          to={`/supplier/inquiries/${request.dealId}`}
          className="mt-3 inline-block text-sm text-brand-700 underline"
        >
          {t(`${W}.openInquiry`)}
        </Link>
      ) : null}
      {children}
    </section>
  );
}
