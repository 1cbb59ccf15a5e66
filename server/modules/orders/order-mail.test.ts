import { describe, expect, it } from "vitest";
import { LANG_CODES } from "#core/i18n/languages.ts";
import { ORDER_STATUSES, ORDER_STEP_NAMES, turnOf } from "#core/rules/order-flow.ts";
import { translator } from "#server/lib/i18n.ts";
import { BUYER_LANG, MEMBER_LANGS, orderWorld } from "#tests/setup/order-job-fixtures.ts";
import { describeEachDatabase, type TestDeps } from "#tests/setup/test-db.ts";

const notices = (d: TestDeps, kind: string) =>
  d.db.selectFrom("notifications").selectAll().where("kind", "=", kind).orderBy("user_id").execute();
const emailOf = async (d: TestDeps, userId: number) =>
  (await d.db.selectFrom("users").select("email").where("id", "=", userId).executeTakeFirstOrThrow()).email;

describe("order e-mail texts", () => {
  it("has a line for every step and every change by the system or the operator, in every language", () => {
    const actions = [...ORDER_STEP_NAMES, "create", "propose", "time_out", "auto_complete", "force"];
    const withTurn = ORDER_STATUSES.filter((s) => turnOf({ status: s, refundRequested: false }) !== null);
    for (const lang of LANG_CODES) {
      const t = translator(lang);
      const en = translator("en");
      for (const action of actions) {
        const key = `orders.mail.action.${action}`;
        expect(t(key, { number: "O-000007" }), `${lang} ${key}`).toContain("O-000007");
        if (lang !== "en") expect(t(key), `${lang} ${key}`).not.toBe(en(key));
      }
      for (const status of withTurn)
        expect(t(`orders.mail.todo.${status}`, { number: "O-000007" }), `${lang} ${status}`).toContain(
          "O-000007",
        );
      for (const status of ORDER_STATUSES)
        expect(t(`orderStatus.${status}`)).not.toBe(`orderStatus.${status}`);
    }
  });
});

describeEachDatabase("order e-mails", (deps) => {
  const setup = async () => {
    const d = deps();
    d.clock.set("2026-12-01T09:00:00Z");
    return { d, w: await orderWorld(d) };
  };

  it("tells the supplier's members who act on orders of a new order, each in their language, answering to the buyer", async () => {
    const { d, w } = await setup();
    const id = await w.order();
    const sent = await notices(d, "order.create");
    const acting = (["owner", "admin", "sales", "finance"] as const).map((role) => w.members[role].id);
    expect(sent.map((n) => n.user_id)).toEqual([...acting].sort((a, b) => a - b));
    const buyerEmail = await emailOf(d, w.buyer.id);
    for (const role of ["owner", "admin", "sales", "finance"] as const) {
      const mail = sent.find((n) => n.user_id === w.members[role].id)!;
      const lang = MEMBER_LANGS[role];
      const t = translator(lang);
      expect(mail.lang).toBe(lang);
      expect(mail.reply_to).toBe(buyerEmail);
      expect(mail.company_id).toBe(w.companyId);
      expect(mail.subject).toBe(
        t("orders.mail.subject", { number: "O-000001", status: t("orderStatus.created") }),
      );
      expect(mail.body).toContain(t("orders.mail.action.create", { number: "O-000001" }));
      const host = lang === "en" ? "localhost:3000" : `${lang}.localhost:3000`;
      expect(mail.body).toContain(`http://${host}/supplier/orders/${id}`);
      // The next step is theirs, with its deadline in their words.
      expect(mail.body).toContain(t("orders.mail.todo.created", { number: "O-000001" }));
    }
    expect((await notices(d, "order.create")).map((n) => n.user_id)).not.toContain(w.buyer.id);
  });

  it("tells the buyer in French of the supplier's steps, with the reason, answering to the member who acted", async () => {
    const { d, w } = await setup();
    const id = await w.order();
    await w.step(w.members.sales, id, {
      step: "confirm",
      shipping: "not_needed",
      leadTimeDays: 20,
      note: undefined,
    });
    const [confirmed] = await notices(d, "order.confirm");
    expect(confirmed).toMatchObject({ user_id: w.buyer.id, lang: BUYER_LANG });
    expect(confirmed!.reply_to).toBe(await emailOf(d, w.members.sales.id));
    expect(confirmed!.subject).toBe(`Commande O-000001 : ${translator("fr")("orderStatus.payment_waiting")}`);
    expect(confirmed!.body).toContain("Le fournisseur a confirmé la commande O-000001.");
    expect(confirmed!.body).toContain(
      "Votre prochaine étape : payer la commande O-000001 et déclarer le paiement, avant le",
    );
    expect(confirmed!.body).toContain(`http://fr.localhost:3000/profile/orders/${id}`);

    const declined = await w.order();
    await w.step(w.members.owner, declined, { step: "decline", reason: "Out of stock until March" });
    const [mail] = await notices(d, "order.decline");
    expect(mail!.body).toContain("Motif : Out of stock until March");
    expect(mail!.body).toContain("Plus rien à faire : la commande est clôturée.");
  });

  it("e-mails the other side of every step of a whole order, and both sides of the system's", async () => {
    const { d, w } = await setup();
    const id = await w.shippedOrder("air");
    await w.step(w.buyer, id, { step: "confirm_receipt" });
    const supplierSide = ["owner", "admin", "sales", "finance"].map((r) => w.members[r as "owner"].id);
    const recipients = async (kind: string) => (await notices(d, kind)).map((n) => n.user_id);
    const sorted = [...supplierSide].sort((a, b) => a - b);
    expect(await recipients("order.create")).toEqual(sorted);
    expect(await recipients("order.confirm")).toEqual([w.buyer.id]);
    expect(await recipients("order.declare_payment")).toEqual(sorted);
    expect(await recipients("order.approve_payment")).toEqual([w.buyer.id]);
    expect(await recipients("order.ship")).toEqual([w.buyer.id]);
    expect(await recipients("order.confirm_receipt")).toEqual(sorted);
    // Viewers and catalogue editors may read orders but are not e-mailed about each step.
    const all = await d.db.selectFrom("notifications").select("user_id").execute();
    expect(all.map((n) => n.user_id)).not.toContain(w.members.viewer.id);
    expect(all.map((n) => n.user_id)).not.toContain(w.members.catalog_editor.id);
  });

  it("tells the buyer of an order a supplier drafted for them, and the supplier of the buyer's answer", async () => {
    const { d, w } = await setup();
    const id = await w.order({
      createdBy: { side: "supplier", userId: w.members.sales.id },
      origin: "inquiry",
    });
    const [proposed] = await notices(d, "order.create");
    expect(proposed).toMatchObject({ user_id: w.buyer.id, lang: "fr" });
    expect(proposed!.body).toContain(translator("fr")("orders.mail.action.propose", { number: "O-000001" }));
    await w.step(w.buyer, id, { step: "decline_proposal", reason: "Price too high" });
    const declined = await notices(d, "order.decline_proposal");
    expect(declined).toHaveLength(4);
    const german = declined.find((n) => n.lang === "de")!;
    expect(german.body).toContain("Der Käufer hat die vorgeschlagene Bestellung O-000001 abgelehnt.");
    expect(german.body).toContain("Grund: Price too high");
    expect(german.reply_to).toBe(await emailOf(d, w.buyer.id));
  });
});
