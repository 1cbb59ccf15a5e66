import { type InfoRow, InfoTable } from "#app/components/company/info-table.tsx";
import { PageTitle } from "#app/components/page-title.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { useCompany } from "#app/lib/company-data.ts";
import { useLang } from "#app/lib/use-lang.ts";
import { formatList, formatMoney, formatNumber, languageName } from "#core/i18n/format.ts";

/**
 * The storefront's capability/{id} page: "Commercial Capacity" in three tables — Trade & Market,
 * Business Terms, Commercial Capabilities — from the company info fields; rows only when present.
 */
export default function CompanyCapabilityRoute() {
  const { t } = useTranslation();
  const lang = useLang();
  const { company: c } = useCompany();
  const list = (keys: string[], vocabulary: string) =>
    formatList(
      lang,
      keys.map((k) => t(`${vocabulary}.${k}`, { defaultValue: k })),
    );
  const tables: { caption: string; rows: InfoRow[] }[] = [
    {
      caption: t("company.capability.trade"),
      rows: [
        [t("company.fields.mainMarkets"), c.mainMarkets.length > 0 && list(c.mainMarkets, "markets")],
        [
          t("company.fields.exportPercentage"),
          c.exportPercentage !== null && `${formatNumber(lang, c.exportPercentage)} %`,
        ],
        [t("company.fields.customers"), c.customers.length > 0 && formatList(lang, c.customers)],
        [t("company.fields.ports"), c.ports.length > 0 && formatList(lang, c.ports)],
      ],
    },
    {
      caption: t("company.capability.terms"),
      rows: [
        [t("company.fields.paymentTypes"), c.paymentTypes.length > 0 && list(c.paymentTypes, "paymentTypes")],
        [t("company.fields.deliveryTerms"), c.deliveryTerms.length > 0 && formatList(lang, c.deliveryTerms)],
        [t("company.fields.currencies"), c.currencies.length > 0 && formatList(lang, c.currencies)],
        [
          t("company.fields.minimumOrder"),
          c.minimumOrderValue && formatMoney(lang, c.minimumOrderValue.amount, c.minimumOrderValue.currency),
        ],
        [
          t("company.fields.leadTime"),
          c.averageLeadTime && t(`leadTimes.${c.averageLeadTime}`, { defaultValue: c.averageLeadTime }),
        ],
      ],
    },
    {
      caption: t("company.capability.capabilities"),
      rows: [
        [
          t("company.fields.annualSales"),
          c.totalAnnualSalesVolume &&
            t(`salesVolumes.${c.totalAnnualSalesVolume}`, { defaultValue: c.totalAnnualSalesVolume }),
        ],
        [
          t("company.fields.employees"),
          c.totalNoOfEmployees &&
            t(`employeeRanges.${c.totalNoOfEmployees}`, { defaultValue: c.totalNoOfEmployees }),
        ],
        [
          t("company.fields.officeSize"),
          c.officeSize && t(`officeSizes.${c.officeSize}`, { defaultValue: c.officeSize }),
        ],
        [t("company.fields.rdStaff"), c.noOfRDstaff !== null && formatNumber(lang, c.noOfRDstaff)],
        [t("company.fields.qcStaff"), c.noOfQCstaff !== null && formatNumber(lang, c.noOfQCstaff)],
        [
          t("company.fields.languages"),
          c.spokenLanguges.length > 0 &&
            formatList(
              lang,
              c.spokenLanguges.map((code) => languageName(lang, code)),
            ),
        ],
      ],
    },
  ];
  return (
    <section aria-labelledby="capability-title" className="rounded-lg border border-gray-200 bg-white p-4">
      <PageTitle>{[t("company.capability.title"), c.name]}</PageTitle>
      <h2 id="capability-title" className="mb-4 text-lg font-bold">
        {t("company.capability.title")}
      </h2>
      <div className="grid gap-6 lg:grid-cols-3">
        {tables.map((table) => (
          <InfoTable key={table.caption} caption={table.caption} rows={table.rows} />
        ))}
      </div>
    </section>
  );
}
