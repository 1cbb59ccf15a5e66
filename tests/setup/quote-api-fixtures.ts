import type { Actor } from "#server/modules/accounts/index.ts";
import { openSession, SESSION_COOKIE } from "#server/modules/accounts/index.ts";
import { apiClient } from "./api-client.ts";
import { quoteWorld } from "./quote-fixtures.ts";
import type { TestDeps } from "./test-db.ts";

export const QUOTE_START = Date.parse("2026-12-01T09:00:00Z");
export const TR_HOST = "tr.localhost:3000";
export const FR_HOST = "fr.localhost:3000";
export const FOREIGN_ORIGIN = "https://evil.example";

export interface ApiAnswer {
  status: number;
  headers: Headers;
  /** The JSON answer, or the bytes of a file. */
  // biome-ignore lint/suspicious/noExplicitAny: the tests read the answers' fields as they assert them
  body: any;
}
export type QuoteApiCaller = (
  method: string,
  path: string,
  options?: { body?: unknown; host?: string; origin?: string },
) => Promise<ApiAnswer>;

/**
 * `as(actor)` calls the API with that person's session (none for null), from the site's own origin
 * unless told; a JSON answer is parsed, a file's bytes are kept.
 */
export function apiCaller(d: TestDeps) {
  const call = apiClient(d);
  return async (actor: Actor | null): Promise<QuoteApiCaller> => {
    const cookie = actor
      ? `${SESSION_COOKIE}=${(await openSession(d, actor.id, { ip: null, userAgent: null })).token}`
      : undefined;
    return async (method, path, options = {}) => {
      const res = await call(method, path, { ...options, ...(cookie ? { cookie } : {}) });
      const json = res.headers.get("content-type")?.startsWith("application/json");
      const body = json ? await res.json() : new Uint8Array(await res.arrayBuffer());
      return { status: res.status, headers: res.headers, body };
    };
  };
}

/** The quote world (tests/setup/quote-fixtures.ts) behind the API, on 1 December 2026. */
export async function quoteApiWorld(d: TestDeps) {
  d.clock.set(QUOTE_START);
  const w = await quoteWorld(d);
  return { w, as: apiCaller(d) };
}

/** A revision as a JSON client writes it: 500 bath towels at two price rows, FOB Istanbul, valid 30 days. */
export function quoteJson(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    lines: [
      {
        name: "Bath towel",
        variations: [{ name: "Colour", value: "White" }],
        quantity: 500,
        unit: "piece",
        prices: [
          { from: 100, price: "8.10" },
          { from: 1000, price: "7.5" },
        ],
      },
    ],
    currency: "USD",
    incoterm: "FOB",
    namedPlace: "Istanbul",
    leadTimeDays: 30,
    shipping: "included",
    ...overrides,
  };
}
