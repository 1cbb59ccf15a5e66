export {
  type AnsweredRevision,
  acceptQuote,
  declineQuote,
  requestQuoteChanges,
} from "./quote-answer.service.ts";
export { QUOTE_ACT, QUOTE_READ } from "./quote-access.ts";
export {
  type BuyerQuote,
  type BuyerRevision,
  type ComparedQuote,
  getBuyerQuote,
  listBuyerQuotes,
  listQuotesForRfq,
} from "./quote-buyer.service.ts";
export {
  formValuesOf,
  loadQuoteEditor,
  type QuoteDeps,
  type QuoteEditorContext,
} from "./quote-editor.service.ts";
export { QUOTE_BUYER_ERRORS, QUOTE_SUPPLIER_ERRORS } from "./quote-errors.ts";
export { fillQuoteFromProducts } from "./quote-fill.ts";
export {
  openQuoteAttachment,
  QUOTE_FILE_MAX_BYTES,
  type QuoteReader,
  type QuoteUpload,
} from "./quote-files.ts";
export {
  expireQuotes,
  QUOTE_EXPIRY_QUEUE,
  QUOTE_REMINDER_QUEUE,
  quoteJobHandlers,
  remindOfExpiringQuotes,
  scheduleQuoteJobs,
} from "./quote-jobs.ts";
export type { QuoteListRow } from "./quote-list-rows.ts";
export { QUOTE_MAIL_ROLES, quoteLink } from "./quote-mail.ts";
export { saveQuote, type SaveQuoteOptions } from "./quote-save.service.ts";
export {
  findCompanyQuoteId,
  getSupplierQuote,
  listSupplierQuotes,
  type QuoteBuyerIdentity,
  type SupplierQuote,
  withdrawQuote,
} from "./quote-supplier.service.ts";
export type { QuoteRequest, QuoteTarget } from "./quote-target.ts";
export type { QuoteAttachmentView, QuoteLineView, QuoteRevisionView } from "./quote-view.ts";
