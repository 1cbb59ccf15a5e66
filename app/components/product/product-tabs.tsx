import type { ReactNode } from "react";
import { Link, useLocation, useNavigation } from "react-router";
import { useTranslation } from "#app/i18n/react.tsx";

/** The product page's tabs, in their order; Certifications only when the product has some. */
export const PRODUCT_TABS = [
  "details",
  "company",
  "comments",
  "request",
  "location",
  "certifications",
] as const;
export type ProductTab = (typeof PRODUCT_TABS)[number];

export const isProductTab = (value: string | null): value is ProductTab =>
  (PRODUCT_TABS as readonly string[]).includes(value ?? "");

/**
 * The page's tabs as links (?tab=…), so each tab has an address and works without JavaScript;
 * the server renders (and loads the data of) the chosen panel only: opening Comments loads them,
 * opening Purchase Request brings the form, opening Location the map.
 */
export function ProductTabs({
  current,
  hrefFor,
  tabs,
  children,
}: {
  current: ProductTab;
  hrefFor: (tab: ProductTab) => string;
  tabs: ProductTab[];
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigation = useNavigation();
  // Another tab of this product is on its way (its data loads with it).
  const switching = navigation.state === "loading" && navigation.location.pathname === pathname;
  return (
    <section
      id="product-tabs"
      aria-label={t("productPage.tabsLabel")}
      className="scroll-mt-4 rounded-lg border border-gray-200 bg-white"
    >
      <nav className="flex overflow-x-auto border-b border-gray-200" aria-label={t("productPage.tabsLabel")}>
        {tabs.map((tab) => (
          <Link
            key={tab}
            to={hrefFor(tab)}
            preventScrollReset
            replace
            aria-current={tab === current ? "page" : undefined}
            className="min-h-11 shrink-0 border-b-2 border-transparent px-4 py-3 text-sm font-semibold whitespace-nowrap hover:text-brand-700 aria-[current]:border-brand-600 aria-[current]:text-brand-700"
          >
            {t(`productPage.tabs.${tab}`)}
          </Link>
        ))}
      </nav>
      <div className="relative p-4" aria-busy={switching}>
        {switching ? (
          <p role="status" className="mb-3 text-sm text-gray-600">
            {t("productPage.loading")}
          </p>
        ) : null}
        {children}
      </div>
    </section>
  );
}
