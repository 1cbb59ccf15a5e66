import { formatDate } from "~/i18n/format.ts";
import { useTranslation } from "~/i18n/react.tsx";
import { useLang } from "~/lib/use-lang.ts";
import type { ProductDetail } from "~/schemas/product.ts";

/** Certifications tab (shown only when the product has some): name, issuing body, validity. */
export function CertificationsPanel({ certifications }: { certifications: ProductDetail["certifications"] }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {certifications.map((c) => (
        <li key={c.id} className="rounded-md border border-gray-200 p-3 text-sm">
          <p className="font-semibold">{c.name}</p>
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
      ))}
    </ul>
  );
}
