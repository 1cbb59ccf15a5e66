import { Link } from "react-router";
import { InfoTable } from "~/components/company/info-table.tsx";
import { countryName } from "~/i18n/format.ts";
import { useTranslation } from "~/i18n/react.tsx";
import { useCompany } from "~/lib/company-data.ts";
import { companyHomePath } from "~/lib/company-paths.ts";
import { useLang } from "~/lib/use-lang.ts";

const tel = (phone: string) => `tel:${phone.replace(/[^+0-9]/g, "")}`;

/**
 * Storefront §2.4 contact/{id}: the address with a map link, phones as tel links, the company's
 * site on this marketplace, and its location as country (city).
 */
export default function CompanyContactRoute() {
  const { t } = useTranslation();
  const lang = useLang();
  const { company } = useCompany();
  const info = company.contactInfo;
  const country = countryName(lang, info.country);
  const address = [info.address, info.zip, info.city, country].filter(Boolean).join(", ");
  const map = company.location
    ? `https://www.openstreetmap.org/?mlat=${company.location.lat}&mlon=${company.location.lon}#map=15/${company.location.lat}/${company.location.lon}`
    : `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`;
  return (
    <section aria-labelledby="contact-title" className="rounded-lg border border-gray-200 bg-white p-4">
      <title>{`${t("company.menu.contact")} · ${company.name}`}</title>
      <h2 id="contact-title" className="mb-3 text-lg font-bold">
        {t("company.contactTitle")}
      </h2>
      <InfoTable
        rows={[
          [t("company.fields.contactPerson"), company.legalOwner],
          [
            t("company.fields.address"),
            address && (
              <>
                {address}{" "}
                <a href={map} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline">
                  {t("company.showOnMap")}
                  <span className="sr-only"> {t("home.opensInNewTab")}</span>
                </a>
              </>
            ),
          ],
          [
            t("company.fields.officePhone"),
            info.officePhone && (
              <a href={tel(info.officePhone)} className="underline">
                {info.officePhone}
              </a>
            ),
          ],
          [
            t("company.fields.mobilePhone"),
            info.mobilePhone && (
              <a href={tel(info.mobilePhone)} className="underline">
                {info.mobilePhone}
              </a>
            ),
          ],
          [
            t("company.fields.website"),
            <Link
              key="site"
              to={companyHomePath(company.name, company._id)}
              className="text-brand-700 underline"
            >
              {company.name}
            </Link>,
          ],
          [t("company.fields.location"), info.city ? `${country} (${info.city})` : country],
        ]}
      />
    </section>
  );
}
