import { useRouteLoaderData } from "react-router";
import type { CompanyCategory, CompanyInfo } from "#core/schemas/company.ts";

export interface CompanyShellData {
  company: CompanyInfo;
  categories: CompanyCategory[];
}

/** The company every storefront page shows, resolved once by the shell (routes/company/shell.tsx). */
export function useCompany(): CompanyShellData {
  return useRouteLoaderData("company-shell") as CompanyShellData;
}
