import { useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { ActionNotice } from "#app/components/console/action-notice.tsx";
import { SelectField } from "#app/components/field-parts.tsx";
import { FormField } from "#app/components/form-field.tsx";
import { PageTitle } from "#app/components/page-title.tsx";
import { checkFileOnSubmit, EvidenceFileField } from "#app/components/supplier/evidence-file-field.tsx";
import { EvidenceRow } from "#app/components/supplier/evidence-parts.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { useClientValidation } from "#app/lib/forms.ts";
import { DOCUMENT_TYPE_VALUES, DocumentSchema } from "#core/schemas/verification.ts";
import { roleMay } from "#server/modules/companies/index.ts";
import { listCompanyEvidence } from "#server/modules/verification/index.ts";
import { requestContext } from "#server/request-context.ts";
import type { Route } from "./+types/verification";
import { requireWorkspace } from "./access.server.ts";
import { runEvidenceAction } from "./evidence.server.ts";

/** The company's verification documents with their review; owners and team admins manage them. */
export async function loader({ context, request, url }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const { user, company } = await requireWorkspace(ctx, request, url);
  const { documents } = await listCompanyEvidence(ctx.deps, user, company.id);
  const editId = Number(url.searchParams.get("edit"));
  return {
    documents,
    editing: documents.find((d) => d.id === editId) ?? null,
    canManage: roleMay(company.role, "company.manage_documents"),
    saved: url.searchParams.has("saved"),
  };
}

export async function action({ context, request, url }: Route.ActionArgs) {
  return runEvidenceAction(context.get(requestContext), request, url, "document");
}

export default function VerificationRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { documents, editing, canManage, saved } = loaderData;
  const failed = actionData && !actionData.ok ? actionData : undefined;
  const values = failed?.values;
  const { errors, onSubmit, onChange } = useClientValidation(DocumentSchema, failed?.fields);
  const busy = useNavigation().state === "submitting";
  const [fileError, setFileError] = useState<string | undefined>();
  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    const fileOk = checkFileOnSubmit(event, !editing, setFileError);
    onSubmit(event);
    if (!fileOk) event.preventDefault();
  };
  const notice = actionData ?? (saved ? { ok: true as const, notice: "supplier.evidence.saved" } : undefined);
  const typeValue = values?.documentType ?? editing?.documentType ?? "";
  const expiresValue = values?.expiresOn ?? editing?.endDate ?? "";
  return (
    <section aria-labelledby="verification-title" className="max-w-3xl">
      <PageTitle>{t("supplier.evidence.documents.title")}</PageTitle>
      <h1 id="verification-title" className="text-2xl font-bold">
        {t("supplier.evidence.documents.title")}
      </h1>
      <p className="mt-1 text-gray-600">{t("supplier.evidence.documents.intro")}</p>
      <ActionNotice result={notice} />
      {documents.length ? (
        <ul className="mt-4 space-y-3">
          {documents.map((d) => (
            <EvidenceRow key={d.id} item={d} canManage={canManage} />
          ))}
        </ul>
      ) : (
        <p className="mt-4 rounded-lg border border-dashed border-gray-300 p-6 text-center text-gray-600">
          {t("supplier.evidence.documents.empty")}
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
          aria-labelledby="document-form-title"
        >
          <h2 id="document-form-title" className="text-lg font-semibold">
            {editing
              ? t("supplier.evidence.documents.editTitle", { type: t(`verification.type.${editing.title}`) })
              : t("supplier.evidence.documents.new")}
          </h2>
          <p className="text-sm text-gray-600">{t("supplier.evidence.reviewNote")}</p>
          {editing ? <input type="hidden" name="id" value={editing.id} /> : null}
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              name="documentType"
              label={t("supplier.evidence.documents.type")}
              required
              emptyLabel="—"
              defaultValue={typeValue}
              error={errors.documentType}
            >
              {DOCUMENT_TYPE_VALUES.map((type) => (
                <option key={type} value={type}>
                  {t(`verification.type.${type}`)}
                </option>
              ))}
            </SelectField>
            <FormField
              name="expiresOn"
              type="date"
              label={t("supplier.evidence.documents.expiresOn")}
              defaultValue={expiresValue}
              error={errors.expiresOn}
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
                {t("supplier.evidence.documents.new")}
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
