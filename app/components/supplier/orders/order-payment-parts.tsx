import { useTranslation } from "#app/i18n/react.tsx";
import { useLang } from "#app/lib/use-lang.ts";
import { formatDate, formatNumber } from "#core/i18n/format.ts";
import { type Lang, languageInfo } from "#core/i18n/languages.ts";
import type { OrderDetail, OrderDocumentView, OrderPaymentView } from "#core/schemas/order-view.ts";
import { Fact, Panel } from "./order-detail-parts.tsx";
import { moneyWords } from "./order-words.ts";

export const documentHref = (orderId: number, documentId: number) =>
  `/supplier/orders/${orderId}/documents/${documentId}`;

/** A file size in the reader's language: "240 kB", "3.1 MB". */
function sizeWords(lang: Lang, bytes: number): string {
  const mb = bytes >= 1_000_000;
  return new Intl.NumberFormat(languageInfo(lang).intl, {
    style: "unit",
    unit: mb ? "megabyte" : "kilobyte",
    maximumFractionDigits: 1,
  }).format(mb ? bytes / 1_000_000 : Math.max(1, Math.round(bytes / 1000)));
}

/** What was agreed on: lead time, deposit, how the goods travel, the supplier's note. */
export function TermsPanel({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const lang = useLang();
  const days = (n: number | null) =>
    n === null ? "—" : t("supplier.orders.days", { count: formatNumber(lang, n) });
  return (
    <Panel id="terms" title={t("supplier.orders.termsTitle")}>
      <dl className="mt-3 grid gap-3 sm:grid-cols-2">
        <Fact label={t("supplier.orders.leadTime")}>{days(order.leadTimeDays)}</Fact>
        <Fact label={t("supplier.orders.paymentTerms")}>
          {order.depositPercent
            ? t("supplier.orders.depositTerms", { percent: formatNumber(lang, order.depositPercent) })
            : t("supplier.orders.fullPayment")}
        </Fact>
        <Fact label={t("supplier.orders.method")}>
          {order.shippingMethod ? t(`supplier.orders.methods.${order.shippingMethod}`) : "—"}
          {order.shippingEstimateDays ? ` · ${days(order.shippingEstimateDays)}` : ""}
        </Fact>
        <Fact label={t("supplier.orders.created")}>
          <time dateTime={order.createdAt}>{formatDate(lang, order.createdAt)}</time>
        </Fact>
      </dl>
      {order.supplierNote ? (
        <div className="mt-3">
          <p className="text-sm text-gray-600">{t("supplier.orders.supplierNote")}</p>
          <p className="mt-1 rounded-md bg-gray-50 p-2 break-words whitespace-pre-line" dir="auto">
            {order.supplierNote}
          </p>
        </div>
      ) : null}
    </Panel>
  );
}

/** One declared payment: amount, date, bank reference, its proof and what the supplier decided. */
export function PaymentFacts({ order, payment }: { order: OrderDetail; payment: OrderPaymentView }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <dl className="grid gap-2 text-sm sm:grid-cols-2">
      <Fact label={t("supplier.orders.paymentAmount")}>
        <span className="font-semibold">{moneyWords(lang, payment.amountE4, order.currency)}</span>
        {" · "}
        {t(`supplier.orders.milestone.${payment.milestone}`)}
      </Fact>
      <Fact label={t("supplier.orders.paidOn")}>
        <time dateTime={payment.paidOn}>{formatDate(lang, payment.paidOn)}</time>
      </Fact>
      <Fact label={t("supplier.orders.bankReference")}>
        <bdi dir="ltr">{payment.bankReference}</bdi>
      </Fact>
      <Fact label={t("supplier.orders.proof")}>
        {payment.proofDocumentId ? (
          <a href={documentHref(order.id, payment.proofDocumentId)} className="text-brand-700 underline">
            {t("supplier.orders.openProof")}
          </a>
        ) : (
          "—"
        )}
      </Fact>
    </dl>
  );
}

/** What the buyer is to pay now, the reference to quote, and every payment they declared. */
export function PaymentPanel({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <Panel id="payment" title={t("supplier.orders.paymentTitle")}>
      <dl className="mt-3 grid gap-3 sm:grid-cols-2">
        <Fact label={t("supplier.orders.amountDue")}>
          <span className="font-semibold">{moneyWords(lang, order.amountDueE4, order.currency)}</span>
          {" · "}
          {t(`supplier.orders.milestone.${order.milestone}`)}
        </Fact>
        <Fact label={t("supplier.orders.paymentReference")}>
          <bdi dir="ltr" className="font-mono">
            {order.paymentReference}
          </bdi>
        </Fact>
      </dl>
      {order.bankDetails ? (
        <div className="mt-3">
          <p className="text-sm text-gray-600">{t("supplier.orders.bankDetails")}</p>
          <p className="mt-1 rounded-md bg-gray-50 p-2 text-sm break-words whitespace-pre-line" dir="auto">
            {order.bankDetails}
          </p>
        </div>
      ) : null}
      <h3 className="mt-4 text-sm font-semibold">{t("supplier.orders.paymentsDeclared")}</h3>
      {order.payments.length ? (
        <ul className="mt-2 space-y-3">
          {order.payments.map((p) => (
            <li key={p.id} className="rounded-md border border-gray-200 p-3">
              <p className="mb-2 text-sm font-semibold">{t(`supplier.orders.paymentStatus.${p.status}`)}</p>
              <PaymentFacts order={order} payment={p} />
              {p.decisionReason ? (
                <p className="mt-2 text-sm break-words">
                  {t("supplier.orders.decisionReason", { reason: p.decisionReason })}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-sm text-gray-600">{t("supplier.orders.noPayments")}</p>
      )}
    </Panel>
  );
}

/** The order's files (proofs, invoices, packing lists, bills of lading), each a download. */
export function DocumentsPanel({ order, documents }: { order: OrderDetail; documents: OrderDocumentView[] }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <Panel id="documents" title={t("supplier.orders.documentsTitle")}>
      {documents.length ? (
        <ul className="mt-2 divide-y divide-gray-100 text-sm">
          {documents.map((d) => (
            <li key={d.id} className="flex flex-wrap items-baseline gap-x-2 py-2">
              <a
                href={documentHref(order.id, d.id)}
                className="font-medium break-all text-brand-700 underline"
              >
                <bdi>{d.name}</bdi>
              </a>
              <span className="text-gray-600">
                {t(`supplier.orders.documentKind.${d.kind}`)} · {t(`supplier.orders.party.${d.side}`)} ·{" "}
                {sizeWords(lang, d.byteSize)} ·{" "}
                <time dateTime={d.createdAt}>{formatDate(lang, d.createdAt)}</time>
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-sm text-gray-600">{t("supplier.orders.noDocuments")}</p>
      )}
    </Panel>
  );
}
