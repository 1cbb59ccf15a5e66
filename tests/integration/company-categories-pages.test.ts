import { afterAll, beforeAll, expect, it } from "vitest";
import { COMPANY_CATEGORIES_MAX } from "#core/rules/category-choice.ts";
import { SESSION_COOKIE, WORKSPACE_COMPANY_COOKIE } from "#server/modules/accounts/index.ts";
import { type RfqWorld, rfqWorld } from "../setup/rfq-fixtures.ts";
import { describeEachDatabase, type TestDeps } from "../setup/test-db.ts";
import { closeServerModules, loadServerModules, type ServerModules } from "./fuzz/app-under-fuzz.ts";
import { PAGE_HOST, pageClient, signIn } from "./page-client.ts";

/**
 * The company's categories page through the whole app, as a browser meets it: who may see and
 * change the choice, that the company is always the member's own, that a refused choice changes
 * nothing, and the suggestion from the products as a plain form post.
 */
let modules: ServerModules;
beforeAll(async () => {
  modules = await loadServerModules();
}, 120_000);
afterAll(async () => {
  await closeServerModules();
});

const PATH = "/supplier/company/categories";

const client = async (d: TestDeps, userId?: number) =>
  pageClient(modules, d, userId ? await signIn(d, userId) : undefined);

/** A form body with a field given several times (one per ticked box). */
function form(fields: Record<string, string | string[]>) {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(fields))
    for (const one of Array.isArray(value) ? value : [value]) body.append(key, one);
  return body;
}

/**
 * Posts the page's form as a browser does (a field once per ticked box), signed in as `userId`,
 * from the site's own origin unless told, with the workspace switcher's choice when given.
 */
async function post(
  d: TestDeps,
  userId: number | undefined,
  fields: Record<string, string | string[]>,
  options: { origin?: string; companyId?: number } = {},
) {
  const app = modules.createApp(d, { clientDir: undefined });
  const headers = new Headers({
    host: PAGE_HOST,
    accept: "text/html",
    origin: options.origin ?? `http://${PAGE_HOST}`,
    "content-type": "application/x-www-form-urlencoded",
  });
  const cookies = [];
  if (userId) cookies.push(`${SESSION_COOKIE}=${await signIn(d, userId)}`);
  if (options.companyId) cookies.push(`${WORKSPACE_COMPANY_COOKIE}=${options.companyId}`);
  if (cookies.length) headers.set("cookie", cookies.join("; "));
  return app.fetch(
    new Request(`http://${PAGE_HOST}${PATH}`, {
      method: "POST",
      headers,
      body: form(fields),
      redirect: "manual",
    }),
  );
}

const stored = async (d: TestDeps, companyId: number) =>
  (
    await d.db
      .selectFrom("company_categories")
      .select("category_code")
      .where("company_id", "=", companyId)
      .orderBy("category_code")
      .execute()
  ).map((r) => r.category_code);

/** The page as it shows, without its scripts (which carry every message of the workspace). */
const shown = async (response: Response) => (await response.text()).replace(/<script[\s\S]*?<\/script>/g, "");

/** Whether the page's box of the category is ticked. */
const ticked = (html: string, code: string) =>
  [...html.matchAll(new RegExp(`<input[^>]*value="${code}"[^>]*>`, "g"))]
    .filter(([input]) => !input.includes('type="hidden"'))
    .some(([input]) => input.includes(" checked"));

describeEachDatabase("the company's categories page", (deps) => {
  let w: RfqWorld;
  const setup = async () => {
    const d = deps();
    w = await rfqWorld(d);
    return d;
  };

  it("sends a visitor to sign in, and shows every member the tree with the company's choice", async () => {
    const d = await setup();
    const anonymous = await client(d);
    const page = await anonymous("GET", PATH);
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toBe(`/login?returnUrl=${encodeURIComponent(PATH)}`);
    const posted = await post(d, undefined, { intent: "save", categories: [w.codes.pumps] });
    expect([302, 303]).toContain(posted.status);
    expect(await stored(d, w.companyId)).toEqual([w.codes.home]);

    const owner = await shown(await (await client(d, w.members.owner.id))("GET", PATH));
    expect(owner).toContain("<legend");
    expect(owner).toContain("Test goods");
    expect(ticked(owner, w.codes.home)).toBe(true);
    expect(ticked(owner, w.codes.pumps)).toBe(false);
    expect(owner).toContain('value="suggest"');
    expect(owner).not.toContain("Only an owner or an admin of the company can change its categories.");
    expect(owner).not.toMatch(/<fieldset[^>]*disabled/);

    const hub = await shown(await (await client(d, w.members.owner.id))("GET", "/supplier/company"));
    expect(hub).toContain(`href="${PATH}"`);
  });

  it("shows the choice read-only to members who may not edit it and refuses their posts with 403", async () => {
    const d = await setup();
    for (const role of ["viewer", "sales", "catalog_editor", "finance"] as const) {
      const page = await (await client(d, w.members[role].id))("GET", PATH);
      expect(page.status, role).toBe(200);
      const html = await shown(page);
      expect(html).toContain("Only an owner or an admin of the company can change its categories.");
      expect(html).toMatch(/<fieldset[^>]*disabled/);
      for (const intent of ["save", "suggest"]) {
        const refused = await post(d, w.members[role].id, { intent, categories: [w.codes.pumps] });
        expect(refused.status, `${role} ${intent}`).toBe(403);
      }
    }
    expect(await stored(d, w.companyId)).toEqual([w.codes.home]);
  });

  it("changes only the member's own company, whatever the switcher's cookie or the form names", async () => {
    const d = await setup();
    // The pumps company's owner names the textile company in the cookie and in the body.
    const answer = await post(
      d,
      w.pumpsOwner.id,
      { intent: "save", categories: [w.codes.root], companyId: String(w.companyId) },
      { companyId: w.companyId },
    );
    expect(answer.status).toBe(200);
    expect(await stored(d, w.companyId)).toEqual([w.codes.home]);
    expect(await stored(d, w.pumpsCompanyId)).toEqual([w.codes.root]);

    // A member of both, a viewer of the textile company: choosing it there gives a viewer's rights.
    await d.db
      .insertInto("company_members")
      .values({ company_id: w.companyId, user_id: w.pumpsOwner.id, role: "viewer" })
      .execute();
    const asViewer = { companyId: w.companyId };
    expect(
      (await post(d, w.pumpsOwner.id, { intent: "save", categories: [w.codes.pumps] }, asViewer)).status,
    ).toBe(403);
    expect(await stored(d, w.companyId)).toEqual([w.codes.home]);
    const asOwner = { companyId: w.pumpsCompanyId };
    expect(
      (await post(d, w.pumpsOwner.id, { intent: "save", categories: [w.codes.pumps] }, asOwner)).status,
    ).toBe(200);
    expect(await stored(d, w.pumpsCompanyId)).toEqual([w.codes.pumps]);
  });

  it("refuses a save from a page read before a teammate saved, keeping the ticks, and takes it once read again", async () => {
    const d = await setup();
    const page = await shown(await (await client(d, w.members.owner.id))("GET", PATH));
    const read = /<input type="hidden" name="shown" value="([^"]*)"/.exec(page)?.[1];
    expect(read).toBe(w.codes.home);
    const first = await post(d, w.members.admin.id, {
      intent: "save",
      shown: read!,
      categories: [w.codes.pumps],
    });
    expect(first.status).toBe(200);

    const late = await post(d, w.members.owner.id, {
      intent: "save",
      shown: read!,
      categories: [w.codes.root],
    });
    expect(late.status).toBe(409);
    const html = await shown(late);
    expect(html).toContain(
      "A teammate changed the categories while you were choosing, so nothing was saved.",
    );
    expect(ticked(html, w.codes.root)).toBe(true);
    expect(await stored(d, w.companyId)).toEqual([w.codes.pumps]);
    // The answer's form now holds the teammate's choice: sending it again saves.
    const now = /<input type="hidden" name="shown" value="([^"]*)"/.exec(html)?.[1];
    expect(now).toBe(w.codes.pumps);
    const again = await post(d, w.members.owner.id, {
      intent: "save",
      shown: now!,
      categories: [w.codes.root],
    });
    expect(again.status).toBe(200);
    expect(await stored(d, w.companyId)).toEqual([w.codes.root]);
  });

  it("refuses a post from another site and changes nothing", async () => {
    const d = await setup();
    const foreign = await post(
      d,
      w.members.owner.id,
      { intent: "save", categories: [w.codes.pumps] },
      { origin: "https://evil.example" },
    );
    expect(foreign.status).toBe(403);
    expect(await stored(d, w.companyId)).toEqual([w.codes.home]);
  });

  it("saves a choice with its children taken in by their parent, and refuses unknown and too many with a message", async () => {
    const d = await setup();
    const owner = w.members.owner.id;
    const saved = await post(d, owner, {
      intent: "save",
      categories: [w.codes.towels, w.codes.home, w.codes.pumps],
    });
    expect(saved.status).toBe(200);
    const html = await shown(saved);
    expect(html).toContain("Categories saved.");
    expect(await stored(d, w.companyId)).toEqual([w.codes.home, w.codes.pumps]);
    expect(ticked(html, w.codes.home) && ticked(html, w.codes.pumps)).toBe(true);
    expect(ticked(html, w.codes.towels)).toBe(false);

    const unknown = await post(d, owner, { intent: "save", categories: [w.codes.root, "999999"] });
    expect(unknown.status).toBe(400);
    expect(await shown(unknown)).toContain("One of the chosen categories does not exist.");
    expect(await stored(d, w.companyId)).toEqual([w.codes.home, w.codes.pumps]);

    const many = Array.from({ length: COMPANY_CATEGORIES_MAX + 1 }, (_, i) => `${w.codes.root}${300 + i}`);
    for (const code of many)
      await d.db
        .insertInto("categories")
        .values({ code, parent_code: w.codes.root, level: 2, icon: null, header_image_url: null })
        .execute();
    const tooMany = await post(d, owner, { intent: "save", categories: many });
    expect(tooMany.status).toBe(400);
    const refusedHtml = await shown(tooMany);
    expect(refusedHtml).toContain(`Choose at most ${COMPANY_CATEGORIES_MAX} categories.`);
    // The boxes come back as ticked, to untick some.
    expect(many.every((code) => ticked(refusedHtml, code))).toBe(true);
    expect(await stored(d, w.companyId)).toEqual([w.codes.home, w.codes.pumps]);

    const none = await post(d, owner, { intent: "save" });
    expect(none.status).toBe(200);
    expect(await shown(none)).toContain("Saved with no category");
    expect(await stored(d, w.companyId)).toEqual([]);
  });

  it("suggests the categories of the published products as a plain form post, storing nothing", async () => {
    const d = await setup();
    await d.db
      .insertInto("products")
      .values([
        { company_id: w.companyId, category_code: w.codes.pumps, place_of_origin: "TR", is_published: true },
        {
          company_id: w.companyId,
          category_code: w.codes.towels,
          place_of_origin: "TR",
          is_published: false,
        },
      ])
      .execute();
    const answer = await post(d, w.members.admin.id, { intent: "suggest", categories: [w.codes.home] });
    expect(answer.status).toBe(200);
    const html = await shown(answer);
    expect(html).toContain("Categories added from your products: 1.");
    expect(ticked(html, w.codes.home) && ticked(html, w.codes.pumps)).toBe(true);
    expect(await stored(d, w.companyId)).toEqual([w.codes.home]);
  });
});
