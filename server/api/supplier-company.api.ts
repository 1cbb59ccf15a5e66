import { createRoute, type OpenAPIHono, z } from "@hono/zod-openapi";
import { PROFILE_SECTIONS } from "#core/schemas/company-profile.ts";
import { IdSchema } from "#core/schemas/id.ts";
import {
  createDraftCompany,
  profileCompleteness,
  readCompanyProfile,
  submitCompanyForReview,
  updateCompanySection,
} from "#server/modules/companies/index.ts";
import type { ApiEnv } from "./api.ts";
import { requireUser, type UserEnv } from "./guards.ts";
import { ErrorRef, json, SIGNED_IN } from "./openapi-shapes.ts";

const TAGS = ["Supplier company"];

/**
 * A step's fields as JSON. The service checks them with the onboarding's own schema (the one the
 * pages use), so the API and the forms answer the same translated messages; lists may be arrays.
 */
const SectionBody = z.record(z.string(), z.unknown()).openapi("CompanySectionInput", {
  description:
    "basics: displayName, legalName, legalOwner, country (ISO 3166 alpha-2), city, address, zip, registeredYear, " +
    "businessTypes[]. contact: inquiryEmail, officePhone, mobilePhone, spokenLanguages[], writingLang. " +
    "trade: mainProducts, mainMarkets[], customers[], annualSales, exportPercentage, employees, " +
    "officeSize, rdStaff, qcStaff, paymentTypes[], deliveryTerms[], currencies[], minimumOrderValue " +
    '(exact decimal text, e.g. "1250.50"), minimumOrderCurrency, ports[], averageLeadTime. ' +
    "An empty or missing field is cleared.",
});

const text = z.string().nullable();
const list = z.array(z.string());
const ProfileSchema = z
  .object({
    id: z.number().int(),
    status: z.string(),
    statusReason: text,
    logoUrl: text,
    basics: z.object({
      displayName: z.string(),
      legalName: text,
      legalOwner: text,
      country: z.string(),
      city: text,
      address: text,
      zip: text,
      registeredYear: z.number().int().nullable(),
      businessTypes: list,
    }),
    contact: z.object({
      inquiryEmail: text,
      officePhone: text,
      mobilePhone: text,
      spokenLanguages: list,
      writingLang: text,
    }),
    trade: z.object({
      mainProducts: text,
      mainMarkets: list,
      customers: list,
      annualSales: text,
      exportPercentage: z.number().int().nullable(),
      employees: text,
      officeSize: text,
      rdStaff: z.number().int().nullable(),
      qcStaff: z.number().int().nullable(),
      paymentTypes: list,
      deliveryTerms: list,
      currencies: list,
      minimumOrderValue: text.openapi({ description: "Exact decimal text" }),
      minimumOrderCurrency: text,
      ports: list,
      averageLeadTime: text,
    }),
    completeness: z.object({
      percent: z.number().int(),
      ready: z.boolean(),
      missing: z.record(z.string(), list),
      suggested: z.record(z.string(), list),
    }),
  })
  .openapi("SupplierCompanyProfile");

const refusals = {
  400: json(ErrorRef, "Invalid fields, each with its translated message"),
  401: json(ErrorRef, "Not signed in"),
  403: json(ErrorRef, "The member's team role does not allow this"),
  404: json(ErrorRef, "No such company, or the caller is not its member"),
};
const companyParams = z.object({ id: IdSchema });

const createRouteDef = createRoute({
  method: "post",
  path: "/supplier/companies",
  operationId: "createDraftCompany",
  security: SIGNED_IN,
  middleware: [requireUser] as const,
  tags: TAGS,
  summary: "Start a company: a draft the caller owns (the basics step; a display name and country at least)",
  request: { body: { required: true, content: { "application/json": { schema: SectionBody } } } },
  responses: {
    201: json(z.object({ id: z.number().int() }), "The new company's id"),
    400: refusals[400],
    401: refusals[401],
    409: json(ErrorRef, "The caller already owns as many unfinished companies as allowed"),
  },
});

const readRoute = createRoute({
  method: "get",
  path: "/supplier/companies/{id}/profile",
  operationId: "readSupplierCompanyProfile",
  security: SIGNED_IN,
  middleware: [requireUser] as const,
  tags: TAGS,
  summary: "A company's profile in any status, with what is still missing (members only)",
  request: { params: companyParams },
  responses: {
    200: json(ProfileSchema, "The profile"),
    400: refusals[400],
    401: refusals[401],
    404: refusals[404],
  },
});

const updateRoute = createRoute({
  method: "put",
  path: "/supplier/companies/{id}/profile/{section}",
  operationId: "updateSupplierCompanySection",
  security: SIGNED_IN,
  middleware: [requireUser] as const,
  tags: TAGS,
  summary: "Save one step of the profile (owners and admins; draft, rejected or active companies)",
  request: {
    params: companyParams.extend({ section: z.enum(PROFILE_SECTIONS) }),
    body: { required: true, content: { "application/json": { schema: SectionBody } } },
  },
  responses: {
    200: json(ProfileSchema, "The profile as saved"),
    ...refusals,
    409: json(ErrorRef, "The company is waiting for review, suspended or closed"),
  },
});

const submitRoute = createRoute({
  method: "post",
  path: "/supplier/companies/{id}/submit",
  operationId: "submitSupplierCompany",
  security: SIGNED_IN,
  middleware: [requireUser] as const,
  tags: TAGS,
  summary: "Send a draft or rejected company for the operator's review",
  description: "Refused with 400 while a required field is empty; `fields` names each as `section.field`.",
  request: { params: companyParams },
  responses: {
    200: json(z.object({ status: z.literal("pending_review") }), "Waiting for review"),
    ...refusals,
    409: json(ErrorRef, "The company is not a draft (already submitted, or active)"),
  },
});

type Deps = UserEnv["Variables"]["deps"];
type User = UserEnv["Variables"]["user"];

async function profileAnswer(deps: Deps, user: User, id: number) {
  const [profile, completeness] = await Promise.all([
    readCompanyProfile(deps, user, id),
    profileCompleteness(deps, user, id),
  ]);
  return { ...profile, completeness };
}

/** The supplier's own company: onboarding's steps and submission. */
export function registerSupplierCompanyApi(api: OpenAPIHono<ApiEnv>) {
  api.openapi(createRouteDef, async (c) => {
    const id = await createDraftCompany(c.get("deps"), c.get("user"), c.req.valid("json"));
    return c.json({ id }, 201);
  });

  api.openapi(readRoute, async (c) => {
    return c.json(await profileAnswer(c.get("deps"), c.get("user"), c.req.valid("param").id), 200);
  });

  api.openapi(updateRoute, async (c) => {
    const { id, section } = c.req.valid("param");
    await updateCompanySection(c.get("deps"), c.get("user"), id, section, c.req.valid("json"));
    return c.json(await profileAnswer(c.get("deps"), c.get("user"), id), 200);
  });

  api.openapi(submitRoute, async (c) => {
    await submitCompanyForReview(c.get("deps"), c.get("user"), c.req.valid("param").id);
    return c.json({ status: "pending_review" as const }, 200);
  });
}
