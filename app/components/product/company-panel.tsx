import { Link } from "react-router";
import { InfoTable } from "~/components/company/info-table.tsx";
import { PlaceName } from "~/components/place-name.tsx";
import { formatList } from "~/i18n/format.ts";
import { useTranslation } from "~/i18n/react.tsx";
import { companyHomePath } from "~/lib/company-paths.ts";
import { useLang } from "~/lib/use-lang.ts";
import type { CompanyInfo } from "~/schemas/company.ts";

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
