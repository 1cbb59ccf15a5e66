import type { MoveDirection } from "#core/schemas/merchandising.ts";
import type { Db } from "#server/db/connect.ts";
import type { Actor } from "../accounts/index.ts";
import { auditedChange } from "../audit/index.ts";
import { bumpMerchandisingRevision } from "./revision.ts";

/**
 * One merchandising change: the write, the revision that tells every worker's caches (sponsor
 * products), and the audit entry, all in one transaction.
 */
export function merchandisingChange<T>(
  db: Db,
  user: Actor,
  audit: Parameters<typeof auditedChange<T>>[2],
  write: (trx: Db) => Promise<T>,
): Promise<T> {
  return auditedChange(db, user, audit, async (trx) => {
    const result = await write(trx);
    await bumpMerchandisingRevision(trx);
    return result;
  });
}

/**
 * The whole list's new order after `id` swaps places with its neighbour among `visible` (the
 * items one page of the site shows together, e.g. one language's banners); items not visible
 * keep their places. Undefined when `id` is not visible or already at that end.
 */
export function orderAfterMove<K>(all: K[], visible: K[], id: K, direction: MoveDirection): K[] | undefined {
  const at = visible.indexOf(id);
  const neighbour = visible[direction === "up" ? at - 1 : at + 1];
  if (at < 0 || neighbour === undefined) return undefined;
  const order = [...all];
  const i = order.indexOf(id);
  const j = order.indexOf(neighbour);
  if (i < 0 || j < 0) return undefined;
  [order[i], order[j]] = [order[j] as K, order[i] as K];
  return order;
}
