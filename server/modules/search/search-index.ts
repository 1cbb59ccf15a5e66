import { Dictionary, GrowableFloat64, GrowableInt32, SHARED, SlotsById } from "./growable.ts";
import { ALIVE, R_CATEGORIES, R_COMPANY, R_META, RECORD_SIZE } from "./index-record.ts";
import { COMPLETENESS_SHIFT, completeness } from "./listing-quality.ts";
import { TextPostings } from "./text-postings.ts";
import { indexTokens } from "./text-tokens.ts";

/** A product as the index needs it (one row per product, every language's texts). */
export interface IndexedProduct {
  id: number;
  companyId: number;
  categoryCodes: string[];
  brand: string | null;
  packaging: string | null;
  placeOfOrigin: string;
  priceMin: number | null;
  priceMax: number | null;
  minOrderQuantity: number | null;
  certifications: string[];
  /** Variation option codes with the group each belongs to. */
  variationOptions: { code: string; group: string }[];
  /** Names and descriptions in every language the product has. */
  names: string[];
  descriptions: string[];
}

export interface IndexedCompany {
  id: number;
  name: string;
  country: string;
  isVerified: boolean;
  certifications: string[];
  businessTypes: string[];
}

/** A change made to an index while it is being compacted, to be made again on the compacted copy. */
export type IndexChange =
  | { product: IndexedProduct; withTexts: boolean }
  | { removed: number }
  | { company: IndexedCompany };

const NONE = Number.NaN;

const MAX_LIST = 255;

/**
 * The catalogue in memory, column by column, for counting facets by intersection rather than
 * SQL GROUP BY (docs/decisions/002-in-memory-search-index.md). Every product has a slot; slots
 * only ever get added, so each posting list stays sorted by appending. A changed product gets a
 * new slot and its old one is marked dead, which is why "newest first" means most recently
 * listed or changed first. Dead slots are given back by compaction, which copies the live ones in
 * their order (docs/decisions/036-search-index-compaction.md).
 * Values are small ordinals from dictionaries (0 = none); lists (categories, certifications,
 * variation options) live in shared pools addressed by start and length.
 */
export class SearchIndex {
  slotCount = 0;
  /** Slots no longer alive (their products changed or removed): what compaction gives back. */
  deadSlots = 0;
  /** Those slots in the order they died (the browse cache takes away what they counted). */
  readonly deaths = new GrowableInt32(1024);
  /** While set, every change is also written here (index-compaction.ts replays them on the copy). */
  changeLog: IndexChange[] | undefined;
  /** Bumped by every change to the index (caches of derived data compare it), and of a company. */
  revision = 0;
  companyRevision = 0;
  // The columns a query's scan reads live in shared memory: a helper thread scans part of the
  // candidates of a large query (parallel-scan.ts).
  /** One record of RECORD_SIZE ints per slot (see the R_ constants): one cache line holds two. */
  readonly records = new GrowableInt32(8192, SHARED);
  readonly productId = new GrowableInt32(1024);
  readonly priceMin = new GrowableFloat64(1024, SHARED);
  readonly priceMax = new GrowableFloat64(1024, SHARED);
  readonly moq = new GrowableFloat64(1024, SHARED);
  readonly categoryPool = new GrowableInt32(1024, SHARED);
  readonly certPool = new GrowableInt32(1024, SHARED);
  readonly variationPool = new GrowableInt32(1024, SHARED);
  readonly slotsById = new SlotsById();

  readonly categories = new Dictionary();
  readonly companies = new Dictionary();
  readonly brands = new Dictionary();
  readonly packagings = new Dictionary();
  readonly countries = new Dictionary();
  readonly productCerts = new Dictionary();
  readonly companyCerts = new Dictionary();
  readonly businessTypes = new Dictionary();
  readonly variationOptions = new Dictionary();
  readonly variationGroups = new Dictionary();
  /** Variation group ordinal of each variation option ordinal. */
  readonly groupOfOption: number[] = [0];

  /** By company ordinal: name, country ordinal, certification and business type ordinals. */
  readonly companyName: string[] = [""];
  readonly companyCountry: number[] = [0];
  readonly companyVerified: boolean[] = [false];
  readonly companyCertList: Int32Array[] = [new Int32Array(0)];
  readonly companyTypeList: Int32Array[] = [new Int32Array(0)];

  /** Slots by category ordinal (a product is listed under its categories and their ancestors). */
  readonly categorySlots: GrowableInt32[] = [new GrowableInt32(1)];
  readonly companySlots: GrowableInt32[] = [new GrowableInt32(1)];
  /** Slots by text token (names and descriptions); replaced wholesale after a bulk load. */
  text = new TextPostings();
  /**
   * Leaf category ordinals by the text tokens of their names (every language): a query word may be
   * matched by the category a product is listed in ("plush toys" finds the Plush Toys leaf even
   * when a product's name says "teddy bear").
   */
  categoryWords = new Map<number, number[]>();

  isAlive(slot: number): boolean {
    return (this.records.data[slot * RECORD_SIZE + R_META]! & ALIVE) !== 0;
  }

  /** Where a slot's categories are in the category pool. */
  categoriesOf(slot: number): { start: number; length: number } {
    const record = slot * RECORD_SIZE;
    return {
      start: this.records.data[record + R_CATEGORIES]!,
      length: this.records.data[record + R_META]! & 255,
    };
  }

  /** Slots listed under a category (its own products and its descendants'), dead ones included. */
  slotsOfCategory(code: string): Int32Array {
    const ordinal = this.categories.find(code);
    return (ordinal === undefined ? undefined : this.categorySlots[ordinal]?.view()) ?? new Int32Array(0);
  }

  companyOfSlot(slot: number): number {
    return this.records.data[slot * RECORD_SIZE + R_COMPANY]!;
  }

  /** 0, 1, 2 … with room to spare: slots are added one at a time, each change of a product. */
  private readonly identity = new GrowableInt32(1, SHARED);

  /** 0, 1, 2 … slotCount - 1, for scanning every slot like a posting list (valid until a slot is added). */
  allSlots(): Int32Array {
    const identity = this.identity;
    if (identity.length < this.slotCount) {
      identity.grow(this.slotCount);
      for (let s = identity.length; s < this.slotCount; s++) identity.data[s] = s;
      identity.length = this.slotCount;
    }
    return identity.view();
  }

  slotOf(productId: number): number {
    return this.slotsById.get(productId);
  }

  companyOrdinal(companyId: number): number | undefined {
    return this.companies.find(String(companyId));
  }

  /** Adds or replaces a company's attributes (its products follow through the company ordinal). */
  putCompany(c: IndexedCompany): void {
    this.changeLog?.push({ company: c });
    this.revision++;
    this.companyRevision++;
    const ordinal = this.companies.ordinal(String(c.id));
    this.companyName[ordinal] = c.name;
    this.companyCountry[ordinal] = this.countries.ordinal(c.country);
    this.companyVerified[ordinal] = c.isVerified;
    this.companyCertList[ordinal] = ordinalsOf(this.companyCerts, c.certifications);
    this.companyTypeList[ordinal] = ordinalsOf(this.businessTypes, c.businessTypes);
    while (this.companySlots.length <= ordinal) this.companySlots.push(new GrowableInt32(4));
  }

  /** Adds a product, or replaces the indexed version of it. Its company must be known. */
  putProduct(p: IndexedProduct, withTexts = true): void {
    this.changeLog?.push({ product: p, withTexts });
    this.unlink(p.id);
    this.revision++;
    const companyOrdinal = this.companyOrdinal(p.companyId);
    if (companyOrdinal === undefined) throw new Error(`company ${p.companyId} is not indexed`);
    const slot = this.slotCount++;
    this.ensureSlots(slot + 1);
    this.slotsById.set(p.id, slot);
    this.productId.push(p.id);
    this.priceMin.data[slot] = p.priceMin ?? NONE;
    this.priceMax.data[slot] = p.priceMax ?? p.priceMin ?? NONE;
    this.moq.data[slot] = p.minOrderQuantity ?? NONE;
    this.companySlots[companyOrdinal]!.push(slot);

    const categoryStart = this.categoryPool.length;
    const listed = new Set<number>();
    for (const code of [...new Set(p.categoryCodes)].slice(0, MAX_LIST)) {
      this.categoryPool.push(this.categories.ordinal(code));
      for (let end = 3; end <= code.length; end += 3) listed.add(this.categories.ordinal(code.slice(0, end)));
    }
    for (const ordinal of listed) slotsAt(this.categorySlots, ordinal).push(slot);

    const certStart = this.certPool.length;
    for (const name of [...new Set(p.certifications)].slice(0, MAX_LIST)) {
      this.certPool.push(this.productCerts.ordinal(name));
    }

    const variationStart = this.variationPool.length;
    const seen = new Set<string>();
    for (const option of p.variationOptions) {
      if (seen.has(option.code) || seen.size === MAX_LIST) continue;
      seen.add(option.code);
      const ordinal = this.variationOptions.ordinal(option.code);
      this.groupOfOption[ordinal] = this.variationGroups.ordinal(option.group);
      this.variationPool.push(ordinal);
    }

    const record = this.records;
    record.push(companyOrdinal);
    record.push(this.brands.ordinal(p.brand));
    record.push(this.packagings.ordinal(p.packaging));
    record.push(this.countries.ordinal(p.placeOfOrigin));
    record.push(categoryStart);
    record.push(certStart);
    record.push(variationStart);
    record.push(
      (this.categoryPool.length - categoryStart) |
        ((this.certPool.length - certStart) << 8) |
        ((this.variationPool.length - variationStart) << 16) |
        ALIVE |
        (completeness(p) << COMPLETENESS_SHIFT),
    );

    if (withTexts) this.text.add(slot, p.names, p.descriptions, this.labelsOf(p));
  }

  /** The brand and the company's name of a product: text fields of their own (text-postings.ts). */
  labelsOf(p: IndexedProduct): string[] {
    const ordinal = this.companyOrdinal(p.companyId);
    const labels = ordinal === undefined ? [] : [this.companyName[ordinal]!];
    return p.brand ? [p.brand, ...labels] : labels;
  }

  /**
   * How much a buyer can learn of a slot's product and trust it, 0–127, the last ranking key among
   * equally good text matches: a verified supplier first, then a complete listing.
   */
  quality(slot: number): number {
    const record = slot * RECORD_SIZE;
    const verified = this.companyVerified[this.records.data[record + R_COMPANY]!] ? 64 : 0;
    return verified | (this.records.data[record + R_META]! >>> COMPLETENESS_SHIFT);
  }

  /** Sets the names of the leaf categories (after the texts, which a bulk load replaces). */
  setCategoryNames(rows: readonly { code: string; name: string }[]): void {
    const words = new Map<number, Set<number>>();
    for (const { code, name } of rows) {
      const category = this.categories.ordinal(code);
      while (this.categorySlots.length <= category) this.categorySlots.push(new GrowableInt32(1));
      for (const token of new Set(indexTokens(name))) {
        const ordinal = this.text.tokens.ordinal(token);
        const set = words.get(ordinal) ?? new Set();
        set.add(category);
        words.set(ordinal, set);
      }
    }
    this.text.growMarks();
    this.categoryWords = new Map([...words].map(([token, categories]) => [token, [...categories]]));
  }

  removeProduct(productId: number): void {
    this.changeLog?.push({ removed: productId });
    this.unlink(productId);
  }

  private unlink(productId: number): void {
    const slot = this.slotOf(productId);
    if (slot < 0) return;
    this.records.data[slot * RECORD_SIZE + R_META]! &= ~ALIVE;
    this.deaths.push(slot);
    this.slotsById.set(productId, -1);
    this.deadSlots++;
  }

  /** Gives back spare capacity after the bulk load. */
  trim(): void {
    for (const list of [...this.categorySlots, ...this.companySlots]) list.trim();
    this.text.trim();
  }

  private ensureSlots(size: number): void {
    for (const column of [this.priceMin, this.priceMax, this.moq]) column.ensure(size);
  }
}

function ordinalsOf(dictionary: Dictionary, codes: string[]): Int32Array {
  return Int32Array.from(new Set(codes), (code) => dictionary.ordinal(code));
}

function slotsAt(lists: GrowableInt32[], ordinal: number): GrowableInt32 {
  while (lists.length <= ordinal) lists.push(new GrowableInt32(4));
  return lists[ordinal]!;
}
