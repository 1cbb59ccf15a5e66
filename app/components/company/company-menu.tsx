import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { useTranslation } from "#app/i18n/react.tsx";
import { useCompany } from "#app/lib/company-data.ts";
import { useRootData } from "#app/lib/root-data.ts";
import { companyCategoryPath, companyHomePath, companySectionPath } from "#core/urls/company-paths.ts";

type MenuKey = "home" | "categories" | "profile" | "contact";

/** Which menu item is highlighted: the one the address belongs to. */
function selectedItem(pathname: string): MenuKey {
  if (/\/co\/pr\//.test(pathname)) return "categories";
  if (/\/co\/(detail|certificates|capability)\//.test(pathname)) return "profile";
  if (/\/co\/contact\//.test(pathname)) return "contact";
  return "home";
}

const itemClass = (active: boolean) =>
  `flex min-h-10 items-center rounded px-3 text-sm font-medium ${
    active ? "bg-brand-50 text-brand-700" : "text-ink hover:bg-gray-100"
  }`;

/**
 * Home Page, Product Categories, Company Profile (General Information, Certification,
 * Capability), Contact and Chat. Dropdowns are <details>, so they open without JavaScript; on
 * phones the same list folds into one Menu button (the side menu).
 */
export function CompanyMenu() {
  const { t } = useTranslation();
  const { company, categories } = useCompany();
  const { pathname } = useLocation();
  const signedIn = Boolean(useRootData()?.user);
  const selected = selectedItem(pathname);
  const chat = `/profile/meeting?company=${company._id}`;
  const current = (key: MenuKey) => (selected === key ? "page" : undefined);
  const named = categories.filter((c) => c.name !== null || c.level > 1);

  const items = (
    <ul className="flex flex-col gap-1 p-2 md:flex-row md:flex-wrap md:items-center">
      <li>
        <Link
          to={companyHomePath(company.name, company._id)}
          className={itemClass(selected === "home")}
          aria-current={current("home")}
        >
          {t("company.menu.home")}
        </Link>
      </li>
      <li>
        <Dropdown label={t("company.menu.categories")} active={selected === "categories"}>
          {named.length ? (
            named.map((c) => (
              <li key={c.code}>
                <Link
                  to={companyCategoryPath(company.name, company._id, c.code)}
                  className="block rounded px-3 py-1.5 text-sm hover:bg-gray-100"
                  style={{ paddingInlineStart: `${0.75 + (c.level - 1) * 0.75}rem` }}
                  aria-current={pathname.endsWith(`/${company._id}/${c.code}`) ? "page" : undefined}
                >
                  {c.name ?? c.code}
                </Link>
              </li>
            ))
          ) : (
            <li className="px-3 py-1.5 text-sm text-gray-600">{t("company.noCategories")}</li>
          )}
        </Dropdown>
      </li>
      <li>
        <Dropdown label={t("company.menu.profile")} active={selected === "profile"}>
          {(
            [
              ["detail", "company.menu.general"],
              ["certificates", "company.menu.certification"],
              ["capability", "company.menu.capability"],
            ] as const
          ).map(([section, key]) => {
            const to = companySectionPath(company.name, company._id, section);
            return (
              <li key={section}>
                <Link
                  to={to}
                  className="block rounded px-3 py-1.5 text-sm hover:bg-gray-100"
                  aria-current={pathname === to ? "page" : undefined}
                >
                  {t(key)}
                </Link>
              </li>
            );
          })}
        </Dropdown>
      </li>
      <li>
        <Link
          to={companySectionPath(company.name, company._id, "contact")}
          className={itemClass(selected === "contact")}
          aria-current={current("contact")}
        >
          {t("company.menu.contact")}
        </Link>
      </li>
      <li>
        <Link
          to={signedIn ? chat : `/login?returnUrl=${encodeURIComponent(chat)}`}
          className={itemClass(false)}
        >
          {t("company.menu.chat")}
        </Link>
      </li>
    </ul>
  );

  return (
    <nav aria-label={t("company.menu.label")} className="border-t border-gray-200">
      <div className="hidden md:block">{items}</div>
      <details className="group md:hidden">
        <summary className="flex min-h-11 cursor-pointer list-none items-center px-4 text-sm font-semibold">
          {t("company.menu.open")}
        </summary>
        {items}
      </details>
    </nav>
  );
}

function Dropdown({ label, active, children }: { label: string; active: boolean; children: ReactNode }) {
  return (
    <details className="group/dropdown relative">
      <summary className={`${itemClass(active)} cursor-pointer list-none gap-1`}>
        {label}
        <span aria-hidden="true" className="text-xs transition group-open/dropdown:rotate-180">
          ▾
        </span>
      </summary>
      <ul className="z-30 mt-1 hidden max-h-80 min-w-56 overflow-auto rounded-md border border-gray-200 bg-white py-1 shadow-lg group-open/dropdown:block md:absolute">
        {children}
      </ul>
    </details>
  );
}
