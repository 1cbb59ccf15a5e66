import { languageName } from "../../../app/i18n/format.ts";
import type { Lang } from "../../../app/i18n/languages.ts";
import type { StorefrontMessage } from "../../../app/schemas/deals.ts";
import type { AppDeps } from "../../deps.ts";
import { AppError } from "../../lib/errors.ts";
import { translator } from "../../lib/i18n.ts";
import { translateToAllLanguages } from "../../lib/translation-service.ts";

type Deps = Pick<AppDeps, "db" | "mailer" | "config" | "log">;

export interface StorefrontDealInput {
  buyerUserId: number;
  sellerCompanyId: number;
  lang: Lang;
  /** Where the supplier reads it: the site's origin, for the link in the e-mail. */
  origin: string;
  message: StorefrontMessage;
}

/**
 * Storefront §3–4: the message form creates a deal — context New, seller status Open, stage
 * Contacted, quantity 0, empty unit, no pictures, subject and message as per-language maps (all
 * languages when a translation service is configured, which runs first and stops the send when
 * it fails), the request language and the seller company. The supplier is told by e-mail.
 */
export async function createStorefrontDeal(deps: Deps, input: StorefrontDealInput): Promise<number> {
  const company = await deps.db
    .selectFrom("companies")
    .select(["id", "name", "email"])
    .where("id", "=", input.sellerCompanyId)
    .executeTakeFirst();
  if (!company) throw new AppError("not_found");
  const { message } = input;
  const [subject, body] = await translateToAllLanguages(deps.config.translation, input.lang, [
    message.subject,
    message.requestDetails,
  ]);
  const deal = await deps.db
    .insertInto("deals")
    .values({
      seller_company_id: company.id,
      buyer_user_id: input.buyerUserId,
      source: "storefront",
      rfq_id: "",
      request_language: input.lang,
      context: "New",
      buyer_subject: JSON.stringify(subject),
      buyer_message: JSON.stringify(body),
      buyer_pictures: "[]",
      buyer_request_date: null,
      product_id: null,
      product_category_code: null,
      product_name: null,
      product_quantity: 0,
      product_unit_type: "",
      request_company: message.requestCompany || null,
      request_user_name: message.requestUserName,
      request_user_mail: message.requestUserMail,
      request_user_phone: message.requestUserPhone,
      seller_title: null,
      seller_status: "Open",
      seller_stage: "Contacted",
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await notifySupplier(deps, company, input);
  return deal.id;
}

/** An e-mail to the company's contact address; a delivery failure is logged, the deal stays. */
async function notifySupplier(
  deps: Deps,
  company: { id: number; name: string; email: string | null },
  input: StorefrontDealInput,
) {
  if (!company.email) return;
  const t = translator("en");
  const { message } = input;
  try {
    await deps.mailer.send({
      to: company.email,
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
    });
  } catch (error) {
    deps.log.error({ err: error, companyId: company.id }, "supplier notification failed");
  }
}
