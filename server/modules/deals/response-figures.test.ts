import { expect, it } from "vitest";
import { inquiryWorld } from "#tests/setup/inquiry-fixtures.ts";
import { describeEachDatabase } from "#tests/setup/test-db.ts";
import { countCompanyDeals } from "./deal.repo.ts";
import {
  getPublicResponseFigures,
  getPublicResponseFiguresOf,
  getResponseFigures,
  withResponseRates,
} from "./response-figures.ts";

const NOW = Date.parse("2026-11-27T12:00:00.000Z");
const HOUR = 60 * 60 * 1000;
const at = (ms: number) => new Date(ms).toISOString();

describeEachDatabase("response figures", (deps) => {
  it("gives the share answered within 24 hours and the median time to the first reply over 30 days", async () => {
    const d = deps();
    const w = await inquiryWorld(d);
    d.clock.set(NOW);
    const asked = (daysAgo: number, replyHours: number | null, extra = {}) =>
      w.deal({
        created_at: at(NOW - daysAgo * 24 * HOUR),
        first_reply_at: replyHours === null ? null : at(NOW - daysAgo * 24 * HOUR + replyHours * HOUR),
        ...extra,
      });
    await asked(2, 1);
    await asked(3, 3);
    await asked(4, 30); // answered, but late
    await asked(5, null); // never answered
    await asked(0.5, null); // still within its day: not judged yet
    await asked(6, 100, { seller_status: "Spam" }); // spam does not count
    await asked(31, 500); // before the window
    await asked(2, 2, { seller_company_id: w.otherCompanyId });

    expect(await getResponseFigures(d, w.companyId)).toEqual({
      inquiries: 5,
      within24hPercent: 50, // 2 of the 4 judged
      medianMinutes: 180, // 1 h, 3 h, 30 h
    });
    // The clock moves: a month on, none of them is in the window.
    d.clock.set(NOW + 40 * 24 * HOUR);
    expect(await getResponseFigures(d, w.companyId)).toEqual({
      inquiries: 0,
      within24hPercent: null,
      medianMinutes: null,
    });
  });

  it("shows buyers the figures only from 10 inquiries in the window", async () => {
    const d = deps();
    const w = await inquiryWorld(d);
    d.clock.set(NOW);
    for (let i = 0; i < 9; i++)
      await w.deal({
        created_at: at(NOW - (i + 2) * 24 * HOUR),
        first_reply_at: at(NOW - (i + 2) * 24 * HOUR + HOUR),
      });
    expect(await getPublicResponseFigures(d, w.companyId)).toBeNull();
    await w.deal({ created_at: at(NOW - 3 * HOUR), first_reply_at: null });
    // The tenth is too young to be judged, but it counts towards the ten.
    expect(await getPublicResponseFigures(d, w.companyId)).toEqual({
      inquiries: 10,
      within24hPercent: 100,
      medianMinutes: 60,
    });
    d.clock.set(NOW + 29 * 24 * HOUR);
    expect(await getPublicResponseFigures(d, w.companyId)).toBeNull();
  });

  it("counts as unanswered the open inquiries nobody has replied to", async () => {
    const d = deps();
    const w = await inquiryWorld(d);
    await w.deal();
    await w.deal({ first_reply_at: at(NOW) });
    await w.deal({ seller_status: "Closed" });
    await w.deal({ seller_company_id: w.otherCompanyId });
    expect((await countCompanyDeals(d.db, w.companyId, at(0))).unanswered).toBe(1);
  });

  it("reads a listing's suppliers in one go, each as its own figures would show it", async () => {
    const d = deps();
    const w = await inquiryWorld(d);
    d.clock.set(NOW);
    // Twelve inquiries of the company, nine answered within the hour and three after two days;
    // nine of the other company's (too few for buyers to see).
    for (let i = 0; i < 12; i++)
      await w.deal({
        created_at: at(NOW - (i + 2) * 24 * HOUR),
        first_reply_at: at(NOW - (i + 2) * 24 * HOUR + (i < 9 ? 1 : 48) * HOUR),
      });
    for (let i = 0; i < 9; i++)
      await w.deal({ seller_company_id: w.otherCompanyId, created_at: at(NOW - 2 * 24 * HOUR) });

    const shown = await getPublicResponseFiguresOf(d, [w.companyId, w.otherCompanyId, w.companyId, 999_999]);
    expect([...shown.keys()]).toEqual([w.companyId]);
    expect(shown.get(w.companyId)).toEqual(await getPublicResponseFigures(d, w.companyId));
    expect(shown.get(w.companyId)!.within24hPercent).toBe(75);

    const cards = [
      { id: 1, companyId: w.companyId, responseRate: null },
      { id: 2, companyId: w.otherCompanyId, responseRate: null },
    ];
    expect(await withResponseRates(d, cards)).toEqual([
      { id: 1, companyId: w.companyId, responseRate: 75 },
      { id: 2, companyId: w.otherCompanyId, responseRate: null },
    ]);
    expect(await withResponseRates(d, [])).toEqual([]);
  });
});
