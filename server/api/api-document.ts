import type { OpenAPIHono } from "@hono/zod-openapi";
import { SESSION_COOKIE } from "#server/modules/accounts/index.ts";
import type { Config } from "../config.ts";
import type { ApiEnv } from "./api.ts";
import { SESSION_SCHEME } from "./openapi-shapes.ts";

/** The operations' tags, in the order a reader meets them, each with what it groups. */
const TAGS = [
  { name: "Accounts", description: "Signing in and out; who is signed in." },
  { name: "Search", description: "The product listing: search, filters, categories and places of origin." },
  { name: "Products", description: "A product's details, its views and the most viewed products." },
  { name: "Companies", description: "Supplier storefront information." },
  {
    name: "Supplier company",
    description: "A supplier's own company: starting it, its profile's steps, and sending it for review.",
  },
  { name: "Comments", description: "Ratings and comments on products, and their moderation." },
  { name: "Cart", description: "The signed-in buyer's cart, and checking it out into orders." },
  { name: "Addresses", description: "The signed-in buyer's saved ship-to addresses." },
  {
    name: "Orders",
    description:
      "Orders for their parties (the buyer, the supplier's members): reading them and taking the flow's steps. Amounts are decimal text.",
  },
  {
    name: "Requests for quotation",
    description:
      "A buyer's requests for quotation (posting, reading, closing early, extending once), the boards of open requests of supplier companies' members, and the public board without buyer identity or target price. Target prices are decimal text.",
  },
  {
    name: "Quotes",
    description:
      "Suppliers' priced offers to buyers, for an inquiry or a request for quotation: the buyer's quotes and answers (accept, which makes the order; decline; ask for changes), the comparison on a request, a company's quotes and their revisions (members), and quote files. Amounts are decimal text.",
  },
  { name: "Help center", description: "Messages to the administrators, and their inbox in the console." },
  { name: "Campaigns", description: "Contact lists for e-mail campaigns, and unsubscribing from them." },
  { name: "SEO", description: "SEO records of pages and landing pages, kept in the console." },
  {
    name: "Supplier review",
    description: "The operator's review of supplier companies: applications, approval, suspension.",
  },
  {
    name: "Supplier team",
    description: "A company's members and their team roles, invitations by e-mail and accepting them.",
  },
  {
    name: "Verification",
    description:
      "Certificates and verification documents of supplier companies, and the operator's review of them.",
  },
  {
    name: "Supplier storefront",
    description:
      "A company's texts in every language, machine translation, and its storefront settings (members).",
  },
  {
    name: "Supplier products",
    description:
      "A company's own products: adding, saving, removing, sending for review, publishing, and change requests (members).",
  },
  {
    name: "Product review",
    description:
      "The operator's review of products and of change requests to published ones, and trusted suppliers.",
  },
  {
    name: "Product import",
    description:
      "Spreadsheet import of a company's products (upload, column mapping, dry run, background import, refused rows) and the templates and export in the same format.",
  },
];

/** Publishes the document at /openapi.json, with the session cookie as its security scheme. */
export function registerApiDocument(api: OpenAPIHono<ApiEnv>, config: Config) {
  api.openAPIRegistry.registerComponent("securitySchemes", SESSION_SCHEME, {
    type: "apiKey",
    in: "cookie",
    name: SESSION_COOKIE,
    description:
      "The session cookie POST /auth/login sets (HttpOnly). Operations that need it answer 401 without it, and 403 when the account lacks the role.",
  });
  api.doc31("/openapi.json", apiDocument(config));
}

/**
 * The OpenAPI document's own fields (paths and components come from the routes). The server is
 * the site's address from SITE_PROTOCOL and SITE_HOST; every language host serves the same API.
 */
export function apiDocument(config: Pick<Config, "siteProtocol" | "siteHost">) {
  return {
    openapi: "3.1.0",
    info: {
      title: "Caravan API",
      version: "1.0.0",
      description:
        "REST API of the Caravan B2B marketplace. Errors answer `{ error: { code, message, fields? } }`; messages are in the host's language (tr.example.com answers in Turkish).",
      license: { name: "MIT", identifier: "MIT" },
    },
    servers: [
      {
        url: `${config.siteProtocol}://${config.siteHost}/api`,
        description: "This site (English; each language's host, such as tr.<host>, serves the same API)",
      },
    ],
    tags: TAGS,
  };
}
