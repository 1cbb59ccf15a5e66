import { useState } from "react";
import { data, Form, Link, type ShouldRevalidateFunctionArgs, useNavigation } from "react-router";
import { ActionNotice } from "#app/components/console/action-notice.tsx";
import { SupplierEvidence } from "#app/components/console/supplier-evidence.tsx";
import { StatusBadge } from "#app/components/console/supplier-status-badge.tsx";
import { TextAreaField } from "#app/components/field-parts.tsx";
import { PageTitle } from "#app/components/page-title.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { useLang } from "#app/lib/use-lang.ts";
import { countryName, formatDate, formatNumber } from "#core/i18n/format.ts";
import { companyPath } from "#core/rules/slug.ts";
import { fieldErrors } from "#core/schemas/field-errors.ts";
import { parseId } from "#core/schemas/id.ts";
import {
  DECISION_REASON_MAX,
  DECISIONS_WITH_REASON,
  type SupplierDecision,
  supplierDecisionSchema,
} from "#core/schemas/supplier-review.ts";
import { formFailure } from "#server/lib/form-response.ts";
import { isTrustedSupplier, setTrustedSupplier } from "#server/modules/products/index.ts";
import { decideSupplier, getSupplierDetail } from "#server/modules/supplier-review/index.ts";
import { requestContext } from "#server/request-context.ts";
import type { Route } from "./+types/supplier";
import { requireStaffPage } from "./access.server.ts";

/** Moderators and admins: one company as the operator reviews it; an unknown id is the 404 page. */
export async function loader({ context, params, url }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const user = requireStaffPage(ctx, url);
  const id = parseId(params.companyId);
  if (id === undefined) throw data(null, { status: 404 });
  try {
    const [detail, trustedSupplier] = await Promise.all([
      getSupplierDetail(ctx.deps.db, user, id),
      isTrustedSupplier(ctx.deps, id),
    ]);
    return { ...detail, trustedSupplier };
  } catch (error) {
    if ((error as { code?: string }).code === "not_found") throw data(null, { status: 404 });
    throw error;
  }
}

/**
 * The operator's decision: checked with the form's schema, then made by the service (staff only,
 * one guarded status change: of two clicks at once the second is told the status changed).
 */
export async function action({ context, params, request, url }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  const user = requireStaffPage(ctx, url);
  const id = parseId(params.companyId);
  if (id === undefined) throw data(null, { status: 404 });
  const values = Object.fromEntries(
    [...(await request.formData()).entries()].filter((e): e is [string, string] => typeof e[1] === "string"),
  );
  if (values.intent === "trust") {
    try {
      await setTrustedSupplier(ctx.deps, user, id, values.trusted === "1");
    } catch (error) {
      return formFailure(error, values);
    }
    return {
      ok: true as const,
      notice: `console.products.trust.${values.trusted === "1" ? "on" : "off"}Done`,
    };
  }
  const parsed = supplierDecisionSchema.safeParse(values);
  if (!parsed.success) return formFailure(parsed.error, values);
  try {
    await decideSupplier(ctx.deps, user, id, parsed.data);
  } catch (error) {
    return formFailure(error, values);
  }
  return { ok: true as const, notice: `console.suppliers.done.${parsed.data.decision}` };
}

/** Read again after a refusal too: "the status changed" means another reviewer was quicker. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod === "POST" || defaultShouldRevalidate;
}

/** The label of each company column: the storefront's words where it has them, the console's otherwise. */
const FIELD_LABELS: Record<string, string> = {
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

const HISTORY_ACTIONS = new Set(["submit", "approve", "reject", "reopen", "suspend", "reinstate", "close"]);

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-6 rounded-lg border border-gray-200 bg-white p-4">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Pairs({ rows }: { rows: { label: string; value: React.ReactNode }[] }) {
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

function DecisionForm({ decisions }: { decisions: SupplierDecision[] }) {
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
function TrustedSupplier({ trusted }: { trusted: boolean }) {
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

export default function SupplierConsoleRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const d = loaderData;
  const c = d.company;
  const date = (at: string | null) => (at ? <time dateTime={at}>{formatDate(lang, at)}</time> : "–");
  const shown = (key: string, value: string) =>
    key === "country" && value
      ? countryName(lang, value)
      : key === "is_verified"
        ? t(value === "1" || value === "true" ? "console.suppliers.yes" : "console.suppliers.no")
        : value;
  return (
    <article aria-labelledby="supplier-title">
      <PageTitle>{[c.name, t("console.suppliers.title")]}</PageTitle>
      <Link to="/admin/suppliers" className="text-sm text-brand-700 underline">
        {t("console.suppliers.back")}
      </Link>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <h1 id="supplier-title" className="min-w-0 break-words text-2xl font-bold">
          <bdi>{c.name}</bdi>
        </h1>
        <StatusBadge status={c.status} />
      </div>
      <p className="mt-1 text-sm text-gray-600">
        {t(c.visible ? "console.suppliers.visible" : "console.suppliers.hidden")}{" "}
        {c.visible ? (
          <Link to={companyPath(c.name, c.id)} className="text-brand-700 underline">
            {t("console.suppliers.storefront")}
          </Link>
        ) : null}
      </p>
      <Pairs
        rows={[
          { label: t("console.suppliers.lastReason"), value: c.statusReason ?? "" },
          { label: t("console.suppliers.submittedAt"), value: date(c.submittedAt) },
          { label: t("console.suppliers.changedAt"), value: date(c.statusChangedAt) },
          { label: t("console.suppliers.createdAt"), value: date(c.createdAt) },
          { label: t("console.suppliers.publishedProducts"), value: formatNumber(lang, d.publishedProducts) },
        ]}
      />
      <ActionNotice result={actionData} />
      <Section id="decision-title" title={t("console.suppliers.sections.decision")}>
        <DecisionForm decisions={d.decisions} />
      </Section>
      <TrustedSupplier trusted={d.trustedSupplier} />
      <Section id="details-title" title={t("console.suppliers.sections.details")}>
        <Pairs
          rows={[
            { label: t("console.suppliers.field.legalName"), value: c.legalName ?? "" },
            { label: t("console.suppliers.field.legalOwner"), value: c.legalOwner ?? "" },
            ...d.fields.map((f) => ({
              label: t(FIELD_LABELS[f.key] ?? f.key),
              value: shown(f.key, f.value),
            })),
            { label: t("company.fields.businessType"), value: d.businessTypes.join(", ") },
            { label: t("console.suppliers.field.categories"), value: d.categories.join(", ") },
            { label: t("console.suppliers.field.storefrontKey"), value: d.storefrontKey ?? "" },
          ]}
        />
      </Section>
      <Section id="texts-title" title={t("console.suppliers.sections.texts")}>
        {d.texts.length ? (
          <ul className="mt-2 space-y-3 text-sm">
            {d.texts.map((x) => (
              <li key={x.lang} lang={x.lang} className="min-w-0">
                <p className="font-semibold">
                  <bdi dir="ltr">{x.lang}</bdi>
                </p>
                <p className="break-words">
                  <span className="font-medium text-gray-600">{t("company.fields.mainProducts")}: </span>
                  {x.mainProducts ?? "–"}
                </p>
                {/* The introduction as the company wrote it, as text: the operator reads the raw submission. */}
                {x.introductionHtml ? (
                  <details className="mt-1">
                    <summary className="cursor-pointer text-brand-700">{t("company.presentation")}</summary>
                    <p className="mt-1 whitespace-pre-wrap break-words text-gray-700">{x.introductionHtml}</p>
                  </details>
                ) : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-sm text-gray-600">{t("console.suppliers.noTexts")}</p>
        )}
      </Section>
      <Section id="team-title" title={t("console.suppliers.sections.team")}>
        {d.team.length ? (
          <ul className="mt-2 space-y-1 text-sm">
            {d.team.map((m) => (
              <li key={m.id} className="min-w-0 break-words">
                <span className="font-medium">{m.name}</span> · <bdi dir="ltr">{m.email}</bdi> ·{" "}
                {t(`console.suppliers.role.${m.role}`)}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-sm text-gray-600">{t("console.suppliers.noTeam")}</p>
        )}
      </Section>
      <Section id="evidence-title" title={t("console.suppliers.sections.evidence")}>
        <SupplierEvidence
          companyId={c.id}
          documents={d.evidence.documents}
          certificates={d.evidence.certificates}
        />
      </Section>
      <Section id="history-title" title={t("console.suppliers.sections.history")}>
        {d.history.length ? (
          <ol className="mt-2 space-y-2 text-sm">
            {d.history.map((h) => {
              const verb = h.action.replace(/^company\./, "");
              return (
                <li key={h.id} className="min-w-0 break-words">
                  {date(h.at)} ·{" "}
                  <span className="font-medium">
                    {HISTORY_ACTIONS.has(verb) ? t(`console.suppliers.action.${verb}`) : h.action}
                  </span>
                  {h.by ? <> · {t("console.suppliers.by", { name: h.by })}</> : null}
                  {h.reason ? <p className="text-gray-700">{h.reason}</p> : null}
                </li>
              );
            })}
          </ol>
        ) : (
          <p className="mt-2 text-sm text-gray-600">{t("console.suppliers.noHistory")}</p>
        )}
      </Section>
    </article>
  );
}
