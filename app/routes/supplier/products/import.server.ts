import { Readable } from "node:stream";
import { LANG_CODES } from "#core/i18n/languages.ts";
import { IMPORT_COLUMNS, TEXT_COLUMNS, textColumn } from "#core/schemas/product-import.ts";
import { categoryOptions } from "#server/modules/categories/index.ts";
import type { SheetDownload } from "#server/modules/product-import/index.ts";
import type { RequestContext } from "#server/request-context.ts";

/** The columns a sheet header may be mapped to: the fixed ones, texts per language, the sheet's own variation columns. */
export function mappingChoices(headers: string[], mapping: Record<string, string>): string[] {
  const texts = LANG_CODES.flatMap((lang) => TEXT_COLUMNS.map((f) => textColumn(f, lang)));
  const variations = [...headers.map((h) => h.trim().toLowerCase()), ...Object.values(mapping)].filter((c) =>
    /^variation\.[\w.-]{1,40}$/.test(c),
  );
  return [...IMPORT_COLUMNS, ...texts, ...new Set(variations)];
}

/** Leaf categories (a product sits in one), named in the member's language, for the template's choice. */
export async function templateCategories(ctx: RequestContext) {
  const all = await categoryOptions(ctx.deps.db, ctx.lang);
  const trail: string[] = [];
  return all.flatMap((c) => {
    trail[c.level - 1] = c.name;
    trail.length = c.level;
    return c.hasChildren ? [] : [{ code: c.code, name: trail.join(" › ") }];
  });
}

/** A download as the browser saves it: its own name, never shown inline. */
export function downloadResponse(download: SheetDownload): Response {
  return new Response(Readable.toWeb(download.stream) as ReadableStream, {
    headers: {
      "content-type": download.contentType,
      "content-disposition": `attachment; filename="${download.fileName}"`,
      "cache-control": "private, no-store",
    },
  });
}
