import { afterAll, beforeAll, expect, it } from "vitest";
import { closeRfq } from "#server/modules/rfqs/index.ts";
import { PDF, SCRIPT_AS_JPG } from "../setup/evidence-fixtures.ts";
import { DAY, requestInput, rfqWorld, START } from "../setup/rfq-fixtures.ts";
import { describeEachDatabase, type TestDeps } from "../setup/test-db.ts";
import { expectPdfDownload } from "./expect-download.ts";
import { closeServerModules, loadServerModules, type ServerModules } from "./fuzz/app-under-fuzz.ts";
import { pageClient, signIn } from "./page-client.ts";

/**
 * The buyer's pages of their requests for quotation through the whole app, as a browser meets
 * them: the form (and its older address), the list, one request with its files and its close and
 * extend forms. Only the request's buyer sees it (anyone else a 404), a refused form stores
 * nothing and says why beside the fields, and a form from another site changes nothing. The rules
 * themselves are the rfqs module's tests.
 */
let modules: ServerModules;
beforeAll(async () => {
  modules = await loadServerModules();
}, 120_000);
afterAll(async () => {
  await closeServerModules();
});

const FORM = "/profile/purchase-request/detail";
const client = async (d: TestDeps, userId?: number) =>
  pageClient(modules, d, userId ? await signIn(d, userId) : undefined);

/** The form as a browser posts it (multipart, with the files chosen). */
function multipart(fields: Record<string, unknown>, files: { name: string; bytes: Buffer }[] = []) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.set(key, String(value));
  for (const file of files) body.append("files", new File([new Uint8Array(file.bytes)], file.name));
  if (!files.length) body.append("files", new File([], ""));
  return body;
}

const rfqsOf = (d: TestDeps, buyerId: number) =>
  d.db.selectFrom("rfqs").selectAll().where("buyer_user_id", "=", buyerId).orderBy("id").execute();

async function world(d: TestDeps) {
  d.clock.set(START);
  return rfqWorld(d);
}

describeEachDatabase("the buyer's request for quotation pages", (deps) => {
  it("sends anonymous visitors to sign in and back, from every page, the form's older address and the forms", async () => {
    const d = deps();
    const w = await world(d);
    const id = await w.post();
    const anonymous = await client(d);
    const login = (path: string) => `/login?returnUrl=${encodeURIComponent(path)}`;
    for (const path of [FORM, "/profile/rfqs", "/profile/rfqs?status=open", `/profile/rfqs/${id}`]) {
      const answer = await anonymous("GET", path);
      expect(answer.status).toBe(302);
      expect(answer.headers.get("location")).toBe(login(path));
    }
    // The address sign-in links were made with comes to the form.
    const legacy = await anonymous("GET", "/profile/purchase-request-detail");
    expect(legacy.status).toBe(301);
    expect(legacy.headers.get("location")).toBe(FORM);
    const posted = await anonymous("POST", FORM, multipart(requestInput(w.codes.towels)));
    expect(posted.headers.get("location")).toBe(login(FORM));
    const closed = await anonymous("POST", `/profile/rfqs/${id}`, {
      intent: "close",
      version: "1",
      confirmed: "on",
    });
    expect(closed.status).toBe(302);
    expect(await rfqsOf(d, w.buyer.id)).toHaveLength(1);
    expect((await w.read(id)).status).toBe("open");
  });

  it("offers the form with the leaf categories in the reader's language and the buyer's company filled in", async () => {
    const d = deps();
    const w = await world(d);
    const page = await (await client(d, w.buyer.id))("GET", FORM);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Post a request for quotation");
    expect(html).toMatch(/enctype="multipart\/form-data"/i);
    // Leaves only, grouped under their root and second level; a branch is never a choice.
    expect(html).toContain('<optgroup label="Test goods › Home textiles">');
    expect(html).toContain(`<option value="${w.codes.towels}">Towels</option>`);
    expect(html).toContain(`<option value="${w.codes.pumps}">Pumps</option>`);
    expect(html).not.toContain(`<option value="${w.codes.home}">`);
    expect(html).toMatch(/name="buyerCompany"[^>]* value="Maison Linge"/);
    expect(html).toMatch(/name="openDays"[^>]* value="14"/);
    expect(html).toMatch(/name="maxQuotes"[^>]* value="10"/);
    // Each field is labelled, and its hint tied to it.
    expect(html).toContain('<label for="title"');
    expect(html).toMatch(/id="title"[^>]*aria-describedby="title-hint"/);
    expect(html).toContain("Cost, Insurance and Freight");
  });

  it("posts a valid request with its file and shows it to the buyer with its confirmation", async () => {
    const d = deps();
    const w = await world(d);
    const buyer = await client(d, w.buyer.id);
    const posted = await buyer(
      "POST",
      FORM,
      multipart(requestInput(w.codes.towels, { title: "Linen napkins, 45 cm", maxQuotes: "10" }), [
        { name: "napkin spec.pdf", bytes: PDF },
      ]),
    );
    expect(posted.status).toBe(303);
    const [rfq] = await rfqsOf(d, w.buyer.id);
    expect(rfq).toMatchObject({ category_code: w.codes.towels, max_quotes: 10, status: "open" });
    expect(posted.headers.get("location")).toBe(`/profile/rfqs/${rfq!.id}?posted=1`);

    const page = await buyer("GET", `/profile/rfqs/${rfq!.id}?posted=1`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Your request is posted.");
    expect(html).toContain("Linen napkins, 45 cm");
    expect(html).toContain("0 / 10 quotes");
    expect(html).toContain("Days left: 14");
    expect(html).toContain("White, hemmed, 70×140 cm, packed by ten.");
    expect(html).toContain("€2.40");
    expect(html).toContain("Le Havre");
    expect(html).toContain("OEKO-TEX");
    // The quotes' place: its heading and what the database has received so far.
    expect(html).toContain("data-rfq-quotes=");
    expect(html).toContain("No quotes yet.");
    const file = await d.db
      .selectFrom("rfq_attachments")
      .select("id")
      .where("rfq_id", "=", rfq!.id)
      .executeTakeFirstOrThrow();
    expect(html).toContain(`href="/profile/rfqs/${rfq!.id}/files/${file.id}"`);
    expect(html).toContain('data-rfq-form="close"');
    expect(html).toContain('data-rfq-form="extend"');
  });

  it("shows every field's message beside it, keeps what was typed and stores nothing on bad input", async () => {
    const d = deps();
    const w = await world(d);
    const buyer = await client(d, w.buyer.id);
    const refused = await buyer(
      "POST",
      FORM,
      multipart(
        requestInput(w.codes.towels, {
          title: "",
          quantity: "2.5",
          categoryCode: w.codes.home,
          description: "Blue, 200 pieces a carton",
          targetPrice: "12",
          currency: "",
        }),
      ),
    );
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain('id="title-error"');
    expect(html).toContain("Give the request a title of up to 150 characters.");
    expect(html).toContain("Enter a whole number from 1 to 99,999,999.");
    expect(html).toContain("Choose the currency of the target price.");
    expect(html).toMatch(/id="quantity"[^>]*aria-invalid="true"[^>]*aria-describedby="quantity-error"/);
    expect(html).toContain("Blue, 200 pieces a carton</textarea>");
    expect(html).toMatch(/name="quantity"[^>]* value="2.5"/);
    expect(html).toContain("choose them again");
    // A branch of the tree passes the browser's check, and the server refuses it beside the field.
    const branch = await buyer(
      "POST",
      FORM,
      multipart(requestInput(w.codes.towels, { categoryCode: w.codes.home })),
    );
    expect(branch.status).toBe(400);
    expect(await branch.text()).toContain("Choose the most specific category that fits.");
    // A file judged by its content: a script named .jpg is no picture.
    const script = await buyer(
      "POST",
      FORM,
      multipart(requestInput(w.codes.towels), [{ name: "photo.jpg", bytes: SCRIPT_AS_JPG }]),
    );
    expect(script.status).toBe(400);
    expect(await script.text()).toContain("Attach PDF, JPEG, PNG or WebP files only.");
    const six = Array.from({ length: 6 }, (_, i) => ({ name: `spec-${i}.pdf`, bytes: PDF }));
    const tooMany = await buyer("POST", FORM, multipart(requestInput(w.codes.towels), six));
    expect(await tooMany.text()).toContain("Attach at most 5 files.");
    expect(await rfqsOf(d, w.buyer.id)).toEqual([]);
    expect(await d.db.selectFrom("rfq_attachments").select("id").execute()).toEqual([]);
  });

  it("refuses the operator's staff, and a form posted from another site, changing nothing", async () => {
    const d = deps();
    const w = await world(d);
    const staff = await client(d, w.operator.id);
    expect((await staff("GET", FORM)).status).toBe(403);
    expect((await staff("GET", "/profile/rfqs")).status).toBe(403);
    expect((await staff("POST", FORM, multipart(requestInput(w.codes.towels)))).status).toBe(403);
    expect(await rfqsOf(d, w.operator.id)).toEqual([]);

    const buyer = await client(d, w.buyer.id);
    const foreign = await buyer(
      "POST",
      FORM,
      multipart(requestInput(w.codes.towels)),
      "https://evil.example",
    );
    expect(foreign.status).toBe(403);
    expect(await rfqsOf(d, w.buyer.id)).toEqual([]);
    const id = await w.post();
    const close = await buyer(
      "POST",
      `/profile/rfqs/${id}`,
      { intent: "close", version: "1", confirmed: "on" },
      "https://evil.example",
    );
    expect(close.status).toBe(403);
    expect((await w.read(id)).status).toBe("open");
  });

  it("lets a supplier's member post as a buyer: the service refuses only the operator's staff", async () => {
    const d = deps();
    const w = await world(d);
    const member = await client(d, w.members.owner.id);
    const posted = await member("POST", FORM, multipart(requestInput(w.codes.towels)));
    expect(posted.status).toBe(303);
    expect(await rfqsOf(d, w.members.owner.id)).toHaveLength(1);
  });

  it("shows another user's request, or a made-up id, to nobody", async () => {
    const d = deps();
    const w = await world(d);
    const id = await w.post();
    for (const someone of [w.otherBuyer, w.members.owner, w.operator]) {
      const other = await client(d, someone.id);
      expect((await other("GET", `/profile/rfqs/${id}`)).status).toBe(404);
      expect(
        (await other("POST", `/profile/rfqs/${id}`, { intent: "close", version: "1", confirmed: "on" }))
          .status,
      ).toBe(404);
      expect((await other("POST", `/profile/rfqs/${id}`, { intent: "close", version: "1" })).status).toBe(
        404,
      );
      expect(
        (await other("POST", `/profile/rfqs/${id}`, { intent: "extend", version: "1", days: "5" })).status,
      ).toBe(404);
    }
    const buyer = await client(d, w.buyer.id);
    expect((await buyer("GET", "/profile/rfqs/999999")).status).toBe(404);
    expect((await buyer("GET", "/profile/rfqs/not-a-number")).status).toBe(404);
    expect((await w.read(id)).status).toBe("open");
    expect((await w.read(id)).closes_at).toBe(new Date(START + 14 * DAY).toISOString());
  });

  it("lets only the request's buyer download its files, as attachments in their stored type", async () => {
    const d = deps();
    const w = await world(d);
    const id = await w.post({}, { files: [{ name: "spec.pdf", bytes: PDF }] });
    const file = await d.db
      .selectFrom("rfq_attachments")
      .select("id")
      .where("rfq_id", "=", id)
      .executeTakeFirstOrThrow();
    const path = `/profile/rfqs/${id}/files/${file.id}`;
    await expectPdfDownload(await (await client(d, w.buyer.id))("GET", path), "spec.pdf");

    expect((await (await client(d))("GET", path)).status).toBe(302);
    for (const someone of [w.otherBuyer, w.members.owner, w.operator])
      expect((await (await client(d, someone.id))("GET", path)).status).toBe(404);
    // Another request's file through this request's address, and made-up ids.
    const other = await w.post();
    const buyer = await client(d, w.buyer.id);
    expect((await buyer("GET", `/profile/rfqs/${other}/files/${file.id}`)).status).toBe(404);
    expect((await buyer("GET", `/profile/rfqs/${id}/files/abc`)).status).toBe(404);
    expect((await buyer("GET", `/profile/rfqs/${id}/files/999999`)).status).toBe(404);
  });

  it("lists the buyer's requests with their quotes, time left or closing reason, by status", async () => {
    const d = deps();
    const w = await world(d);
    const open = await w.post({ title: "Open towels" });
    d.clock.set(START + 60_000);
    const closed = await w.post({ title: "Closed towels" });
    await w.quote(open);
    await closeRfq(d, w.buyer, closed, 1, null);
    await w.post({ title: "Someone else's towels" }, { as: w.otherBuyer });
    const buyer = await client(d, w.buyer.id);

    const all = await (await buyer("GET", "/profile/rfqs")).text();
    expect(all).toContain("Open towels");
    expect(all).toContain("Closed towels");
    expect(all).not.toContain("Someone else's towels");
    expect(all).toContain(`href="/profile/rfqs/${open}"`);
    expect(all).toContain("1 / 3 quotes");
    expect(all).toContain("Days left: 13");
    expect(all).toContain("Closed by the buyer");
    expect(all).toContain("Towels · 5,000 Piece");
    // Newest first.
    expect(all.indexOf(`data-rfq-id="${closed}"`)).toBeGreaterThanOrEqual(0);
    expect(all.indexOf(`data-rfq-id="${closed}"`)).toBeLessThan(all.indexOf(`data-rfq-id="${open}"`));

    const onlyOpen = await (await buyer("GET", "/profile/rfqs?status=open")).text();
    expect(onlyOpen).toContain(`data-rfq-id="${open}"`);
    expect(onlyOpen).not.toContain(`data-rfq-id="${closed}"`);
    expect(onlyOpen.match(/<a [^>]*href="\/profile\/rfqs\?status=open"[^>]*>/)?.[0]).toContain(
      'aria-current="page"',
    );
    const onlyClosed = await (await buyer("GET", "/profile/rfqs?status=closed")).text();
    expect(onlyClosed).toContain(`data-rfq-id="${closed}"`);
    expect(onlyClosed).not.toContain(`data-rfq-id="${open}"`);

    const none = await (await client(d, w.unconfirmed.id))("GET", "/profile/rfqs");
    const empty = await none.text();
    expect(empty).toContain("You have not posted a request for quotation yet.");
    expect(empty).toContain(`href="${FORM}"`);
  });

  it("pages the list twenty at a time", async () => {
    const d = deps();
    const w = await world(d);
    const ids: number[] = [];
    // Four posts an hour stay within the hourly limit; the first is closed to stay within 20 open.
    for (let i = 0; i < 21; i += 1) {
      d.clock.set(START + i * 15 * 60_000);
      ids.push(await w.post({ title: `Request number ${i + 1}` }));
      if (i === 0) await closeRfq(d, w.buyer, ids[0], 1, null);
    }
    const buyer = await client(d, w.buyer.id);
    const first = await (await buyer("GET", "/profile/rfqs")).text();
    expect(first).toContain("Request number 21");
    expect(first).not.toContain("Request number 1<");
    expect(first).toContain('href="/profile/rfqs?page=2"');
    const second = await (await buyer("GET", "/profile/rfqs?page=2")).text();
    expect(second).toContain(`data-rfq-id="${ids[0]}"`);
    expect(second).not.toContain(`data-rfq-id="${ids[1]}"`);
  });

  it("closes the request early through its page, once confirmed, with the version the page showed", async () => {
    const d = deps();
    const w = await world(d);
    const id = await w.post();
    const buyer = await client(d, w.buyer.id);
    const path = `/profile/rfqs/${id}`;

    const unconfirmed = await buyer("POST", path, { intent: "close", version: "1", note: "Found one" });
    expect(unconfirmed.status).toBe(400);
    const unconfirmedHtml = await unconfirmed.text();
    expect(unconfirmedHtml).toContain("Tick the box to confirm that you want to close the request.");
    expect(unconfirmedHtml).toContain("Found one</textarea>");
    expect((await w.read(id)).status).toBe("open");

    const stale = await buyer("POST", path, { intent: "close", version: "7", confirmed: "on" });
    expect(stale.status).toBe(409);
    expect(await stale.text()).toContain("This request has changed meanwhile. Reload the page to see it.");
    expect((await w.read(id)).status).toBe("open");

    const done = await buyer("POST", path, {
      intent: "close",
      version: "1",
      note: "Found a supplier elsewhere",
      confirmed: "on",
    });
    expect(done.status).toBe(303);
    expect(done.headers.get("location")).toBe(`${path}?done=closed`);
    expect(await w.read(id)).toMatchObject({
      status: "closed",
      closed_reason: "closed_by_buyer",
      closed_note: "Found a supplier elsewhere",
    });
    const html = await (await buyer("GET", `${path}?done=closed`)).text();
    expect(html).toContain("The request is closed. Suppliers can no longer send quotes.");
    expect(html).toContain("Closed by the buyer");
    expect(html).toContain("Found a supplier elsewhere");
    expect(html).not.toContain("data-rfq-form");
    // A second click on the page it came from: closed already, nothing changes.
    const again = await buyer("POST", path, { intent: "close", version: "1", confirmed: "on" });
    expect(again.status).toBe(409);
    expect(await again.text()).toContain("This request is closed.");
  });

  it("extends the request once through its page, saying why a second time or bad days are refused", async () => {
    const d = deps();
    const w = await world(d);
    const id = await w.post();
    const buyer = await client(d, w.buyer.id);
    const path = `/profile/rfqs/${id}`;

    const bad = await buyer("POST", path, { intent: "extend", version: "1", days: "0" });
    expect(bad.status).toBe(400);
    const badHtml = await bad.text();
    expect(badHtml).toContain("Choose from 1 to 30 more days.");
    expect(badHtml).toMatch(/id="extend-days"[^>]*aria-invalid="true"/);
    expect((await w.read(id)).closes_at).toBe(new Date(START + 14 * DAY).toISOString());

    const done = await buyer("POST", path, { intent: "extend", version: "1", days: "5" });
    expect(done.status).toBe(303);
    expect(done.headers.get("location")).toBe(`${path}?done=extended`);
    expect((await w.read(id)).closes_at).toBe(new Date(START + 19 * DAY).toISOString());
    expect(Boolean((await w.read(id)).is_extended)).toBe(true);
    const html = await (await buyer("GET", `${path}?done=extended`)).text();
    expect(html).toContain("The request is open for longer now.");
    expect(html).toContain("Extended once");
    expect(html).toContain("Days left: 19");
    expect(html).not.toContain('data-rfq-form="extend"');
    expect(html).toContain('data-rfq-form="close"');

    const twice = await buyer("POST", path, { intent: "extend", version: "2", days: "5" });
    expect(twice.status).toBe(409);
    expect(await twice.text()).toContain("This request has already been extended once.");
    expect((await w.read(id)).closes_at).toBe(new Date(START + 19 * DAY).toISOString());
    expect((await buyer("POST", path, { intent: "other", version: "2" })).status).toBe(400);
  });

  it("posts one request when the form is sent twice, and each showing of the form has a key of its own", async () => {
    // A double click without the page's script, or a resend after a lost answer.
    const d = deps();
    const w = await world(d);
    const buyer = await client(d, w.buyer.id);
    const keyIn = (html: string) => /name="postKey" value="([^"]+)"/.exec(html)?.[1];
    const key = keyIn(await (await buyer("GET", FORM)).text());
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(keyIn(await (await buyer("GET", FORM)).text())).not.toBe(key);
    const fields = requestInput(w.codes.towels, { title: "Linen napkins, 45 cm", postKey: key });
    const answers = await Promise.all([
      buyer("POST", FORM, multipart(fields)),
      buyer("POST", FORM, multipart(fields)),
    ]);
    expect(answers.map((a) => a.status)).toEqual([303, 303]);
    const rfqs = await rfqsOf(d, w.buyer.id);
    expect(rfqs).toHaveLength(1);
    for (const answer of answers)
      expect(answer.headers.get("location")).toBe(`/profile/rfqs/${rfqs[0]!.id}?posted=1`);
  });

  it("says above the form when its key was tampered with, stores nothing, and gives a new key", async () => {
    const d = deps();
    const w = await world(d);
    const buyer = await client(d, w.buyer.id);
    const refused = await buyer(
      "POST",
      FORM,
      multipart(requestInput(w.codes.towels, { postKey: "<b>bad</b>" })),
    );
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain(
      "This form could not be sent as it was. Reload the page and post the request again.",
    );
    expect(html).not.toContain("&lt;b&gt;bad");
    expect(/name="postKey" value="([^"]+)"/.exec(html)?.[1]).toMatch(/^[0-9a-f-]{36}$/);
    expect(await rfqsOf(d, w.buyer.id)).toHaveLength(0);
  });

  it("links the requests from the account page", async () => {
    const d = deps();
    const w = await world(d);
    const html = await (await (await client(d, w.buyer.id))("GET", "/profile")).text();
    expect(html).toContain('href="/profile/rfqs"');
    expect(html).toContain("Requests for quotation");
  });
});
