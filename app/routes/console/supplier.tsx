import { data, Link, type ShouldRevalidateFunctionArgs } from "react-router";
import { ActionNotice } from "#app/components/console/action-notice.tsx";
import { SupplierEvidence } from "#app/components/console/supplier-evidence.tsx";
import { StatusBadge } from "#app/components/console/supplier-status-badge.tsx";
import { PageTitle } from "#app/components/page-title.tsx";
import {
  DecisionForm,
  FIELD_LABELS,
  HISTORY_ACTIONS,
  Pairs,
  Section,
  TrustedSupplier,
} from "#app/components/console/supplier-review-parts.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { useLang } from "#app/lib/use-lang.ts";
import { countryName, formatDate, formatNumber } from "#core/i18n/format.ts";
import { companyPath } from "#core/rules/slug.ts";
import { parseId } from "#core/schemas/id.ts";
import { supplierDecisionSchema } from "#core/schemas/supplier-review.ts";
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
