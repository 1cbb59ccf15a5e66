import { renderToString } from "react-dom/server";
import { createRoutesStub, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { TranslationProvider } from "#app/i18n/react.tsx";
import { createTranslator } from "#core/i18n/i18n.ts";
import { type Aggregations, FILTER_GROUPS, type OptionPage } from "#core/schemas/search.ts";
import { listingSearch, parseListingParams } from "#core/urls/listing-params.ts";
import { emptySelections, type ListingState } from "#core/urls/listing-state.ts";
import { FilterPanel } from "./filter-panel.tsx";
import { PANEL_GROUP_ORDER } from "./groups.ts";

const none: OptionPage = { selected: [], options: [], hasMore: false };
const aggregations: Aggregations = {
  placeOfOrigins: {
    selected: [{ code: "CN", name: "China", count: 1200 }],
    options: [{ code: "TR", name: "Türkiye", count: 30 }],
    hasMore: true,
  },
  companies: none,
  brands: { selected: [], options: [{ code: "Wi-Fi Co", name: "Wi-Fi Co", count: 2 }], hasMore: false },
  companyCertifications: {
    selected: [],
    options: [{ code: "ISO 9001", name: "ISO 9001", count: 9 }],
    hasMore: false,
  },
  productCertifications: none,
  packagings: none,
  businessTypes: none,
  additionalFilters: [
    { code: "color", name: "Colour", subOptions: [{ code: "red", name: "Red", count: 4 }] },
  ],
};

/** The panel as a listing route would render it: the state comes from the address. */
function ListingRoute() {
  const state = parseListingParams(new URLSearchParams(useLocation().search));
  return (
    <FilterPanel
      aggregations={aggregations}
      state={state}
      optionsQuery={{ language: "en" }}
      hrefFor={(s) => `/products${listingSearch(s)}`}
      action="/products"
    />
  );
}
const Stub = createRoutesStub([{ path: "/products", Component: ListingRoute }]);

function render(state: ListingState) {
  // No messages: t() returns the keys, which is what these tests look for.
  return renderToString(
    <TranslationProvider t={createTranslator({})}>
      <Stub initialEntries={[`/products${listingSearch(state)}`]} />
    </TranslationProvider>,
  );
}

/** The attributes of every `<tag …>` in the markup, so tests do not depend on attribute order. */
function elements(html: string, tag: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, "g"))].map((m) =>
    Object.fromEntries([...m[1]!.matchAll(/([\w:-]+)(?:="([^"]*)")?/g)].map((a) => [a[1]!, a[2] ?? ""])),
  );
}
const input = (html: string, attrs: Record<string, string>) =>
  elements(html, "input").find((el) => Object.entries(attrs).every(([k, v]) => el[k] === v));

const base: ListingState = { page: 0, limit: 50, listType: 1, text: "pumps", selections: emptySelections() };

describe("filter panel before hydration (no JavaScript)", () => {
  const selected: ListingState = {
    ...base,
    selections: {
      ...emptySelections(),
      placeOfOrigins: ["CN"],
      variations: { color: ["red"], size: ["xl"] },
    },
    minPrice: 2.5,
  };
  const html = render(selected);

  it("is a GET form to the current path with an Apply button", () => {
    expect(elements(html, "form")).toEqual([{ action: "/products", method: "get" }]);
    expect(html).toMatch(/<button type="submit"[^>]*>filters.apply<\/button>/);
  });

  it("has real checkboxes named by query key, valued by the encoded code, ticked when selected", () => {
    expect(input(html, { type: "checkbox", name: "poo", value: "CN" })).toHaveProperty("checked");
    expect(input(html, { type: "checkbox", name: "poo", value: "TR" })).not.toHaveProperty("checked");
    expect(input(html, { type: "checkbox", name: "br", value: "Wi~dFi-Co" })).toBeDefined();
    expect(input(html, { type: "checkbox", name: "c_color", value: "red" })).toHaveProperty("checked");
  });

  it("keeps search text, page size, list type and unseen variations as hidden inputs", () => {
    expect(html).toContain('<input type="hidden" name="s" value="pumps"/>');
    expect(html).toContain('<input type="hidden" name="l" value="50"/>');
    expect(html).toContain('<input type="hidden" name="lt" value="1"/>');
    expect(html).toContain('<input type="hidden" name="c_size" value="xl"/>');
  });

  it("has named number inputs and Clear All as a link to the cleared address", () => {
    const number = { type: "number", min: "0" };
    expect(
      input(html, { ...number, name: "minp", step: "any", inputMode: "decimal", value: "2.5" }),
    ).toBeDefined();
    expect(input(html, { ...number, name: "maxp", step: "any", value: "" })).toBeDefined();
    expect(input(html, { ...number, name: "moq", step: "1", inputMode: "numeric", value: "" })).toBeDefined();
    expect(html).toContain('href="/products?s=pumps&amp;lt=1&amp;l=50"');
  });

  it("shows counts, hides empty groups and leaves JavaScript-only controls out", () => {
    expect(html).toContain("1,200");
    expect(html).not.toContain("filters.groups.companies");
    expect(html).not.toContain('type="search"');
    expect(html).not.toContain("filters.loadMore");
  });

  it("opens the sheet through its fragment and draws no dialog yet", () => {
    expect(html).toContain('href="#filter-panel"');
    expect(html).not.toContain('role="dialog"');
  });

  it("puts price and minimum order first, then the groups most used first, then the variations", () => {
    const titles = [
      "filters.price",
      "filters.orderQuantity",
      "filters.groups.placeOfOrigins",
      "filters.groups.companyCertifications",
      "filters.groups.brands",
      "filters.additional",
      "Colour",
    ];
    const positions = titles.map((title) => html.indexOf(`>${title}<`));
    expect(positions.every((p) => p > 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it("orders every option group once", () => {
    expect([...PANEL_GROUP_ORDER].sort()).toEqual([...FILTER_GROUPS].sort());
  });

  it("keeps the chosen order when the form is sent", () => {
    expect(render({ ...selected, sort: "price_asc" })).toContain(
      '<input type="hidden" name="sort" value="price_asc"/>',
    );
    expect(html).not.toContain('name="sort"');
  });

  it("disables Clear All when nothing is applied", () => {
    expect(render(base)).toMatch(/<button type="button" disabled=""[^>]*>filters.clearAll<\/button>/);
  });
});
