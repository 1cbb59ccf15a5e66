import { data, Form, Link, type ShouldRevalidateFunctionArgs } from "react-router";
import { ActionNotice } from "#app/components/console/action-notice.tsx";
import { EvidenceStatus, evidenceTitle } from "#app/components/supplier/evidence-parts.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { PageTitle } from "#app/components/page-title.tsx";
import { useLang } from "#app/lib/use-lang.ts";
import { formatDate } from "#core/i18n/format.ts";
import { parseId } from "#core/schemas/id.ts";
import { EVIDENCE_LIMITS, EvidenceDecisionSchema } from "#core/schemas/verification.ts";
import { formFailure } from "#server/lib/form-response.ts";
import { AppError } from "#server/lib/errors.ts";
import {
  decideEvidence,
  type EvidenceView,
  listEvidenceForReview,
} from "#server/modules/verification/index.ts";
import { requestContext } from "#server/request-context.ts";
import type { Route } from "./+types/company-evidence";
import { requireStaffPage } from "./access.server.ts";

function companyIdOf(params: { companyId: string }): number {
  const id = parseId(params.companyId);
  if (id === undefined) throw data(null, { status: 404 });
  return id;
}

/** One company's evidence for the operator: open each file, approve, or reject with a reason. */
export async function loader({ context, url, params }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const user = requireStaffPage(ctx, url);
  const companyId = companyIdOf(params);
  const evidence = await listEvidenceForReview(ctx.deps, user, companyId).catch((error: unknown) => {
    if (error instanceof AppError && error.code === "not_found") throw data(null, { status: 404 });
    throw error;
  });
  return { companyId, ...evidence };
}

/** One decision; the company comes from the address and the evidence must belong to it. */
export async function action({ context, request, url, params }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  const user = requireStaffPage(ctx, url);
  const companyId = companyIdOf(params);
  const form = Object.fromEntries(await request.formData().catch(() => new FormData()));
  const values = Object.fromEntries(Object.entries(form).filter(([, v]) => typeof v === "string")) as Record<
    string,
    string
  >;
  try {
    const id = parseId(values.id);
    const kind = values.kind === "certificate" || values.kind === "document" ? values.kind : undefined;
    if (id === undefined || kind === undefined) throw new AppError("not_found");
    const decision = EvidenceDecisionSchema.safeParse(values);
    if (!decision.success) return formFailure(decision.error, values, { extra: { target: `${kind}-${id}` } });
    await decideEvidence(ctx.deps, user, { kind, id, companyId }, decision.data);
    return {
      ok: true as const,
      notice:
        decision.data.decision === "approve" ? "console.evidence.approved" : "console.evidence.rejected",
    };
  } catch (error) {
    return formFailure(error, values, { extra: { target: `${values.kind}-${values.id}` } });
  }
}

/** A refused decision (someone else was quicker) shows the list as it is now. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod === "POST" || defaultShouldRevalidate;
}

export default function CompanyEvidenceRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { companyName, certificates, documents } = loaderData;
  const title = t("console.evidence.companyTitle", { company: companyName });
  const items = [...documents, ...certificates];
  return (
    <section aria-labelledby="company-evidence-title" className="max-w-3xl">
      <PageTitle>{title}</PageTitle>
      <p className="text-sm">
        <Link to="/admin/suppliers/evidence" className="text-brand-700 underline">
          ← {t("console.evidence.back")}
        </Link>
      </p>
      <h1 id="company-evidence-title" className="mt-2 text-2xl font-bold break-words">
        {title}
      </h1>
      <ActionNotice result={actionData} />
      {items.length ? (
        <ul className="mt-4 space-y-3">
          {items.map((item) => (
            <ReviewItem
              key={`${item.kind}-${item.id}`}
              item={item}
              failed={
                actionData &&
                !actionData.ok &&
                "target" in actionData &&
                actionData.target === `${item.kind}-${item.id}`
                  ? actionData
                  : undefined
              }
            />
          ))}
        </ul>
      ) : (
        <p className="mt-4 rounded-lg border border-dashed border-gray-300 p-6 text-center text-gray-600">
          {t("console.evidence.none")}
        </p>
      )}
    </section>
  );
}

function ReviewItem({
  item,
  failed,
}: {
  item: EvidenceView;
  failed: { fields: Record<string, string>; values: Record<string, string> } | undefined;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const key = `${item.kind}-${item.id}`;
  const what = evidenceTitle(t, item);
  const reasonError = failed?.fields.reason;
  return (
    <li id={key} className="min-w-0 rounded-lg border border-gray-200 bg-white p-3 text-sm">
      <p className="text-gray-600">
        {t(item.kind === "document" ? "console.evidence.document" : "console.evidence.certificate")}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="min-w-0 break-words text-base font-semibold">{what}</h2>
        <EvidenceStatus status={item.status} />
      </div>
      {item.authorizingBody || item.certificateNumber ? (
        <p className="mt-1 break-words text-gray-600">
          {[item.authorizingBody, item.certificateNumber].filter(Boolean).join(" · ")}
        </p>
      ) : null}
      <p className="mt-1 text-gray-600">
        {item.endDate
          ? `${t("console.evidence.validUntil", { date: formatDate(lang, item.endDate) })} · `
          : ""}
        {t("console.evidence.submitted", { date: formatDate(lang, item.createdAt) })}
      </p>
      {item.reason ? <p className="mt-1 break-words text-gray-700">{item.reason}</p> : null}
      <p className="mt-2">
        {item.fileId ? (
          <a
            href={`/files/${item.fileId}`}
            target="_blank"
            rel="noopener"
            className="text-brand-700 underline"
          >
            {t("console.evidence.openFile")}
            <span className="sr-only">: {what}</span>
          </a>
        ) : (
          <span className="text-gray-500">{t("console.evidence.noFile")}</span>
        )}
      </p>
      {item.status === "pending" || item.status === "approved" || item.status === "rejected" ? (
        <Form method="post" className="mt-3 space-y-2" noValidate>
          <input type="hidden" name="kind" value={item.kind} />
          <input type="hidden" name="id" value={item.id} />
          <label htmlFor={`${key}-reason`} className="block font-medium">
            {t("console.evidence.reason")}
          </label>
          <textarea
            id={`${key}-reason`}
            name="reason"
            rows={2}
            maxLength={EVIDENCE_LIMITS.reason}
            defaultValue={failed?.values.reason ?? ""}
            aria-invalid={reasonError ? true : undefined}
            aria-describedby={reasonError ? `${key}-reason-error` : undefined}
            className="w-full rounded-md border border-gray-300 px-3 py-2 aria-[invalid]:border-red-600"
          />
          {reasonError ? (
            <p id={`${key}-reason-error`} role="alert" className="text-red-700">
              {t(reasonError)}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            {item.status !== "approved" ? (
              <button
                type="submit"
                name="decision"
                value="approve"
                className="min-h-10 rounded-md bg-green-700 px-4 font-semibold text-white hover:bg-green-800"
              >
                {t("console.evidence.approve")}
                <span className="sr-only">: {what}</span>
              </button>
            ) : null}
            {item.status !== "rejected" ? (
              <button
                type="submit"
                name="decision"
                value="reject"
                className="min-h-10 rounded-md border border-red-300 bg-white px-4 font-semibold text-red-800 hover:bg-red-50"
              >
                {t("console.evidence.reject")}
                <span className="sr-only">: {what}</span>
              </button>
            ) : null}
          </div>
        </Form>
      ) : null}
    </li>
  );
}
