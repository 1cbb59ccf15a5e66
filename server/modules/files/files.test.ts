import { existsSync, readdirSync } from "node:fs";
import sharp from "sharp";
import { expect, it } from "vitest";
import type { Db } from "#server/db/connect.ts";
import type { FilePurpose } from "#server/db/schema/file-tables.ts";
import { AppError } from "#server/lib/errors.ts";
import type { Actor } from "#server/modules/accounts/index.ts";
import { describeEachDatabase } from "#tests/setup/test-db.ts";
import { deletePrivateFile, FILE_ERRORS, readPrivateFile, storePrivateFile } from "./files.service.ts";
import { localPrivateFileStore, privateFilesDir } from "./private-store.ts";

const PDF = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");

/** A small picture carrying EXIF metadata, with a script appended after the image data. */
async function picture(format: "png" | "jpeg" | "webp"): Promise<Buffer> {
  const image = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#3366cc" } })
    .withExif({ IFD0: { ImageDescription: "secret-location", Copyright: "someone" } })
    .toFormat(format)
    .toBuffer();
  return Buffer.concat([image, Buffer.from("<?php system($_GET['c']); ?>")]);
}

async function user(db: Db, email: string, roles: string[] = []): Promise<Actor> {
  const { id } = await db
    .insertInto("users")
    .values({ email, password_hash: "x", first_name: "A", last_name: "B" })
    .returning("id")
    .executeTakeFirstOrThrow();
  for (const role of roles)
    await db
      .insertInto("user_roles")
      .values({ user_id: id, role: role as "admin" })
      .execute();
  return { id, roles };
}

async function company(db: Db, name: string, members: Actor[]): Promise<number> {
  const { id } = await db
    .insertInto("companies")
    .values({ name, country: "TR" })
    .returning("id")
    .executeTakeFirstOrThrow();
  for (const member of members)
    await db.insertInto("company_members").values({ company_id: id, user_id: member.id }).execute();
  return id;
}

async function refusal(work: Promise<unknown>): Promise<AppError> {
  const error = await work.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describeEachDatabase("private files", (deps) => {
  const setup = async () => {
    const { db, config } = deps();
    const store = localPrivateFileStore(config.dataDir);
    const owner = await user(db, "owner@example.com", ["supplier"]);
    const stored = () =>
      existsSync(privateFilesDir(config.dataDir)) ? readdirSync(privateFilesDir(config.dataDir)) : [];
    const rows = async () => (await db.selectFrom("private_files").selectAll().execute()).length;
    return { db, config, store, owner, stored, rows };
  };
  const upload = (
    ownerUserId: number,
    bytes: Uint8Array,
    originalName = "file",
    purpose: FilePurpose = "certificate",
  ) => ({
    ownerUserId,
    purpose,
    originalName,
    bytes,
  });

  it("keeps a PDF byte for byte, under a random key outside the public uploads", async () => {
    const { db, config, store, owner, stored } = await setup();
    const file = await storePrivateFile(db, store, upload(owner.id, PDF, "../../etc/Certificate.pdf"));
    expect(file.mediaType).toBe("application/pdf");
    const row = await db
      .selectFrom("private_files")
      .selectAll()
      .where("id", "=", file.id)
      .executeTakeFirstOrThrow();
    expect(row.storage_key).toMatch(/^[0-9a-f]{32}$/);
    expect(row.original_name).toBe("Certificate.pdf");
    expect(row.byte_size).toBe(PDF.byteLength);
    expect(row.sha256).toBe((await import("node:crypto")).createHash("sha256").update(PDF).digest("hex"));
    expect(stored()).toEqual([row.storage_key]);
    expect(privateFilesDir(config.dataDir)).not.toContain("uploads");
    const read = await readPrivateFile(db, store, owner, file.id);
    expect(read.bytes.equals(PDF)).toBe(true);
    expect(read.mediaType).toBe("application/pdf");
  });

  for (const [format, mediaType] of [
    ["png", "image/png"],
    ["jpeg", "image/jpeg"],
    ["webp", "image/webp"],
  ] as const) {
    it(`re-encodes a ${format} picture: metadata and appended bytes gone, still decodes`, async () => {
      const { db, store, owner } = await setup();
      const original = await picture(format);
      expect((await sharp(original).metadata()).exif).toBeDefined();
      const file = await storePrivateFile(db, store, upload(owner.id, original, "photo.bin"));
      expect(file.mediaType).toBe(mediaType);
      const read = await readPrivateFile(db, store, owner, file.id);
      expect(read.mediaType).toBe(mediaType);
      expect(read.bytes.includes("secret-location")).toBe(false);
      expect(read.bytes.includes("<?php")).toBe(false);
      const meta = await sharp(read.bytes).metadata();
      expect(meta.format).toBe(format);
      expect(meta.exif).toBeUndefined();
      expect([meta.width, meta.height]).toEqual([40, 30]);
      expect(file.sha256).toBe(
        (await import("node:crypto")).createHash("sha256").update(read.bytes).digest("hex"),
      );
      expect(file.byteSize).toBe(read.bytes.byteLength);
    });
  }

  it("refuses content that is not PDF, PNG, JPEG or WebP, whatever its name, and stores nothing", async () => {
    const { db, store, owner, stored, rows } = await setup();
    const refused: [string, Buffer, string][] = [
      ["photo.jpg", Buffer.from("#!/bin/sh\nrm -rf /\n"), FILE_ERRORS.notAccepted],
      ["page.pdf", Buffer.from("<!doctype html><script>alert(1)</script>"), FILE_ERRORS.notAccepted],
      [
        "logo.png",
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        FILE_ERRORS.notAccepted,
      ],
      ["offer.docx", Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0, 8, 0]), FILE_ERRORS.notAccepted],
      // A JPEG signature followed by anything but a picture.
      [
        "fake.jpg",
        Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from("<script>")]),
        FILE_ERRORS.notAccepted,
      ],
      ["empty.pdf", Buffer.alloc(0), FILE_ERRORS.empty],
    ];
    for (const [name, bytes, key] of refused) {
      const error = await refusal(storePrivateFile(db, store, upload(owner.id, bytes, name)));
      expect([name, error.code, error.messageKey]).toEqual([name, "invalid_data", key]);
    }
    expect(await rows()).toBe(0);
    expect(stored()).toEqual([]);
  });

  it("refuses a file over its limit before storing anything", async () => {
    const { db, store, owner, stored, rows } = await setup();
    const bigPdf = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]);
    const bigPng = Buffer.concat([await picture("png"), Buffer.alloc(5 * 1024 * 1024)]);
    for (const bytes of [bigPdf, bigPng]) {
      const error = await refusal(
        storePrivateFile(db, store, upload(owner.id, bytes, "big", "verification_document")),
      );
      expect([error.code, error.messageKey, error.status]).toEqual([
        "payload_too_large",
        FILE_ERRORS.tooLarge,
        413,
      ]);
    }
    expect(await rows()).toBe(0);
    expect(stored()).toEqual([]);
  });

  it("gives every file its own random key, never the file name", async () => {
    const { db, store, owner, stored } = await setup();
    await storePrivateFile(db, store, upload(owner.id, PDF, "same.pdf"));
    await storePrivateFile(db, store, upload(owner.id, PDF, "same.pdf"));
    const keys = stored();
    expect(keys).toHaveLength(2);
    expect(new Set(keys).size).toBe(2);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{32}$/);
  });

  it("lets the owner, members of the file's company and staff read; anyone else gets not_found", async () => {
    const { db, store, owner } = await setup();
    const colleague = await user(db, "colleague@example.com", ["supplier"]);
    const moderator = await user(db, "moderator@example.com", ["moderator"]);
    const admin = await user(db, "admin@example.com", ["admin"]);
    const stranger = await user(db, "stranger@example.com", ["buyer"]);
    const rival = await user(db, "rival@example.com", ["supplier"]);
    const companyId = await company(db, "Owner Ltd.", [owner, colleague]);
    await company(db, "Rival Ltd.", [rival]);
    const file = await storePrivateFile(db, store, { ...upload(owner.id, PDF, "doc.pdf"), companyId });

    for (const actor of [owner, colleague, moderator, admin])
      expect((await readPrivateFile(db, store, actor, file.id)).bytes.equals(PDF)).toBe(true);
    for (const actor of [stranger, rival, null]) {
      const error = await refusal(readPrivateFile(db, store, actor, file.id));
      expect([error.code, error.status]).toEqual(["not_found", 404]);
    }
    // An id that does not exist answers the same.
    expect((await refusal(readPrivateFile(db, store, owner, file.id + 1000))).code).toBe("not_found");
  });

  it("lets the owner or staff delete, removing the row and the bytes", async () => {
    const { db, store, owner, stored, rows } = await setup();
    const colleague = await user(db, "colleague@example.com", ["supplier"]);
    const stranger = await user(db, "stranger@example.com", ["buyer"]);
    const admin = await user(db, "admin@example.com", ["admin"]);
    const companyId = await company(db, "Owner Ltd.", [owner, colleague]);
    const first = await storePrivateFile(db, store, { ...upload(owner.id, PDF), companyId });
    const second = await storePrivateFile(db, store, {
      ...upload(owner.id, await picture("png")),
      companyId,
    });

    expect((await refusal(deletePrivateFile(db, store, stranger, first.id))).code).toBe("not_found");
    expect((await refusal(deletePrivateFile(db, store, null, first.id))).code).toBe("not_found");
    expect((await refusal(deletePrivateFile(db, store, colleague, first.id))).code).toBe("not_allowed");
    expect(await rows()).toBe(2);
    expect(stored()).toHaveLength(2);

    await deletePrivateFile(db, store, owner, first.id);
    await deletePrivateFile(db, store, admin, second.id);
    expect(await rows()).toBe(0);
    expect(stored()).toEqual([]);
    expect((await refusal(readPrivateFile(db, store, owner, first.id))).code).toBe("not_found");
  });

  it("reads nothing but its own keys from the store", async () => {
    const { store } = await setup();
    expect(await store.read("../caravan.sqlite")).toBeUndefined();
    expect(await store.read("0".repeat(32))).toBeUndefined();
    await store.delete("../caravan.sqlite");
  });
});
