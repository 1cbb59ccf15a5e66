/** The id of the purchase request form's section: the page scrolls there for ?ask=true. */
export const PURCHASE_REQUEST_SECTION_ID = "purchase-request";
