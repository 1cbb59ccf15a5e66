import { Form, redirect } from "react-router";
import { cutText } from "#core/rules/cut-text.ts";
import { hasSearchableText } from "#core/rules/search-text.ts";
import { parseId } from "#core/schemas/id.ts";
import { MAX_SEARCH_TEXT } from "#core/schemas/search-constants.ts";
import { useTranslation } from "../i18n/react.tsx";
import type { Route } from "./+types/search-redirect";

/**
 * The header's search form (GET ?s=) goes to the full-text listing search-product/{text}; a
 * storefront's search box adds its company (co={id}), which the listing shows as a filter.
 * A text with no word in it (spaces or punctuation only) is not a search for everything: this
 * page asks for a word instead.
 */
export function loader({ request }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const text = cutText((query.get("s") ?? "").trim(), MAX_SEARCH_TEXT).trimEnd();
  const company = query.get("co") ?? "";
  const companyId = parseId(company) !== undefined ? company : null;
  if (hasSearchableText(text))
    return redirect(`/search-product/${encodeURIComponent(text)}${companyId ? `?co=${companyId}` : ""}`);
  return { asked: query.has("s"), companyId };
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { asked, companyId } = loaderData;
  return (
    <section aria-labelledby="search-page-title" className="mx-auto max-w-xl py-6">
      <title>{`${t("search.page.title")} · ${t("site.name")}`}</title>
      <meta name="robots" content="noindex, follow" />
      <h1 id="search-page-title" className="mb-2 text-2xl font-bold">
        {t("search.page.title")}
      </h1>
      <p id="search-page-hint" className="mb-4 text-gray-700" role={asked ? "alert" : undefined}>
        {asked ? t("search.page.typeAWord") : t("search.page.intro")}
      </p>
      <Form method="get" action="/search-product" role="search" className="flex">
        {companyId ? <input type="hidden" name="co" value={companyId} /> : null}
        <label htmlFor="search-page-text" className="sr-only">
          {t("header.searchLabel")}
        </label>
        <input
          id="search-page-text"
          name="s"
          type="search"
          dir="auto"
          required
          maxLength={MAX_SEARCH_TEXT}
          aria-describedby="search-page-hint"
          aria-invalid={asked || undefined}
          placeholder={t("header.searchPlaceholder")}
          className="min-w-0 flex-1 rounded-s-md border border-gray-300 px-3 py-2 aria-[invalid]:border-red-600"
        />
        <button
          type="submit"
          className="rounded-e-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
        >
          {t("header.searchButton")}
        </button>
      </Form>
    </section>
  );
}
