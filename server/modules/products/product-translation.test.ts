import { expect, it } from "vitest";
import { jobHandlers } from "#server/jobs.ts";
import type { AppError } from "#server/lib/errors.ts";
import { JobWorker } from "#server/modules/jobs/index.ts";
import { fakeTranslator } from "#tests/setup/fake-translator.ts";
import { productDraft, productWorld } from "#tests/setup/product-fixtures.ts";
import { describeEachDatabase, type TestDeps } from "#tests/setup/test-db.ts";
import { loadEditableProduct, saveProduct } from "./product-editor.service.ts";
import { queueProductTranslations } from "./product-translation.ts";

const runJobs = (d: TestDeps) => new JobWorker({ ...d, log: d.log }, jobHandlers(d)).runDueJobs();
const withTranslator = (d: TestDeps, url: string | undefined) => {
  d.config = { ...d.config, translation: { url, apiKey: undefined } };
};

describeEachDatabase("machine translation of products", (deps) => {
  it("fills the missing languages in the background, never over a person's text", async () => {
    const d = deps();
    const w = await productWorld(d);
    const { id } = await saveProduct(
      d,
      w.members.owner,
      w.companyId,
      undefined,
      productDraft(w.leafCode, w.optionCode),
    );
    withTranslator(d, undefined);
    const refused = await queueProductTranslations(d, w.members.owner, w.companyId, [id]).catch(
      (e: AppError) => e,
    );
    expect(refused).toMatchObject({ code: "conflict", messageKey: "supplier.texts.translateNotConfigured" });

    const translator = await fakeTranslator();
    withTranslator(d, translator.url);
    // Sales may not; another company's product is not found and nothing is queued.
    await expect(queueProductTranslations(d, w.members.sales, w.companyId, [id])).rejects.toMatchObject({
      code: "not_allowed",
    });
    await expect(queueProductTranslations(d, w.otherOwner, w.otherCompanyId, [id])).rejects.toMatchObject({
      code: "not_found",
    });
    expect(await queueProductTranslations(d, w.members.catalog_editor, w.companyId, [id])).toBe(11);
    expect(await queueProductTranslations(d, w.members.catalog_editor, w.companyId, [id])).toBe(0);
    await runJobs(d);

    const product = await loadEditableProduct(d.db, w.members.owner, w.companyId, id);
    expect(product.input.texts.ja).toMatchObject({
      name: "[ja] Organic cotton towel",
      packagingDetails: "[ja] 10 per carton",
    });
    expect(product.input.texts.ja?.description).toContain("[ja]");
    expect(product.texts.find((t) => t.lang === "ja")).toMatchObject({ state: "current", origin: "machine" });
    // The Turkish text a person wrote is theirs.
    expect(product.input.texts.tr?.name).toBe("Organik pamuk havlu");
    expect(translator.requests.some((r) => r.target === "tr")).toBe(false);
  });
});
