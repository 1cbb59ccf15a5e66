/** The buyer's quotes: the list, one quote, and one of its files. */
export const QUOTES_PATH = "/profile/quotes";
export const quotePath = (id: number) => `${QUOTES_PATH}/${id}`;
export const quoteFilePath = (quoteId: number, fileId: number) => `${quotePath(quoteId)}/files/${fileId}`;
/** The buyer's order an accepted quote became. */
export const buyerOrderPath = (orderId: number) => `/profile/orders/${orderId}`;
/** One of the buyer's requests for quotation (its quotes are compared there). */
export const buyerRfqPath = (rfqId: number) => `/profile/rfqs/${rfqId}`;
