import { Link } from "react-router";
import { useTranslation } from "#app/i18n/react.tsx";
import { useLang } from "#app/lib/use-lang.ts";
import { formatList } from "#core/i18n/format.ts";
import type { CompanyInfo } from "#core/schemas/company.ts";
import { companyHomePath } from "#core/urls/company-paths.ts";
import { InfoTable } from "../company/info-table.tsx";
import { PlaceName } from "../place-name.tsx";

/** Company Profile tab: the supplier's main facts and a way to its storefront. */
export function CompanyPanel({ company }: { company: CompanyInfo }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <div className="flex flex-col gap-3">
      <InfoTable
        rows={[
          [
            t("company.fields.businessType"),
            company.businessTypes.length > 0 &&
              formatList(
                lang,
                company.businessTypes.map((b) => t(`businessTypes.${b}`, { defaultValue: b })),
              ),
          ],
          [
            t("company.fields.location"),
            <PlaceName key="place" city={company.contactInfo.city} country={company.contactInfo.country} />,
          ],
          [t("company.fields.yearBuilt"), company.companyRegisteredYear],
          [t("company.fields.mainProducts"), company.mainProducts],
          [
            t("company.fields.mainMarkets"),
            company.mainMarkets.length > 0 &&
              formatList(
                lang,
                company.mainMarkets.map((m) => t(`markets.${m}`, { defaultValue: m })),
              ),
          ],
        ]}
      />
      <Link
        to={companyHomePath(company.name, company._id)}
        className="self-start font-semibold text-brand-700 hover:underline"
      >
        {t("productPage.goCompany")}
      </Link>
    </div>
  );
}
