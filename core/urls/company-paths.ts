import { slugify } from "../rules/slug.ts";

/**
 * Storefront links: {company-slug}/co/{page}/{companyId}, the home at
 * {company-slug}/co/{companyId}, category products at {company-slug}/co/pr/{companyId}/{categoryId}.
 */
export type CompanySection = "detail" | "certificates" | "capability" | "contact";

const slugOf = (name: string) => encodeURIComponent(slugify(name));

export const companyHomePath = (name: string, id: number) => `/${slugOf(name)}/co/${id}`;
export const companySectionPath = (name: string, id: number, section: CompanySection) =>
  `/${slugOf(name)}/co/${section}/${id}`;
export const companyCategoryPath = (name: string, id: number, categoryCode: string) =>
  `/${slugOf(name)}/co/pr/${id}/${categoryCode}`;
