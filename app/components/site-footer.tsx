import { Link } from "react-router";
import { useTranslation } from "../i18n/react.tsx";
import { useRootData } from "../lib/root-data.ts";
import { sellHref } from "../lib/sell-link.ts";

const COLUMNS = [
  {
    title: "footer.company",
    links: [
      ["about-us", "footer.about"],
      ["vision-mission", "footer.visionMission"],
      ["contact", "footer.contact"],
      ["privacy-policy", "footer.privacy"],
    ],
  },
  {
    title: "footer.forBuyers",
    links: [
      ["how-to-buy", "footer.howToBuy"],
      ["browse-country", "footer.browseCountry"],
      ["topsearch", "footer.topSearches"],
      ["help-center", "footer.helpCenter"],
    ],
  },
  {
    title: "footer.forSuppliers",
    links: [
      ["rfq", "footer.openRfqs"],
      ["membership", "footer.membership"],
      ["membership-agreement", "footer.membershipAgreement"],
      ["site-rules", "footer.siteRules"],
    ],
  },
] as const;

export function SiteFooter() {
  const { t } = useTranslation();
  const sell = sellHref(useRootData()?.user);
  return (
    <footer className="mt-8 border-t border-gray-200 bg-white text-sm print:hidden">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-6 px-4 py-8 sm:grid-cols-3">
        {COLUMNS.map((column) => (
          <nav key={column.title} aria-label={t(column.title)}>
            <h2 className="mb-2 font-semibold">{t(column.title)}</h2>
            <ul className="space-y-1">
              {column.title === "footer.forSuppliers" && sell ? (
                <li>
                  <Link to={sell} className="font-semibold text-brand-700 hover:underline">
                    {t("footer.sell")}
                  </Link>
                </li>
              ) : null}
              {column.links.map(([path, label]) => (
                <li key={path}>
                  <Link to={`/${path}`} className="text-gray-600 hover:text-brand-700 hover:underline">
                    {t(label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className="border-t border-gray-100 py-4 text-center text-gray-500">
        {t("footer.rights", { year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}
