import { expect, it } from "vitest";
import { addDays, QUOTE_STATUSES, type QuoteStatus } from "#core/rules/quote-flow.ts";
import { AppError } from "#server/lib/errors.ts";
import type { Actor } from "#server/modules/accounts/index.ts";
import { outcome, quoteWorld, type QuoteWorld } from "#tests/setup/quote-fixtures.ts";
import { describeEachDatabase, type TestDeps } from "#tests/setup/test-db.ts";
import { acceptQuote, declineQuote, getBuyerQuote, requestQuoteChanges, withdrawQuote } from "./index.ts";

type Who =
  | "anonymous"
  | "buyer"
  | "otherBuyer"
  | "owner"
  | "admin"
  | "sales"
  | "finance"
  | "viewer"
  | "catalog_editor"
  | "otherOwner";
const EVERYONE: Who[] = [
  "anonymous",
  "buyer",
  "otherBuyer",
  "owner",
  "admin",
  "sales",
  "finance",
  "viewer",
  "catalog_editor",
  "otherOwner",
];
const SENDERS: Who[] = ["owner", "admin", "sales"];

type Action = "send" | "withdraw" | "accept" | "decline" | "request_changes";

/**
 * The rules written out, not read from the flow table: the status of the quote's latest revision
 * each action starts from, who may take it, and what that revision becomes. Sending from a sent
 * revision makes the next revision and supersedes it; sending a draft sends it.
 */
const RULES: Record<Action, { from: QuoteStatus[]; who: Who[]; to: QuoteStatus }> = {
  send: { from: ["draft", "sent", "seen", "changes_requested"], who: SENDERS, to: "sent" },
  withdraw: { from: ["sent", "seen", "changes_requested"], who: SENDERS, to: "withdrawn" },
  accept: { from: ["sent", "seen"], who: ["buyer"], to: "accepted" },
  decline: { from: ["sent", "seen"], who: ["buyer"], to: "declined" },
  request_changes: { from: ["sent", "seen"], who: ["buyer"], to: "changes_requested" },
};

describeEachDatabase("quote actions, each by every party and from every status", (deps) => {
  async function setup() {
    const d = deps();
    d.clock.set("2026-12-01T09:00:00Z");
    const w = await quoteWorld(d);
    const actors: Record<Who, Actor | null> = {
      anonymous: null,
      buyer: w.buyer,
      otherBuyer: w.otherBuyer,
      otherOwner: w.otherOwner,
      ...w.members,
    };
    return { d, w, actors };
  }

  /** Takes the action as `actor` (a member acts in their own company's workspace). */
  const take = (
    d: TestDeps,
    w: QuoteWorld,
    action: Action,
    actor: Actor | null,
    quoteId: number,
    revision: number,
  ) => {
    const company = actor?.id === w.otherOwner.id ? w.otherCompanyId : w.companyId;
    switch (action) {
      case "send":
        return w.save({ quoteId }, { who: actor as Actor, company, values: { note: "Revised" } });
      case "withdraw":
        return withdrawQuote(d, actor, company, quoteId, { revision, reason: "Out of stock" });
      case "accept":
        return acceptQuote(d, actor, quoteId, revision);
      case "decline":
        return declineQuote(d, actor, quoteId, "Too dear");
      case "request_changes":
        return requestQuoteChanges(d, actor, quoteId, "A better price for 1,000, please");
    }
  };

  /** A quote whose only revision is at `status`, valid for 30 more days. */
  const quoteAt = async (w: QuoteWorld, status: QuoteStatus) => {
    const quoteId = await w.sentQuote();
    await w.setStatus(quoteId, status);
    return quoteId;
  };

  /**
   * What someone not allowed hears: nobody signed in is asked to; a member whose role may not is
   * told so; anyone else (another buyer or company, the other side) learns nothing of the quote.
   */
  const refusal = (action: Action, who: Who): string => {
    if (who === "anonymous") return "unauthorized";
    const supplierAction = !RULES[action].who.includes("buyer");
    return supplierAction && ["finance", "viewer", "catalog_editor"].includes(who)
      ? "not_allowed"
      : "not_found";
  };

  it.each(Object.keys(RULES) as Action[])(
    "%s: only its party and roles, only from its statuses",
    async (action) => {
      const { d, w, actors } = await setup();
      const rule = RULES[action];
      for (const who of EVERYONE) {
        const quoteId = await quoteAt(w, rule.from.at(-1)!);
        const before = await w.revision(quoteId);
        const error = await outcome(take(d, w, action, actors[who], quoteId, before.number));
        if (rule.who.includes(who)) {
          expect(error, `${action} by ${who}`).toBeUndefined();
          const after = await w.revision(quoteId, before.number);
          const to = action === "send" ? "superseded" : rule.to;
          expect(after.status, `${action} by ${who}`).toBe(to);
          expect(after.version).toBe(before.version + 1);
          expect(await w.audits(`quote.${action}`)).not.toHaveLength(0);
        } else {
          expect(error, `${action} by ${who}`).toBeInstanceOf(AppError);
          expect((error as AppError).code, `${action} by ${who}`).toBe(refusal(action, who));
          const after = await w.revision(quoteId);
          expect([after.status, after.version]).toEqual([before.status, before.version]);
          expect(await w.revisions(quoteId)).toHaveLength(1);
        }
      }
      for (const status of QUOTE_STATUSES) {
        if (rule.from.includes(status) || (status === "draft" && rule.who.includes("buyer"))) continue;
        const quoteId = await quoteAt(w, status);
        const before = await w.revision(quoteId);
        const error = await outcome(take(d, w, action, actors[rule.who[0]!], quoteId, before.number));
        expect(error, `${action} from ${status}`).toMatchObject({ code: "conflict" });
        const after = await w.revision(quoteId);
        expect([after.status, after.version], `${action} from ${status}`).toEqual([
          before.status,
          before.version,
        ]);
        expect(await w.revisions(quoteId)).toHaveLength(1);
      }
    },
  );

  it("refuses the buyer a quote that is still a draft: there is nothing to answer", async () => {
    const { d, w } = await setup();
    const { quoteId } = await w.save({ dealId: await w.deal() }, { send: false });
    // One at a time: a refusal made before its turn to be awaited would be an unhandled rejection.
    for (const work of [
      () => getBuyerQuote(d, w.buyer, quoteId, "fr"),
      () => acceptQuote(d, w.buyer, quoteId, 1),
      () => declineQuote(d, w.buyer, quoteId, "No"),
    ])
      expect(await outcome(work())).toMatchObject({ code: "not_found" });
    expect((await w.revision(quoteId)).status).toBe("draft");
  });

  it("marks the sent revision seen when its buyer opens it, once; nobody else's look counts", async () => {
    const { d, w } = await setup();
    const quoteId = await w.sentQuote();
    for (const who of [null, w.otherBuyer, w.members.owner])
      expect(await outcome(getBuyerQuote(d, who, quoteId, "fr"))).toBeInstanceOf(AppError);
    expect((await w.revision(quoteId)).status).toBe("sent");
    d.clock.set("2026-12-02T10:00:00Z");
    const [first, second] = await Promise.all([
      getBuyerQuote(d, w.buyer, quoteId, "fr"),
      getBuyerQuote(d, w.buyer, quoteId, "fr"),
    ]);
    expect(first.revisions[0]!.status).toBe("seen");
    expect(second.revisions[0]!.status).toBe("seen");
    expect(await w.revision(quoteId)).toMatchObject({
      status: "seen",
      version: 2,
      seen_at: "2026-12-02T10:00:00.000Z",
    });
    expect(await w.audits("quote.see")).toHaveLength(1);
  });

  it("refuses to accept or ask for changes once the last valid day has passed, even before the expiry run", async () => {
    const { d, w } = await setup();
    const quoteId = await w.sentQuote({ validUntil: addDays(w.today(), 3) });
    d.clock.set("2026-12-05T00:00:00Z");
    const before = await w.revision(quoteId);
    for (const work of [
      () => acceptQuote(d, w.buyer, quoteId, 1),
      () => requestQuoteChanges(d, w.buyer, quoteId, "Cheaper"),
    ])
      expect(await outcome(work())).toMatchObject({ code: "conflict", messageKey: "quotes.errors.expired" });
    expect(await w.revision(quoteId)).toMatchObject({ status: before.status, version: before.version });
    expect(await d.db.selectFrom("orders").select("id").execute()).toEqual([]);
    // Declining an offer nobody can take any more is still the buyer's answer.
    await declineQuote(d, w.buyer, quoteId, "Too late");
    expect((await w.revision(quoteId)).status).toBe("declined");
  });

  it("refuses an answer to a revision the buyer did not see last, or to a version changed meanwhile", async () => {
    const { d, w } = await setup();
    const quoteId = await w.sentQuote();
    await w.save({ quoteId }, { values: { note: "Second" } });
    expect(await outcome(acceptQuote(d, w.buyer, quoteId, 1))).toMatchObject({
      code: "conflict",
      messageKey: "quotes.errors.newerRevision",
    });
    expect(await outcome(acceptQuote(d, w.buyer, quoteId, 7))).toMatchObject({ code: "not_found" });
    const current = await w.revision(quoteId);
    expect(await outcome(acceptQuote(d, w.buyer, quoteId, 2, current.version + 1))).toMatchObject({
      code: "conflict",
      messageKey: "quotes.errors.wrongStatus",
    });
    expect((await w.revision(quoteId)).status).toBe("sent");
  });
});
