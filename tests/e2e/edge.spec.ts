import { rawRequest, writeChunked } from "../setup/raw-http.ts";
import { expect, type Page, SAME_ON_PHONES, test } from "./support/test.ts";

const port = Number(process.env.E2E_PORT ?? 3456);
const site = `http://localhost:${port}`;
const MB = 1024 * 1024;

async function signIn(page: Page) {
  const login = await page.request.post("/api/auth/login", {
    headers: { origin: site },
    data: { email: "buyer@caravan.test", password: "caravan-demo" },
  });
  expect(login.status()).toBe(200);
}

const signedIn = async (page: Page) => (await page.request.get("/api/auth/me")).status() === 200;

test.describe("sign-out only from the site's own pages", () => {
  test(
    "a foreign page, or a request without Origin, cannot sign a user out; a language host can",
    SAME_ON_PHONES,
    async ({ page }) => {
      // No screen involved.
      await signIn(page);
      const refusedHeaders: Record<string, string>[] = [
        { origin: "http://evil.example" },
        {},
        { origin: "null" },
      ];
      for (const headers of refusedHeaders) {
        const refused = await page.request.post("/logout", { headers, form: {}, maxRedirects: 0 });
        expect(refused.status(), JSON.stringify(headers)).toBe(403);
        expect(refused.headers()["set-cookie"]).toBeUndefined();
        expect(await refused.text()).toContain("This request did not come from this site");
        expect(await signedIn(page)).toBe(true);
      }
      // A typed address or an old link (GET) does not sign out either.
      await page.request.get("/logout", { maxRedirects: 0 });
      expect(await signedIn(page)).toBe(true);
      const apiRefused = await page.request.post("/api/auth/logout", {
        headers: { origin: "http://evil.example" },
      });
      expect(apiRefused.status()).toBe(403);
      expect((await apiRefused.json()).error.code).toBe("not_allowed");
      expect(await signedIn(page)).toBe(true);

      // What the header's sign-out form sends: a form post (empty) from a language host.
      const accepted = await page.request.post("/logout", {
        headers: { origin: `http://tr.localhost:${port}` },
        form: {},
        maxRedirects: 0,
      });
      expect(accepted.status()).toBe(302);
      expect(accepted.headers().location).toBe("/login?loggedOut=1");
      expect(await signedIn(page)).toBe(false);
    },
  );

  test("the header's sign-out button still signs out", async ({ page }) => {
    await signIn(page);
    await page.goto("/");
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/login\?loggedOut=1$/);
    expect(await signedIn(page)).toBe(false);
  });
});

test.describe("request bodies over their limit", () => {
  test(
    "an anonymous 300 MB form post is refused before it is read, in the page's language",
    SAME_ON_PHONES,
    async () => {
      // No screen involved.
      const declared = await rawRequest(
        port,
        {
          method: "POST",
          path: "/login",
          headers: {
            host: `de.localhost:${port}`,
            origin: `http://de.localhost:${port}`,
            "content-type": "application/x-www-form-urlencoded",
            "content-length": String(300 * MB),
          },
        },
        (socket) => socket.write(Buffer.alloc(64 * 1024, "a")),
      );
      expect(declared.status).toBe(413);
      expect(declared.body).toContain("Diese Anfrage ist zu groß, um angenommen zu werden.");

      const chunked = await rawRequest(
        port,
        {
          method: "POST",
          path: "/api/auth/login",
          headers: {
            host: `localhost:${port}`,
            origin: site,
            "content-type": "application/json",
            "transfer-encoding": "chunked",
          },
        },
        (socket, answered) => writeChunked(socket, answered, 300 * MB),
      );
      expect(chunked.status).toBe(413);
      expect(JSON.parse(chunked.body).error.code).toBe("payload_too_large");
    },
  );
});
