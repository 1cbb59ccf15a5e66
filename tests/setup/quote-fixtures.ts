import type { Lang } from "#core/i18n/languages.ts";
import { addDays, dayOf, type QuoteStatus } from "#core/rules/quote-flow.ts";
import { type QuoteRevisionInput, quoteFormCheck } from "#core/schemas/quote.ts";
import type { TeamRole } from "#server/db/schema/account-tables.ts";
import type { Actor } from "#server/modules/accounts/index.ts";
import { type DealValues, insertDeal } from "#server/modules/deals/index.ts";
import {
  type QuoteTarget,
  type QuoteUpload,
  type SaveQuoteOptions,
  saveQuote,
} from "#server/modules/quotes/index.ts";
import { activeCompany } from "./conversation-service-fixtures.ts";
import { user } from "./evidence-fixtures.ts";
import { RFQ_CATEGORY, rfqFixtures } from "./quote-rfq-fixtures.ts";
import type { TestDeps } from "./test-db.ts";

/** The languages the world's people read: each side's e-mails are checked in theirs. */
export const QUOTE_MEMBER_LANGS: Record<TeamRole, Lang> = {
  owner: "de",
  admin: "en",
  sales: "tr",
  finance: "ar",
  catalog_editor: "ja",
  viewer: "ru",
};
export const QUOTE_BUYER_LANG: Lang = "fr";
/** The parent of the request's leaf category, which the suppliers sell in; and an unrelated one. */
const PARENT_CATEGORY = "100";
const OTHER_CATEGORY = "200";

/** The form of a revision as the page posts it: one line of 500 bath towels, two price rows, FOB Istanbul. */
export function quoteForm(values: Record<string, string> = {}): Record<string, string> {
  return {
    "lines.0.product": "",
    "lines.0.name": "Bath towel",
    "lines.0.variation": "Colour: White",
    "lines.0.quantity": "500",
    "lines.0.unit": "piece",
    "lines.0.prices.0.from": "100",
    "lines.0.prices.0.price": "8.10",
    "lines.0.prices.1.from": "1000",
    "lines.0.prices.1.price": "7.5",
    currency: "USD",
    incoterm: "FOB",
    namedPlace: "Istanbul",
    depositPercent: "",
    balanceDue: "",
    leadTimeDays: "30",
    shipping: "included",
    shippingCost: "",
    validUntil: "",
    note: "",
    ...values,
  };
}

/**
 * A world for the quote tests: a supplier company (active, with bank details, selling in the
 * request's category) with a member of each team role, each reading another language, and a
 * product with price tiers named in English and French; a second supplier (active, bank details,
 * same category) with its owner; a third selling in another category; a buyer who reads French
 * and another buyer. Ways to add inquiries and requests, to save and send revisions, and to read
 * what the tests check.
 */
export async function quoteWorld(d: TestDeps) {
  await d.db
    .insertInto("categories")
    .values([
      { code: PARENT_CATEGORY, parent_code: null, level: 1 },
      { code: RFQ_CATEGORY, parent_code: PARENT_CATEGORY, level: 2 },
      { code: OTHER_CATEGORY, parent_code: null, level: 1 },
    ])
    .execute();
  const supplier = async (name: string, category: string) => {
    const id = await activeCompany(d.db, name);
    await d.db.insertInto("company_categories").values({ company_id: id, category_code: category }).execute();
    await d.db
      .insertInto("company_payment_details")
      .values({
        company_id: id,
        account_holder: `${name} Ltd.`,
        bank_name: "Bosphorus Bank",
        account_number: "TR33 0006 1005 1978 6457 8413 26",
        swift: "BOSPTRIS",
      })
      .execute();
    return id;
  };
  const companyId = await supplier("Anatolia Textiles", PARENT_CATEGORY);
  const otherCompanyId = await supplier("Aegean Linen", RFQ_CATEGORY);
  const outsiderCompanyId = await supplier("Marmara Metals", OTHER_CATEGORY);
  const members = {} as Record<TeamRole, Actor>;
  for (const role of Object.keys(QUOTE_MEMBER_LANGS) as TeamRole[]) {
    members[role] = await user(d.db, ["supplier"], QUOTE_MEMBER_LANGS[role]);
    await d.db
      .insertInto("company_members")
      .values({ company_id: companyId, user_id: members[role].id, role })
      .execute();
  }
  const ownerOf = async (company: number) => {
    const owner = await user(d.db, ["supplier"]);
    await d.db
      .insertInto("company_members")
      .values({ company_id: company, user_id: owner.id, role: "owner" })
      .execute();
    return owner;
  };
  const otherOwner = await ownerOf(otherCompanyId);
  const outsiderOwner = await ownerOf(outsiderCompanyId);
  const buyer = await user(d.db, ["buyer"], QUOTE_BUYER_LANG);
  const otherBuyer = await user(d.db, ["buyer"]);
  await d.db
    .updateTable("users")
    .set({ first_name: "Ada", last_name: "Martin", company_name: "Martin Import SARL", phone: "+33 1 23 45" })
    .where("id", "=", buyer.id)
    .execute();

  const { id: productId } = await d.db
    .insertInto("products")
    .values({
      company_id: companyId,
      category_code: RFQ_CATEGORY,
      place_of_origin: "TR",
      fob_unit: "piece",
      fob_currency: "USD",
      fob_price_min: 7.25,
      fob_price_max: 8.1,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await d.db
    .insertInto("product_texts")
    .values([
      { product_id: productId, lang: "en", name: "Bath towel 70x140" },
      { product_id: productId, lang: "fr", name: "Serviette de bain 70x140" },
    ])
    .execute();
  await d.db
    .insertInto("product_price_tiers")
    .values([
      { product_id: productId, min_quantity: 100, fob_price: 8.1 },
      { product_id: productId, min_quantity: 1000, fob_price: 7.5 },
      { product_id: productId, min_quantity: 5000, fob_price: 7.25 },
    ])
    .execute();

  const now = () => d.clock.now();
  const today = () => dayOf(now());

  /** One of the company's inquiries from the buyer (500 pieces of the product), at Contacted. */
  const deal = (values: Partial<DealValues> = {}) =>
    insertDeal(d.db, {
      seller_company_id: companyId,
      buyer_user_id: buyer.id,
      source: "product",
      request_language: "fr",
      buyer_subject: JSON.stringify({ fr: "Serviettes pour hôtel", en: "Towels for a hotel" }),
      buyer_message: JSON.stringify({ fr: "Bonjour, 500 serviettes.", en: "Hello, 500 towels." }),
      buyer_pictures: "[]",
      product_id: productId,
      product_quantity: 500,
      product_unit_type: "piece",
      request_user_name: "Ada Martin",
      request_company: "Martin Import SARL",
      request_user_mail: "ada@example.com",
      request_user_phone: "+33 1 23 45",
      seller_status: "Open",
      seller_stage: "Contacted",
      ...values,
    });

  const { rfq, readRfq } = rfqFixtures(d, buyer.id);

  /** A revision as the service takes it: the form checked as the page checks it (valid 30 days unless told). */
  const input = (values: Record<string, string> = {}): QuoteRevisionInput => {
    const result = quoteFormCheck(today()).safeParse(
      quoteForm({ validUntil: addDays(today(), 30), ...values }),
    );
    if (!result.success) throw new Error(`quote form refused: ${JSON.stringify(result.error.issues)}`);
    return result.data;
  };

  /** Saves (and by default sends) a revision as `who` (a sales member unless told). */
  const save = (
    target: QuoteTarget,
    options: Partial<SaveQuoteOptions> & {
      values?: Record<string, string>;
      who?: Actor | null;
      company?: number;
    } = {},
    files: QuoteUpload[] = [],
  ) =>
    saveQuote(
      d,
      options.who === undefined ? members.sales : options.who,
      options.company ?? companyId,
      target,
      input(options.values),
      files,
      {
        send: options.send ?? true,
        draftVersion: options.draftVersion,
        removeAttachments: options.removeAttachments,
      },
      "en",
    );

  /** A quote on a new inquiry, sent; its id. */
  const sentQuote = async (values: Record<string, string> = {}) => {
    const dealId = await deal();
    return (await save({ dealId }, { values })).quoteId;
  };

  const thread = (quoteId: number) =>
    d.db.selectFrom("quotes").selectAll().where("id", "=", quoteId).executeTakeFirstOrThrow();
  const revisions = (quoteId: number) =>
    d.db
      .selectFrom("quote_revisions")
      .selectAll()
      .where("quote_id", "=", quoteId)
      .orderBy("number")
      .execute();
  const revision = async (quoteId: number, number?: number) => {
    const all = await revisions(quoteId);
    return number === undefined ? all.at(-1)! : all.find((r) => r.number === number)!;
  };
  /** Puts the quote's latest revision at `status` (what a test needs, not how it got there). */
  const setStatus = (quoteId: number, status: QuoteStatus, set: Record<string, unknown> = {}) =>
    d.db
      .updateTable("quote_revisions")
      .set({ status, ...set })
      .where("quote_id", "=", quoteId)
      .where("number", "=", (eb) =>
        eb
          .selectFrom("quote_revisions as r")
          .select((e) => e.fn.max("r.number").as("n"))
          .where("r.quote_id", "=", quoteId),
      )
      .execute();
  const readDeal = (id: number) =>
    d.db.selectFrom("deals").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  const notices = (kind: string) =>
    d.db.selectFrom("notifications").selectAll().where("kind", "=", kind).orderBy("id").execute();
  const audits = (action: string) =>
    d.db.selectFrom("audit_log").selectAll().where("action", "=", action).orderBy("id").execute();

  return {
    companyId,
    otherCompanyId,
    outsiderCompanyId,
    members,
    otherOwner,
    outsiderOwner,
    buyer,
    otherBuyer,
    productId,
    today,
    deal,
    rfq,
    input,
    save,
    sentQuote,
    thread,
    revisions,
    revision,
    setStatus,
    readRfq,
    readDeal,
    notices,
    audits,
  };
}
export type QuoteWorld = Awaited<ReturnType<typeof quoteWorld>>;

/** The error a call ends with, or undefined when it succeeds. */
export async function outcome(work: Promise<unknown>): Promise<unknown> {
  return work.then(
    () => undefined,
    (error: unknown) => error,
  );
}
