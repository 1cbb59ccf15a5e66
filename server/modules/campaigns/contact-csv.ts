import {
  CONTACT_NAME_MAX,
  ContactEmailSchema,
  CSV_IMPORT,
  type ImportRejection,
} from "#core/schemas/campaigns.ts";

/**
 * One CSV line as cells: commas separate, double quotes enclose a cell that holds commas, and a
 * doubled quote inside is one quote (RFC 4180 without line breaks inside a cell: one member per
 * line is what a contact export gives).
 */
export function parseCsvLine(line: string): string[] {
  const cells: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"' && cell.trim() === "") {
      quoted = true;
      cell = "";
    } else if (ch === ",") {
      cells.push(cell);
      cell = "";
    } else cell += ch;
  }
  cells.push(cell);
  return cells.map((c) => c.trim());
}

/** A first line like `email,name` (any case, `e-mail` too) is a header, not a member. */
export function isHeaderLine(cells: string[]): boolean {
  return /^e-?mail$/i.test(cells[0] ?? "");
}

export type ParsedLine =
  | { kind: "skip" }
  | { kind: "contact"; email: string; name: string | null }
  | { kind: "rejected"; reason: ImportRejection };

/** What one line of the file means: a member, a rejection, or nothing (blank or header). */
export function readContactLine(line: string, lineNumber: number): ParsedLine {
  if (line.length > CSV_IMPORT.maxLineLength) return { kind: "rejected", reason: "too_long" };
  if (line.trim() === "") return { kind: "skip" };
  const cells = parseCsvLine(line);
  // Spreadsheets pad rows with empty cells; only filled extra columns are a mistake.
  while (cells.length > 2 && cells[cells.length - 1] === "") cells.pop();
  if (lineNumber === 1 && isHeaderLine(cells)) return { kind: "skip" };
  if (cells.length > 2) return { kind: "rejected", reason: "too_many_columns" };
  const email = ContactEmailSchema.safeParse(cells[0] ?? "");
  if (!email.success) {
    const tooLong = email.error.issues.some((issue) => issue.message === "errors.tooLong");
    return { kind: "rejected", reason: tooLong ? "too_long" : "invalid_email" };
  }
  const name = cells[1] ?? "";
  if (name.length > CONTACT_NAME_MAX) return { kind: "rejected", reason: "too_long" };
  return { kind: "contact", email: email.data, name: name || null };
}
