import { expect, it } from "vitest";
import { register } from "#server/modules/accounts/index.ts";
import { describeEachDatabase } from "#tests/setup/test-db.ts";
import { createApi } from "./api.ts";

const json = (body: unknown) => ({
  method: "POST",
  body: JSON.stringify(body),
  headers: { "content-type": "application/json", host: "localhost:3000", origin: "http://localhost:3000" },
});

describeEachDatabase("REST API skeleton", (deps) => {
  it("publishes an OpenAPI 3.1 document listing its routes", async () => {
    const res = await createApi(deps()).request("/openapi.json");
    expect(res.status).toBe(200);
    const doc = await res.json();
    expect(doc.openapi).toBe("3.1.0");
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        "/auth/login",
        "/auth/logout",
        "/auth/me",
        "/products/search",
        "/products/filter-options",
        "/products/text-matches",
        "/products/by-origin/{kind}/{code}",
        "/categories/{code}/products",
        "/places-of-origin/{language}",
      ]),
    );
  });

  it("has every path of the moderation console at its fixed public path, with its method", async () => {
    const doc = await (await createApi(deps()).request("/openapi.json")).json();
    const operations = Object.entries(doc.paths as Record<string, object>).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(operations).toEqual(
      expect.arrayContaining([
        "GET /comment/list",
        "PUT /comment/approve/{id}",
        "POST /helpcenter/contactWithAdmin",
        "GET /helpcenter/getContactInfoList/{page}/{size}",
        "GET /helpcenter/getArchivedContactInfoList/{page}/{size}",
        "PATCH /helpcenter/moveIntoArchive/{id}",
        "PATCH /helpcenter/takeOffFromArchive/{id}",
        "DELETE /helpcenter/deleteContactInfo/{id}",
        "POST /seo/",
        "PUT /seo/{id}",
        "DELETE /seo/{id}",
        "GET /seo/single/{id}",
        "GET /seo/list/{page}/{size}",
        "GET /campaign/contactlistname",
        "GET /campaign/unsubscribe",
        "POST /auth/logout",
      ]),
    );
  });

  it("answers unknown paths with the error shape, translated by host", async () => {
    const api = createApi(deps());
    const en = await api.request("/no/such/thing", { headers: { host: "localhost:3000" } });
    expect(en.status).toBe(404);
    expect(await en.json()).toEqual({
      error: { code: "not_found", message: "We could not find what you were looking for." },
    });
    const tr = await api.request("/no/such/thing", { headers: { host: "tr.localhost:3000" } });
    const body = await tr.json();
    expect(body.error.code).toBe("not_found");
    expect(body.error.message).not.toBe("We could not find what you were looking for.");
  });

  it("rejects malformed and invalid bodies with 400 and field messages, never 500", async () => {
    const api = createApi(deps());
    const broken = await api.request("/auth/login", {
      method: "POST",
      body: "{not json",
      headers: { "content-type": "application/json", origin: "http://localhost:3000" },
    });
    expect(broken.status).toBe(400);
    expect((await broken.json()).error.code).toBe("invalid_data");
    const invalid = await api.request("/auth/login", json({ email: "nope", password: 5 }));
    expect(invalid.status).toBe(400);
    const body = await invalid.json();
    expect(body.error.code).toBe("invalid_data");
    expect(Object.keys(body.error.fields)).toEqual(expect.arrayContaining(["email", "password"]));
  });

  it("signs in, tells who is signed in, and signs out", async () => {
    await register(
      deps(),
      {
        firstName: "Ada",
        lastName: "Demir",
        email: "ada@example.com",
        password: "correct horse",
        passwordConfirm: "correct horse",
        acceptTerms: "on",
      },
      { lang: "en", origin: "http://localhost:3000" },
    );
    const api = createApi(deps());
    expect((await api.request("/auth/me")).status).toBe(401);
    const wrong = await api.request("/auth/login", json({ email: "ada@example.com", password: "wrong!" }));
    expect(wrong.status).toBe(400);
    const login = await api.request(
      "/auth/login",
      json({ email: "ADA@example.com", password: "correct horse" }),
    );
    expect(login.status).toBe(200);
    const cookie = login.headers.get("set-cookie")!;
    expect(cookie).toMatch(/caravan_session=[^;]+; Path=\/; HttpOnly; SameSite=Lax/);
    const me = await api.request("/auth/me", { headers: { cookie: cookie.split(";")[0]! } });
    expect(await me.json()).toMatchObject({
      email: "ada@example.com",
      name: { first: "Ada", last: "Demir" },
      roles: ["buyer"],
    });
    const out = await api.request("/auth/logout", {
      method: "POST",
      headers: { cookie: cookie.split(";")[0]!, origin: "http://localhost:3000" },
    });
    expect(await out.json()).toEqual({ message: "You have been logged out successfully." });
    expect((await api.request("/auth/me", { headers: { cookie: cookie.split(";")[0]! } })).status).toBe(401);
  });
});
