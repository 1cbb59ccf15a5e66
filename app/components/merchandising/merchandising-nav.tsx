import { NavLink } from "react-router";
import { useTranslation } from "#app/i18n/react.tsx";
import { PageTitle } from "../page-title.tsx";

const TABS = [
  { to: "/admin/merchandising", key: "banners", end: true },
  { to: "/admin/merchandising/sponsors", key: "sponsors" },
  { to: "/admin/merchandising/products", key: "products" },
  { to: "/admin/merchandising/categories", key: "categories" },
] as const;

/** The merchandising console's title and its four parts, as tabs that scroll sideways on phones. */
export function MerchandisingHeader({ section }: { section: (typeof TABS)[number]["key"] }) {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle>{`${t(`console.merchandising.tabs.${section}`)} · ${t("console.merchandising.title")}`}</PageTitle>
      <h1 id="merchandising-title" className="text-2xl font-bold">
        {t("console.merchandising.title")}
      </h1>
      <p className="mt-1 text-gray-600">{t("console.merchandising.intro")}</p>
      <nav aria-label={t("console.merchandising.tabsLabel")} className="mt-4 border-b border-gray-200">
        <ul className="-mb-px flex gap-1 overflow-x-auto">
          {TABS.map((tab) => (
            <li key={tab.key} className="shrink-0">
              <NavLink
                to={tab.to}
                end={"end" in tab}
                className={({ isActive }) =>
                  `block min-h-10 border-b-2 px-3 py-2 text-sm ${
                    isActive
                      ? "border-brand-600 font-semibold text-brand-700"
                      : "border-transparent hover:bg-gray-100"
                  }`
                }
              >
                {t(`console.merchandising.tabs.${tab.key}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
