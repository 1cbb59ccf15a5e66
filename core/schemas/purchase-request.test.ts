import { describe, expect, it } from "vitest";
import en from "../i18n/locales/en.json" with { type: "json" };
import { fieldErrors } from "./field-errors.ts";
import { purchaseRequestSchema } from "./purchase-request.ts";
import {
  browserDateRange,
  PURCHASE_REQUEST_LIMITS as L,
  PRODUCT_UNITS,
  serverDateRange,
} from "./purchase-request-rules.ts";

const range = { earliest: "2026-03-10", latest: "2028-03-10" };
const valid = {
  requestCompany: "Ada Trading",
  requestUserName: "Ada Buyer",
  requestUserMail: "ada@example.com",
  requestUserPhone: "+44 20 7946 0000",
  subject: "Vases",
  message: "Please quote.",
  quantity: "2000",
  unitType: "carton",
  requestDate: "2026-03-10",
};
const errorsOf = (values: Record<string, string>, dates = range) => {
  const result = purchaseRequestSchema(dates).safeParse(values);
  return result.success ? {} : fieldErrors(result.error);
};

describe("purchase request rules", () => {
  it("accepts a complete request and reads the quantity as a number", () => {
    const parsed = purchaseRequestSchema(range).parse({ ...valid, quantity: " 2.5 " });
    expect(parsed.quantity).toBe(2.5);
    expect(parsed.unitType).toBe("carton");
  });

  it("flags every empty field; the unit must come from the list", () => {
    expect(errorsOf({})).toEqual({
      requestCompany: "errors.required",
      requestUserName: "errors.required",
      requestUserMail: "errors.required",
      requestUserPhone: "errors.required",
      subject: "errors.required",
      message: "errors.required",
      quantity: "errors.required",
      unitType: "purchaseRequest.invalid.unit",
      requestDate: "errors.required",
    });
    expect(errorsOf({ ...valid, subject: "   " })).toEqual({ subject: "errors.required" });
    expect(errorsOf({ ...valid, unitType: "barrel" })).toEqual({ unitType: "purchaseRequest.invalid.unit" });
  });

  it("the units list is the product units of the locale files", () => {
    expect([...PRODUCT_UNITS]).toEqual(Object.keys(en.units));
  });

  it("quantity is a positive number, at most a billion, with at most 4 decimals", () => {
    for (const bad of ["abc", "0", "-1", "1e3", "1,5", "2.12345", String(L.quantityMax + 1)])
      expect(errorsOf({ ...valid, quantity: bad }), bad).toEqual({
        quantity: "purchaseRequest.invalid.quantity",
      });
    for (const good of ["1", "0.5", "2.1234", String(L.quantityMax)])
      expect(errorsOf({ ...valid, quantity: good }), good).toEqual({});
  });

  it("keeps texts within their limits and e-mail addresses real", () => {
    const longest = {
      ...valid,
      requestCompany: "c".repeat(L.company),
      requestUserName: "n".repeat(L.name),
      requestUserPhone: "1".repeat(L.phone),
      subject: "s".repeat(L.subject),
      message: "m".repeat(L.message),
    };
    expect(errorsOf(longest)).toEqual({});
    expect(errorsOf({ ...longest, message: "m".repeat(L.message + 1) })).toEqual({
      message: "errors.tooLong",
    });
    expect(errorsOf({ ...valid, requestUserMail: "ada@" })).toEqual({ requestUserMail: "errors.email" });
  });

  it("the planned date is a real day between today and the years ahead", () => {
    expect(errorsOf({ ...valid, requestDate: "2026-03-09" })).toEqual({
      requestDate: "purchaseRequest.invalid.date",
    });
    expect(errorsOf({ ...valid, requestDate: "2028-03-10" })).toEqual({});
    for (const bad of ["2028-03-11", "2027-02-30", "10/03/2026", "20260-01-01"])
      expect(errorsOf({ ...valid, requestDate: bad }), bad).toEqual({
        requestDate: "purchaseRequest.invalid.date",
      });
  });
});

describe("whose today", () => {
  it("the browser's today is its own calendar day", () => {
    // Late in the evening, local time: still the same local day whatever UTC says.
    expect(browserDateRange(new Date(2026, 2, 10, 23, 30))).toEqual({
      earliest: "2026-03-10",
      latest: "2028-03-10",
    });
    expect(browserDateRange(new Date(2026, 2, 11, 0, 5)).earliest).toBe("2026-03-11");
  });

  it("the server accepts every day that is today somewhere, from UTC−12 to UTC+14", () => {
    // 11:00 UTC on 10 March: 23:00 on the 9th in UTC−12, 01:00 on the 11th in UTC+14.
    const morning = serverDateRange(Date.parse("2026-03-10T11:00:00Z"));
    expect(morning).toEqual({ earliest: "2026-03-09", latest: "2028-03-11" });
    expect(errorsOf({ ...valid, requestDate: "2026-03-09" }, morning)).toEqual({});
    expect(errorsOf({ ...valid, requestDate: "2026-03-08" }, morning)).toEqual({
      requestDate: "purchaseRequest.invalid.date",
    });
    // 13:00 UTC: the 10th has begun everywhere, so the 9th is past for every buyer.
    expect(serverDateRange(Date.parse("2026-03-10T13:00:00Z")).earliest).toBe("2026-03-10");
    // At 10:00 UTC it is midnight in Kiribati (UTC+14): the 11th begins there.
    expect(serverDateRange(Date.parse("2026-03-10T09:59:00Z")).latest).toBe("2028-03-10");
    expect(serverDateRange(Date.parse("2026-03-10T10:00:00Z")).latest).toBe("2028-03-11");
  });
});
