import { Form, Link, redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import { z } from "zod";
import { ConfirmDelete } from "#app/components/console/confirm-delete.tsx";
import { SYNONYMS_PATH, useGroupLanguage } from "#app/components/console/synonym-parts.tsx";
import { LanguageOptions, Notice } from "#app/components/console/seo-controls.tsx";
import { SelectField } from "#app/components/field-parts.tsx";
import { FormAlert, FormField } from "#app/components/form-field.tsx";
import { PageTitle } from "#app/components/page-title.tsx";
import { Pager } from "#app/components/pager.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { useLang } from "#app/lib/use-lang.ts";
import { formatDate } from "#core/i18n/format.ts";
import { LANG_CODES } from "#core/i18n/languages.ts";
import { idSchema } from "#core/schemas/id.ts";
import { formFailure } from "#server/lib/form-response.ts";
import { deleteSynonymGroup, listSynonymGroups, type SynonymGroup } from "#server/modules/search/index.ts";
import { requestContext } from "#server/request-context.ts";
import { requireAdminPage } from "../access.server.ts";
import type { Route } from "./+types/list";

const PAGE_SIZE = 30;
const NOTICES = ["created", "saved", "deleted", "gone"] as const;

const QuerySchema = z.object({
  language: z.enum(["every", ...LANG_CODES] as [string, ...string[]]).catch(""),
  q: z.string().trim().max(60).catch(""),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
  notice: z.enum(NOTICES).optional().catch(undefined),
});

/** Admins only: the synonym groups, filtered by language and a part of a word. */
export async function loader({ context, request, url }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const user = requireAdminPage(ctx, url);
  const query = QuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const list = await listSynonymGroups(ctx.deps.db, user, {
    lang: query.language || undefined,
    text: query.q || undefined,
    page: query.page,
    size: PAGE_SIZE,
  });
  return { ...list, query };
}

const DeleteSchema = z.object({ id: idSchema(), version: idSchema() });

/** Deletes one group (after the confirmation step), if nobody changed it since the list was read. */
export async function action({ context, request, url }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  const user = requireAdminPage(ctx, url);
  const parsed = DeleteSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return formFailure(parsed.error, {});
  try {
    await deleteSynonymGroup(ctx.deps.db, user, parsed.data.id, parsed.data.version);
  } catch (error) {
    return formFailure(error, {});
  }
  const back = new URL(request.url);
  back.searchParams.set("notice", "deleted");
  return redirect(`${SYNONYMS_PATH}?${back.searchParams}`);
}

/**
 * The list is read again after a refused delete too (React Router skips that after a 4xx answer by
 * default): "changed since" means the group on screen is out of date.
 */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod === "POST" || defaultShouldRevalidate;
}

type Query = Route.ComponentProps["loaderData"]["query"];

function Filters({ query }: { query: Query }) {
  const { t } = useTranslation();
  return (
    <Form method="get" className="mt-4 grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
      <SelectField
        name="language"
        label={t("console.synonyms.language")}
        emptyLabel={t("console.synonyms.allGroups")}
        defaultValue={query.language}
      >
        <option value="every">{t("console.synonyms.everyLanguage")}</option>
        <LanguageOptions />
      </SelectField>
      <FormField
        name="q"
        type="search"
        label={t("console.synonyms.search")}
        defaultValue={query.q}
        maxLength={60}
        dir="auto"
      />
      <button
        type="submit"
        className="min-h-10 rounded-md border border-gray-300 bg-white px-4 font-semibold hover:bg-gray-100"
      >
        {t("console.common.apply")}
      </button>
    </Form>
  );
}

function GroupCard({ group }: { group: SynonymGroup }) {
  const { t } = useTranslation();
  const lang = useLang();
  const languageOf = useGroupLanguage();
  const names = group.terms.join(", ");
  return (
    <li className="rounded-lg border border-gray-200 bg-white p-4" data-group={group.id}>
      <span className="rounded-full bg-gray-100 px-2 py-0.5 text-xs font-semibold">
        {languageOf(group.lang)}
      </span>
      <ul className="mt-2 flex flex-wrap gap-2" aria-label={t("console.synonyms.terms")}>
        {group.terms.map((term) => (
          <li
            key={term}
            dir="auto"
            className="max-w-full break-words rounded-md border border-blue-200 bg-blue-50 px-2 py-1 text-sm text-blue-900"
          >
            {term}
          </li>
        ))}
      </ul>
      <p className="mt-2 text-xs text-gray-500">
        {group.updatedByName
          ? t("console.synonyms.changed", {
              date: formatDate(lang, group.updatedAt),
              name: group.updatedByName,
            })
          : t("console.synonyms.changedNoName", { date: formatDate(lang, group.updatedAt) })}
      </p>
      <div className="mt-3 flex flex-wrap items-start gap-2">
        <Link
          to={`${SYNONYMS_PATH}/${group.id}`}
          className="inline-flex min-h-10 items-center rounded-md bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700"
          aria-label={`${t("console.common.edit")}: ${names}`}
        >
          {t("console.common.edit")}
        </Link>
        <ConfirmDelete
          label={t("console.common.delete")}
          name={names}
          question={t("console.synonyms.deleteQuestion", { terms: names })}
          values={{ id: group.id, version: group.version }}
        />
      </div>
    </li>
  );
}

/** Synonym groups: a paged list with filters; add, edit, delete. */
export default function SynonymListRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { items, total, page, size, query } = loaderData;
  const filtered = Boolean(query.language || query.q);
  const hrefFor = (zeroBased: number) => {
    const params = new URLSearchParams({
      ...(query.language ? { language: query.language } : {}),
      ...(query.q ? { q: query.q } : {}),
      page: String(zeroBased + 1),
    });
    return `${SYNONYMS_PATH}?${params}`;
  };
  return (
    <section aria-labelledby="synonyms-title">
      <PageTitle>{t("console.synonyms.title")}</PageTitle>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="synonyms-title" className="text-2xl font-bold">
          {t("console.synonyms.title")}
        </h1>
        <Link
          to={`${SYNONYMS_PATH}/new`}
          className="inline-flex min-h-10 items-center rounded-md bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700"
        >
          {t("console.synonyms.new")}
        </Link>
      </div>
      <p className="mt-1 text-gray-600">{t("console.synonyms.intro")}</p>
      <Notice
        text={query.notice && query.notice !== "gone" ? t(`console.synonyms.notice.${query.notice}`) : null}
      />
      {query.notice === "gone" ? (
        <FormAlert tone="error">{t("console.synonyms.errors.gone")}</FormAlert>
      ) : null}
      {actionData ? (
        <FormAlert tone="error">{t(actionData.formError ?? "errors.invalid_data")}</FormAlert>
      ) : null}
      <Filters query={query} />
      <p className="mt-4 text-sm text-gray-600" aria-live="polite">
        {t("console.synonyms.count", { count: total })}
      </p>
      {items.length ? (
        <ul className="mt-2 space-y-3">
          {items.map((group) => (
            <GroupCard key={group.id} group={group} />
          ))}
        </ul>
      ) : (
        <p className="mt-4 rounded-lg border border-dashed border-gray-300 p-6 text-center text-gray-600">
          {filtered ? t("console.synonyms.noMatch") : t("console.synonyms.empty")}
        </p>
      )}
      <div className="mt-4">
        <Pager
          current={page - 1}
          totalPages={Math.ceil(total / size)}
          hrefFor={hrefFor}
          label={t("console.synonyms.pages")}
        />
      </div>
    </section>
  );
}
