import { expect, it } from "vitest";
import { openSession, SESSION_COOKIE } from "#server/modules/accounts/index.ts";
import { apiClient } from "#tests/setup/api-client.ts";
import { ADDRESS, newBuyer } from "#tests/setup/checkout-fixtures.ts";
import { describeEachDatabase, type TestDeps } from "#tests/setup/test-db.ts";
import { translator } from "../lib/i18n.ts";

const cookieOf = async (d: TestDeps, userId: number) =>
  `${SESSION_COOKIE}=${(await openSession(d, userId, { ip: null, userAgent: null })).token}`;

describeEachDatabase("addresses API", (deps) => {
  it("answers 401 to a signed-out caller, whatever the body", async () => {
    const call = apiClient(deps());
    for (const [method, path, body] of [
      ["GET", "/addresses", undefined],
      ["POST", "/addresses", { nonsense: true }],
      ["PUT", "/addresses/1", ADDRESS],
      ["DELETE", "/addresses/1", undefined],
    ] as const) {
      const res = await call(method, path, { body });
      expect(res.status, `${method} ${path}`).toBe(401);
    }
  });

  it("adds, lists, changes and removes the user's own addresses", async () => {
    const d = deps();
    const call = apiClient(d);
    const cookie = await cookieOf(d, await newBuyer(d, "api-addr@example.com"));
    const added = await call("POST", "/addresses", { cookie, body: { ...ADDRESS, country: "de" } });
    expect(added.status).toBe(201);
    const first = await added.json();
    expect(first).toMatchObject({ label: "Warehouse", country: "DE", isDefault: true, line2: null });
    const second = await (
      await call("POST", "/addresses", { cookie, body: { ...ADDRESS, label: "Office", isDefault: true } })
    ).json();
    const list = await (await call("GET", "/addresses", { cookie })).json();
    expect(list.map((a: { id: number; isDefault: boolean }) => [a.id, a.isDefault])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);
    const changed = await call("PUT", `/addresses/${first.id}`, {
      cookie,
      body: { ...ADDRESS, city: "Bremen" },
    });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({ id: first.id, city: "Bremen", isDefault: false });
    const removed = await call("DELETE", `/addresses/${second.id}`, { cookie });
    expect(removed.status).toBe(200);
    expect(await removed.json()).toEqual([expect.objectContaining({ id: first.id, isDefault: true })]);
  });

  it("answers 404 for another user's address, 400 with translated fields for bad input, 403 from a foreign page", async () => {
    const d = deps();
    const call = apiClient(d);
    const owner = await cookieOf(d, await newBuyer(d, "owner-api@example.com"));
    const other = await cookieOf(d, await newBuyer(d, "other-api@example.com"));
    const mine = await (await call("POST", "/addresses", { cookie: owner, body: ADDRESS })).json();
    expect((await call("PUT", `/addresses/${mine.id}`, { cookie: other, body: ADDRESS })).status).toBe(404);
    expect((await call("DELETE", `/addresses/${mine.id}`, { cookie: other })).status).toBe(404);
    expect((await call("DELETE", "/addresses/99999999", { cookie: owner })).status).toBe(404);
    expect(await (await call("GET", "/addresses", { cookie: other })).json()).toEqual([]);

    const bad = await call("POST", "/addresses", {
      cookie: owner,
      body: { ...ADDRESS, country: "XX", city: "" },
    });
    expect(bad.status).toBe(400);
    const en = translator("en");
    expect((await bad.json()).error.fields).toEqual({
      country: en("addresses.errors.country"),
      city: en("errors.required"),
    });
    const foreign = await call("PUT", `/addresses/${mine.id}`, {
      cookie: owner,
      body: { ...ADDRESS, city: "Kiel" },
      origin: "https://evil.example",
    });
    expect(foreign.status).toBe(403);
    const [kept] = await (await call("GET", "/addresses", { cookie: owner })).json();
    expect(kept.city).toBe("Hamburg");
  });
});
