import { data, Link } from "react-router";
import { InfoTable } from "#app/components/company/info-table.tsx";
import { type ActionResult, MessageForm } from "#app/components/company/message-form.tsx";
import { PhoneLink } from "#app/components/company/phone-link.tsx";
import { PageTitle } from "#app/components/page-title.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { tWithNames } from "#app/i18n/with-names.tsx";
import { useCompany } from "#app/lib/company-data.ts";
import { parseForm } from "#app/lib/forms.ts";
import { useLang } from "#app/lib/use-lang.ts";
import { countryName } from "#core/i18n/format.ts";
import { parseId } from "#core/schemas/id.ts";
import { StorefrontMessageSchema } from "#core/schemas/storefront-message.ts";
import { companyHomePath } from "#core/urls/company-paths.ts";
import { captchaToken, verifyCaptcha } from "#server/lib/captcha.ts";
import { AppError } from "#server/lib/errors.ts";
import { formFailure } from "#server/lib/form-response.ts";
import { countDealAttempt, createStorefrontDeal } from "#server/modules/deals/index.ts";
import { requestContext } from "#server/request-context.ts";
import type { Route } from "./+types/contact";

/** Signed-in buyers' details prefill the message form; the captcha when one is set. */
export function loader({ context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const user = ctx.user;
  const captcha = ctx.deps.config.captcha;
  return {
    prefill: user
      ? {
          requestCompany: user.companyName ?? "",
          requestUserName: `${user.firstName} ${user.lastName}`.trim().slice(0, 25),
          requestUserMail: user.email,
          requestUserPhone: user.phone ?? "",
        }
      : null,
    captcha: captcha ? { siteKey: captcha.siteKey, scriptUrl: captcha.scriptUrl } : null,
  };
}

/** Sending the message form creates a deal for this company (deal.service.ts). */
export async function action({ context, params, request }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  const sellerCompanyId = parseId(params.companyId);
  if (sellerCompanyId === undefined) throw data(null, { status: 404 });
  if (!ctx.user) return formFailure(new AppError("unauthorized"), {});
  const form = await parseForm(request, StorefrontMessageSchema);
  if (!form.ok) return formFailure(form.error, form.values);
  try {
    const { captcha } = ctx.deps.config;
    if (captcha && !(await verifyCaptcha(captcha, captchaToken(form.values), ctx.ip)))
      throw new AppError("captcha_failed", "errors.captcha_failed", { form: "errors.captcha_failed" });
    await countDealAttempt(ctx.deps, ctx.user.id);
    await createStorefrontDeal(ctx.deps, {
      buyerUserId: ctx.user.id,
      sellerCompanyId,
      lang: ctx.lang,
      origin: ctx.origin,
      message: form.data,
    });
    return { sent: true as const };
  } catch (error) {
    return formFailure(error, form.values);
  }
}

/**
 * The storefront's contact/{id} page: the address with a map link, phones as tel links, the company's
 * site on this marketplace, and its location as country (city).
 */
export default function CompanyContactRoute({ loaderData, actionData }: Route.ComponentProps) {
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
      <PageTitle>{[t("company.menu.contact"), company.name]}</PageTitle>
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
                <bdi>{address}</bdi>{" "}
                <a href={map} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline">
                  {t("company.showOnMap")}
                  <span className="sr-only"> {t("home.opensInNewTab")}</span>
                </a>
              </>
            ),
          ],
          [
            t("company.fields.officePhone"),
            info.officePhone && <PhoneLink phone={info.officePhone} className="underline" />,
          ],
          [
            t("company.fields.mobilePhone"),
            info.mobilePhone && <PhoneLink phone={info.mobilePhone} className="underline" />,
          ],
          [
            t("company.fields.website"),
            <Link
              key="site"
              to={companyHomePath(company.name, company._id)}
              className="text-brand-700 underline"
            >
              <bdi>{company.name}</bdi>
            </Link>,
          ],
          [
            t("company.fields.location"),
            info.city ? (
              <>
                {country} (<bdi>{info.city}</bdi>)
              </>
            ) : (
              country
            ),
          ],
        ]}
      />
      <section
        id="message"
        aria-labelledby="message-title"
        className="mt-6 scroll-mt-4 border-t border-gray-200 pt-4"
      >
        <h3 id="message-title" className="mb-3 text-lg font-bold">
          {tWithNames(t, "deal.title", { name: company.name })}
        </h3>
        <MessageForm
          prefill={loaderData.prefill}
          captcha={loaderData.captcha}
          postedWithoutScript={actionData as ActionResult | undefined}
        />
      </section>
    </section>
  );
}
