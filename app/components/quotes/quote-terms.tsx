import { FileText } from "lucide-static";
import { DecorativeIcon } from "#app/components/decorative-icon.tsx";
import { fileSizeText, orderMoney } from "#app/components/orders/order-format.ts";
import { Fact } from "#app/components/orders/order-panel.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import type { BuyerRevision } from "#app/lib/quote-page.server.ts";
import { useLang } from "#app/lib/use-lang.ts";
import { formatDate, formatNumber } from "#core/i18n/format.ts";
import { OPEN_QUOTE_STATUSES } from "#core/rules/quote-flow.ts";
import { quoteFilePath } from "#core/urls/quote-paths.ts";
import { paymentWords, shippingWords, validityText } from "./quote-format.ts";

/**
 * The revision's terms: Incoterm and place, payment, lead time, shipping, how long it is valid,
 * and the supplier's note.
 */
export function QuoteTerms({ revision, today }: { revision: BuyerRevision; today: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { terms } = revision;
  const open = OPEN_QUOTE_STATUSES.includes(revision.status);
  return (
    <dl className="grid gap-3 sm:grid-cols-2" data-quote-terms>
      <Fact label={t("orders.delivery.incoterm")}>
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
          t("quotes.terms.noIncoterm")
        )}
      </Fact>
      <Fact label={t("quotes.terms.payment")}>
        {paymentWords(t, lang, terms.depositPercent, terms.balanceDue)}
      </Fact>
      <Fact label={t("orders.delivery.leadTime")}>
        {t("orders.delivery.leadTimeDays", { days: formatNumber(lang, terms.leadTimeDays) })}
      </Fact>
      <Fact label={t("orders.lines.shipping")}>
        {shippingWords(t, terms.shipping, terms.incoterm)}
        {terms.shipping === "cost" && terms.shippingCostE4 !== null ? (
          <>: {orderMoney(lang, terms.shippingCostE4, terms.currency)}</>
        ) : null}
      </Fact>
      <Fact label={t("quotes.terms.validUntil")}>
        <span data-valid-until={terms.validUntil}>{formatDate(lang, terms.validUntil)}</span>
        {open ? (
          <span className="ms-1 text-gray-700">({validityText(t, lang, terms.validUntil, today)})</span>
        ) : null}
      </Fact>
      {terms.note ? (
        <div className="min-w-0 sm:col-span-2">
          <dt className="text-sm text-gray-600">{t("quotes.terms.note")}</dt>
          <dd className="break-words whitespace-pre-line" dir="auto" data-quote-note>
            {terms.note}
          </dd>
        </div>
      ) : null}
    </dl>
  );
}

/** The revision's files (a specification, a drawing, a certificate), each a download. */
export function QuoteFiles({ quoteId, revision }: { quoteId: number; revision: BuyerRevision }) {
  const { t } = useTranslation();
  const lang = useLang();
  if (!revision.attachments.length) return null;
  return (
    <div>
      <h4 className="text-sm text-gray-600">{t("quotes.files.title")}</h4>
      <ul className="mt-1 space-y-1">
        {revision.attachments.map((file) => (
          <li key={file.id} className="text-sm" data-attachment-id={file.id}>
            <a
              href={quoteFilePath(quoteId, file.id)}
              className="inline-flex items-center gap-1 font-semibold break-all text-brand-700 underline"
            >
              <DecorativeIcon svg={FileText} className="size-4 flex-none" />
              <bdi>{file.name}</bdi>
            </a>{" "}
            <span className="text-gray-600">
              (<bdi>{fileSizeText(lang, file.byteSize)}</bdi>)
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
