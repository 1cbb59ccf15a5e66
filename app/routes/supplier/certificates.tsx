import { useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { ActionNotice } from "#app/components/console/action-notice.tsx";
import { FormField } from "#app/components/form-field.tsx";
import { PageTitle } from "#app/components/page-title.tsx";
import { EvidenceRow } from "#app/components/supplier/evidence-parts.tsx";
import { checkFileOnSubmit, EvidenceFileField } from "#app/components/supplier/evidence-file-field.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { useClientValidation } from "#app/lib/forms.ts";
import { CertificateSchema, EVIDENCE_LIMITS } from "#core/schemas/verification.ts";
import { roleMay } from "#server/modules/companies/index.ts";
import { listCompanyEvidence } from "#server/modules/verification/index.ts";
import { requestContext } from "#server/request-context.ts";
import type { Route } from "./+types/certificates";
import { requireWorkspace } from "./access.server.ts";
import { runEvidenceAction } from "./evidence.server.ts";

/** The company's certificates with their review; owners and team admins add, change and delete them. */
export async function loader({ context, request, url }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const { user, company } = await requireWorkspace(ctx, request, url);
  const { certificates } = await listCompanyEvidence(ctx.deps, user, company.id);
  const editId = Number(url.searchParams.get("edit"));
  return {
    certificates,
    editing: certificates.find((c) => c.id === editId) ?? null,
    canManage: roleMay(company.role, "company.manage_documents"),
    saved: url.searchParams.has("saved"),
  };
}

export async function action({ context, request, url }: Route.ActionArgs) {
  return runEvidenceAction(context.get(requestContext), request, url, "certificate");
}

export default function CertificatesRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { certificates, editing, canManage, saved } = loaderData;
  const failed = actionData && !actionData.ok ? actionData : undefined;
  const values = failed?.values;
  const { errors, onSubmit, onChange } = useClientValidation(CertificateSchema, failed?.fields);
  const busy = useNavigation().state === "submitting";
  const [fileError, setFileError] = useState<string | undefined>();
  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    const fileOk = checkFileOnSubmit(event, !editing, setFileError);
    onSubmit(event);
    if (!fileOk) event.preventDefault();
  };
  const field = (name: string) => values?.[name] ?? (editing ? fieldOf(editing, name) : "");
  const notice = actionData ?? (saved ? { ok: true as const, notice: "supplier.evidence.saved" } : undefined);
  return (
    <section aria-labelledby="certificates-title" className="max-w-3xl">
      <PageTitle>{t("supplier.nav.certificates")}</PageTitle>
      <h1 id="certificates-title" className="text-2xl font-bold">
        {t("supplier.nav.certificates")}
      </h1>
      <p className="mt-1 text-gray-600">{t("supplier.evidence.certificates.intro")}</p>
      <ActionNotice result={notice} />
      {certificates.length ? (
        <ul className="mt-4 space-y-3">
          {certificates.map((c) => (
            <EvidenceRow key={c.id} item={c} canManage={canManage} />
          ))}
        </ul>
      ) : (
        <p className="mt-4 rounded-lg border border-dashed border-gray-300 p-6 text-center text-gray-600">
          {t("supplier.evidence.certificates.empty")}
        </p>
      )}
      {canManage ? (
        <Form
          method="post"
          encType="multipart/form-data"
          noValidate
          id="evidence-form"
          key={editing?.id ?? "new"}
          onSubmit={submit}
          onChange={onChange}
          className="mt-6 space-y-4 rounded-lg border border-gray-200 bg-white p-4"
          aria-labelledby="certificate-form-title"
        >
          <h2 id="certificate-form-title" className="text-lg font-semibold">
            {editing
              ? t("supplier.evidence.certificates.editTitle", { name: editing.title })
              : t("supplier.evidence.certificates.new")}
          </h2>
          <p className="text-sm text-gray-600">{t("supplier.evidence.reviewNote")}</p>
          {editing ? <input type="hidden" name="id" value={editing.id} /> : null}
          <FormField
            name="name"
            label={t("supplier.evidence.certificates.name")}
            marker
            required
            maxLength={EVIDENCE_LIMITS.name}
            defaultValue={field("name")}
            error={errors.name}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              name="authorizingBody"
              label={t("supplier.evidence.certificates.body")}
              maxLength={EVIDENCE_LIMITS.body}
              defaultValue={field("authorizingBody")}
              error={errors.authorizingBody}
            />
            <FormField
              name="certificateNumber"
              label={t("supplier.evidence.certificates.number")}
              maxLength={EVIDENCE_LIMITS.number}
              defaultValue={field("certificateNumber")}
              error={errors.certificateNumber}
            />
            <FormField
              name="startDate"
              type="date"
              label={t("supplier.evidence.certificates.startDate")}
              defaultValue={field("startDate")}
              error={errors.startDate}
            />
            <FormField
              name="endDate"
              type="date"
              label={t("supplier.evidence.certificates.endDate")}
              defaultValue={field("endDate")}
              error={errors.endDate}
            />
          </div>
          <EvidenceFileField required={!editing} error={fileError ?? failed?.fields.file} />
          {failed?.formError && !failed.fields.file ? (
            <p role="alert" className="text-sm text-red-700">
              {t(failed.formError)}
            </p>
          ) : null}
          <div className="flex flex-wrap items-center gap-3">
            <button
              type="submit"
              disabled={busy}
              className="min-h-10 rounded-md bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
            >
              {t("supplier.evidence.save")}
            </button>
            {editing ? (
              <Link to="." className="text-brand-700 underline">
                {t("supplier.evidence.certificates.new")}
              </Link>
            ) : null}
          </div>
        </Form>
      ) : (
        <p className="mt-6 text-sm text-gray-600">{t("supplier.evidence.noRights")}</p>
      )}
    </section>
  );
}

function fieldOf(item: Route.ComponentProps["loaderData"]["certificates"][number], name: string): string {
  const map: Record<string, string | null> = {
    name: item.title,
    authorizingBody: item.authorizingBody,
    certificateNumber: item.certificateNumber,
    startDate: item.startDate,
    endDate: item.endDate,
  };
  return map[name] ?? "";
}
