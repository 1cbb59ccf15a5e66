import { createRoute, type OpenAPIHono, z } from "@hono/zod-openapi";
import { LANG_CODES } from "#core/i18n/languages.ts";
import {
  COMPANY_TEXT_LIMITS,
  COMPANY_TEXT_STATES,
  MAX_BANNER_PICTURES,
  STOREFRONT_PICTURE_KINDS,
  StorefrontSettingsSchema,
} from "#core/schemas/company-texts.ts";
import { IdSchema } from "#core/schemas/id.ts";
import { MERCH_IMAGE } from "#core/schemas/merchandising.ts";
import { AppError } from "../lib/errors.ts";
import {
  addStorefrontPicture,
  changeStorefrontPicture,
  PICTURE_MOVES,
  queueMissingTranslations,
  readCompanyTexts,
  readStorefront,
  saveCompanyTexts,
  saveStorefrontSettings,
} from "../modules/companies/index.ts";
import type { ApiEnv } from "./api.ts";
import { requireUser } from "./guards.ts";
import { ErrorRef, json, SIGNED_IN } from "./openapi-shapes.ts";

const TAGS = ["Supplier storefront"];
const memberOnly = {
  401: json(ErrorRef, "Not signed in"),
  404: json(ErrorRef, "Not a member of this company, or no such company"),
} as const;
const editors = {
  ...memberOnly,
  403: json(ErrorRef, "The member's team role may not change the company's profile or storefront"),
} as const;
const companyParam = z.object({ companyId: IdSchema });

const LanguageTextsSchema = z
  .object({
    lang: z.enum(LANG_CODES as [string, ...string[]]),
    state: z.enum(COMPANY_TEXT_STATES).openapi({
      description:
        "missing; source (the company's own language); human; machine; reviewed (machine, then saved by a person); outdated (made from an older source text)",
    }),
    origin: z.enum(["source", "human", "machine", "machine_reviewed"]).nullable(),
    translating: z.boolean().openapi({ description: "A machine translation is queued or running" }),
    introductionHtml: z.string().openapi({ description: "Sanitised HTML" }),
    mainProducts: z.string(),
    updatedAt: z.string().nullable(),
  })
  .openapi("CompanyLanguageTexts");
const CompanyTextsViewSchema = z
  .object({
    sourceLang: z.string().openapi({ description: "The language the company writes in" }),
    sourceDigest: z.string().nullable(),
    languages: z.array(LanguageTextsSchema).openapi({ description: "All 13 languages, the source first" }),
  })
  .openapi("CompanyTexts");
const StorefrontSchema = z
  .object({
    companyId: z.number().int(),
    companyName: z.string(),
    nameKey: z.string().nullable(),
    themeColor: z.string().nullable(),
    logo: z.string().nullable(),
    banners: z.array(z.string()).openapi({ description: "In the order shown; the first is the header's" }),
  })
  .openapi("StorefrontSettings");

const readTextsRoute = createRoute({
  method: "get",
  path: "/supplier/companies/{companyId}/texts",
  operationId: "readCompanyTexts",
  security: SIGNED_IN,
  middleware: [requireUser] as const,
  tags: TAGS,
  summary: "The company's buyer-facing texts in every language, with each language's state (members)",
  request: { params: companyParam },
  responses: { 200: json(CompanyTextsViewSchema, "The texts"), 400: json(ErrorRef, "Bad id"), ...memberOnly },
});

const saveTextsRoute = createRoute({
  method: "put",
  path: "/supplier/companies/{companyId}/texts/{lang}",
  operationId: "saveCompanyTexts",
  security: SIGNED_IN,
  middleware: [requireUser] as const,
  tags: TAGS,
  summary: "Save one language's texts as a person wrote them (owners and admins)",
  description:
    "The HTML is sanitised. Saving the source language makes texts made from the old source outdated; saving a machine translation marks it reviewed; both empty removes the language's texts.",
  request: {
    params: companyParam.extend({ lang: z.string().max(8) }),
    body: {
      required: true,
      content: {
        "application/json": {
          schema: z.object({
            introductionHtml: z.string().max(COMPANY_TEXT_LIMITS.introductionHtml),
            mainProducts: z.string().max(COMPANY_TEXT_LIMITS.mainProducts),
          }),
        },
      },
    },
  },
  responses: {
    200: json(CompanyTextsViewSchema, "The texts after the change"),
    400: json(ErrorRef, "Bad language or texts (translated field messages)"),
    ...editors,
  },
});

const translateRoute = createRoute({
  method: "post",
  path: "/supplier/companies/{companyId}/texts/translate",
  operationId: "translateMissingCompanyTexts",
  security: SIGNED_IN,
  middleware: [requireUser] as const,
  tags: TAGS,
  summary: "Queue machine translation of the missing languages (owners and admins)",
  description:
    "One background job per language that is missing or machine-made from an older source. Machine translation never replaces a text a person wrote. Refused with 409 when the site has no TRANSLATE_URL or the source texts are empty.",
  request: { params: companyParam },
  responses: {
    202: json(z.object({ queued: z.array(z.string()) }), "The languages queued"),
    400: json(ErrorRef, "Bad id"),
    409: json(ErrorRef, "No translation service configured, or nothing to translate from"),
    ...editors,
  },
});

const readStorefrontRoute = createRoute({
  method: "get",
  path: "/supplier/companies/{companyId}/storefront",
  operationId: "readStorefrontSettings",
  security: SIGNED_IN,
  middleware: [requireUser] as const,
  tags: TAGS,
  summary: "The storefront's name key, theme colour and pictures (members)",
  request: { params: companyParam },
  responses: { 200: json(StorefrontSchema, "The settings"), 400: json(ErrorRef, "Bad id"), ...memberOnly },
});

const saveStorefrontRoute = createRoute({
  method: "put",
  path: "/supplier/companies/{companyId}/storefront",
  operationId: "saveStorefrontSettings",
  security: SIGNED_IN,
  middleware: [requireUser] as const,
  tags: TAGS,
  summary: "Set the storefront's name key and theme colour (owners and admins)",
  request: {
    params: companyParam,
    body: { required: true, content: { "application/json": { schema: StorefrontSettingsSchema } } },
  },
  responses: {
    200: json(StorefrontSchema, "The settings after the change"),
    400: json(ErrorRef, "Bad name key or colour (translated field messages)"),
    409: json(ErrorRef, "Another company uses this name key"),
    ...editors,
  },
});

const addPictureRoute = createRoute({
  method: "post",
  path: "/supplier/companies/{companyId}/storefront/pictures",
  operationId: "addStorefrontPicture",
  security: SIGNED_IN,
  middleware: [requireUser] as const,
  tags: TAGS,
  summary: "Upload the logo (replacing it) or a banner picture (added last) (owners and admins)",
  description: `The body is the picture itself: JPEG, PNG or WebP up to ${MERCH_IMAGE.maxBytes / 1024 / 1024} MB, judged by its content and re-encoded as JPEG without metadata. At most ${MAX_BANNER_PICTURES} banner pictures.`,
  request: {
    params: companyParam,
    query: z.object({ kind: z.enum(STOREFRONT_PICTURE_KINDS) }),
    body: {
      required: true,
      content: { "application/octet-stream": { schema: z.string().openapi({ format: "binary" }) } },
    },
  },
  responses: {
    201: json(StorefrontSchema, "The settings with the new picture"),
    400: json(ErrorRef, "Not a picture, or too small"),
    409: json(ErrorRef, "Already the most banner pictures"),
    413: json(ErrorRef, "Larger than the limit"),
    ...editors,
  },
});

const changePictureRoute = createRoute({
  method: "patch",
  path: "/supplier/companies/{companyId}/storefront/pictures",
  operationId: "changeStorefrontPicture",
  security: SIGNED_IN,
  middleware: [requireUser] as const,
  tags: TAGS,
  summary: "Move a banner picture up or down, or remove a banner picture or the logo (owners and admins)",
  request: {
    params: companyParam,
    body: {
      required: true,
      content: {
        "application/json": {
          schema: z.object({
            kind: z.enum(STOREFRONT_PICTURE_KINDS),
            index: z
              .number()
              .int()
              .min(0)
              .max(MAX_BANNER_PICTURES - 1)
              .optional(),
            move: z.enum(PICTURE_MOVES),
          }),
        },
      },
    },
  },
  responses: {
    200: json(StorefrontSchema, "The settings after the change"),
    400: json(ErrorRef, "Bad change"),
    ...editors,
  },
});

/** The supplier workspace's texts and storefront operations; every one checks the caller's team role. */
export function registerSupplierStorefrontApi(api: OpenAPIHono<ApiEnv>) {
  api.openapi(readTextsRoute, async (c) => {
    const deps = c.get("deps");
    return c.json(await readCompanyTexts(deps.db, c.get("user"), c.req.valid("param").companyId), 200);
  });
  api.openapi(saveTextsRoute, async (c) => {
    const deps = c.get("deps");
    const { companyId, lang } = c.req.valid("param");
    return c.json(
      await saveCompanyTexts(deps.db, deps.clock, c.get("user"), companyId, lang, c.req.valid("json")),
      200,
    );
  });
  api.openapi(translateRoute, async (c) => {
    const deps = c.get("deps");
    const queued = await queueMissingTranslations(
      deps.db,
      deps.clock,
      deps.config.translation,
      c.get("user"),
      c.req.valid("param").companyId,
    );
    return c.json({ queued }, 202);
  });
  api.openapi(readStorefrontRoute, async (c) => {
    const deps = c.get("deps");
    return c.json(await readStorefront(deps.db, c.get("user"), c.req.valid("param").companyId), 200);
  });
  api.openapi(saveStorefrontRoute, async (c) => {
    const deps = c.get("deps");
    const view = await saveStorefrontSettings(
      deps.db,
      deps.clock,
      c.get("user"),
      c.req.valid("param").companyId,
      c.req.valid("json"),
    );
    return c.json(view, 200);
  });
  api.openapi(addPictureRoute, async (c) => {
    const deps = c.get("deps");
    if (Number(c.req.header("content-length") ?? "0") > MERCH_IMAGE.maxBytes)
      throw new AppError("payload_too_large", "supplier.storefront.pictureTooLarge", {
        picture: "supplier.storefront.pictureTooLarge",
      });
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    const view = await addStorefrontPicture(
      deps.db,
      deps.clock,
      deps.config.dataDir,
      c.get("user"),
      c.req.valid("param").companyId,
      c.req.valid("query").kind,
      bytes,
    );
    return c.json(view, 201);
  });
  api.openapi(changePictureRoute, async (c) => {
    const deps = c.get("deps");
    const { move, ...picture } = c.req.valid("json");
    const view = await changeStorefrontPicture(
      deps.db,
      deps.clock,
      c.get("user"),
      c.req.valid("param").companyId,
      picture,
      move,
    );
    return c.json(view, 200);
  });
}
