import { randomUUID } from "node:crypto";
import { data, redirect } from "react-router";
import { countryName } from "#core/i18n/format.ts";
import { type Lang, languageInfo } from "#core/i18n/languages.ts";
import { COUNTRY_CODES } from "#core/schemas/company-profile.ts";
import { RFQ_ATTACHMENTS_MAX, RFQ_FILE_MAX_BYTES } from "#core/rules/rfq-flow.ts";
import type { FieldErrors } from "#core/schemas/field-errors.ts";
import { RFQ_ERRORS, rfqServerDates } from "#core/schemas/rfq.ts";
import type { Db } from "#server/db/connect.ts";
import { AppError, isAppError } from "#server/lib/errors.ts";
import { formFailure } from "#server/lib/form-response.ts";
import { isStaff } from "#server/modules/accounts/index.ts";
import { findCategories } from "#server/modules/categories/index.ts";
import { getRfqFormDefaults, parseRfqPost, postRfq, type RfqUpload } from "#server/modules/rfqs/index.ts";
import type { RequestContext } from "#server/request-context.ts";
import { rfqBuyerOf, rfqNotForStaff } from "#app/lib/rfq-page.server.ts";
import { rfqPath } from "#core/urls/rfq-paths.ts";

/** Room for the multipart envelope and the form's text fields around the files. */
const ENVELOPE_BYTES = 256 * 1024;

/** A group of the category choice: a root and its second level, with the leaves under it. */
export interface CategoryGroup {
  label: string;
  options: { code: string; name: string }[];
}

/**
 * The leaves of the category tree (a request goes to the suppliers of one leaf), grouped under
 * their root and second level and named in the reader's language; a leaf deeper than the third
 * level is named with the levels between.
 */
export async function leafCategoryGroups(db: Db, lang: Lang): Promise<CategoryGroup[]> {
  const rows = await findCategories(db, lang, 9);
  const children = new Map<string | null, typeof rows>();
  for (const row of rows) children.set(row.parent_code, [...(children.get(row.parent_code) ?? []), row]);
  const groups = new Map<string, CategoryGroup>();
  // Depth first, in the tree's own order: the groups and their leaves come as the tree lists them.
  const walk = (parent: string | null, trail: string[]) => {
    for (const row of children.get(parent) ?? []) {
      const names = [...trail, row.name];
      if (Number(row.child_count) > 0) {
        walk(row.code, names);
        continue;
      }
      const head = names.slice(0, Math.min(2, names.length - 1));
      const key = head.length ? row.code.slice(0, head.length * 3) : row.code;
      const group = groups.get(key) ?? { label: (head.length ? head : names).join(" › "), options: [] };
      group.options.push({ code: row.code, name: names.slice(head.length).join(" › ") });
      groups.set(key, group);
    }
  };
  walk(null, []);
  return [...groups.values()];
}

/** A country as the form's lists offer it: its code and its name in the reader's language. */
export interface CountryChoice {
  code: string;
  name: string;
}

/**
 * The countries, named and sorted on the server: the browser's own names differ for a few
 * (Hong Kong, Palestine…), and the page must be the same on both sides. A retired code (DD for
 * Germany, ZR for Congo) is left out, as its country is listed under its current code.
 */
export function countryChoices(lang: Lang): CountryChoice[] {
  const current = (code: string) => {
    try {
      return new Intl.Locale(`und-${code}`).region === code;
    } catch {
      return false;
    }
  };
  return COUNTRY_CODES.filter(current)
    .map((code) => ({ code, name: countryName(lang, code) }))
    .sort((a, b) => a.name.localeCompare(b.name, languageInfo(lang).intl));
}

/**
 * The request form: the buyer's starting values (their company, the countries of their last
 * request), the categories, and the days the date needed may lie between (the server's wide
 * range; the browser checks its own calendar day). Anonymous visitors sign in first; the
 * operator's staff, who do not trade, are refused.
 */
export async function loadRfqForm(ctx: RequestContext, url: URL) {
  const buyer = rfqBuyerOf(ctx, url);
  const [defaults, categories] = await Promise.all([
    getRfqFormDefaults(ctx.deps, buyer).catch(rfqNotForStaff),
    leafCategoryGroups(ctx.deps.db, ctx.lang),
  ]);
  return {
    defaults,
    categories,
    countries: countryChoices(ctx.lang),
    dates: rfqServerDates(ctx.deps.clock.now()),
    postKey: randomUUID(),
    emailConfirmed: buyer.emailConfirmed,
  };
}

/** The files chosen in the form, without the empty part a form sends when none is chosen. */
const chosenFiles = (form: FormData) =>
  form.getAll("files").filter((file): file is File => file instanceof File && file.size > 0);

/** What is wrong with the files before their bytes are read: how many, how large. */
function fileProblem(files: File[]): string | undefined {
  if (files.length > RFQ_ATTACHMENTS_MAX) return RFQ_ERRORS.fileCount;
  if (files.some((file) => file.size > RFQ_FILE_MAX_BYTES)) return RFQ_ERRORS.fileSize;
  return undefined;
}

/**
 * Posts the form: every field's message and the files' at once (the form is checked before any
 * file is read), then the request service, which judges the files by their content and refuses
 * what the flow does not allow (an unconfirmed address, too many open requests, too many posts
 * in the hour). Posted, the buyer sees the request (a redirect, so a reload posts nothing twice);
 * refused, the form comes back with its messages and what was typed, and nothing is stored.
 */
export async function postRfqForm(ctx: RequestContext, request: Request, url: URL) {
  const buyer = rfqBuyerOf(ctx, url);
  // The operator's staff do not trade: refused before anything of the form is read.
  if (isStaff(buyer.roles)) throw data(null, { status: 403 });
  if (
    Number(request.headers.get("content-length") ?? "0") >
    RFQ_ATTACHMENTS_MAX * RFQ_FILE_MAX_BYTES + ENVELOPE_BYTES
  )
    return formFailure(
      new AppError("payload_too_large", RFQ_ERRORS.fileSize, { files: RFQ_ERRORS.fileSize }),
      {},
    );
  const form = await request.formData().catch(() => new FormData());
  const values: Record<string, string> = {};
  for (const [key, value] of form.entries()) if (typeof value === "string") values[key] = value;
  const files = chosenFiles(form);
  const errors: FieldErrors = {};
  try {
    parseRfqPost(values, ctx.deps.clock.now());
  } catch (error) {
    if (!isAppError(error) || !error.fields) throw error;
    Object.assign(errors, error.fields);
  }
  const problem = fileProblem(files);
  if (problem) errors.files = problem;
  if (Object.keys(errors).length) return formFailure(new AppError("invalid_data", undefined, errors), values);
  let id: number;
  try {
    const uploads: RfqUpload[] = await Promise.all(
      files.map(async (file) => ({ name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) })),
    );
    id = await postRfq(ctx.deps, buyer, values, uploads, ctx.lang);
  } catch (error) {
    return formFailure(error, values);
  }
  return redirect(`${rfqPath(id)}?posted=1`, 303);
}
