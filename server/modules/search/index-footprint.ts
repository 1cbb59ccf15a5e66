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

/** Adds up what an index holds, in one go (tests, benchmarks); the engine walks it in slices. */
export function indexFootprint(index: SearchIndex): IndexFootprint {
  const steps = footprintSteps(index);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** Values looked at between two steps of the walk. */
const STEP = 4096;

/**
 * The walk over an index's lists that `indexFootprint` makes, a step every few thousand values
 * (tens of milliseconds at 100,000 products in one go: a metric must not hold requests that long).
 */
export function* footprintSteps(index: SearchIndex): Generator<void, IndexFootprint> {
  const buffers = new Set<ArrayBufferLike>();
  let objects = 0;
  const typed = (array: ArrayBufferView) => {
    buffers.add(array.buffer);
    objects += TYPED_ARRAY;
  };
  function* lists(all: readonly (GrowableInt32 | undefined)[]): Generator<void> {
    objects += all.length * (ARRAY_ELEMENT + OBJECT);
    for (let i = 0; i < all.length; i++) {
      if (all[i]) typed(all[i]!.data);
      if (i % STEP === STEP - 1) yield;
    }
  }
  function* dictionary(d: Dictionary): Generator<void> {
    for (let i = 0; i < d.codes.length; i++) {
      objects += ARRAY_ELEMENT + MAP_ENTRY + STRING + d.codes[i]!.length;
      if (i % STEP === STEP - 1) yield;
    }
  }
  for (const list of [
    index.records,
    index.productId,
    index.categoryPool,
    index.certPool,
    index.variationPool,
    index.deaths,
  ])
    typed(list.data);
  for (const column of [index.priceMin, index.priceMax, index.moq]) typed(column.data);
  typed(index.slotsById.data);
  for (const d of dictionariesOf(index)) yield* dictionary(d);
  objects += index.groupOfOption.length * ARRAY_ELEMENT;
  for (const name of index.companyName) objects += 4 * ARRAY_ELEMENT + STRING + name.length;
  for (const list of [...index.companyCertList, ...index.companyTypeList]) typed(list);
  yield* lists(index.categorySlots);
  yield* lists(index.companySlots);
  for (const categories of index.categoryWords.values())
    objects += MAP_ENTRY + OBJECT + categories.length * ARRAY_ELEMENT;
  const text = index.text;
  yield* dictionary(text.tokens);
  yield* lists(text.nameSlots);
  yield* lists(text.bodySlots);
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
