import ExcelJS from "exceljs";
import { unzipSync, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { AppError } from "#server/lib/errors.ts";
import { detectDelimiter, withoutBom } from "./csv-reader.ts";
import { readHeader, readSheet, sheetFormatOf } from "./sheet-reader.ts";

const text = (s: string) => new TextEncoder().encode(s);
async function rows(bytes: Uint8Array) {
  const out: string[][] = [];
  for await (const { cells } of readSheet(bytes, sheetFormatOf(bytes))) out.push(cells);
  return out;
}
async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return (error as AppError).messageKey;
}

async function xlsx(data: unknown[][]): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("products");
  for (const row of data) sheet.addRow(row);
  workbook.addWorksheet("allowed values").addRow(["column", "value"]);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

describe("reading a product sheet", () => {
  it("detects comma, semicolon and tab from the header, outside quotes", () => {
    expect(detectDelimiter("sku,name.en,price_min\n1;2;3")).toBe(",");
    expect(detectDelimiter('sku;"name, en";price_min')).toBe(";");
    expect(detectDelimiter("sku\tname.en\tprice_min")).toBe("\t");
    expect(detectDelimiter("sku")).toBe(",");
  });

  it("reads UTF-8 with or without a byte-order mark, quoted cells and line breaks inside them", async () => {
    const body = 'sku;name.en;description.en\nA-1;"Mug; blue";"two\nlines"\nB-2;Çay bardağı;\n';
    const plain = await rows(text(body));
    const withBom = await rows(new Uint8Array([0xef, 0xbb, 0xbf, ...text(body)]));
    expect(plain).toEqual(withBom);
    expect(plain).toEqual([
      ["sku", "name.en", "description.en"],
      ["A-1", "Mug; blue", "two\nlines"],
      ["B-2", "Çay bardağı", ""],
    ]);
    expect(withoutBom(new Uint8Array([0xef, 0xbb, 0xbf, 65]))).toEqual(new Uint8Array([65]));
  });

  it("refuses text that is not UTF-8, an unclosed quote, an empty file and binary content", async () => {
    expect(await refusal(rows(new Uint8Array([0x73, 0x6b, 0x75, 0x0a, 0xe9, 0x0a])))).toBe(
      "supplier.productImport.errors.notUtf8",
    );
    expect(await refusal(rows(text('sku,name\n"A-1,open\n')))).toBe(
      "supplier.productImport.errors.brokenCsv",
    );
    expect(await refusal(rows(new Uint8Array()))).toBe("supplier.productImport.errors.emptySheet");
    expect(await refusal(rows(new Uint8Array([0x00, 0x01, 0x02])))).toBe(
      "supplier.productImport.errors.notASheet",
    );
  });

  it("reads the first worksheet of an XLSX file as text: numbers, dates, formulas' results", async () => {
    const bytes = await xlsx([
      ["sku", "price_min", "delivery_days", "name.en"],
      ["X-1", 12.5, 7, { formula: '"Mug"', result: "Mug" }],
      ["X-2", 2 + 7 / 100, 0, "Cup"],
    ]);
    expect(sheetFormatOf(bytes)).toBe("xlsx");
    expect(await rows(bytes)).toEqual([
      ["sku", "price_min", "delivery_days", "name.en"],
      ["X-1", "12.5", "7", "Mug"],
      ["X-2", "2.07", "0", "Cup"],
    ]);
  });

  it("reads an XLSX whose workbook part comes last in the ZIP", async () => {
    // Any order of parts is a valid XLSX, and exceljs' own writer now and then puts the workbook
    // part after the sheets (its reader then failed once it had the shared strings).
    const parts = unzipSync(
      await xlsx([
        ["sku", "name.en"],
        ["X-1", "Mug"],
      ]),
    );
    const { "xl/workbook.xml": workbook, "xl/sharedStrings.xml": strings, ...others } = parts;
    const workbookLast = { "xl/sharedStrings.xml": strings!, ...others, "xl/workbook.xml": workbook! };
    const names = Object.keys(workbookLast);
    expect(names.indexOf("xl/sharedStrings.xml")).toBeLessThan(names.indexOf("xl/worksheets/sheet1.xml"));
    expect(await rows(zipSync(workbookLast))).toEqual([
      ["sku", "name.en"],
      ["X-1", "Mug"],
    ]);
  });

  it("refuses a broken XLSX (a ZIP without a workbook, or cut short) with a clear message", async () => {
    const notWorkbook = zipSync({ "hello.txt": text("hello") });
    expect(await refusal(rows(notWorkbook))).toBe("supplier.productImport.errors.brokenXlsx");
    const good = await xlsx([["sku"], ["A"]]);
    expect(await refusal(rows(good.subarray(0, good.length / 2)))).toBe(
      "supplier.productImport.errors.brokenXlsx",
    );
  });

  it("stops reading past the row cap, and refuses headers named twice", async () => {
    const many = text(`sku\n${"x\n".repeat(20_001)}`);
    expect(await refusal(rows(many))).toBe("supplier.productImport.errors.tooManyRows");
    expect(await refusal(readHeader(text("sku,sku\n1,2\n"), "csv"))).toBe(
      "supplier.productImport.errors.headerTwice",
    );
  });
});
