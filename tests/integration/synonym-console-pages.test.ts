import { afterAll, beforeAll, expect, it } from "vitest";
import type { Role } from "#server/db/schema/account-tables.ts";
import { insertUser } from "#server/modules/accounts/index.ts";
import { describeEachDatabase, type TestDeps } from "../setup/test-db.ts";
import { closeServerModules, loadServerModules, type ServerModules } from "./fuzz/app-under-fuzz.ts";
import { pageClient, signIn } from "./page-client.ts";

/**
 * The console's search synonyms through the whole app: admins only (moderators included among
 * those refused), forms from another site refused, rules and clashes answered next to the field
 * with nothing saved, and an edit or a delete of an out-of-date copy refused with its message.
 */
let modules: ServerModules;
beforeAll(async () => {
  modules = await loadServerModules();
}, 120_000);
afterAll(async () => {
  await closeServerModules();
});

const LIST = "/admin/search/synonyms";

async function person(d: TestDeps, role: Role): Promise<number> {
  const roles: Role[] = role === "buyer" ? ["buyer"] : [role, "buyer"];
  return insertUser(
    d.db,
    { email: `${role}@example.com`, passwordHash: "x", firstName: "Pat", lastName: role, confirmed: true },
    roles,
  );
}

const client = async (d: TestDeps, userId?: number) =>
  pageClient(modules, d, userId ? await signIn(d, userId) : undefined);

const group = (d: TestDeps, id: number) =>
  d.db.selectFrom("search_synonyms").selectAll().where("id", "=", id).executeTakeFirst();

/** The first starter group of a language, as stored. */
const starter = async (d: TestDeps, lang: string) =>
  d.db
    .selectFrom("search_synonyms")
    .selectAll()
    .where("lang", "=", lang)
    .orderBy("id")
    .executeTakeFirstOrThrow();

describeEachDatabase("the console's search synonyms", (deps) => {
  it("let in admins only: visitors sign in first; buyers, suppliers and moderators are refused", async () => {
    const d = deps();
    const { id, version } = await starter(d, "en");
    const paths = [LIST, `${LIST}/new`, `${LIST}/${id}`];
    const save = { terms: "a1\nb1", lang: "en", version: String(version) };
    const anonymous = await client(d);
    for (const path of paths) {
      const answer = await anonymous("GET", path);
      expect(answer.status, path).toBe(302);
      expect(answer.headers.get("location"), path).toContain("/login?returnUrl=");
    }
    // Forms sent without signing in are sent to sign in too, and change nothing.
    for (const [path, form] of [
      [LIST, { id: String(id), version: String(version) }],
      [`${LIST}/new`, save],
      [`${LIST}/${id}`, save],
      [`${LIST}/${id}`, { intent: "delete", version: String(version) }],
    ] as const) {
      const answer = await anonymous("POST", path, form);
      expect(answer.status, path).toBe(302);
      expect(answer.headers.get("location"), path).toContain("/login?returnUrl=");
    }
    expect(
      await d.db.selectFrom("search_synonyms").select("id").where("terms", "like", "%a1%").execute(),
    ).toEqual([]);
    for (const role of ["buyer", "supplier", "moderator"] as const) {
      const page = await client(d, await person(d, role));
      for (const path of paths) expect((await page("GET", path)).status, `${role} ${path}`).toBe(403);
      expect((await page("POST", LIST, { id: String(id), version: String(version) })).status, role).toBe(403);
      expect((await page("POST", `${LIST}/new`, save)).status, role).toBe(403);
      expect((await page("POST", `${LIST}/${id}`, save)).status, role).toBe(403);
      expect(
        (await page("POST", `${LIST}/${id}`, { intent: "delete", version: String(version) })).status,
      ).toBe(403);
    }
    // A moderator's console has no entry for a section it cannot open.
    const moderator = await client(
      d,
      (
        await d.db
          .selectFrom("users")
          .select("id")
          .where("email", "=", "moderator@example.com")
          .executeTakeFirstOrThrow()
      ).id,
    );
    expect(await (await moderator("GET", "/admin")).text()).not.toContain(`href="${LIST}"`);
    expect(await group(d, id)).toMatchObject({ version, terms: (await starter(d, "en")).terms });

    const admin = await client(d, await person(d, "admin"));
    const overview = await (await admin("GET", "/admin")).text();
    expect(overview).toContain(`href="${LIST}"`);
    const list = await admin("GET", LIST);
    expect(list.status).toBe(200);
    const html = await list.text();
    for (const text of ["Search synonyms", "tshirt", "tişört", "Every language", `href="${LIST}/${id}"`])
      expect(html).toContain(text);
    expect((await admin("GET", `${LIST}/999999`)).status).toBe(404);
    expect((await admin("GET", `${LIST}/not-a-number`)).status).toBe(404);
  });

  it("refuses every form from another site, and changes nothing", async () => {
    const d = deps();
    const { id, version } = await starter(d, "en");
    const admin = await client(d, await person(d, "admin"));
    const evil = "https://evil.example";
    const before = await d.db.selectFrom("search_synonyms").select("id").execute();
    expect((await admin("POST", `${LIST}/new`, { terms: "x1\ny1", lang: "en" }, evil)).status).toBe(403);
    expect(
      (await admin("POST", `${LIST}/${id}`, { terms: "x1\ny1", lang: "en", version: `${version}` }, evil))
        .status,
    ).toBe(403);
    expect(
      (await admin("POST", `${LIST}/${id}`, { intent: "delete", version: `${version}` }, evil)).status,
    ).toBe(403);
    expect((await admin("POST", LIST, { id: `${id}`, version: `${version}` }, evil)).status).toBe(403);
    expect(await d.db.selectFrom("search_synonyms").select("id").execute()).toEqual(before);
    expect((await group(d, id))?.version).toBe(version);
  });

  it("adds a group from the form, and answers a broken rule or a taken word next to the field", async () => {
    const d = deps();
    const admin = await client(d, await person(d, "admin"));
    const created = await admin("POST", `${LIST}/new`, { intent: "save", terms: "divano\nsofà", lang: "it" });
    expect(created.status).toBe(302);
    expect(created.headers.get("location")).toBe(`${LIST}?notice=created`);
    const listed = await (await admin("GET", `${LIST}?notice=created&language=it`)).text();
    expect(listed).toContain("The synonym group has been added.");
    expect(listed).toContain("divano");

    const count = async () => (await d.db.selectFrom("search_synonyms").select("id").execute()).length;
    const before = await count();
    // The same form sent twice (a double click without JavaScript) adds the group once.
    const again = await admin("POST", `${LIST}/new`, { intent: "save", terms: "divano\nsofà", lang: "it" });
    expect(again.status).toBe(400);
    expect(await again.text()).toContain("is already in another group for this language");
    expect(await count()).toBe(before);
    const one = await admin("POST", `${LIST}/new`, { terms: "alone", lang: "en" });
    expect(one.status).toBe(400);
    const oneHtml = await one.text();
    expect(oneHtml).toMatch(/id="terms-error"[^>]*>Enter at least 2 words or phrases\./);
    expect(oneHtml).toContain("alone");
    const taken = await admin("POST", `${LIST}/new`, { terms: "jersey, TSHIRT", lang: "en" });
    expect(taken.status).toBe(400);
    const takenHtml = await taken.text();
    expect(takenHtml).toContain(
      "“TSHIRT” is already in another group for this language: t-shirt, tshirt, tee shirt, tee.",
    );
    expect(takenHtml).toMatch(/id="terms-error"[^>]*>Remove the word that is already in another group\./);
    const language = await admin("POST", `${LIST}/new`, { terms: "a1\nb1", lang: "klingon" });
    expect(language.status).toBe(400);
    expect(await language.text()).toMatch(/id="lang-error"[^>]*>Choose a language from the list\./);
    expect(await count()).toBe(before);
  });

  it("refuses an edit or a delete of a copy someone changed meanwhile, with a clear message", async () => {
    const d = deps();
    const { id, version } = await starter(d, "de");
    const first = await client(d, await person(d, "admin"));
    const saved = await first("POST", `${LIST}/${id}`, {
      terms: "T-Shirt\nTee-Shirt",
      lang: "de",
      version: `${version}`,
    });
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe(`${LIST}?notice=saved`);

    // The same form, opened before that save, is sent again.
    const stale = await first("POST", `${LIST}/${id}`, {
      terms: "T-Shirt\nShirt",
      lang: "de",
      version: `${version}`,
    });
    expect(stale.status).toBe(409);
    const html = await stale.text();
    expect(html).toContain(
      "Someone else changed this group while you were editing it. Your changes were not saved.",
    );
    expect(html).toContain("Show the current version");
    expect(html).toContain("T-Shirt\nShirt");
    const deleteStale = await first("POST", LIST, { id: `${id}`, version: `${version}` });
    expect(deleteStale.status).toBe(409);
    expect(await deleteStale.text()).toContain("Someone else changed this group after you opened it.");
    expect(JSON.parse((await group(d, id))!.terms)).toEqual(["T-Shirt", "Tee-Shirt"]);

    const deleted = await first("POST", LIST, { id: `${id}`, version: `${version + 1}` });
    expect(deleted.status).toBe(302);
    expect(deleted.headers.get("location")).toBe(`${LIST}?notice=deleted`);
    expect(await group(d, id)).toBeUndefined();
    const gone = await first("POST", `${LIST}/${id}`, {
      terms: "a1\nb1",
      lang: "de",
      version: `${version + 1}`,
    });
    expect(gone.status).toBe(302);
    expect(gone.headers.get("location")).toBe(`${LIST}?notice=gone`);
    const goneList = await (await first("GET", `${LIST}?notice=gone`)).text();
    expect(goneList).toContain("This group no longer exists: someone deleted it meanwhile.");
    const deleteGone = await first("POST", LIST, { id: `${id}`, version: `${version + 1}` });
    expect(deleteGone.status).toBe(404);
    expect(await deleteGone.text()).toContain("This group no longer exists: someone deleted it meanwhile.");
  });
});
