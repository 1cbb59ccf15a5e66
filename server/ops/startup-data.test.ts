import { expect, it, vi } from "vitest";
import { hashPassword, insertUser } from "#server/modules/accounts/index.ts";
import { describeEachDatabase } from "#tests/setup/test-db.ts";
import type { Db } from "../db/connect.ts";
import { createDemoAccounts, DEMO_ACCOUNTS, DEMO_PASSWORD } from "../demo/demo-accounts.ts";
import { prepareStartupData, StartRefusedError } from "./startup-data.ts";

const count = async (db: Db, table: "companies" | "products" | "users" | "home_banners" | "categories") =>
  Number(
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

const realSite = { demo: false, products: 30, seed: 1 };

describeEachDatabase("start-up data", (deps) => {
  it("DEMO=false leaves an empty database empty: no catalogue, no merchandising, no accounts", async () => {
    const said: string[] = [];
    await prepareStartupData(deps(), realSite, (line) => said.push(line));
    const { db } = deps();
    for (const table of ["companies", "products", "users", "home_banners", "categories"] as const)
      expect(await count(db, table), table).toBe(0);
    // The static pages (about us, privacy policy, …) are the site's own texts, installed once.
    expect((await db.selectFrom("content_pages").select("slug").execute()).length).toBeGreaterThan(0);
    expect(said.join("\n")).toContain("npm run create-admin -- --email");
  });

  it("DEMO=false refuses a database whose demo accounts still have the published password", async () => {
    const { db } = deps();
    await createDemoAccounts(db, undefined);
    const start = prepareStartupData(deps(), realSite, () => {});
    await expect(start).rejects.toBeInstanceOf(StartRefusedError);
    await expect(start).rejects.toThrow(/admin@caravan\.test/);

    // Once every demo account has another password, nobody can sign in with the published one.
    const other = await hashPassword("a password nobody published");
    await db
      .updateTable("users")
      .set({ password_hash: other })
      .where("email", "!=", "admin@caravan.test")
      .execute();
    await expect(prepareStartupData(deps(), realSite, () => {})).rejects.toThrow(
      /password: admin@caravan\.test\. /,
    );
    await db.updateTable("users").set({ password_hash: other }).execute();
    const said: string[] = [];
    await prepareStartupData(deps(), realSite, (line) => said.push(line));
    expect(said).toEqual(["DEMO=false: a real site with 1 admin account."]);
  });

  it("DEMO=true never seeds the demo into a database that has accounts (a real site just begun)", async () => {
    const { db } = deps();
    await insertUser(
      db,
      {
        email: "owner@example.com",
        passwordHash: await hashPassword("x".repeat(12)),
        firstName: "O",
        lastName: "W",
      },
      ["admin", "buyer"],
    );
    const lines: string[] = [];
    const log = vi.spyOn(console, "log").mockImplementation((line: string) => void lines.push(line));
    try {
      await prepareStartupData(deps(), { ...realSite, demo: true });
    } finally {
      log.mockRestore();
    }
    expect(await count(db, "companies")).toBe(0);
    expect(await count(db, "users")).toBe(1);
    expect(lines.join("\n")).toContain("holds no demo accounts: set DEMO=false");
  });

  it("DEMO=true seeds an empty database and says plainly that the demo password is published", async () => {
    const lines: string[] = [];
    const log = vi.spyOn(console, "log").mockImplementation((line: string) => void lines.push(line));
    try {
      await prepareStartupData(deps(), { ...realSite, demo: true });
    } finally {
      log.mockRestore();
    }
    const { db } = deps();
    expect(await count(db, "products")).toBe(30);
    expect(await count(db, "users")).toBe(DEMO_ACCOUNTS.length);
    const output = lines.join("\n");
    expect(output).toContain("DEMO MODE");
    expect(output).toContain(`"${DEMO_PASSWORD}" is published`);
    expect(output).toMatch(/admin\s+admin@caravan\.test\s+password: caravan-demo/);
  });
});
