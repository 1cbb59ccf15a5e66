import { formatNumber } from "#core/i18n/format.ts";
import { hostForLang, type Lang } from "#core/i18n/languages.ts";
import type { Config } from "#server/config.ts";
import type { AppDeps } from "#server/deps.ts";
import { translator } from "#server/lib/i18n.ts";
import { roleMay, TEAM_ROLES } from "#server/modules/companies/index.ts";
import { notifyCompanyMembers, notifyUser } from "#server/modules/notifications/index.ts";
import { pickText } from "./rfq-view.ts";
import type { RfqRow, RfqTextRow } from "./rfqs.repo.ts";

/**
 * The e-mails of requests for quotation, each in the reader's own language with links to the
 * page on their language's host: the buyer's when their request closed by itself (full, or its
 * time ran out), and a company's daily digest of new requests in its categories.
 */
export type RfqSite = Pick<Config, "siteHost" | "siteProtocol" | "supportEmail">;
export type RfqMailDeps = Pick<AppDeps, "db" | "clock"> & { site: RfqSite };

/**
 * The members told of new requests: those whose role may quote or act on orders. Viewers and
 * catalogue editors may read the board but are not e-mailed about it.
 */
export const RFQ_DIGEST_ROLES = TEAM_ROLES.filter(
  (role) => roleMay(role, "quotes.send") || roleMay(role, "orders.manage"),
);
/** A digest names at most this many requests; the rest are counted, and all are on the board. */
export const DIGEST_LIST_MAX = 20;

const siteUrl = (site: RfqSite, lang: Lang, path: string) =>
  `${site.siteProtocol}://${hostForLang(site.siteHost, lang)}${path}`;

/** The buyer's page of their request. */
export const buyerRfqLink = (site: RfqSite, rfqId: number, lang: Lang) =>
  siteUrl(site, lang, `/profile/rfqs/${rfqId}`);
/** A supplier's page of a request. */
export const supplierRfqLink = (site: RfqSite, rfqId: number, lang: Lang) =>
  siteUrl(site, lang, `/supplier/rfqs/${rfqId}`);

/** Tells the buyer their request closed full or expired, with how many quotes it received. */
export async function tellBuyerRfqClosed(
  deps: RfqMailDeps,
  rfq: Pick<RfqRow, "id" | "buyer_user_id" | "closed_reason" | "quote_count" | "max_quotes">,
  title: string,
): Promise<void> {
  const reason = rfq.closed_reason === "full" ? "full" : "expired";
  await notifyUser(deps, rfq.buyer_user_id, {
    kind: `rfq.closed.${reason}`,
    subjectKey: "rfq.mail.closed.subject",
    bodyKey: "rfq.mail.closed.body",
    params: { title },
    replyTo: deps.site.supportEmail,
    localParams: (lang) => ({
      what: translator(lang)(`rfq.mail.closed.${reason}`, {
        count: formatNumber(lang, rfq.quote_count),
        max: formatNumber(lang, rfq.max_quotes),
      }),
      link: buyerRfqLink(deps.site, rfq.id, lang),
    }),
  });
}

/**
 * A company's digest: the new requests' titles, each in the member's language when translated
 * (else the buyer's), with a link to each. `rfqIds` newest first; `texts` their text rows.
 */
export async function sendRfqDigest(
  deps: RfqMailDeps,
  company: { id: number; name: string },
  rfqIds: readonly number[],
  texts: readonly RfqTextRow[],
): Promise<number> {
  const shown = rfqIds.slice(0, DIGEST_LIST_MAX);
  const rest = rfqIds.length - shown.length;
  const list = (lang: Lang) => {
    const t = translator(lang);
    const lines = shown.map((id) => {
      const own = texts.filter((r) => r.rfq_id === id);
      const source = own.find((r) => r.origin === "source")?.lang ?? lang;
      return `• ${pickText(own, source, lang).title}\n  ${supplierRfqLink(deps.site, id, lang)}`;
    });
    if (rest > 0) lines.push(t("rfq.mail.digest.more", { count: formatNumber(lang, rest) }));
    return lines.join("\n");
  };
  const ids = await notifyCompanyMembers(deps, company.id, RFQ_DIGEST_ROLES, {
    kind: "rfq.digest",
    subjectKey: "rfq.mail.digest.subject",
    bodyKey: "rfq.mail.digest.body",
    params: { company: company.name },
    replyTo: deps.site.supportEmail,
    localParams: (lang) => ({
      count: formatNumber(lang, rfqIds.length),
      list: list(lang),
      link: siteUrl(deps.site, lang, "/supplier/rfqs"),
    }),
  });
  return ids.length;
}
