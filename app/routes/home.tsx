import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { CategoryIcon } from "~/components/category-icon.tsx";
import { ProductCard } from "~/components/product-card.tsx";
import { formatNumber } from "~/i18n/format.ts";
import { categoryPath } from "~/lib/slug.ts";
import { useLang } from "~/lib/use-lang.ts";
import { getHomeOverview } from "../../server/modules/catalog/catalog.service.ts";
import { requestContext } from "../../server/request-context.ts";
import type { Route } from "./+types/home";

export async function loader({ context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  return getHomeOverview(ctx.deps.db, ctx.lang);
}

export default function HomeRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const { categories, stats, latest } = loaderData;
  return (
    <>
      <title>{`${t("site.name")} · ${t("home.title")}`}</title>
      <meta name="description" content={t("site.description")} />
      <section className="mb-6 rounded-xl bg-gradient-to-br from-brand-600 to-amber-500 p-6 text-white sm:p-10">
        <h1 className="max-w-3xl text-2xl font-bold sm:text-4xl">
          {t("home.heroTitle", {
            suppliers: formatNumber(lang, stats.suppliers),
            countries: formatNumber(lang, stats.countries),
          })}
        </h1>
        <p className="mt-3 max-w-2xl text-white/90">{t("home.heroText")}</p>
        <p className="mt-4 text-sm font-semibold text-white/90">
          {t("home.stats", {
            products: formatNumber(lang, stats.products),
            suppliers: formatNumber(lang, stats.suppliers),
            countries: formatNumber(lang, stats.countries),
          })}
        </p>
      </section>

      {stats.products === 0 ? (
        <p className="rounded-md border border-amber-200 bg-amber-50 p-4">{t("home.emptyCatalogue")}</p>
      ) : null}

      <section aria-labelledby="categories-title" className="mb-8">
        <h2 id="categories-title" className="mb-3 text-xl font-bold">
          {t("home.categoriesTitle")}
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {categories.map((root) => (
            <li key={root.code} className="rounded-lg border border-gray-200 bg-white p-4">
              <Link
                to={categoryPath(root.name, root.code, root.hasChildren)}
                className="flex items-center gap-2 font-semibold hover:text-brand-700"
              >
                <CategoryIcon icon={root.icon} className="size-6 text-brand-600" />
                {root.name}
              </Link>
              <ul className="mt-2 space-y-1 text-sm text-gray-600">
                {root.children.map((child) => (
                  <li key={child.code}>
                    <Link
                      to={categoryPath(child.name, child.code, child.hasChildren)}
                      className="hover:text-brand-700 hover:underline"
                    >
                      {child.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </section>

      {latest.length ? (
        <section aria-labelledby="latest-title">
          <h2 id="latest-title" className="mb-3 text-xl font-bold">
            {t("home.latestProducts")}
          </h2>
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-6">
            {latest.map((product) => (
              <ProductCard key={product.id} product={product} />
            ))}
          </div>
        </section>
      ) : null}
    </>
  );
}
