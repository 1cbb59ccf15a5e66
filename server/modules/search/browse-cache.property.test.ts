import fc from "fast-check";
import { expect, it } from "vitest";
import { BrowseCache } from "./browse-cache.ts";
import { SearchIndex, type IndexedProduct } from "./search-index.ts";

/**
 * A category page's counts, brought up to date after each change rather than counted again, must
 * equal the counts of a fresh count of the same index: products added, changed (a new slot, the
 * old one dead), removed, a company's certifications changed, and new brands or options that grow
 * the count arrays.
 */
const CATEGORIES = ["001", "001001", "001002", "002", "002001"];
const CODES = [undefined, "001", "001001", "001002", "002", "002001"];

const productArb = (id: number) =>
  fc.record({
    id: fc.constant(id),
    companyId: fc.integer({ min: 1, max: 3 }),
    categoryCodes: fc.subarray(CATEGORIES, { minLength: 1, maxLength: 2 }),
    brand: fc.option(fc.constantFrom("A", "B", "C", "D", "E"), { nil: null }),
    packaging: fc.option(fc.constantFrom("box", "bag"), { nil: null }),
    placeOfOrigin: fc.constantFrom("TR", "DE", "CN"),
    priceMin: fc.constant(null),
    priceMax: fc.constant(null),
    minOrderQuantity: fc.constant(null),
    certifications: fc.subarray(["CE", "ISO", "GOTS", "FSC"]),
    variationOptions: fc.subarray([
      { code: "red", group: "colour" },
      { code: "blue", group: "colour" },
      { code: "xl", group: "size" },
      { code: "s", group: "size" },
    ]),
    names: fc.constant(["p"]),
    descriptions: fc.constant([]),
  }) satisfies fc.Arbitrary<IndexedProduct>;

type Change =
  | { kind: "put"; product: IndexedProduct }
  | { kind: "remove"; id: number }
  | { kind: "company"; id: number; certifications: string[] };

const changeArb: fc.Arbitrary<Change> = fc.oneof(
  fc
    .integer({ min: 1, max: 40 })
    .chain((id) => productArb(id).map((product) => ({ kind: "put" as const, product }))),
  fc.integer({ min: 1, max: 40 }).map((id) => ({ kind: "remove" as const, id })),
  fc.record({
    kind: fc.constant("company" as const),
    id: fc.integer({ min: 1, max: 3 }),
    certifications: fc.subarray(["BSCI", "SA8000", "ISO"]),
  }),
);

const company = (id: number, certifications: string[] = []) => ({
  id,
  name: `C${id}`,
  country: "TR",
  isVerified: false,
  certifications,
  businessTypes: id === 2 ? ["maker"] : ["trader"],
});

it("keeps every category's counts equal to a fresh count through random changes", () => {
  fc.assert(
    fc.property(
      fc.array(productArb(0), { minLength: 20, maxLength: 30 }),
      fc.array(changeArb, { minLength: 1, maxLength: 40 }),
      (initial, changes) => {
        const index = new SearchIndex();
        for (const id of [1, 2, 3]) index.putCompany(company(id));
        for (const [i, p] of initial.entries()) index.putProduct({ ...p, id: i + 1 });
        const kept = new BrowseCache();
        let version = 0;
        for (const code of CODES) kept.counts(index, version, code);
        for (const change of changes) {
          if (change.kind === "put") index.putProduct(change.product);
          else if (change.kind === "remove") index.removeProduct(change.id);
          else index.putCompany(company(change.id, change.certifications));
          version++;
          for (const code of CODES) {
            const fresh = new BrowseCache().counts(index, version, code);
            const updated = kept.counts(index, version, code);
            expect(updated.total, code).toBe(fresh.total);
            for (const group of Object.keys(fresh.counts) as (keyof typeof fresh.counts)[]) {
              const length = Math.max(fresh.counts[group].length, updated.counts[group].length);
              const padded = (a: Uint32Array) => Array.from({ length }, (_, k) => a[k] ?? 0);
              expect(padded(updated.counts[group]), `${code} ${group}`).toEqual(padded(fresh.counts[group]));
            }
          }
        }
      },
    ),
    { numRuns: 150 },
  );
});
