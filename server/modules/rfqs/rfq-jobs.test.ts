import { expect, it } from "vitest";
import { LANG_CODES, type Lang } from "#core/i18n/languages.ts";
import { translator } from "#server/lib/i18n.ts";
import { JobWorker } from "#server/modules/jobs/index.ts";
import { fakeTranslator } from "#tests/setup/fake-translator.ts";
import { DAY, rfqWorld, START } from "#tests/setup/rfq-fixtures.ts";
import { describeEachDatabase, type TestDeps } from "#tests/setup/test-db.ts";
import {
  closeExpiredRfqs,
  closeRfq,
  extendRfq,
  nextCloseRun,
  nextDigestRun,
  RFQ_CLOSE_QUEUE,
  RFQ_DIGEST_QUEUE,
  RFQ_TRANSLATE_QUEUE,
  rfqJobHandlers,
  scheduleRfqJobs,
  sendRfqDigests,
} from "./index.ts";

const MINUTE = 60_000;
const iso = (ms: number) => new Date(ms).toISOString();

const notices = (d: TestDeps, kind: string) =>
  d.db.selectFrom("notifications").selectAll().where("kind", "=", kind).orderBy("id").execute();
const withTranslator = (d: TestDeps, url: string | undefined) => ({
  ...d,
  config: { ...d.config, translation: { url, apiKey: undefined } },
});
const runJobs = (d: TestDeps) => new JobWorker({ ...d, log: d.log }, rfqJobHandlers(d)).runDueJobs();
const jobsOf = (d: TestDeps, queue: string) =>
  d.db.selectFrom("jobs").selectAll().where("queue", "=", queue).orderBy("id").execute();

describeEachDatabase("the hourly close of requests for quotation", (deps) => {
  const setup = async () => {
    const d = deps();
    d.clock.set(START);
    return { d, w: await rfqWorld(d) };
  };

  it("closes a request as expired at its deadline, not a minute before, and tells the buyer once", async () => {
    const { d, w } = await setup();
    const id = await w.post({ openDays: "1", title: "Serviettes de bain" });
    d.clock.set(START + DAY - MINUTE);
    expect(await closeExpiredRfqs(d)).toEqual({ expired: 0, told: 0 });
    expect((await w.read(id)).status).toBe("open");

    d.clock.set(START + DAY);
    expect(await closeExpiredRfqs(d)).toEqual({ expired: 1, told: 1 });
    expect(await w.read(id)).toMatchObject({
      status: "closed",
      closed_reason: "expired",
      closed_at: iso(START + DAY),
      version: 2,
    });
    const audit = await d.db.selectFrom("audit_log").selectAll().where("action", "=", "rfq.expire").execute();
    expect(audit).toMatchObject([{ user_id: null, entity: "rfq", entity_id: String(id) }]);
    const [mail, ...more] = await notices(d, "rfq.closed.expired");
    expect(more).toEqual([]);
    const t = translator("fr");
    expect(mail).toMatchObject({
      user_id: w.buyer.id,
      lang: "fr",
      subject: t("rfq.mail.closed.subject", { title: "Serviettes de bain" }),
    });
    expect(mail!.body).toContain(t("rfq.mail.closed.expired", { count: "0" }));
    expect(mail!.body).toContain(`http://fr.localhost:3000/profile/rfqs/${id}`);

    expect(await closeExpiredRfqs(d)).toEqual({ expired: 0, told: 0 });
  });

  it("tells the buyer of a request that closed full, once, and no one of one they closed", async () => {
    const { d, w } = await setup();
    const full = await w.post({ maxQuotes: "1" });
    await w.quote(full);
    const closed = await w.post();
    await closeRfq(d, w.buyer, closed, 1, null);
    d.clock.set(START + 30 * MINUTE);
    expect(await closeExpiredRfqs(d)).toEqual({ expired: 0, told: 1 });
    const [mail] = await notices(d, "rfq.closed.full");
    expect(mail!.body).toContain(translator("fr")("rfq.mail.closed.full", { count: "1", max: "1" }));
    expect(mail!.body).toContain(`/profile/rfqs/${full}`);
    expect(await closeExpiredRfqs(d)).toEqual({ expired: 0, told: 0 });
    expect(
      await d.db.selectFrom("notifications").selectAll().where("user_id", "=", w.buyer.id).execute(),
    ).toHaveLength(1);
  });

  it("leaves an extended request open until its new deadline", async () => {
    const { d, w } = await setup();
    const id = await w.post({ openDays: "1" });
    await extendRfq(d, w.buyer, id, 1, 2);
    d.clock.set(START + 2 * DAY);
    expect(await closeExpiredRfqs(d)).toMatchObject({ expired: 0 });
    d.clock.set(START + 3 * DAY);
    expect(await closeExpiredRfqs(d)).toMatchObject({ expired: 1 });
  });

  it("keeps one hourly and one daily run waiting, each queueing its successor", async () => {
    const { d } = await setup();
    await scheduleRfqJobs(d);
    await scheduleRfqJobs(d);
    expect((await jobsOf(d, RFQ_CLOSE_QUEUE)).map((j) => j.run_at)).toEqual([
      iso(nextCloseRun(START).getTime()),
    ]);
    expect((await jobsOf(d, RFQ_DIGEST_QUEUE)).map((j) => j.run_at)).toEqual([
      iso(nextDigestRun(START).getTime()),
    ]);
    expect(nextCloseRun(START).toISOString()).toBe("2026-12-01T10:00:00.000Z");
    expect(nextDigestRun(START).toISOString()).toBe("2026-12-02T07:00:00.000Z");
    expect(nextDigestRun(Date.parse("2026-12-01T06:59:00Z")).toISOString()).toBe("2026-12-01T07:00:00.000Z");

    d.clock.set("2026-12-02T07:00:00Z");
    expect(await runJobs(d)).toBe(2);
    const close = await jobsOf(d, RFQ_CLOSE_QUEUE);
    expect(close.map((j) => j.state)).toEqual(["done", "pending"]);
    expect(close[1]!.run_at).toBe("2026-12-02T08:00:00.000Z");
    const digest = await jobsOf(d, RFQ_DIGEST_QUEUE);
    expect(digest.map((j) => j.state)).toEqual(["done", "pending"]);
    expect(digest[1]!.run_at).toBe("2026-12-03T07:00:00.000Z");
  });
});

describeEachDatabase("the daily digest of new requests for quotation", (deps) => {
  const setup = async () => {
    const d = deps();
    d.clock.set(START);
    return { d, w: await rfqWorld(d) };
  };

  it("e-mails each active company's members who quote or act on orders the new requests of its categories, in their language", async () => {
    const { d, w } = await setup();
    const towels = await w.post({ title: "Bath towels" });
    const bedding = await w.post({ title: "Duvet covers", categoryCode: w.codes.bedding });
    const pumps = await w.post({ title: "Water pumps", categoryCode: w.codes.pumps });
    await d.db
      .insertInto("rfq_texts")
      .values({
        rfq_id: towels,
        lang: "de",
        title: "Badetücher",
        description: "Weiß",
        origin: "machine",
        created_at: iso(START),
      })
      .execute();

    d.clock.set(START + DAY);
    expect(await sendRfqDigests(d)).toEqual({ companies: 2, mails: 4 });
    const mails = await notices(d, "rfq.digest");
    const ours = mails.filter((m) => m.company_id === w.companyId);
    // Owner, admin and sales; not the viewer, the catalogue editor or finance.
    expect(ours.map((m) => m.user_id).sort()).toEqual(
      [w.members.owner.id, w.members.admin.id, w.members.sales.id].sort((a, b) => a - b),
    );
    for (const mail of ours) {
      const lang = mail.lang as Lang;
      const t = translator(lang);
      expect(mail.subject).toBe(t("rfq.mail.digest.subject", { count: "2" }));
      const host = lang === "en" ? "localhost:3000" : `${lang}.localhost:3000`;
      expect(mail.body).toContain(`http://${host}/supplier/rfqs/${towels}`);
      expect(mail.body).toContain(`http://${host}/supplier/rfqs/${bedding}`);
      expect(mail.body).not.toContain(`/supplier/rfqs/${pumps}`);
      expect(mail.body).toContain("Duvet covers");
      expect(mail.body).toContain(lang === "de" ? "Badetücher" : "Bath towels");
    }
    expect(ours.find((m) => m.user_id === w.members.owner.id)!.lang).toBe("de");
    const pumpMails = mails.filter((m) => m.company_id === w.pumpsCompanyId);
    expect(pumpMails).toHaveLength(1);
    expect(pumpMails[0]!.body).toContain(`/supplier/rfqs/${pumps}`);
    expect(mails.some((m) => m.company_id === w.draftCompanyId)).toBe(false);
    for (const id of [towels, bedding, pumps]) expect((await w.read(id)).is_digest_sent).toBe(true);
  });

  it("sends a company one digest a day, and names each request to it once", async () => {
    const { d, w } = await setup();
    const first = await w.post({ title: "First towels" });
    d.clock.set(START + DAY);
    expect((await sendRfqDigests(d)).companies).toBe(1);
    // Posted later the same day: it waits for tomorrow's digest, even if the run comes again.
    d.clock.set(START + DAY + 2 * 3_600_000);
    const second = await w.post({ title: "Second towels" });
    expect(await sendRfqDigests(d)).toEqual({ companies: 0, mails: 0 });

    d.clock.set(START + 2 * DAY);
    expect(await sendRfqDigests(d)).toEqual({ companies: 1, mails: 3 });
    const latest = (await notices(d, "rfq.digest")).filter((m) => m.user_id === w.members.admin.id);
    expect(latest).toHaveLength(2);
    expect(latest[1]!.body).toContain(`/supplier/rfqs/${second}`);
    expect(latest[1]!.body).not.toContain(`/supplier/rfqs/${first}`);
    // Nothing new: nothing sent.
    d.clock.set(START + 3 * DAY);
    expect(await sendRfqDigests(d)).toEqual({ companies: 0, mails: 0 });
    const announced = await d.db.selectFrom("rfq_announcements").selectAll().orderBy("rfq_id").execute();
    expect(announced.map((a) => [a.rfq_id, a.company_id])).toEqual([
      [first, w.companyId],
      [second, w.companyId],
    ]);
  });

  it("names neither a company's own members' requests to it, nor closed or expired ones", async () => {
    const { d, w } = await setup();
    await w.post({ title: "Our own" }, { as: w.members.viewer });
    const closed = await w.post({ title: "Closed" });
    await closeRfq(d, w.buyer, closed, 1, null);
    await w.post({ title: "Short", openDays: "1" });
    d.clock.set(START + DAY);
    expect(await sendRfqDigests(d)).toEqual({ companies: 0, mails: 0 });
  });
});

describeEachDatabase("the machine translation of requests for quotation", (deps) => {
  it("puts the title and description into every other language, keeping the buyer's text and any made before", async () => {
    const d = deps();
    d.clock.set(START);
    const w = await rfqWorld(d);
    const id = await w.post({ title: "Serviettes", description: "Blanches" }, { lang: "iw" });
    await d.db
      .insertInto("rfq_texts")
      .values({
        rfq_id: id,
        lang: "en",
        title: "Made earlier",
        description: "Kept",
        origin: "machine",
        created_at: iso(START),
      })
      .execute();
    const fake = await fakeTranslator();
    expect(await runJobs(withTranslator(d, fake.url))).toBe(1);
    const texts = await w.texts(id);
    expect(texts.map((t) => t.lang).sort()).toEqual([...LANG_CODES].sort());
    expect(texts.find((t) => t.lang === "iw")).toMatchObject({
      origin: "source",
      title: "Serviettes",
      description: "Blanches",
    });
    expect(texts.find((t) => t.lang === "en")).toMatchObject({ title: "Made earlier", description: "Kept" });
    expect(texts.find((t) => t.lang === "ja")).toMatchObject({
      origin: "machine",
      title: "[ja] Serviettes",
      description: "[ja] Blanches",
    });
    expect(fake.requests.every((r) => r.source === "he")).toBe(true);
    expect((await jobsOf(d, RFQ_TRANSLATE_QUEUE)).map((j) => j.state)).toEqual(["done"]);
  });

  it("does nothing without a translation service", async () => {
    const d = deps();
    d.clock.set(START);
    const w = await rfqWorld(d);
    const id = await w.post();
    expect(await runJobs(withTranslator(d, undefined))).toBe(1);
    expect(await w.texts(id)).toMatchObject([{ lang: "fr", origin: "source" }]);
    expect((await jobsOf(d, RFQ_TRANSLATE_QUEUE)).map((j) => j.state)).toEqual(["done"]);
  });

  it("fails the job when the service fails in any language, writing nothing", async () => {
    const d = deps();
    d.clock.set(START);
    const w = await rfqWorld(d);
    const id = await w.post();
    const failing = await fakeTranslator(true);
    expect(await runJobs(withTranslator(d, failing.url))).toBe(1);
    const [job] = await jobsOf(d, RFQ_TRANSLATE_QUEUE);
    expect(job).toMatchObject({ state: "pending", attempts: 1 });
    expect(job!.last_error).toBeTruthy();
    expect(failing.requests.some((r) => r.target === "ja")).toBe(true);
    expect(await w.texts(id)).toMatchObject([{ lang: "fr", origin: "source" }]);
  });

  it("translates on the retry after the service was away", async () => {
    const d = deps();
    d.clock.set(START);
    const w = await rfqWorld(d);
    const id = await w.post();
    // Nothing listens on the discard port: the service is away.
    expect(await runJobs(withTranslator(d, "http://127.0.0.1:9/"))).toBe(1);
    expect((await jobsOf(d, RFQ_TRANSLATE_QUEUE))[0]).toMatchObject({ state: "pending", attempts: 1 });
    const working = await fakeTranslator();
    d.clock.set(START + 10 * MINUTE);
    expect(await runJobs(withTranslator(d, working.url))).toBe(1);
    expect(await w.texts(id)).toHaveLength(LANG_CODES.length);
    expect((await jobsOf(d, RFQ_TRANSLATE_QUEUE))[0]).toMatchObject({ state: "done", attempts: 2 });
  });
});
