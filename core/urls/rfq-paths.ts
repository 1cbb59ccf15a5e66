import { slugify } from "../rules/slug.ts";

/**
 * Addresses of the requests for quotation. The public board lists open requests at /rfq and a
 * category's at {category-slug}/rfq/{code}, named in the host's language like a category's product
 * listing ({category-slug}/ca/{code}); one open request is /rfq/{id}. Suppliers read requests in
 * their workspace and answer them in the quote editor.
 */
export const RFQ_BOARD_PATH = "/rfq";

export const rfqCategoryPath = (name: string, code: string) =>
  `/${encodeURIComponent(slugify(name))}/rfq/${code}`;

export const publicRfqPath = (rfqId: number) => `/rfq/${rfqId}`;

export const SUPPLIER_RFQS_PATH = "/supplier/rfqs";
export const supplierRfqPath = (rfqId: number) => `${SUPPLIER_RFQS_PATH}/${rfqId}`;
export const supplierRfqFilePath = (rfqId: number, attachmentId: number) =>
  `${supplierRfqPath(rfqId)}/files/${attachmentId}`;

/** The quote editor, started on a request. */
export const newQuotePath = (rfqId: number) => `/supplier/quotes/new?rfq=${rfqId}`;
/** The company's quote thread. */
export const supplierQuotePath = (quoteId: number) => `/supplier/quotes/${quoteId}`;

/**
 * The buyer's pages of their requests for quotation. The form's address is the one the home
 * page's card, the help pages and the sign-in's return address name.
 */
export const RFQ_FORM_PATH = "/profile/purchase-request/detail";
/** The form's older address, kept as a redirect: sign-in links made with it still come back. */
export const RFQ_FORM_LEGACY_PATH = "/profile/purchase-request-detail";
export const RFQ_LIST_PATH = "/profile/rfqs";
export const rfqPath = (id: number) => `${RFQ_LIST_PATH}/${id}`;
export const rfqFilePath = (id: number, fileId: number) => `${rfqPath(id)}/files/${fileId}`;
