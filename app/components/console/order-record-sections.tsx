import { Pairs, Section } from "#app/components/console/supplier-review-parts.tsx";
import { useOrderMoney } from "#app/components/order-sheet/money.ts";
import { incotermText, type SheetOrder } from "#app/components/order-sheet/order-terms.ts";
import { addressLines } from "#app/components/order-sheet/printable-parts.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { useLang } from "#app/lib/use-lang.ts";
import { countryName, formatDate, formatNumber } from "#core/i18n/format.ts";

/** One order as the console's detail reads it (the service's record, as loader data). */
export interface ConsoleOrderRecord {
  order: SheetOrder & { supplier_company_id: number; conversation_id: number | null; origin: string };
  shipTo: Record<string, string | null>;
  buyer: { id: number; name: string; email: string; phone: string | null; companyName: string | null } | null;
  supplier: {
    id: number;
    name: string;
    legal_name: string | null;
    address: string | null;
    city: string | null;
    zip: string | null;
    country: string;
    email: string | null;
    office_phone: string | null;
  } | null;
  payments: {
    id: number;
    milestone: string;
    amount_e4: number;
    paid_on: string;
    bank_reference: string;
    status: string;
    decision_reason: string | null;
    proof_document_id: number | null;
  }[];
  documents: {
    id: number;
    kind: string;
    side: string;
    original_name: string;
    byte_size: number;
    created_at: string;
  }[];
  events: {
    id: number;
    party: string;
    action: string;
    from_status: string;
    to_status: string;
    reason: string | null;
    created_at: string;
    actorName: string | null;
  }[];
}

export function OrderParties({ record }: { record: ConsoleOrderRecord }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { buyer, supplier, shipTo } = record;
  const address = addressLines(shipTo, (code) => countryName(lang, code));
  return (
    <Section id="parties-title" title={t("orderSheet.parties")}>
      <Pairs
        rows={[
          {
            label: t("orderSheet.buyer"),
            value: buyer ? (
              <>
                <bdi>{buyer.name}</bdi> · <bdi dir="ltr">{buyer.email}</bdi>
                {buyer.phone ? (
                  <>
                    {" "}
                    · <bdi dir="ltr">{buyer.phone}</bdi>
                  </>
                ) : null}
                {buyer.companyName ? (
                  <>
                    {" "}
                    · <bdi>{buyer.companyName}</bdi>
                  </>
                ) : null}
              </>
            ) : (
              t("console.orders.buyerGone")
            ),
          },
          {
            label: t("orderSheet.shipTo"),
            value: address.length ? <bdi className="whitespace-pre-line">{address.join("\n")}</bdi> : "",
          },
          {
            label: t("orderSheet.supplier"),
            value: supplier ? (
              <a href={`/admin/suppliers/${supplier.id}`} className="text-brand-700 underline">
                <bdi>{supplier.name}</bdi>
              </a>
            ) : (
              ""
            ),
          },
          {
            label: t("orderSheet.supplierAddress"),
            value: supplier
              ? [
                  supplier.address,
                  [supplier.zip, supplier.city].filter(Boolean).join(" "),
                  countryName(lang, supplier.country),
                ]
                  .filter(Boolean)
                  .join(", ")
              : "",
          },
        ]}
      />
    </Section>
  );
}

export function OrderTerms({ record }: { record: ConsoleOrderRecord }) {
  const { t } = useTranslation();
  const lang = useLang();
  const o = record.order;
  const days = (n: number | null) =>
    n === null ? "" : t("orderSheet.days", { count: formatNumber(lang, n) });
  return (
    <Section id="terms-title" title={t("orderSheet.terms")}>
      <Pairs
        rows={[
          { label: t("orderSheet.incoterm"), value: incotermText(o) },
          { label: t("orderSheet.leadTime"), value: days(o.lead_time_days) },
          {
            label: t("orderSheet.method"),
            value: o.shipping_method
              ? `${t(`orderSheet.methods.${o.shipping_method}`)}${o.shipping_estimate_days ? ` · ${days(o.shipping_estimate_days)}` : ""}`
              : "",
          },
          { label: t("orderSheet.paymentReference"), value: <bdi dir="ltr">{o.payment_reference}</bdi> },
          {
            label: t("orderSheet.bankDetails"),
            value: o.bank_details ? <bdi className="whitespace-pre-line">{o.bank_details}</bdi> : "",
          },
          {
            label: t("orderSheet.shipment"),
            value: o.carrier
              ? [o.carrier, o.tracking_number, o.shipped_on ? formatDate(lang, o.shipped_on) : null]
                  .filter(Boolean)
                  .join(" · ")
              : "",
          },
          { label: t("orderSheet.buyerNote"), value: o.buyer_note ?? "" },
          { label: t("orderSheet.supplierNote"), value: o.supplier_note ?? "" },
        ]}
      />
    </Section>
  );
}

export function OrderPayments({ record }: { record: ConsoleOrderRecord }) {
  const { t } = useTranslation();
  const lang = useLang();
  const money = useOrderMoney();
  return (
    <Section id="payments-title" title={t("console.orders.payments")}>
      {record.payments.length ? (
        <ul className="mt-2 space-y-2 text-sm">
          {record.payments.map((p) => (
            <li key={p.id} data-payment={p.status} className="min-w-0 break-words">
              <span className="font-semibold">{t(`console.orders.paymentStatus.${p.status}`)}</span> ·{" "}
              {t(`console.orders.milestone.${p.milestone}`)} · {money(p.amount_e4, record.order.currency)} ·{" "}
              {formatDate(lang, p.paid_on)} · <bdi dir="ltr">{p.bank_reference}</bdi>
              {p.decision_reason ? (
                <span className="block text-gray-700">
                  <bdi>{p.decision_reason}</bdi>
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-gray-600">{t("console.orders.noPayments")}</p>
      )}
    </Section>
  );
}

export function OrderDocuments({ record }: { record: ConsoleOrderRecord }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <Section id="documents-title" title={t("console.orders.documents")}>
      {record.documents.length ? (
        <ul className="mt-2 space-y-1 text-sm">
          {record.documents.map((d) => (
            <li key={d.id} className="min-w-0 break-words">
              <a href={`/admin/orders/${record.order.id}/files/${d.id}`} className="text-brand-700 underline">
                <bdi>{d.original_name}</bdi>
              </a>{" "}
              · {t(`console.orders.documentKinds.${d.kind}`)} · {t(`console.orders.party.${d.side}`)} ·{" "}
              {formatNumber(lang, Math.ceil(d.byte_size / 1024))} KB · {formatDate(lang, d.created_at)}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-gray-600">{t("console.orders.noDocuments")}</p>
      )}
    </Section>
  );
}

export function OrderTimeline({ record }: { record: ConsoleOrderRecord }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <Section id="timeline-title" title={t("console.orders.timeline")}>
      <ol className="mt-2 space-y-2 border-s-2 border-gray-200 ps-4 text-sm">
        {record.events.map((e) => (
          <li key={e.id} data-event={e.action} className="min-w-0 break-words">
            <time dateTime={e.created_at} className="text-gray-600">
              {formatDate(lang, e.created_at)}
            </time>{" "}
            ·{" "}
            <span className="font-semibold">
              {t(`console.orders.actions.${e.action}`, { defaultValue: e.action })}
            </span>{" "}
            · {t(`console.orders.party.${e.party}`)}
            {e.actorName ? (
              <>
                {" "}
                (<bdi>{e.actorName}</bdi>)
              </>
            ) : null}
            {e.from_status !== e.to_status ? (
              <span className="block text-gray-700">
                {t(`orderStatus.${e.from_status}`)}{" "}
                <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
                  →
                </span>{" "}
                {t(`orderStatus.${e.to_status}`)}
              </span>
            ) : null}
            {e.reason ? (
              <span className="block whitespace-pre-line text-gray-700">
                <bdi>{e.reason}</bdi>
              </span>
            ) : null}
          </li>
        ))}
      </ol>
    </Section>
  );
}
