import type { FilterOption, OptionPage } from "#core/schemas/search.ts";
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
  const { counts, ordinals } = source;
  const selectedOrdinals = new Set<number>();
  const selected: FilterOption[] = selectedCodes.map((code) => {
    const ordinal = source.find(code);
    if (ordinal !== undefined) selectedOrdinals.add(ordinal);
    return {
      code,
      name: ordinal === undefined ? code : source.nameOf(code, ordinal),
      count: ordinal === undefined ? 0 : counts[ordinal]!,
    };
  });
  const wanted = search ? foldText(search) : "";
  // Typed arrays and index loops: the companies group has 25,000 options at a million products.
  const n = ordinals ? ordinals.length : counts.length;
  const candidates = new Int32Array(n);
  let found = 0;
  for (let i = 0; i < n; i++) {
    const ordinal = ordinals ? ordinals[i]! : i;
    if (ordinal === 0 || counts[ordinal] === 0 || selectedOrdinals.has(ordinal)) continue;
    if (wanted) {
      const folded = source.foldedNames
        ? source.foldedNames(ordinal)
        : foldText(source.nameOf(source.codes[ordinal]!, ordinal));
      if (!folded.includes(wanted)) continue;
    }
    candidates[found++] = ordinal;
  }
  // Only the first pages are ever asked for: keep the options with at least the count of the
  // (page + 1) * size + 1-th largest, then name them and sort ties by name.
  const keep = (page + 1) * size + 1;
  let kept = candidates.subarray(0, found);
  if (found > keep * 4) {
    const threshold = kthLargest(kept, counts, keep);
    kept = kept.filter((ordinal) => counts[ordinal]! >= threshold);
  }
  const named = Array.from(kept, (ordinal) => {
    const code = source.codes[ordinal]!;
    return { code, name: source.nameOf(code, ordinal), count: counts[ordinal]! };
  });
  named.sort((a, b) => b.count - a.count || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const options = named.slice(page * size, page * size + size);
  return { selected, options, hasMore: named.length > (page + 1) * size };
}

function kthLargest(ordinals: Int32Array, counts: Uint32Array, k: number): number {
  const values = Uint32Array.from(ordinals, (ordinal) => counts[ordinal]!).sort();
  return values[Math.max(0, values.length - k)]!;
}
