import { Fact } from "#app/components/orders/order-panel.tsx";
import { orderMoney } from "#app/components/orders/order-format.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { useLang } from "#app/lib/use-lang.ts";
import { formatDate, formatNumber } from "#core/i18n/format.ts";
import type { QuoteTerms } from "#core/rules/quote-flow.ts";

const T = "supplier.quote.terms";

/** How the buyer pays: all at once, or a deposit and the balance when the quote says. */
export function usePaymentText() {
  const { t } = useTranslation();
  const lang = useLang();
  return (terms: Pick<QuoteTerms, "depositPercent" | "balanceDue">) =>
    terms.depositPercent === null
      ? t(`${T}.paymentFull`)
      : t(`${T}.paymentDeposit.${terms.balanceDue ?? "before_shipment"}`, {
          percent: formatNumber(lang, terms.depositPercent),
        });
}

/** Shipping: included, its cost, or to be quoted once accepted. */
export function useShippingText() {
  const { t } = useTranslation();
  const lang = useLang();
  return (terms: Pick<QuoteTerms, "shipping" | "shippingCostE4" | "currency">) =>
    terms.shipping === "cost" && terms.shippingCostE4 !== null
      ? orderMoney(lang, terms.shippingCostE4, terms.currency)
      : t(`${T}.shipping.${terms.shipping}`);
}

/** A revision's terms: Incoterm and place, payment, lead time, shipping, last valid day and the note. */
export function QuoteTermsList({ terms }: { terms: QuoteTerms }) {
  const { t } = useTranslation();
  const lang = useLang();
  const payment = usePaymentText();
  const shipping = useShippingText();
  return (
    <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      <Fact label={t(`${T}.incoterm`)}>
        {terms.incoterm ? (
          <>
            <span dir="ltr">{terms.incoterm}</span>
            {terms.namedPlace ? (
              <>
                {" "}
                <bdi>{terms.namedPlace}</bdi>
              </>
            ) : null}
          </>
        ) : (
          (terms.namedPlace ?? t(`${T}.noIncoterm`))
        )}
      </Fact>
      <Fact label={t(`${T}.payment`)}>{payment(terms)}</Fact>
      <Fact label={t(`${T}.leadTime`)}>
        {t(`${T}.days`, { days: formatNumber(lang, terms.leadTimeDays) })}
      </Fact>
      <Fact label={t(`${T}.shippingLabel`)}>{shipping(terms)}</Fact>
      <Fact label={t(`${T}.validUntil`)}>
        <time dateTime={terms.validUntil}>{formatDate(lang, terms.validUntil)}</time>
      </Fact>
      <Fact label={t(`${T}.currency`)}>
        <span dir="ltr">{terms.currency}</span>
      </Fact>
      {terms.note ? (
        <div className="min-w-0 sm:col-span-2 lg:col-span-3">
          <dt className="text-sm text-gray-600">{t(`${T}.note`)}</dt>
          <dd className="break-words whitespace-pre-line" dir="auto">
            {terms.note}
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
