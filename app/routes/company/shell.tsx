import { useEffect } from "react";
import { data, Outlet, redirect, type ShouldRevalidateFunctionArgs, useLocation } from "react-router";
import { CompanyHeader } from "#app/components/company/company-header.tsx";
import { JsonLd } from "#app/components/json-ld.tsx";
import { type CompanyShellData, useCompany } from "#app/lib/company-data.ts";
import { useSiteOrigin } from "#app/lib/site-origin.ts";
import { sendStorefrontVisit } from "#app/lib/view-beacon.ts";
import { companyData } from "#app/lib/structured-data.ts";
import { slugify } from "#core/rules/slug.ts";
import { parseId } from "#core/schemas/id.ts";
import { companyHomePath } from "#core/urls/company-paths.ts";
import { getCompanyCategories, getCompanyInfo } from "#server/modules/companies/index.ts";
import { getPublicResponseFigures } from "#server/modules/deals/index.ts";
import { requestContext } from "#server/request-context.ts";
import type { Route } from "./+types/shell";

/**
 * Every company page sits in this shell, which resolves the company before
 * the page renders (an unknown company is the 404 page) and shows its header and menu.
 */
export async function loader({ context, params, url }: Route.LoaderArgs): Promise<CompanyShellData> {
  const ctx = context.get(requestContext);
  const id = parseId((params as { companyId?: string }).companyId);
  if (id === undefined) throw data(null, { status: 404 });
  const [company, categories, response] = await Promise.all([
    getCompanyInfo(ctx.deps.db, id, ctx.lang),
    getCompanyCategories(ctx.deps.db, id, ctx.lang),
    getPublicResponseFigures(ctx.deps, id),
  ]);
  if (!company) throw data(null, { status: 404 });
  // One address per storefront: under any other name, the same page (the rest of the path and
  // the query) under the company's own. `url` is the page's address, not the `.data` fetch.
  const slug = slugify(company.name);
  if (params.slug !== slug) {
    const rest = url.pathname.slice(url.pathname.indexOf("/", 1));
    throw redirect(`/${encodeURIComponent(slug)}${rest}${url.search}`, 301);
  }
  return { company, categories, response };
}

// The company changes only with its id in the address (or a form post, e.g. signing in).
export function shouldRevalidate({
  currentParams,
  nextParams,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== "GET") return defaultShouldRevalidate;
  return currentParams.companyId !== nextParams.companyId;
}

export default function CompanyShell() {
  const { company } = useCompany();
  const { pathname } = useLocation();
  // One visit per storefront page shown: another page of the list (?p=) or a revalidation after
  // one of the page's forms is the same page, not another visit.
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by the page's path on purpose
  useEffect(() => {
    sendStorefrontVisit(company._id);
  }, [pathname]);
  return (
    <>
      <CompanyStructuredData />
      <CompanyHeader />
      <Outlet />
    </>
  );
}

/** The supplier as a schema.org Organization with its address, on every page of its storefront. */
function CompanyStructuredData() {
  const { company } = useCompany();
  const origin = useSiteOrigin();
  const { address, city, zip, country, officePhone, mobilePhone } = company.contactInfo;
  return (
    <JsonLd
      data={companyData({
        url: origin + companyHomePath(company.name, company._id),
        name: company.name,
        // Logos are the site's own pictures (/media/…) or full addresses.
        logo: company.logo?.startsWith("/") ? origin + company.logo : company.logo,
        telephone: officePhone ?? mobilePhone,
        address: { street: address, city, postalCode: zip, country },
      })}
    />
  );
}
