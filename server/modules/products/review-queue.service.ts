import { type ReviewedFields, splitProductInput } from "#core/schemas/product-editor.ts";
import type { ReviewDecisionInput, ReviewItemKey } from "#core/schemas/product-review.ts";
import type { AppDeps } from "#server/deps.ts";
import { AppError } from "#server/lib/errors.ts";
import { type Actor, isStaff } from "#server/modules/accounts/index.ts";
import { decideChangeRequest } from "./change-request.service.ts";
import { diffProductFields, type FieldChange } from "./product-diff.ts";
import { readProductInput } from "./product-input.read.ts";
import { changeProductStatus } from "./product-status.service.ts";
import { findOwnProduct } from "./product-write.repo.ts";
import * as repo from "./review-queue.repo.ts";

type Deps = Pick<AppDeps, "db" | "clock" | "config">;

/** Items of the queue shown at once (each with its whole difference). */
export const REVIEW_QUEUE_PAGE = 10;

export interface ReviewQueueItem {
  key: ReviewItemKey;
  kind: "product" | "change";
  productId: number;
  companyId: number;
  companyName: string;
  name: string;
  submittedAt: string;
  changes: FieldChange[];
  /** Names of the categories and variation options the changes mention, by code. */
  names: { categories: Record<string, string>; options: Record<string, string> };
  /** What goes live without review, for context: the price and the minimum order. */
  live: {
    currency: string;
    priceMin: string | null;
    priceMax: string | null;
    unit: string | null;
    moq: number | null;
    moqUnit: string | null;
  };
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", nbsp: " " };
/** A description as the operator compares it: its words, without the markup. */
export function plainText(html: string | null): string | null {
  if (html === null) return null;
  return html
    .replace(/<(br|\/p|\/li|\/h\d)\s*\/?>/gi, "\n")
    .replace(/<[^>]*>/g, " ")
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, e: string) => ENTITIES[e] ?? "")
    .replace(/[ \t]+/g, " ")
    .replace(/ *\n */g, "\n")
    .trim();
}

const nameIn = (texts: ReviewedFields["texts"], lang: string) =>
  texts[lang as keyof typeof texts]?.name ?? texts.en?.name ?? Object.values(texts)[0]?.name ?? "";

/**
 * The operator's queue, the oldest first: new products waiting for their first review (every
 * field, against nothing) and change requests of reviewed products (against the live product),
 * each as its difference field by field and language by language. Staff only.
 */
export async function listReviewQueue(deps: Deps, actor: Actor, lang: string, page = 1) {
  if (!isStaff(actor.roles)) throw new AppError("not_allowed");
  const upTo = page * REVIEW_QUEUE_PAGE;
  const [products, requests, counts] = await Promise.all([
    repo.findWaitingProducts(deps.db, upTo),
    repo.findPendingChangeRequests(deps.db, upTo),
    repo.countWaiting(deps.db),
  ]);
  const waiting = [
    ...products.map((p) => ({ kind: "product" as const, id: p.product_id, payload: null, ...p })),
    ...requests.map((r) => ({ kind: "change" as const, ...r })),
  ]
    .sort((a, b) => String(a.submitted_at ?? "").localeCompare(String(b.submitted_at ?? "")) || a.id - b.id)
    .slice(upTo - REVIEW_QUEUE_PAGE, upTo);
  const items: ReviewQueueItem[] = [];
  for (const w of waiting) {
    const row = await findOwnProduct(deps.db, w.company_id, w.product_id);
    if (!row) continue;
    const { live, reviewed } = splitProductInput(await readProductInput(deps.db, row));
    const after = w.payload ? (JSON.parse(w.payload) as ReviewedFields) : reviewed;
    // Descriptions compare by their words: the stored one is sanitised markup, a request's as sent.
    const changes = diffProductFields(w.kind === "change" ? reviewed : null, after)
      .map((c) =>
        c.field === "description" ? { ...c, before: plainText(c.before), after: plainText(c.after) } : c,
      )
      .filter((c) => c.field !== "description" || c.before !== c.after);
    const categories = [...new Set([reviewed.categoryCode, after.categoryCode])];
    const options = [...new Set([...reviewed.variationOptions, ...after.variationOptions])];
    const names = await repo.findVocabularyNames(deps.db, lang, categories, options);
    items.push({
      key: `${w.kind}-${w.id}`,
      kind: w.kind,
      productId: w.product_id,
      companyId: w.company_id,
      companyName: w.company_name,
      name: nameIn(after.texts, lang),
      submittedAt: String(w.submitted_at ?? row.updated_at),
      changes,
      names: { categories: Object.fromEntries(names.categories), options: Object.fromEntries(names.options) },
      live: {
        currency: live.fobCurrency,
        priceMin: live.priceMin,
        priceMax: live.priceMax,
        unit: live.fobUnit,
        moq: live.minOrderQuantity,
        moqUnit: live.minOrderUnit,
      },
    });
  }
  return { items, counts, page, pageSize: REVIEW_QUEUE_PAGE, total: counts.products + counts.changes };
}

/**
 * The operator's decision on one or several queue items (a new product or a change request):
 * each goes through its own guarded service, which audits it and e-mails the supplier. An item
 * decided meanwhile (by another reviewer) is counted as skipped.
 */
export async function decideReviewItems(
  deps: Deps,
  actor: Actor,
  input: ReviewDecisionInput,
): Promise<{ done: number; skipped: number }> {
  if (!isStaff(actor.roles)) throw new AppError("not_allowed");
  let done = 0;
  for (const key of new Set(input.items)) {
    const [kind, id] = key.split("-") as ["product" | "change", string];
    try {
      if (kind === "product")
        await changeProductStatus(deps, actor, Number(id), input.decision, input.reason);
      else await decideChangeRequest(deps, actor, Number(id), input.decision, input.reason);
      done += 1;
    } catch (error) {
      if (!(error instanceof AppError && error.code === "conflict")) throw error;
    }
  }
  return { done, skipped: input.items.length - done };
}

/** How many new products and change requests wait for the operator (the console's first page). */
export async function countReviewQueue(db: Deps["db"]): Promise<number> {
  const counts = await repo.countWaiting(db);
  return counts.products + counts.changes;
}
