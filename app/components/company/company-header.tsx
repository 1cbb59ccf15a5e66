import { Link, useLocation } from "react-router";
import { useTranslation } from "#app/i18n/react.tsx";
import { useCompany } from "#app/lib/company-data.ts";
import { companyHomePath } from "#core/urls/company-paths.ts";
import { PlaceName } from "../place-name.tsx";
import { CompanyLogo } from "./company-logo.tsx";
import { CompanyMenu } from "./company-menu.tsx";
import { PhoneLink } from "./phone-link.tsx";
import { ResponseLine } from "./response-line.tsx";
import { VerifiedBadge } from "./verified-badge.tsx";

const DEFAULT_BANNER = "/media/demo/banner/0_1600x400.jpg";

/**
 * The storefront header: banner (the company's theme colour over its first banner, or the default
 * banner), logo (default on load error), name, city/country, phone (office, else mobile), the
 * search-in-company box and the menu.
 */
export function CompanyHeader() {
  const { t } = useTranslation();
  const { company, response } = useCompany();
  const location = useLocation();
  const phone = company.contactInfo.officePhone ?? company.contactInfo.mobilePhone;
  const banner = company.website.bannerPictures[0] ?? DEFAULT_BANNER;
  return (
    <header className="mb-4 overflow-hidden rounded-lg border border-gray-200 bg-white">
      <div
        className="relative bg-cover bg-center px-4 py-5 text-white sm:px-6"
        style={{
          backgroundColor: company.website.themeColor ?? "#374151",
          backgroundImage: `url("${encodeURI(banner)}")`,
          // The banner covers the colour; this edge keeps the company's colour in sight.
          borderBottom: `6px solid ${company.website.themeColor ?? "#374151"}`,
        }}
      >
        <div className="absolute inset-0 bg-black/55" aria-hidden="true" />
        <div className="relative flex flex-wrap items-center gap-4">
          <CompanyLogo
            src={company.logo}
            size={72}
            className="size-18 flex-none rounded-lg bg-white object-contain p-1"
          />
          <div className="min-w-0 flex-1">
            <h1 className="flex flex-wrap items-center gap-2 text-xl font-bold sm:text-2xl">
              <Link to={companyHomePath(company.name, company._id)} className="hover:underline">
                <bdi>{company.name}</bdi>
              </Link>
              {company.isVerifiedCompany ? <VerifiedBadge /> : null}
            </h1>
            <p className="text-sm text-white/90">
              <PlaceName city={company.contactInfo.city} country={company.contactInfo.country} />
            </p>
            <ResponseLine figures={response} className="text-sm text-white/90" />
            {phone ? (
              <p className="text-sm">
                <PhoneLink phone={phone} className="underline-offset-2 hover:underline" />
              </p>
            ) : null}
          </div>
          <search className="w-full sm:w-auto">
            <form action="/search-product" method="get" className="flex">
              <input type="hidden" name="co" value={company._id} />
              <label htmlFor="company-search" className="sr-only">
                {t("company.searchLabel", { name: company.name })}
              </label>
              <input
                id="company-search"
                name="s"
                dir="auto"
                required
                maxLength={200}
                defaultValue=""
                key={location.pathname}
                placeholder={t("company.searchPlaceholder")}
                className="min-w-0 flex-1 rounded-s-md border-0 bg-white px-3 py-2 text-sm text-ink sm:w-56"
              />
              <button
                type="submit"
                className="rounded-e-md bg-brand-600 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-700"
              >
                {t("header.searchButton")}
              </button>
            </form>
          </search>
        </div>
      </div>
      <CompanyMenu />
    </header>
  );
}
