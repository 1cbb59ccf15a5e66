import { Link } from "react-router";
import { useTranslation } from "#app/i18n/react.tsx";
import { categoryPath } from "#core/rules/slug.ts";
import type { CategoryNode } from "#core/schemas/catalog.ts";
import { CategoryIcon } from "../category-icon.tsx";

/**
 * Left category list. Hovering (or focusing) a root opens its second-level
 * sub-categories in two columns; the panel stays 300 ms after the pointer leaves (CSS delay in
 * app.css, `.home-menu-panel`), and stays open while the pointer is inside it, because the panel
 * is part of the hovered item. Touch: the page script opens the panel on the first tap.
 */
export function HomeCategoryMenu({ categories }: { categories: CategoryNode[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-labelledby="home-menu-title" className="relative rounded-lg border border-gray-200 bg-white">
      <h2 id="home-menu-title" className="border-b border-gray-100 px-3 py-2 text-sm font-bold">
        {t("home.categoriesTitle")}
      </h2>
      <ul className="home-menu relative flex gap-1 overflow-x-auto p-1 lg:flex-col lg:overflow-visible">
        {categories.map((root) => (
          <li key={root.code} className="home-menu-item shrink-0" data-menu-item>
            <Link
              to={categoryPath(root.name, root.code, root.hasChildren)}
              className="flex items-center gap-2 rounded px-2 py-1.5 text-sm hover:bg-brand-50 hover:text-brand-700"
              aria-haspopup={root.children.length ? "true" : undefined}
            >
              <CategoryIcon icon={root.icon} className="size-5 text-brand-600" />
              <span className="whitespace-nowrap lg:whitespace-normal">{root.name}</span>
            </Link>
            {root.children.length ? (
              <div className="home-menu-panel" data-menu-panel>
                <p className="mb-2 font-semibold">{root.name}</p>
                <ul className="grid grid-cols-2 gap-x-6 gap-y-1 text-sm">
                  {root.children.map((child) => (
                    <li key={child.code}>
                      <Link
                        to={categoryPath(child.name, child.code, child.hasChildren)}
                        className="block rounded py-0.5 hover:text-brand-700 hover:underline"
                      >
                        {child.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </li>
        ))}
        <li className="shrink-0 border-gray-100 lg:mt-1 lg:border-t">
          <Link
            to="/categories"
            className="block rounded px-2 py-1.5 text-sm font-semibold whitespace-nowrap text-brand-700 hover:underline"
          >
            {t("home.allCategories")}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
