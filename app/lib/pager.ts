export type PagerItem = { kind: "page"; page: number; current: boolean } | { kind: "gap"; key: string };

/**
 * The buttons of a pager over zero-based pages: a window of `buttons` consecutive pages around the
 * current one (shifted, not shrunk, near the ends), plus the first and last page when the window
 * does not reach them, with a gap where pages are skipped. One page or none needs no pager.
 */
export function pagerItems(current: number, totalPages: number, buttons = 5): PagerItem[] {
  const total = Math.floor(totalPages);
  if (!(total > 1)) return [];
  const width = Math.min(Math.max(1, Math.floor(buttons) || 1), total);
  const at = Math.min(Math.max(0, Math.floor(current) || 0), total - 1);
  const first = Math.min(Math.max(0, at - Math.floor(width / 2)), total - width);
  const last = first + width - 1;

  const page = (n: number): PagerItem => ({ kind: "page", page: n, current: n === at });
  const items: PagerItem[] = [];
  if (first > 0) items.push(page(0));
  if (first > 1) items.push({ kind: "gap", key: "gap-start" });
  for (let n = first; n <= last; n++) items.push(page(n));
  if (last < total - 2) items.push({ kind: "gap", key: "gap-end" });
  if (last < total - 1) items.push(page(total - 1));
  return items;
}
