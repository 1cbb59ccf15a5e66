import { formatDate, formatNumber, languageName } from "#core/i18n/format.ts";
import type { Lang } from "#core/i18n/languages.ts";
import { productPath } from "#core/rules/slug.ts";
import type { PurchaseRequest } from "#core/schemas/purchase-request.ts";
import { AppError } from "#server/lib/errors.ts";
import { translator } from "#server/lib/i18n.ts";
import { requireConfirmedEmail } from "#server/modules/accounts/index.ts";
import { findDealProduct } from "#server/modules/products/index.ts";
import { type DealDeps, getSellerCompany, openDeal } from "./deal.service.ts";

export interface ProductDealInput {
  buyerUserId: number;
  productId: number;
  lang: Lang;
  /** The site the buyer used (scheme://host), for the product link in the supplier's e-mail. */
  origin: string;
  request: PurchaseRequest;
}

/**
 * The product page's purchase request creates a deal with source 'product',
 * an empty rfqID and productInfo {categoryId: the product's category, name: its names by
 * language, quantity, unitType}, the planned purchase date as requestDate, for the product's
 * company. Translation, the opening state and the supplier's e-mail are `openDeal`'s. Writing to
 * a supplier needs a confirmed e-mail address.
 */
export async function createProductDeal(deps: DealDeps, input: ProductDealInput): Promise<number> {
  await requireConfirmedEmail(deps, input.buyerUserId);
  const product = await findDealProduct(deps.db, input.productId);
  if (!product) throw new AppError("not_found");
  const company = await getSellerCompany(deps, product.company_id);
  const { request } = input;
  const name = product.names[input.lang] ?? product.names.en ?? Object.values(product.names)[0] ?? "";
  const t = translator("en");
  return openDeal(deps, {
    company,
    buyerUserId: input.buyerUserId,
    lang: input.lang,
    source: "product",
    origin: input.origin,
    contact: {
      company: request.requestCompany,
      name: request.requestUserName,
      mail: request.requestUserMail,
      phone: request.requestUserPhone,
    },
    subject: request.subject,
    message: request.message,
    product: {
      id: product.id,
      categoryCode: product.category_code,
      names: product.names,
      quantity: request.quantity,
      unitType: request.unitType,
      requestDate: request.requestDate,
    },
    mail: {
      subject: t("purchaseRequest.mail.subject", { subject: request.subject }),
      text: t("purchaseRequest.mail.body", {
        company: company.name,
        product: product.names.en ?? name,
        url: `${input.origin}${productPath(name, product.id)}`,
        quantity: formatNumber("en", request.quantity),
        unit: t(`units.${request.unitType}`),
        date: formatDate("en", request.requestDate),
        name: request.requestUserName,
        buyerCompany: request.requestCompany,
        email: request.requestUserMail,
        phone: request.requestUserPhone,
        subject: request.subject,
        message: request.message,
        language: languageName("en", input.lang),
      }),
    },
  });
}
