/**
 * Token ordinals of plain ASCII words, looked up straight from a range of a text: no substring,
 * no regular expression, no Map hashing. Loading a million products reads ~100 million words,
 * most of them ASCII; this lookup is what keeps the load within a minute.
 */
export class AsciiWordTable {
  private keys: string[] = [];
  private ordinals: Int32Array;
  private slots: Int32Array;
  private mask: number;

  constructor(capacity = 1 << 16) {
    this.slots = new Int32Array(capacity).fill(-1);
    this.ordinals = new Int32Array(0);
    this.mask = capacity - 1;
  }

  /** The ordinal stored for text[start, end), or -1. */
  find(text: string, start: number, end: number): number {
    let slot = hashRange(text, start, end) & this.mask;
    for (;;) {
      const entry = this.slots[slot]!;
      if (entry < 0) return -1;
      if (sameRange(this.keys[entry]!, text, start, end)) return this.ordinals[entry]!;
      slot = (slot + 1) & this.mask;
    }
  }

  /** Its typed arrays (for indexFootprint). */
  arrays(): Int32Array[] {
    return [this.slots, this.ordinals];
  }

  add(word: string, ordinal: number): void {
    if ((this.keys.length + 1) * 2 > this.slots.length) this.rehash(this.slots.length * 2);
    const entry = this.keys.length;
    this.keys.push(word);
    if (entry >= this.ordinals.length) {
      const next = new Int32Array(Math.max(1024, this.ordinals.length * 2));
      next.set(this.ordinals);
      this.ordinals = next;
    }
    this.ordinals[entry] = ordinal;
    this.place(entry);
  }

  private place(entry: number): void {
    const word = this.keys[entry]!;
    let slot = hashRange(word, 0, word.length) & this.mask;
    while (this.slots[slot]! >= 0) slot = (slot + 1) & this.mask;
    this.slots[slot] = entry;
  }

  private rehash(capacity: number): void {
    this.slots = new Int32Array(capacity).fill(-1);
    this.mask = capacity - 1;
    for (let entry = 0; entry < this.keys.length; entry++) this.place(entry);
  }
}

function hashRange(text: string, start: number, end: number): number {
  let hash = 0x811c9dc5;
  for (let i = start; i < end; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

function sameRange(word: string, text: string, start: number, end: number): boolean {
  if (word.length !== end - start) return false;
  for (let i = 0; i < word.length; i++) if (word.charCodeAt(i) !== text.charCodeAt(start + i)) return false;
  return true;
}
