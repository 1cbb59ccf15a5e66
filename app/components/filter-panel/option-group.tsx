import { useEffect, useRef } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { useLang } from "#app/lib/use-lang.ts";
import { formatNumber } from "#core/i18n/format.ts";
import type { FilterGroup, OptionPage, ProductQueryInput } from "#core/schemas/search.ts";
import { encodeFilterValue } from "#core/urls/filter-codec.ts";
import { FilterFieldset } from "./filter-fieldset.tsx";
import { Spinner } from "./icons.tsx";
import type { ShownOption } from "./option-list-state.ts";
import { useOptionList } from "./use-option-list.ts";

interface OptionGroupProps {
  id: string;
  title: string;
  /** The checkbox name, which is the group's key in the listing URL. */
  queryKey: string;
  page: OptionPage;
  selectedCodes: string[];
  /** Set for dynamic groups, which search and load more through the filter-options API. */
  field?: FilterGroup | undefined;
  optionsQuery?: Partial<ProductQueryInput> | undefined;
  onToggle: (code: string) => void;
  hydrated: boolean;
  defaultOpen: boolean;
}

/** A group of checkboxes: ticked options on top, the rest below in a scroll box. */
export function OptionGroup(props: OptionGroupProps) {
  const { id, title, queryKey, field, onToggle, hydrated } = props;
  const { t } = useTranslation();
  const list = useOptionList(props);
  const { available, hasMore, loadMore } = list;
  const scrollBox = useRef<HTMLDivElement>(null);
  const listEnd = useRef<HTMLDivElement>(null);

  // Reaching the end of the scroll box loads the next page. Observing again when the list grows
  // keeps loading while the end is still in view (a short page that does not fill the box).
  // biome-ignore lint/correctness/useExhaustiveDependencies: available.length re-arms the observer on purpose.
  useEffect(() => {
    const root = scrollBox.current;
    const end = listEnd.current;
    if (!field || !hasMore || !root || !end) return;
    const observer = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting) && loadMore(),
      {
        root,
        rootMargin: "0px 0px 48px 0px",
      },
    );
    observer.observe(end);
    return () => observer.disconnect();
  }, [field, hasMore, loadMore, available.length]);

  const row = (option: ShownOption, checked: boolean) => (
    <OptionRow key={option.code} option={option} name={queryKey} checked={checked} onToggle={onToggle} />
  );
  const searchId = `${id}-search`;
  return (
    <FilterFieldset id={id} title={title} defaultOpen={props.defaultOpen}>
      {field && hydrated ? (
        <div className="mb-1">
          <label htmlFor={searchId} className="sr-only">
            {t("filters.search", { group: title })}
          </label>
          <input
            id={searchId}
            type="search"
            value={list.searchText}
            onChange={(e) => list.changeSearch(e.target.value)}
            onKeyDown={(e) => {
              // The box sits inside the filter form: Enter searches instead of submitting it.
              if (e.key === "Enter") {
                e.preventDefault();
                list.searchNow();
              }
            }}
            placeholder={t("filters.search", { group: title })}
            autoComplete="off"
            maxLength={100}
            className="min-h-10 w-full rounded-md border border-gray-300 px-2 text-sm focus:border-brand-500 min-[770px]:min-h-8"
          />
        </div>
      ) : null}
      {list.selected.length ? <ul className="mb-1">{list.selected.map((o) => row(o, true))}</ul> : null}
      <div ref={scrollBox} className="max-h-48 overflow-y-auto overscroll-contain">
        <ul aria-busy={list.busy || undefined}>{available.map((o) => row(o, false))}</ul>
        {field && hasMore ? <div ref={listEnd} className="h-px" /> : null}
      </div>
      <p role="status" className="text-xs text-gray-500">
        {list.busy ? (
          <span className="flex items-center gap-2 py-1">
            <Spinner />
            {t("filters.loading")}
          </span>
        ) : list.searching && !available.length ? (
          t("filters.noOptions")
        ) : null}
      </p>
      {list.error ? (
        <p role="alert" className="py-1 text-sm text-red-700">
          {list.error}
        </p>
      ) : null}
      {field && hydrated && hasMore ? (
        <button
          type="button"
          onClick={loadMore}
          disabled={list.busy}
          className="mt-1 min-h-10 rounded px-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-60 min-[770px]:min-h-8"
        >
          {t("filters.loadMore")}
        </button>
      ) : null}
    </FilterFieldset>
  );
}

interface OptionRowProps {
  option: ShownOption;
  name: string;
  checked: boolean;
  onToggle: (code: string) => void;
}

/** A real checkbox, so the form works without JavaScript; the whole row is its label. */
function OptionRow({ option, name, checked, onToggle }: OptionRowProps) {
  const lang = useLang();
  return (
    <li>
      <label className="flex min-h-10 cursor-pointer items-center gap-2 rounded px-1 text-sm hover:bg-gray-50 min-[770px]:min-h-8">
        <input
          type="checkbox"
          name={name}
          value={encodeFilterValue(option.code)}
          checked={checked}
          onChange={() => onToggle(option.code)}
          className="size-4 shrink-0 accent-brand-600"
        />
        <span className="min-w-0 flex-1 break-words">
          <bdi>{option.name}</bdi>
        </span>
        {option.count !== undefined ? (
          <span className="shrink-0 text-xs text-gray-500 tabular-nums">
            {formatNumber(lang, option.count)}
          </span>
        ) : null}
      </label>
    </li>
  );
}
