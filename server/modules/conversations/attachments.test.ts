import { readdirSync } from "node:fs";
import ExcelJS from "exceljs";
import { strToU8, zipSync } from "fflate";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { privateFilesDir } from "#server/modules/files/index.ts";
import {
  activeCompany,
  HTML_AS_PDF,
  member,
  PDF,
  PNG,
  sellerTeam,
  storeOf,
  user,
} from "#tests/setup/conversation-service-fixtures.ts";
import { describeEachDatabase, type TestDeps } from "#tests/setup/test-db.ts";
import { judgeAttachment, OFFICE_TYPES } from "./attachment-content.ts";
import { openAttachment, openConversation, postMessage } from "./index.ts";

const docx = () =>
  zipSync({
    "[Content_Types].xml": strToU8(
      '<?xml version="1.0"?><Types><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ),
    "word/document.xml": strToU8("<w:document/>"),
  });
const odt = () =>
  zipSync({
    mimetype: [strToU8(OFFICE_TYPES.odt), { level: 0 }],
    "content.xml": strToU8("<office:document-content/>"),
  });
async function xlsx(): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  book.addWorksheet("Prices").addRow(["Cotton", 12.5]);
  return new Uint8Array(await book.xlsx.writeBuffer());
}

describe("attachment content", () => {
  it("recognises pictures, PDF and office documents by their bytes", async () => {
    expect(judgeAttachment(await PNG())).toEqual({ kind: "picture", mediaType: "image/png" });
    expect(judgeAttachment(PDF)).toEqual({ kind: "document", mediaType: "application/pdf" });
    expect(judgeAttachment(docx())?.mediaType).toBe(OFFICE_TYPES.docx);
    expect(judgeAttachment(odt())?.mediaType).toBe(OFFICE_TYPES.odt);
    expect(judgeAttachment(await xlsx())?.mediaType).toBe(OFFICE_TYPES.xlsx);
  });

  it("refuses HTML named .pdf, other ZIPs, an ODF of another type and random bytes", () => {
    expect(judgeAttachment(HTML_AS_PDF)).toBeUndefined();
    expect(judgeAttachment(zipSync({ "evil.html": strToU8("<script>") }))).toBeUndefined();
    const drawing = zipSync({
      mimetype: [strToU8("application/vnd.oasis.opendocument.graphics"), { level: 0 }],
    });
    expect(judgeAttachment(drawing)).toBeUndefined();
    expect(judgeAttachment(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]))).toBeUndefined();
    expect(judgeAttachment(new Uint8Array(0))).toBeUndefined();
  });
});

const storedKeys = (d: TestDeps) => {
  try {
    return readdirSync(privateFilesDir(d.config.dataDir));
  } catch {
    return [];
  }
};

describeEachDatabase("message attachments", (deps) => {
  async function world(d: TestDeps) {
    const buyer = await user(d.db, ["buyer"]);
    const team = await sellerTeam(d.db, member);
    const id = await openConversation(d, buyer, team.companyId);
    return { buyer, team, id, asBuyer: { side: "buyer" as const, user: buyer } };
  }

  it("stores a re-encoded picture and documents as they are, readable by both parties only", async () => {
    const d = deps();
    const { team, id, asBuyer } = await world(d);
    // A picture with text appended after its data: re-encoding keeps the pixels only.
    const png = Buffer.concat([await PNG(), Buffer.from("<?php system($_GET['c']); ?>")]);
    await postMessage(d, storeOf(d), asBuyer, id, {
      body: "Our logo and the price list",
      lang: "en",
      files: [
        { name: "../../logo.png", bytes: png },
        { name: "prices.xlsx", bytes: await xlsx() },
        { name: "drawing.pdf", bytes: PDF },
      ],
    });
    const rows = await d.db.selectFrom("message_attachments").selectAll().orderBy("id").execute();
    expect(rows.map((r) => [r.original_name, r.media_type])).toEqual([
      ["logo.png", "image/png"],
      ["prices.xlsx", OFFICE_TYPES.xlsx],
      ["drawing.pdf", "application/pdf"],
    ]);
    expect(rows[0]).toMatchObject({ width: 4, height: 3 });
    const asSales = { side: "seller" as const, user: team.sales, companyId: team.companyId };
    const picture = await openAttachment(d, storeOf(d), asSales, id, rows[0]!.id);
    const bytes = Buffer.concat(await picture.stream.toArray());
    expect(bytes.includes("php")).toBe(false);
    expect((await sharp(bytes).metadata()).format).toBe("png");
    const pdf = await openAttachment(d, storeOf(d), asSales, id, rows[2]!.id);
    expect(Buffer.concat(await pdf.stream.toArray()).equals(PDF)).toBe(true);

    const stranger = { side: "buyer" as const, user: await user(d.db, ["buyer"]) };
    await expect(openAttachment(d, storeOf(d), stranger, id, rows[0]!.id)).rejects.toMatchObject({
      code: "not_found",
    });
    // The file of this conversation through another conversation's address: not found.
    const otherId = await openConversation(d, stranger.user, await activeCompany(d.db, "Other"));
    await expect(openAttachment(d, storeOf(d), stranger, otherId, rows[0]!.id)).rejects.toMatchObject({
      code: "not_found",
    });
  });

  it("refuses a fake PDF, too many and too large files, and stores nothing", async () => {
    const d = deps();
    const { id, asBuyer } = await world(d);
    const send = (files: { name: string; bytes: Uint8Array }[]) =>
      postMessage(d, storeOf(d), asBuyer, id, { body: "see attached", lang: "en", files });
    await expect(
      send([
        { name: "drawing.pdf", bytes: PDF },
        { name: "invoice.pdf", bytes: HTML_AS_PDF },
      ]),
    ).rejects.toMatchObject({
      code: "invalid_data",
      fields: { files: "meeting.errors.fileType" },
    });
    await expect(
      send(Array.from({ length: 6 }, (_, i) => ({ name: `${i}.pdf`, bytes: PDF }))),
    ).rejects.toMatchObject({
      fields: { files: "meeting.errors.tooManyFiles" },
    });
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(PDF);
    await expect(send([{ name: "big.pdf", bytes: big }])).rejects.toMatchObject({
      code: "payload_too_large",
    });
    expect(await d.db.selectFrom("conversation_messages").select("id").execute()).toHaveLength(0);
    expect(await d.db.selectFrom("message_attachments").select("id").execute()).toHaveLength(0);
    expect(storedKeys(d)).toEqual([]);
  });

  it("sends a file without text", async () => {
    const d = deps();
    const { id, asBuyer } = await world(d);
    await postMessage(d, storeOf(d), asBuyer, id, {
      body: "  ",
      lang: "en",
      files: [{ name: "a.docx", bytes: docx() }],
    });
    expect(await d.db.selectFrom("message_attachments").select("media_type").execute()).toEqual([
      { media_type: OFFICE_TYPES.docx },
    ]);
    expect(storedKeys(d)).toHaveLength(1);
  });
});
