import { expect, it } from "vitest";
import { fakeTranslator } from "#tests/setup/fake-translator.ts";
import { testTranslationService } from "./translation-service.ts";

it("the console's test translates one text into one language, Hebrew as the service's he", async () => {
  const fake = await fakeTranslator();
  expect(await testTranslationService({ url: fake.url, apiKey: undefined }, "en", "iw", "Hello")).toBe(
    "[he] Hello",
  );
  expect(fake.requests).toEqual([{ q: ["Hello"], source: "en", target: "he" }]);
});

it("the test fails as translation_failed when no service is set or the service fails", async () => {
  await expect(
    testTranslationService({ url: undefined, apiKey: undefined }, "en", "tr", "Hi"),
  ).rejects.toMatchObject({
    code: "translation_failed",
  });
  const failing = await fakeTranslator(true);
  await expect(
    testTranslationService({ url: failing.url, apiKey: undefined }, "en", "ja", "Hi"),
  ).rejects.toMatchObject({ code: "translation_failed" });
});
