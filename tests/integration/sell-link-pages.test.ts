import { afterAll, beforeAll, expect, it } from "vitest";
import { user } from "../setup/evidence-fixtures.ts";
import { describeEachDatabase, type TestDeps } from "../setup/test-db.ts";
import { closeServerModules, loadServerModules, type ServerModules } from "./fuzz/app-under-fuzz.ts";
import { pageClient, signIn } from "./page-client.ts";

/**
 * "Sell on Caravan" in the header and the footer of every page: a visitor is led to register as a
 * seller, a signed-in buyer to onboarding, and a moderator or admin, who never acts for a supplier,
 * is not offered the link at all (it would lead to a refusal); the header offers them their
 * console instead, which nobody else is shown.
 */
let modules: ServerModules;
beforeAll(async () => {
  modules = await loadServerModules();
}, 120_000);
afterAll(async () => {
  await closeServerModules();
});

async function homeFor(d: TestDeps, userId?: number): Promise<string> {
  const page = pageClient(modules, d, userId ? await signIn(d, userId) : undefined);
  const answer = await page("GET", "/");
  expect(answer.status).toBe(200);
  return answer.text();
}

const sellLinks = (html: string) => html.match(/<a [^>]*>Sell on Caravan<\/a>/g) ?? [];
const consoleLinks = (html: string) => html.match(/<a [^>]*href="\/admin"[^>]*>Console<\/a>/g) ?? [];

describeEachDatabase("the sell link", (deps) => {
  it("leads visitors to register as sellers and buyers to onboarding, in the header and the footer", async () => {
    const d = deps();
    const visitor = sellLinks(await homeFor(d));
    expect(visitor).toHaveLength(2);
    for (const link of visitor) expect(link).toContain('href="/register?as=seller"');
    const buyer = sellLinks(await homeFor(d, (await user(d.db, ["buyer"])).id));
    expect(buyer).toHaveLength(2);
    for (const link of buyer) expect(link).toContain('href="/supplier/onboarding"');
  });

  it("leaves the console link to moderators and admins", async () => {
    const d = deps();
    expect(consoleLinks(await homeFor(d))).toEqual([]);
    expect(consoleLinks(await homeFor(d, (await user(d.db, ["buyer"])).id))).toEqual([]);
    for (const role of ["moderator", "admin"] as const)
      expect(consoleLinks(await homeFor(d, (await user(d.db, [role, "buyer"])).id)), role).toHaveLength(1);
  });

  it("is not offered to moderators and admins, who have no supplier workspace", async () => {
    const d = deps();
    for (const role of ["moderator", "admin"] as const) {
      const html = await homeFor(d, (await user(d.db, [role, "buyer"])).id);
      expect(html, role).toContain("Sign out");
      expect(sellLinks(html), role).toEqual([]);
    }
  });
});
