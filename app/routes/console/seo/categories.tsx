import { Form, Link, redirect } from "react-router";
import { z } from "zod";
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
import { type ActionFailure, parseForm, useClientValidation } from "#app/lib/forms.ts";
import { useLang } from "#app/lib/use-lang.ts";
import { languageName } from "#core/i18n/format.ts";
import { LANG_CODES } from "#core/i18n/languages.ts";
import { categoryPath } from "#core/rules/slug.ts";
import { CategorySeoFormSchema, SEO_LIMITS } from "#core/schemas/seo.ts";
import { CATEGORY_CODE } from "#core/urls/listing-state.ts";
import { AppError } from "#server/lib/errors.ts";
import { formFailure } from "#server/lib/form-response.ts";
import { categoryOptions } from "#server/modules/categories/index.ts";
import {
  type CategorySeoEntry,
  clearCategorySeo,
  getCategorySeoEntry,
  saveCategorySeo,
} from "#server/modules/seo/index.ts";
import { requestContext } from "#server/request-context.ts";
import { requireStaffPage } from "../access.server.ts";
import type { Route } from "./+types/categories";

const NOTICES = ["saved", "cleared"] as const;
const QuerySchema = z.object({
  category: z.string().regex(CATEGORY_CODE).catch(""),
  language: z.enum(LANG_CODES as [string, ...string[]]).catch(""),
  notice: z.enum(NOTICES).optional().catch(undefined),
});

/** Pick a category and a language (a GET form), then edit that pair's SEO. */
export async function loader({ context, request, url }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const user = requireStaffPage(ctx, url);
  const query = QuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const categories = await categoryOptions(ctx.deps.db, ctx.lang);
  const chosen = categories.find((c) => c.code === query.category);
  const entry: CategorySeoEntry | null =
    chosen && query.language
      ? await getCategorySeoEntry(ctx.deps.db, user, chosen.code, query.language)
      : null;
  return { query, categories, chosen: chosen ?? null, entry };
}

export async function action({ context, request, url }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  const user = requireStaffPage(ctx, url);
  const query = QuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.category || !query.language) return formFailure(new AppError("invalid_data"), {});
  const form = await parseForm(request, CategorySeoFormSchema);
  const back = (notice: (typeof NOTICES)[number]) =>
    redirect(
      `/admin/seo/categories?${new URLSearchParams({ category: query.category, language: query.language, notice })}`,
    );
  try {
    if (form.values.intent === "clear") {
      await clearCategorySeo(ctx.deps.db, user, query.category, query.language);
      return back("cleared");
    }
    if (!form.ok) return formFailure(form.error, form.values);
    await saveCategorySeo(ctx.deps.db, user, query.category, query.language, form.data);
    return back("saved");
  } catch (error) {
    return formFailure(error, form.values);
  }
}

function Picker({ query, categories }: Pick<Route.ComponentProps["loaderData"], "query" | "categories">) {
  const { t } = useTranslation();
  return (
    <Form method="get" className="mt-4 grid gap-3 sm:grid-cols-[2fr_1fr_auto] sm:items-end">
      <SelectField
        name="category"
        label={t("console.seo.category")}
        emptyLabel={t("console.seo.chooseCategory")}
        defaultValue={query.category}
        required
      >
        <CategoryOptions categories={categories} />
      </SelectField>
      <SelectField
        name="language"
        label={t("console.seo.language")}
        emptyLabel={t("console.seo.chooseLanguage")}
        defaultValue={query.language}
        required
      >
        <LanguageOptions />
      </SelectField>
      <button
        type="submit"
        className="min-h-10 rounded-md border border-gray-300 bg-white px-4 font-semibold hover:bg-gray-100"
      >
        {t("console.seo.open")}
      </button>
    </Form>
  );
}

function EntryForm({ entry, failed }: { entry: CategorySeoEntry; failed: ActionFailure | undefined }) {
  const { t } = useTranslation();
  const { errors, onSubmit } = useClientValidation(CategorySeoFormSchema, failed?.fields);
  const value = (name: string, fallback: string | null) => failed?.values?.[name] ?? fallback ?? "";
  return (
    <Form method="post" noValidate onSubmit={onSubmit} className="mt-4 space-y-4">
      {/* This console form always sums up over its field messages. */}
      {failed ? <FormAlert tone="error">{t(failed.formError ?? "errors.formInvalid")}</FormAlert> : null}
      <FormField
        name="title"
        label={t("console.seo.pageTitle")}
        maxLength={SEO_LIMITS.title}
        defaultValue={value("title", entry.title)}
        error={errors.title}
        hint={t("console.seo.pageTitleHint")}
        dir="auto"
      />
      <TextAreaField
        name="description"
        label={t("console.seo.pageDescription")}
        rows={3}
        maxLength={SEO_LIMITS.description}
        defaultValue={value("description", entry.description)}
        error={errors.description}
        hint={t("console.seo.pageDescriptionHint")}
        dir="auto"
      />
      <FormField
        name="keywords"
        label={t("console.seo.keywords")}
        maxLength={SEO_LIMITS.keywords}
        defaultValue={value("keywords", entry.keywords)}
        error={errors.keywords}
        hint={t("console.seo.keywordsHint")}
        dir="auto"
      />
      <TextAreaField
        name="content"
        label={t("console.seo.seoContent")}
        rows={8}
        maxLength={SEO_LIMITS.content}
        defaultValue={value("content", entry.content)}
        error={errors.content}
        hint={t("console.seo.seoContentHint")}
        dir="auto"
      />
      <TextAreaField
        name="banners"
        label={t("console.seo.banners")}
        rows={4}
        defaultValue={value("banners", entry.banners.join("\n"))}
        error={errors.banners}
        hint={t("console.seo.bannersHint")}
        dir="ltr"
      />
      <SaveButton />
    </Form>
  );
}

/** Category SEO: the title, texts and banners of a category's listing page, per language. */
export default function CategorySeoRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const publicUrl = usePublicUrl();
  const { query, categories, chosen, entry } = loaderData;
  const failed = actionData ?? undefined;
  return (
    <section aria-labelledby="category-seo-title" className="max-w-3xl">
      <PageTitle>{t("console.seo.categorySeo")}</PageTitle>
      <Link to="/admin/seo" className="text-sm text-brand-700 underline">
        {t("console.seo.backToList")}
      </Link>
      <h1 id="category-seo-title" className="mt-2 text-2xl font-bold">
        {t("console.seo.categorySeo")}
      </h1>
      <p className="mt-1 text-gray-600">{t("console.seo.categoryIntro")}</p>
      <Notice text={query.notice && !failed ? t(`console.seo.notice.${query.notice}`) : null} />
      <Picker query={query} categories={categories} />
      {chosen && entry ? (
        <div className="mt-6 rounded-lg border border-gray-200 bg-white p-4">
          <h2 className="text-lg font-semibold">
            {`${chosen.name} · ${languageName(lang, entry.language)}`}
          </h2>
          <p className="mt-1 text-sm text-gray-600">
            {entry.exists ? t("console.seo.categoryStored") : t("console.seo.categoryNotStored")}{" "}
            <a
              href={publicUrl(entry.language, categoryPath(chosen.name, chosen.code, chosen.hasChildren))}
              target="_blank"
              rel="noreferrer"
              className="font-semibold text-brand-700 underline"
            >
              {t("console.seo.viewPage")}
            </a>
          </p>
          <EntryForm key={`${entry.categoryId}/${entry.language}`} entry={entry} failed={failed} />
          {entry.exists ? (
            <div className="mt-6 border-t border-gray-200 pt-4">
              <ConfirmDelete
                label={t("console.seo.clear")}
                question={t("console.seo.clearQuestion")}
                values={{ intent: "clear" }}
              />
            </div>
          ) : null}
        </div>
      ) : query.category || query.language ? (
        <p className="mt-6 text-gray-600">{t("console.seo.choosePair")}</p>
      ) : null}
    </section>
  );
}
