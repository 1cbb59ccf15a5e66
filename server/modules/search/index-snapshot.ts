import { type Dictionary, GrowableInt32, SHARED } from "./growable.ts";
import { RECORD_SIZE } from "./index-record.ts";
import { SearchIndex } from "./search-index.ts";
import { SnapshotError, type SnapshotReader, type SnapshotWriter } from "./snapshot-file.ts";
import { TextPostings } from "./text-postings.ts";

/** Lists that only grow at their end, with the lengths they had when captured. */
interface CapturedLists {
  lists: readonly (GrowableInt32 | undefined)[];
  lengths: Int32Array;
}

/**
 * An index as it was at one moment, cheap to take while requests wait (copies of what changes in
 * place, lengths of what only grows), written out afterwards while the index goes on changing.
 * A removal clears a slot's alive bit and its product's slot: those two columns are copied.
 * Everything else only grows at its end (new slots, new codes, new postings) or is replaced whole
 * (a company's lists), so its first `length` values stay as they were.
 */
export interface IndexCapture {
  slotCount: number;
  records: Int32Array;
  slotOfId: Int32Array;
  productId: Int32Array;
  prices: Float64Array[];
  pools: Int32Array[];
  dictionaries: { codes: readonly string[]; size: number }[];
  groupOfOption: number[];
  companyName: string[];
  companyCountry: number[];
  companyVerified: boolean[];
  companyLists: Int32Array[][];
  categorySlots: CapturedLists;
  companySlots: CapturedLists;
  tokens: { codes: readonly string[]; size: number };
  nameSlots: CapturedLists;
  bodySlots: CapturedLists;
  categoryWords: Map<number, number[]>;
}

/** The dictionaries of values, in the order snapshots write them (compaction copies them alike). */
export const dictionariesOf = (index: SearchIndex): Dictionary[] => [
  index.categories,
  index.companies,
  index.brands,
  index.packagings,
  index.countries,
  index.productCerts,
  index.companyCerts,
  index.businessTypes,
  index.variationOptions,
  index.variationGroups,
];

export function captureIndex(index: SearchIndex): IndexCapture {
  const slots = index.slotCount;
  const capture = (lists: readonly (GrowableInt32 | undefined)[], count = lists.length): CapturedLists => {
    const lengths = new Int32Array(count);
    for (let i = 0; i < count; i++) lengths[i] = lists[i]?.length ?? 0;
    return { lists: lists.slice(0, count), lengths };
  };
  return {
    slotCount: slots,
    records: index.records.data.slice(0, slots * RECORD_SIZE),
    slotOfId: index.slotsById.data.slice(),
    productId: index.productId.data.subarray(0, slots),
    prices: [index.priceMin, index.priceMax, index.moq].map((column) => column.data.subarray(0, slots)),
    pools: [index.categoryPool, index.certPool, index.variationPool].map((pool) => pool.view()),
    dictionaries: dictionariesOf(index).map((d) => ({ codes: d.codes, size: d.size })),
    groupOfOption: index.groupOfOption.slice(),
    companyName: index.companyName.slice(),
    companyCountry: index.companyCountry.slice(),
    companyVerified: index.companyVerified.slice(),
    companyLists: [index.companyCertList.slice(), index.companyTypeList.slice()],
    categorySlots: capture(index.categorySlots),
    companySlots: capture(index.companySlots),
    tokens: { codes: index.text.tokens.codes, size: index.text.tokens.size },
    nameSlots: capture(index.text.nameSlots, index.text.tokens.size),
    bodySlots: capture(index.text.bodySlots, index.text.tokens.size),
    categoryWords: index.categoryWords,
  };
}

export async function writeIndex(c: IndexCapture, out: SnapshotWriter): Promise<void> {
  await out.json({ slotCount: c.slotCount });
  await out.int32(c.records);
  await out.int32(c.slotOfId);
  await out.int32(c.productId);
  for (const column of c.prices) await out.float64(column);
  for (const pool of c.pools) await out.int32(pool);
  for (const d of c.dictionaries) await out.strings(d.codes, d.size);
  await out.int32(Int32Array.from(c.groupOfOption));
  await out.strings(c.companyName);
  await out.int32(Int32Array.from(c.companyCountry));
  await out.int32(Int32Array.from(c.companyVerified, Number));
  for (const lists of c.companyLists)
    await out.lists(
      lists.map((data) => ({ data })),
      Int32Array.from(lists, (list) => list.length),
    );
  for (const captured of [c.categorySlots, c.companySlots]) await out.lists(captured.lists, captured.lengths);
  await out.strings(c.tokens.codes, c.tokens.size);
  for (const captured of [c.nameSlots, c.bodySlots]) await out.lists(captured.lists, captured.lengths);
  const words = [...c.categoryWords];
  await out.int32(Int32Array.from(words, ([token]) => token));
  await out.lists(
    words.map(([, categories]) => ({ data: Int32Array.from(categories) })),
    Int32Array.from(words, ([, categories]) => categories.length),
  );
}

/** Reads what `writeIndex` wrote, checking that the parts fit together. */
export async function readIndex(input: SnapshotReader): Promise<SearchIndex> {
  const index = new SearchIndex();
  const { slotCount } = (await input.json()) as { slotCount: number };
  if (!Number.isInteger(slotCount) || slotCount < 0) throw new SnapshotError("no slot count");
  index.slotCount = slotCount;
  // The columns a query's scan reads go to shared memory, like the index's own (search-index.ts).
  adopt(index.records, await input.int32(SHARED), slotCount * RECORD_SIZE);
  index.slotsById.data = await input.int32();
  adopt(index.productId, await input.int32(), slotCount);
  for (const column of [index.priceMin, index.priceMax, index.moq]) {
    column.data = await input.float64(SHARED);
    expectLength(column.data, slotCount);
  }
  for (const pool of [index.categoryPool, index.certPool, index.variationPool])
    adopt(pool, await input.int32(SHARED));
  for (const dictionary of dictionariesOf(index)) dictionary.restore(await input.strings());
  const companies = index.companies.size;
  replace(index.groupOfOption, await input.int32(), Number);
  replace(index.companyName, expectLength(await input.strings(), companies), String);
  replace(index.companyCountry, expectLength(await input.int32(), companies), Number);
  replace(index.companyVerified, expectLength(await input.int32(), companies), Boolean);
  for (const target of [index.companyCertList, index.companyTypeList]) {
    const { offsets, data } = await input.lists();
    replace(target, expectLength(offsets, companies + 1).subarray(1), (_, i) => slice(offsets, data, i));
  }
  for (const target of [index.categorySlots, index.companySlots]) {
    const { offsets, data } = await input.lists();
    replace(target, offsets.subarray(1), (_, i) => listOf(offsets, data, i));
  }
  const tokens = await input.strings();
  if (tokens[0] !== "") throw new SnapshotError("no empty word first");
  const name = await input.lists();
  const body = await input.lists();
  for (const lists of [name, body]) expectLength(lists.offsets, tokens.length + 1);
  index.text = TextPostings.fromTransfer({
    tokens,
    nameOffsets: name.offsets,
    nameData: name.data,
    bodyOffsets: body.offsets,
    bodyData: body.data,
  });
  if (index.text.tokens.size !== tokens.length) throw new SnapshotError("a word twice");
  const wordTokens = await input.int32();
  const words = await input.lists();
  expectLength(words.offsets, wordTokens.length + 1);
  index.categoryWords = new Map(
    Array.from(wordTokens, (token, i) => [token, [...slice(words.offsets, words.data, i)]]),
  );
  index.deadSlots = slotCount - liveProductCensus(index).count;
  return index;
}

/** Empties a list the index holds and fills it with `values` made into its items. */
function replace<T, V>(target: T[], values: ArrayLike<V>, item: (value: V, i: number) => T): void {
  target.length = 0;
  for (let i = 0; i < values.length; i++) target.push(item(values[i]!, i));
}

function adopt(list: GrowableInt32, data: Int32Array, length?: number): void {
  if (length !== undefined) expectLength(data, length);
  list.data = data;
  list.length = data.length;
}

function expectLength<T extends { length: number }>(values: T, length: number): T {
  if (values.length !== length) throw new SnapshotError(`${values.length} values where ${length} belong`);
  return values;
}

const slice = (offsets: Int32Array, data: Int32Array, i: number) =>
  data.subarray(offsets[i]!, offsets[i + 1]!);

/** A list over its part of the shared values; its first push beyond them copies it into its own. */
function listOf(offsets: Int32Array, data: Int32Array, i: number): GrowableInt32 {
  const list = new GrowableInt32(1);
  list.data = slice(offsets, data, i);
  list.length = list.data.length;
  return list;
}

/** How many products an index holds and the sum of their ids (compared with the database's after a load). */
export function liveProductCensus(index: SearchIndex): { count: number; idSum: number } {
  let count = 0;
  let idSum = 0;
  for (let slot = 0; slot < index.slotCount; slot++) {
    if (!index.isAlive(slot)) continue;
    count++;
    idSum += index.productId.data[slot]!;
  }
  return { count, idSum };
}
