import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, expect, it } from "vitest";
import type { Db } from "#server/db/connect.ts";
import { seedDemoCatalogue } from "#server/demo/seed-catalogue.ts";
import { jobHandlers } from "#server/jobs.ts";
import { AppError } from "#server/lib/errors.ts";
import type { Actor } from "#server/modules/accounts/index.ts";
import { JobWorker } from "#server/modules/jobs/index.ts";
import { fakeTranslator } from "#tests/setup/fake-translator.ts";
import { describeEachDatabase, type TestDeps } from "#tests/setup/test-db.ts";
import { queueMissingTranslations } from "./company-text-translation.ts";
import {
  coverage,
  readCompanyTexts,
  saveCompanyTexts,
  setSourceMainProducts,
  TRANSLATE_QUEUE,
} from "./company-texts.ts";
import type { TeamRole } from "./team-permissions.ts";

const COMPANY = 1;
let serial = 0;
async function member(db: Db, companyId: number, role: TeamRole): Promise<Actor> {
  serial += 1;
  const row = await db
    .insertInto("users")
    .values({ email: `t${serial}@texts.test`, password_hash: "x", first_name: "T", last_name: `${serial}` })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db.insertInto("company_members").values({ company_id: companyId, user_id: row.id, role }).execute();
  return { id: row.id, roles: ["supplier"] };
}

async function seed(d: TestDeps) {
  await seedDemoCatalogue(d.db, d.dialect, { products: 5, seed: 1 });
  await d.db.deleteFrom("company_members").execute();
  await d.db.deleteFrom("company_texts").where("company_id", "=", COMPANY).execute();
  await d.db.updateTable("companies").set({ writing_lang: "en" }).where("id", "=", COMPANY).execute();
  return member(d.db, COMPANY, "owner");
}

const stateOf = async (d: TestDeps, actor: Actor, lang: string) =>
  (await readCompanyTexts(d.db, actor, COMPANY)).languages.find((l) => l.lang === lang)!;

async function code(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return (error as AppError).code;
}

const runJobs = (d: TestDeps) => new JobWorker({ ...d, log: d.log }, jobHandlers(d)).runDueJobs();
const withTranslator = (d: TestDeps, url: string | undefined) => {
  d.config = { ...d.config, translation: { url, apiKey: undefined } };
};

let slow: Server | undefined;
afterEach(() => {
  slow?.close();
  slow = undefined;
});

describeEachDatabase("company texts", (deps) => {
  it("shows every language's state: the source, missing, a person's, outdated after the source changes", async () => {
    const d = deps();
    const owner = await seed(d);
    let view = await readCompanyTexts(d.db, owner, COMPANY);
    expect(view.sourceLang).toBe("en");
    expect(view.languages).toHaveLength(13);
    expect(view.languages.every((l) => l.state === "missing")).toBe(true);

    await saveCompanyTexts(d.db, d.clock, owner, COMPANY, "en", {
      introductionHtml: "<p>We mould <b>plastic</b>.</p><script>alert(1)</script>",
      mainProducts: "Buckets,   crates",
    });
    const en = await stateOf(d, owner, "en");
    expect(en).toMatchObject({ state: "source", origin: "source", mainProducts: "Buckets, crates" });
    expect(en.introductionHtml).toBe("<p>We mould <b>plastic</b>.</p>");

    await saveCompanyTexts(d.db, d.clock, owner, COMPANY, "tr", {
      introductionHtml: "<p>Plastik kalıplıyoruz.</p>",
      mainProducts: "Kovalar",
    });
    expect((await stateOf(d, owner, "tr")).state).toBe("human");
    expect((await coverage(d.db, COMPANY)).tr).toBe(100);

    // Saving the source unchanged keeps the translation current; changing it makes it outdated.
    await saveCompanyTexts(d.db, d.clock, owner, COMPANY, "en", {
      introductionHtml: "<p>We mould <b>plastic</b>.</p>",
      mainProducts: "Buckets, crates",
    });
    expect((await stateOf(d, owner, "tr")).state).toBe("human");
    await saveCompanyTexts(d.db, d.clock, owner, COMPANY, "en", {
      introductionHtml: "<p>We mould plastic and metal.</p>",
      mainProducts: "Buckets, crates",
    });
    expect((await stateOf(d, owner, "tr")).state).toBe("outdated");
    const cover = await coverage(d.db, COMPANY);
    expect(cover).toMatchObject({ en: 100, tr: 0, ar: 0 });
    expect(Object.keys(cover)).toHaveLength(13);

    // Both texts emptied: the language has none.
    await saveCompanyTexts(d.db, d.clock, owner, COMPANY, "tr", {
      introductionHtml: "<p></p>",
      mainProducts: "",
    });
    view = await readCompanyTexts(d.db, owner, COMPANY);
    expect(view.languages.find((l) => l.lang === "tr")!.state).toBe("missing");
  });

  it("takes the main products from another form as the source's, and the translations turn outdated", async () => {
    const d = deps();
    const owner = await seed(d);
    await saveCompanyTexts(d.db, d.clock, owner, COMPANY, "en", {
      introductionHtml: "<p>Hi</p>",
      mainProducts: "Cups",
    });
    await saveCompanyTexts(d.db, d.clock, owner, COMPANY, "de", {
      introductionHtml: "<p>Hallo</p>",
      mainProducts: "Tassen",
    });
    await setSourceMainProducts(d.db, d.clock, COMPANY, "Cups,   plates");
    expect(await stateOf(d, owner, "en")).toMatchObject({
      state: "source",
      introductionHtml: "<p>Hi</p>",
      mainProducts: "Cups, plates",
    });
    expect((await stateOf(d, owner, "de")).state).toBe("outdated");
    expect(await code(setSourceMainProducts(d.db, d.clock, COMPANY, "x".repeat(1_001)))).toBe("invalid_data");
  });

  it("marks the company changed, so cached copies of it are replaced", async () => {
    const d = deps();
    const owner = await seed(d);
    d.clock.set(Date.parse("2030-01-02T03:04:05.000Z"));
    await saveCompanyTexts(d.db, d.clock, owner, COMPANY, "ar", {
      introductionHtml: "<p>مرحبا</p>",
      mainProducts: "",
    });
    const row = await d.db
      .selectFrom("companies")
      .select("updated_at")
      .where("id", "=", COMPANY)
      .executeTakeFirst();
    expect(row?.updated_at).toBe("2030-01-02T03:04:05.000Z");
  });

  it("refuses bad input and changes nothing; refuses viewers, sales and other companies", async () => {
    const d = deps();
    const owner = await seed(d);
    expect(
      await code(
        saveCompanyTexts(d.db, d.clock, owner, COMPANY, "xx", { introductionHtml: "a", mainProducts: "" }),
      ),
    ).toBe("invalid_data");
    expect(
      await code(
        saveCompanyTexts(d.db, d.clock, owner, COMPANY, "en", {
          introductionHtml: "a".repeat(20_001),
          mainProducts: "",
        }),
      ),
    ).toBe("invalid_data");
    expect(await code(saveCompanyTexts(d.db, d.clock, owner, COMPANY, "en", { introductionHtml: 5 }))).toBe(
      "invalid_data",
    );
    for (const role of ["viewer", "sales", "catalog_editor", "finance"] as const) {
      const someone = await member(d.db, COMPANY, role);
      expect(
        await code(
          saveCompanyTexts(d.db, d.clock, someone, COMPANY, "en", {
            introductionHtml: "x",
            mainProducts: "",
          }),
        ),
      ).toBe("not_allowed");
      // Every member may read them.
      expect((await readCompanyTexts(d.db, someone, COMPANY)).languages).toHaveLength(13);
    }
    const stranger = await member(d.db, 2, "owner");
    expect(
      await code(
        saveCompanyTexts(d.db, d.clock, stranger, COMPANY, "en", { introductionHtml: "x", mainProducts: "" }),
      ),
    ).toBe("not_found");
    expect(await code(readCompanyTexts(d.db, stranger, COMPANY))).toBe("not_found");
    expect(
      await code(
        queueMissingTranslations(d.db, d.clock, { url: "http://x/", apiKey: undefined }, stranger, COMPANY),
      ),
    ).toBe("not_found");
    expect(
      await d.db.selectFrom("company_texts").selectAll().where("company_id", "=", COMPANY).execute(),
    ).toEqual([]);
  });

  it("translates missing languages in the background, never over a person's text, and reviews machine texts when saved", async () => {
    const d = deps();
    const owner = await seed(d);
    const translator = await fakeTranslator();
    withTranslator(d, undefined);
    await saveCompanyTexts(d.db, d.clock, owner, COMPANY, "en", {
      introductionHtml: "<p>Hello</p>",
      mainProducts: "Cups",
    });
    await saveCompanyTexts(d.db, d.clock, owner, COMPANY, "tr", {
      introductionHtml: "<p>Merhaba</p>",
      mainProducts: "Bardak",
    });
    // Without a translation service the button is refused with what to set.
    const refusal = await queueMissingTranslations(d.db, d.clock, d.config.translation, owner, COMPANY).catch(
      (e: AppError) => e,
    );
    expect(refusal).toMatchObject({ code: "conflict", messageKey: "supplier.texts.translateNotConfigured" });

    withTranslator(d, translator.url);
    const queued = await queueMissingTranslations(d.db, d.clock, d.config.translation, owner, COMPANY);
    expect(queued).toHaveLength(11);
    expect(queued).not.toContain("tr");
    expect(queued).not.toContain("en");
    const jobs = await d.db.selectFrom("jobs").select("queue").where("queue", "=", TRANSLATE_QUEUE).execute();
    expect(jobs).toHaveLength(11);
    // Publishing does not wait: the texts read as they were until the jobs run, marked as being translated.
    expect(await stateOf(d, owner, "ar")).toMatchObject({ state: "missing", translating: true });
    // A second press queues nothing more.
    expect(await queueMissingTranslations(d.db, d.clock, d.config.translation, owner, COMPANY)).toEqual([]);

    await runJobs(d);
    const ar = await stateOf(d, owner, "ar");
    expect(ar).toMatchObject({
      translating: false,
      state: "machine",
      introductionHtml: "[ar] <p>Hello</p>",
      mainProducts: "[ar] Cups",
    });
    expect((await stateOf(d, owner, "tr")).mainProducts).toBe("Bardak");
    expect(translator.requests.some((r) => r.target === "tr")).toBe(false);
    expect((await coverage(d.db, COMPANY)).ar).toBe(100);

    // A person saves the Arabic machine text: reviewed, and kept when the source changes.
    await saveCompanyTexts(d.db, d.clock, owner, COMPANY, "ar", {
      introductionHtml: "<p>مرحبا</p>",
      mainProducts: "أكواب",
    });
    expect((await stateOf(d, owner, "ar")).state).toBe("reviewed");
    await saveCompanyTexts(d.db, d.clock, owner, COMPANY, "en", {
      introductionHtml: "<p>Hello again</p>",
      mainProducts: "Cups",
    });
    const again = await queueMissingTranslations(d.db, d.clock, d.config.translation, owner, COMPANY);
    // Outdated machine texts are made again; outdated texts of people (tr, ar) are theirs to update.
    expect(again).toHaveLength(10);
    expect(again).not.toContain("ar");
    await runJobs(d);
    expect(await stateOf(d, owner, "ar")).toMatchObject({ state: "outdated", mainProducts: "أكواب" });
    expect(await stateOf(d, owner, "de")).toMatchObject({
      state: "machine",
      introductionHtml: "[de] <p>Hello again</p>",
    });
  });

  it("keeps a person's text saved while the translation was being made (checked by the write itself)", async () => {
    const d = deps();
    const owner = await seed(d);
    await saveCompanyTexts(d.db, d.clock, owner, COMPANY, "en", {
      introductionHtml: "<p>Hello</p>",
      mainProducts: "Cups",
    });
    // The translation service answers only after a person has saved the German text.
    slow = createServer((req, res) => {
      let body = "";
      req.on("data", (chunk) => (body += chunk));
      req.on("end", async () => {
        const { q, target } = JSON.parse(body) as { q: string[]; target: string };
        if (target === "de")
          await saveCompanyTexts(d.db, d.clock, owner, COMPANY, "de", {
            introductionHtml: "<p>Hallo</p>",
            mainProducts: "Tassen",
          }).catch(() => undefined);
        res.writeHead(200, { "content-type": "application/json" });
        res.end(JSON.stringify({ translatedText: q.map((text) => `[${target}] ${text}`) }));
      });
    });
    await new Promise<void>((resolve) => slow!.listen(0, "127.0.0.1", resolve));
    withTranslator(d, `http://127.0.0.1:${(slow.address() as AddressInfo).port}/`);
    await queueMissingTranslations(d.db, d.clock, d.config.translation, owner, COMPANY);
    await runJobs(d);
    expect(await stateOf(d, owner, "de")).toMatchObject({
      state: "human",
      introductionHtml: "<p>Hallo</p>",
      mainProducts: "Tassen",
    });
    expect((await stateOf(d, owner, "fr")).state).toBe("machine");
  });
});
