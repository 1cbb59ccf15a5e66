import { createRoute, type OpenAPIHono, z } from "@hono/zod-openapi";
import { isLang } from "#core/i18n/languages.ts";
import { IdSchema } from "#core/schemas/id.ts";
import { getCompanyCategories, getCompanyInfo } from "#server/modules/companies/index.ts";
import { AppError } from "../lib/errors.ts";
import type { ApiEnv } from "./api.ts";
import { ErrorRef, json, PUBLIC } from "./openapi-shapes.ts";

const text = z.string().nullable();
const list = z.array(z.string());

/** Company info, as GET /api/companies/getById answers it. */
const CompanyInfoSchema = z
  .object({
    _id: z.number().int(),
    name: z.string(),
    legalOwner: text,
    logo: text,
    isVerifiedCompany: z.boolean(),
    email: text,
    contactInfo: z.object({
      officePhone: text,
      mobilePhone: text,
      address: text,
      country: z.string(),
      city: text,
      zip: text,
    }),
    location: z.object({ lat: z.number(), lon: z.number() }).nullable(),
    businessTypes: list,
    companyRegisteredYear: z.number().int().nullable(),
    totalAnnualSalesVolume: text,
    totalNoOfEmployees: text,
    officeSize: text,
    averageLeadTime: text,
    mainMarkets: list,
    paymentTypes: list,
    exportPercentage: z.number().nullable(),
    noOfRDstaff: z.number().nullable(),
    noOfQCstaff: z.number().nullable(),
    customers: list,
    deliveryTerms: list,
    currencies: list,
    ports: list,
    spokenLanguges: list,
    minimumOrderValue: z.object({ amount: z.number(), currency: z.string() }).nullable(),
    mainProducts: text,
    detailedCompanyIntroduction: text.openapi({ description: "Sanitised HTML" }),
    certifications: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        authorizedOrganization: text,
        startDate: text,
        endDate: text,
      }),
    ),
    website: z.object({ bannerPictures: list, themeColor: text }),
  })
  .openapi("CompanyInfo");

const params = z.object({
  companyId: IdSchema,
  language: z.string().refine(isLang, "errors.invalid_data"),
});

const companyRoute = createRoute({
  method: "get",
  path: "/companies/getById/{companyId}/{language}",
  operationId: "getCompanyInfo",
  security: PUBLIC,
  tags: ["Companies"],
  summary: "A company's storefront information in a language",
  request: { params },
  responses: {
    200: json(CompanyInfoSchema, "Company info"),
    400: json(ErrorRef, "Bad id or language"),
    404: json(ErrorRef, "No such company"),
  },
});

const categoriesRoute = createRoute({
  method: "get",
  path: "/companies/{companyId}/categories/{language}",
  operationId: "listCompanyCategories",
  security: PUBLIC,
  tags: ["Companies"],
  summary: "The categories a company lists products in, named in the language (null when unnamed)",
  request: { params },
  responses: {
    200: json(
      z.array(z.object({ code: z.string(), name: z.string().nullable(), level: z.number().int() })),
      "Company categories",
    ),
    400: json(ErrorRef, "Bad id or language"),
  },
});

export function registerCompaniesApi(api: OpenAPIHono<ApiEnv>) {
  api.openapi(companyRoute, async (c) => {
    const { companyId, language } = c.req.valid("param");
    const company = await getCompanyInfo(c.get("deps").db, companyId, language);
    if (!company) throw new AppError("not_found");
    return c.json(company, 200);
  });
  api.openapi(categoriesRoute, async (c) => {
    const { companyId, language } = c.req.valid("param");
    return c.json(await getCompanyCategories(c.get("deps").db, companyId, language), 200);
  });
}
