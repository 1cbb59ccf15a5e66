import { Link } from "react-router";
import { categoryPath } from "#core/rules/slug.ts";
import { getCategoryTree } from "#server/modules/categories/index.ts";
import { findPageSeo } from "#server/modules/seo/index.ts";
import { requestContext } from "#server/request-context.ts";
import { CategoryBrowser } from "../components/category-browser.tsx";
import { CategoryIcon } from "../components/category-icon.tsx";
import { Breadcrumb } from "../components/listing/breadcrumb.tsx";
import { PageMeta } from "../components/page-meta.tsx";
import { useTranslation } from "../i18n/react.tsx";
import type { Route } from "./+types/categories";

export async function loader({ context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const [roots, seo] = await Promise.all([
    getCategoryTree(ctx.deps.db, ctx.lang, 3),
    findPageSeo(ctx.deps.db, ctx.lang, "/categories"),
  ]);
  return { roots, seo };
}

/** Every category, three levels, in the page language, at /categories. */
export default function CategoriesRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <PageMeta
        title={t("categoriesPage.title")}
        description={t("categoriesPage.description")}
        seo={loaderData.seo}
      />
      <Breadcrumb trail={[]} current={t("categoriesPage.title")} />
      <h1 className="mb-4 text-2xl font-bold">{t("categoriesPage.title")}</h1>
      <div className="mb-6 max-w-2xl">
        <CategoryBrowser roots={loaderData.roots} />
      </div>
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {loaderData.roots.map((root) => (
          <section
            key={root.code}
            aria-labelledby={`cat-${root.code}`}
            className="rounded-lg border border-gray-200 bg-white p-4"
          >
            <h2 id={`cat-${root.code}`} className="mb-3 flex items-center gap-2 text-lg font-bold">
              <CategoryIcon icon={root.icon} className="size-6 text-brand-600" />
              <Link
                to={categoryPath(root.name, root.code, root.hasChildren)}
                className="hover:text-brand-700"
              >
                {root.name}
              </Link>
            </h2>
            <ul className="space-y-3">
              {root.children.map((child) => (
                <li key={child.code}>
                  <Link
                    to={categoryPath(child.name, child.code, child.hasChildren)}
                    className="font-semibold hover:text-brand-700"
                  >
                    {child.name}
                  </Link>
                  {child.children.length ? (
                    <ul className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm text-gray-600">
                      {child.children.map((leaf) => (
                        <li key={leaf.code}>
                          <Link
                            to={categoryPath(leaf.name, leaf.code, leaf.hasChildren)}
                            className="inline-block py-1 hover:text-brand-700 hover:underline"
                          >
                            {leaf.name}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  );
}
