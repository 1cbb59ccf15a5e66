import { Link } from "react-router";
import { useTranslation } from "~/i18n/react.tsx";
import { useCompany } from "~/lib/company-data.ts";
import { companyCategoryPath, companyHomePath } from "~/lib/company-paths.ts";

/** Storefront §2.3: the company's categories, named in the page language (raw code when a name is missing). */
export function CompanyCategories({ selected }: { selected: string | null }) {
  const { t } = useTranslation();
  const { company, categories } = useCompany();
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
            className="block rounded px-2 py-1 hover:bg-gray-100 aria-[current]:font-semibold aria-[current]:text-brand-700"
            aria-current={selected === null ? "page" : undefined}
          >
            {t("company.allProducts")}
          </Link>
        </li>
        {categories.map((c) => (
          <li key={c.code}>
            <Link
              to={companyCategoryPath(company.name, company._id, c.code)}
              className="block rounded py-1 pe-2 hover:bg-gray-100 aria-[current]:font-semibold aria-[current]:text-brand-700"
              style={{ paddingInlineStart: `${0.5 + (c.level - 1) * 0.75}rem` }}
              aria-current={selected === c.code ? "page" : undefined}
            >
              {c.name ?? c.code}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
