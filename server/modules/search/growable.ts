/** Allocate in shared memory, which other threads read without a copy (`SharedArrayBuffer`). */
export const SHARED = true;

function int32s(length: number, shared: boolean): Int32Array {
  return shared ? new Int32Array(new SharedArrayBuffer(length * 4)) : new Int32Array(length);
}

function float64s(length: number, shared: boolean): Float64Array {
  return shared ? new Float64Array(new SharedArrayBuffer(length * 8)) : new Float64Array(length);
}

/** An append-only Int32 list that grows by half again when full (postings, pools, columns). */
export class GrowableInt32 {
  data: Int32Array;
  length = 0;
  readonly shared: boolean;

  constructor(capacity = 4, shared = false) {
    this.shared = shared;
    this.data = int32s(Math.max(1, capacity), shared);
  }

  push(value: number): void {
    if (this.length === this.data.length) this.grow(this.length + 1);
    this.data[this.length++] = value;
  }

  /** Makes room for `size` values without changing the length. */
  grow(size: number): void {
    if (size <= this.data.length) return;
    const next = int32s(Math.max(size, Math.ceil(this.data.length * 1.5) + 4), this.shared);
    next.set(this.data.subarray(0, this.length));
    this.data = next;
  }

  /** The values, without copying (valid until the next push). */
  view(): Int32Array {
    return this.data.subarray(0, this.length);
  }

  /** Replaces the values with `length` zeros, as much capacity, to be filled (a compacted copy). */
  zeroed(length: number): Int32Array {
    this.data = int32s(Math.max(1, length), this.shared);
    this.length = length;
    return this.data;
  }

  /** Gives back unused capacity (after the bulk load). */
  trim(): void {
    if (this.data.length <= this.length) return;
    const trimmed = int32s(Math.max(1, this.length), this.shared);
    trimmed.set(this.data.subarray(0, trimmed.length));
    this.data = trimmed;
  }
}

/** A Float64 column that grows with the slots of the index. */
export class GrowableFloat64 {
  data: Float64Array;
  readonly shared: boolean;
  constructor(capacity = 1024, shared = false) {
    this.shared = shared;
    this.data = float64s(capacity, shared);
  }
  /** Replaces the column with `size` zeros, to be filled (a compacted copy). */
  zeroed(size: number): Float64Array {
    this.data = float64s(Math.max(1, size), this.shared);
    return this.data;
  }
  ensure(size: number): void {
    if (size <= this.data.length) return;
    const next = float64s(Math.max(size, Math.ceil(this.data.length * 1.5)), this.shared);
    next.set(this.data);
    this.data = next;
  }
}

/** Codes of one kind of value numbered 1, 2, 3… (0 means "none"). */
export class Dictionary {
  private readonly ordinals = new Map<string, number>();
  readonly codes: string[] = [""];

  ordinal(code: string | null | undefined): number {
    if (code === null || code === undefined || code === "") return 0;
    let ordinal = this.ordinals.get(code);
    if (ordinal === undefined) {
      ordinal = this.codes.length;
      this.codes.push(code);
      this.ordinals.set(code, ordinal);
    }
    return ordinal;
  }

  /** The ordinal of a known code, or undefined (queries never grow a dictionary). */
  find(code: string): number | undefined {
    return this.ordinals.get(code);
  }

  get size(): number {
    return this.codes.length;
  }

  /** Fills a new dictionary with the codes of a snapshot, ordinal for ordinal (index-snapshot.ts). */
  restore(codes: readonly string[]): void {
    if (this.codes.length !== 1 || codes[0] !== "") throw new Error("not a new dictionary, or not its codes");
    for (let ordinal = 1; ordinal < codes.length; ordinal++) {
      const code = codes[ordinal]!;
      if (code === "" || this.ordinals.has(code)) throw new Error("a code twice, or empty");
      this.codes.push(code);
      this.ordinals.set(code, ordinal);
    }
  }
}

/** The slot of each product id, -1 when not indexed: a column by id that grows to the highest id. */
export class SlotsById {
  data: Int32Array = new Int32Array(1024).fill(-1);

  get(id: number): number {
    return id < this.data.length ? this.data[id]! : -1;
  }

  set(id: number, slot: number): void {
    if (id >= this.data.length) {
      const next = new Int32Array(Math.max(id + 1, this.data.length * 2)).fill(-1);
      next.set(this.data);
      this.data = next;
    }
    this.data[id] = slot;
  }
}
