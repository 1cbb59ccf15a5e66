import type { Lang } from "#core/i18n/languages.ts";
import type { OrderStepInput } from "#core/schemas/orders.ts";
import { durableTransaction } from "#server/db/durable-transaction.ts";
import type { TeamRole } from "#server/db/schema/account-tables.ts";
import type { Actor } from "#server/modules/accounts/index.ts";
import { localPrivateFileStore } from "#server/modules/files/index.ts";
import {
  createOrder,
  type NewOrderInput,
  type OrderUpload,
  takeOrderStep,
} from "#server/modules/orders/index.ts";
import { activeCompany } from "./conversation-service-fixtures.ts";
import { PDF, user } from "./evidence-fixtures.ts";
import type { TestDeps } from "./test-db.ts";

/** The languages the world's people read: each side's e-mails are checked in theirs. */
export const MEMBER_LANGS: Record<TeamRole, Lang> = {
  owner: "de",
  admin: "en",
  sales: "tr",
  finance: "ar",
  catalog_editor: "ja",
  viewer: "ru",
};
export const BUYER_LANG: Lang = "fr";

/**
 * A world for the order tests: a supplier company (with bank details) with a member of each
 * team role, each reading another language; another company with its owner; a buyer who reads
 * French and another buyer; a way to place orders and to take steps as either side.
 */
export async function orderWorld(d: TestDeps) {
  const companyId = await activeCompany(d.db, "Anatolia Textiles");
  const otherCompanyId = await activeCompany(d.db, "Other Works");
  const members = {} as Record<TeamRole, Actor>;
  for (const role of Object.keys(MEMBER_LANGS) as TeamRole[]) {
    members[role] = await user(d.db, ["supplier"], MEMBER_LANGS[role]);
    await d.db
      .insertInto("company_members")
      .values({ company_id: companyId, user_id: members[role].id, role })
      .execute();
  }
  const otherOwner = await user(d.db, ["supplier"]);
  await d.db
    .insertInto("company_members")
    .values({ company_id: otherCompanyId, user_id: otherOwner.id, role: "owner" })
    .execute();
  const buyer = await user(d.db, ["buyer"], BUYER_LANG);
  const otherBuyer = await user(d.db, ["buyer"]);
  await d.db
    .insertInto("company_payment_details")
    .values({
      company_id: companyId,
      account_holder: "Anatolia Textiles Ltd.",
      bank_name: "Bosphorus Bank",
      account_number: "TR33 0006 1005 1978 6457 8413 26",
      swift: "BOSPTRIS",
    })
    .execute();
  const store = localPrivateFileStore(d.config.dataDir);

  /** A buyer's order of 100 pieces at 8.10 (or a supplier's draft, when `by` is a member). */
  const order = (input: Partial<NewOrderInput> = {}) =>
    durableTransaction(d.db, (trx) =>
      createOrder(
        trx,
        {
          buyerUserId: buyer.id,
          supplierCompanyId: companyId,
          origin: "cart",
          createdBy: { side: "buyer", userId: buyer.id },
          currency: "USD",
          lines: [
            {
              productId: null,
              productName: "Linen towel",
              variations: [],
              unit: "piece",
              quantity: 100,
              unitPriceE4: 81_000,
            },
          ],
          incoterm: "FOB",
          namedPlace: "Istanbul",
          shipTo: { city: "Lyon", country: "FR" },
          buyerNote: null,
          lang: "en",
          ...input,
        },
        d.clock.now(),
        d.config,
      ),
    );

  const proof = (): OrderUpload[] => [{ kind: "payment_proof", name: "transfer.pdf", bytes: PDF }];
  /** A step as the buyer, or as a member of the supplier company. */
  const step = (actor: Actor, orderId: number, input: OrderStepInput, files: OrderUpload[] = []) =>
    takeOrderStep(
      d,
      store,
      actor,
      actor.id === buyer.id || actor.id === otherBuyer.id
        ? { side: "buyer" }
        : { side: "supplier", companyId },
      orderId,
      input,
      files,
    );

  const read = (id: number) =>
    d.db.selectFrom("orders").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  const events = (id: number) =>
    d.db.selectFrom("order_events").selectAll().where("order_id", "=", id).orderBy("id").execute();

  /** Takes a buyer's order to Shipped by `method`: confirmed, paid in full, approved, shipped. */
  const shippedOrder = async (method: "air" | "express" | "land" | "sea" = "sea") => {
    const id = await order();
    await step(members.sales, id, {
      step: "confirm",
      shipping: "not_needed",
      leadTimeDays: 20,
      note: undefined,
    });
    await step(
      buyer,
      id,
      { step: "declare_payment", amount: 8_100_000, paidOn: "2026-12-01", bankReference: "TX-1" },
      proof(),
    );
    await step(members.finance, id, { step: "approve_payment" });
    await step(members.sales, id, {
      step: "ship",
      carrier: "Maersk",
      trackingNumber: "MSKU1234567",
      shippedOn: "2026-12-02",
      method,
    });
    return id;
  };

  return {
    companyId,
    otherCompanyId,
    members,
    otherOwner,
    buyer,
    otherBuyer,
    store,
    order,
    step,
    proof,
    read,
    events,
    shippedOrder,
  };
}
