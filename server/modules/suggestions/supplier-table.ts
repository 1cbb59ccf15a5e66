import type { Db } from "#server/db/connect.ts";
import { type VisibleCompanyName, visibleCompanyNames } from "#server/modules/companies/index.ts";
import { type Table, tableOf } from "./suggestion-tables.ts";

/** The suppliers' table, and which of its items buyers may see now. */
export interface SupplierTable {
  table: Table<VisibleCompanyName>;
  visible: (item: number) => boolean;
}

interface Built {
  table: Table<VisibleCompanyName>;
  byId: Map<number, VisibleCompanyName>;
}

// Building the table for 25,000 suppliers takes a noticeable part of a second, so it is built again
// only when a supplier appears or is renamed (an approval, a new name). One that is suspended or
// closed leaves the answers at once without a rebuild: its item is filtered out, and comes back
// if it is reinstated.
const builtTables = new WeakMap<Db, Built>();
const views = new WeakMap<readonly VisibleCompanyName[], SupplierTable>();
const byName = new Intl.Collator("en").compare;

/** Visible suppliers, verified first, then by name. */
export async function supplierTableOf(db: Db): Promise<SupplierTable> {
  // The companies module hands out the same list while nothing changes (it reads it again each minute).
  const companies = await visibleCompanyNames(db);
  const known = views.get(companies);
  if (known) return known;
  let built = builtTables.get(db);
  if (!built || !companies.every((c) => sameAs(built!.byId.get(c.id), c))) {
    built = build(companies);
    builtTables.set(db, built);
  }
  const { table } = built;
  const shown = companies.length === built.byId.size ? null : new Set(companies.map((c) => c.id));
  const view: SupplierTable = {
    table,
    visible: shown ? (item) => shown.has(table.items[item]!.id) : () => true,
  };
  views.set(companies, view);
  return view;
}

function build(companies: readonly VisibleCompanyName[]): Built {
  const ordered = [...companies].sort(
    (a, b) => Number(b.verified) - Number(a.verified) || byName(a.name, b.name),
  );
  return { table: tableOf(ordered, (c) => c.name), byId: new Map(companies.map((c) => [c.id, c])) };
}

const sameAs = (known: VisibleCompanyName | undefined, now: VisibleCompanyName) =>
  known !== undefined && known.name === now.name && known.verified === now.verified;
