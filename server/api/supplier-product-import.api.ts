import { Readable } from "node:stream";
import { createRoute, type OpenAPIHono, z } from "@hono/zod-openapi";
import { langFromHost } from "#core/i18n/languages.ts";
import { IdSchema } from "#core/schemas/id.ts";
import { IMPORT_LIMITS } from "#core/schemas/product-import.ts";
import {
  checkImport,
  exportProductSheet,
  productSheetTemplate,
  readImport,
  readImportReport,
  type SheetDownload,
  startImport,
  uploadImport,
} from "../modules/product-import/index.ts";
import type { ApiEnv } from "./api.ts";
import { requireUser } from "./guards.ts";
import { ErrorRef, json, SIGNED_IN } from "./openapi-shapes.ts";

const TAGS = ["Product import"];
const editors = {
  401: json(ErrorRef, "Not signed in"),
  403: json(ErrorRef, "The member's team role may not edit the company's products"),
  404: json(ErrorRef, "Not a member of this company, or no such company or import"),
} as const;
const companyParam = z.object({ companyId: IdSchema });
const importParam = companyParam.extend({ importId: IdSchema });
const binary = (description: string) => ({
  content: { "application/octet-stream": { schema: z.string().openapi({ format: "binary" }) } },
  description,
});

const RowResultSchema = z.object({
  row: z
    .number()
    .int()
    .openapi({ description: "Row number as a spreadsheet shows it (the header is row 1)" }),
  sku: z.string().nullable(),
  name: z.string().nullable(),
  outcome: z.enum(["create", "update", "refuse"]),
  errors: z.record(z.string(), z.string()).openapi({ description: "Sheet column → message key" }),
});
const ImportSchema = z
  .object({
    id: z.number().int(),
    status: z.enum(["uploaded", "checked", "importing", "done", "failed"]),
    format: z.enum(["csv", "xlsx"]),
    sheetName: z.string(),
    hasPictures: z.boolean(),
    headers: z.array(z.string()),
    mapping: z
      .record(z.string(), z.string())
      .openapi({ description: 'Sheet header → column it fills ("" leaves it out)' }),
    totalRows: z.number().int(),
    processedRows: z.number().int(),
    counts: z.object({ create: z.number().int(), update: z.number().int(), refuse: z.number().int() }),
    rows: z.array(RowResultSchema).openapi({ description: "The dry run's rows, refused first, at most 100" }),
    hasReport: z.boolean(),
    error: z.string().nullable(),
    createdAt: z.string(),
  })
  .openapi("ProductImport");

const uploadRoute = createRoute({
  method: "post",
  path: "/supplier/companies/{companyId}/product-imports",
  operationId: "uploadProductImport",
  security: SIGNED_IN,
  middleware: [requireUser] as const,
  tags: TAGS,
  summary: "Upload a product sheet (and its pictures ZIP) to import (catalogue editors and managers)",
  description: `CSV (comma, semicolon or tab; UTF-8) or XLSX up to ${IMPORT_LIMITS.sheetBytes / 1024 / 1024} MB and ${IMPORT_LIMITS.maxRows} rows, judged by content; pictures in a ZIP named by file name in the sheet's pictures column. Answers the run with a proposed mapping; nothing is imported yet.`,
  request: {
    params: companyParam,
    body: {
      required: true,
      content: {
        "multipart/form-data": {
          schema: z.object({
            sheet: z.any().openapi({ type: "string", format: "binary", description: "CSV or XLSX" }),
            pictures: z
              .any()
              .optional()
              .openapi({ type: "string", format: "binary", description: "ZIP of pictures" }),
          }),
        },
      },
    },
  },
  responses: {
    201: json(ImportSchema, "The run, uploaded"),
    400: json(ErrorRef, "Not a readable sheet, too many rows or columns, a broken or oversized ZIP"),
    413: json(ErrorRef, "Larger than the limit"),
    ...editors,
  },
});

const readRoute = createRoute({
  method: "get",
  path: "/supplier/companies/{companyId}/product-imports/{importId}",
  operationId: "readProductImport",
  security: SIGNED_IN,
  middleware: [requireUser] as const,
  tags: TAGS,
  summary: "An import run: its mapping, the dry run's rows, its progress and counts",
  request: { params: importParam },
  responses: { 200: json(ImportSchema, "The run"), 400: json(ErrorRef, "Bad id"), ...editors },
});

const checkRoute = createRoute({
  method: "post",
  path: "/supplier/companies/{companyId}/product-imports/{importId}/check",
  operationId: "checkProductImport",
  security: SIGNED_IN,
  middleware: [requireUser] as const,
  tags: TAGS,
  summary: "Dry run with a column mapping: what each row would create, update (by SKU) or why it is refused",
  description: "Nothing is written. The mapping is remembered for the company's next sheet.",
  request: {
    params: importParam,
    body: {
      required: true,
      content: { "application/json": { schema: z.object({ mapping: z.record(z.string(), z.string()) }) } },
    },
  },
  responses: {
    200: json(ImportSchema, "The run, checked"),
    400: json(ErrorRef, "Bad mapping, or the sheet cannot be read"),
    409: json(ErrorRef, "The import has started already"),
    ...editors,
  },
});

const startRoute = createRoute({
  method: "post",
  path: "/supplier/companies/{companyId}/product-imports/{importId}/start",
  operationId: "startProductImport",
  security: SIGNED_IN,
  middleware: [requireUser] as const,
  tags: TAGS,
  summary: "Import a checked run in the background; poll the run for its progress",
  description: `Rows are written in batches of ${IMPORT_LIMITS.batchRows}, each one transaction: a failed batch is not imported, those before it stay. New products are drafts.`,
  request: { params: importParam },
  responses: {
    202: json(ImportSchema, "The run, importing"),
    400: json(ErrorRef, "Bad id"),
    409: json(ErrorRef, "Not checked, or started already"),
    ...editors,
  },
});

const reportRoute = createRoute({
  method: "get",
  path: "/supplier/companies/{companyId}/product-imports/{importId}/report",
  operationId: "readProductImportReport",
  security: SIGNED_IN,
  middleware: [requireUser] as const,
  tags: TAGS,
  summary: "The refused rows (of the dry run, or of the import once run) as CSV, with what was wrong",
  request: { params: importParam },
  responses: { 200: binary("CSV"), 400: json(ErrorRef, "Bad id"), ...editors },
});

const templateRoute = createRoute({
  method: "get",
  path: "/supplier/companies/{companyId}/product-sheets/template",
  operationId: "downloadProductTemplate",
  security: SIGNED_IN,
  middleware: [requireUser] as const,
  tags: TAGS,
  summary: "The import template of a leaf category (XLSX with a worksheet of allowed values, or CSV)",
  request: {
    params: companyParam,
    query: z.object({ category: z.string().max(30), format: z.enum(["csv", "xlsx"]).optional() }),
  },
  responses: { 200: binary("The template"), 400: json(ErrorRef, "Not a leaf category"), ...editors },
});

const exportRoute = createRoute({
  method: "get",
  path: "/supplier/companies/{companyId}/product-sheets/export",
  operationId: "exportProducts",
  security: SIGNED_IN,
  middleware: [requireUser] as const,
  tags: TAGS,
  summary:
    "The company's products in the import's format, to edit and import again (members who see products)",
  request: { params: companyParam, query: z.object({ format: z.enum(["csv", "xlsx"]).optional() }) },
  responses: { 200: binary("The products"), 400: json(ErrorRef, "Bad id"), ...editors },
});

const fileOf = async (file: unknown) => {
  return file instanceof File && file.size > 0
    ? { name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) }
    : undefined;
};
const sheetResponse = (download: SheetDownload) =>
  new Response(Readable.toWeb(download.stream) as ReadableStream, {
    status: 200,
    headers: {
      "content-type": download.contentType,
      "content-disposition": `attachment; filename="${download.fileName}"`,
    },
  });

/** Spreadsheet import and export of a company's products; every operation checks the caller's team role. */
export function registerSupplierProductImportApi(api: OpenAPIHono<ApiEnv>) {
  api.openapi(uploadRoute, async (c) => {
    const deps = c.get("deps");
    const user = c.get("user");
    const { companyId } = c.req.valid("param");
    const form = c.req.valid("form") as { sheet?: unknown; pictures?: unknown };
    const lang = langFromHost(c.req.header("host"));
    const id = await uploadImport(deps, user, companyId, lang, {
      sheet: await fileOf(form.sheet),
      zip: await fileOf(form.pictures),
    });
    return c.json(await readImport(deps, user, companyId, id), 201);
  });
  api.openapi(readRoute, async (c) => {
    const { companyId, importId } = c.req.valid("param");
    return c.json(await readImport(c.get("deps"), c.get("user"), companyId, importId), 200);
  });
  api.openapi(checkRoute, async (c) => {
    const { companyId, importId } = c.req.valid("param");
    await checkImport(c.get("deps"), c.get("user"), companyId, importId, c.req.valid("json").mapping);
    return c.json(await readImport(c.get("deps"), c.get("user"), companyId, importId), 200);
  });
  api.openapi(startRoute, async (c) => {
    const { companyId, importId } = c.req.valid("param");
    await startImport(c.get("deps"), c.get("user"), companyId, importId);
    return c.json(await readImport(c.get("deps"), c.get("user"), companyId, importId), 202);
  });
  api.openapi(reportRoute, async (c) => {
    const { companyId, importId } = c.req.valid("param");
    const report = await readImportReport(c.get("deps"), c.get("user"), companyId, importId);
    return new Response(new Uint8Array(report.bytes), {
      status: 200,
      headers: {
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": `attachment; filename="${report.fileName}"`,
      },
    });
  });
  api.openapi(templateRoute, async (c) => {
    const { companyId } = c.req.valid("param");
    const lang = langFromHost(c.req.header("host"));
    return sheetResponse(
      await productSheetTemplate(c.get("deps"), c.get("user"), companyId, lang, c.req.valid("query")),
    );
  });
  api.openapi(exportRoute, async (c) => {
    const { companyId } = c.req.valid("param");
    const lang = langFromHost(c.req.header("host"));
    return sheetResponse(
      await exportProductSheet(c.get("deps"), c.get("user"), companyId, lang, c.req.valid("query").format),
    );
  });
}
