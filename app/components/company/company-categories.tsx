import { Link } from "react-router";
import { useTranslation } from "#app/i18n/react.tsx";
import { useCompany } from "#app/lib/company-data.ts";
import { useLang } from "#app/lib/use-lang.ts";
import { formatNumber } from "#core/i18n/format.ts";
import type { CompanyCategory } from "#core/schemas/company.ts";
import { companyCategoryPath, companyHomePath } from "#core/urls/company-paths.ts";

/** Categories shown before Show More: a company with many keeps its products in sight. */
export const CATEGORIES_SHOWN = 8;

const linkClass =
  "block rounded py-1 pe-2 hover:bg-gray-100 aria-[current]:font-semibold aria-[current]:text-brand-700";

/**
 * The company's categories, named in the page language (raw code when a name is
 * missing). The first few show; Show More (a <details>, so it works without JavaScript and is a
 * disclosure button to screen readers) reveals the rest, and is open when the category being
 * shown is among them.
 */
export function CompanyCategories({ selected }: { selected: string | null }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { company, categories } = useCompany();
  const shown = categories.slice(0, CATEGORIES_SHOWN);
  const rest = categories.slice(CATEGORIES_SHOWN);
  const item = (c: CompanyCategory) => (
    <li key={c.code}>
      <Link
        to={companyCategoryPath(company.name, company._id, c.code)}
        className={linkClass}
        style={{ paddingInlineStart: `${0.5 + (c.level - 1) * 0.75}rem` }}
        aria-current={selected === c.code ? "page" : undefined}
      >
        <bdi>{c.name ?? c.code}</bdi>
      </Link>
    </li>
  );
  return (
    <nav
      aria-labelledby="company-categories-title"
      className="rounded-lg border border-gray-200 bg-white p-3"
    >
      <h2 id="company-categories-title" className="mb-2 text-sm font-semibold">
        {t("company.menu.categories")}
      </h2>
      <ul className="text-sm">
        <li>
          <Link
            to={companyHomePath(company.name, company._id)}
            className={`${linkClass} ps-2`}
            aria-current={selected === null ? "page" : undefined}
          >
            {t("company.allProducts")}
          </Link>
        </li>
        {shown.map(item)}
      </ul>
      {rest.length ? (
        // Keyed by the choice: a newly chosen category among the rest opens it, another closes it.
        <details
          key={selected ?? ""}
          open={rest.some((c) => c.code === selected)}
          className="group/more text-sm"
        >
          <summary className="flex min-h-10 cursor-pointer items-center gap-1 rounded px-2 font-semibold text-brand-700 hover:bg-gray-100">
            <span className="group-open/more:hidden">
              {t("company.showMoreCategories", { count: formatNumber(lang, rest.length) })}
            </span>
            <span className="hidden group-open/more:inline">{t("company.showFewerCategories")}</span>
            <span aria-hidden="true" className="text-xs transition group-open/more:rotate-180">
              ▾
            </span>
          </summary>
          <ul>{rest.map(item)}</ul>
        </details>
      ) : null}
    </nav>
  );
}
