import { z } from "zod";
import { idSchema } from "./id.ts";

/**
 * The workspace's product list: its address (filters, search, page) and its bulk form. The same
 * list as the database's CHECK on products.status (server/db/schema/catalog-tables.ts,
 * `PRODUCT_STATUSES`; a test holds the two together: `core/` may not import the server).
 */
export const PRODUCT_LIST_STATUSES = [
  "draft",
  "pending_review",
  "published",
  "unpublished",
  "rejected",
] as const;
export type ProductListStatus = (typeof PRODUCT_LIST_STATUSES)[number];

/** Products per page of the list. */
export const PRODUCT_LIST_PAGE = 20;
/** The most a search may say. */
export const PRODUCT_SEARCH_MAX = 100;
/** A product certificate ending within this many days (or ended) counts as expiring. */
export const CERTIFICATE_EXPIRY_DAYS = 30;

const flag = z.preprocess((v) => v === "1" || v === "on" || v === "true", z.boolean()).catch(false);

/** The list's address; a value that makes no sense is dropped, never an error. */
export const ProductListQuerySchema = z.object({
  status: z.enum(PRODUCT_LIST_STATUSES).optional().catch(undefined),
  category: z
    .string()
    .regex(/^(\d{3}){1,6}$/)
    .optional()
    .catch(undefined),
  q: z
    .string()
    .trim()
    .max(PRODUCT_SEARCH_MAX)
    .optional()
    .transform((text) => text || undefined)
    .catch(undefined),
  missing: flag,
  expiring: flag,
  cart: flag,
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});
export type ProductListQuery = z.infer<typeof ProductListQuerySchema>;

/** What the bulk form may do to the chosen products. */
export const PRODUCT_BULK_ACTIONS = ["submit", "publish", "unpublish", "translate", "delete"] as const;
export type ProductBulkAction = (typeof PRODUCT_BULK_ACTIONS)[number];
/** The most products one bulk action takes (one page and more). */
export const PRODUCT_BULK_MAX = 100;

export const ProductBulkSchema = z.object({
  bulk: z.enum(PRODUCT_BULK_ACTIONS, { error: "supplier.products.list.chooseAction" }),
  ids: z
    .array(idSchema(), { error: "supplier.products.list.chooseProducts" })
    .min(1, "supplier.products.list.chooseProducts")
    .max(PRODUCT_BULK_MAX, "errors.product.tooMany"),
});
export type ProductBulkInput = z.infer<typeof ProductBulkSchema>;

/** The list's address for `query` (what the filters form sends), without defaults. */
export function productListSearch(query: Partial<ProductListQuery>, page?: number): URLSearchParams {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.status) params.set("status", query.status);
  if (query.category) params.set("category", query.category);
  if (query.missing) params.set("missing", "1");
  if (query.expiring) params.set("expiring", "1");
  if (query.cart) params.set("cart", "1");
  if (page && page > 1) params.set("page", String(page));
  return params;
}

/** One product as the workspace list shows it. */
export interface WorkspaceProductRow {
  id: number;
  name: string;
  picture: string | null;
  supplierSku: string | null;
  status: ProductListStatus;
  /** The operator's reason for a rejected product. */
  statusReason: string | null;
  currency: string;
  /** Exact decimals as text; null when the price is on request. */
  priceMin: string | null;
  priceMax: string | null;
  priceUnit: string | null;
  minOrderQuantity: number | null;
  minOrderUnit: string | null;
  isCartAvailable: boolean;
  languagesDone: number;
  hasPendingChange: boolean;
  /** The operator's reason when the latest change request was rejected. */
  changeRejectedReason: string | null;
  updatedAt: string;
}
