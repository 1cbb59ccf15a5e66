/**
 * Quotes: a supplier's priced offer to one buyer, from an inquiry or for a request for quotation.
 * A quote is a thread of revisions; a sent revision never changes (a change is a new revision, and
 * the buyer sees what changed). Browser-safe: the pages show exactly the actions this table allows,
 * and the server refuses every other.
 */
export const QUOTE_STATUSES = [
  "draft",
  "sent",
  "seen",
  "accepted",
  "declined",
  "changes_requested",
  "expired",
  "withdrawn",
  "superseded",
] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

/** A revision the buyer can still act on (accept, decline, ask for changes) while it is valid. */
export const OPEN_QUOTE_STATUSES: readonly QuoteStatus[] = ["sent", "seen"];
/** A revision the supplier may replace with a new one or withdraw. */
export const REVISABLE_QUOTE_STATUSES: readonly QuoteStatus[] = ["sent", "seen", "changes_requested"];
/** A revision that is over: nothing more happens to it. */
export const FINAL_QUOTE_STATUSES: readonly QuoteStatus[] = [
  "accepted",
  "declined",
  "expired",
  "withdrawn",
  "superseded",
];

/** When the balance (what the deposit leaves) is due. */
export const BALANCE_DUE = ["before_shipment", "against_documents", "on_arrival", "net_30"] as const;
export type BalanceDue = (typeof BALANCE_DUE)[number];

/** Shipping: included in the prices, a cost given now, or to be quoted once the buyer accepted. */
export const QUOTE_SHIPPING = ["included", "cost", "to_quote"] as const;
export type QuoteShipping = (typeof QUOTE_SHIPPING)[number];

export const QUOTE_VALIDITY_DEFAULT_DAYS = 30;
export const QUOTE_VALIDITY_MAX_DAYS = 180;
/** The buyer is reminded this many days before a quote they have not answered expires. */
export const QUOTE_REMINDER_DAYS = 2;
export const QUOTE_LINES_MAX = 20;
export const QUOTE_PRICE_ROWS_MAX = 6;
export const QUOTE_ATTACHMENTS_MAX = 5;
export const QUOTE_REASON_MAX = 1000;

/** One price row of a line: from `from` units on, each costs `priceE4` (ten-thousandths). */
export interface PriceRow {
  from: number;
  priceE4: number;
}

/**
 * The unit price at `quantity`: the row with the highest `from` not above it. Below the first
 * row's quantity the first row's price holds (a quote names its prices from its smallest row; a
 * buyer asking for less gets no cheaper price). Null without rows.
 */
export function priceAtQuantity(rows: readonly PriceRow[], quantity: number): number | null {
  if (!rows.length) return null;
  const sorted = [...rows].sort((a, b) => a.from - b.from);
  let price = sorted[0]!.priceE4;
  for (const row of sorted) if (row.from <= quantity) price = row.priceE4;
  return price;
}

/** Whether a revision of this status, valid until `validUntil` (a day), can be accepted on `today`. */
export function isAcceptable(status: QuoteStatus, validUntil: string, today: string): boolean {
  return OPEN_QUOTE_STATUSES.includes(status) && today <= validUntil;
}

/** A quote's reference as people read it out: "Q-000123". */
export function quoteNumber(id: number): string {
  return `Q-${String(id).padStart(6, "0")}`;
}

const DAY_MS = 86_400_000;

/** The day (UTC, 'YYYY-MM-DD') of a moment in milliseconds: validity is counted in whole days. */
export function dayOf(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The day `days` after `day` (before it when negative). */
export function addDays(day: string, days: number): string {
  return dayOf(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** Who acts on a quote: its supplier's members, its buyer, or the site itself (expiry). */
export const QUOTE_SIDES = ["buyer", "supplier"] as const;
export type QuoteSide = (typeof QUOTE_SIDES)[number];
export type QuoteParty = QuoteSide | "system";

interface QuoteActionRule {
  parties: readonly QuoteParty[];
  /** The statuses of the revision the action acts on that it may start from. */
  from: readonly QuoteStatus[];
  /** The status that revision takes. */
  to: QuoteStatus;
  /** `valid`: only while the revision can still be accepted (today is not past its last day); `past`: only after. */
  validity?: "valid" | "past";
  /** The party must say why (a reason, or the changes they ask for). */
  reason?: true;
}

/**
 * Every action on a quote: who may take it, from which statuses of the revision it acts on, and
 * what that revision becomes. A supplier `send`s its draft; sending a new revision `revise`s the
 * latest sent one (it becomes superseded), which only a revision still open to changes allows;
 * it may `withdraw` such a revision. The buyer `see`s a sent revision by opening it, and may
 * accept, decline or ask for changes while it is open (accepting and asking for changes only
 * while it is valid). The site `expire`s what was not answered in time.
 */
export const QUOTE_ACTIONS = {
  send: { parties: ["supplier"], from: ["draft"], to: "sent" },
  revise: { parties: ["supplier"], from: REVISABLE_QUOTE_STATUSES, to: "superseded" },
  withdraw: { parties: ["supplier"], from: REVISABLE_QUOTE_STATUSES, to: "withdrawn", reason: true },
  see: { parties: ["buyer"], from: ["sent"], to: "seen" },
  accept: { parties: ["buyer"], from: OPEN_QUOTE_STATUSES, to: "accepted", validity: "valid" },
  decline: { parties: ["buyer"], from: OPEN_QUOTE_STATUSES, to: "declined", reason: true },
  request_changes: {
    parties: ["buyer"],
    from: OPEN_QUOTE_STATUSES,
    to: "changes_requested",
    validity: "valid",
    reason: true,
  },
  expire: { parties: ["system"], from: REVISABLE_QUOTE_STATUSES, to: "expired", validity: "past" },
} as const satisfies Record<string, QuoteActionRule>;

export type QuoteAction = keyof typeof QUOTE_ACTIONS;
export const QUOTE_ACTION_NAMES = Object.keys(QUOTE_ACTIONS) as QuoteAction[];

/** What the rules need of the revision an action acts on. */
export interface QuoteRevisionState {
  status: QuoteStatus;
  /** The last day it can be accepted ('YYYY-MM-DD'). */
  validUntil: string;
}

/**
 * Why `party` may not take `action` on the revision on `today`, or undefined when it may:
 * another party's action, a status it does not start from, a revision past its validity (for
 * the actions that need it valid), or one not yet past it (expiry).
 */
export function quoteActionProblem(
  action: QuoteAction,
  party: QuoteParty,
  revision: QuoteRevisionState,
  today: string,
): "wrong_party" | "wrong_status" | "expired" | "not_yet" | undefined {
  const rule: QuoteActionRule = QUOTE_ACTIONS[action];
  if (!rule.parties.includes(party)) return "wrong_party";
  if (!rule.from.includes(revision.status)) return "wrong_status";
  const past = today > revision.validUntil;
  if (rule.validity === "valid" && past) return "expired";
  if (rule.validity === "past" && !past) return "not_yet";
  return undefined;
}

/** The actions `party` may take on the revision today, for a page's buttons. */
export function availableQuoteActions(
  party: QuoteParty,
  revision: QuoteRevisionState | null,
  today: string,
): QuoteAction[] {
  if (!revision) return [];
  return QUOTE_ACTION_NAMES.filter(
    (action) => quoteActionProblem(action, party, revision, today) === undefined,
  );
}

/**
 * Whether a supplier may send a (next) revision of a thread whose latest sent revision has this
 * status (null: nothing sent yet): only while that one is open to changes.
 */
export function maySendRevision(latestSent: QuoteStatus | null): boolean {
  return latestSent === null || REVISABLE_QUOTE_STATUSES.includes(latestSent);
}

/** One line of a revision as the buyer reads it and the diff compares it. */
export interface QuoteLineTerms {
  productId: number | null;
  name: string;
  variations: { name: string; value: string }[];
  quantity: number;
  unit: string;
  priceRows: PriceRow[];
}

/** A revision's terms: everything the buyer agrees to by accepting it. */
export interface QuoteTerms {
  currency: string;
  incoterm: string | null;
  namedPlace: string | null;
  depositPercent: number | null;
  balanceDue: BalanceDue | null;
  leadTimeDays: number;
  shipping: QuoteShipping;
  shippingCostE4: number | null;
  validUntil: string;
  note: string | null;
  lines: QuoteLineTerms[];
}

export const QUOTE_TERM_FIELDS = [
  "currency",
  "incoterm",
  "namedPlace",
  "depositPercent",
  "balanceDue",
  "leadTimeDays",
  "shipping",
  "shippingCostE4",
  "validUntil",
  "note",
] as const;
export type QuoteTermField = (typeof QUOTE_TERM_FIELDS)[number];

export const QUOTE_LINE_ASPECTS = ["name", "variations", "quantity", "unit", "priceRows"] as const;
export type QuoteLineAspect = (typeof QUOTE_LINE_ASPECTS)[number];

/** One difference between two revisions. */
export type QuoteChange =
  | { kind: "field"; field: QuoteTermField; from: string | number | null; to: string | number | null }
  | { kind: "line_added"; line: QuoteLineTerms }
  | { kind: "line_removed"; line: QuoteLineTerms }
  | { kind: "line_changed"; line: QuoteLineTerms; was: QuoteLineTerms; changed: QuoteLineAspect[] };

const variationsText = (line: QuoteLineTerms) =>
  line.variations.map((v) => `${v.name.trim().toLowerCase()}:${v.value.trim().toLowerCase()}`).join(";");
/** What a line is: its product (or, for a free item, its name), with or without its variations. */
const identity = (line: QuoteLineTerms) =>
  line.productId !== null ? `p${line.productId}` : `n${line.name.trim().toLowerCase()}`;
const sameRows = (a: readonly PriceRow[], b: readonly PriceRow[]) =>
  a.length === b.length && a.every((row, i) => row.from === b[i]!.from && row.priceE4 === b[i]!.priceE4);

function lineAspects(was: QuoteLineTerms, now: QuoteLineTerms): QuoteLineAspect[] {
  const changed: QuoteLineAspect[] = [];
  if (was.name !== now.name) changed.push("name");
  if (variationsText(was) !== variationsText(now)) changed.push("variations");
  if (was.quantity !== now.quantity) changed.push("quantity");
  if (was.unit !== now.unit) changed.push("unit");
  if (!sameRows(was.priceRows, now.priceRows)) changed.push("priceRows");
  return changed;
}

/**
 * What changed from revision `before` to revision `after`, as the buyer's page shows it: the
 * terms that differ, then the lines. A line is the same line in both when it names the same
 * product (or, without one, the same item name) with the same variations; failing that, the same
 * product or item with other variations. A line without its counterpart was added or removed.
 */
export function diffRevisions(before: QuoteTerms, after: QuoteTerms): QuoteChange[] {
  const changes: QuoteChange[] = [];
  for (const field of QUOTE_TERM_FIELDS)
    if (before[field] !== after[field])
      changes.push({ kind: "field", field, from: before[field], to: after[field] });
  const unmatched = new Set(before.lines.map((_, i) => i));
  const pairs = new Map<number, number>();
  const match = (key: (line: QuoteLineTerms) => string) => {
    after.lines.forEach((line, i) => {
      if (pairs.has(i)) return;
      const found = [...unmatched].find((j) => key(before.lines[j]!) === key(line));
      if (found === undefined) return;
      pairs.set(i, found);
      unmatched.delete(found);
    });
  };
  match((line) => `${identity(line)}|${variationsText(line)}`);
  match(identity);
  for (const j of unmatched) changes.push({ kind: "line_removed", line: before.lines[j]! });
  after.lines.forEach((line, i) => {
    const j = pairs.get(i);
    if (j === undefined) {
      changes.push({ kind: "line_added", line });
      return;
    }
    const was = before.lines[j]!;
    const changed = lineAspects(was, line);
    if (changed.length) changes.push({ kind: "line_changed", line, was, changed });
  });
  return changes;
}
