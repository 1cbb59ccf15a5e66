import { useRef } from "react";
import { useLocation } from "react-router";
import { VerifiedSection } from "#app/components/company/verified-section.tsx";
import { CertificateList } from "#app/components/certificate-list.tsx";
import { InfoTable } from "#app/components/company/info-table.tsx";
import { PageTitle } from "#app/components/page-title.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { useCompany } from "#app/lib/company-data.ts";
import { HIDE_PICTURE, PICTURE_SET } from "#app/lib/picture-fallback.ts";
import { useLang } from "#app/lib/use-lang.ts";
import { countryName, formatList } from "#core/i18n/format.ts";
import type { CompanyCertificate } from "#core/schemas/company.ts";
import { parseId } from "#core/schemas/id.ts";
import { verifiedEvidence } from "#server/modules/verification/index.ts";
import { requestContext } from "#server/request-context.ts";
import type { Route } from "./+types/profile";

/** What the operator checked (the Verified section); the company itself comes from the shell. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const id = parseId(params.companyId);
  return { verified: id === undefined ? null : await verifiedEvidence(ctx.deps, id) };
}

/**
 * The storefront's detail/{id} and certificates/{id} (one screen): banners (hidden if one fails
 * to load), the general information table (rows only when present), the onsite inspection note,
 * the company presentation (sanitised on the server) and the certificates with their bodies and
 * validity, expired ones marked.
 */
export default function CompanyProfileRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const { company } = useCompany();
  const certificatesFirst = useLocation().pathname.includes("/co/certificates/");
  const list = (keys: string[], vocabulary: string) =>
    formatList(
      lang,
      keys.map((k) => t(`${vocabulary}.${k}`, { defaultValue: k })),
    );
  const general = (
    <section aria-labelledby="general-title" className="rounded-lg border border-gray-200 bg-white p-4">
      <h2 id="general-title" className="mb-3 text-lg font-bold">
        {t("company.menu.general")}
      </h2>
      <InfoTable
        rows={[
          [
            t("company.fields.businessType"),
            company.businessTypes.length > 0 && list(company.businessTypes, "businessTypes"),
          ],
          [
            t("company.fields.location"),
            [company.contactInfo.city, countryName(lang, company.contactInfo.country)]
              .filter(Boolean)
              .join(", "),
          ],
          [t("company.fields.yearBuilt"), company.companyRegisteredYear],
          [
            t("company.fields.annualSales"),
            company.totalAnnualSalesVolume &&
              t(`salesVolumes.${company.totalAnnualSalesVolume}`, {
                defaultValue: company.totalAnnualSalesVolume,
              }),
          ],
          [
            t("company.fields.certificates"),
            company.certifications.length > 0 &&
              formatList(
                lang,
                company.certifications.map((c) => c.name),
              ),
          ],
          [t("company.fields.mainProducts"), company.mainProducts],
          [
            t("company.fields.mainMarkets"),
            company.mainMarkets.length > 0 && list(company.mainMarkets, "markets"),
          ],
          [
            t("company.fields.customers"),
            company.customers.length > 0 && formatList(lang, company.customers),
          ],
        ]}
      />
      <p className="mt-3 rounded-md bg-gray-50 p-3 text-sm">
        <strong>{t("company.onsiteInspection")}: </strong>
        {company.isVerifiedCompany ? t("company.inspected") : t("company.notInspected")}
      </p>
      {company.detailedCompanyIntroduction ? (
        <div className="mt-4">
          <h3 className="mb-2 font-semibold">{t("company.presentation")}</h3>
          <div
            className="rich-text text-sm"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server (sanitizeRichText)
            dangerouslySetInnerHTML={{ __html: company.detailedCompanyIntroduction }}
          />
        </div>
      ) : null}
    </section>
  );
  const certificates = <Certificates certificates={company.certifications} />;
  return (
    <>
      <PageTitle>
        {[certificatesFirst ? t("company.menu.certification") : t("company.menu.general"), company.name]}
      </PageTitle>
      <Banners pictures={company.website.bannerPictures} name={company.name} />
      <div className="flex flex-col gap-4">
        {loaderData.verified ? <VerifiedSection evidence={loaderData.verified} /> : null}
        {certificatesFirst ? certificates : general}
        {certificatesFirst ? general : certificates}
      </div>
    </>
  );
}

/**
 * The company's banners as a swipeable carousel with previous/next buttons; if any banner fails
 * to load, the whole carousel is hidden, by the page's picture fallback
 * (app/lib/picture-fallback.ts), which also works before hydration.
 */
function Banners({ pictures, name }: { pictures: string[]; name: string }) {
  const { t } = useTranslation();
  const strip = useRef<HTMLDivElement>(null);
  if (!pictures.length) return null;
  const step = (direction: 1 | -1) => {
    const element = strip.current;
    if (!element) return;
    const rtl = getComputedStyle(element).direction === "rtl";
    element.scrollBy({ left: element.clientWidth * direction * (rtl ? -1 : 1), behavior: "smooth" });
  };
  return (
    <section
      aria-roledescription="carousel"
      aria-label={name}
      className="relative mb-4"
      {...{ [PICTURE_SET]: "" }}
    >
      <div ref={strip} className="carousel-viewport flex rounded-lg">
        {pictures.map((url, i) => (
          <img
            key={url}
            src={url}
            alt=""
            width={1600}
            height={400}
            loading={i === 0 ? "eager" : "lazy"}
            data-fallback={HIDE_PICTURE}
            className="aspect-[4/1] w-full flex-none snap-start object-cover"
          />
        ))}
      </div>
      {pictures.length > 1 ? (
        <div className="absolute inset-x-2 top-1/2 flex -translate-y-1/2 justify-between">
          <button
            type="button"
            className="carousel-button rtl:rotate-180"
            aria-label={t("home.previous")}
            onClick={() => step(-1)}
          >
            ‹
          </button>
          <button
            type="button"
            className="carousel-button rtl:rotate-180"
            aria-label={t("home.next")}
            onClick={() => step(1)}
          >
            ›
          </button>
        </div>
      ) : null}
    </section>
  );
}

function Certificates({ certificates }: { certificates: CompanyCertificate[] }) {
  const { t } = useTranslation();
  return (
    <section
      id="certificates"
      aria-labelledby="certificates-title"
      className="rounded-lg border border-gray-200 bg-white p-4"
    >
      <h2 id="certificates-title" className="mb-3 text-lg font-bold">
        {t("company.menu.certification")}
      </h2>
      {certificates.length ? (
        <CertificateList certificates={certificates} />
      ) : (
        <p className="text-sm text-gray-600">{t("company.noCertificates")}</p>
      )}
    </section>
  );
}
