import { OpenAPIHono } from "@hono/zod-openapi";
import type { Context } from "hono";
import { langFromHost } from "#core/i18n/languages.ts";
import { fieldErrors, nulFieldErrors } from "#core/schemas/field-errors.ts";
import type { AppDeps } from "../deps.ts";
import { refuseForeignOrigins } from "../http/origin-check.ts";
import { isAppError } from "../lib/errors.ts";
import { translator } from "../lib/i18n.ts";
import { registerAccountsApi } from "./accounts.api.ts";
import { registerAddressesApi } from "./addresses.api.ts";
import { registerApiDocument } from "./api-document.ts";
import { registerAttachmentDownloadsApi } from "./attachment-downloads.api.ts";
import { registerCampaignsApi } from "./campaigns.api.ts";
import { registerCartApi } from "./cart.api.ts";
import { registerCheckoutApi } from "./checkout.api.ts";
import { registerCommentsApi } from "./comments.api.ts";
import { registerCompaniesApi } from "./companies.api.ts";
import { appErrorResponse, errorBody } from "./error-response.ts";
import { registerHelpCenterApi } from "./help-center.api.ts";
import { registerOrdersApi } from "./orders.api.ts";
import { registerProductsApi } from "./products.api.ts";
import { registerProductsAdminApi } from "./products-admin.api.ts";
import { registerQuotesApi } from "./quotes.api.ts";
import { registerRfqBoardApi } from "./rfq-board.api.ts";
import { registerRfqsApi } from "./rfqs.api.ts";
import { registerSearchApi } from "./search.api.ts";
import { registerSearchSuggestApi } from "./search-suggest.api.ts";
import { registerSeoApi } from "./seo.api.ts";
import { registerSupplierCompanyApi } from "./supplier-company.api.ts";
import { registerSupplierProductImportApi } from "./supplier-product-import.api.ts";
import { registerSupplierProductsApi } from "./supplier-products.api.ts";
import { registerSupplierQuotesApi } from "./supplier-quotes.api.ts";
import { registerSupplierStorefrontApi } from "./supplier-storefront.api.ts";
import { registerSupplierTeamApi } from "./supplier-team.api.ts";
import { registerSuppliersAdminApi } from "./suppliers-admin.api.ts";
import { registerVerificationApi } from "./verification.api.ts";
import { registerViewsApi } from "./views.api.ts";

export type ApiEnv = { Variables: { deps: AppDeps } };

/**
 * The REST API under /api. Every route is declared with Zod schemas, which both validate the
 * request and produce the OpenAPI document at /api/openapi.json. Domains add their routes here.
 */
export function createApi(deps: AppDeps) {
  const api = new OpenAPIHono<ApiEnv>({
    defaultHook: (result, c) => {
      const fields = result.success ? nulFieldErrors(result.data) : fieldErrors(result.error);
      if (fields) return c.json(errorBody(langFromHost(c.req.header("host")), "invalid_data", fields), 400);
    },
  });
  api.use(async (c, next) => {
    c.set("deps", deps);
    await next();
  });
  // POST, PUT, PATCH and DELETE only from the site's own pages (server/http/origin-check.ts).
  api.use(refuseForeignOrigins(deps.config, { log: deps.log, api: true }));

  registerAccountsApi(api);
  registerSearchApi(api);
  registerSearchSuggestApi(api);
  registerCompaniesApi(api);
  registerProductsApi(api);
  registerCartApi(api);
  registerCheckoutApi(api);
  registerAddressesApi(api);
  registerOrdersApi(api);
  registerRfqsApi(api);
  registerRfqBoardApi(api);
  registerQuotesApi(api);
  registerSupplierQuotesApi(api);
  registerAttachmentDownloadsApi(api);
  registerCommentsApi(api);
  registerViewsApi(api);
  registerHelpCenterApi(api);
  registerCampaignsApi(api);
  registerSeoApi(api);
  registerSuppliersAdminApi(api);
  registerSupplierCompanyApi(api);
  registerSupplierStorefrontApi(api);
  registerSupplierProductImportApi(api);
  registerSupplierTeamApi(api);
  registerVerificationApi(api);
  registerSupplierProductsApi(api);
  registerProductsAdminApi(api);

  registerApiDocument(api, deps.config);
  const notFound = (c: Context) => c.json(errorBody(langFromHost(c.req.header("host")), "not_found"), 404);
  api.notFound(notFound);
  // Mounted under /api, this app's notFound is not consulted: an unknown path or method would
  // fall through to the pages and answer HTML. Registered last, so every operation comes first
  // (an operation registered after this line would never be reached).
  api.all("*", notFound);
  api.onError((error, c) => {
    const lang = langFromHost(c.req.header("host"));
    if (isAppError(error)) return appErrorResponse(c, lang, error);
    // Malformed JSON bodies and the like surface as Hono HTTP errors with a 4xx status.
    const status = (error as { status?: number }).status;
    if (status && status >= 400 && status < 500)
      return c.json(
        errorBody(lang, status === 404 ? "not_found" : "invalid_data"),
        status === 404 ? 404 : 400,
      );
    deps.log.error({ err: error, path: c.req.path }, "api error");
    return c.json({ error: { code: "server_error", message: translator(lang)("errors.server") } }, 500);
  });
  return api;
}
