import { expect, it } from "vitest";
import { translator } from "#server/lib/i18n.ts";
import { quoteWorld } from "#tests/setup/quote-fixtures.ts";
import { describeEachDatabase } from "#tests/setup/test-db.ts";
import {
  acceptQuote,
  expireQuotes,
  QUOTE_EXPIRY_QUEUE,
  QUOTE_REMINDER_QUEUE,
  quoteJobHandlers,
  remindOfExpiringQuotes,
  requestQuoteChanges,
  scheduleQuoteJobs,
} from "./index.ts";

describeEachDatabase("quote expiry and reminders", (deps) => {
  const setup = async () => {
    const d = deps();
    d.clock.set("2026-12-01T09:00:00Z");
    return { d, w: await quoteWorld(d) };
  };

  it("expires what was not answered after its last valid day, and not on that day; the inquiry stays where it is", async () => {
    const { d, w } = await setup();
    const dealId = await w.deal();
    const { quoteId: sent } = await w.save({ dealId }, { values: { validUntil: "2026-12-10" } });
    const changes = await w.sentQuote({ validUntil: "2026-12-10" });
    await requestQuoteChanges(d, w.buyer, changes, "Cheaper");
    const accepted = await w.sentQuote({ validUntil: "2026-12-10" });
    await acceptQuote(d, w.buyer, accepted, 1);
    const later = await w.sentQuote({ validUntil: "2026-12-11" });
    const draft = (
      await w.save({ dealId: await w.deal() }, { send: false, values: { validUntil: "2026-12-10" } })
    ).quoteId;

    d.clock.set("2026-12-10T23:59:00Z");
    expect(await expireQuotes(d)).toBe(0);
    d.clock.set("2026-12-11T00:00:00Z");
    expect(await expireQuotes(d)).toBe(2);
    expect(await expireQuotes(d)).toBe(0);
    expect((await w.revision(sent)).status).toBe("expired");
    expect((await w.revision(changes)).status).toBe("expired");
    expect((await w.revision(accepted)).status).toBe("accepted");
    expect((await w.revision(later)).status).toBe("sent");
    expect((await w.revision(draft)).status).toBe("draft");
    expect((await w.readDeal(dealId)).seller_stage).toBe("Quoted");
    const audit = await w.audits("quote.expire");
    expect(audit.map((a) => [Number(a.entity_id), a.user_id])).toEqual([
      [sent, null],
      [changes, null],
    ]);
    // Expired, nothing more happens: no new revision, no answer.
    expect(await w.save({ quoteId: sent }).catch((e) => e.messageKey)).toBe("supplier.quote.errors.closed");
  });

  it("reminds the buyer once, two days before an unanswered quote's last day, in their language", async () => {
    const { d, w } = await setup();
    const quoteId = await w.sentQuote({ validUntil: "2026-12-10" });
    const answered = await w.sentQuote({ validUntil: "2026-12-10" });
    await requestQuoteChanges(d, w.buyer, answered, "Cheaper");

    d.clock.set("2026-12-07T06:00:00Z");
    expect(await remindOfExpiringQuotes(d)).toBe(0);
    d.clock.set("2026-12-08T06:00:00Z");
    const [first, second] = await Promise.all([remindOfExpiringQuotes(d), remindOfExpiringQuotes(d)]);
    expect(first + second).toBe(1);
    d.clock.set("2026-12-09T06:00:00Z");
    expect(await remindOfExpiringQuotes(d)).toBe(0);
    expect(Boolean((await w.revision(quoteId)).is_reminded)).toBe(true);
    const mails = await w.notices("quote.reminder");
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ user_id: w.buyer.id, lang: "fr", reply_to: d.config.supportEmail });
    expect(mails[0]!.subject).toBe(
      translator("fr")("mail.quote.reminder.subject", {
        number: `Q-${String(quoteId).padStart(6, "0")}`,
        company: "Anatolia Textiles",
        validUntil: "10 déc. 2026",
      }),
    );
    expect(mails[0]!.body).toContain(`http://fr.localhost:3000/profile/quotes/${quoteId}`);
  });

  it("keeps one hourly and one daily run waiting, each queueing its successor", async () => {
    const { d } = await setup();
    await scheduleQuoteJobs(d);
    await scheduleQuoteJobs(d);
    const waiting = async (queue: string) =>
      d.db
        .selectFrom("jobs")
        .select(["id", "run_at"])
        .where("queue", "=", queue)
        .where("state", "=", "pending")
        .execute();
    const [expiry] = await waiting(QUOTE_EXPIRY_QUEUE);
    const [reminder] = await waiting(QUOTE_REMINDER_QUEUE);
    expect(await waiting(QUOTE_EXPIRY_QUEUE)).toHaveLength(1);
    expect(new Date(expiry!.run_at).toISOString()).toBe("2026-12-01T10:00:00.000Z");
    expect(new Date(reminder!.run_at).toISOString()).toBe("2026-12-02T06:00:00.000Z");
    const handlers = quoteJobHandlers(d);
    d.clock.set("2026-12-01T10:00:00Z");
    await d.db.updateTable("jobs").set({ state: "running" }).where("id", "=", expiry!.id).execute();
    await handlers[QUOTE_EXPIRY_QUEUE]!(null, { id: expiry!.id } as never);
    expect((await waiting(QUOTE_EXPIRY_QUEUE)).map((j) => new Date(j.run_at).toISOString())).toEqual([
      "2026-12-01T11:00:00.000Z",
    ]);
  });
});
