import type { ResponseFigures } from "#core/schemas/inquiries.ts";
import type { AppDeps } from "#server/deps.ts";
import { findReplyTimes, findReplyTimesOfCompanies } from "./inquiry.repo.ts";

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** The figures cover the inquiries of this many days back from now. */
export const RESPONSE_WINDOW_DAYS = 30;
/** Buyers see a company's figures once this many inquiries make them meaningful. */
export const PUBLIC_FIGURES_MIN_INQUIRIES = 10;

/**
 * How quickly the company answers, over the inquiries of the last 30 days (spam left out): the
 * share answered within 24 hours and the median time to the first reply. An inquiry younger than
 * a day that nobody has answered yet can still make it, so it is not judged yet. The median is
 * taken here from one small row per inquiry, the same way on both databases.
 */
export async function getResponseFigures(
  deps: Pick<AppDeps, "db" | "clock">,
  companyId: number,
): Promise<ResponseFigures> {
  const now = deps.clock.now();
  return figuresOf(await findReplyTimes(deps.db, companyId, windowStart(now)), now);
}

const windowStart = (now: number) => new Date(now - RESPONSE_WINDOW_DAYS * DAY_MS).toISOString();

type ReplyTime = { created_at: string; first_reply_at: string | null };

function figuresOf(rows: ReplyTime[], now: number): ResponseFigures {
  const judged = rows.filter((r) => r.first_reply_at !== null || now - Date.parse(r.created_at) >= DAY_MS);
  const minutes = rows
    .flatMap((r) =>
      r.first_reply_at ? [(Date.parse(r.first_reply_at) - Date.parse(r.created_at)) / MINUTE_MS] : [],
    )
    .sort((a, b) => a - b);
  const inTime = minutes.filter((m) => m <= 24 * 60).length;
  return {
    inquiries: rows.length,
    within24hPercent: judged.length ? Math.round((inTime / judged.length) * 100) : null,
    medianMinutes: minutes.length ? median(minutes) : null,
  };
}

/** The middle of sorted values (the mean of the two middle ones for an even count). */
function median(sorted: number[]): number {
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The figures buyers see on the storefront and product pages: none until there are enough inquiries. */
export async function getPublicResponseFigures(
  deps: Pick<AppDeps, "db" | "clock">,
  companyId: number,
): Promise<ResponseFigures | null> {
  const figures = await getResponseFigures(deps, companyId);
  return isPublic(figures) ? figures : null;
}

/**
 * The figures buyers may see of each of `companyIds`, read in one query (a listing's suppliers):
 * companies without enough inquiries are left out of the answer.
 */
export async function getPublicResponseFiguresOf(
  deps: Pick<AppDeps, "db" | "clock">,
  companyIds: number[],
): Promise<Map<number, ResponseFigures>> {
  const now = deps.clock.now();
  const rows = await findReplyTimesOfCompanies(deps.db, [...new Set(companyIds)], windowStart(now));
  const byCompany = new Map<number, ReplyTime[]>();
  for (const row of rows) {
    const list = byCompany.get(row.seller_company_id) ?? [];
    list.push(row);
    byCompany.set(row.seller_company_id, list);
  }
  const shown = new Map<number, ResponseFigures>();
  for (const [companyId, list] of byCompany) {
    const figures = figuresOf(list, now);
    if (isPublic(figures)) shown.set(companyId, figures);
  }
  return shown;
}

const isPublic = (figures: ResponseFigures) =>
  figures.inquiries >= PUBLIC_FIGURES_MIN_INQUIRIES && figures.within24hPercent !== null;

/**
 * The items (a listing's products) with their supplier's response rate (the share answered within
 * 24 hours, as buyers may see it; null when too few inquiries), read in one query for them all.
 */
export async function withResponseRates<T extends { companyId: number; responseRate: number | null }>(
  deps: Pick<AppDeps, "db" | "clock">,
  items: T[],
): Promise<T[]> {
  if (!items.length) return items;
  const figures = await getPublicResponseFiguresOf(
    deps,
    items.map((item) => item.companyId),
  );
  return items.map((item) => ({
    ...item,
    responseRate: figures.get(item.companyId)?.within24hPercent ?? null,
  }));
}
