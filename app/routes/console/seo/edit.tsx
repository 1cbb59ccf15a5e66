import { data, Form, Link, redirect } from "react-router";
import { ConfirmDelete } from "#app/components/console/confirm-delete.tsx";
import {
  CategoryOptions,
  LanguageOptions,
  Notice,
  SaveButton,
  usePublicUrl,
} from "#app/components/console/seo-controls.tsx";
import { SelectField, TextAreaField } from "#app/components/field-parts.tsx";
import { FormAlert, FormField } from "#app/components/form-field.tsx";
import { PageTitle } from "#app/components/page-title.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { type FieldErrors, parseForm, useClientValidation } from "#app/lib/forms.ts";
import { parseId } from "#core/schemas/id.ts";
import { SEARCH_KINDS, SEO_LIMITS, SeoRecordFormSchema } from "#core/schemas/seo.ts";
import { isAppError } from "#server/lib/errors.ts";
import { formFailure } from "#server/lib/form-response.ts";
import { categoryOptions } from "#server/modules/categories/index.ts";
import {
  createSeoRecord,
  deleteSeoRecord,
  getSeoRecord,
  type SeoRecord,
  updateSeoRecord,
} from "#server/modules/seo/index.ts";
import { requestContext } from "#server/request-context.ts";
import { requireStaffPage } from "../access.server.ts";
import type { Route } from "./+types/edit";

/** /admin/seo/new creates; /admin/seo/{id} edits (404 for an unknown or malformed id). */
export async function loader({ context, request, url, params }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const user = requireStaffPage(ctx, url);
  let record: SeoRecord | null = null;
  if (params.id !== undefined) {
    const id = parseId(params.id);
    if (id === undefined) throw data(null, { status: 404 });
    try {
      record = await getSeoRecord(ctx.deps.db, user, id);
    } catch (error) {
      if (isAppError(error) && error.code === "not_found") throw data(null, { status: 404 });
      throw error;
    }
  }
  const saved = new URL(request.url).searchParams.get("notice") === "saved";
  return { record, saved, categories: await categoryOptions(ctx.deps.db, ctx.lang) };
}

export async function action({ context, request, url, params }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  const user = requireStaffPage(ctx, url);
  const id = params.id === undefined ? undefined : parseId(params.id);
  if (params.id !== undefined && id === undefined) throw data(null, { status: 404 });
  const form = await parseForm(request, SeoRecordFormSchema);
  try {
    if (form.values.intent === "delete" && id !== undefined) {
      await deleteSeoRecord(ctx.deps.db, user, id);
      return redirect("/admin/seo?notice=deleted");
    }
    if (!form.ok) return formFailure(form.error, form.values);
    if (id === undefined) {
      const record = await createSeoRecord(ctx.deps.db, user, form.data);
      return redirect(`/admin/seo/${record._id}?notice=saved`);
    }
    await updateSeoRecord(ctx.deps.db, user, id, form.data);
    return redirect(`/admin/seo/${id}?notice=saved`);
  } catch (error) {
    if (isAppError(error) && error.code === "not_found") throw data(null, { status: 404 });
    return formFailure(error, form.values);
  }
}

/** The service names the landing search "search"; on the form its key field shows the message. */
function formFields(fields: FieldErrors): FieldErrors {
  const { search, ...rest } = fields;
  return search ? { ...rest, searchKey: search } : rest;
}

function SeoForm({
  record,
  values,
  errors,
  categories,
}: {
  record: SeoRecord | null;
  values: Record<string, string> | undefined;
  errors: FieldErrors;
  categories: Route.ComponentProps["loaderData"]["categories"];
}) {
  const { t } = useTranslation();
  const value = (name: string, fallback: string | null | undefined) => values?.[name] ?? fallback ?? "";
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          name="language"
          label={t("console.seo.language")}
          required
          defaultValue={value("language", record?.language ?? "en")}
          error={errors.language}
        >
          <LanguageOptions />
        </SelectField>
        <SelectField
          name="categoryId"
          label={t("console.seo.category")}
          emptyLabel={t("console.seo.noCategory")}
          defaultValue={value("categoryId", record?.categoryId)}
          error={errors.categoryId}
        >
          <CategoryOptions categories={categories} />
        </SelectField>
      </div>
      <FormField
        name="pageTitle"
        label={t("console.seo.pageTitle")}
        marker
        required
        maxLength={SEO_LIMITS.title}
        defaultValue={value("pageTitle", record?.pageTitle)}
        error={errors.pageTitle}
        hint={t("console.seo.pageTitleHint")}
        dir="auto"
      />
      <TextAreaField
        name="pageDescription"
        label={t("console.seo.pageDescription")}
        rows={3}
        maxLength={SEO_LIMITS.description}
        defaultValue={value("pageDescription", record?.pageDescription)}
        error={errors.pageDescription}
        hint={t("console.seo.pageDescriptionHint")}
        dir="auto"
      />
      <FormField
        name="keywords"
        label={t("console.seo.keywords")}
        maxLength={SEO_LIMITS.keywords}
        defaultValue={value("keywords", record?.keywords)}
        error={errors.keywords}
        hint={t("console.seo.keywordsHint")}
        dir="auto"
      />
      <FormField
        name="seoUrl"
        label={t("console.seo.seoUrl")}
        marker
        required
        maxLength={SEO_LIMITS.url}
        defaultValue={value("seoUrl", record?.seoUrl)}
        error={errors.seoUrl}
        hint={t("console.seo.seoUrlHint")}
        dir="auto"
      />
      <fieldset className="rounded-lg border border-gray-200 p-4">
        <legend className="px-1 font-semibold">{t("console.seo.landing")}</legend>
        <p className="mb-3 text-sm text-gray-600">{t("console.seo.landingIntro")}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            name="searchKind"
            label={t("console.seo.searchKind")}
            emptyLabel={t("console.seo.searchNone")}
            defaultValue={value("searchKind", record?.search?.kind)}
            error={errors.searchKind}
          >
            {SEARCH_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`console.seo.searchKinds.${kind}`)}
              </option>
            ))}
          </SelectField>
          <FormField
            name="searchKey"
            label={t("console.seo.searchKey")}
            maxLength={SEO_LIMITS.searchKey}
            defaultValue={value("searchKey", record?.search?.key)}
            error={errors.searchKey}
            hint={t("console.seo.searchKeyHint")}
            dir="auto"
          />
        </div>
        <FormField
          className="mt-4"
          name="searchParams"
          label={t("console.seo.searchParams")}
          maxLength={SEO_LIMITS.searchParams}
          defaultValue={value("searchParams", record?.search?.params)}
          error={errors.searchParams}
          hint={t("console.seo.searchParamsHint")}
          dir="ltr"
        />
        <TextAreaField
          className="mt-4"
          name="seoContent"
          label={t("console.seo.seoContent")}
          rows={8}
          maxLength={SEO_LIMITS.content}
          defaultValue={value("seoContent", record?.seoContent)}
          error={errors.seoContent}
          hint={t("console.seo.seoContentHint")}
          dir="auto"
        />
      </fieldset>
    </>
  );
}

export default function SeoEditRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { record, saved, categories } = loaderData;
  const publicUrl = usePublicUrl();
  const failed = actionData && !actionData.ok ? actionData : undefined;
  const { errors, onSubmit } = useClientValidation(SeoRecordFormSchema, failed?.fields);
  const shown = errors.search ? formFields(errors) : errors;
  const title = record ? t("console.seo.editTitle") : t("console.seo.newTitle");
  return (
    <section aria-labelledby="seo-edit-title" className="max-w-3xl">
      <PageTitle>{title}</PageTitle>
      <Link to="/admin/seo" className="text-sm text-brand-700 underline">
        {t("console.seo.backToList")}
      </Link>
      <h1 id="seo-edit-title" className="mt-2 text-2xl font-bold">
        {title}
      </h1>
      <Notice text={saved && !failed ? t("console.common.saved") : null} />
      {record?.publicPath ? (
        <p className="mt-2 text-sm">
          <a
            href={publicUrl(record.language, record.publicPath)}
            target="_blank"
            rel="noreferrer"
            className="font-semibold text-brand-700 underline"
          >
            {t("console.seo.viewPage")}
          </a>
        </p>
      ) : null}
      <Form method="post" noValidate onSubmit={onSubmit} className="mt-4 space-y-4">
        {failed ? <FormAlert tone="error">{t(failed.formError ?? "errors.formInvalid")}</FormAlert> : null}
        <SeoForm record={record} values={failed?.values} errors={shown} categories={categories} />
        <div className="flex flex-wrap gap-3">
          <SaveButton />
          <Link
            to="/admin/seo"
            className="inline-flex min-h-10 items-center rounded-md border border-gray-300 px-4 hover:bg-gray-100"
          >
            {t("console.common.cancel")}
          </Link>
        </div>
      </Form>
      {record ? (
        <div className="mt-8 border-t border-gray-200 pt-4">
          <ConfirmDelete
            label={t("console.seo.deleteRecord")}
            question={t("console.seo.deleteQuestion", { title: record.pageTitle })}
            values={{ intent: "delete" }}
          />
        </div>
      ) : null}
    </section>
  );
}
