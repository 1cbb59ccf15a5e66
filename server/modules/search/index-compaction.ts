import { GrowableInt32 } from "./growable.ts";
import { dictionariesOf } from "./index-snapshot.ts";
import { ALIVE, R_CATEGORIES, R_CERTS, R_META, R_VARIATIONS, RECORD_SIZE } from "./index-record.ts";
import { type IndexChange, SearchIndex } from "./search-index.ts";
import { Vocabulary } from "./vocabulary.ts";

/** Values a step of the copy handles between two looks at the clock (well under a millisecond). */
const STEP = 4096;
/** Posting lists of at least this many slots get a buffer of their own in the copy. */
const OWN_BUFFER = 256;
/** Where a record keeps the start of each pool's list (the meta word has their lengths, in this order). */
const POOL_FIELDS = [R_CATEGORIES, R_CERTS, R_VARIATIONS];

/**
 * A copy of an index without its dead slots, made beside it while it goes on answering and
 * changing (docs/decisions/036-search-index-compaction.md). The live slots keep their order,
 * renumbered from 0, so every posting list stays sorted and "newest first" stays as it was. Words
 * that no live product holds any more (and no category name) are left out, the others keep their
 * order too. The dictionaries of values (brands, companies …) are copied whole: their ordinals are
 * what counts arrays are indexed by.
 *
 * From the moment it is made, the live index writes down every change (`changeLog`): the copy
 * takes the slots as they are when it reaches them, and the changes are then made again on it, in
 * order. A slot copied alive and removed afterwards is removed by its change; one removed before
 * it was reached was never copied, and its change finds nothing to remove. `steps()` yields
 * whenever it may pause; `finish()` makes the last changes and hands the copy over, in one turn.
 */
export class IndexCompaction {
  readonly live: SearchIndex;
  readonly next = new SearchIndex();
  private readonly changes: IndexChange[] = [];
  private replayed = 0;
  /** Slots of the live index when the copy began: later ones come through the changes. */
  private readonly slots: number;
  /** New slot of each copied slot, -1 for a dead one. */
  private readonly newSlot: Int32Array;
  /** New ordinal of each word, -1 for one left out (for the vocabulary's sorted order). */
  private newWord = new Int32Array(0);

  private readonly ownBuffer: number;

  constructor(live: SearchIndex, ownBuffer = OWN_BUFFER) {
    if (live.changeLog) throw new Error("this index is already being compacted");
    this.live = live;
    this.ownBuffer = ownBuffer;
    this.slots = live.slotCount;
    this.newSlot = new Int32Array(this.slots);
    live.changeLog = this.changes;
  }

  /** The copy, one slice of work per step. */
  *steps(): Generator<void> {
    yield* this.copyValues();
    const { live, next } = this;
    let count = 0;
    const poolSizes = [0, 0, 0];
    for (let slot = 0; slot < this.slots; slot++) {
      if (slot % STEP === 0) yield;
      if (!live.isAlive(slot)) {
        this.newSlot[slot] = -1;
        continue;
      }
      this.newSlot[slot] = count++;
      const meta = live.records.data[slot * RECORD_SIZE + R_META]!;
      for (let pool = 0; pool < 3; pool++) poolSizes[pool]! += (meta >>> (8 * pool)) & 255;
    }
    yield* this.copySlots(count, poolSizes);
    yield* this.copyLists(live.categorySlots, next.categorySlots);
    yield* this.copyLists(live.companySlots, next.companySlots);
    yield* this.copyWords();
  }

  /** Warms the copy's vocabulary in slices, its words' order taken from the live one's. */
  *warmSteps(live: Vocabulary): Generator<void, Vocabulary> {
    const vocabulary = new Vocabulary(this.next.text);
    yield* vocabulary.warmSteps({ vocabulary: live, ordinalOf: this.newWord });
    return vocabulary;
  }

  /** Changes the live index received since the copy began that the copy has not had yet. */
  get pending(): number {
    return this.changes.length - this.replayed;
  }

  /** Changes the live index received since the copy began. */
  get changeCount(): number {
    return this.changes.length;
  }

  /** Makes changes again on the copy, a few per step. */
  *catchUp(): Generator<void> {
    while (this.replayed < this.changes.length) {
      // A product's texts in every language: a tenth of a millisecond or more each.
      this.replayOne();
      yield;
    }
  }

  /** Makes the last changes on the copy and stops the live index writing them down. */
  finish(): SearchIndex {
    while (this.replayed < this.changes.length) this.replayOne();
    this.stop();
    const { live, next } = this;
    if (dictionariesOf(live).some((d, i) => d.size !== dictionariesOf(next)[i]!.size))
      throw new Error("the compacted index's values differ from the live one's");
    next.revision = live.revision + 1;
    return next;
  }

  /** Stops the live index writing changes down (the copy is dropped). */
  stop(): void {
    if (this.live.changeLog === this.changes) this.live.changeLog = undefined;
  }

  private replayOne(): void {
    const change = this.changes[this.replayed++]!;
    try {
      if ("product" in change) this.next.putProduct(change.product, change.withTexts);
      else if ("removed" in change) this.next.removeProduct(change.removed);
      else this.next.putCompany(change.company);
    } catch {
      // The live index failed on this change alike (a product of a company it did not know),
      // after the same removal.
    }
  }

  private *copyValues(): Generator<void> {
    const { live, next } = this;
    const into = dictionariesOf(next);
    for (const [i, from] of dictionariesOf(live).entries()) {
      for (let ordinal = 1; ordinal < from.size; ordinal++) {
        into[i]!.ordinal(from.codes[ordinal]);
        if (ordinal % STEP === 0) yield;
      }
    }
    next.groupOfOption.push(...live.groupOfOption.slice(1));
    for (let company = 1; company < live.companyName.length; company++) {
      next.companyName[company] = live.companyName[company]!;
      next.companyCountry[company] = live.companyCountry[company]!;
      next.companyVerified[company] = live.companyVerified[company]!;
      next.companyCertList[company] = live.companyCertList[company]!;
      next.companyTypeList[company] = live.companyTypeList[company]!;
      if (company % STEP === 0) yield;
    }
    next.categoryWords = live.categoryWords;
  }

  /** Records, columns and the three pools of the copied slots, in their order. */
  private *copySlots(count: number, poolSizes: number[]): Generator<void> {
    const { live, next, newSlot } = this;
    // The live arrays may be replaced by larger ones while this yields: each step reads the current ones.
    const pools = [live.categoryPool, live.certPool, live.variationPool];
    const records = next.records.zeroed(count * RECORD_SIZE);
    const intoPools = [next.categoryPool, next.certPool, next.variationPool].map((pool, i) =>
      pool.zeroed(poolSizes[i]!),
    );
    const columns = [live.priceMin, live.priceMax, live.moq];
    const intoColumns = [next.priceMin, next.priceMax, next.moq].map((column) => column.zeroed(count));
    const productIds = next.productId.zeroed(count);
    const slotOfId = new Int32Array(live.slotsById.data.length).fill(-1);
    const filled = [0, 0, 0];
    for (let slot = 0; slot < this.slots; slot++) {
      const to = newSlot[slot]!;
      if (to < 0) continue;
      if (to % STEP === 0) yield;
      const from = live.records.data;
      const record = slot * RECORD_SIZE;
      const copy = to * RECORD_SIZE;
      records.set(from.subarray(record, record + RECORD_SIZE), copy);
      // Alive when it was numbered: a removal since then is among the changes made again after.
      records[copy + R_META]! |= ALIVE;
      const meta = from[record + R_META]!;
      for (let pool = 0; pool < 3; pool++) {
        const field = POOL_FIELDS[pool]!;
        const start = from[record + field]!;
        const length = (meta >>> (8 * pool)) & 255;
        intoPools[pool]!.set(pools[pool]!.data.subarray(start, start + length), filled[pool]!);
        records[copy + field] = filled[pool]!;
        filled[pool]! += length;
      }
      for (let c = 0; c < 3; c++) intoColumns[c]![to] = columns[c]!.data[slot]!;
      const id = live.productId.data[slot]!;
      productIds[to] = id;
      slotOfId[id] = to;
    }
    next.slotsById.data = slotOfId;
    next.slotCount = count;
  }

  /** Posting lists by ordinal, each with the new numbers of its copied live slots. */
  private *copyLists(from: readonly GrowableInt32[], into: GrowableInt32[]): Generator<void> {
    let work = 0;
    for (let ordinal = 0; ordinal < from.length; ordinal++) {
      const list = slotsAt(into, ordinal);
      const kept = this.remapped(from[ordinal]!.view());
      if (kept.length) list.data = kept;
      list.length = kept.length;
      work += from[ordinal]!.length + 64;
      if (work > STEP) {
        work = 0;
        yield;
      }
    }
  }

  /**
   * The words with their name and description lists, in two passes: how many copied live slots each
   * list keeps, then the lists themselves. Short lists share two buffers, as a bulk load leaves
   * them; a long one (a common word's) gets a buffer of its own: the next change to it copies it
   * into a larger one, and a view of a shared buffer would keep the whole buffer alive beside it.
   */
  private *copyWords(): Generator<void> {
    const from = this.live.text;
    const words = from.tokens.size;
    const nameKept = new Int32Array(words);
    const bodyKept = new Int32Array(words);
    let nameTotal = 0;
    let bodyTotal = 0;
    let work = 0;
    for (let word = 1; word < words; word++) {
      nameKept[word] = this.countKept(from.nameSlots[word]?.view());
      bodyKept[word] = this.countKept(from.bodySlots[word]?.view());
      if (nameKept[word]! < this.ownBuffer) nameTotal += nameKept[word]!;
      if (bodyKept[word]! < this.ownBuffer) bodyTotal += bodyKept[word]!;
      work += (from.nameSlots[word]?.length ?? 0) + (from.bodySlots[word]?.length ?? 0) + 16;
      if (work > STEP) {
        work = 0;
        yield;
      }
    }
    const nameData = new Int32Array(nameTotal);
    const bodyData = new Int32Array(bodyTotal);
    let nameAt = 0;
    let bodyAt = 0;
    this.newWord = new Int32Array(words).fill(-1);
    const categoryWords = this.live.categoryWords;
    const text = this.next.text;
    const place = (data: Int32Array, at: number, length: number) =>
      length < this.ownBuffer ? data.subarray(at, at + length) : new Int32Array(length);
    for (let word = 1; word < words; word++) {
      if (nameKept[word] === 0 && bodyKept[word] === 0 && !categoryWords.has(word)) continue;
      const name = place(nameData, nameAt, nameKept[word]!);
      const body = place(bodyData, bodyAt, bodyKept[word]!);
      if (name.length < this.ownBuffer) nameAt += name.length;
      if (body.length < this.ownBuffer) bodyAt += body.length;
      this.remapInto(from.nameSlots[word]?.view(), name);
      this.remapInto(from.bodySlots[word]?.view(), body);
      text.appendWord(from.tokens.codes[word]!, name, body);
      this.newWord[word] = text.tokens.size - 1;
      work += name.length + body.length + 16;
      if (work > STEP) {
        work = 0;
        yield;
      }
    }
    text.growMarks();
    this.next.categoryWords = new Map(
      [...categoryWords].map(([word, categories]) => [this.newWord[word]!, categories]),
    );
  }

  private countKept(slots: Int32Array | undefined): number {
    let kept = 0;
    if (slots)
      for (let i = 0; i < slots.length && slots[i]! < this.slots; i++)
        if (this.newSlot[slots[i]!]! >= 0) kept++;
    return kept;
  }

  private remapInto(slots: Int32Array | undefined, into: Int32Array): void {
    let at = 0;
    if (!slots) return;
    for (let i = 0; i < slots.length && slots[i]! < this.slots; i++) {
      const to = this.newSlot[slots[i]!]!;
      if (to >= 0) into[at++] = to;
    }
  }

  private remapped(slots: Int32Array): Int32Array {
    const kept = new Int32Array(this.countKept(slots));
    this.remapInto(slots, kept);
    return kept;
  }
}

function slotsAt(lists: GrowableInt32[], ordinal: number): GrowableInt32 {
  while (lists.length <= ordinal) lists.push(new GrowableInt32(1));
  return lists[ordinal]!;
}
