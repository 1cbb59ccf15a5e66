import { createApi } from "#server/api/api.ts";
import { type Actor, openSession, SESSION_COOKIE } from "#server/modules/accounts/index.ts";
import { productDraft, productWorld } from "./product-fixtures.ts";
import type { TestDeps } from "./test-db.ts";

export const SITE = "http://localhost:3000";

/**
 * The product world of product-fixtures.ts behind the API: `call` sends a request as one of its
 * actors (or anonymously, `null`), from the site's own pages unless another origin is given, and
 * `product` reads what the database holds of a product (its row, texts and change requests), to show a refused request changed nothing.
 */
export async function productApiWorld(d: TestDeps) {
  const w = await productWorld(d);
  const api = createApi(d);
  const tokens = new Map<number, string>();
  const cookie = async (actor: Actor) => {
    let token = tokens.get(actor.id);
    if (!token) {
      token = (await openSession(d, actor.id, { ip: "127.0.0.1", userAgent: "vitest" })).token;
      tokens.set(actor.id, token);
    }
    return `${SESSION_COOKIE}=${token}`;
  };
  const call = async (
    as: Actor | null,
    method: string,
    path: string,
    body?: unknown,
    options: { origin?: string; host?: string; raw?: string } = {},
  ) => {
    const sent = options.raw ?? (body === undefined ? undefined : JSON.stringify(body));
    return api.request(path, {
      method,
      headers: {
        host: options.host ?? "localhost:3000",
        ...(method === "GET" ? {} : { origin: options.origin ?? SITE }),
        ...(as ? { cookie: await cookie(as) } : {}),
        ...(sent === undefined ? {} : { "content-type": "application/json" }),
      },
      ...(sent === undefined ? {} : { body: sent }),
    });
  };
  const product = async (id: number) => ({
    row: await d.db.selectFrom("products").selectAll().where("id", "=", id).executeTakeFirst(),
    texts: await d.db
      .selectFrom("product_texts")
      .select(["lang", "name", "description"])
      .where("product_id", "=", id)
      .orderBy("lang")
      .execute(),
    requests: await d.db
      .selectFrom("product_change_requests")
      .select(["id", "status", "reason"])
      .where("product_id", "=", id)
      .orderBy("id")
      .execute(),
  });
  const count = async () =>
    Number(
      (
        await d.db
          .selectFrom("products")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const draft = (overrides: Parameters<typeof productDraft>[2] = {}) =>
    productDraft(w.leafCode, w.optionCode, overrides);
  /** A product of the world's company, created through the API by its catalogue editor. */
  const created = async (overrides: Parameters<typeof productDraft>[2] = {}) => {
    const res = await call(
      w.members.catalog_editor,
      "POST",
      `/supplier/companies/${w.companyId}/products`,
      draft(overrides),
    );
    if (res.status !== 201) throw new Error(`creating a product answered ${res.status}: ${await res.text()}`);
    return ((await res.json()) as { id: number }).id;
  };
  return { ...w, call, product, count, draft, created };
}
