import { Hono } from "hono";
import { expect, it } from "vitest";
import type { Actor } from "#server/modules/accounts/index.ts";
import { openSession, SESSION_COOKIE } from "#server/modules/accounts/index.ts";
import { addDocument } from "#server/modules/verification/index.ts";
import { company, member, PDF, user } from "#tests/setup/evidence-fixtures.ts";
import { describeEachDatabase, type TestDeps } from "#tests/setup/test-db.ts";
import { createApi } from "./api.ts";
import { createPrivateFileRoutes, PRIVATE_FILE_CSP, sandboxPrivateFiles } from "./private-files.routes.ts";

const client = { ip: "127.0.0.1", userAgent: "vitest" };

async function cookieOf(d: TestDeps, actor: Actor) {
  const { token } = await openSession(d, actor.id, client);
  return `${SESSION_COOKIE}=${token}`;
}

/** The /files routes as server/app.ts mounts them, with a site-wide policy for the sandbox to replace. */
function fileApp(d: TestDeps) {
  const app = new Hono();
  app.use("/files/*", sandboxPrivateFiles());
  app.use(async (c, next) => {
    await next();
    c.res.headers.set("Content-Security-Policy", "default-src 'self'");
  });
  app.route("/files", createPrivateFileRoutes(d));
  return app;
}

describeEachDatabase("verification API and private file reads", (deps) => {
  const setup = async () => {
    const d = deps();
    const companyId = await company(d.db);
    const owner = await member(d.db, companyId, "owner");
    const viewer = await member(d.db, companyId, "viewer");
    const otherCompany = await company(d.db, "Other");
    const stranger = await member(d.db, otherCompany, "owner");
    const operator = await user(d.db, ["admin"]);
    const documentId = await addDocument(
      d,
      owner,
      companyId,
      { documentType: "business_licence", expiresOn: null },
      { name: "licence.pdf", bytes: PDF },
    );
    const row = await d.db
      .selectFrom("verification_documents")
      .select("file_id")
      .where("id", "=", documentId)
      .executeTakeFirstOrThrow();
    return {
      d,
      companyId,
      owner,
      viewer,
      stranger,
      operator,
      documentId,
      fileId: row.file_id!,
      otherCompany,
    };
  };

  it("serves a private file to the company's members and the operator only, sandboxed, with its type", async () => {
    const { d, owner, viewer, stranger, operator, fileId } = await setup();
    const app = fileApp(d);
    const get = async (who?: Actor, path = `/files/${fileId}`) =>
      app.request(path, { headers: who ? { cookie: await cookieOf(d, who) } : {} });

    for (const who of [owner, viewer, operator]) {
      const res = await get(who);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("application/pdf");
      expect(res.headers.get("content-security-policy")).toBe(PRIVATE_FILE_CSP);
      expect(res.headers.get("content-security-policy")).toMatch(/^sandbox;/);
      expect(res.headers.get("cache-control")).toBe("private, no-store");
      expect(Buffer.from(await res.arrayBuffer()).equals(PDF)).toBe(true);
    }
    // A visitor and another company's owner get exactly what a missing id gets.
    for (const res of [
      await get(),
      await get(stranger),
      await get(owner, "/files/999999"),
      await get(owner, "/files/abc"),
    ]) {
      expect(res.status).toBe(404);
      expect(await res.text()).toBe("Not Found");
    }
  });

  it("lists a company's evidence for its members only", async () => {
    const { d, companyId, viewer, stranger, otherCompany } = await setup();
    const api = createApi(d);
    const get = async (path: string, who?: Actor) =>
      api.request(path, {
        headers: { host: "localhost:3000", ...(who ? { cookie: await cookieOf(d, who) } : {}) },
      });
    expect((await get(`/companies/${companyId}/verification`)).status).toBe(401);
    const mine = await get(`/companies/${companyId}/verification`, viewer);
    expect(mine.status).toBe(200);
    expect((await mine.json()).documents).toMatchObject([
      { status: "pending", documentType: "business_licence" },
    ]);
    expect((await get(`/companies/${companyId}/verification`, stranger)).status).toBe(404);
    expect(
      (
        (await (await get(`/companies/${otherCompany}/verification`, stranger)).json()) as {
          documents: unknown[];
        }
      ).documents,
    ).toEqual([]);
  });

  it("lets only the operator see the queue and decide, on the company the evidence belongs to", async () => {
    const { d, companyId, owner, operator, documentId, otherCompany } = await setup();
    const api = createApi(d);
    const call = async (method: string, path: string, who?: Actor, body?: unknown) =>
      api.request(path, {
        method,
        headers: {
          host: "localhost:3000",
          origin: "http://localhost:3000",
          "content-type": "application/json",
          ...(who ? { cookie: await cookieOf(d, who) } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const decide = `/companies/${companyId}/verification/document/${documentId}/decision`;
    expect((await call("GET", "/verification/queue")).status).toBe(401);
    expect((await call("GET", "/verification/queue", owner)).status).toBe(403);
    expect(await (await call("GET", "/verification/queue", operator)).json()).toMatchObject([
      { kind: "document", id: documentId, companyId },
    ]);
    expect((await call("POST", decide, undefined, { decision: "approve" })).status).toBe(401);
    expect((await call("POST", decide, owner, { decision: "approve" })).status).toBe(403);
    const wrongCompany = `/companies/${otherCompany}/verification/document/${documentId}/decision`;
    expect((await call("POST", wrongCompany, operator, { decision: "approve" })).status).toBe(404);
    const noReason = await call("POST", decide, operator, { decision: "reject" });
    expect(noReason.status).toBe(400);
    expect((await noReason.json()).error.fields).toEqual({ reason: expect.any(String) });
    const approved = await call("POST", decide, operator, { decision: "approve" });
    expect(approved.status).toBe(200);
    expect((await approved.json()).documents[0].status).toBe("approved");
    expect((await call("POST", decide, operator, { decision: "approve" })).status).toBe(409);
    // A foreign origin is refused before anything is read.
    const foreign = await api.request(decide, {
      method: "POST",
      headers: {
        host: "localhost:3000",
        origin: "https://evil.example",
        "content-type": "application/json",
        cookie: await cookieOf(d, operator),
      },
      body: JSON.stringify({ decision: "reject", reason: "x" }),
    });
    expect(foreign.status).toBe(403);
  });
});
