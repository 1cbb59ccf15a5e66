import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";

// The production build on a fresh SQLite database with a small demo catalogue, on its own port.
const port = Number(process.env.E2E_PORT ?? 3456);
// A new folder for each run, removed afterwards by the global teardown; the workers inherit it.
if (!process.env.E2E_DATA_DIR) {
  process.env.E2E_DATA_DIR = mkdtempSync(join(tmpdir(), "caravan-e2e-"));
  process.env.E2E_DATA_DIR_TEMPORARY = "true";
}
// With TEST_DATABASE_URL (CI sets it) two more instances share one new PostgreSQL database and
// one data folder, as two machines behind one site would: the conversation specs send from one
// and read on the other.
const postgres = process.env.TEST_DATABASE_URL;
if (postgres && !process.env.E2E_PG_URL) {
  const url = new URL(postgres);
  url.pathname = `/caravan_e2e_${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  process.env.E2E_PG_URL = url.toString();
}
const pgInstance = (offset: number, command: string) => ({
  command,
  url: `http://localhost:${port + offset}/healthz`,
  timeout: 180_000,
  reuseExistingServer: false,
  stdout: "ignore" as const,
  env: {
    PORT: String(port + offset),
    SITE_HOST: `localhost:${port + offset}`,
    DATABASE_URL: process.env.E2E_PG_URL!,
    DATA_DIR: `${process.env.E2E_DATA_DIR}-postgres`,
    SEED_PRODUCTS: "50",
    LOG_LEVEL: "warn",
    REGISTRATIONS_PER_HOUR: "200",
    // One process each (see the company-mode instance below).
    SERVER_WORKERS: "1",
  },
});
// Chromium's headless shell (Debian's chromium-headless-shell), not the full browser in headless
// mode: the same engine without the browser's own interface, at half the CPU a test
// (docs/decisions/040-headless-shell-for-browser-tests.md). E2E_CHROMIUM names another build.
const chromium = {
  executablePath: process.env.E2E_CHROMIUM ?? "/usr/lib/chromium/chromium-headless-shell",
  args: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

export default defineConfig({
  testDir: "tests/e2e",
  globalTeardown: "tests/e2e/support/remove-data-dir.ts",
  fullyParallel: true,
  // Most of a browser test is waiting (for the server, for the page), so more workers than cores
  // shorten the run; E2E_WORKERS sets another number.
  workers: Number(process.env.E2E_WORKERS ?? 4),
  // A server action that re-encodes pictures or reads a spreadsheet can take several seconds on
  // a loaded two-core machine; five seconds made such steps flaky (seen in CI).
  expect: { timeout: 10_000 },
  // A whole story (register, act in two browsers, check both sides) on a loaded two-core machine
  // can pass 30 seconds; a test cut off there fails and runs again, which only adds load.
  timeout: 60_000,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: { baseURL: `http://localhost:${port}`, launchOptions: chromium, trace: "retain-on-failure" },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], launchOptions: chromium } },
    {
      name: "phone",
      use: { ...devices["Pixel 7"], viewport: { width: 360, height: 740 }, launchOptions: chromium },
      // What these specs check is the same bytes on every screen (the HTML head, structured data,
      // sitemaps, response headers): once, on the desktop, is enough. So are the tests marked
      // SAME_ON_PHONES (tests/e2e/support/test.ts): the phone runs what a phone changes, its
      // layouts and its own paths (docs/decisions/041-phone-runs-what-a-phone-changes.md).
      testIgnore: ["seo-pages.spec.ts", "seo.spec.ts", "security-headers.spec.ts"],
      grepInvert: /@same-on-phones/,
    },
  ],
  webServer: [
    {
      command: "node server/main.ts",
      url: `http://localhost:${port}/healthz`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: "ignore",
      env: {
        PORT: String(port),
        SITE_HOST: `localhost:${port}`,
        DATA_DIR: process.env.E2E_DATA_DIR,
        SEED_PRODUCTS: "400",
        LOG_LEVEL: "warn",
        // Every test that needs a fresh account registers one, all from 127.0.0.1.
        REGISTRATIONS_PER_HOUR: "200",
        // The conversation spec waits for the e-mail about an unread message: seconds, not minutes.
        MESSAGE_MAIL_AFTER_SECONDS: "2",
      },
    },
    // The same site in company-subdomain mode (a setting), for the route parser's company lookups.
    {
      command: "node server/main.ts",
      url: `http://localhost:${port + 1}/healthz`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: "ignore",
      env: {
        PORT: String(port + 1),
        SITE_HOST: `localhost:${port + 1}`,
        DATA_DIR: `${process.env.E2E_DATA_DIR}-company-mode`,
        SEED_PRODUCTS: "50",
        LOG_LEVEL: "warn",
        COMPANY_SUBDOMAIN_MODE: "true",
        // The instances beside the main one serve a few specs each: one process apiece, where a
        // cluster (two HTTP workers and a search process) would keep three more polling an idle
        // index on a two-core machine. The main instance runs as `npm start` does, a cluster.
        SERVER_WORKERS: "1",
      },
    },
    ...(postgres
      ? [
          pgInstance(2, "node tests/e2e/support/pg-database.ts create && node server/main.ts"),
          pgInstance(
            3,
            `node tests/e2e/support/wait-for.ts http://localhost:${port + 2}/healthz && node server/main.ts`,
          ),
        ]
      : []),
  ],
});
