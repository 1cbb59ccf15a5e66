import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { slugify } from "#core/rules/slug.ts";
import type { CategoryNode } from "#core/schemas/catalog.ts";
import { useTranslation } from "../i18n/react.tsx";
import { CategoryIcon } from "./category-icon.tsx";

/**
 * The 8 root categories with icons; choosing one drills down, Back pops the stack of
 * chosen categories. A leaf goes to {slug}/pc/{id}/c; in navigation mode every choice goes to
 * {slug}/ca/{id}/0/c. Without JavaScript each item is a plain link to its listing.
 */
export function CategoryBrowser({
  roots,
  mode = "open",
}: {
  roots: CategoryNode[];
  mode?: "open" | "navigation";
}) {
  const { t } = useTranslation();
  const [stack, setStack] = useState<CategoryNode[]>([]);
  const list = useRef<HTMLUListElement>(null);
  const moved = useRef(false);
  // The chosen item leaves the page when the list changes: keyboard focus goes to the new list.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on purpose after every change of the stack
  useEffect(() => {
    if (moved.current) list.current?.querySelector("a")?.focus();
  }, [stack]);
  const go = (next: CategoryNode[]) => {
    moved.current = true;
    setStack(next);
  };
  const current = stack.at(-1);
  const items = current ? current.children : roots;
  const slug = (node: CategoryNode) => encodeURIComponent(slugify(node.name));
  const hrefOf = (node: CategoryNode) =>
    mode === "navigation"
      ? `/${slug(node)}/ca/${node.code}/0/c`
      : node.hasChildren
        ? `/${slug(node)}/ca/${node.code}`
        : `/${slug(node)}/pc/${node.code}/c`;
  return (
    <nav aria-label={t("categoryBrowser.label")} className="rounded-lg border border-gray-200 bg-white p-3">
      <div className="mb-2 flex min-h-10 items-center gap-2">
        {current ? (
          <>
            <button
              type="button"
              onClick={() => go(stack.slice(0, -1))}
              className="min-h-10 rounded-md border border-gray-200 px-3 text-sm hover:bg-gray-50"
            >
              <span aria-hidden="true" className="inline-block rtl:rotate-180">
                ‹
              </span>{" "}
              {t("categoryBrowser.back")}
            </button>
            <h2 className="font-bold" aria-live="polite">
              <Link to={hrefOf(current)} className="hover:text-brand-700">
                {current.name}
              </Link>
            </h2>
          </>
        ) : (
          <h2 className="font-bold">{t("categoryBrowser.title")}</h2>
        )}
      </div>
      <ul ref={list} className="grid gap-1 sm:grid-cols-2">
        {items.map((node) => (
          <li key={node.code}>
            <Link
              to={hrefOf(node)}
              onClick={(event) => {
                // With children and in open mode, a click drills down instead of leaving the page.
                if (mode === "open" && node.children.length) {
                  event.preventDefault();
                  go([...stack, node]);
                }
              }}
              className="flex min-h-10 items-center gap-2 rounded-md px-2 hover:bg-brand-50 hover:text-brand-700"
            >
              {!current ? <CategoryIcon icon={node.icon} className="size-5 text-brand-600" /> : null}
              <span className="flex-1">{node.name}</span>
              {mode === "open" && node.children.length ? (
                <span aria-hidden="true" className="text-gray-400 rtl:rotate-180">
                  ›
                </span>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
