import type { FormFields } from "./form-fields.ts";

/** The quote forms, the supplier's and the buyer's: the fields a hostile submission fills (see form-fields.ts). */
const editor: FormFields = {
  intent: ["save", "send", "fill", "add-line", "add-price:0", "remove-price:0:1"],
  draftVersion: ["0", "1", "2"],
  removeAttachments: ["", "1"],
  "lines.0.product": ["", "1", "2"],
  "lines.0.name": ["Bath towel", ""],
  "lines.0.variation": ["", "Colour: White; Size: XL"],
  "lines.0.quantity": ["500", "1"],
  "lines.0.unit": ["piece", "carton"],
  "lines.0.prices.0.from": ["100", "1"],
  "lines.0.prices.0.price": ["8.10", "0.0125"],
  "lines.0.prices.1.from": ["", "1000"],
  "lines.0.prices.1.price": ["", "7.5"],
  "lines.1.name": ["", "Gift box"],
  "lines.1.quantity": ["", "10"],
  "lines.1.prices.0.from": ["", "1"],
  "lines.1.prices.0.price": ["", "2.5"],
  currency: ["USD", "EUR", "JPY"],
  incoterm: ["", "FOB", "CIF"],
  namedPlace: ["", "Istanbul"],
  depositPercent: ["", "30"],
  balanceDue: ["", "before_shipment", "net_30"],
  leadTimeDays: ["30"],
  shipping: ["included", "cost", "to_quote"],
  shippingCost: ["", "250.00"],
  validUntil: ["2026-12-31", "2027-03-01"],
  note: ["", "Ready in March."],
};

export const QUOTE_FORM_FIELDS: Record<string, FormFields> = {
  "routes/supplier/quotes/new": editor,
  "routes/supplier/quotes/revise": editor,
  // The quote page: send the draft, or withdraw the latest sent revision with a reason.
  "routes/supplier/quotes/detail": {
    intent: ["send", "withdraw"],
    revision: ["1", "2"],
    version: ["1", "2"],
    reason: ["No stock this season."],
  },
  // The buyer's answers to a quote.
  "routes/profile/quote": {
    intent: ["accept", "request_changes", "decline"],
    revision: ["1", "2"],
    version: ["", "1", "3"],
    confirmed: ["on", ""],
    comment: ["A lower price for 1,000 pieces, please."],
    reason: ["We found a supplier nearer to us."],
  },
};
