import { Form, Link, redirect } from "react-router";
import { z } from "zod";
import { ConfirmDelete } from "#app/components/console/confirm-delete.tsx";
import {
  CategoryOptions,
  LanguageOptions,
  Notice,
  usePublicUrl,
} from "#app/components/console/seo-controls.tsx";
import { SelectField } from "#app/components/field-parts.tsx";
import { FormAlert } from "#app/components/form-field.tsx";
import { PageTitle } from "#app/components/page-title.tsx";
import { Pager } from "#app/components/pager.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { useLang } from "#app/lib/use-lang.ts";
import { languageName } from "#core/i18n/format.ts";
import { LANG_CODES } from "#core/i18n/languages.ts";
import { parseId } from "#core/schemas/id.ts";
import { CATEGORY_CODE } from "#core/urls/listing-state.ts";
import { AppError } from "#server/lib/errors.ts";
import { formFailure } from "#server/lib/form-response.ts";
import { categoryOptions } from "#server/modules/categories/index.ts";
import { deleteSeoRecord, listSeoRecords, type SeoRecord } from "#server/modules/seo/index.ts";
import { requestContext } from "#server/request-context.ts";
import { requireStaffPage } from "../access.server.ts";
import type { Route } from "./+types/list";

const PAGE_SIZE = 20;
const NOTICES = ["deleted"] as const;

const QuerySchema = z.object({
  categoryId: z.string().regex(CATEGORY_CODE).catch(""),
  language: z.enum(LANG_CODES as [string, ...string[]]).catch(""),
  title: z.string().trim().max(200).catch(""),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
  notice: z.enum(NOTICES).optional().catch(undefined),
});

export async function loader({ context, request, url }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const user = requireStaffPage(ctx, url);
  const query = QuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const [list, categories] = await Promise.all([
    listSeoRecords(ctx.deps.db, user, {
      page: query.page,
      size: PAGE_SIZE,
      categoryId: query.categoryId || undefined,
      language: query.language || undefined,
      title: query.title || undefined,
    }),
    categoryOptions(ctx.deps.db, ctx.lang),
  ]);
  return { ...list, query, categories };
}

/** Deletes one record (after the confirmation step) and comes back to the list. */
export async function action({ context, request, url }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  const user = requireStaffPage(ctx, url);
  const form = await request.formData();
  const id = parseId(form.get("id"));
  if (id === undefined) return formFailure(new AppError("invalid_data"), {});
  try {
    await deleteSeoRecord(ctx.deps.db, user, id);
  } catch (error) {
    return formFailure(error, {});
  }
  const back = new URL(request.url);
  back.searchParams.set("notice", "deleted");
  return redirect(`/admin/seo?${back.searchParams}`);
}

function Filters({
  query,
  categories,
}: {
  query: Route.ComponentProps["loaderData"]["query"];
  categories: Route.ComponentProps["loaderData"]["categories"];
}) {
  const { t } = useTranslation();
  return (
    <Form
      method="get"
      className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_auto] lg:items-end"
    >
      <SelectField
        name="categoryId"
        label={t("console.seo.category")}
        emptyLabel={t("console.seo.allCategories")}
        defaultValue={query.categoryId}
      >
        <CategoryOptions categories={categories} />
      </SelectField>
      <SelectField
        name="language"
        label={t("console.seo.language")}
        emptyLabel={t("console.seo.allLanguages")}
        defaultValue={query.language}
      >
        <LanguageOptions />
      </SelectField>
      <div>
        <label htmlFor="title" className="mb-1 block text-sm font-medium">
          {t("console.seo.titleContains")}
        </label>
        <input
          id="title"
          name="title"
          type="search"
          defaultValue={query.title}
          maxLength={200}
          className="min-h-10 w-full rounded-md border border-gray-300 px-3"
        />
      </div>
      <button
        type="submit"
        className="min-h-10 rounded-md border border-gray-300 bg-white px-4 font-semibold hover:bg-gray-100"
      >
        {t("console.common.apply")}
      </button>
    </Form>
  );
}

function RecordCard({ record, categoryName }: { record: SeoRecord; categoryName: string | undefined }) {
  const { t } = useTranslation();
  const lang = useLang();
  const publicUrl = usePublicUrl();
  return (
    <li className="rounded-lg border border-gray-200 bg-white p-4">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="rounded-full bg-gray-100 px-2 py-0.5 text-xs font-semibold">
          {languageName(lang, record.language)}
        </span>
        <span className="rounded-full bg-blue-50 px-2 py-0.5 text-xs font-semibold text-blue-800">
          {record.search
            ? t("console.seo.kindLanding")
            : record.seoUrl.startsWith("/")
              ? t("console.seo.kindPage")
              : t("console.seo.kindUnused")}
        </span>
      </div>
      <h2 className="mt-2 break-words font-semibold" dir="auto">
        {record.pageTitle}
      </h2>
      {record.pageDescription ? (
        <p className="mt-1 line-clamp-2 break-words text-sm text-gray-600" dir="auto">
          {record.pageDescription}
        </p>
      ) : null}
      <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm text-gray-600 sm:grid-cols-[max-content_1fr]">
        <dt className="font-medium">{t("console.seo.address")}</dt>
        <dd className="min-w-0 break-all" dir="ltr">
          {record.publicPath ?? record.seoUrl}
        </dd>
        {record.categoryId ? (
          <>
            <dt className="font-medium">{t("console.seo.category")}</dt>
            <dd className="min-w-0 break-words">{categoryName ?? record.categoryId}</dd>
          </>
        ) : null}
      </dl>
      <div className="mt-3 flex flex-wrap items-start gap-2">
        <Link
          to={`/admin/seo/${record._id}`}
          className="inline-flex min-h-10 items-center rounded-md bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700"
          aria-label={`${t("console.common.edit")}: ${record.pageTitle}`}
        >
          {t("console.common.edit")}
        </Link>
        {record.publicPath ? (
          <a
            href={publicUrl(record.language, record.publicPath)}
            target="_blank"
            rel="noreferrer"
            className="inline-flex min-h-10 items-center rounded-md border border-gray-300 px-3 text-sm hover:bg-gray-100"
          >
            {t("console.seo.viewPage")}
          </a>
        ) : null}
        <ConfirmDelete
          label={t("console.common.delete")}
          question={t("console.seo.deleteQuestion", { title: record.pageTitle })}
          name={record.pageTitle}
          values={{ id: record._id }}
        />
      </div>
    </li>
  );
}

/** SEO records: paged list with filters; create, edit, delete. */
export default function SeoListRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { items, total, page, size, query, categories } = loaderData;
  const names = new Map(categories.map((c) => [c.code, c.name]));
  const hrefFor = (zeroBased: number) => {
    const params = new URLSearchParams({
      ...(query.categoryId ? { categoryId: query.categoryId } : {}),
      ...(query.language ? { language: query.language } : {}),
      ...(query.title ? { title: query.title } : {}),
      page: String(zeroBased + 1),
    });
    return `/admin/seo?${params}`;
  };
  return (
    <section aria-labelledby="seo-title">
      <PageTitle>{t("console.seo.title")}</PageTitle>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="seo-title" className="text-2xl font-bold">
          {t("console.seo.title")}
        </h1>
        <div className="flex flex-wrap gap-2">
          <Link
            to="/admin/seo/new"
            className="inline-flex min-h-10 items-center rounded-md bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700"
          >
            {t("console.seo.new")}
          </Link>
          <Link
            to="/admin/seo/categories"
            className="inline-flex min-h-10 items-center rounded-md border border-gray-300 bg-white px-4 font-semibold hover:bg-gray-100"
          >
            {t("console.seo.categorySeo")}
          </Link>
        </div>
      </div>
      <p className="mt-1 text-gray-600">{t("console.seo.intro")}</p>
      <Notice text={query.notice ? t(`console.seo.notice.${query.notice}`) : null} />
      {actionData?.formError ? <FormAlert tone="error">{t(actionData.formError)}</FormAlert> : null}
      <Filters query={query} categories={categories} />
      <p className="mt-4 text-sm text-gray-600" aria-live="polite">
        {t("console.seo.count", { count: total })}
      </p>
      {items.length ? (
        <ul className="mt-2 space-y-3">
          {items.map((record) => (
            <RecordCard
              key={record._id}
              record={record}
              categoryName={record.categoryId ? names.get(record.categoryId) : undefined}
            />
          ))}
        </ul>
      ) : (
        <p className="mt-4 rounded-lg border border-dashed border-gray-300 p-6 text-center text-gray-600">
          {t("console.seo.empty")}
        </p>
      )}
      <div className="mt-4">
        <Pager
          current={page - 1}
          totalPages={Math.ceil(total / size)}
          hrefFor={hrefFor}
          label={t("console.seo.pages")}
        />
      </div>
    </section>
  );
}
