import { expect, test } from "./support/test.ts";

// The running server (the production build) answers every kind of request with the security
// headers; server/http/security-headers.test.ts checks the policy's details.
test.describe("security headers of the running server", () => {
  test("are on pages, API answers, media, assets, 404s and health checks", async ({ request }) => {
    const home = await request.get("/");
    const asset = /\/assets\/[^"]+\.js/.exec(await home.text())![0];
    const answers = {
      "/": 200,
      "/x/pr/9": 200,
      "/no/such/page/here": 404,
      "/api/openapi.json": 200,
      "/api/cart": 401,
      "/api/no-such-thing": 404,
      "/media/demo/logo/1.png": 200,
      "/media/demo/logo/nope.png": 404,
      [asset]: 200,
      "/favicon.svg": 200,
      "/healthz": 200,
    };
    for (const [path, status] of Object.entries(answers)) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(status);
      const headers = response.headers();
      const policy = headers["content-security-policy"] ?? "";
      expect(policy, path).toMatch(/script-src 'nonce-[^']+' 'strict-dynamic'/);
      expect(/script-src [^;]*'unsafe-inline'/.test(policy), path).toBe(false);
      expect(policy, path).toContain("frame-ancestors 'none'");
      expect(policy, path).toContain("object-src 'none'");
      expect(headers["x-content-type-options"], path).toBe("nosniff");
      expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
      expect(headers["permissions-policy"], path).toContain("camera=()");
      // The test server speaks plain http: no HSTS.
      expect(headers["strict-transport-security"], path).toBeUndefined();
    }
  });

  test("every script in a page carries that response's own nonce, and only data blocks go without", async ({
    request,
  }) => {
    const seen = new Set<string>();
    for (const path of [
      "/",
      "/",
      "/x/pr/9",
      "/apparel/ca/002",
      `/ruifeng-plastic-import-export-co-ltd/co/1`,
      "/login",
      "/nope/x/y",
    ]) {
      const response = await request.get(path);
      const nonce = /'nonce-([^']+)'/.exec(response.headers()["content-security-policy"]!)![1]!;
      expect(seen.has(nonce), "a nonce is never reused").toBe(false);
      seen.add(nonce);
      const scripts = (await response.text()).match(/<script\b[^>]*>/g) ?? [];
      expect(scripts.length, path).toBeGreaterThan(0);
      for (const tag of scripts) {
        const dataBlock = /type="application\/(ld\+)?json"/.test(tag);
        if (!dataBlock) expect(tag, path).toContain(`nonce="${nonce}"`);
      }
    }
  });
});

test("the check every browser test makes fails a test whose page breaks the policy", async ({ page }) => {
  // The check is the fixture in ./support/test.ts: this test must fail, in its teardown.
  test.fail();
  await page.goto("/");
  const reported = page.waitForEvent("console", (message) => /Content Security Policy/.test(message.text()));
  await page.evaluate(() => fetch("https://elsewhere.invalid/").catch(() => undefined));
  await reported;
});
