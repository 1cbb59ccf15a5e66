import type { ConversationEvent } from "./conversation-events.repo.ts";
import type { ConversationParties } from "./conversation-parties.ts";

export interface FeedViewer {
  userId: number;
  /** Staff accounts follow no company's conversations, only those they are the buyer of. */
  staff: boolean;
}

export interface Subscriber extends FeedViewer {
  /** The seller companies whose conversations the user follows (see followed-companies.ts). */
  companyIds: number[];
  send: (event: ConversationEvent) => void;
  closed: boolean;
}

/**
 * The subscriptions of a feed, found by user (a conversation's buyer) and by company (its seller),
 * so an event reaches its recipients without a look at anybody else.
 */
export class FeedSubscribers {
  private readonly byUser = new Map<number, Set<Subscriber>>();
  private readonly byCompany = new Map<number, Set<Subscriber>>();
  private count = 0;

  get size(): number {
    return this.count;
  }

  /** The users with at least one subscription. */
  userIds(): number[] {
    return [...this.byUser.keys()];
  }

  add(subscriber: Subscriber) {
    this.count++;
    const own = this.byUser.get(subscriber.userId) ?? new Set();
    own.add(subscriber);
    this.byUser.set(subscriber.userId, own);
    this.indexCompanies(subscriber);
  }

  /** Removes the subscription; removing it again does nothing. */
  remove(subscriber: Subscriber) {
    if (subscriber.closed) return;
    subscriber.closed = true;
    this.count--;
    const own = this.byUser.get(subscriber.userId);
    own?.delete(subscriber);
    if (own?.size === 0) this.byUser.delete(subscriber.userId);
    for (const companyId of subscriber.companyIds) {
      const members = this.byCompany.get(companyId);
      members?.delete(subscriber);
      if (members?.size === 0) this.byCompany.delete(companyId);
    }
  }

  /** Every subscription of the conversation's buyer and of the members who follow its seller. */
  recipientsOf(parties: ConversationParties): Set<Subscriber> {
    return new Set([
      ...(this.byUser.get(parties.buyerUserId) ?? []),
      ...(this.byCompany.get(parties.sellerCompanyId) ?? []),
    ]);
  }

  /**
   * Replaces the followed companies of the subscriptions of `readFor` (the users whose companies
   * were read); a user who subscribed while that read was under way keeps what their own
   * subscription read.
   */
  setFollowedCompanies(followed: Map<number, number[]>, readFor: readonly number[]) {
    const read = new Set(readFor);
    this.byCompany.clear();
    for (const [userId, subscribers] of this.byUser)
      for (const subscriber of subscribers) {
        if (read.has(userId)) subscriber.companyIds = subscriber.staff ? [] : (followed.get(userId) ?? []);
        this.indexCompanies(subscriber);
      }
  }

  private indexCompanies(subscriber: Subscriber) {
    for (const companyId of subscriber.companyIds) {
      const members = this.byCompany.get(companyId) ?? new Set();
      members.add(subscriber);
      this.byCompany.set(companyId, members);
    }
  }
}
