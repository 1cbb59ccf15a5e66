import { Link } from "react-router";
import { useTranslation } from "#app/i18n/react.tsx";
import { useCompany } from "#app/lib/company-data.ts";
import { companySectionPath } from "#core/urls/company-paths.ts";
import { PhoneLink } from "./phone-link.tsx";
import { VerifiedBadge } from "./verified-badge.tsx";

/** Contact card: phone, See All, verified badge, Send Message, fixed hours. */
export function ContactCard() {
  const { t } = useTranslation();
  const { company } = useCompany();
  const contact = companySectionPath(company.name, company._id, "contact");
  const phone = company.contactInfo.officePhone ?? company.contactInfo.mobilePhone;
  return (
    <section
      aria-labelledby="contact-card-title"
      className="rounded-lg border border-gray-200 bg-white p-3 text-sm"
    >
      <h2 id="contact-card-title" className="mb-2 flex flex-wrap items-center gap-2 font-semibold">
        {t("company.contactCard")}
        {company.isVerifiedCompany ? <VerifiedBadge /> : null}
      </h2>
      {phone ? (
        <p className="mb-1">
          <PhoneLink phone={phone} className="font-medium hover:underline" />
        </p>
      ) : null}
      <p className="mb-2 text-gray-600">{t("company.hours", { from: "08:00", to: "17:00" })}</p>
      <div className="flex flex-wrap gap-2">
        <Link
          to={`${contact}#message`}
          className="rounded-md bg-brand-600 px-3 py-2 font-semibold text-white hover:bg-brand-700"
        >
          {t("company.sendMessage")}
        </Link>
        <Link
          to={contact}
          className="inline-flex items-center px-1 font-medium text-brand-700 hover:underline"
        >
          {t("company.seeAll")}
        </Link>
      </div>
    </section>
  );
}
