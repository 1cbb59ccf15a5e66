import { useTranslation } from "#app/i18n/react.tsx";
import { useLang } from "#app/lib/use-lang.ts";
import { formatNumber } from "#core/i18n/format.ts";
import { CATEGORY_FIELD } from "#core/rules/category-choice.ts";
import type { CategoryNode } from "#core/schemas/catalog.ts";

/** The category tree of the company's categories page as checkboxes, one group per main category. */
export function CompanyCategoryTree({
  tree,
  chosen,
  enabled,
}: {
  tree: CategoryNode[];
  chosen: Set<string>;
  enabled: boolean;
}) {
  const { t } = useTranslation();
  return (
    <fieldset disabled={!enabled} className="space-y-4">
      <legend className="sr-only">{t("supplier.companyCategories.title")}</legend>
      {tree.map((root) => (
        <RootGroup key={root.code} root={root} chosen={chosen} />
      ))}
    </fieldset>
  );
}

const BOX = "mt-0.5 size-5 shrink-0 accent-brand-600";

/**
 * One main category: its own box ("all of it"), then its subcategories, each with its own
 * narrower ones folded away. A ticked box above dims what it already includes (CSS alone, so
 * the page says it without JavaScript too).
 */
function RootGroup({ root, chosen }: { root: CategoryNode; chosen: Set<string> }) {
  const { t } = useTranslation();
  return (
    <fieldset className="group/root rounded-lg border border-gray-200 bg-white p-4 sm:p-5">
      <legend className="px-1 text-lg font-semibold">{root.name}</legend>
      <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-md bg-gray-50 p-2 has-[:checked]:bg-brand-50">
        <input
          type="checkbox"
          name={CATEGORY_FIELD}
          value={root.code}
          defaultChecked={chosen.has(root.code)}
          data-scope="root"
          className={BOX}
        />
        <span>
          <span className="font-semibold">{t("supplier.companyCategories.all", { name: root.name })}</span>
          <span className="block text-sm text-gray-600">{t("supplier.companyCategories.allHint")}</span>
        </span>
      </label>
      <p className="mt-2 hidden text-sm font-medium text-brand-700 group-has-[[data-scope=root]:checked]/root:block">
        {t("supplier.companyCategories.included", { name: root.name })}
      </p>
      {root.children.length ? (
        <ul className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-2 group-has-[[data-scope=root]:checked]/root:opacity-60">
          {root.children.map((child) => (
            <MiddleItem key={child.code} node={child} chosen={chosen} />
          ))}
        </ul>
      ) : null}
    </fieldset>
  );
}

/** A subcategory's box, and its narrower categories in a fold (open when one of them is chosen). */
function MiddleItem({ node, chosen }: { node: CategoryNode; chosen: Set<string> }) {
  const { t } = useTranslation();
  const lang = useLang();
  const open = node.children.some((leaf) => chosen.has(leaf.code));
  return (
    <li className="group/mid">
      <label className="flex min-h-11 cursor-pointer items-start gap-3 py-1.5">
        <input
          type="checkbox"
          name={CATEGORY_FIELD}
          value={node.code}
          defaultChecked={chosen.has(node.code)}
          data-scope="mid"
          className={BOX}
        />
        <span className="font-medium">{node.name}</span>
      </label>
      {node.children.length ? (
        <details open={open} className="ms-8">
          <summary className="min-h-8 cursor-pointer text-sm text-brand-700">
            {t("supplier.companyCategories.narrower", { count: formatNumber(lang, node.children.length) })}
          </summary>
          <ul className="mt-1 space-y-1 group-has-[[data-scope=mid]:checked]/mid:opacity-60">
            {node.children.map((leaf) => (
              <li key={leaf.code}>
                <label className="flex min-h-10 cursor-pointer items-start gap-3 py-1 text-sm">
                  <input
                    type="checkbox"
                    name={CATEGORY_FIELD}
                    value={leaf.code}
                    defaultChecked={chosen.has(leaf.code)}
                    className={BOX}
                  />
                  <span>{leaf.name}</span>
                </label>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </li>
  );
}
