import type { Db } from "#server/db/connect.ts";
import { findConversationParties } from "./conversation-events.repo.ts";

/** Who a conversation is between: its buyer and the seller company. */
export interface ConversationParties {
  buyerUserId: number;
  sellerCompanyId: number;
}

/**
 * The parties of conversations, kept for the feed of this process. A conversation's parties never
 * change (a buyer and a company have one conversation, made once), so a kept entry is never stale;
 * the least recently used entries are dropped beyond `capacity`.
 */
export class ConversationPartiesCache {
  private readonly entries = new Map<number, ConversationParties>();
  private readonly db: Db;
  private readonly capacity: number;

  constructor(db: Db, capacity = 5000) {
    this.db = db;
    this.capacity = capacity;
  }

  /** The parties of each of `ids` that exists, read in one query for those not kept. */
  async partiesOf(ids: Iterable<number>): Promise<Map<number, ConversationParties>> {
    const found = new Map<number, ConversationParties>();
    const missing: number[] = [];
    for (const id of new Set(ids)) {
      const kept = this.entries.get(id);
      if (!kept) {
        missing.push(id);
        continue;
      }
      // A Map iterates in insertion order: taking and putting back makes it the most recent.
      this.entries.delete(id);
      this.entries.set(id, kept);
      found.set(id, kept);
    }
    for (const row of await findConversationParties(this.db, missing)) {
      const parties = { buyerUserId: row.buyerUserId, sellerCompanyId: row.sellerCompanyId };
      this.remember(row.id, parties);
      found.set(row.id, parties);
    }
    return found;
  }

  get size(): number {
    return this.entries.size;
  }

  private remember(id: number, parties: ConversationParties) {
    this.entries.set(id, parties);
    while (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }
}
