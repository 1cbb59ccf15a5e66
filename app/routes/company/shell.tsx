import { data, Outlet, type ShouldRevalidateFunctionArgs } from "react-router";
import { CompanyHeader } from "~/components/company/company-header.tsx";
import type { CompanyShellData } from "~/lib/company-data.ts";
import { parseId } from "~/schemas/id.ts";
import { getCompanyCategories, getCompanyInfo } from "../../../server/modules/companies/company.service.ts";
import { requestContext } from "../../../server/request-context.ts";
import type { Route } from "./+types/shell";

/**
 * Storefront §2.1–2.2: every company page sits in this shell, which resolves the company before
 * the page renders (an unknown company is the 404 page) and shows its header and menu.
 */
export async function loader({ context, params }: Route.LoaderArgs): Promise<CompanyShellData> {
  const ctx = context.get(requestContext);
  const id = parseId((params as { companyId?: string }).companyId);
  if (id === undefined) throw data(null, { status: 404 });
  const [company, categories] = await Promise.all([
    getCompanyInfo(ctx.deps.db, id, ctx.lang),
    getCompanyCategories(ctx.deps.db, id, ctx.lang),
  ]);
  if (!company) throw data(null, { status: 404 });
  return { company, categories };
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
  return (
    <>
      <CompanyHeader />
      <Outlet />
    </>
  );
}
