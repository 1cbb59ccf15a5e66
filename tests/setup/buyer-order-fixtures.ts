import { OrderStepInputSchema } from "#core/schemas/orders.ts";
import { durableTransaction } from "#server/db/durable-transaction.ts";
import type { Actor } from "#server/modules/accounts/index.ts";
import { localPrivateFileStore } from "#server/modules/files/index.ts";
import {
  createOrder,
  type NewOrderInput,
  type OrderUpload,
  takeOrderStep,
} from "#server/modules/orders/index.ts";
import { company, member, PDF, user } from "./evidence-fixtures.ts";
import type { TestDeps } from "./test-db.ts";

/**
 * A world for the buyer's order pages: a supplier company with bank details and an owner, a sales
 * member and a finance member; a buyer, another buyer; orders made with createOrder and moved on
 * by the supplier's steps (takeOrderStep) as far as a test needs.
 */
export async function buyerOrderWorld(d: TestDeps) {
  const companyId = await company(d.db, "Anatolia Textiles");
  const owner = await member(d.db, companyId, "owner");
  const finance = await member(d.db, companyId, "finance");
  const buyer = await user(d.db, ["buyer"]);
  const otherBuyer = await user(d.db, ["buyer"]);
  await d.db
    .insertInto("company_payment_details")
    .values({
      company_id: companyId,
      account_holder: "Anatolia Tekstil A.Ş.",
      bank_name: "Bosphorus Bank",
      account_number: "TR33 0006 1005 1978 6457 8413 26",
      swift: "BOSPTRIS",
      updated_at: new Date().toISOString(),
    })
    .execute();
  const store = localPrivateFileStore(d.config.dataDir);
  const supplierSide = { side: "supplier", companyId } as const;

  /** A new order from the buyer's cart (Created), or a supplier's draft for the buyer (Proposed). */
  const order = (values: Partial<NewOrderInput> = {}) =>
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
              productName: "Cotton towel 50×90",
              variations: [{ name: "Colour", value: "Ivory" }],
              unit: "piece",
              quantity: 500,
              unitPriceE4: 32_500,
            },
            {
              productId: null,
              productName: "Bath robe",
              variations: [],
              unit: "piece",
              quantity: 100,
              unitPriceE4: 125_000,
            },
          ],
          incoterm: "CIF",
          namedPlace: "Hamburg",
          shipTo: { recipient: "Ada Buyer", line1: "Hafenstraße 1", city: "Hamburg", country: "DE" },
          buyerNote: "Please pack in cartons of 50.",
          lang: "en",
          ...values,
        },
        d.clock.now(),
        d.config,
      ),
    );

  /** A step of the supplier (or of the buyer, for the steps a test does not take through the page). */
  const step = (id: number, input: Record<string, unknown>, by: Actor = owner, uploads: OrderUpload[] = []) =>
    takeOrderStep(
      d,
      store,
      by,
      by.id === buyer.id ? { side: "buyer" } : supplierSide,
      id,
      OrderStepInputSchema.parse(input),
      uploads,
    );
  const proof: OrderUpload = { kind: "payment_proof", name: "transfer.pdf", bytes: new Uint8Array(PDF) };

  /** Created → Payment Waiting: confirmed with shipping included. */
  const toPaymentWaiting = async (id: number) =>
    step(id, { step: "confirm", shipping: "included", leadTimeDays: "20" });
  /** … → Shipment Waiting: the buyer paid (with a proof) and the supplier's finance approved it. */
  const toShipmentWaiting = async (id: number) => {
    await toPaymentWaiting(id);
    await step(
      id,
      { step: "declare_payment", amount: "2875", paidOn: "2026-11-20", bankReference: "TRX-1" },
      buyer,
      [proof],
    );
    await step(id, { step: "approve_payment" }, finance);
  };
  /** … → Shipped, by sea, with a tracking number. */
  const toShipped = async (id: number) => {
    await toShipmentWaiting(id);
    await step(id, {
      step: "ship",
      carrier: "Maersk",
      trackingNumber: "MSKU1234567",
      shippedOn: "2026-11-25",
      method: "sea",
    });
  };
  const read = (id: number) =>
    d.db.selectFrom("orders").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  const documents = (id: number) =>
    d.db.selectFrom("order_documents").selectAll().where("order_id", "=", id).execute();
  return {
    companyId,
    owner,
    finance,
    buyer,
    otherBuyer,
    order,
    step,
    proof,
    toPaymentWaiting,
    toShipmentWaiting,
    toShipped,
    read,
    documents,
  };
}
