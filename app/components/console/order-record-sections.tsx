import { Pairs, Section } from "#app/components/console/supplier-review-parts.tsx";
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
