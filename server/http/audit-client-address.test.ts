import { Hono } from "hono";
import { expect, it } from "vitest";
import { findUserByEmail, openSession, SESSION_COOKIE } from "#server/modules/accounts/index.ts";
import { listAuditLog } from "#server/modules/audit/index.ts";
import { describeEachDatabase } from "#tests/setup/test-db.ts";
import { createApi } from "../api/api.ts";
import { resolveClientAddressOnce } from "../api/client-info.ts";
import { seedDemoCatalogue } from "../demo/seed-catalogue.ts";

describeEachDatabase("audit log behind a trusted proxy", (deps) => {
  it("records the client's address that the trusted proxy reported, not the proxy's", async () => {
    const d = deps();
    await seedDemoCatalogue(d.db, d.dialect, { products: 2, seed: 1 });
    const moderator = await findUserByEmail(d.db, "moderator@caravan.test");
    const { token } = await openSession(d, moderator!.id, { ip: null, userAgent: null });
    const category = await d.db
      .selectFrom("categories")
      .select("code")
      .where("level", "=", 2)
      .executeTakeFirstOrThrow();
    // As server/app.ts mounts the API: the address is resolved before any route runs.
    const app = new Hono().use(resolveClientAddressOnce(["127.0.0.1"])).route("/api", createApi(d));
    const response = await app.request(
      "/api/seo/",
      {
        method: "POST",
        headers: {
          host: "localhost:3000",
          origin: "http://localhost:3000",
          cookie: `${SESSION_COOKIE}=${token}`,
          "content-type": "application/json",
          "x-forwarded-for": "198.51.100.1, 203.0.113.7",
        },
        body: JSON.stringify({
          language: "en",
          pageTitle: "Wholesale kitchen knives",
          pageDescription: "Knives from verified makers.",
          keywords: "knives",
          seoUrl: "Kitchen knives wholesale",
          categoryId: category.code,
          seoContent: "<p>Read this.</p>",
          search: { kind: "c", key: category.code, params: "l=50" },
        }),
      },
      { incoming: { socket: { remoteAddress: "127.0.0.1" } } },
    );
    expect(response.status).toBe(201);
    const { items } = await listAuditLog(d.db, { page: 1, size: 5, action: "seo." });
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ userId: moderator!.id, clientAddress: "203.0.113.7" });
  });
});
