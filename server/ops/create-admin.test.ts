import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  findRoles,
  findUserByEmail,
  hashPassword,
  insertUser,
  isResetTokenUsable,
  login,
  resetPassword,
} from "#server/modules/accounts/index.ts";
import { describeEachDatabase, type TestDeps } from "#tests/setup/test-db.ts";
import { type CreateAdminIo, runCreateAdmin } from "./create-admin-command.ts";

const ORIGIN = "https://shop.example.com";
const GOOD = "a long and private passphrase";
const client = { ip: "203.0.113.9", userAgent: "test" };

/** The command with a fake terminal: `typed` answers the hidden prompts in order. */
function fakeIo(deps: TestDeps, options: { interactive: boolean; typed?: string[] }) {
  const typed = [...(options.typed ?? [])];
  const out: string[] = [];
  const err: string[] = [];
  const prompts: string[] = [];
  const io: CreateAdminIo = {
    deps,
    origin: ORIGIN,
    interactive: options.interactive,
    readHidden: async (prompt) => {
      prompts.push(prompt);
      return typed.shift() ?? "";
    },
    say: (text) => out.push(text),
    fail: (text) => err.push(text),
  };
  return { io, out, err, prompts };
}

const tokenIn = (text: string) => /\/resetPassword\/([\w-]+)/.exec(text)?.[1];

describeEachDatabase("create-admin", (deps) => {
  it("on a terminal asks for the password twice and creates an admin who can sign in", async () => {
    const { io, out, prompts } = fakeIo(deps(), { interactive: true, typed: [GOOD, GOOD] });
    expect(await runCreateAdmin(["--email", " Owner@Example.com "], io)).toBe(0);
    expect(prompts).toEqual(["Password: ", "Password again: "]);
    const user = await findUserByEmail(deps().db, "owner@example.com");
    expect(user?.email_confirmed_at).not.toBeNull();
    expect((await findRoles(deps().db, user!.id)).sort()).toEqual(["admin", "buyer"]);
    expect(out.join("\n")).toContain(`${ORIGIN}/admin`);
    await expect(
      login(deps(), { email: "owner@example.com", password: GOOD }, client),
    ).resolves.toHaveProperty("token");
  });

  it("refuses what registration refuses, and then creates nothing", async () => {
    const cases: [string[], string[], RegExp][] = [
      [["--email", "not-an-address"], [GOOD, GOOD], /email: Enter a valid e-mail address/],
      [["--email", "a@example.com"], ["short", "short"], /at least/],
      [["--email", "a@example.com"], [GOOD, `${GOOD}!`], /do not match/],
    ];
    for (const [argv, typed, message] of cases) {
      const { io, err } = fakeIo(deps(), { interactive: true, typed });
      expect(await runCreateAdmin(argv, io)).toBe(1);
      expect(err.join("\n")).toMatch(message);
    }
    expect(await deps().db.selectFrom("users").select("id").execute()).toEqual([]);
  });

  it("with --link, or without a terminal, prints a one-time link to the reset-password page", async () => {
    const withFlag = fakeIo(deps(), { interactive: true });
    expect(await runCreateAdmin(["--email", "first@example.com", "--link"], withFlag.io)).toBe(0);
    expect(withFlag.prompts).toEqual([]);
    const token = tokenIn(withFlag.out.join("\n"))!;
    expect(withFlag.out.join("\n")).toContain(`${ORIGIN}/resetPassword/${token}`);
    // Until the link is used the account has no password anyone knows.
    await expect(login(deps(), { email: "first@example.com", password: "" }, client)).rejects.toThrow();
    expect(await isResetTokenUsable(deps(), token)).toBe(true);
    await resetPassword(deps(), token, GOOD);
    expect(await isResetTokenUsable(deps(), token)).toBe(false);
    await expect(resetPassword(deps(), token, GOOD)).rejects.toThrow();
    await expect(login(deps(), { email: "first@example.com", password: GOOD }, client)).resolves.toBeTruthy();

    const noTerminal = fakeIo(deps(), { interactive: false });
    expect(await runCreateAdmin(["--email", "second@example.com"], noTerminal.io)).toBe(0);
    expect(noTerminal.out.join("\n")).toMatch(/No terminal.*\n[\s\S]*\/resetPassword\//);
  });

  it("never takes over an existing account; --link gives an existing admin a new password link", async () => {
    const { db } = deps();
    await insertUser(
      db,
      { email: "buyer@example.com", passwordHash: await hashPassword(GOOD), firstName: "B", lastName: "U" },
      ["buyer"],
    );
    for (const argv of [
      ["--email", "buyer@example.com"],
      ["--email", "buyer@example.com", "--link"],
    ]) {
      const { io, err } = fakeIo(deps(), { interactive: true, typed: [GOOD, GOOD] });
      expect(await runCreateAdmin(argv, io)).toBe(1);
      expect(err.join("\n")).toMatch(/nothing was changed/);
    }
    expect(await findRoles(db, (await findUserByEmail(db, "buyer@example.com"))!.id)).toEqual(["buyer"]);

    await runCreateAdmin(
      ["--email", "boss@example.com", "--link"],
      fakeIo(deps(), { interactive: false }).io,
    );
    const again = fakeIo(deps(), { interactive: true, typed: [GOOD, GOOD] });
    expect(await runCreateAdmin(["--email", "boss@example.com"], again.io)).toBe(1);
    expect(again.err.join("\n")).toMatch(/add --link/);
    const relink = fakeIo(deps(), { interactive: true });
    expect(await runCreateAdmin(["--email", "boss@example.com", "--link"], relink.io)).toBe(0);
    expect(await isResetTokenUsable(deps(), tokenIn(relink.out.join("\n"))!)).toBe(true);
    expect(
      (await db.selectFrom("users").select("id").where("email", "=", "boss@example.com").execute()).length,
    ).toBe(1);
  });

  it("explains its usage when the e-mail is missing or an option is unknown", async () => {
    for (const argv of [[], ["--email"], ["--mail", "x@example.com"]]) {
      const { io, err } = fakeIo(deps(), { interactive: true });
      expect(await runCreateAdmin(argv, io)).toBe(2);
      expect(err.join("\n")).toContain("Usage: npm run create-admin");
    }
  });
});

describe("npm run create-admin (the script)", () => {
  const dir = mkdtempSync(join(tmpdir(), "caravan-create-admin-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("migrates a new database and, with no terminal, prints the link", () => {
    const result = spawnSync(process.execPath, ["scripts/create-admin.ts", "--email", "ops@example.com"], {
      env: {
        ...process.env,
        DATA_DIR: dir,
        DATABASE_URL: "",
        SITE_HOST: "shop.example.com",
        SITE_PROTOCOL: "https",
      },
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/https:\/\/shop\.example\.com\/resetPassword\/[\w-]{40,}/);
  });
});
