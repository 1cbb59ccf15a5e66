import { RouterContextProvider } from "react-router";
import sharp from "sharp";
import { expect, it } from "vitest";
import { seedDemoCatalogue } from "#server/demo/seed-catalogue.ts";
import type { SessionUser } from "#server/modules/accounts/index.ts";
import type { TeamRole } from "#server/modules/companies/index.ts";
import { requestContext } from "#server/request-context.ts";
import { describeEachDatabase, type TestDeps } from "#tests/setup/test-db.ts";
import { loader as hubLoader } from "./company/hub.tsx";
import { action as textsAction, loader as textsLoader } from "./company/texts.tsx";
import { action as storefrontAction, loader as storefrontLoader } from "./storefront.tsx";

let serial = 0;
async function member(d: TestDeps, companyId: number, role: TeamRole): Promise<SessionUser> {
  serial += 1;
  const row = await d.db
    .insertInto("users")
    .values({ email: `p${serial}@pages.test`, password_hash: "x", first_name: "P", last_name: `${serial}` })
    .returning("id")
    .executeTakeFirstOrThrow();
  await d.db.insertInto("company_members").values({ company_id: companyId, user_id: row.id, role }).execute();
  return {
    id: row.id,
    email: `p${serial}@pages.test`,
    firstName: "P",
    lastName: `${serial}`,
    phone: null,
    companyName: null,
    emailConfirmed: true,
    roles: ["supplier"],
    companyIds: [companyId],
  };
}

/** Calls a loader or action as React Router does; the answer's status, data and redirect. */
async function call(
  d: TestDeps,
  fn: (args: never) => unknown,
  path: string,
  user: SessionUser | undefined,
  options: { form?: Record<string, string> | FormData; companyCookie?: number } = {},
) {
  const context = new RouterContextProvider();
  context.set(requestContext, {
    deps: d,
    lang: "en",
    dir: "ltr",
    origin: "http://localhost:3000",
    user,
    sessionToken: undefined,
    ip: null,
    userAgent: null,
    requestId: "test",
  });
  const url = new URL(`http://localhost:3000${path}`);
  const headers = new Headers(
    options.companyCookie ? { cookie: `caravan_company=${options.companyCookie}` } : {},
  );
  const request = options.form
    ? new Request(url, {
        method: "POST",
        headers,
        body: options.form instanceof FormData ? options.form : new URLSearchParams(options.form),
      })
    : new Request(url, { headers });
  try {
    const data = await fn({ context, params: {}, url, request } as never);
    const wrapped = data as { type?: string; data?: unknown; init?: { status?: number } } | null;
    if (wrapped?.type === "DataWithResponseInit")
      return {
        status: wrapped.init?.status ?? 200,
        data: wrapped.data as Record<string, unknown>,
        location: null,
      };
    return { status: 200, data: data as Record<string, unknown>, location: null };
  } catch (thrown) {
    if (thrown instanceof Response)
      return { status: thrown.status, data: null, location: thrown.headers.get("location") };
    const init = (thrown as { init?: { status?: number } }).init;
    if (init?.status) return { status: init.status, data: null, location: null };
    throw thrown;
  }
}

const TEXTS_FORM = { intent: "save", lang: "ar", introductionHtml: "<p>نص عربي</p>", mainProducts: "أكواب" };
const SETTINGS_FORM = { intent: "settings", nameKey: "pages-test", themeColor: "#336699" };

async function seed(d: TestDeps) {
  await seedDemoCatalogue(d.db, d.dialect, { products: 5, seed: 1 });
  await d.db.deleteFrom("company_members").execute();
}

const arabicText = (d: TestDeps, companyId: number) =>
  d.db
    .selectFrom("company_texts")
    .select(["introduction_html", "origin"])
    .where("company_id", "=", companyId)
    .where("lang", "=", "ar")
    .executeTakeFirst();

describeEachDatabase("the company profile pages", (deps) => {
  it("send anonymous visitors to sign in, from every page and form", async () => {
    const d = deps();
    await seed(d);
    for (const [fn, path, form] of [
      [hubLoader, "/supplier/company", undefined],
      [textsLoader, "/supplier/company/texts", undefined],
      [textsAction, "/supplier/company/texts", TEXTS_FORM],
      [storefrontLoader, "/supplier/storefront", undefined],
      [storefrontAction, "/supplier/storefront", SETTINGS_FORM],
    ] as const) {
      const answer = await call(d, fn, path, undefined, { form });
      expect(answer.status).toBe(302);
      expect(answer.location).toBe(`/login?returnUrl=${encodeURIComponent(path)}`);
    }
  });

  it("let an owner save texts and settings; refuse bad input with the field's message and change nothing", async () => {
    const d = deps();
    await seed(d);
    const owner = await member(d, 1, "owner");
    const saved = await call(d, textsAction, "/supplier/company/texts", owner, { form: TEXTS_FORM });
    expect(saved.data).toMatchObject({ ok: true, notice: "supplier.texts.saved" });
    expect(await arabicText(d, 1)).toEqual({ introduction_html: "<p>نص عربي</p>", origin: "human" });
    const page = await call(d, textsLoader, "/supplier/company/texts?lang=ar", owner);
    expect(page.data).toMatchObject({ chosen: "ar", canEdit: true, translateAvailable: false });

    const tooLong = await call(d, textsAction, "/supplier/company/texts", owner, {
      form: { ...TEXTS_FORM, introductionHtml: "x".repeat(20_001) },
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.data).toMatchObject({ ok: false, fields: { introductionHtml: "errors.tooLong" } });
    expect(await arabicText(d, 1)).toEqual({ introduction_html: "<p>نص عربي</p>", origin: "human" });

    // A NUL character (PostgreSQL cannot store one) is refused like any bad value.
    const nul = await call(d, textsAction, "/supplier/company/texts", owner, {
      form: { ...TEXTS_FORM, mainProducts: "Cups\u0000" },
    });
    expect(nul.status).toBe(400);
    expect(await arabicText(d, 1)).toEqual({ introduction_html: "<p>نص عربي</p>", origin: "human" });

    const settings = await call(d, storefrontAction, "/supplier/storefront", owner, { form: SETTINGS_FORM });
    expect(settings.data).toMatchObject({ ok: true });
    const badKey = await call(d, storefrontAction, "/supplier/storefront", owner, {
      form: { ...SETTINGS_FORM, nameKey: "Not a key!" },
    });
    expect(badKey.status).toBe(400);
    expect(badKey.data).toMatchObject({ fields: { nameKey: "supplier.storefront.nameKeyInvalid" } });
    const store = await call(d, storefrontLoader, "/supplier/storefront", owner);
    expect(store.data).toMatchObject({
      storefront: { nameKey: "pages-test", themeColor: "#336699" },
      canEdit: true,
    });
  });

  it("let viewers and sales read but answer 403 to their edits", async () => {
    const d = deps();
    await seed(d);
    // The demo company already has its Arabic texts; an edit refused leaves them as they are.
    const before = await arabicText(d, 1);
    for (const role of ["viewer", "sales"] as const) {
      const someone = await member(d, 1, role);
      expect((await call(d, textsLoader, "/supplier/company/texts", someone)).data).toMatchObject({
        canEdit: false,
      });
      expect((await call(d, storefrontLoader, "/supplier/storefront", someone)).data).toMatchObject({
        canEdit: false,
      });
      expect((await call(d, hubLoader, "/supplier/company", someone)).data).toMatchObject({
        total: 13,
        percent: expect.any(Number),
      });
      expect(
        (await call(d, textsAction, "/supplier/company/texts", someone, { form: TEXTS_FORM })).status,
      ).toBe(403);
      expect(
        (await call(d, storefrontAction, "/supplier/storefront", someone, { form: SETTINGS_FORM })).status,
      ).toBe(403);
    }
    expect(await arabicText(d, 1)).toEqual(before);
  });

  it("never reach another company: a company id in the cookie or the form the member does not belong to is ignored", async () => {
    const d = deps();
    await seed(d);
    const other = await member(d, 2, "owner");
    const before = await arabicText(d, 1);
    await call(d, textsAction, "/supplier/company/texts", other, {
      form: { ...TEXTS_FORM, companyId: "1" },
      companyCookie: 1,
    });
    expect(await arabicText(d, 1)).toEqual(before);
    expect(await arabicText(d, 2)).toEqual({ introduction_html: "<p>نص عربي</p>", origin: "human" });
    const store = await call(d, storefrontLoader, "/supplier/storefront", other, { companyCookie: 1 });
    expect(store.data).toMatchObject({ storefront: { companyId: 2 } });
  });
});

describeEachDatabase("the storefront page's uploads", (deps) => {
  it("adds a banner picture posted as a file, and refuses a script with a picture's name", async () => {
    const d = deps();
    await seed(d);
    const owner = await member(d, 1, "owner");
    const png = await sharp({ create: { width: 800, height: 200, channels: 3, background: "#884422" } })
      .png()
      .toBuffer();
    const upload = (bytes: Uint8Array, name: string) => {
      const form = new FormData();
      form.set("intent", "upload");
      form.set("kind", "banner");
      form.set("picture", new File([new Uint8Array(bytes)], name, { type: "image/jpeg" }));
      return call(d, storefrontAction, "/supplier/storefront", owner, { form });
    };
    const before = await call(d, storefrontLoader, "/supplier/storefront", owner);
    const count = (before.data as { storefront: { banners: string[] } }).storefront.banners.length;
    expect((await upload(png, "banner.png")).data).toMatchObject({
      ok: true,
      notice: "supplier.storefront.pictureAdded",
    });
    const script = await upload(new TextEncoder().encode("<script>alert(1)</script>"), "photo.jpg");
    expect(script.status).toBe(400);
    expect(script.data).toMatchObject({ fields: { picture: "supplier.storefront.pictureNotImage" } });
    const after = await call(d, storefrontLoader, "/supplier/storefront", owner);
    expect((after.data as { storefront: { banners: string[] } }).storefront.banners).toHaveLength(count + 1);
  });
});
