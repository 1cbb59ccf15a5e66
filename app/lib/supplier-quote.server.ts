/*
 * The view types the supplier's quote components render, from the quotes module (types only: the
 * components stay free of server code, and the build drops these imports).
 */
export type {
  QuoteAttachmentView,
  QuoteBuyerIdentity,
  QuoteLineView,
  QuoteListRow,
  QuoteRequest,
  QuoteRevisionView,
  SupplierQuote,
} from "#server/modules/quotes/index.ts";
