import { expect, it } from "vitest";
import { RFQ_ERRORS } from "#core/schemas/rfq.ts";
import { AppError } from "#server/lib/errors.ts";
import { PDF } from "#tests/setup/evidence-fixtures.ts";
import { describeEachDatabaseShared, privateFileCount, rfqWorld, START } from "#tests/setup/rfq-fixtures.ts";

/**
 * A posting's key (made once per form, or by an API client for one posting): the same buyer
 * posting again with it, one after the other or at the same moment, gets the request already
 * posted and nothing more is stored.
 */

describeEachDatabaseShared("a request for quotation posted twice with one key", (deps) => {
  const setup = async () => {
    const d = deps();
    d.clock.set(START);
    const w = await rfqWorld(d);
    const count = async (buyerId = w.buyer.id) =>
      (await d.db.selectFrom("rfqs").select("id").where("buyer_user_id", "=", buyerId).execute()).length;
    return { d, w, count };
  };
  const pdf = [{ name: "spec.pdf", bytes: PDF }];

  it("gives the request already posted to a second posting with the key, storing nothing more", async () => {
    const { d, w, count } = await setup();
    const key = "0b6f3c1e-4a2d-4c51-9a7e-2f1d8e6b9c30";
    const first = await w.post({ postKey: key }, { files: pdf });
    const filesAfterFirst = privateFileCount(d);
    const again = await w.post({ postKey: key, title: "Changed title" }, { files: pdf });
    expect(again).toBe(first);
    expect(await count()).toBe(1);
    expect(privateFileCount(d)).toBe(filesAfterFirst);
    expect((await w.texts(first)).map((t) => t.title)).not.toContain("Changed title");
  });

  it("stores one request when both postings arrive at the same moment", async () => {
    const { w, count } = await setup();
    const key = "double-click-0001";
    const ids = await Promise.all([w.post({ postKey: key }), w.post({ postKey: key })]);
    expect(ids[0]).toBe(ids[1]);
    expect(await count()).toBe(1);
  });

  it("keeps keys per buyer, and postings without a key are each a request", async () => {
    const { w, count } = await setup();
    const key = "shared-key-0001";
    const mine = await w.post({ postKey: key });
    const theirs = await w.post({ postKey: key }, { as: w.otherBuyer });
    expect(theirs).not.toBe(mine);
    expect(await count(w.otherBuyer.id)).toBe(1);
    await w.post({});
    await w.post({});
    expect(await count()).toBe(3);
  });

  it("refuses a key that no form makes, with its message, storing nothing", async () => {
    const { w, count } = await setup();
    for (const postKey of ["short", "has spaces in it", "x".repeat(65), "<script>alert(1)</script>"]) {
      const error = await w.post({ postKey }).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).fields).toEqual({ postKey: RFQ_ERRORS.postKey });
    }
    expect(await count()).toBe(0);
  });
});
