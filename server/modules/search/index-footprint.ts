import type { Dictionary, GrowableInt32 } from "./growable.ts";
import { dictionariesOf } from "./index-snapshot.ts";
import type { SearchIndex } from "./search-index.ts";

/**
 * What V8 spends besides the values, estimated (object headers, hash-table entries, string
 * headers): the typed arrays are counted exactly, these only so that a structure that grows by
 * objects (a dictionary, a list per word) shows up in the total.
 */
const OBJECT = 64;
const TYPED_ARRAY = 96;
const MAP_ENTRY = 24;
const ARRAY_ELEMENT = 8;
const STRING = 16;

/** Bytes of an index: the typed arrays' buffers (each counted once) and an estimate of the rest. */
export interface IndexFootprint {
  /** Bytes of every distinct ArrayBuffer the index holds (capacity, not only the used part). */
  typedArrays: number;
  /** Estimated bytes of its dictionaries, per-value lists and other JavaScript objects. */
  objects: number;
  /**
   * Estimated bytes of the cache of raw words already folded (text-postings.ts): filled by the
   * texts indexed on this thread, emptied at 2,000,000 entries and by a compaction.
   */
  cache: number;
  /** Typed arrays and objects, the cache left out. */
  total: number;
  /** Slots of changed and removed products (kept until the index is compacted). */
  deadSlots: number;
  slots: number;
  words: number;
}

/** Adds up what an index holds; a walk over its lists, for metrics and tests, not for every query. */
export function indexFootprint(index: SearchIndex): IndexFootprint {
  const buffers = new Set<ArrayBufferLike>();
  let objects = 0;
  const typed = (array: ArrayBufferView) => {
    buffers.add(array.buffer);
    objects += TYPED_ARRAY;
  };
  const lists = (all: readonly (GrowableInt32 | undefined)[]) => {
    objects += all.length * (ARRAY_ELEMENT + OBJECT);
    for (const list of all) if (list) typed(list.data);
  };
  const dictionary = (d: Dictionary) => {
    for (const code of d.codes) objects += ARRAY_ELEMENT + MAP_ENTRY + STRING + code.length;
  };
  for (const list of [
    index.records,
    index.productId,
    index.categoryPool,
    index.certPool,
    index.variationPool,
  ])
    typed(list.data);
  for (const column of [index.priceMin, index.priceMax, index.moq]) typed(column.data);
  typed(index.slotOfIdColumn);
  for (const d of dictionariesOf(index)) dictionary(d);
  objects += index.groupOfOption.length * ARRAY_ELEMENT;
  for (const name of index.companyName) objects += 4 * ARRAY_ELEMENT + STRING + name.length;
  for (const list of [...index.companyCertList, ...index.companyTypeList]) typed(list);
  lists(index.categorySlots);
  lists(index.companySlots);
  for (const categories of index.categoryWords.values())
    objects += MAP_ENTRY + OBJECT + categories.length * ARRAY_ELEMENT;
  const text = index.text;
  dictionary(text.tokens);
  lists(text.nameSlots);
  lists(text.bodySlots);
  for (const array of text.ownArrays()) typed(array);
  let typedArrays = 0;
  for (const buffer of buffers) typedArrays += buffer.byteLength;
  return {
    typedArrays,
    objects,
    cache: text.cachedRuns() * (MAP_ENTRY + STRING + 16),
    total: typedArrays + objects,
    deadSlots: index.deadSlots,
    slots: index.slotCount,
    words: text.tokens.size,
  };
}
