import { Link } from "react-router";
import { useTranslation } from "#app/i18n/react.tsx";
import { useLang } from "#app/lib/use-lang.ts";
import { formatMoney, formatNumber } from "#core/i18n/format.ts";
import type { Aggregations } from "#core/schemas/search.ts";
import { FILTER_GROUPS } from "#core/schemas/search-constants.ts";
import {
  cleared,
  hasActiveFilters,
  type ListingState,
  withRange,
  withToggled,
} from "#core/urls/listing-state.ts";

interface Chip {
  key: string;
  /** What the chip says before the option: its group ("Color") or the filter ("Price"). */
  prefix?: string;
  /** The option's name as suppliers wrote it (brand, company, variation value), or the range. */
  value: string;
  /** Whether `value` is a name, which keeps its own direction inside the page's sentence. */
  isName: boolean;
  href: string;
}

/** What a screen reader hears (bidi isolation is about layout, so plain text is enough). */
const labelOf = (chip: Chip) => (chip.prefix ? `${chip.prefix}: ` : "") + chip.value;

/** A chip for every selected option and number, each removable with ×. */
export function SelectionChips({
  state,
  aggregations,
  hrefFor,
}: {
  state: ListingState;
  aggregations: Aggregations;
  hrefFor: (state: ListingState) => string;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  if (!hasActiveFilters(state)) return null;
  const chips: Chip[] = [];
  for (const group of FILTER_GROUPS) {
    for (const code of state.selections[group]) {
      const name = aggregations[group].selected.find((o) => o.code === code)?.name ?? code;
      chips.push({
        key: `${group}:${code}`,
        value: name,
        isName: true,
        href: hrefFor(withToggled(state, group, code)),
      });
    }
  }
  for (const [variation, codes] of Object.entries(state.selections.variations)) {
    const filter = aggregations.additionalFilters.find((f) => f.code === variation);
    for (const code of codes) {
      const name = filter?.subOptions.find((o) => o.code === code)?.name ?? code;
      chips.push({
        key: `${variation}:${code}`,
        ...(filter && { prefix: filter.name }),
        value: name,
        isName: true,
        href: hrefFor(withToggled(state, { variation }, code)),
      });
    }
  }
  if (state.minPrice !== undefined || state.maxPrice !== undefined) {
    const min = state.minPrice === undefined ? "…" : formatMoney(lang, state.minPrice, "USD");
    const max = state.maxPrice === undefined ? "…" : formatMoney(lang, state.maxPrice, "USD");
    chips.push({
      key: "price",
      prefix: t("filters.price"),
      value: `${min} – ${max}`,
      isName: false,
      href: hrefFor(withRange(state, { minPrice: undefined, maxPrice: undefined })),
    });
  }
  if (state.minOrderQuantity !== undefined) {
    chips.push({
      key: "moq",
      prefix: t("filters.minOrder"),
      value: formatNumber(lang, state.minOrderQuantity),
      isName: false,
      href: hrefFor(withRange(state, { minOrderQuantity: undefined })),
    });
  }
  return (
    <ul aria-label={t("listing.selected")} className="mb-3 flex flex-wrap items-center gap-2">
      {chips.map((chip) => (
        <li key={chip.key}>
          <Link
            to={chip.href}
            aria-label={t("listing.removeChip", { name: labelOf(chip) })}
            className="inline-flex min-h-9 items-center gap-2 rounded-full border border-brand-600 bg-brand-50 ps-3 pe-2 text-sm text-brand-700 hover:bg-brand-100"
          >
            <span>
              {chip.prefix ? `${chip.prefix}: ` : null}
              {chip.isName ? <bdi>{chip.value}</bdi> : chip.value}
            </span>
            <span aria-hidden="true" className="text-base leading-none">
              ×
            </span>
          </Link>
        </li>
      ))}
      <li>
        <Link to={hrefFor(cleared(state))} className="text-sm text-gray-600 underline hover:text-brand-700">
          {t("filters.clearAll")}
        </Link>
      </li>
    </ul>
  );
}
