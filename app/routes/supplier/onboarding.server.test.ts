import { RouterContextProvider } from "react-router";
import { expect, it } from "vitest";
import type { Db } from "#server/db/connect.ts";
import { type SessionUser, WORKSPACE_COMPANY_COOKIE } from "#server/modules/accounts/index.ts";
import { createDraftCompany, type TeamRole } from "#server/modules/companies/index.ts";
import { requestContext } from "#server/request-context.ts";
import { describeEachDatabase, type TestDeps } from "#tests/setup/test-db.ts";
import { action, loader } from "./onboarding.tsx";

let serial = 0;
async function signUp(db: Db): Promise<SessionUser> {
  serial += 1;
  const email = `route${serial}@onboard.test`;
  const row = await db
    .insertInto("users")
    .values({ email, password_hash: "x", first_name: "R", last_name: `${serial}` })
    .returning("id")
    .executeTakeFirstOrThrow();
  return {
    id: row.id,
    email,
    firstName: "R",
    lastName: `${serial}`,
    phone: null,
    companyName: null,
    emailConfirmed: false,
    roles: ["buyer"],
    companyIds: [],
  };
}

async function company(db: Db, name: string, members: [SessionUser, TeamRole][]) {
  const row = await db
    .insertInto("companies")
    .values({ name, country: "TR", status: "draft" })
    .returning("id")
    .executeTakeFirstOrThrow();
  for (const [user, role] of members)
    await db.insertInto("company_members").values({ company_id: row.id, user_id: user.id, role }).execute();
  return row.id;
}

function args(
  d: TestDeps,
  user: SessionUser | undefined,
  path: string,
  init: RequestInit & { cookie?: string } = {},
) {
  const context = new RouterContextProvider();
  context.set(requestContext, {
    deps: d,
    lang: "en",
    dir: "ltr",
    origin: "http://localhost:3000",
    user,
    sessionToken: undefined,
    ip: "127.0.0.1",
    userAgent: "vitest",
    requestId: "test",
  });
  const url = new URL(`http://localhost:3000${path}`);
  const headers = new Headers(init.headers);
  if (init.cookie) headers.set("cookie", init.cookie);
  const request = new Request(url, { ...init, headers });
  const step = /\/onboarding\/([^/?]+)/.exec(url.pathname)?.[1];
  return { context, request, url, params: step ? { step } : {} } as never;
}

const post = (fields: Record<string, string>) => ({ method: "POST", body: new URLSearchParams(fields) });

async function outcome(
  run: () => unknown,
): Promise<{ status: number; location?: string | null; body?: unknown }> {
  try {
    const result = (await run()) as { data?: unknown; init?: { status?: number } } | Response;
    if (result instanceof Response)
      return { status: result.status, location: result.headers.get("location") };
    return { status: result?.init?.status ?? 200, body: result?.data ?? result };
  } catch (thrown) {
    if (thrown instanceof Response)
      return { status: thrown.status, location: thrown.headers.get("location") };
    const refused = thrown as { data?: unknown; init?: { status?: number } };
    if (refused?.init?.status) return { status: refused.init.status, body: refused.data };
    throw thrown;
  }
}

const BASICS = {
  intent: "save",
  displayName: "Kapadokya Pottery",
  country: "TR",
  businessTypes: "manufacturer",
};

describeEachDatabase("onboarding pages", (deps) => {
  it("sends a visitor to sign in and back, for the page and for its form", async () => {
    const d = deps();
    const page = await outcome(() => loader(args(d, undefined, "/supplier/onboarding/contact")));
    expect(page).toMatchObject({
      status: 302,
      location: "/login?returnUrl=%2Fsupplier%2Fonboarding%2Fcontact",
    });
    const form = await outcome(() => action(args(d, undefined, "/supplier/onboarding", post(BASICS))));
    expect(form.status).toBe(302);
    expect(
      await d.db.selectFrom("companies").select("id").where("name", "=", BASICS.displayName).execute(),
    ).toEqual([]);
  });

  it("starts a company for a user without one and moves on to the next step", async () => {
    const d = deps();
    const user = await signUp(d.db);
    const start = (await loader(args(d, user, "/supplier/onboarding"))) as { startNew: boolean };
    expect(start.startNew).toBe(true);
    // Later steps wait for the company to exist.
    expect(await outcome(() => loader(args(d, user, "/supplier/onboarding/trade")))).toMatchObject({
      status: 302,
      location: "/supplier/onboarding/basics",
    });
    const saved = await outcome(() => action(args(d, user, "/supplier/onboarding", post(BASICS))));
    expect(saved).toMatchObject({ status: 302, location: "/supplier/onboarding/contact" });
    const row = await d.db
      .selectFrom("companies")
      .select(["id", "status"])
      .where("name", "=", BASICS.displayName)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe("draft");
    const next = (await loader(args(d, user, "/supplier/onboarding/contact"))) as {
      profile: { id: number };
      completeness: { missing: { contact: string[] } };
    };
    expect(next.profile.id).toBe(row.id);
    expect(next.completeness.missing.contact).toContain("inquiryEmail");
    expect((await outcome(() => loader(args(d, user, "/supplier/onboarding/nonsense")))).status).toBe(404);
  });

  it("answers bad fields with their messages and changes nothing", async () => {
    const d = deps();
    const user = await signUp(d.db);
    const id = await company(d.db, "Bosphorus Glass", [[user, "owner"]]);
    const answer = await outcome(() =>
      action(
        args(
          d,
          user,
          "/supplier/onboarding/contact",
          post({ intent: "save", inquiryEmail: "not-an-address", officePhone: "call me" }),
        ),
      ),
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      fields: { inquiryEmail: "errors.email", officePhone: "errors.phone" },
    });
    const row = await d.db
      .selectFrom("companies")
      .select(["email", "office_phone"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ email: null, office_phone: null });
  });

  it("shows a viewer the profile read only and refuses their changes", async () => {
    const d = deps();
    const owner = await signUp(d.db);
    const viewer = await signUp(d.db);
    const id = await company(d.db, "Bosphorus Glass", [
      [owner, "owner"],
      [viewer, "viewer"],
    ]);
    const page = (await loader(args(d, viewer, "/supplier/onboarding/basics"))) as { canEdit: boolean };
    expect(page.canEdit).toBe(false);
    const refused = await outcome(() =>
      action(args(d, viewer, "/supplier/onboarding/basics", post({ ...BASICS, displayName: "Taken Over" }))),
    );
    expect(refused.status).toBe(403);
    const submitted = await outcome(() =>
      action(args(d, viewer, "/supplier/onboarding/submit", post({ intent: "submit" }))),
    );
    expect(submitted.status).toBe(403);
    const row = await d.db
      .selectFrom("companies")
      .select(["name", "status"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ name: "Bosphorus Glass", status: "draft" });
  });

  it("shows a rejected company its reason, lets it be corrected and submitted again", async () => {
    const d = deps();
    const owner = await signUp(d.db);
    const id = await company(d.db, "Bosphorus Glass", [[owner, "owner"]]);
    const full = {
      legal_name: "Bosphorus Glass Ltd.",
      city: "Istanbul",
      address: "Kartal 1",
      registered_year: 2001,
      email: "sales@bosphorus.example",
      office_phone: "+90 216 000 00 00",
      spoken_languages: '["tr","en"]',
      writing_lang: "tr",
      main_markets: '["middle_east"]',
      employees: "11_50",
      payment_types: '["tt"]',
      delivery_terms: '["FOB"]',
      status: "rejected" as const,
      status_reason: "The address is incomplete.",
    };
    await d.db.updateTable("companies").set(full).where("id", "=", id).execute();
    await d.db
      .insertInto("company_business_types")
      .values({ company_id: id, business_type: "manufacturer" })
      .execute();
    await d.db
      .insertInto("company_texts")
      .values({ company_id: id, lang: "tr", main_products: "Glassware" })
      .execute();
    const page = (await loader(args(d, owner, "/supplier/onboarding/submit"))) as {
      profile: { statusReason: string };
      completeness: { ready: boolean };
    };
    expect(page.profile.statusReason).toBe("The address is incomplete.");
    expect(page.completeness.ready).toBe(true);
    const saved = await outcome(() =>
      action(
        args(
          d,
          owner,
          "/supplier/onboarding/basics",
          post({
            intent: "save",
            displayName: "Bosphorus Glass",
            legalName: full.legal_name,
            country: "TR",
            city: "Istanbul",
            address: "Kartal 1, Yakacık Mah. 34876",
            registeredYear: "2001",
            businessTypes: "manufacturer",
          }),
        ),
      ),
    );
    expect(saved).toMatchObject({ status: 302, location: "/supplier/onboarding/contact" });
    const sent = await outcome(() =>
      action(args(d, owner, "/supplier/onboarding/submit", post({ intent: "submit" }))),
    );
    expect(sent).toMatchObject({ status: 302, location: "/supplier/onboarding/submit" });
    const row = await d.db
      .selectFrom("companies")
      .select(["status", "address"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: "pending_review", address: "Kartal 1, Yakacık Mah. 34876" });
  });

  it("never reaches another company through the workspace cookie", async () => {
    const d = deps();
    const owner = await signUp(d.db);
    const stranger = await signUp(d.db);
    const own = await company(d.db, "Own Company", [[owner, "owner"]]);
    const other = await company(d.db, "Other Company", [[stranger, "owner"]]);
    const cookie = `${WORKSPACE_COMPANY_COOKIE}=${other}`;
    const page = (await loader(args(d, owner, "/supplier/onboarding/basics", { cookie }))) as {
      profile: { id: number };
    };
    expect(page.profile.id).toBe(own);
    await outcome(() =>
      action(
        args(d, owner, "/supplier/onboarding/basics", {
          ...post({ ...BASICS, displayName: "Renamed" }),
          cookie,
        }),
      ),
    );
    const names = await d.db
      .selectFrom("companies")
      .select(["id", "name"])
      .where("id", "in", [own, other])
      .orderBy("id")
      .execute();
    expect(names).toEqual([
      { id: own, name: "Renamed" },
      { id: other, name: "Other Company" },
    ]);
  });

  it("gives a staff account no workspace and no company of its own, even one it joined before", async () => {
    const d = deps();
    const staff = { ...(await signUp(d.db)), roles: ["admin", "buyer"] as SessionUser["roles"] };
    // The refusal says why, for the page to explain it (not the console's "for moderators" text).
    expect(await outcome(() => loader(args(d, staff, "/supplier/onboarding")))).toEqual({
      status: 403,
      body: { staff: true },
    });
    expect((await outcome(() => action(args(d, staff, "/supplier/onboarding", post(BASICS))))).status).toBe(
      403,
    );
    await expect(createDraftCompany(d, { ...staff, clientAddress: null }, BASICS)).rejects.toMatchObject({
      code: "not_allowed",
    });
    expect(
      await d.db.selectFrom("companies").select("id").where("name", "=", BASICS.displayName).execute(),
    ).toEqual([]);
    // A membership from before the account became staff opens nothing: 403, not a broken page.
    await company(d.db, "Joined Earlier", [[staff, "owner"]]);
    expect((await outcome(() => loader(args(d, staff, "/supplier/onboarding/contact")))).status).toBe(403);
  });
});
