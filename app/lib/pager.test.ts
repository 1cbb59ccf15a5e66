import fc from "fast-check";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub, useSearchParams } from "react-router";
import { describe, expect, it } from "vitest";
import { formatNumber } from "#core/i18n/format.ts";
import { createTranslator } from "#core/i18n/i18n.ts";
import { Pager } from "../components/pager.tsx";
import { TranslationProvider } from "../i18n/react.tsx";
import { type PagerItem, pagerItems } from "./pager.ts";

/** Items as short text: "3" a page, "[3]" the current page, "…" a gap. */
const show = (items: PagerItem[]) =>
  items.map((i) => (i.kind === "gap" ? "…" : i.current ? `[${i.page}]` : String(i.page))).join(" ");

describe("pagerItems", () => {
  it("needs more than one page", () => {
    expect(pagerItems(0, 0)).toEqual([]);
    expect(pagerItems(0, 1)).toEqual([]);
    expect(pagerItems(3, -2)).toEqual([]);
    expect(pagerItems(0, Number.NaN)).toEqual([]);
  });

  it("shows every page of small totals", () => {
    expect(show(pagerItems(0, 2))).toBe("[0] 1");
    expect(show(pagerItems(2, 5))).toBe("0 1 [2] 3 4");
    expect(show(pagerItems(4, 5))).toBe("0 1 2 3 [4]");
  });

  it("at the start, shows the window and then the last page", () => {
    expect(show(pagerItems(0, 20))).toBe("[0] 1 2 3 4 … 19");
    expect(show(pagerItems(2, 20))).toBe("0 1 [2] 3 4 … 19");
    expect(show(pagerItems(3, 20))).toBe("0 1 2 [3] 4 5 … 19");
  });

  it("in the middle, shows first and last pages around the window", () => {
    expect(show(pagerItems(10, 20))).toBe("0 … 8 9 [10] 11 12 … 19");
  });

  it("at the end, shows the first page and then the window", () => {
    expect(show(pagerItems(19, 20))).toBe("0 … 15 16 17 18 [19]");
    expect(show(pagerItems(16, 20))).toBe("0 … 14 15 [16] 17 18 19");
  });

  it("leaves no gap where no page is skipped", () => {
    expect(show(pagerItems(3, 7))).toBe("0 1 2 [3] 4 5 6");
    expect(show(pagerItems(2, 6))).toBe("0 1 [2] 3 4 5");
  });

  it("takes the number of buttons", () => {
    expect(show(pagerItems(10, 20, 3))).toBe("0 … 9 [10] 11 … 19");
    expect(show(pagerItems(10, 20, 4))).toBe("0 … 8 9 [10] 11 … 19");
    expect(show(pagerItems(10, 20, 1))).toBe("0 … [10] … 19");
    expect(show(pagerItems(0, 20, 0))).toBe("[0] … 19");
    expect(show(pagerItems(1, 3, 10))).toBe("0 [1] 2");
  });

  it("clamps a current page outside the range", () => {
    expect(show(pagerItems(50, 20))).toBe("0 … 15 16 17 18 [19]");
    expect(show(pagerItems(-4, 20))).toBe("[0] 1 2 3 4 … 19");
  });

  it("always lists pages in order, once, with the current one and both ends", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 500 }),
        fc.nat(600),
        fc.integer({ min: 1, max: 12 }),
        (total, at, n) => {
          const items = pagerItems(at, total, n);
          const pages = items.flatMap((i) => (i.kind === "page" ? [i.page] : []));
          expect(pages).toEqual([...pages].sort((a, b) => a - b));
          expect(new Set(pages).size).toBe(pages.length);
          expect(pages[0]).toBe(0);
          expect(pages.at(-1)).toBe(total - 1);
          expect(items.filter((i) => i.kind === "page" && i.current)).toHaveLength(1);
          expect(items.filter((i) => i.kind === "gap")).toHaveLength(
            pages.slice(1).filter((p, k) => p - pages[k]! > 1).length,
          );
        },
      ),
    );
  });
});

/** The pager of the page and total given in the test address. */
function PagerAt() {
  const [params] = useSearchParams();
  return createElement(Pager, {
    current: Number(params.get("current")),
    totalPages: Number(params.get("total")),
    hrefFor: (p: number) => `/list?p=${p}`,
    label: "Pages",
  });
}

describe("Pager", () => {
  const t = createTranslator({
    pager: { previous: "Previous", next: "Next", page: "Page {{page}}" },
  });
  // A data router, as in the app: useLang reads the language from the root route's loader data.
  const render = (current: number, totalPages: number, lang = "en") => {
    const Stub = createRoutesStub([{ id: "root", path: "/", loader: () => null, Component: PagerAt }]);
    return renderToString(
      createElement(
        TranslationProvider,
        { t },
        createElement(Stub, {
          initialEntries: [`/?current=${current}&total=${totalPages}`],
          hydrationData: { loaderData: { root: { lang } } },
        }),
      ),
    );
  };

  it("renders plain links, the current page and gaps", () => {
    const html = render(5, 20);
    expect(html).toContain('<nav aria-label="Pages"');
    expect(html).toContain('href="/list?p=4"');
    expect(html).toContain('href="/list?p=6"');
    expect(html).toMatch(/aria-label="Page 1"[^>]*>1</);
    expect(html).toMatch(/aria-current="page"[^>]*><span class="sr-only">Page 6<\/span>/);
    expect(html).not.toContain('href="/list?p=5"');
    expect(html).toMatch(/<li aria-hidden="true"><span[^>]*>…<\/span><\/li>/);
    expect(html).not.toContain("aria-disabled");
  });

  it("disables Previous on the first page and Next on the last", () => {
    const first = render(0, 3);
    expect(first).toMatch(/<span aria-disabled="true"[^>]*>.*Previous/);
    expect(first).toContain('href="/list?p=1"');
    const last = render(2, 3);
    expect(last).toMatch(/<span aria-disabled="true"[^>]*>.*Next/);
  });

  it("writes page numbers the way the page language does", () => {
    // Persian writes its own digits (۲۰).
    const html = render(5, 20, "fa");
    expect(formatNumber("fa", 20)).not.toBe("20");
    expect(html).toContain(`aria-label="Page ${formatNumber("fa", 20)}"`);
    expect(html).toContain(`>${formatNumber("fa", 20)}</a>`);
  });

  it("renders nothing for a single page", () => {
    expect(render(0, 1)).toBe("");
  });
});
