import type { z } from "zod";
import { fieldErrors } from "../../../app/schemas/field-errors.ts";
import type { MoveDirection } from "../../../app/schemas/merchandising.ts";
import type { Db } from "../../db/connect.ts";
import { AppError } from "../../lib/errors.ts";
import { isStaff } from "../accounts/staff.ts";
import { type AuditEntry, recordAudit } from "../audit/audit-log.ts";
import { bumpMerchRevision } from "./merch-revision.ts";

/** Who acts: the signed-in user of the session (never an id taken from a request body). */
export interface Actor {
  id: number;
  roles: readonly string[];
}

/** Merchandising is staff work (issue 7): moderators and admins. */
export function requireMerchandiser(user: Actor): void {
  if (!isStaff(user.roles)) throw new AppError("not_allowed");
}

/**
 * Parses console input; a failure is a translated `invalid_data` with one key per field. A single
 * value (not an object) reports its error under `field`.
 */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown, field?: string): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields = fieldErrors(result.error);
  throw new AppError(
    "invalid_data",
    undefined,
    field ? { [field]: fields.form ?? "errors.invalid_data" } : fields,
  );
}

/**
 * Runs one console change: the write, the revision that tells every worker's caches, and the
 * audit entry, all in one transaction so none is left without the others.
 */
export async function merchChange<T>(
  db: Db,
  user: Actor,
  audit: Omit<AuditEntry, "userId"> | ((result: T) => Omit<AuditEntry, "userId">),
  write: (trx: Db) => Promise<T>,
): Promise<T> {
  requireMerchandiser(user);
  return db.transaction().execute(async (trx) => {
    const result = await write(trx);
    await bumpMerchRevision(trx);
    await recordAudit(trx, { userId: user.id, ...(typeof audit === "function" ? audit(result) : audit) });
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
