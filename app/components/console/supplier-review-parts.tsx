/* The parts of the operator's supplier page (app/routes/console/supplier.tsx): its sections, the decision form and the trusted-supplier switch. */
import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { TextAreaField } from "#app/components/field-parts.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { fieldErrors } from "#core/schemas/field-errors.ts";
import {
  DECISION_REASON_MAX,
  DECISIONS_WITH_REASON,
  type SupplierDecision,
  supplierDecisionSchema,
} from "#core/schemas/supplier-review.ts";

/** Labels of the profile fields the operator compares, by column. */
export const FIELD_LABELS: Record<string, string> = {
  email: "console.suppliers.field.email",
  office_phone: "company.fields.officePhone",
  mobile_phone: "company.fields.mobilePhone",
  address: "company.fields.address",
  city: "console.suppliers.field.city",
  zip: "console.suppliers.field.zip",
  country: "console.suppliers.field.country",
  latitude: "console.suppliers.field.latitude",
  longitude: "console.suppliers.field.longitude",
  registered_year: "console.suppliers.field.registeredYear",
  annual_sales_volume: "company.fields.annualSales",
  employees: "company.fields.employees",
  export_percentage: "company.fields.exportPercentage",
  office_size: "company.fields.officeSize",
  rd_staff: "company.fields.rdStaff",
  qc_staff: "company.fields.qcStaff",
  main_markets: "company.fields.mainMarkets",
  customers: "company.fields.customers",
  payment_types: "company.fields.paymentTypes",
  delivery_terms: "company.fields.deliveryTerms",
  currencies: "company.fields.currencies",
  ports: "company.fields.ports",
  spoken_languages: "company.fields.languages",
  minimum_order_value: "company.fields.minimumOrder",
  minimum_order_currency: "console.suppliers.field.minimumOrderCurrency",
  average_lead_time: "company.fields.leadTime",
  writing_lang: "console.suppliers.field.writingLang",
  logo_url: "console.suppliers.field.logo",
  is_verified: "console.suppliers.field.verified",
};

export const HISTORY_ACTIONS = new Set([
  "submit",
  "approve",
  "reject",
  "reopen",
  "suspend",
  "reinstate",
  "close",
]);

export function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-6 rounded-lg border border-gray-200 bg-white p-4">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function Pairs({ rows }: { rows: { label: string; value: React.ReactNode }[] }) {
  return (
    <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[minmax(10rem,max-content)_1fr]">
      {rows.map((row) => (
        <div key={row.label} className="contents">
          <dt className="font-medium text-gray-600">{row.label}</dt>
          {/* bdi: a company's own words (names, addresses) keep their direction in any page language. */}
          <dd className="min-w-0 break-words">
            {row.value === "" || row.value === null ? (
              "–"
            ) : typeof row.value === "string" ? (
              <bdi>{row.value}</bdi>
            ) : (
              row.value
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function DecisionForm({ decisions }: { decisions: SupplierDecision[] }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const [error, setError] = useState<string | undefined>();
  if (!decisions.length)
    return <p className="mt-2 text-sm text-gray-600">{t("console.suppliers.noDecision")}</p>;
  return (
    <Form
      method="post"
      className="mt-2"
      onSubmit={(event) => {
        // The schema the server uses: a missing reason is said before anything is sent.
        const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
        const reason = (event.currentTarget.elements.namedItem("reason") as HTMLTextAreaElement).value;
        const parsed = supplierDecisionSchema.safeParse({ decision: submitter?.value, reason });
        if (busy) event.preventDefault();
        else if (!parsed.success) {
          event.preventDefault();
          setError(fieldErrors(parsed.error).reason);
        } else setError(undefined);
      }}
    >
      <TextAreaField
        name="reason"
        label={t("console.suppliers.reason")}
        hint={t("console.suppliers.reasonHint")}
        error={error}
        rows={3}
        maxLength={DECISION_REASON_MAX}
      />
      <div className="mt-3 flex flex-wrap gap-2">
        {decisions.map((d) => (
          <button
            key={d}
            type="submit"
            name="decision"
            value={d}
            disabled={busy}
            className={`min-h-10 rounded-md px-4 text-sm font-semibold disabled:opacity-60 ${
              d === "approve" || d === "reinstate"
                ? "bg-brand-600 text-white hover:bg-brand-700"
                : "border border-red-300 bg-white text-red-800 hover:bg-red-50"
            }`}
          >
            {t(`console.suppliers.decide.${d}`)}
            {DECISIONS_WITH_REASON.includes(d) ? (
              <span aria-hidden="true" className="ms-0.5">
                *
              </span>
            ) : null}
          </button>
        ))}
      </div>
      {busy ? (
        <p className="mt-2 text-sm text-gray-600" role="status">
          {t("console.suppliers.working")}
        </p>
      ) : null}
    </Form>
  );
}

/** Whether the company's products and their changes skip review; the operator turns it on and off. */
export function TrustedSupplier({ trusted }: { trusted: boolean }) {
  const { t } = useTranslation();
  return (
    <Section id="trust-title" title={t("console.products.trust.title")}>
      <p className="mt-1 text-sm text-gray-700" data-trusted={trusted ? "1" : "0"}>
        {t(trusted ? "console.products.trust.isOn" : "console.products.trust.isOff")}
      </p>
      <Form method="post" className="mt-2">
        <input type="hidden" name="intent" value="trust" />
        <input type="hidden" name="trusted" value={trusted ? "0" : "1"} />
        <button
          type="submit"
          className="min-h-10 rounded-md border border-gray-300 px-4 text-sm font-semibold hover:bg-gray-100"
        >
          {t(trusted ? "console.products.trust.turnOff" : "console.products.trust.turnOn")}
        </button>
      </Form>
    </Section>
  );
}
