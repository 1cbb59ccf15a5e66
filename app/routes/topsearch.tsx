import { Link } from "react-router";
import { formatNumber } from "#core/i18n/format.ts";
import { popularSearches } from "#server/modules/search/index.ts";
import { findPageSeo } from "#server/modules/seo/index.ts";
import { requestContext } from "#server/request-context.ts";
import { Breadcrumb } from "../components/listing/breadcrumb.tsx";
import { PageMeta } from "../components/page-meta.tsx";
import { useTranslation } from "../i18n/react.tsx";
import { useLang } from "../lib/use-lang.ts";
import type { Route } from "./+types/topsearch";

export async function loader({ context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const [terms, seo] = await Promise.all([
    popularSearches(ctx.deps.db, ctx.lang),
    findPageSeo(ctx.deps.db, ctx.lang, "/topsearch"),
  ]);
  return { terms, seo };
}

/** Popular searches in the page language, each a link to its results. */
export default function TopSearchRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <>
      <PageMeta title={t("topsearch.title")} description={t("topsearch.description")} seo={loaderData.seo} />
      <Breadcrumb trail={[]} current={t("topsearch.title")} />
      <h1 className="mb-2 text-2xl font-bold">{t("topsearch.title")}</h1>
      <p className="mb-4 text-gray-600">{t("topsearch.description")}</p>
      {loaderData.terms.length ? (
        <ol className="flex flex-wrap gap-2">
          {loaderData.terms.map((term) => (
            <li key={term.term}>
              <Link
                to={`/search-product/${encodeURIComponent(term.term)}`}
                className="inline-flex min-h-10 items-center gap-2 rounded-full border border-gray-200 bg-white px-4 hover:border-brand-600 hover:text-brand-700"
              >
                {term.term}
                <span className="text-xs text-gray-500">
                  {t("topsearch.searches", { formatted: formatNumber(lang, term.hits) })}
                </span>
              </Link>
            </li>
          ))}
        </ol>
      ) : (
        <p className="rounded-md border border-gray-200 bg-white p-4">{t("topsearch.empty")}</p>
      )}
    </>
  );
}
