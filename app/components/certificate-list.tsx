import { formatDate } from "#core/i18n/format.ts";
import type { CompanyCertificate } from "#core/schemas/company.ts";
import { useTranslation } from "../i18n/react.tsx";
import { useLang } from "../lib/use-lang.ts";

/** Certificates of a company or a product: name, issuing body, validity; expired ones marked. */
export function CertificateList({ certificates }: { certificates: CompanyCertificate[] }) {
  const { t } = useTranslation();
  const lang = useLang();
  const today = new Date().toISOString().slice(0, 10);
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {certificates.map((c) => {
        const expired = c.endDate !== null && c.endDate < today;
        return (
          <li key={c.id} className="rounded-md border border-gray-200 p-3 text-sm">
            <p className="flex flex-wrap items-center gap-2 font-semibold">
              {c.name}
              {expired ? (
                <span className="rounded bg-red-100 px-1.5 py-0.5 text-xs font-semibold text-red-800">
                  {t("company.expired")}
                </span>
              ) : null}
            </p>
            {c.authorizedOrganization ? (
              <p className="text-gray-600">{t("company.issuedBy", { body: c.authorizedOrganization })}</p>
            ) : null}
            {c.startDate || c.endDate ? (
              <p className="text-gray-600">
                {t("company.validity", {
                  from: c.startDate ? formatDate(lang, c.startDate) : "—",
                  to: c.endDate ? formatDate(lang, c.endDate) : "—",
                })}
              </p>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
