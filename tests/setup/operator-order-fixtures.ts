import type { OrderStatus } from "#core/rules/order-flow.ts";
import { durableTransaction } from "#server/db/durable-transaction.ts";
import type { TeamRole } from "#server/db/schema/account-tables.ts";
import type { Actor } from "#server/modules/accounts/index.ts";
import { createOrder } from "#server/modules/orders/index.ts";
import { company, member, user } from "./evidence-fixtures.ts";
import type { TestDeps } from "./test-db.ts";

export interface OrderSetup {
  /** Where the order is put after it is made (its deadline as that status would set it is not). */
  status?: OrderStatus;
  /** An approved payment of the whole order. */
  paid?: boolean;
  /** The buyer asked for a refund (shipment late). */
  refundRequested?: boolean;
  buyerUserId?: number;
}

/**
 * A world for the operator's and the API's order tests: a supplier company with bank details and
 * a member of each team role, another company with its owner, two buyers, a moderator and an
 * admin, and a way to add orders (two lines: 0.0125 × 10,000 and 8.10 × 3, in USD) at any status.
 */
export async function operatorOrderWorld(d: TestDeps) {
  const companyId = await company(d.db, "Anatolia Textiles");
  await d.db
    .updateTable("companies")
    .set({ address: "Atatürk Cad. 12", city: "Bursa", zip: "16000", country: "TR" })
    .where("id", "=", companyId)
    .execute();
  const otherCompanyId = await company(d.db, "Other Works");
  const roles = ["owner", "admin", "catalog_editor", "sales", "finance", "viewer"] as const;
  const members = {} as Record<TeamRole, Actor>;
  for (const role of roles) members[role] = await member(d.db, companyId, role);
  const otherOwner = await member(d.db, otherCompanyId, "owner");
  const buyer = await user(d.db, ["buyer"]);
  const otherBuyer = await user(d.db, ["buyer"]);
  const moderator = await user(d.db, ["moderator"]);
  const admin = await user(d.db, ["admin"]);
  await d.db
    .insertInto("company_payment_details")
    .values({
      company_id: companyId,
      account_holder: "Anatolia Textiles A.Ş.",
      bank_name: "Bosphorus Bank",
      account_number: "TR12 0006 4000 0011 2345 6789 01",
      swift: "BOSPTRIS",
    })
    .execute();

  const order = async (setup: OrderSetup = {}) => {
    const now = d.clock.now();
    const id = await durableTransaction(d.db, (trx) =>
      createOrder(
        trx,
        {
          buyerUserId: setup.buyerUserId ?? buyer.id,
          supplierCompanyId: companyId,
          origin: "cart",
          createdBy: { side: "buyer", userId: setup.buyerUserId ?? buyer.id },
          currency: "USD",
          lines: [
            {
              productId: null,
              productName: "Cotton towel",
              variations: [{ name: "Colour", value: "Blue" }],
              unit: "piece",
              quantity: 10_000,
              unitPriceE4: 125,
            },
            {
              productId: null,
              productName: "Bath robe",
              variations: [],
              unit: "piece",
              quantity: 3,
              unitPriceE4: 81_000,
            },
          ],
          incoterm: "FOB",
          namedPlace: "Istanbul",
          shipTo: { recipient: "Ada Buyer", line1: "Hauptstraße 5", city: "Berlin", country: "DE" },
          buyerNote: null,
          lang: "en",
        },
        now,
        d.config,
      ),
    );
    const at = new Date(now).toISOString();
    if (setup.status && setup.status !== "created")
      await d.db
        .updateTable("orders")
        .set({
          status: setup.status,
          ...(setup.status === "closed" ? { closed_reason: "cancelled" as const, closed_note: "test" } : {}),
          ...(setup.status === "proposed"
            ? {}
            : { totals_frozen_at: at, bank_details: "Bosphorus Bank\nTR12 0006 4000 0011 2345 6789 01" }),
          ...(setup.refundRequested ? { refund_requested_at: at } : {}),
        })
        .where("id", "=", id)
        .execute();
    if (setup.paid)
      await d.db
        .insertInto("order_payments")
        .values({
          order_id: id,
          milestone: "full",
          amount_e4: 1_493_000,
          paid_on: at.slice(0, 10),
          bank_reference: "TX-1",
          declared_at: at,
        })
        .execute();
    if (setup.paid)
      await d.db
        .updateTable("order_payments")
        .set({ status: "approved", decided_at: at })
        .where("order_id", "=", id)
        .execute();
    return id;
  };
  const read = (id: number) =>
    d.db.selectFrom("orders").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  const events = (id: number) =>
    d.db.selectFrom("order_events").selectAll().where("order_id", "=", id).orderBy("id").execute();
  const audits = (id: number) =>
    d.db
      .selectFrom("audit_log")
      .selectAll()
      .where("entity", "=", "order")
      .where("entity_id", "=", String(id))
      .orderBy("id")
      .execute();
  return {
    companyId,
    otherCompanyId,
    members,
    otherOwner,
    buyer,
    otherBuyer,
    moderator,
    admin,
    order,
    read,
    events,
    audits,
  };
}
