import type { OrderStepInput } from "#core/schemas/orders.ts";
import type { Actor } from "#server/modules/accounts/index.ts";
import { localPrivateFileStore } from "#server/modules/files/index.ts";
import {
  createOrder,
  type NewOrderInput,
  type OrderUpload,
  takeOrderStep,
} from "#server/modules/orders/index.ts";
import { PDF } from "./evidence-fixtures.ts";
import { inquiryWorld } from "./inquiry-fixtures.ts";
import type { TestDeps } from "./test-db.ts";

/**
 * The world of the supplier's order pages: the inquiry world's company (a member of each team
 * role), another company, a buyer; orders placed by the buyer through createOrder, the company's
 * bank details, and the buyer's own steps (a declared payment with a PDF proof).
 */
export async function supplierOrderWorld(d: TestDeps) {
  const w = await inquiryWorld(d);
  const order = (input: Partial<NewOrderInput> = {}) =>
    d.db.transaction().execute((trx) =>
      createOrder(
        trx,
        {
          buyerUserId: w.buyer.id,
          supplierCompanyId: w.companyId,
          origin: "cart",
          createdBy: { side: "buyer", userId: w.buyer.id },
          currency: "USD",
          lines: [
            {
              productId: null,
              productName: "Linen towel",
              variations: [{ name: "Colour", value: "Sand" }],
              unit: "piece",
              quantity: 200,
              unitPriceE4: 81_000,
            },
            {
              productId: null,
              productName: "Bath robe",
              variations: [],
              unit: "piece",
              quantity: 50,
              unitPriceE4: 225_000,
            },
          ],
          incoterm: "FOB",
          namedPlace: "Izmir",
          shipTo: { recipient: "Ada Buyer", line1: "Hafenstraße 1", city: "Hamburg", country: "DE" },
          buyerNote: "Please pack in cartons of 20.",
          lang: "en",
          ...input,
        },
        d.clock.now(),
        d.config,
      ),
    );
  const bankDetails = (companyId = w.companyId) =>
    d.db
      .insertInto("company_payment_details")
      .values({
        company_id: companyId,
        account_holder: "Anatolia Tekstil A.Ş.",
        bank_name: "Bosphorus Bank",
        account_number: "TR12 0006 4000 0011 2345 6789 01",
        swift: "BOSPTRIS",
      })
      .execute();
  const read = (id: number) =>
    d.db.selectFrom("orders").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  const store = localPrivateFileStore(d.config.dataDir);
  /** A step of the buyer's side, as the buyer's page takes it. */
  const buyerStep = (id: number, input: OrderStepInput, uploads: OrderUpload[] = []) =>
    takeOrderStep(d, store, w.buyer as Actor, { side: "buyer" }, id, input, uploads);
  const declarePayment = (id: number, amount = "1000.00") =>
    buyerStep(
      id,
      {
        step: "declare_payment",
        amount: Math.round(Number(amount) * 10_000),
        paidOn: "2026-12-01",
        bankReference: "TRX-991",
      },
      [{ kind: "payment_proof", name: "transfer.pdf", bytes: new Uint8Array(PDF) }],
    );
  return { ...w, order, bankDetails, read, buyerStep, declarePayment };
}
