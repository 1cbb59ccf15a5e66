import { useRouteLoaderData } from "react-router";
import type { CompanyCategory, CompanyInfo } from "#core/schemas/company.ts";
import type { ResponseFigures } from "#core/schemas/inquiries.ts";

export interface CompanyShellData {
  company: CompanyInfo;
  categories: CompanyCategory[];
  /** How quickly the company answers inquiries; null until it has enough of them. */
  response: ResponseFigures | null;
}

/** The company every storefront page shows, resolved once by the shell (routes/company/shell.tsx). */
export function useCompany(): CompanyShellData {
  return useRouteLoaderData("company-shell") as CompanyShellData;
}
