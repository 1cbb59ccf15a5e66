import { expect, it } from "vitest";
import type { Db } from "#server/db/connect.ts";
import { openSession, SESSION_COOKIE } from "#server/modules/accounts/index.ts";
import { describeEachDatabase, type TestDeps } from "#tests/setup/test-db.ts";
import { createApi } from "./api.ts";

type Api = ReturnType<typeof createApi>;
const client = { ip: "127.0.0.1", userAgent: "vitest" };

function caller(api: Api, token?: string, host = "localhost:3000", origin = "http://localhost:3000") {
  const headers = {
    host,
    "content-type": "application/json",
    ...(token ? { cookie: `${SESSION_COOKIE}=${token}` } : {}),
  };
  return (method: string, path: string, body?: unknown) =>
    api.request(path, {
      method,
      headers: method === "GET" ? headers : { ...headers, origin },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
}

let serial = 0;
async function signedIn(deps: TestDeps) {
  serial += 1;
  const row = await deps.db
    .insertInto("users")
    .values({
      email: `api${serial}@onboard.test`,
      password_hash: "x",
      first_name: "A",
      last_name: `${serial}`,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { id: row.id, token: (await openSession(deps, row.id, client)).token };
}

const BASICS = {
  displayName: "Delta Ceramics",
  legalName: "Delta Ceramics Ltd.",
  country: "EG",
  city: "Cairo",
  address: "10 Nile St.",
  registeredYear: 2005,
  businessTypes: ["manufacturer"],
};
const CONTACT = {
  inquiryEmail: "sales@delta.example",
  officePhone: "+20 2 000 0000",
  spokenLanguages: ["ar", "en"],
  writingLang: "ar",
};
const TRADE = {
  mainProducts: "Tiles",
  mainMarkets: ["middle_east", "africa"],
  employees: "201_500",
  paymentTypes: ["tt"],
  deliveryTerms: ["FOB", "CIF"],
  minimumOrderValue: "0.10",
  minimumOrderCurrency: "USD",
};

const statusOf = async (db: Db, id: number) =>
  (await db.selectFrom("companies").select("status").where("id", "=", id).executeTakeFirstOrThrow()).status;

describeEachDatabase("supplier company API", (deps) => {
  it("starts a company, saves its steps, says what is missing and sends it for review", async () => {
    const api = createApi(deps());
    const owner = await signedIn(deps());
    const call = caller(api, owner.token);
    const created = await call("POST", "/supplier/companies", BASICS);
    expect(created.status).toBe(201);
    const { id } = await created.json();
    const read = await (await call("GET", `/supplier/companies/${id}/profile`)).json();
    expect(read).toMatchObject({
      id,
      status: "draft",
      basics: { displayName: "Delta Ceramics", country: "EG" },
    });
    expect(read.completeness.ready).toBe(false);
    expect(read.completeness.missing.contact).toContain("inquiryEmail");

    const early = await call("POST", `/supplier/companies/${id}/submit`);
    expect(early.status).toBe(400);
    expect((await early.json()).error.fields["trade.mainProducts"]).toBeTruthy();

    expect((await call("PUT", `/supplier/companies/${id}/profile/contact`, CONTACT)).status).toBe(200);
    const trade = await call("PUT", `/supplier/companies/${id}/profile/trade`, TRADE);
    expect(trade.status).toBe(200);
    const saved = await trade.json();
    expect(saved.trade.minimumOrderValue).toBe("0.1");
    expect(saved.completeness.ready).toBe(true);
    const submitted = await call("POST", `/supplier/companies/${id}/submit`);
    expect(submitted.status).toBe(200);
    expect(await statusOf(deps().db, id)).toBe("pending_review");
  });

  it("answers bad fields with messages in the host's language and changes nothing", async () => {
    const api = createApi(deps());
    const owner = await signedIn(deps());
    const { id } = await (await caller(api, owner.token)("POST", "/supplier/companies", BASICS)).json();
    const call = caller(api, owner.token, "ar.localhost:3000");
    const res = await call("PUT", `/supplier/companies/${id}/profile/basics`, {
      ...BASICS,
      displayName: "",
      registeredYear: "soon",
      businessTypes: "smuggler",
    });
    expect(res.status).toBe(400);
    const { error } = await res.json();
    expect(Object.keys(error.fields).sort()).toEqual(["businessTypes", "displayName", "registeredYear"]);
    expect(error.fields.registeredYear).toMatch(/[\u0600-\u06FF]/);
    const profile = await (await call("GET", `/supplier/companies/${id}/profile`)).json();
    expect(profile.basics).toMatchObject({ displayName: "Delta Ceramics", registeredYear: 2005 });
    // A section that does not exist, an id that cannot be one.
    expect((await call("PUT", `/supplier/companies/${id}/profile/payments`, {})).status).toBe(400);
    expect((await call("GET", "/supplier/companies/99999999999/profile")).status).toBe(400);
  });

  it("refuses the anonymous, a member whose role may not edit, and another company's id", async () => {
    const d = deps();
    const api = createApi(d);
    const owner = await signedIn(d);
    const { id } = await (await caller(api, owner.token)("POST", "/supplier/companies", BASICS)).json();
    const other = await signedIn(d);
    const { id: otherId } = await (
      await caller(api, other.token)("POST", "/supplier/companies", BASICS)
    ).json();
    const viewer = await signedIn(d);
    await d.db
      .insertInto("company_members")
      .values({ company_id: id, user_id: viewer.id, role: "viewer" })
      .execute();

    const anonymous = caller(api);
    for (const [method, path, body] of [
      ["POST", "/supplier/companies", BASICS],
      ["GET", `/supplier/companies/${id}/profile`, undefined],
      ["PUT", `/supplier/companies/${id}/profile/basics`, BASICS],
      ["POST", `/supplier/companies/${id}/submit`, undefined],
    ] as const) {
      const res = await anonymous(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(401);
    }

    const asViewer = caller(api, viewer.token);
    expect((await asViewer("GET", `/supplier/companies/${id}/profile`)).status).toBe(200);
    expect((await asViewer("PUT", `/supplier/companies/${id}/profile/contact`, CONTACT)).status).toBe(403);
    expect((await asViewer("POST", `/supplier/companies/${id}/submit`)).status).toBe(403);

    // The owner of one company reaches nothing of another by changing the id.
    const asOwner = caller(api, owner.token);
    expect((await asOwner("GET", `/supplier/companies/${otherId}/profile`)).status).toBe(404);
    expect((await asOwner("PUT", `/supplier/companies/${otherId}/profile/contact`, CONTACT)).status).toBe(
      404,
    );
    expect((await asOwner("POST", `/supplier/companies/${otherId}/submit`)).status).toBe(404);
    const untouched = await d.db
      .selectFrom("companies")
      .select("email")
      .where("id", "=", otherId)
      .executeTakeFirstOrThrow();
    expect(untouched.email).toBeNull();

    // A change sent from another site's page is refused before it is read.
    const foreign = caller(api, owner.token, "localhost:3000", "https://evil.example");
    expect((await foreign("PUT", `/supplier/companies/${id}/profile/contact`, CONTACT)).status).toBe(403);
    expect(await statusOf(d.db, id)).toBe("draft");
  });
});
