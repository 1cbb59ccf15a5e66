import {
  type ConsoleProduct,
  type ConsoleSponsor,
  MERCH_LIMITS,
  MerchIdSchema,
  type MerchProductKind,
  type MoveDirection,
} from "#core/schemas/merchandising.ts";
import type { Db } from "#server/db/connect.ts";
import { AppError } from "#server/lib/errors.ts";
import { parseOrThrow } from "#server/lib/parse-input.ts";
import { type Actor, requireStaff } from "#server/modules/accounts/index.ts";
import { findCompanyHeader } from "#server/modules/companies/index.ts";
import { findProductState } from "#server/modules/products/index.ts";
import * as repo from "./merch.repo.ts";
import { merchChange, orderAfterMove } from "./merch-change.ts";

/** Sponsor companies and the recommended / opportunity products: ordered lists of ids. */

// ---------------------------------------------------------------- sponsor companies

export async function listSponsors(db: Db, user: Actor): Promise<ConsoleSponsor[]> {
  requireStaff(user);
  return (await repo.findConsoleSponsors(db)).map((row) => ({
    id: row.id,
    name: row.name,
    logo: row.logo_url,
    verified: Boolean(row.is_verified),
  }));
}

/** Adds a company at the end of the sponsor list. */
export async function addSponsor(db: Db, user: Actor, companyIdInput: unknown): Promise<void> {
  requireStaff(user);
  const companyId = parseOrThrow(MerchIdSchema, companyIdInput, "companyId");
  const company = await findCompanyHeader(db, companyId);
  if (!company) throw new AppError("invalid_data", undefined, { companyId: "admin.merch.companyUnknown" });
  await merchChange(
    db,
    user,
    {
      action: "merch.sponsor.add",
      entity: "home_sponsor_company",
      entityId: companyId,
      details: { name: company.name },
    },
    async (trx) => {
      const current = await repo.findConsoleSponsors(trx);
      if (current.some((s) => s.id === companyId))
        throw new AppError("conflict", "admin.merch.alreadyListed");
      if (current.length >= MERCH_LIMITS.sponsors) throw new AppError("conflict", "admin.merch.tooMany");
      await repo.insertSponsor(trx, companyId, nextPosition(current));
    },
  );
}

export async function moveSponsor(db: Db, user: Actor, companyId: number, direction: MoveDirection) {
  await merchChange(
    db,
    user,
    {
      action: "merch.sponsor.move",
      entity: "home_sponsor_company",
      entityId: companyId,
      details: { direction },
    },
    async (trx) => {
      const current = await repo.findConsoleSponsors(trx);
      await applyMove(current, companyId, direction, (id, position) =>
        repo.setSponsorPosition(trx, id, position),
      );
    },
  );
}

export async function removeSponsor(db: Db, user: Actor, companyId: number): Promise<void> {
  await merchChange(
    db,
    user,
    { action: "merch.sponsor.remove", entity: "home_sponsor_company", entityId: companyId },
    async (trx) => {
      if (!(await repo.deleteSponsor(trx, companyId))) throw new AppError("not_found");
    },
  );
}

// ---------------------------------------------------------------- recommended / opportunity products

export async function listMerchProducts(
  db: Db,
  user: Actor,
  kind: MerchProductKind,
  lang: string,
): Promise<ConsoleProduct[]> {
  requireStaff(user);
  return (await repo.findConsoleProducts(db, kind, lang)).map((row) => ({
    id: row.id,
    name: row.name,
    picture: row.picture ?? null,
    companyName: row.company_name,
    published: Boolean(row.is_published),
  }));
}

/** Adds a published product at the end of the recommended or opportunity list. */
export async function addMerchProduct(
  db: Db,
  user: Actor,
  kind: MerchProductKind,
  productIdInput: unknown,
): Promise<void> {
  requireStaff(user);
  const productId = parseOrThrow(MerchIdSchema, productIdInput, "productId");
  const product = await findProductState(db, productId);
  if (!product?.is_published)
    throw new AppError("invalid_data", undefined, { productId: "admin.merch.productUnknown" });
  await merchChange(
    db,
    user,
    { action: "merch.product.add", entity: "home_product", entityId: productId, details: { kind } },
    async (trx) => {
      const current = await repo.findConsoleProducts(trx, kind, "en");
      if (current.some((p) => p.id === productId))
        throw new AppError("conflict", "admin.merch.alreadyListed");
      if (current.length >= MERCH_LIMITS.products) throw new AppError("conflict", "admin.merch.tooMany");
      await repo.insertMerchProduct(trx, kind, productId, nextPosition(current));
    },
  );
}

export async function moveMerchProduct(
  db: Db,
  user: Actor,
  kind: MerchProductKind,
  productId: number,
  direction: MoveDirection,
) {
  await merchChange(
    db,
    user,
    {
      action: "merch.product.move",
      entity: "home_product",
      entityId: productId,
      details: { kind, direction },
    },
    async (trx) => {
      const current = await repo.findConsoleProducts(trx, kind, "en");
      await applyMove(current, productId, direction, (id, position) =>
        repo.setMerchProductPosition(trx, kind, id, position),
      );
    },
  );
}

export async function removeMerchProduct(db: Db, user: Actor, kind: MerchProductKind, productId: number) {
  await merchChange(
    db,
    user,
    { action: "merch.product.remove", entity: "home_product", entityId: productId, details: { kind } },
    async (trx) => {
      if (!(await repo.deleteMerchProduct(trx, kind, productId))) throw new AppError("not_found");
    },
  );
}

// ---------------------------------------------------------------- shared

const nextPosition = (rows: { position: number }[]) => Math.max(-1, ...rows.map((r) => r.position)) + 1;

/** Swaps `id` with its neighbour and numbers the list 0…n-1 again (writing only what changed). */
async function applyMove(
  rows: { id: number; position: number }[],
  id: number,
  direction: MoveDirection,
  setPosition: (id: number, position: number) => Promise<void>,
) {
  if (!rows.some((r) => r.id === id)) throw new AppError("not_found");
  const ids = rows.map((r) => r.id);
  const order = orderAfterMove(ids, ids, id, direction);
  if (!order) throw new AppError("conflict", "admin.merch.cannotMove");
  const positions = new Map(rows.map((r) => [r.id, r.position]));
  for (const [position, rowId] of order.entries())
    if (positions.get(rowId) !== position) await setPosition(rowId, position);
}
