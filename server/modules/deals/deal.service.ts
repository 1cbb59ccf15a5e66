import { languageName } from "#core/i18n/format.ts";
import { isLang, LANG_CODES, type Lang } from "#core/i18n/languages.ts";
import type { StorefrontMessage } from "#core/schemas/storefront-message.ts";
import { durableTransaction } from "#server/db/durable-transaction.ts";
import type { AppDeps } from "#server/deps.ts";
import { AppError } from "#server/lib/errors.ts";
import { translator } from "#server/lib/i18n.ts";
import { hitRateLimit } from "#server/lib/rate-limit.ts";
import { type TranslationSettings, translateToAllLanguages } from "#server/lib/translation-service.ts";
import { requireConfirmedEmail } from "#server/modules/accounts/index.ts";
import { findSellerCompany, isVisibleStatus, type SellerCompany } from "#server/modules/companies/index.ts";
import { conversationForDeal, postCard } from "#server/modules/conversations/index.ts";
import { type DealValues, insertDeal } from "./deal.repo.ts";

export type DealDeps = Pick<AppDeps, "db" | "mailer" | "config" | "log" | "clock">;

/**
 * What every deal carries: the buyer's contact details, subject and message,
 * and for a product-page request the product part. `openDeal` gives it the fixed opening state.
 */
export interface DealDraft {
  company: SellerCompany;
  buyerUserId: number;
  lang: Lang;
  source: "storefront" | "product";
  contact: { company: string | null; name: string; mail: string; phone: string };
  subject: string;
  message: string;
  product: {
    id: number;
    categoryCode: string;
    /** The product's own names by language. */
    names: Record<string, string>;
    quantity: number;
    unitType: string;
    requestDate: string;
  } | null;
  /** The supplier's notification, sent once the deal is stored. */
  mail: { subject: string; text: string };
  /** The site the buyer used (scheme://host): the e-mail's link to the inquiry keeps its scheme. */
  origin: string;
}

/**
 * The steps both kinds of deal share: translation first (subject, message and product name
 * become per-language maps — all 13 languages when a service is configured; a failure stops the
 * send with 'Translation failed' before anything is stored), then the deal with context New,
 * seller status Open and stage Contacted, then the supplier's e-mail with a link to the inquiry.
 */
export async function openDeal(deps: DealDeps, draft: DealDraft): Promise<number> {
  const settings = deps.config.translation;
  const [[subject, message], productName] = await Promise.all([
    translateToAllLanguages(settings, draft.lang, [draft.subject, draft.message]),
    draft.product ? productNameMap(settings, draft.product.names) : null,
  ]);
  const { product, contact } = draft;
  const values: DealValues = {
    seller_company_id: draft.company.id,
    buyer_user_id: draft.buyerUserId,
    source: draft.source,
    rfq_id: "",
    request_language: draft.lang,
    context: "New",
    buyer_subject: JSON.stringify(subject),
    buyer_message: JSON.stringify(message),
    buyer_pictures: "[]",
    buyer_request_date: product?.requestDate ?? null,
    product_id: product?.id ?? null,
    product_category_code: product?.categoryCode ?? null,
    product_name: productName ? JSON.stringify(productName) : null,
    product_quantity: product?.quantity ?? 0,
    product_unit_type: product?.unitType ?? "",
    request_company: contact.company || null,
    request_user_name: contact.name,
    request_user_mail: contact.mail,
    request_user_phone: contact.phone,
    seller_title: null,
    seller_status: "Open",
    seller_stage: "Contacted",
  };
  // The buyer is told the request was sent: it must still be there after a power cut. The deal
  // shows as a card in the buyer's conversation with the company (started if need be), written
  // with it, so both parties answer it there.
  const at = new Date(deps.clock.now()).toISOString();
  const id = await durableTransaction(deps.db, async (trx) => {
    const conversationId = await conversationForDeal(trx, draft.buyerUserId, draft.company.id, at);
    const dealId = await insertDeal(trx, {
      ...values,
      conversation_id: conversationId,
      created_at: at,
      updated_at: at,
    });
    if (conversationId !== null)
      await postCard(trx, {
        conversationId,
        side: "buyer",
        senderUserId: draft.buyerUserId,
        kind: "deal",
        refId: dealId,
        lang: draft.lang,
        at,
      });
    return dealId;
  });
  // The supplier answers from the inquiry's page in their workspace, on the site's main host
  // (not the buyer's language host: the workspace then opens in the supplier's own choice).
  const url = `${new URL(draft.origin).protocol}//${deps.config.siteHost}/supplier/inquiries/${id}`;
  const link = translator("en")("inquiries.mailLink", { url });
  await notifySupplier(deps, draft.company, { ...draft.mail, text: `${draft.mail.text}\n\n${link}` });
  return id;
}

/** The supplier's own names win; a configured service fills only the languages they lack. */
async function productNameMap(settings: TranslationSettings, names: Record<string, string>) {
  const source = names.en ? "en" : Object.keys(names).find(isLang);
  if (!source || LANG_CODES.every((lang) => names[lang])) return names;
  const [translated] = await translateToAllLanguages(settings, source, [names[source]!]);
  return { ...translated, ...names };
}

/** An e-mail to the company's contact address; a delivery failure is logged, the deal stays. */
async function notifySupplier(deps: DealDeps, company: SellerCompany, mail: DealDraft["mail"]) {
  if (!company.email) return;
  try {
    await deps.mailer.send({ to: company.email, ...mail });
  } catch (error) {
    deps.log.error({ err: error, companyId: company.id }, "supplier notification failed");
  }
}

/** Deals a buyer may open per hour, of both kinds together (a brake on spam to suppliers). */
const DEALS_PER_HOUR = 30;
export function countDealAttempt(deps: Pick<DealDeps, "db">, buyerUserId: number): Promise<void> {
  return hitRateLimit(deps.db, `deal:user:${buyerUserId}`, DEALS_PER_HOUR, 60 * 60);
}

/** The supplier a buyer writes to; one buyers may not see (suspended, under review …) is refused. */
export async function getSellerCompany(deps: DealDeps, id: number): Promise<SellerCompany> {
  const company = await findSellerCompany(deps.db, id);
  if (!company) throw new AppError("not_found");
  if (!isVisibleStatus(company.status))
    throw new AppError("conflict", "errors.supplierUnavailable", { form: "errors.supplierUnavailable" });
  return company;
}

export interface StorefrontDealInput {
  buyerUserId: number;
  sellerCompanyId: number;
  lang: Lang;
  /** Where the supplier reads it: the site's origin, for the link in the e-mail. */
  origin: string;
  message: StorefrontMessage;
}

/**
 * The message form creates a deal with quantity 0, an empty unit and no
 * product part; the supplier is told by e-mail. Writing to a supplier needs a confirmed e-mail.
 */
export async function createStorefrontDeal(deps: DealDeps, input: StorefrontDealInput): Promise<number> {
  await requireConfirmedEmail(deps, input.buyerUserId);
  const company = await getSellerCompany(deps, input.sellerCompanyId);
  const { message } = input;
  const t = translator("en");
  return openDeal(deps, {
    company,
    buyerUserId: input.buyerUserId,
    lang: input.lang,
    source: "storefront",
    origin: input.origin,
    contact: {
      company: message.requestCompany || null,
      name: message.requestUserName,
      mail: message.requestUserMail,
      phone: message.requestUserPhone,
    },
    subject: message.subject,
    message: message.requestDetails,
    product: null,
    mail: {
      subject: t("mail.deal.subject", { subject: message.subject }),
      text: t("mail.deal.body", {
        company: company.name,
        name: message.requestUserName,
        buyerCompany: message.requestCompany || "—",
        email: message.requestUserMail,
        phone: message.requestUserPhone,
        subject: message.subject,
        message: message.requestDetails,
        language: languageName("en", input.lang),
      }),
    },
  });
}
