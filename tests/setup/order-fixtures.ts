import type { OrderStatus } from "#core/rules/order-flow.ts";
import type { TeamRole } from "#server/db/schema/account-tables.ts";
import type { Actor } from "#server/modules/accounts/index.ts";
import { localPrivateFileStore } from "#server/modules/files/index.ts";
import type { OrderChanges } from "#server/modules/orders/index.ts";
import { createOrder, type OrderViewer } from "#server/modules/orders/index.ts";
import { company, member, user } from "./evidence-fixtures.ts";
import type { TestDeps } from "./test-db.ts";

export const TEAM: readonly TeamRole[] = ["owner", "admin", "sales", "finance", "viewer", "catalog_editor"];

/**
 * A world for the order tests: a supplier company with bank details and a member of each team
 * role, another company with its owner, a buyer and another buyer, and a way to make an order of
 * the buyer's with the company at any status (made as a cart order, then set where the test needs it).
 */
export async function orderWorld(d: TestDeps) {
  const companyId = await company(d.db, "Anatolia Textiles");
  const otherCompanyId = await company(d.db, "Other Works");
  const members = {} as Record<TeamRole, Actor>;
  for (const role of TEAM) members[role] = await member(d.db, companyId, role);
  const otherOwner = await member(d.db, otherCompanyId, "owner");
  const buyer = await user(d.db, ["buyer"]);
  const otherBuyer = await user(d.db, ["buyer"]);
  await d.db
    .insertInto("company_payment_details")
    .values({
      company_id: companyId,
      account_holder: "Anatolia Textiles Ltd",
      bank_name: "Bosphorus Bank",
      account_number: "TR33 0006 1005 1978 6457 8413 26",
      swift: "BOSPTRIS",
    })
    .execute();
  const store = localPrivateFileStore(d.config.dataDir);
  const supplierViewer: OrderViewer = { side: "supplier", companyId };
  const buyerViewer: OrderViewer = { side: "buyer" };

  /** A cart order of 2 lines (500 × 8.10 and 3 × 0.0125 USD), then moved to `status` with `set`. */
  const order = async (status: OrderStatus = "created", set: OrderChanges = {}) => {
    const id = await d.db.transaction().execute((trx) =>
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
              productName: "Bath towel",
              variations: [],
              unit: "piece",
              quantity: 500,
              unitPriceE4: 81000,
            },
            {
              productId: null,
              productName: "Label",
              variations: [],
              unit: "piece",
              quantity: 3,
              unitPriceE4: 125,
            },
          ],
          incoterm: "FOB",
          namedPlace: "Istanbul",
          shipTo: { recipient: "Ada Buyer", city: "Berlin", country: "DE" },
          buyerNote: null,
          lang: "en",
        },
        d.clock.now(),
        d.config,
      ),
    );
    if (status !== "created" || Object.keys(set).length) {
      const deadline = new Date(d.clock.now() + 3 * 86_400_000).toISOString();
      await d.db
        .updateTable("orders")
        .set({
          status,
          deadline_at: deadline,
          ...(status === "closed" ? { closed_reason: "cancelled" as const } : {}),
          ...([
            "payment_waiting",
            "payment_approval_pending",
            "shipment_waiting",
            "shipped",
            "completed",
          ].includes(status)
            ? { totals_frozen_at: new Date(d.clock.now()).toISOString(), bank_details: "Bosphorus Bank" }
            : {}),
          ...set,
        })
        .where("id", "=", id)
        .execute();
    }
    return id;
  };
  const read = (id: number) =>
    d.db.selectFrom("orders").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  const events = (id: number) =>
    d.db.selectFrom("order_events").selectAll().where("order_id", "=", id).orderBy("id").execute();
  /** A declared payment waiting for the supplier's decision. */
  const pendingPayment = (orderId: number, milestone: "full" | "deposit" | "balance" = "full") =>
    d.db
      .insertInto("order_payments")
      .values({
        order_id: orderId,
        milestone,
        amount_e4: 40500400,
        paid_on: "2026-11-20",
        bank_reference: "SWIFT 123",
        declared_at: new Date(d.clock.now()).toISOString(),
      })
      .execute();
  return {
    companyId,
    otherCompanyId,
    members,
    otherOwner,
    buyer,
    otherBuyer,
    store,
    supplierViewer,
    buyerViewer,
    order,
    read,
    events,
    pendingPayment,
  };
}
