import { QUOTE_LINES_MAX, QUOTE_PRICE_ROWS_MAX } from "#core/rules/quote-flow.ts";
import { QUOTE_LINES_SHOWN, QUOTE_PRICE_ROWS_SHOWN } from "#core/schemas/quote.ts";

/**
 * How many rows the quote form shows: one entry per line, the number of its price rows. The
 * server works it out from the fields (so "Add a line", "Add a price" and "Remove" work without
 * JavaScript) and the page starts from it.
 */
export type QuoteShape = number[];

const LINE_KEY = /^lines\.(\d{1,2})\.(?:prices\.(\d)\.)?\w+$/;

function eachField(
  values: Record<string, string>,
  visit: (line: number, row: number | null, value: string) => void,
) {
  for (const [key, value] of Object.entries(values)) {
    const match = LINE_KEY.exec(key);
    if (!match) continue;
    const line = Number(match[1]);
    if (line >= QUOTE_LINES_MAX) continue;
    const row = match[2] === undefined ? null : Number(match[2]);
    if (row !== null && row >= QUOTE_PRICE_ROWS_MAX) continue;
    visit(line, row, value);
  }
}

function bounded(shape: QuoteShape): QuoteShape {
  const lines = shape.length ? shape.slice(0, QUOTE_LINES_MAX) : Array(QUOTE_LINES_SHOWN).fill(0);
  return lines.map((rows) => Math.min(Math.max(rows, 1), QUOTE_PRICE_ROWS_MAX));
}

/** The rows a posted form had on screen: every line and price row it sent, blank or not. */
export function postedShape(values: Record<string, string>): QuoteShape {
  const shape: QuoteShape = [];
  eachField(values, (line, row) => {
    while (shape.length <= line) shape.push(0);
    if (row !== null) shape[line] = Math.max(shape[line]!, row + 1);
  });
  return bounded(shape.map((rows) => rows || QUOTE_PRICE_ROWS_SHOWN));
}

/**
 * The rows of stored or filled values: each line's price rows up to its last one holding a value,
 * and the usual number for a line without prices yet.
 */
export function filledShape(values: Record<string, string>): QuoteShape {
  const shape: QuoteShape = [];
  eachField(values, (line, row, value) => {
    while (shape.length <= line) shape.push(0);
    if (row !== null && value.trim() !== "") shape[line] = Math.max(shape[line]!, row + 1);
  });
  return bounded(shape.map((rows) => rows || QUOTE_PRICE_ROWS_SHOWN));
}

/** The form's buttons that change only its rows: "add-line", "add-price:<line>", "remove-price:<line>:<row>". */
export type RowIntent =
  | { kind: "add-line" }
  | { kind: "add-price"; line: number }
  | { kind: "remove-price"; line: number; row: number };

export function rowIntent(intent: string): RowIntent | undefined {
  if (intent === "add-line") return { kind: "add-line" };
  const add = /^add-price:(\d{1,2})$/.exec(intent);
  if (add) return { kind: "add-price", line: Number(add[1]) };
  const remove = /^remove-price:(\d{1,2}):(\d)$/.exec(intent);
  if (remove) return { kind: "remove-price", line: Number(remove[1]), row: Number(remove[2]) };
  return undefined;
}

/**
 * The form after a row button: another line or price row (within the limits), or a price row
 * taken out with the rows below it moved up. Nothing else changes.
 */
export function applyRowIntent(
  values: Record<string, string>,
  shape: QuoteShape,
  intent: RowIntent,
): { values: Record<string, string>; shape: QuoteShape } {
  const next = [...shape];
  if (intent.kind === "add-line") {
    if (next.length < QUOTE_LINES_MAX) next.push(QUOTE_PRICE_ROWS_SHOWN);
    return { values, shape: next };
  }
  const rows = next[intent.line];
  if (rows === undefined) return { values, shape };
  if (intent.kind === "add-price") {
    next[intent.line] = Math.min(rows + 1, QUOTE_PRICE_ROWS_MAX);
    return { values, shape: next };
  }
  if (rows <= 1 || intent.row >= rows) return { values, shape };
  const moved = { ...values };
  const at = (row: number, field: string) => `lines.${intent.line}.prices.${row}.${field}`;
  for (let row = intent.row; row < rows; row++)
    for (const field of ["from", "price"]) {
      const below = values[at(row + 1, field)];
      if (row + 1 < rows && below !== undefined) moved[at(row, field)] = below;
      else delete moved[at(row, field)];
    }
  next[intent.line] = rows - 1;
  return { values: moved, shape: next };
}
