import {
  ADDRESS_ERRORS,
  type BuyerAddress,
  type BuyerAddressInput,
  BuyerAddressInputSchema,
  MAX_ADDRESSES,
} from "#core/schemas/buyer-address.ts";
import { fieldErrors, nulFieldErrors } from "#core/schemas/field-errors.ts";
import type { Db } from "#server/db/connect.ts";
import type { AppDeps } from "#server/deps.ts";
import { AppError } from "#server/lib/errors.ts";
import * as repo from "./buyer-addresses.repo.ts";

type Deps = Pick<AppDeps, "db" | "clock">;

function view(row: repo.AddressRow): BuyerAddress {
  return {
    id: row.id,
    label: row.label,
    recipient: row.recipient,
    company: row.company,
    line1: row.line1,
    line2: row.line2,
    city: row.city,
    region: row.region,
    postalCode: row.postal_code,
    country: row.country,
    phone: row.phone,
    isDefault: Boolean(row.is_default),
  };
}

/** Parses an address from a form or the API: a refusal with every field's message, or the data. */
export function parseAddressInput(input: unknown): BuyerAddressInput {
  const nul = nulFieldErrors(input);
  if (nul) throw new AppError("invalid_data", undefined, nul);
  const parsed = BuyerAddressInputSchema.safeParse(input);
  if (!parsed.success) throw new AppError("invalid_data", undefined, fieldErrors(parsed.error));
  return parsed.data;
}

const columns = (a: BuyerAddressInput) => ({
  label: a.label,
  recipient: a.recipient,
  company: a.company,
  line1: a.line1,
  line2: a.line2,
  city: a.city,
  region: a.region,
  postal_code: a.postalCode,
  country: a.country,
  phone: a.phone,
});

/** The buyer's saved addresses, the default first. */
export async function listBuyerAddresses(db: Db, userId: number): Promise<BuyerAddress[]> {
  return (await repo.listAddresses(db, userId)).map(view);
}

/** One of the buyer's own addresses; another's or an unknown id is not found. */
export async function getBuyerAddress(db: Db, userId: number, addressId: number): Promise<BuyerAddress> {
  const row = await repo.findAddress(db, userId, addressId);
  if (!row) throw new AppError("not_found");
  return view(row);
}

/**
 * Saves a new address, at most MAX_ADDRESSES per buyer. The first one is the default, and so is a
 * later one saved as the default (the previous default stops being it).
 */
export async function addBuyerAddress(deps: Deps, userId: number, input: unknown): Promise<BuyerAddress> {
  const address = parseAddressInput(input);
  const at = new Date(deps.clock.now()).toISOString();
  const id = await deps.db.transaction().execute(async (trx) => {
    const count = await repo.countAddresses(trx, userId);
    if (count >= MAX_ADDRESSES)
      throw new AppError("conflict", ADDRESS_ERRORS.tooMany, { form: ADDRESS_ERRORS.tooMany });
    const id = await repo.insertAddress(trx, userId, { ...columns(address), created_at: at, updated_at: at });
    if (address.isDefault || count === 0) await repo.setDefault(trx, userId, id, at);
    return id;
  });
  return getBuyerAddress(deps.db, userId, id);
}

/** Changes one of the buyer's own addresses (else not found); saved as the default, it becomes the one default. */
export async function updateBuyerAddress(
  deps: Deps,
  userId: number,
  addressId: number,
  input: unknown,
): Promise<BuyerAddress> {
  const address = parseAddressInput(input);
  const at = new Date(deps.clock.now()).toISOString();
  await deps.db.transaction().execute(async (trx) => {
    if (!(await repo.updateAddress(trx, userId, addressId, { ...columns(address), updated_at: at })))
      throw new AppError("not_found");
    if (address.isDefault) await repo.setDefault(trx, userId, addressId, at);
  });
  return getBuyerAddress(deps.db, userId, addressId);
}

/**
 * Removes one of the buyer's own addresses (else not found). Orders keep the address they were
 * shipped to; when the default goes, the earliest remaining address becomes the default.
 */
export async function removeBuyerAddress(deps: Deps, userId: number, addressId: number): Promise<void> {
  const at = new Date(deps.clock.now()).toISOString();
  await deps.db.transaction().execute(async (trx) => {
    const row = await repo.findAddress(trx, userId, addressId);
    if (!row || !(await repo.deleteAddress(trx, userId, addressId))) throw new AppError("not_found");
    const next = row.is_default ? await repo.findEarliest(trx, userId) : undefined;
    if (next !== undefined) await repo.setDefault(trx, userId, next, at);
  });
}

/** The address as an order keeps it: a copy, so editing or removing the saved one changes no order. */
export function shipToOf(address: BuyerAddress): Record<string, string | null> {
  return {
    label: address.label,
    recipient: address.recipient,
    company: address.company,
    line1: address.line1,
    line2: address.line2,
    city: address.city,
    region: address.region,
    postalCode: address.postalCode,
    country: address.country,
    phone: address.phone,
  };
}
