import { Link } from "react-router";
import { PageTitle } from "#app/components/page-title.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { languageInfo } from "#core/i18n/languages.ts";
import { coverage, getCompanyCategories, profileCompleteness } from "#server/modules/companies/index.ts";
import { requestContext } from "#server/request-context.ts";
import { requireWorkspace } from "../access.server.ts";
import type { Route } from "./+types/hub";

/**
 * The company profile's sections: its fields (the onboarding steps), texts, categories, storefront
 * and evidence.
 */
export async function loader({ context, request, url }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const { user, company } = await requireWorkspace(ctx, request, url);
  const [cover, completeness, categories] = await Promise.all([
    coverage(ctx.deps.db, company.id),
    profileCompleteness(ctx.deps, user, company.id),
    getCompanyCategories(ctx.deps.db, company.id, ctx.lang),
  ]);
  const languages = Object.values(cover);
  const complete = languages.filter((percent) => percent === 100).length;
  return {
    company,
    complete,
    total: languages.length,
    cover,
    percent: completeness.percent,
    hasCategories: categories.length > 0,
    missing: {
      basics: completeness.missing.basics.length,
      contact: completeness.missing.contact.length,
      trade: completeness.missing.trade.length,
    } as Record<string, number>,
  };
}

const SECTIONS = [
  { to: "/supplier/onboarding/basics", key: "basics" },
  { to: "/supplier/onboarding/contact", key: "contact" },
  { to: "/supplier/onboarding/trade", key: "trade" },
  { to: "/supplier/company/texts", key: "texts" },
  { to: "/supplier/company/categories", key: "categories" },
  { to: "/supplier/storefront", key: "storefront" },
  { to: "/supplier/company/certificates", key: "certificates" },
  { to: "/supplier/company/verification", key: "verification" },
] as const;

export default function CompanyHub({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { company, complete, total, cover, percent, missing, hasCategories } = loaderData;
  return (
    <section aria-labelledby="company-title" className="space-y-5">
      <PageTitle>{t("supplier.companyHub.title")}</PageTitle>
      <h1 id="company-title" className="text-2xl font-bold">
        {t("supplier.companyHub.title")}
      </h1>
      <IntroWithName name={company.name} />
      <p className="font-semibold">{t("supplier.onboarding.completeness", { percent })}</p>
      <ul className="grid gap-3 sm:grid-cols-2">
        {SECTIONS.map((section) => (
          <li key={section.key}>
            <Link
              to={section.to}
              className="block h-full rounded-lg border border-gray-200 bg-white p-4 hover:border-brand-600 hover:shadow-sm"
            >
              <span className="flex flex-wrap items-center justify-between gap-2 font-semibold text-brand-700">
                {t(`supplier.companyHub.sections.${section.key}`)}
                {missing[section.key] ? (
                  <span className="rounded bg-amber-100 px-2 py-0.5 text-xs text-amber-900">
                    {t("supplier.onboarding.missingCount", { count: missing[section.key] })}
                  </span>
                ) : null}
                {section.key === "categories" && !hasCategories ? (
                  <span className="rounded bg-amber-100 px-2 py-0.5 text-xs text-amber-900">
                    {t("supplier.companyHub.noCategories")}
                  </span>
                ) : null}
              </span>
              <span className="mt-1 block text-sm text-gray-600">
                {section.key === "texts"
                  ? t("supplier.companyHub.textsCoverage", { complete, total })
                  : t(`supplier.companyHub.sectionHelp.${section.key}`)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <details className="rounded-lg border border-gray-200 bg-white p-4">
        <summary className="cursor-pointer font-semibold">{t("supplier.companyHub.coverageTitle")}</summary>
        <ul className="mt-2 grid grid-cols-2 gap-1 text-sm sm:grid-cols-3">
          {Object.entries(cover).map(([lang, percent]) => (
            <li key={lang} className="flex justify-between gap-2">
              <span lang={lang}>{languageInfo(lang as never).native}</span>
              <span>{percent}%</span>
            </li>
          ))}
        </ul>
      </details>
    </section>
  );
}

/** The introduction, with the company's name in its own direction (a Latin name in an Arabic sentence). */
function IntroWithName({ name }: { name: string }) {
  const { t } = useTranslation();
  const [before = "", after = ""] = t("supplier.companyHub.intro", { company: "\u0000" }).split("\u0000");
  return (
    <p className="text-gray-700">
      {before}
      <bdi>{name}</bdi>
      {after}
    </p>
  );
}
