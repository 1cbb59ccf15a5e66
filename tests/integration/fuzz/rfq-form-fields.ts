import type { FormFields } from "./form-fields.ts";

/**
 * The requests for quotation's forms, the buyer's and the supplier's choice of the categories
 * whose requests it receives: the fields a hostile submission fills (see form-fields.ts).
 */
const TEXT = ["A fair question about delivery times and packaging."];

export const RFQ_FORM_FIELDS: Record<string, FormFields> = {
  // A buyer's request for quotation (its files come as multipart), and closing or extending one.
  "routes/profile/rfq-new": {
    title: ["Cotton bath towels, 500 gsm"],
    categoryCode: ["020001001", "020"],
    description: TEXT,
    quantity: ["5000", "1"],
    unit: ["piece", "carton"],
    targetPrice: ["", "2.40", "0.0125"],
    currency: ["", "EUR", "USD"],
    destinationCountry: ["FR", "TR"],
    destinationPort: ["", "Le Havre"],
    incoterm: ["", "CIF", "FOB"],
    neededBy: ["", "2030-01-15"],
    certificates: ["", "OEKO-TEX, ISO 9001"],
    openDays: ["", "14", "30"],
    maxQuotes: ["", "10", "50"],
    buyerCompany: ["", "Maison Linge"],
    buyerCountry: ["FR", "DE"],
  },
  "routes/profile/rfq": {
    intent: ["close", "extend"],
    version: ["1", "2"],
    note: ["", "Found a supplier."],
    confirmed: ["on", ""],
    days: ["1", "7", "30"],
  },
  "routes/supplier/company/categories": {
    intent: ["save", "suggest"],
    categories: ["020", "020001", "015001002"],
  },
};
