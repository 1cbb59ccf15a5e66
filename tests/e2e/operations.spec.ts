import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "./support/test.ts";

/**
 * A real site as an operator starts it: DEMO=false on an empty database, two server processes,
 * metrics on their own port behind a token. Its own server (on free ports), so the demo site the
 * other specs use stays as it is. Server-side checks, so desktop only.
 */
test.describe.configure({ mode: "serial" });

const TOKEN = "e2e-metrics-token-0123456789";
let server: ChildProcess;
let output = "";
let dataDir: string;
let site: string;
let metrics: string;
const env = () => ({ ...process.env, DATA_DIR: dataDir, SITE_HOST: new URL(site).host, LOG_LEVEL: "warn" });

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

// Playwright needs the fixtures' pattern first, even when no fixture is used.
// biome-ignore lint/correctness/noEmptyPattern: see above
test.beforeAll(async ({}, testInfo) => {
  test.skip(
    testInfo.project.name !== "desktop",
    "one server is enough; the pages are checked at 360 px inside",
  );
  test.setTimeout(240_000);
  dataDir = mkdtempSync(join(tmpdir(), "caravan-real-site-"));
  const [sitePort, metricsPort] = [await freePort(), await freePort()];
  site = `http://localhost:${sitePort}`;
  metrics = `http://127.0.0.1:${metricsPort}/metrics`;
  server = spawn(process.execPath, ["server/main.ts"], {
    env: {
      ...env(),
      DEMO: "false",
      PORT: String(sitePort),
      SERVER_WORKERS: "2",
      METRICS_PORT: String(metricsPort),
      METRICS_TOKEN: TOKEN,
    },
  });
  server.stdout?.on("data", (chunk) => (output += chunk));
  server.stderr?.on("data", (chunk) => (output += chunk));
  // Two processes each load their index; on a busy two-core machine that can take a while.
  for (let tries = 0; tries < 800; tries++) {
    const ready = await fetch(`${site}/readyz`).catch(() => undefined);
    if (ready?.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the real site did not become ready:\n${output}`);
});

test.afterAll(async () => {
  if (!server) return;
  server.kill("SIGTERM");
  await new Promise((resolve) => server.once("exit", resolve));
  rmSync(dataDir, { recursive: true, force: true });
});

test("starts without the demo and says how to create the first admin", async ({ request }) => {
  expect(output).toContain("DEMO=false and no admin account yet");
  expect(output).not.toContain("DEMO MODE");
  const demoSignIn = await request.post(`${site}/api/auth/login`, {
    headers: { origin: site },
    data: { email: "admin@caravan.test", password: "caravan-demo" },
  });
  expect(demoSignIn.status()).toBe(400);
});

test("every public page works on the empty database, on a desktop and a phone", async ({ page }) => {
  test.setTimeout(180_000);
  const failures: string[] = [];
  page.on("pageerror", (error) => failures.push(error.message));
  const pages = [
    "/",
    "/categories",
    "/search-product/steel",
    "/search-product/steel?p=2&l=50",
    "/search-product/TR/pp",
    "/search-product/DE/cp",
    "/browse-country",
    "/topsearch",
    "/about-us",
    "/privacy-policy",
    "/help-center",
    "/login",
    "/register",
  ];
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of pages) {
      const response = await page.goto(`${site}${path}`);
      expect(response?.status(), path).toBe(200);
      await expect(page.locator("h1").first(), path).toBeVisible();
    }
  }
  await page.goto(site);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Source wholesale products from suppliers around the world",
  );
  await expect(page.getByText("No products are listed yet.")).toBeVisible();
  await expect(page.getByText("npm run")).toHaveCount(0);
  // Paths of things that do not exist yet are the 404 page, not an error.
  for (const path of ["/food/ca/015", "/products?c=015", "/steel-pipe/pr/1", "/acme/co/1"]) {
    expect((await page.goto(`${site}${path}`))?.status(), path).toBe(404);
  }
  expect(failures).toEqual([]);
});

test("the sitemap and robots.txt answer on an empty database", async ({ request }) => {
  const index = await request.get(`${site}/sitemap.xml`);
  expect(index.status()).toBe(200);
  const files = [...(await index.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  for (const file of files) expect((await request.get(file)).status(), file).toBe(200);
  expect((await request.get(`${site}/robots.txt`)).status()).toBe(200);
});

test("/readyz is ready, and unknown /api paths answer the JSON error shape", async ({ request }) => {
  const ready = await request.get(`${site}/readyz`);
  expect(await ready.json()).toEqual({ status: "ready" });
  const notFound = { error: { code: "not_found", message: "We could not find what you were looking for." } };
  for (const [method, path] of [
    ["GET", "/api/no/such/thing"],
    ["GET", "/api"],
    ["POST", "/api/no/such/thing"],
    ["DELETE", "/api/products/search"],
    ["PATCH", "/api/cart"],
  ] as const) {
    const response = await request.fetch(`${site}${path}`, { method, headers: { origin: site } });
    expect(response.status(), `${method} ${path}`).toBe(404);
    expect(response.headers()["content-type"], `${method} ${path}`).toMatch(/^application\/json/);
    expect(await response.json(), `${method} ${path}`).toEqual(notFound);
  }
});

test("metrics of both server processes on the metrics port, behind the token", async ({ request }) => {
  expect((await request.get(metrics)).status()).toBe(401);
  const scrape = async () =>
    (await request.get(metrics, { headers: { authorization: `Bearer ${TOKEN}` } })).text();
  const count = (text: string, series: string) =>
    Number(
      text
        .split("\n")
        .find((line) => line.startsWith(`${series} `))
        ?.split(" ")[1] ?? 0,
    );
  const categories = 'caravan_http_requests_total{method="GET",route="/categories",status="200"}';
  const before = count(await scrape(), categories);
  // Separate connections, so both workers serve some of them.
  for (let i = 0; i < 6; i++) {
    await request.get(`${site}/categories`, { headers: { connection: "close" } });
    await request.post(`${site}/api/products/search`, {
      headers: { origin: site },
      data: { language: "en", searchStr: "steel" },
    });
  }
  const text = await scrape();
  expect(count(text, categories)).toBe(before + 6);
  expect(
    count(text, 'caravan_http_requests_total{method="POST",route="/api/products/search",status="200"}'),
  ).toBeGreaterThanOrEqual(6);
  expect(count(text, 'caravan_search_duration_seconds_count{kind="text"}')).toBeGreaterThanOrEqual(6);
  expect(text).toMatch(/^caravan_search_index_documents 0$/m);
  expect(text).toMatch(/^caravan_queue_jobs_readable 1$/m);
  expect(text).not.toMatch(/route="\/categories\?|route="\/search-product\/steel"/);
});

test("the first admin, created from the shell with a one-time link, signs in to the console", async ({
  page,
}) => {
  const created = spawnSync(process.execPath, ["scripts/create-admin.ts", "--email", "owner@example.com"], {
    env: env(),
    encoding: "utf8",
  });
  expect(created.stderr).toBe("");
  const link = /http:\/\/\S+\/resetPassword\/\S+/.exec(created.stdout)?.[0];
  expect(link, created.stdout).toBeTruthy();
  const password = "seven ochre lanterns drift";
  await page.goto(link!);
  await page.locator("#password").fill(password);
  await page.locator("#passwordConfirm").fill(password);
  await page.getByRole("button", { name: "Save new password" }).click();
  await expect(page.getByText("Your password has been changed.")).toBeVisible();
  // The link works once.
  await page.goto(link!);
  await expect(page.getByRole("button", { name: "Save new password" })).toHaveCount(0);

  await page.goto(`${site}/login?returnUrl=%2Fadmin`);
  await page.locator("#email").fill("owner@example.com");
  await page.locator("#password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(`${site}/admin`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});
