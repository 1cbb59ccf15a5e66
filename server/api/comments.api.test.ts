import { expect, it } from "vitest";
import { findUserByEmail, openSession, SESSION_COOKIE } from "#server/modules/accounts/index.ts";
import { describeEachDatabase, type TestDeps } from "#tests/setup/test-db.ts";
import { seedDemoCatalogue } from "../demo/seed-catalogue.ts";
import { createApi } from "./api.ts";

const TEXT = "Good quality and fast delivery to Izmir.";

/** The API and a request function signed in as a demo account (or anonymous). */
async function setup(d: TestDeps) {
  await seedDemoCatalogue(d.db, d.dialect, { products: 5, seed: 1 });
  const api = createApi(d);
  const cookies: Record<string, string> = {};
  const ids: Record<string, number> = {};
  for (const who of ["buyer", "supplier", "moderator", "admin"]) {
    const user = await findUserByEmail(d.db, `${who}@caravan.test`);
    ids[who] = user!.id;
    const { token } = await openSession(d, user!.id, { ip: null, userAgent: null });
    cookies[who] = `${SESSION_COOKIE}=${token}`;
  }
  const call = (as: string | null, method: string, path: string, body?: unknown, host = "localhost:3000") =>
    api.request(path, {
      method,
      headers: {
        host,
        ...(method === "GET" ? {} : { origin: "http://localhost:3000" }),
        ...(as ? { cookie: cookies[as]! } : {}),
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      ...(body === undefined ? {} : { body: typeof body === "string" ? body : JSON.stringify(body) }),
    });
  return { call, ids };
}

describeEachDatabase("comments API", (deps) => {
  it("posts as the session's user, lists it to its author only until approved", async () => {
    const { call, ids } = await setup(deps());
    expect(await (await call(null, "GET", "/comment/comments/2")).json()).toEqual({
      comments: null,
      averageStars: 0,
    });
    expect((await call(null, "POST", "/comment", { productID: 2, stars: 4, text: TEXT })).status).toBe(401);
    // Signed-in first: an anonymous caller learns nothing from validation.
    expect((await call(null, "POST", "/comment", { productID: "x" })).status).toBe(401);

    const created = await call("buyer", "POST", "/comment", { productID: 2, stars: 4, text: TEXT });
    expect(created.status).toBe(201);
    const comment = await created.json();
    expect(comment).toMatchObject({ productID: 2, userID: ids.buyer, stars: 4, text: TEXT, approved: false });

    const own = await (await call("buyer", "GET", "/comment/comments/2")).json();
    expect(own.comments).toEqual([comment]);
    expect((await (await call("supplier", "GET", "/comment/comments/2")).json()).comments).toBeNull();
    expect((await (await call(null, "GET", "/comment/comments/2")).json()).comments).toBeNull();

    const approved = await call("moderator", "PUT", `/comment/approve/${comment._id}`, { approve: true });
    expect(approved.status).toBe(200);
    expect(await approved.json()).toEqual({ _id: comment._id, approved: true, approvedBy: ids.moderator });
    expect(await (await call(null, "GET", "/comment/comments/2")).json()).toEqual({
      comments: [{ ...comment, approved: true }],
      averageStars: 4,
    });
  });

  it("takes userID only when it is the signed-in user's own", async () => {
    const { call, ids } = await setup(deps());
    const forged = await call("buyer", "POST", "/comment", {
      productID: 1,
      userID: ids.supplier,
      stars: 5,
      text: TEXT,
    });
    expect(forged.status).toBe(403);
    const own = await call("buyer", "POST", "/comment", {
      productID: 1,
      userID: ids.buyer,
      stars: 5,
      text: TEXT,
    });
    expect(own.status).toBe(201);
    expect((await own.json()).userID).toBe(ids.buyer);
  });

  it("answers bad input with 400 and translated field messages, unknown ids with 404", async () => {
    const { call } = await setup(deps());
    const bad = await call("buyer", "POST", "/comment", { productID: 1, text: "short" }, "tr.localhost:3000");
    expect(bad.status).toBe(400);
    const body = await bad.json();
    expect(body.error.code).toBe("invalid_data");
    expect(Object.keys(body.error.fields).sort()).toEqual(["stars", "text"]);
    expect(body.error.fields.stars).not.toMatch(/^errors\.|^comments\./);
    expect(body.error.fields.text).not.toBe("Please write at least 10 characters.");
    const en = await call("buyer", "POST", "/comment", { productID: 1, stars: 6, text: "x".repeat(601) });
    expect((await en.json()).error.fields).toEqual({
      stars: "Choose a rating from 1 to 5.",
      text: "Please write at most 600 characters.",
    });
    expect((await call("buyer", "POST", "/comment", "{nope")).status).toBe(400);
    expect(
      (await call("buyer", "POST", "/comment", { productID: 999999, stars: 3, text: TEXT })).status,
    ).toBe(404);
    expect((await call(null, "GET", "/comment/comments/999999")).status).toBe(404);
    expect((await call(null, "GET", "/comment/comments/abc")).status).toBe(400);
    expect((await call("buyer", "DELETE", "/comment/424242")).status).toBe(404);
    expect((await call("moderator", "PUT", "/comment/approve/424242", { approve: true })).status).toBe(404);
    expect((await call("moderator", "PUT", "/comment/approve/1", { approve: "yes" })).status).toBe(400);
    expect((await call("moderator", "GET", "/comment/list?approve=maybe")).status).toBe(400);
  });

  it("deletes one's own comment; another's is 'Comment is not yours'", async () => {
    const { call } = await setup(deps());
    const { _id } = await (
      await call("buyer", "POST", "/comment", { productID: 3, stars: 2, text: TEXT })
    ).json();
    expect((await call(null, "DELETE", `/comment/${_id}`)).status).toBe(401);
    for (const who of ["supplier", "moderator"]) {
      const denied = await call(who, "DELETE", `/comment/${_id}`);
      expect(denied.status).toBe(403);
      expect(await denied.json()).toEqual({
        error: { code: "not_allowed", message: "Comment is not yours" },
      });
    }
    const deleted = await call("buyer", "DELETE", `/comment/${_id}`);
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({ message: "Your message has been deleted" });
    expect((await call("buyer", "DELETE", `/comment/${_id}`)).status).toBe(404);
  });

  it("lets moderators and admins only list and approve, with the approve filter", async () => {
    const { call, ids } = await setup(deps());
    const a = await (await call("buyer", "POST", "/comment", { productID: 1, stars: 5, text: TEXT })).json();
    const b = await (
      await call("supplier", "POST", "/comment", { productID: 2, stars: 3, text: TEXT })
    ).json();
    for (const [who, status] of [
      [null, 401],
      ["buyer", 403],
      ["supplier", 403],
    ] as const) {
      expect((await call(who, "GET", "/comment/list")).status).toBe(status);
      expect((await call(who, "PUT", `/comment/approve/${a._id}`, { approve: true })).status).toBe(status);
    }
    expect((await call("admin", "PUT", `/comment/approve/${a._id}`, { approve: true })).status).toBe(200);
    const all = await (await call("moderator", "GET", "/comment/list")).json();
    expect(all.total).toBe(2);
    expect(all.comments.map((c: { _id: number }) => c._id)).toEqual([b._id, a._id]);
    expect(all.comments[1]).toMatchObject({
      approved: true,
      approvedBy: ids.admin,
      author: { name: "Bora Yılmaz", email: "buyer@caravan.test" },
      productName: expect.any(String),
    });
    const pending = await (await call("admin", "GET", "/comment/list?approve=false")).json();
    expect(pending.comments.map((c: { _id: number }) => c._id)).toEqual([b._id]);
    const approved = await (await call("admin", "GET", "/comment/list?approve=true")).json();
    expect(approved.comments.map((c: { _id: number }) => c._id)).toEqual([a._id]);
    expect((await call("moderator", "PUT", `/comment/approve/${a._id}`, { approve: false })).status).toBe(
      200,
    );
    expect((await (await call(null, "GET", "/comment/comments/1")).json()).comments).toBeNull();
  });

  it("appears in the OpenAPI document at its public paths", async () => {
    const { call } = await setup(deps());
    const doc = await (await call(null, "GET", "/openapi.json")).json();
    expect(doc.paths["/comment/comments/{productId}"].get).toBeDefined();
    expect(doc.paths["/comment"].post).toBeDefined();
    expect(doc.paths["/comment/{id}"].delete).toBeDefined();
    expect(doc.paths["/comment/list"].get).toBeDefined();
    expect(doc.paths["/comment/approve/{id}"].put).toBeDefined();
  });
});
