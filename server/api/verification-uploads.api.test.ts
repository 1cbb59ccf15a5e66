import { Hono } from "hono";
import sharp from "sharp";
import { expect, it } from "vitest";
import { limitRequestBodies, UPLOAD_ROUTES } from "#server/http/body-limits.ts";
import type { Actor } from "#server/modules/accounts/index.ts";
import { openSession, SESSION_COOKIE } from "#server/modules/accounts/index.ts";
import { localPrivateFileStore, readPrivateFile } from "#server/modules/files/index.ts";
import { addCertificate } from "#server/modules/verification/index.ts";
import { company, member, PDF, SCRIPT_AS_JPG, user } from "#tests/setup/evidence-fixtures.ts";
import { describeEachDatabase } from "#tests/setup/test-db.ts";
import { createApi } from "./api.ts";

const client = { ip: "127.0.0.1", userAgent: "vitest" };
const SITE = "http://localhost:3000";

type Fields = Record<string, string | { name: string; bytes: Uint8Array }>;

function formOf(fields: Fields) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields))
    form.append(key, typeof value === "string" ? value : new File([new Uint8Array(value.bytes)], value.name));
  return form;
}

describeEachDatabase("verification API: the supplier's uploads", (deps) => {
  const setup = async () => {
    const d = deps();
    const companyId = await company(d.db);
    const owner = await member(d.db, companyId, "owner");
    const teamAdmin = await member(d.db, companyId, "admin");
    const viewer = await member(d.db, companyId, "viewer");
    const otherCompany = await company(d.db, "Other");
    const stranger = await member(d.db, otherCompany, "owner");
    const operator = await user(d.db, ["admin"]);
    const foreignCertificate = await addCertificate(
      d,
      stranger,
      otherCompany,
      { name: "ISO 9001" },
      { name: "iso.pdf", bytes: PDF },
    );
    const api = createApi(d);
    const cookies = new Map<number, string>();
    const cookieOf = async (who: Actor) => {
      if (!cookies.has(who.id)) {
        const { token } = await openSession(d, who.id, client);
        cookies.set(who.id, `${SESSION_COOKIE}=${token}`);
      }
      return cookies.get(who.id)!;
    };
    const call = async (
      method: string,
      path: string,
      who?: Actor,
      fields?: Fields,
      headers: Record<string, string> = {},
    ) =>
      api.request(path, {
        method,
        headers: {
          host: "localhost:3000",
          origin: SITE,
          ...(who ? { cookie: await cookieOf(who) } : {}),
          ...headers,
        },
        body: fields ? formOf(fields) : undefined,
      });
    /** What a refused request must leave as it was: the rows and the stored files. */
    const state = async () => ({
      documents: await d.db.selectFrom("verification_documents").selectAll().orderBy("id").execute(),
      certificates: await d.db.selectFrom("company_certifications").selectAll().orderBy("id").execute(),
      files: await d.db.selectFrom("private_files").select("id").orderBy("id").execute(),
    });
    return {
      d,
      api,
      call,
      state,
      companyId,
      owner,
      teamAdmin,
      viewer,
      stranger,
      operator,
      otherCompany,
      foreignCertificate,
    };
  };

  const licence = {
    documentType: "business_licence",
    expiresOn: "2030-01-31",
    file: { name: "licence.pdf", bytes: PDF },
  };

  it("lets owners and team admins upload, change and delete documents, each waiting for review", async () => {
    const { call, companyId, owner, teamAdmin, d } = await setup();
    const base = `/companies/${companyId}/verification/documents`;
    const added = await call("POST", base, owner, licence);
    expect(added.status).toBe(201);
    const doc = await added.json();
    expect(doc).toMatchObject({
      kind: "document",
      companyId,
      documentType: "business_licence",
      endDate: "2030-01-31",
      status: "pending",
      fileId: expect.any(Number),
    });
    // The operator approves; a change by a team admin sends it back to review, with the new file.
    await d.db
      .updateTable("verification_documents")
      .set({ status: "approved" })
      .where("id", "=", doc.id)
      .execute();
    const changed = await call("PUT", `${base}/${doc.id}`, teamAdmin, {
      documentType: "tax_registration",
      expiresOn: "",
      file: { name: "tax.pdf", bytes: PDF },
    });
    expect(changed.status).toBe(200);
    const after = await changed.json();
    expect(after).toMatchObject({
      id: doc.id,
      documentType: "tax_registration",
      endDate: null,
      status: "pending",
    });
    expect(after.fileId).not.toBe(doc.fileId);
    // Without a file the old one stays.
    const kept = await call("PUT", `${base}/${doc.id}`, owner, { documentType: "tax_registration" });
    expect((await kept.json()).fileId).toBe(after.fileId);
    expect((await call("DELETE", `${base}/${doc.id}`, owner)).status).toBe(204);
    const rows = await d.db
      .selectFrom("verification_documents")
      .select("id")
      .where("company_id", "=", companyId)
      .execute();
    expect(rows).toEqual([]);
  });

  it("re-encodes an uploaded picture: its metadata and any appended script are gone", async () => {
    const { call, companyId, owner, d } = await setup();
    const photo = Buffer.concat([
      await sharp({ create: { width: 40, height: 30, channels: 3, background: "#3366cc" } })
        .withExif({ IFD0: { ImageDescription: "secret-location" } })
        .jpeg()
        .toBuffer(),
      Buffer.from("<?php system($_GET['c']); ?>"),
    ]);
    const res = await call("POST", `/companies/${companyId}/verification/certificates`, owner, {
      name: "Photo of the certificate",
      file: { name: "scan.jpg", bytes: photo },
    });
    expect(res.status).toBe(201);
    const stored = await readPrivateFile(
      d.db,
      localPrivateFileStore(d.config.dataDir),
      owner,
      (await res.json()).fileId,
    );
    expect(stored.mediaType).toBe("image/jpeg");
    expect(stored.bytes.includes("secret-location")).toBe(false);
    expect(stored.bytes.includes("<?php")).toBe(false);
    expect((await sharp(stored.bytes).metadata()).exif).toBeUndefined();
  });

  it("lets owners upload, change and delete certificates with every field", async () => {
    const { call, companyId, owner } = await setup();
    const base = `/companies/${companyId}/verification/certificates`;
    const added = await call("POST", base, owner, {
      name: "ISO 14001",
      authorizingBody: "TÜV",
      certificateNumber: "A-1",
      startDate: "2024-01-01",
      endDate: "2027-01-01",
      file: { name: "iso.pdf", bytes: PDF },
    });
    expect(added.status).toBe(201);
    const cert = await added.json();
    expect(cert).toMatchObject({
      kind: "certificate",
      title: "ISO 14001",
      authorizingBody: "TÜV",
      certificateNumber: "A-1",
      startDate: "2024-01-01",
      endDate: "2027-01-01",
      status: "pending",
    });
    const changed = await call("PUT", `${base}/${cert.id}`, owner, {
      name: "ISO 14001:2015",
      authorizingBody: "",
    });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({
      title: "ISO 14001:2015",
      authorizingBody: null,
      fileId: cert.fileId,
    });
    expect((await call("DELETE", `${base}/${cert.id}`, owner)).status).toBe(204);
    expect((await call("DELETE", `${base}/${cert.id}`, owner)).status).toBe(404);
  });

  it("refuses visitors, members without the right, other companies and foreign pages, changing nothing", async () => {
    const { call, state, companyId, owner, viewer, stranger, operator, otherCompany, foreignCertificate } =
      await setup();
    const docs = `/companies/${companyId}/verification/documents`;
    const certs = `/companies/${companyId}/verification/certificates`;
    const own = await (await call("POST", docs, owner, licence)).json();
    const before = await state();

    for (const [method, path, fields] of [
      ["POST", docs, licence],
      ["PUT", `${docs}/${own.id}`, licence],
      ["DELETE", `${docs}/${own.id}`, undefined],
      ["POST", certs, { name: "X", file: { name: "x.pdf", bytes: PDF } }],
    ] as const) {
      expect((await call(method, path, undefined, fields)).status).toBe(401);
      // A viewer is a member whose role may not manage documents; the operator is no member.
      const refused = await call(method, path, viewer, fields);
      expect(refused.status).toBe(403);
      expect((await refused.json()).error.message).toBe("You are not allowed to do this.");
      expect((await call(method, path, operator, fields)).status).toBe(404);
      expect((await call(method, path, stranger, fields)).status).toBe(404);
    }
    // Another company's evidence through one's own company, and another company's id in the URL.
    const foreignEdit = `${certs}/${foreignCertificate}`;
    expect((await call("PUT", foreignEdit, owner, { name: "Mine now" })).status).toBe(404);
    expect((await call("DELETE", foreignEdit, owner)).status).toBe(404);
    const theirs = `/companies/${otherCompany}/verification/certificates/${foreignCertificate}`;
    expect((await call("PUT", theirs, owner, { name: "Mine now" })).status).toBe(404);
    expect((await call("DELETE", theirs, owner)).status).toBe(404);
    // A foreign page posting with the owner's cookie.
    const foreign = await call("POST", docs, owner, licence, { origin: "https://evil.example" });
    expect(foreign.status).toBe(403);
    const foreignDelete = await call("DELETE", `${docs}/${own.id}`, owner, undefined, {
      origin: "https://evil.example",
    });
    expect(foreignDelete.status).toBe(403);
    expect(await state()).toEqual(before);
  });

  it("answers bad fields and refused files with translated field messages, storing nothing", async () => {
    const { call, state, companyId, owner } = await setup();
    const docs = `/companies/${companyId}/verification/documents`;
    const certs = `/companies/${companyId}/verification/certificates`;
    const own = await (await call("POST", docs, owner, licence)).json();
    const before = await state();
    const fieldsOf = async (res: Response, status = 400) => {
      expect(res.status).toBe(status);
      return (await res.json()).error.fields as Record<string, string>;
    };

    expect(await fieldsOf(await call("POST", docs, owner, { ...licence, documentType: "passport" }))).toEqual(
      {
        documentType: "*Required Field",
      },
    );
    expect(await fieldsOf(await call("POST", docs, owner, { ...licence, expiresOn: "2026-02-31" }))).toEqual({
      expiresOn: "Enter a real date.",
    });
    const { file: _file, ...noFile } = licence;
    expect(await fieldsOf(await call("POST", docs, owner, noFile))).toEqual({
      file: "Choose a file: PDF, PNG, JPEG or WebP.",
    });
    expect(
      await fieldsOf(
        await call("POST", docs, owner, { ...licence, file: { name: "empty.pdf", bytes: new Uint8Array() } }),
      ),
    ).toEqual({ file: "Choose a file: PDF, PNG, JPEG or WebP." });
    // A script named like a picture is judged by its content.
    const notAccepted = "This type of file is not accepted. Upload a PDF, PNG, JPEG or WebP file.";
    expect(
      await fieldsOf(
        await call("POST", docs, owner, { ...licence, file: { name: "photo.jpg", bytes: SCRIPT_AS_JPG } }),
      ),
    ).toEqual({ file: notAccepted });
    expect(
      await fieldsOf(
        await call("PUT", `${docs}/${own.id}`, owner, {
          ...licence,
          file: { name: "photo.jpg", bytes: SCRIPT_AS_JPG },
        }),
      ),
    ).toEqual({ file: notAccepted });
    expect(
      await fieldsOf(
        await call("POST", certs, owner, {
          name: "ISO",
          startDate: "2025-01-01",
          endDate: "2024-01-01",
          file: { name: "iso.pdf", bytes: PDF },
        }),
      ),
    ).toEqual({ endDate: expect.any(String) });
    expect(
      await fieldsOf(await call("POST", certs, owner, { name: " ", file: { name: "a.pdf", bytes: PDF } })),
    ).toEqual({
      name: "*Required Field",
    });
    expect(
      await fieldsOf(
        await call("POST", certs, owner, { name: "x".repeat(201), file: { name: "a.pdf", bytes: PDF } }),
      ),
    ).toHaveProperty("name");
    // In the language of the site's host, here Turkish.
    const turkish = await call(
      "POST",
      docs,
      owner,
      { ...licence, file: { name: "photo.jpg", bytes: SCRIPT_AS_JPG } },
      { host: "tr.localhost:3000", origin: "http://tr.localhost:3000" },
    );
    expect(await fieldsOf(turkish)).toEqual({
      file: "Bu dosya türü kabul edilmiyor. PDF, PNG, JPEG veya WebP dosyası yükleyin.",
    });
    // A body declared larger than any accepted upload is refused before it is read.
    const tooLarge = await fieldsOf(
      await call("POST", docs, owner, licence, { "content-length": String(11 * 1024 * 1024) }),
      413,
    );
    expect(tooLarge).toEqual({ file: "The file is too large." });
    // Not a multipart body, and a malformed id.
    const asJson = await call("POST", docs, owner, undefined, { "content-type": "application/json" });
    expect(asJson.status).toBe(400);
    expect((await call("PUT", `${docs}/abc`, owner, licence)).status).toBe(400);
    expect(await state()).toEqual(before);
  });

  it("is in the OpenAPI document, and its upload paths get the uploads' body limit", async () => {
    const { api } = await setup();
    const doc = await (await api.request("/openapi.json", { headers: { host: "localhost:3000" } })).json();
    const documents = doc.paths["/companies/{companyId}/verification/documents"];
    expect(Object.keys(documents.post.requestBody.content)).toEqual(["multipart/form-data"]);
    expect(documents.post.operationId).toBe("addVerificationDocument");
    const oneDocument = doc.paths["/companies/{companyId}/verification/documents/{id}"];
    expect([oneDocument.put.operationId, oneDocument.delete.operationId]).toEqual([
      "editVerificationDocument",
      "removeVerificationDocument",
    ]);
    const certificates = doc.paths["/companies/{companyId}/verification/certificates"];
    expect(certificates.post.operationId).toBe("addCertificate");
    const oneCertificate = doc.paths["/companies/{companyId}/verification/certificates/{id}"];
    expect([oneCertificate.put.operationId, oneCertificate.delete.operationId]).toEqual([
      "editCertificate",
      "removeCertificate",
    ]);
    for (const path of [
      "/api/companies/7/verification/documents",
      "/api/companies/7/verification/documents/3",
      "/api/companies/7/verification/certificates",
      "/api/companies/7/verification/certificates/3",
    ])
      expect(UPLOAD_ROUTES.some((route) => route.test(path))).toBe(true);
  });
});

it("lets a verification upload through the site's body limit, added (POST) or changed (PUT), and no other body that large", async () => {
  const app = new Hono();
  app.use(limitRequestBodies());
  app.on(["POST", "PUT"], "*", async (c) => c.text(String((await c.req.arrayBuffer()).byteLength)));
  const body = new Uint8Array(3 * 1024 * 1024);
  const send = (method: string, path: string) => app.request(path, { method, body });
  for (const [method, path] of [
    ["POST", "/api/companies/7/verification/documents"],
    ["PUT", "/api/companies/7/verification/documents/3"],
    ["POST", "/api/companies/7/verification/certificates"],
    ["PUT", "/api/companies/7/verification/certificates/3"],
  ] as const) {
    const res = await send(method, path);
    expect([res.status, await res.text()]).toEqual([200, String(body.byteLength)]);
  }
  expect((await send("PUT", "/api/companies/7/verification/documents/3/decision")).status).toBe(413);
  expect((await send("PUT", "/api/supplier/companies/7/storefront")).status).toBe(413);
});
