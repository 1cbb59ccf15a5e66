import { Link } from "react-router";
import { useTranslation } from "#app/i18n/react.tsx";
import type { CompanyInfo } from "#core/schemas/company.ts";
import type { ResponseFigures } from "#core/schemas/inquiries.ts";
import { companyHomePath, companySectionPath } from "#core/urls/company-paths.ts";
import { CompanyLogo } from "../company/company-logo.tsx";
import { ResponseLine } from "../company/response-line.tsx";
import { VerifiedBadge } from "../company/verified-badge.tsx";
import { PlaceName } from "../place-name.tsx";

/** Supplier box: logo, verified badge, Go Company and Contact. */
export function SupplierBox({
  company,
  response,
}: {
  company: CompanyInfo;
  /** How quickly the supplier answers; null until it has enough inquiries. */
  response: ResponseFigures | null;
}) {
  const { t } = useTranslation();
  return (
    <aside
      aria-labelledby="supplier-title"
      className="self-start rounded-lg border border-gray-200 bg-white p-4"
    >
      <h2 id="supplier-title" className="mb-2 text-sm font-semibold text-gray-600">
        {t("product.supplier")}
      </h2>
      <div className="mb-3 flex items-center gap-3">
        <CompanyLogo src={company.logo} size={56} className="size-14 rounded object-contain" />
        <div className="min-w-0">
          <p className="font-semibold">
            <bdi>{company.name}</bdi>
          </p>
          <p className="text-sm text-gray-600">
            <PlaceName city={company.contactInfo.city} country={company.contactInfo.country} />
          </p>
          {company.isVerifiedCompany ? <VerifiedBadge /> : null}
        </div>
      </div>
      <ResponseLine figures={response} className="mb-3 text-sm text-gray-700" />
      <div className="flex flex-wrap gap-2">
        <Link
          to={companyHomePath(company.name, company._id)}
          className="rounded-md border border-gray-300 px-3 py-2 text-sm font-semibold hover:bg-gray-50"
        >
          {t("productPage.goCompany")}
        </Link>
        <Link
          to={`${companySectionPath(company.name, company._id, "contact")}#message`}
          className="rounded-md bg-brand-600 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-700"
        >
          {t("productPage.contact")}
        </Link>
      </div>
    </aside>
  );
}
