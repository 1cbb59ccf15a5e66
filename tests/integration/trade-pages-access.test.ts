import { afterAll, beforeAll, expect, it } from "vitest";
import { addDays } from "#core/rules/quote-flow.ts";
import { insertUser, SESSION_COOKIE } from "#server/modules/accounts/index.ts";
import { quoteForm, quoteWorld } from "../setup/quote-fixtures.ts";
import { rfqWorld } from "../setup/rfq-fixtures.ts";
import { describeEachDatabase, type TestDeps } from "../setup/test-db.ts";
import { closeServerModules, loadServerModules, type ServerModules } from "./fuzz/app-under-fuzz.ts";
import { PAGE_HOST, pageClient, signIn } from "./page-client.ts";

/**
 * Access to the quote, request for quotation, categories and synonym pages through the whole app,
 * beyond each page's own tests: the revision editor's visitors and roles, a form posted with no
 * sign that a page of the site sent it, and one form sent twice at once.
 */
let modules: ServerModules;
beforeAll(async () => {
  modules = await loadServerModules();
}, 120_000);
afterAll(async () => {
  await closeServerModules();
});

const client = async (d: TestDeps, userId?: number) =>
  pageClient(modules, d, userId ? await signIn(d, userId) : undefined);
const EVIL = "https://evil.example";
const login = (path: string) => `/login?returnUrl=${encodeURIComponent(path)}`;

/** A form posted as a client that is no browser on the site sends it: no Origin, and the Sec-Fetch-Site given. */
async function postWithoutOrigin(
  d: TestDeps,
  userId: number,
  path: string,
  fields: Record<string, string>,
  secFetchSite?: string,
) {
  const headers = new Headers({
    host: PAGE_HOST,
    accept: "text/html",
    cookie: `${SESSION_COOKIE}=${await signIn(d, userId)}`,
    "content-type": "application/x-www-form-urlencoded",
  });
  if (secFetchSite) headers.set("sec-fetch-site", secFetchSite);
  return modules.createApp(d, { clientDir: undefined }).fetch(
    new Request(`http://${PAGE_HOST}${path}`, {
      method: "POST",
      headers,
      body: new URLSearchParams(fields),
      redirect: "manual",
    }),
  );
}

describeEachDatabase("access to the trade pages across the app", (deps) => {
  const quoteSetup = async () => {
    const d = deps();
    d.clock.set("2026-12-01T09:00:00Z");
    const w = await quoteWorld(d);
    const quoteId = await w.sentQuote();
    const fields = {
      ...quoteForm({ validUntil: addDays("2026-12-01", 30) }),
      intent: "send",
      draftVersion: "0",
    };
    return { d, w, quoteId, fields };
  };

  it("lets only members who send quotes write a revision: visitors sign in, other roles get 403", async () => {
    const { d, w, quoteId, fields } = await quoteSetup();
    const path = `/supplier/quotes/${quoteId}/revise`;
    const anonymous = await client(d);
    for (const answer of [await anonymous("GET", path), await anonymous("POST", path, fields)]) {
      expect(answer.status).toBe(302);
      expect(answer.headers.get("location")).toBe(login(path));
    }
    const list = await anonymous("GET", "/supplier/quotes");
    expect(list.headers.get("location")).toBe(login("/supplier/quotes"));
    for (const role of ["viewer", "finance", "catalog_editor"] as const) {
      const member = await client(d, w.members[role].id);
      expect((await member("GET", path)).status, role).toBe(403);
      expect((await member("POST", path, fields)).status, role).toBe(403);
    }
    const sales = await client(d, w.members.sales.id);
    expect((await sales("POST", path, fields, EVIL)).status).toBe(403);
    expect(await w.revisions(quoteId)).toMatchObject([{ number: 1, status: "sent" }]);
    // The same form from the member who may, from the site: a new revision (the refusals above were about who).
    expect((await sales("POST", path, fields)).status).toBe(303);
    expect((await w.revisions(quoteId)).map((r) => r.status)).toEqual(["superseded", "sent"]);
  });

  it("withdraws nothing for a visitor who is not signed in", async () => {
    const { d, w, quoteId } = await quoteSetup();
    const path = `/supplier/quotes/${quoteId}`;
    const { version } = await w.revision(quoteId);
    const withdraw = { intent: "withdraw", revision: "1", version: String(version), reason: "No stock" };
    const answer = await (await client(d))("POST", path, withdraw);
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe(login(path));
    expect((await w.revision(quoteId)).status).toBe("sent");
  });

  it("refuses every trade form that carries neither Origin nor Sec-Fetch-Site: same-origin (403)", async () => {
    const { d, w, quoteId, fields } = await quoteSetup();
    const dealId = await w.deal();
    const rfqId = await w.rfq();
    const { version } = await w.revision(quoteId);
    const admin = await insertUser(
      d.db,
      { email: "admin@example.com", passwordHash: "x", firstName: "Pat", lastName: "Admin", confirmed: true },
      ["admin", "buyer"],
    );
    const posts: [number, string, Record<string, string>][] = [
      [w.buyer.id, "/profile/purchase-request/detail", { title: "Towels" }],
      [w.buyer.id, `/profile/rfqs/${rfqId}`, { intent: "close", version: "1", confirmed: "on" }],
      [w.buyer.id, `/profile/quotes/${quoteId}`, { intent: "decline", revision: "1", reason: "No" }],
      [w.members.sales.id, `/supplier/quotes/new?deal=${dealId}`, fields],
      [
        w.members.sales.id,
        `/supplier/quotes/${quoteId}`,
        { intent: "withdraw", revision: "1", version: String(version), reason: "No" },
      ],
      [w.members.sales.id, `/supplier/quotes/${quoteId}/revise`, fields],
      [w.members.owner.id, "/supplier/company/categories", { intent: "save", categories: "100100" }],
      [admin, "/admin/search/synonyms/new", { terms: "sofa\ncouch", lang: "en" }],
    ];
    const before = {
      quotes: await d.db
        .selectFrom("quote_revisions")
        .select(["id", "status", "version"])
        .orderBy("id")
        .execute(),
      rfqs: await d.db.selectFrom("rfqs").select(["id", "status", "version"]).orderBy("id").execute(),
      categories: await d.db.selectFrom("company_categories").selectAll().orderBy("category_code").execute(),
      synonyms: await d.db.selectFrom("search_synonyms").selectAll().execute(),
    };
    for (const [userId, path, body] of posts)
      for (const site of [undefined, "same-site", "cross-site", "none"])
        expect((await postWithoutOrigin(d, userId, path, body, site)).status, `${path} ${site}`).toBe(403);
    expect({
      quotes: await d.db
        .selectFrom("quote_revisions")
        .select(["id", "status", "version"])
        .orderBy("id")
        .execute(),
      rfqs: await d.db.selectFrom("rfqs").select(["id", "status", "version"]).orderBy("id").execute(),
      categories: await d.db.selectFrom("company_categories").selectAll().orderBy("category_code").execute(),
      synonyms: await d.db.selectFrom("search_synonyms").selectAll().execute(),
    }).toEqual(before);
  });

  it("saves the company's categories once and cleanly when the form arrives twice at once", async () => {
    const d = deps();
    const w = await rfqWorld(d);
    const body = new URLSearchParams();
    body.append("intent", "save");
    for (const code of [w.codes.home, w.codes.pumps]) body.append("categories", code);
    // A field given twice (one per ticked box), which the page client's record of fields cannot hold.
    const app = modules.createApp(d, { clientDir: undefined });
    const token = await signIn(d, w.members.owner.id);
    const post = () =>
      app.fetch(
        new Request(`http://${PAGE_HOST}/supplier/company/categories`, {
          method: "POST",
          headers: {
            host: PAGE_HOST,
            accept: "text/html",
            origin: `http://${PAGE_HOST}`,
            cookie: `${SESSION_COOKIE}=${token}`,
            "content-type": "application/x-www-form-urlencoded",
          },
          body: body.toString(),
          redirect: "manual",
        }),
      );
    const answers = await Promise.all([post(), post()]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const stored = await d.db
      .selectFrom("company_categories")
      .select("category_code")
      .where("company_id", "=", w.companyId)
      .orderBy("category_code")
      .execute();
    expect(stored.map((r) => r.category_code)).toEqual([w.codes.home, w.codes.pumps].sort());
  });
});
