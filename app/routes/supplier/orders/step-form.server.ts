import type { z } from "zod";
import type { OrderDocumentKind } from "#core/rules/order-flow.ts";
import type { FieldErrors } from "#core/schemas/field-errors.ts";
import { ORDER_FILES_MAX } from "#core/schemas/orders.ts";
import { AppError } from "#server/lib/errors.ts";
import { ORDER_FILE_ERRORS, ORDER_FILE_MAX_BYTES, type OrderUpload } from "#server/modules/orders/index.ts";

/** The ship form's file inputs and the kind of document each one holds. */
export const SHIP_FILE_INPUTS: Record<string, OrderDocumentKind> = {
  invoice: "invoice",
  packingList: "packing_list",
  billOfLading: "bill_of_lading",
};

const LINE_FIELD = /^lines\.(\d{1,3})\.(id|quantity|unitPrice)$/;

/**
 * A step form as the step schema reads it. The lines of "change lines" come as `lines.<n>.id`,
 * `lines.<n>.quantity` and `lines.<n>.unitPrice` (plain inputs, so the form works without
 * JavaScript); `rows` gives, for each line of the input, its row number in the form, so an error
 * is shown beside the field it is about.
 */
export function readStepForm(form: FormData) {
  const values: Record<string, string> = {};
  for (const [key, value] of form.entries()) if (typeof value === "string") values[key] ??= value;
  const rowsByNumber = new Map<number, Record<string, string>>();
  for (const [key, value] of Object.entries(values)) {
    const match = LINE_FIELD.exec(key);
    if (!match) continue;
    const row = rowsByNumber.get(Number(match[1])) ?? {};
    row[match[2]!] = value;
    rowsByNumber.set(Number(match[1]), row);
  }
  const rows = [...rowsByNumber.keys()].sort((a, b) => a - b);
  const plain = Object.fromEntries(Object.entries(values).filter(([key]) => !LINE_FIELD.test(key)));
  const input =
    values.step === "change_lines" ? { ...plain, lines: rows.map((n) => rowsByNumber.get(n)) } : plain;
  return { values, input, rows };
}

/** A failed parse as field messages, each line's beside its own row ("lines.2.unitPrice"). */
export function stepFieldErrors(error: z.ZodError, rows: number[]): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const [first, index, field] = issue.path;
    const key =
      first === "lines" && typeof index === "number" && typeof field === "string"
        ? `lines.${rows[index] ?? index}.${field}`
        : String(first ?? "form");
    fields[key] ??= issue.message;
  }
  return fields;
}

/**
 * The documents sent with the ship form, each input's files as its kind. The count and size are
 * checked before a file is read; what the bytes are is judged by the order service.
 */
export async function readShipFiles(form: FormData): Promise<OrderUpload[]> {
  const chosen = Object.entries(SHIP_FILE_INPUTS).flatMap(([input, kind]) =>
    form
      .getAll(input)
      .filter((f): f is File => f instanceof File && f.size > 0)
      .map((file) => ({ kind, file })),
  );
  if (chosen.length > ORDER_FILES_MAX)
    throw new AppError("invalid_data", ORDER_FILE_ERRORS.count, { files: ORDER_FILE_ERRORS.count });
  if (chosen.some(({ file }) => file.size > ORDER_FILE_MAX_BYTES))
    throw new AppError("invalid_data", ORDER_FILE_ERRORS.size, { files: ORDER_FILE_ERRORS.size });
  return Promise.all(
    chosen.map(async ({ kind, file }) => ({
      kind,
      name: file.name,
      bytes: new Uint8Array(await file.arrayBuffer()),
    })),
  );
}
