/**
 * The refusals of quoting, as translation keys: the supplier's in the workspace's messages, the
 * buyer's in the site's.
 */
const S = "supplier.quote.errors";
export const QUOTE_SUPPLIER_ERRORS = {
  noBuyerAccount: `${S}.noBuyerAccount`,
  noBankDetails: `${S}.noBankDetails`,
  closed: `${S}.closed`,
  changedMeanwhile: `${S}.changedMeanwhile`,
  alreadyQuoted: `${S}.alreadyQuoted`,
  rfqClosed: `${S}.rfqClosed`,
  rfqFull: `${S}.rfqFull`,
  rfqPastDeadline: `${S}.rfqPastDeadline`,
  rfqCategory: `${S}.rfqCategory`,
  rfqOwnMember: `${S}.rfqOwnMember`,
  notWithdrawable: `${S}.notWithdrawable`,
  fileType: `${S}.fileType`,
  fileSize: `${S}.fileSize`,
  fileCount: `${S}.fileCount`,
} as const;

const B = "quotes.errors";
export const QUOTE_BUYER_ERRORS = {
  expired: `${B}.expired`,
  wrongStatus: `${B}.wrongStatus`,
  newerRevision: `${B}.newerRevision`,
} as const;
