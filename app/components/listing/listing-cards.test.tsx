import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { TranslationProvider } from "#app/i18n/react.tsx";
import { createTranslator } from "#core/i18n/i18n.ts";
import type { ProductCardData } from "#core/schemas/catalog.ts";
import type { ProductSummary } from "#core/schemas/search.ts";
import { listingSearch } from "#core/urls/listing-params.ts";
import { emptySelections, type ListingState } from "#core/urls/listing-state.ts";
import { ProductCard } from "../product-card.tsx";
import { ListingToolbar } from "./listing-toolbar.tsx";

// What the stub's one route shows; set by render() just before rendering.
let shown: React.ReactNode = null;
function Shown() {
  return <>{shown}</>;
}
const Stub = createRoutesStub([{ path: "/products", Component: Shown }]);

/** Renders as the server does (before hydration), with the keys as texts. */
function render(element: React.ReactNode) {
  shown = element;
  return renderToString(
    <TranslationProvider t={createTranslator({})}>
      <Stub initialEntries={["/products"]} />
    </TranslationProvider>,
  );
}

const card: ProductCardData = {
  id: 42,
  name: "Steel ball valve",
  picture: null,
  currency: "USD",
  priceMin: 2.5,
  priceMax: 4,
  unit: "piece",
  minOrderQuantity: 100,
  minOrderUnit: "piece",
  companyId: 7,
  companyName: "Anatolia Valves",
  companyVerified: true,
};
const listed: ProductSummary = {
  ...card,
  pictures: [],
  placeOfOrigin: "TR",
  companyCountry: "TR",
  companyYears: 3,
  responseRate: 92,
  priceTiers: [
    { minQuantity: 100, price: 4 },
    { minQuantity: 1000, price: 2.5 },
  ],
  leadTimeDays: 15,
  certifications: ["CE", "ISO 9001"],
};

describe("a listing's product card", () => {
  const grid = render(<ProductCard product={listed} />);
  const list = render(<ProductCard product={listed} layout="list" />);

  it("shows the supplier: verified, country, years on Caravan, response rate", () => {
    expect(grid).toContain("product.verified");
    expect(grid).toContain("Türkiye");
    expect(grid).toContain("listing.card.years");
    expect(grid).toContain("inquiries.responseShare");
  });

  it("leads to the product's inquiry form with Contact supplier, named after the product", () => {
    expect(grid).toMatch(
      /<a[^>]*href="\/steel-ball-valve\/pr\/42\?ask=true"[^>]*>listing.card.contact<span class="sr-only"> <bdi>Steel ball valve<\/bdi><\/span><\/a>/,
    );
  });

  it("adds price tiers, lead time and certificates in the list view only", () => {
    for (const detail of [
      "productPage.tierFrom",
      "listing.card.leadTime",
      "listing.card.certificates",
      "ISO 9001",
    ]) {
      expect(list, detail).toContain(detail);
      expect(grid, detail).not.toContain(detail);
    }
  });

  it("says nothing of a response rate until there is one, and under a year for a new supplier", () => {
    const html = render(<ProductCard product={{ ...listed, responseRate: null, companyYears: 0 }} />);
    expect(html).not.toContain("inquiries.responseShare");
    expect(html).toContain("listing.card.underAYear");
  });

  it("stays a bare card where products are not a listing's (home, sponsors) or share a supplier", () => {
    for (const html of [
      render(<ProductCard product={card} />),
      render(<ProductCard product={listed} withSupplier={false} />),
    ]) {
      expect(html).toContain("Anatolia Valves");
      expect(html).not.toContain("listing.card.contact");
      expect(html).not.toContain("listing.card.years");
    }
  });
});

describe("the listing toolbar's order", () => {
  const state: ListingState = {
    page: 3,
    limit: 50,
    listType: 1,
    text: "valve",
    selections: { ...emptySelections(), placeOfOrigins: ["TR"] },
    sort: "price_desc",
  };
  const html = render(
    <ListingToolbar
      total={120}
      state={state}
      hrefFor={(s) => `/products${listingSearch(s)}`}
      action="/products"
    />,
  );

  it("is a labelled select in a GET form that keeps every other parameter but the page", () => {
    const form = html.match(/<form[^>]*data-sort-control[^>]*>(.*?)<\/form>/)?.[0] ?? "";
    const formTag = form.match(/<form[^>]*>/)![0];
    expect(formTag).toContain('method="get"');
    expect(formTag).toContain('action="/products"');
    const hidden = [...form.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"\/>/g)].map((m) => [
      m[1],
      m[2],
    ]);
    expect(hidden).toEqual([
      ["s", "valve"],
      ["poo", "TR"],
      ["lt", "1"],
      ["l", "50"],
    ]);
    const id = form.match(/<select[^>]*id="([^"]+)"/)?.[1];
    expect(form).toContain(`<label for="${id}"`);
    expect(form).toMatch(/<select[^>]*name="sort"/);
    expect(form).toMatch(/<button type="submit"[^>]*>listing.sort.apply<\/button>/);
  });

  it("offers best match and the four orders, the current one selected", () => {
    const options = [...html.matchAll(/<option value="([^"]*)"( selected="")?>/g)].map((m) => [
      m[1],
      Boolean(m[2]),
    ]);
    expect(options).toEqual([
      ["", false],
      ["price_asc", false],
      ["price_desc", true],
      ["newest", false],
      ["moq_asc", false],
    ]);
  });
});
