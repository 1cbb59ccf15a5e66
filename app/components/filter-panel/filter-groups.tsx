import { useTranslation } from "#app/i18n/react.tsx";
import type { Aggregations, OptionPage, ProductQueryInput, VariationFilter } from "#core/schemas/search.ts";
import { encodeFilterValue } from "#core/urls/filter-codec.ts";
import { GROUP_PARAM, type ListingState } from "#core/urls/listing-state.ts";
import {
  DYNAMIC_GROUPS,
  type GroupRef,
  PANEL_GROUP_ORDER,
  selectedCodes,
  variationQueryKey,
} from "./groups.ts";
import { OptionGroup } from "./option-group.tsx";
import { RangeFilter, type RangeValues } from "./range-filter.tsx";

interface FilterGroupsProps {
  aggregations: Aggregations;
  /** The panel's working state: what the inputs show. */
  working: ListingState;
  optionsQuery: Partial<ProductQueryInput>;
  onToggle: (group: GroupRef, code: string) => void;
  onRange: (values: RangeValues) => void;
  cumulate: boolean;
  narrow: boolean;
  hydrated: boolean;
}

// One page object per variation, kept as long as the server's variation object lives: the option
// list starts over only when new results arrive, not on every render.
const variationPages = new WeakMap<VariationFilter, OptionPage>();
function variationPage(variation: VariationFilter): OptionPage {
  let page = variationPages.get(variation);
  if (!page) {
    page = { selected: [], options: variation.subOptions, hasMore: false };
    variationPages.set(variation, page);
  }
  return page;
}

/**
 * The groups in their fixed order: price and order quantity (short, and set by most buyers), the
 * option groups most used first (PANEL_GROUP_ORDER), then the additional filters (variations).
 */
export function FilterGroups({
  aggregations,
  working,
  optionsQuery,
  onToggle,
  onRange,
  ...mode
}: FilterGroupsProps) {
  const { t } = useTranslation();
  const { selections } = working;
  // Groups open by default on wide screens; in the sheet only those with something ticked.
  const openWhen = (hasSelection: boolean) => !mode.narrow || hasSelection;
  const ticked = (code: string) => selectedCodes(selections, { variation: code });
  const variations = aggregations.additionalFilters.filter(
    (v) => v.subOptions.length || ticked(v.code).length,
  );
  const shownVariations = new Set(variations.map((v) => v.code));
  // Selections of a variation the results no longer offer still travel with the no-JS form.
  const carried = Object.entries(selections.variations).filter(([code]) => !shownVariations.has(code));

  return (
    <>
      <RangeFilter
        id="filter-price"
        title={t("filters.price")}
        kind="price"
        fields={[
          { key: "minPrice", name: "minp", label: t("filters.minPrice"), value: working.minPrice },
          { key: "maxPrice", name: "maxp", label: t("filters.maxPrice"), value: working.maxPrice },
        ]}
        onApply={onRange}
        stages={mode.cumulate}
        hydrated={mode.hydrated}
        defaultOpen={openWhen(working.minPrice !== undefined || working.maxPrice !== undefined)}
      />
      <RangeFilter
        id="filter-order-quantity"
        title={t("filters.orderQuantity")}
        kind="quantity"
        fields={[
          {
            key: "minOrderQuantity",
            name: "moq",
            label: t("filters.minOrder"),
            value: working.minOrderQuantity,
          },
        ]}
        onApply={onRange}
        stages={mode.cumulate}
        hydrated={mode.hydrated}
        defaultOpen={openWhen(working.minOrderQuantity !== undefined)}
      />
      {PANEL_GROUP_ORDER.map((group) => {
        const page = aggregations[group];
        const codes = selections[group];
        if (!page.options.length && !page.selected.length && !codes.length) return null;
        return (
          <OptionGroup
            key={group}
            id={`filter-${group}`}
            title={t(`filters.groups.${group}`)}
            queryKey={GROUP_PARAM[group]}
            page={page}
            selectedCodes={codes}
            field={DYNAMIC_GROUPS.has(group) ? group : undefined}
            optionsQuery={optionsQuery}
            onToggle={(code) => onToggle(group, code)}
            hydrated={mode.hydrated}
            defaultOpen={openWhen(codes.length > 0)}
          />
        );
      })}
      {variations.length ? (
        <h3 className="border-b border-gray-200 bg-gray-50 px-3 py-1.5 text-xs font-semibold tracking-wide text-gray-600 uppercase">
          {t("filters.additional")}
        </h3>
      ) : null}
      {variations.map((variation) => {
        const codes = ticked(variation.code);
        return (
          <OptionGroup
            key={variation.code}
            id={`filter-variation-${variation.code}`}
            title={variation.name}
            queryKey={variationQueryKey(variation.code)}
            page={variationPage(variation)}
            selectedCodes={codes}
            onToggle={(code) => onToggle({ variation: variation.code }, code)}
            hydrated={mode.hydrated}
            defaultOpen={openWhen(codes.length > 0)}
          />
        );
      })}
      {carried.flatMap(([code, values]) =>
        values.map((value) => (
          <input
            key={`${code}:${value}`}
            type="hidden"
            name={variationQueryKey(code)}
            value={encodeFilterValue(value)}
          />
        )),
      )}
    </>
  );
}
