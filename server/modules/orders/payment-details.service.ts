import type { PaymentDetailsInput } from "#core/schemas/payment-details.ts";
import type { AppDeps } from "#server/deps.ts";
import type { Actor } from "#server/modules/accounts/index.ts";
import { recordAudit } from "#server/modules/audit/index.ts";
import { requireCan, roleMay } from "#server/modules/companies/index.ts";
import * as repo from "./payment-details.repo.ts";

type Deps = Pick<AppDeps, "db" | "clock">;

/** The company's bank details as its workspace shows them; null fields when none are kept yet. */
export interface PaymentDetailsView {
  details: PaymentDetailsInput | null;
  updatedAt: string | null;
  /** Whether the member may change them (the roles that approve payments into the account). */
  canEdit: boolean;
}

/**
 * The bank details buyers are asked to pay to. Every member who may see orders reads them (they
 * are on every order waiting for payment); those who approve payments (owners, admins, finance)
 * keep them, since they are the ones who check what reached the account.
 */
export async function readPaymentDetails(
  deps: Deps,
  actor: Actor,
  companyId: number,
): Promise<PaymentDetailsView> {
  const role = await requireCan(deps.db, actor, "orders.view", companyId);
  const row = await repo.findCompanyPaymentDetails(deps.db, companyId);
  return {
    details: row
      ? {
          accountHolder: row.account_holder,
          bankName: row.bank_name,
          accountNumber: row.account_number,
          swift: row.swift,
          bankAddress: row.bank_address,
          instructions: row.instructions,
        }
      : null,
    updatedAt: row?.updated_at ?? null,
    canEdit: roleMay(role, "payments.approve"),
  };
}

/**
 * Keeps the company's bank details, audited (which fields changed, by whom): changing where
 * buyers pay is what a hijacked account would do first, so the record must show it. Orders
 * already asked to pay keep the details they were given.
 */
export async function savePaymentDetails(
  deps: Deps,
  actor: Actor,
  companyId: number,
  input: PaymentDetailsInput,
): Promise<void> {
  await requireCan(deps.db, actor, "payments.approve", companyId);
  const at = new Date(deps.clock.now()).toISOString();
  await deps.db.transaction().execute(async (trx) => {
    const before = await repo.findCompanyPaymentDetails(trx, companyId);
    const values: repo.PaymentDetailsValues = {
      account_holder: input.accountHolder,
      bank_name: input.bankName,
      account_number: input.accountNumber,
      swift: input.swift,
      bank_address: input.bankAddress,
      instructions: input.instructions,
    };
    const changed = (Object.keys(values) as (keyof typeof values)[]).filter(
      (key) => (before?.[key] ?? null) !== values[key],
    );
    if (before && changed.length === 0) return;
    await repo.upsertPaymentDetails(trx, companyId, values, { userId: actor.id, at });
    await recordAudit(trx, {
      userId: actor.id,
      action: before ? "company.payment_details.change" : "company.payment_details.add",
      entity: "company",
      entityId: companyId,
      details: { fields: changed },
      clientAddress: actor.clientAddress ?? null,
    });
  });
}
