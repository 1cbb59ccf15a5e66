import { CONTENT_PAGE_SLUGS } from "#core/urls/content-pages.ts";
import { ORDER_FORM_FIELDS } from "./order-form-fields.ts";
import { PRODUCT_EDITOR } from "./product-editor-fields.ts";
import { QUOTE_FORM_FIELDS } from "./quote-form-fields.ts";
import { RFQ_FORM_FIELDS } from "./rfq-form-fields.ts";

/**
 * The fields each form action reads, with values that pass its checks, so the fuzzer gets past
 * the first check and into the services before it swaps a value for a hostile one. Keyed by
 * route id; fuzz.property.test.ts fails when a route with an action is missing here, so a new
 * form cannot be forgotten.
 */
export type FormFields = Record<string, string[]>;

const ID = ["1", "2", "3"];
const EMAIL = ["buyer@caravan.test", "someone.new@example.com"];
const TEXT = ["A fair question about delivery times and packaging."];
const message: FormFields = {
  requestUserName: ["Bora Yılmaz"],
  requestCompany: ["Bosphorus Retail Ltd."],
  requestUserPhone: ["+90 212 555 0100"],
  requestUserMail: EMAIL,
  subject: ["Delivery"],
  requestDetails: TEXT,
  message: TEXT,
};

const conversationReport: FormFields = {
  reason: ["spam", "harassment", "fraud", "other"],
  details: TEXT,
  messageId: ID,
};

const helpContact: FormFields = { name: ["Bora"], email: EMAIL, subject: ["Question"], message: TEXT };

export const FORM_FIELDS: Record<string, FormFields> = {
  ...ORDER_FORM_FIELDS,
  ...QUOTE_FORM_FIELDS,
  ...RFQ_FORM_FIELDS,
  "routes/login": {
    email: EMAIL,
    password: ["caravan-demo", "wrong-password"],
    returnUrl: ["/", "/中文", "/profile"],
  },
  "routes/logout": {},
  "routes/register": {
    accountType: ["buy", "sell"],
    firstName: ["Ada"],
    lastName: ["Lovelace"],
    email: EMAIL,
    phone: ["+44 20 7946 0958"],
    companyName: ["Analytical Engines"],
    password: ["a long enough passphrase"],
    passwordConfirm: ["a long enough passphrase"],
    acceptTerms: ["on"],
  },
  "routes/forgot-password": { email: EMAIL },
  "routes/confirmation": { returnUrl: ["/", "/中文", "/profile"] },
  "routes/profile/security": {
    intent: ["change-password", "sign-out-everywhere"],
    currentPassword: ["caravan-demo", "wrong-password"],
    password: ["a long enough passphrase"],
    passwordConfirm: ["a long enough passphrase"],
  },
  "routes/reset-password": {
    password: ["a long enough passphrase"],
    passwordConfirm: ["a long enough passphrase"],
  },
  "routes/profile/cart": { intent: ["update-quantity", "remove-line"], lineId: ID, quantity: ["1", "5"] },
  "routes/supplier/switch": { companyId: ID },
  // A conversation's compose form (its files come as multipart).
  "routes/profile/meeting/conversation": { intent: ["send"], body: TEXT },
  "routes/supplier/messages/conversation": { intent: ["send"], body: TEXT },
  "routes/supplier/products/list": {
    bulk: ["submit", "publish", "unpublish", "translate", "delete"],
    ids: ID,
  },
  "routes/supplier/inquiries/list": {
    bulk: ["assign", "archive", "spam"],
    ids: ID,
    assignee: ["", ...ID],
  },
  "routes/supplier/inquiries/detail": {
    intent: ["status", "stage", "assign", "note"],
    from: ["Open", "Contacted", "Lost"],
    to: ["Closed", "Spam", "Replied", "Lost", "Won"],
    reason: ["", "Price too high"],
    assignee: ["", ...ID],
    body: TEXT,
  },
  "routes/supplier/products/new": PRODUCT_EDITOR,
  "routes/supplier/products/edit": PRODUCT_EDITOR,
  "routes/supplier/products/import": {
    intent: ["upload", "check", "start"],
    run: ID,
    "header.0": ["SKU"],
    "column.0": ["sku", "name.en"],
  },
  "routes/console/products": {
    items: ["product-1", "change-1", "product-2"],
    decision: ["approve", "reject"],
    reason: ["The pictures show another product."],
  },
  "routes/supplier/company/texts": {
    intent: ["save", "translate"],
    lang: ["en", "ar", "tr"],
    introductionHtml: ["<p>We mould <b>plastic</b>.</p>"],
    mainProducts: ["Buckets, crates"],
  },
  "routes/supplier/storefront": {
    intent: ["settings", "upload", "picture"],
    nameKey: ["ruifeng-plastic"],
    themeColor: ["#aa3300"],
    kind: ["logo", "banner"],
    index: ["0", "1"],
    move: ["up", "down", "remove"],
  },
  "routes/supplier/onboarding": {
    intent: ["save", "submit", "logo"],
    displayName: ["Anatolia Textiles"],
    legalName: ["Anatolia Tekstil A.Ş."],
    legalOwner: ["Selin Kaya"],
    country: ["TR", "DE"],
    city: ["Bursa"],
    address: ["Organize Sanayi 12"],
    registeredYear: ["1998"],
    businessTypes: ["manufacturer"],
    inquiryEmail: EMAIL,
    officePhone: ["+90 224 000 00 00"],
    spokenLanguages: ["en", "tr"],
    writingLang: ["tr"],
    mainProducts: ["Towels"],
    mainMarkets: ["western_europe"],
    employees: ["51_200"],
    paymentTypes: ["tt"],
    deliveryTerms: ["FOB"],
    exportPercentage: ["70"],
    minimumOrderValue: ["1250.50"],
    minimumOrderCurrency: ["USD"],
  },
  "routes/supplier/team": {
    intent: ["invite", "change-role", "remove", "revoke"],
    email: EMAIL,
    role: ["viewer", "catalog_editor", "owner"],
    userId: ID,
    invitationId: ID,
  },
  "routes/invitation": { token: ["aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"] },
  "routes/supplier/certificates": {
    intent: ["save", "delete"],
    id: ID,
    name: ["ISO 9001"],
    authorizingBody: ["TÜV"],
    certificateNumber: ["Q-1"],
    startDate: ["2026-01-01"],
    endDate: ["2028-01-01"],
  },
  "routes/supplier/verification": {
    intent: ["save", "delete"],
    id: ID,
    documentType: ["business_licence", "other"],
    expiresOn: ["2028-01-01", ""],
  },
  "routes/console/company-evidence": {
    kind: ["document", "certificate"],
    id: ID,
    decision: ["approve", "reject"],
    reason: TEXT,
  },
  "routes/campaign-unsubscribe": { cid: ID, campid: ID, clid: ID, email: EMAIL },
  ...Object.fromEntries(CONTENT_PAGE_SLUGS.map((slug) => [`page-${slug}`, helpContact])),
  "routes/product/product-page": {
    intent: ["add-to-cart", "comment", "delete-comment", "purchase-request"],
    quantity: ["1", "10"],
    "variation-1": ID,
    stars: ["1", "5"],
    text: TEXT,
    id: ID,
    ...message,
    unitType: ["piece"],
    requestDate: ["2030-01-15"],
  },
  "routes/company/contact": message,
  "routes/console/comments": { id: ID, approve: ["true", "false"] },
  "routes/console/messages": { id: ID, decision: ["dismiss", "action"] },
  "routes/profile/notifications": { emailUnread: ["on", ""], includeText: ["on", ""] },
  "routes/profile/meeting-report": conversationReport,
  "routes/profile/meeting-block": { intent: ["block", "unblock"] },
  "routes/supplier/messages-report": conversationReport,
  "routes/supplier/messages-block": { intent: ["block", "unblock"] },
  "routes/console/help-center": { id: ID, intent: ["archive", "restore", "delete"] },
  "routes/console/jobs": { id: ID },
  "routes/console/supplier": {
    intent: ["trust", ""],
    trusted: ["1", "0"],
    decision: ["approve", "reject", "suspend", "reinstate"],
    reason: ["Business licence checked against the registry."],
  },
  "routes/console/campaigns": {
    intent: ["createList", "renameList", "deleteList", "deleteCampaign"],
    id: ID,
    name: ["Spring buyers"],
  },
  "routes/console/contact-list": {
    intent: ["addMember", "removeMember"],
    email: EMAIL,
    name: ["Ada"],
    id: ID,
  },
  "admin-campaign-new": { name: ["Spring"], subject: ["News"], contactListId: ID, body: TEXT },
  "admin-campaign-edit": { name: ["Spring"], subject: ["News"], contactListId: ID, body: TEXT },
  "routes/console/seo/list": { id: ID },
  "admin-seo-new": seoRecord(),
  "admin-seo-edit": { ...seoRecord(), intent: ["save", "delete"] },
  "routes/console/synonyms/list": { id: ID, version: ["1", "2"] },
  "admin-synonyms-new": {
    intent: ["save"],
    terms: ["hoodie\nhooded sweatshirt", "t-shirt, tee"],
    lang: ["", "en", "tr"],
  },
  "admin-synonyms-edit": {
    intent: ["save", "delete"],
    terms: ["hoodie\nhooded sweatshirt", "t-shirt, tee"],
    lang: ["", "en"],
    version: ["1", "2"],
  },
  "routes/console/seo/categories": {
    intent: ["save", "clear"],
    title: ["Gloves"],
    description: TEXT,
    keywords: ["gloves"],
    content: TEXT,
    banners: ["/media/banner.jpg", "https://example.com/a.jpg"],
  },
  "routes/console/translation": { text: ["Hello"], target: ["tr", "ar"] },
  "routes/console/merchandising/banners": {
    intent: ["move", "toggle", "delete"],
    id: ID,
    direction: ["up", "down"],
    lang: ["all", "en"],
    active: ["true", "false"],
  },
  "merchandising-banner-new": {
    description: ["Spring sale"],
    targetUrl: ["/products"],
    lang: ["all", "en"],
    active: ["on"],
  },
  "merchandising-banner-edit": {
    description: ["Spring sale"],
    targetUrl: ["/products"],
    lang: ["all", "en"],
    active: ["on"],
  },
  "routes/console/merchandising/sponsors": {
    intent: ["add", "move", "remove"],
    companyId: ID,
    id: ID,
    direction: ["up", "down"],
  },
  "routes/console/merchandising/products": {
    intent: ["add", "move", "remove"],
    kind: ["recommended", "opportunity"],
    productId: ID,
    id: ID,
    direction: ["up", "down"],
  },
  "routes/console/merchandising/categories": {
    intent: ["row", "rowClear", "tile"],
    position: ["1", "4"],
    categoryCode: ["001", "001001"],
    id: ["1"],
  },
};

function seoRecord(): FormFields {
  return {
    language: ["en", "tr"],
    pageTitle: ["Gloves wholesale"],
    pageDescription: TEXT,
    keywords: ["gloves"],
    seoUrl: ["gloves-wholesale"],
    categoryId: ["", "001"],
    seoContent: TEXT,
    searchKind: ["", "f", "c", "pp", "cp"],
    searchKey: ["gloves", "TR"],
    searchParams: ["", "p=1"],
  };
}
