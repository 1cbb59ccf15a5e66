import type { FilterOption, OptionPage } from "../../../app/schemas/search.ts";
import { foldText } from "./text-tokens.ts";

export interface OptionSource {
  /** Counts by ordinal (0 unused). */
  counts: Uint32Array;
  /** Code of each ordinal. */
  codes: readonly string[];
  nameOf: (code: string, ordinal: number) => string;
  /** Ordinal of a code (for the selected ones), undefined when unknown. */
  find: (code: string) => number | undefined;
  /** Folded names by ordinal, for searching; folded on the fly when absent. */
  foldedNames?: (ordinal: number) => string;
  /** Only these ordinals (a variation group's options); all when absent. */
  ordinals?: readonly number[];
}

/**
 * One page of a group's options: the selected ones (with their counts, whatever they are), then
 * the others with products, most products first, then by name. `search` keeps options whose
 * name contains it (accents and case ignored).
 */
export function optionPage(
  source: OptionSource,
  selectedCodes: readonly string[],
  page: number,
  size: number,
  search?: string,
): OptionPage {
  const selectedSet = new Set(selectedCodes);
  const selected: FilterOption[] = [];
  const ordinals = source.ordinals ?? source.counts.keys();
  const wanted = search ? foldText(search) : "";
  let candidates: { ordinal: number; count: number }[] = [];
  for (const ordinal of ordinals) {
    if (ordinal === 0) continue;
    const count = source.counts[ordinal]!;
    if (count === 0) continue;
    const code = source.codes[ordinal]!;
    if (selectedSet.has(code)) continue;
    if (wanted) {
      const folded = source.foldedNames
        ? source.foldedNames(ordinal)
        : foldText(source.nameOf(code, ordinal));
      if (!folded.includes(wanted)) continue;
    }
    candidates.push({ ordinal, count });
  }
  for (const code of selectedCodes) {
    const ordinal = source.find(code);
    selected.push({
      code,
      name: ordinal === undefined ? code : source.nameOf(code, ordinal),
      count: ordinal === undefined ? 0 : source.counts[ordinal]!,
    });
  }
  // Only the first pages are ever asked for: keep the top (page + 1) * size + 1 by count, then
  // name them and sort ties by name.
  const keep = (page + 1) * size + 1;
  if (candidates.length > keep * 4) {
    const threshold = kthLargest(
      candidates.map((c) => c.count),
      keep,
    );
    candidates = candidates.filter((c) => c.count >= threshold);
  }
  const named = candidates.map((c) => {
    const code = source.codes[c.ordinal]!;
    return { code, name: source.nameOf(code, c.ordinal), count: c.count };
  });
  named.sort((a, b) => b.count - a.count || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const options = named.slice(page * size, page * size + size);
  return { selected, options, hasMore: named.length > (page + 1) * size };
}

function kthLargest(values: number[], k: number): number {
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.max(0, sorted.length - k)]!;
}
