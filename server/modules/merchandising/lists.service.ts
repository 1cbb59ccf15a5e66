import {
  type ConsoleProduct,
  type ConsoleSponsor,
  MERCH_LIMITS,
  MerchandisingIdSchema,
  type MerchandisingProductKind,
  type MoveDirection,
} from "#core/schemas/merchandising.ts";
import type { Db } from "#server/db/connect.ts";
import { AppError } from "#server/lib/errors.ts";
import { parseOrThrow } from "#server/lib/parse-input.ts";
import { type Actor, requireStaff } from "../accounts/index.ts";
import { findCompanyHeader } from "../companies/index.ts";
import { findProductState } from "../products/index.ts";
import { merchandisingChange, orderAfterMove } from "./change.ts";
import * as repo from "./merchandising.repo.ts";

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
  const companyId = parseOrThrow(MerchandisingIdSchema, companyIdInput, "companyId");
  const company = await findCompanyHeader(db, companyId);
  if (!company)
    throw new AppError("invalid_data", undefined, { companyId: "console.merchandising.companyUnknown" });
  await merchandisingChange(
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
        throw new AppError("conflict", "console.merchandising.alreadyListed");
      if (current.length >= MERCH_LIMITS.sponsors)
        throw new AppError("conflict", "console.merchandising.tooMany");
      await repo.insertSponsor(trx, companyId, nextPosition(current));
    },
  );
}

export async function moveSponsor(db: Db, user: Actor, companyId: number, direction: MoveDirection) {
  await merchandisingChange(
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
  await merchandisingChange(
    db,
    user,
    { action: "merch.sponsor.remove", entity: "home_sponsor_company", entityId: companyId },
    async (trx) => {
      if (!(await repo.deleteSponsor(trx, companyId))) throw new AppError("not_found");
    },
  );
}

// ---------------------------------------------------------------- recommended / opportunity products

export async function listMerchandisingProducts(
  db: Db,
  user: Actor,
  kind: MerchandisingProductKind,
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
export async function addMerchandisingProduct(
  db: Db,
  user: Actor,
  kind: MerchandisingProductKind,
  productIdInput: unknown,
): Promise<void> {
  requireStaff(user);
  const productId = parseOrThrow(MerchandisingIdSchema, productIdInput, "productId");
  const product = await findProductState(db, productId);
  if (!product?.is_published)
    throw new AppError("invalid_data", undefined, { productId: "console.merchandising.productUnknown" });
  await merchandisingChange(
    db,
    user,
    { action: "merch.product.add", entity: "home_product", entityId: productId, details: { kind } },
    async (trx) => {
      const current = await repo.findConsoleProducts(trx, kind, "en");
      if (current.some((p) => p.id === productId))
        throw new AppError("conflict", "console.merchandising.alreadyListed");
      if (current.length >= MERCH_LIMITS.products)
        throw new AppError("conflict", "console.merchandising.tooMany");
      await repo.insertMerchandisingProduct(trx, kind, productId, nextPosition(current));
    },
  );
}

export async function moveMerchandisingProduct(
  db: Db,
  user: Actor,
  kind: MerchandisingProductKind,
  productId: number,
  direction: MoveDirection,
) {
  await merchandisingChange(
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
        repo.setMerchandisingProductPosition(trx, kind, id, position),
      );
    },
  );
}

export async function removeMerchandisingProduct(
  db: Db,
  user: Actor,
  kind: MerchandisingProductKind,
  productId: number,
) {
  await merchandisingChange(
    db,
    user,
    { action: "merch.product.remove", entity: "home_product", entityId: productId, details: { kind } },
    async (trx) => {
      if (!(await repo.deleteMerchandisingProduct(trx, kind, productId))) throw new AppError("not_found");
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
  if (!order) throw new AppError("conflict", "console.merchandising.cannotMove");
  const positions = new Map(rows.map((r) => [r.id, r.position]));
  for (const [position, rowId] of order.entries())
    if (positions.get(rowId) !== position) await setPosition(rowId, position);
}
