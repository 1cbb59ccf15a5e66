import { z } from "@hono/zod-openapi";
import { QUOTE_ATTACHMENTS_MAX } from "#core/rules/quote-flow.ts";
import { type FieldErrors, fieldErrors, nulFieldErrors } from "#core/schemas/field-errors.ts";
import { idSchema } from "#core/schemas/id.ts";
import type { QuoteRevisionInput } from "#core/schemas/quote.ts";
import { AppError } from "#server/lib/errors.ts";
import type { QuoteTarget } from "#server/modules/quotes/index.ts";
import { checkRevision, isObject } from "./quote-json-lines.ts";
import { QUOTE_API_ERRORS } from "./quotes.api-schemas.ts";

/**
 * A quote revision as a JSON client writes it: nested lines with their price rows, amounts as
 * decimal text. It is checked by the quote form's own schema (quoteRevisionSchema, bounded by the
 * day on the server's clock, which is why the route cannot check it before the handler): the
 * JSON is shaped as the form's fields are, so the rules and their messages are the form's, and
 * each refusal is named by its JSON path ("lines.0.prices.1.price"; quote-json-lines.ts). The
 * schemas in supplier-quotes.api-schemas.ts only document the shape.
 */

const version = z
  .number({ error: QUOTE_API_ERRORS.version })
  .int(QUOTE_API_ERRORS.version)
  .min(1, QUOTE_API_ERRORS.version);
const StartEnvelope = z.object({
  dealId: idSchema(QUOTE_API_ERRORS.target).optional(),
  rfqId: idSchema(QUOTE_API_ERRORS.target).optional(),
  send: z.boolean({ error: QUOTE_API_ERRORS.send }).optional(),
});
const RevisionEnvelope = z.object({
  send: z.boolean({ error: QUOTE_API_ERRORS.send }).optional(),
  draftVersion: version.optional(),
  removeAttachments: z
    .array(idSchema(QUOTE_API_ERRORS.attachments), { error: QUOTE_API_ERRORS.attachments })
    .max(QUOTE_ATTACHMENTS_MAX, QUOTE_API_ERRORS.attachments)
    .optional(),
});

/** The body as a JSON object, NUL-free; files are refused (they go by the page's form). */
function bodyObject(body: unknown): Record<string, unknown> {
  const nul = nulFieldErrors(body);
  if (nul) throw new AppError("invalid_data", undefined, nul);
  if (!isObject(body)) throw new AppError("invalid_data");
  for (const name of ["files", "attachments"])
    if (name in body) throw new AppError("invalid_data", undefined, { [name]: QUOTE_API_ERRORS.filesByForm });
  return body;
}

/** Refuses with every field's message at once: the envelope's and the revision's. */
function refuseAll(...sets: (FieldErrors | undefined)[]): never {
  throw new AppError("invalid_data", undefined, Object.assign({}, ...sets.filter(Boolean)));
}

/** POST /supplier/companies/{companyId}/quotes: what it answers, whether to send, and the revision. */
export function readQuoteStart(
  body: unknown,
  today: string,
): { target: QuoteTarget; send: boolean; input: QuoteRevisionInput } {
  const values = bodyObject(body);
  const envelope = StartEnvelope.safeParse(values);
  const revision = checkRevision(values, today);
  const targets = envelope.success
    ? [envelope.data.dealId, envelope.data.rfqId].filter((v) => v !== undefined)
    : [];
  const targetFields =
    envelope.success && targets.length !== 1
      ? { dealId: QUOTE_API_ERRORS.target, rfqId: QUOTE_API_ERRORS.target }
      : undefined;
  if (!envelope.success || targetFields || !revision.input)
    refuseAll(envelope.success ? undefined : fieldErrors(envelope.error), targetFields, revision.fields);
  const { dealId, rfqId, send } = envelope.data;
  return {
    target: dealId !== undefined ? { dealId } : { rfqId: rfqId! },
    send: send ?? false,
    input: revision.input,
  };
}

/** POST …/quotes/{id}/revisions: whether to send, the draft's version, files to leave out, and the revision. */
export function readQuoteRevision(
  body: unknown,
  today: string,
): {
  send: boolean;
  draftVersion: number | undefined;
  removeAttachments: number[];
  input: QuoteRevisionInput;
} {
  const values = bodyObject(body);
  const envelope = RevisionEnvelope.safeParse(values);
  const revision = checkRevision(values, today);
  if (!envelope.success || !revision.input)
    refuseAll(envelope.success ? undefined : fieldErrors(envelope.error), revision.fields);
  return {
    send: envelope.data.send ?? false,
    draftVersion: envelope.data.draftVersion,
    removeAttachments: envelope.data.removeAttachments ?? [],
    input: revision.input,
  };
}
