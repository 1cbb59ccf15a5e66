import { Link } from "react-router";
import { useTranslation } from "../../i18n/react.tsx";
import { useLang } from "../../lib/use-lang.ts";
import { countryName, formatDate, formatNumber } from "#core/i18n/format.ts";
import { addressLines, PartyBlock, PaymentBox, PrintButton } from "./printable-parts.tsx";
import { useOrderMoney } from "./money.ts";
import { OrderLinesTable, OrderTotalsList, type SheetLine } from "./order-lines.tsx";
import { OrderStatusBadge } from "./order-status-badge.tsx";
import { incotermText, paymentTermsText, type SheetOrder, type SheetTotals } from "./order-terms.ts";

export interface PrintableOrderData {
  order: SheetOrder;
  number: string;
  shipTo: Record<string, string | null>;
  lines: SheetLine[];
  buyer: { name: string; email: string; phone: string | null; companyName: string | null } | null;
  supplier: {
    name: string;
    legal_name: string | null;
    address: string | null;
    city: string | null;
    zip: string | null;
    country: string;
    email: string | null;
    office_phone: string | null;
  } | null;
  totals: SheetTotals;
  document: "order" | "proforma";
  printedAt: string;
  /** The order's own page, and this page's address (without the document choice). */
  orderHref: string;
  printHref: string;
}

const TAB = "inline-flex min-h-10 items-center rounded-md px-3 text-sm font-semibold";

/**
 * The printed order or proforma invoice: one sheet of A4 in the reader's language. On screen a
 * bar above it goes back to the order, switches between the two documents and prints; the bar,
 * the site's header and its footer are left out of the print.
 */
export function PrintableOrder({ data }: { data: PrintableOrderData }) {
  const { t } = useTranslation();
  const lang = useLang();
  const money = useOrderMoney();
  const { order, totals, supplier, buyer } = data;
  const proforma = data.document === "proforma";
  const title = t(proforma ? "orderSheet.proformaTitle" : "orderSheet.orderTitle");
  const days = (n: number) => t("orderSheet.days", { count: formatNumber(lang, n) });
  const terms: { label: string; value: string }[] = [
    { label: t("orderSheet.incoterm"), value: incotermText(order) },
    {
      label: t("orderSheet.paymentTerms"),
      value: paymentTermsText(
        order,
        totals,
        t,
        (e4) => money(e4, order.currency),
        (n) => formatNumber(lang, n),
      ),
    },
    { label: t("orderSheet.leadTime"), value: order.lead_time_days ? days(order.lead_time_days) : "" },
    {
      label: t("orderSheet.method"),
      value: order.shipping_method
        ? [
            t(`orderSheet.methods.${order.shipping_method}`),
            order.shipping_estimate_days ? days(order.shipping_estimate_days) : "",
          ]
            .filter(Boolean)
            .join(" · ")
        : "",
    },
  ].filter((row) => row.value);
  return (
    <div className="mx-auto max-w-[210mm]">
      <nav
        aria-label={t("orderSheet.printBar")}
        className="mb-4 flex flex-wrap items-center gap-2 print:hidden"
      >
        <Link to={data.orderHref} className="me-auto text-sm text-brand-700 underline">
          {t("orderSheet.backToOrder")}
        </Link>
        {(["order", "proforma"] as const).map((kind) => (
          <Link
            key={kind}
            to={kind === "order" ? data.printHref : `${data.printHref}?document=proforma`}
            aria-current={data.document === kind ? "page" : undefined}
            className={`${TAB} ${data.document === kind ? "bg-brand-600 text-white" : "border border-gray-300 bg-white text-ink hover:bg-gray-100"}`}
          >
            {t(kind === "order" ? "orderSheet.orderTitle" : "orderSheet.proformaTitle")}
          </Link>
        ))}
        <PrintButton />
      </nav>
      <article
        aria-labelledby="sheet-title"
        data-document={data.document}
        className="rounded-lg border border-gray-200 bg-white p-4 text-sm leading-relaxed sm:p-8 print:rounded-none print:border-0 print:p-0"
      >
        <header className="flex flex-wrap items-start justify-between gap-4 border-b-2 border-ink pb-3">
          <div>
            <p className="text-xs font-semibold uppercase tracking-widest text-gray-600">{t("site.name")}</p>
            <h1 id="sheet-title" className="text-2xl font-bold">
              {title}
            </h1>
          </div>
          <dl className="grid grid-cols-[auto_auto] gap-x-3 text-sm">
            <dt className="text-gray-600">{t("orderSheet.number")}</dt>
            <dd className="font-semibold" dir="ltr">
              {data.number}
            </dd>
            <dt className="text-gray-600">{t("orderSheet.date")}</dt>
            <dd>{formatDate(lang, order.created_at)}</dd>
            <dt className="text-gray-600">{t("orderSheet.status")}</dt>
            <dd>
              <OrderStatusBadge status={order.status} />
            </dd>
          </dl>
        </header>
        <div className="mt-4 grid gap-4 sm:grid-cols-2 print:grid-cols-2">
          <PartyBlock
            title={t("orderSheet.supplier")}
            lines={
              supplier
                ? [
                    supplier.legal_name ?? supplier.name,
                    supplier.address,
                    [supplier.zip, supplier.city].filter(Boolean).join(" "),
                    countryName(lang, supplier.country),
                    supplier.email,
                    supplier.office_phone,
                  ]
                : []
            }
          />
          <PartyBlock
            title={t("orderSheet.buyer")}
            lines={buyer ? [buyer.name, buyer.companyName, buyer.email, buyer.phone] : []}
          />
          <PartyBlock
            title={t("orderSheet.shipTo")}
            lines={addressLines(data.shipTo, (code) => countryName(lang, code))}
          />
          {terms.length ? (
            <section aria-labelledby="terms-title">
              <h2 id="terms-title" className="text-xs font-semibold uppercase tracking-wide text-gray-600">
                {t("orderSheet.terms")}
              </h2>
              <dl className="mt-1">
                {terms.map((row) => (
                  <div key={row.label}>
                    <dt className="inline font-medium">{row.label}: </dt>
                    <dd className="inline">
                      <bdi>{row.value}</bdi>
                    </dd>
                  </div>
                ))}
              </dl>
            </section>
          ) : null}
        </div>
        <section aria-labelledby="lines-title" className="mt-6 break-inside-avoid-page">
          <h2 id="lines-title" className="sr-only">
            {t("orderSheet.lines")}
          </h2>
          <OrderLinesTable lines={data.lines} currency={order.currency} />
          <OrderTotalsList order={order} totals={totals} />
        </section>
        {proforma ? <PaymentBox order={order} /> : null}
        {order.buyer_note || order.supplier_note ? (
          <section aria-labelledby="notes-title" className="mt-6 break-inside-avoid">
            <h2 id="notes-title" className="text-xs font-semibold uppercase tracking-wide text-gray-600">
              {t("orderSheet.notes")}
            </h2>
            {order.buyer_note ? (
              <p className="mt-1 whitespace-pre-line break-words">
                <span className="font-medium">{t("orderSheet.buyerNote")}: </span>
                <bdi>{order.buyer_note}</bdi>
              </p>
            ) : null}
            {order.supplier_note ? (
              <p className="mt-1 whitespace-pre-line break-words">
                <span className="font-medium">{t("orderSheet.supplierNote")}: </span>
                <bdi>{order.supplier_note}</bdi>
              </p>
            ) : null}
          </section>
        ) : null}
        <footer className="mt-8 border-t border-gray-300 pt-2 text-xs text-gray-600">
          {proforma ? <p>{t("orderSheet.proformaNotice")}</p> : null}
          <p>{t("orderSheet.printedOn", { date: formatDate(lang, data.printedAt) })}</p>
        </footer>
      </article>
    </div>
  );
}
