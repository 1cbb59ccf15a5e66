import { formatDate } from "#core/i18n/format.ts";
import { hostForLang, type Lang } from "#core/i18n/languages.ts";
import { type OrderSide, type OrderStatus, turnOf } from "#core/rules/order-flow.ts";
import { orderNumber } from "#core/schemas/orders.ts";
import type { Config } from "#server/config.ts";
import type { AppDeps } from "#server/deps.ts";
import { translator } from "#server/lib/i18n.ts";
import { roleMay, TEAM_ROLES } from "#server/modules/companies/index.ts";
import {
  type Notice,
  notifyAddress,
  notifyCompanyMembers,
  notifyUser,
} from "#server/modules/notifications/index.ts";
import type { OrderChange } from "./order-commit.ts";
import type { OrderRow } from "./orders.repo.ts";

/** What an order e-mail needs of the site: where its pages are, and who answers for the operator. */
export type OrderSite = Pick<Config, "siteHost" | "siteProtocol" | "supportEmail">;
export type OrderMailDeps = Pick<AppDeps, "db" | "clock"> & { site: OrderSite };

/**
 * The supplier's members told about its orders: those whose role may act on them (take steps or
 * approve payments). Viewers may read the orders but are not e-mailed about each step.
 */
export const ORDER_MAIL_ROLES = TEAM_ROLES.filter(
  (role) => roleMay(role, "orders.manage") || roleMay(role, "payments.approve"),
);

/** The order's page for a side, on the host of the reader's language. */
export function orderLink(site: OrderSite, side: OrderSide, orderId: number, lang: Lang): string {
  const path = side === "buyer" ? `/profile/orders/${orderId}` : `/supplier/orders/${orderId}`;
  return `${site.siteProtocol}://${hostForLang(site.siteHost, lang)}${path}`;
}

/** The operator's page of the order, for the support desk (the console is in English). */
export function consoleOrderLink(site: OrderSite, orderId: number): string {
  return `${site.siteProtocol}://${site.siteHost}/admin/orders/${orderId}`;
}

const numberOf = (order: OrderRow) => orderNumber(order.id);

/** What the reader must do next at this status: "confirm order O-000123". */
export function todoText(lang: Lang, status: OrderStatus, order: OrderRow): string {
  return translator(lang)(`orders.mail.todo.${status}`, { number: numberOf(order) });
}

const deadlineText = (lang: Lang, order: OrderRow) =>
  order.deadline_at ? formatDate(lang, order.deadline_at) : "—";

/** The next step as the reader sees it: theirs, the other side's, the operator's, or none. */
function nextStepText(lang: Lang, reader: OrderSide, order: OrderRow): string {
  const t = translator(lang);
  const turn = turnOf({ status: order.status, refundRequested: order.refund_requested_at !== null });
  if (turn === null) return t(`orders.mail.next.${order.status === "completed" ? "completed" : "closed"}`);
  if (turn === "operator") return t("orders.mail.next.operator");
  const params = { todo: todoText(lang, order.status, order), deadline: deadlineText(lang, order) };
  return t(`orders.mail.next.${turn === reader ? "you" : turn}`, params);
}

/** The line that says what happened, with the reason or note given for it. */
function whatText(lang: Lang, order: OrderRow, change: OrderChange): string {
  const t = translator(lang);
  const key = change.action === "create" && change.to === "proposed" ? "propose" : change.action;
  const what = t(`orders.mail.action.${key}`, { number: numberOf(order) });
  if (!change.reason) return what;
  const label = change.action === "change_lines" ? "orders.mail.note" : "orders.mail.reason";
  return `${what}\n${t(label, { reason: change.reason })}`;
}

/**
 * E-mails the side that did not make the change (both sides when the system or the operator
 * did), each person in their own language, queued in the change's transaction: what happened
 * (and why), the new status, the next step with its deadline and a link to the order. An answer
 * reaches the person who acted, or the operator's support desk for the system's and operator's
 * changes. `order` is the order as it is after the change.
 */
export async function announceOrderChange(
  deps: OrderMailDeps,
  order: OrderRow,
  change: OrderChange,
): Promise<void> {
  const notice = (reader: OrderSide): Notice => ({
    kind: `order.${change.action}`,
    subjectKey: "orders.mail.subject",
    bodyKey: "orders.mail.body",
    params: { number: numberOf(order) },
    paramKeys: { status: `orderStatus.${change.to}` },
    ...(change.party === "buyer" || change.party === "supplier"
      ? { replyToUserId: change.actorUserId }
      : { replyTo: deps.site.supportEmail }),
    localParams: (lang) => ({
      what: whatText(lang, order, change),
      next: nextStepText(lang, reader, order),
      link: orderLink(deps.site, reader, order.id, lang),
    }),
  });
  if (change.party !== "buyer" && order.buyer_user_id !== null)
    await notifyUser(deps, order.buyer_user_id, notice("buyer"));
  if (change.party !== "supplier")
    await notifyCompanyMembers(deps, order.supplier_company_id, ORDER_MAIL_ROLES, notice("supplier"));
}

/** Tells one side of the order: the buyer, or the supplier's members who act on orders. */
export async function notifySide(deps: OrderMailDeps, order: OrderRow, side: OrderSide, notice: Notice) {
  if (side === "buyer") {
    if (order.buyer_user_id !== null) await notifyUser(deps, order.buyer_user_id, notice);
  } else await notifyCompanyMembers(deps, order.supplier_company_id, ORDER_MAIL_ROLES, notice);
}

/**
 * A reminder to the side whose turn it is: `due` before the deadline ("waiting for you: confirm
 * order O-000123 by 14 Dec"), `late` once it has passed.
 */
export async function remindSide(
  deps: OrderMailDeps,
  order: OrderRow,
  side: OrderSide,
  kind: "due" | "late",
): Promise<void> {
  await notifySide(deps, order, side, {
    kind: `order.reminder.${kind}`,
    subjectKey: `orders.mail.reminder.${kind}.subject`,
    bodyKey: `orders.mail.reminder.${kind}.body`,
    params: { number: numberOf(order) },
    paramKeys: { status: `orderStatus.${order.status}` },
    replyTo: deps.site.supportEmail,
    localParams: (lang) => ({
      todo: todoText(lang, order.status, order),
      deadline: deadlineText(lang, order),
      link: orderLink(deps.site, side, order.id, lang),
    }),
  });
}

/**
 * The balance of an order is overdue; a deposit was approved, so the order may not simply close:
 * both sides and the operator's support desk are told, and the operator settles it.
 */
export async function flagOverdueBalance(deps: OrderMailDeps, order: OrderRow): Promise<void> {
  const notice = (side: OrderSide): Notice => ({
    kind: "order.balance_overdue",
    subjectKey: "orders.mail.balanceOverdue.subject",
    bodyKey: "orders.mail.balanceOverdue.body",
    params: { number: numberOf(order) },
    replyTo: deps.site.supportEmail,
    localParams: (lang) => ({
      deadline: deadlineText(lang, order),
      link: orderLink(deps.site, side, order.id, lang),
    }),
  });
  await notifySide(deps, order, "buyer", notice("buyer"));
  await notifySide(deps, order, "supplier", notice("supplier"));
  await notifyAddress(deps, {
    ...notice("supplier"),
    toEmail: deps.site.supportEmail,
    lang: "en",
    params: { number: numberOf(order), name: "Caravan" },
    localParams: (lang) => ({
      deadline: deadlineText(lang, order),
      link: consoleOrderLink(deps.site, order.id),
    }),
  });
}
