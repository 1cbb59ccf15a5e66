import { afterAll, beforeAll, expect, it } from "vitest";
import { requestInput, rfqWorld, START } from "../setup/rfq-fixtures.ts";
import { describeEachDatabase } from "../setup/test-db.ts";
import { closeServerModules, loadServerModules, type ServerModules } from "./fuzz/app-under-fuzz.ts";
import { pageClient, signIn } from "./page-client.ts";

/**
 * The request for quotation form carries a key made for it when it was shown: the form sent twice
 * (a double click without the page's script, a resend after a lost answer) posts one request, and
 * both answers lead to it.
 */
let modules: ServerModules;
beforeAll(async () => {
  modules = await loadServerModules();
}, 120_000);
afterAll(async () => {
  await closeServerModules();
});

const FORM = "/profile/purchase-request/detail";

function multipart(fields: Record<string, unknown>) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.set(key, String(value));
  body.append("files", new File([], ""));
  return body;
}

describeEachDatabase("the request for quotation form sent twice", (deps) => {
  it("posts one request, and each showing of the form has a key of its own", async () => {
    const d = deps();
    d.clock.set(START);
    const w = await rfqWorld(d);
    const buyer = await pageClient(modules, d, await signIn(d, w.buyer.id));
    const keyOf = async () => {
      const html = await (await buyer("GET", FORM)).text();
      const key = /name="postKey" value="([^"]+)"/.exec(html)?.[1];
      expect(key).toMatch(/^[0-9a-f-]{36}$/);
      return key!;
    };
    const key = await keyOf();
    expect(await keyOf()).not.toBe(key);
    const fields = requestInput(w.codes.towels, { title: "Linen napkins, 45 cm", postKey: key });
    const answers = await Promise.all([
      buyer("POST", FORM, multipart(fields)),
      buyer("POST", FORM, multipart(fields)),
    ]);
    expect(answers.map((a) => a.status)).toEqual([303, 303]);
    const rfqs = await d.db.selectFrom("rfqs").select("id").where("buyer_user_id", "=", w.buyer.id).execute();
    expect(rfqs).toHaveLength(1);
    for (const answer of answers)
      expect(answer.headers.get("location")).toBe(`/profile/rfqs/${rfqs[0]!.id}?posted=1`);
  });
});
