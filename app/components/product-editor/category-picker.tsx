import { useState } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import type { VariationChoice } from "./editor-types.ts";
import { PathError, smallButton } from "./editor-section.tsx";

/** How many matching categories are listed at once; a longer list asks for a closer search. */
const SHOWN = 40;

const normal = (s: string) => s.toLocaleLowerCase().normalize("NFKD").replace(/\p{M}/gu, "");

/** The leaves whose path matches every word of the search. */
export function matchCategories(categories: [string, string][], query: string): [string, string][] {
  const words = normal(query).split(/\s+/).filter(Boolean);
  if (!words.length) return [];
  return categories.filter(([, path]) => {
    const text = normal(path);
    return words.every((w) => text.includes(w));
  });
}

/**
 * The product's category: a search over the leaves of the tree (the server filters it when the
 * search is posted without JavaScript; with it the list filters as one types), the leaves as radio
 * buttons, then the chosen category's variation options as checkboxes. Choosing another category
 * posts the form back (without saving) so its variations show.
 */
export function CategoryPicker({
  categories,
  code,
  query,
  choices,
  selectedOptions,
  errors,
}: {
  categories: [string, string][];
  code: string;
  query: string;
  choices: VariationChoice[];
  selectedOptions: string[];
  errors: Record<string, string | undefined>;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState(query);
  const matches = matchCategories(categories, search);
  const chosen = categories.find(([c]) => c === code);
  const shown = matches.filter(([c]) => c !== code).slice(0, SHOWN);
  const list = chosen ? [chosen, ...shown] : shown;
  const onPick = (event: React.ChangeEvent<HTMLInputElement>) => {
    const form = event.currentTarget.form;
    const refresh = form?.querySelector<HTMLButtonElement>('button[value="refresh"]');
    if (form && refresh) form.requestSubmit(refresh);
  };
  const error = errors.categoryCode;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-2">
        <div className="min-w-0 flex-1">
          <label htmlFor="categoryQuery" className="mb-1 block text-sm font-medium">
            {t("supplier.productEditor.categorySearch")}
          </label>
          <input
            id="categoryQuery"
            name="categoryQuery"
            type="search"
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            onKeyDown={(e) => {
              // Enter searches instead of saving the whole form.
              if (e.key === "Enter") {
                e.preventDefault();
                const refresh =
                  e.currentTarget.form?.querySelector<HTMLButtonElement>('button[value="refresh"]');
                if (refresh) e.currentTarget.form?.requestSubmit(refresh);
              }
            }}
            className="w-full rounded-md border border-gray-300 px-3 py-2"
          />
        </div>
        <button
          type="submit"
          name="intent"
          value="refresh"
          data-focus="categoryQuery"
          className={smallButton}
        >
          {t("supplier.productEditor.categoryFind")}
        </button>
      </div>
      <fieldset aria-describedby={error ? "categoryCode-error" : undefined}>
        <legend className="mb-1 text-sm font-medium">
          {t("supplier.productEditor.category")}
          <span aria-hidden="true" className="ms-0.5 font-bold text-red-700">
            *
          </span>
        </legend>
        {list.length ? (
          <ul className="max-h-72 space-y-1 overflow-y-auto rounded-md border border-gray-200 p-2">
            {list.map(([c, path]) => (
              <li key={c}>
                <label className="flex min-h-10 cursor-pointer items-center gap-2 rounded px-2 hover:bg-gray-50">
                  <input
                    type="radio"
                    name="categoryCode"
                    value={c}
                    defaultChecked={c === code}
                    onChange={onPick}
                    className="h-4 w-4 shrink-0"
                  />
                  <span className="text-sm">{path}</span>
                </label>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-gray-600">
            {search.trim()
              ? t("supplier.productEditor.categoryNone")
              : t("supplier.productEditor.categoryHint")}
          </p>
        )}
        {matches.length > SHOWN + 1 ? (
          <p className="mt-1 text-xs text-gray-600">
            {t("supplier.productEditor.categoryMore", { count: matches.length - SHOWN })}
          </p>
        ) : null}
        <PathError id="categoryCode" error={error} />
      </fieldset>
      {choices.length ? (
        <div className="space-y-3">
          <h3 className="font-semibold">{t("supplier.productEditor.variations")}</h3>
          {choices.map((group) => (
            <fieldset key={group.code}>
              <legend className="text-sm font-medium">{group.name}</legend>
              <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
                {group.options.map((option) => (
                  <label key={option.code} className="flex min-h-10 items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      name="variationOptions"
                      value={option.code}
                      defaultChecked={selectedOptions.includes(option.code)}
                      className="h-4 w-4"
                    />
                    {option.name}
                  </label>
                ))}
              </div>
            </fieldset>
          ))}
          <PathError id="variationOptions" error={errors.variationOptions} />
        </div>
      ) : null}
    </div>
  );
}
