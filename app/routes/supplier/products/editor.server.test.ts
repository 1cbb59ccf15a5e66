import { RouterContextProvider } from "react-router";
import sharp from "sharp";
import { expect, it } from "vitest";
import type { Actor, SessionUser } from "#server/modules/accounts/index.ts";
import { changeProductStatus } from "#server/modules/products/index.ts";
import { requestContext } from "#server/request-context.ts";
import { productWorld } from "#tests/setup/product-fixtures.ts";
import { describeEachDatabase, type TestDeps } from "#tests/setup/test-db.ts";
import { action as editAction, loader as editLoader } from "./edit.tsx";
import { action as newAction, loader as newLoader } from "./new.tsx";

const session = (actor: Actor): SessionUser => ({
  id: actor.id,
  email: `u${actor.id}@editor.test`,
  firstName: "E",
  lastName: String(actor.id),
  phone: null,
  companyName: null,
  emailConfirmed: true,
  roles: [...actor.roles] as SessionUser["roles"],
  companyIds: [],
});

/** Calls a loader or action as React Router does; the answer's status, data and redirect. */
async function call(
  d: TestDeps,
  fn: (args: never) => unknown,
  path: string,
  actor: Actor | undefined,
  form?: FormData,
) {
  const context = new RouterContextProvider();
  context.set(requestContext, {
    deps: d,
    lang: "en",
    dir: "ltr",
    origin: "http://localhost:3000",
    user: actor ? session(actor) : undefined,
    sessionToken: undefined,
    ip: null,
    userAgent: null,
    requestId: "test",
  });
  const url = new URL(`http://localhost:3000${path}`);
  const request = form ? new Request(url, { method: "POST", body: form }) : new Request(url);
  const productId = /\/supplier\/products\/([^/?]+)/.exec(path)?.[1];
  const params = productId && productId !== "new" ? { productId } : {};
  try {
    const data = await fn({ context, params, url, request } as never);
    const wrapped = data as { type?: string; data?: unknown; init?: { status?: number } } | null;
    if (wrapped?.type === "DataWithResponseInit")
      return {
        status: wrapped.init?.status ?? 200,
        data: wrapped.data as Record<string, unknown>,
        location: null,
      };
    return { status: 200, data: data as Record<string, unknown>, location: null };
  } catch (thrown) {
    if (thrown instanceof Response)
      return { status: thrown.status, data: null, location: thrown.headers.get("location") };
    const init = (thrown as { init?: { status?: number } }).init;
    if (init?.status) return { status: init.status, data: null, location: null };
    throw thrown;
  }
}

/** The editor's form as a browser posts it: every field named by its dotted path. */
function productForm(leafCode: string, optionCode: string, extra: Record<string, string> = {}) {
  const form = new FormData();
  const fields: Record<string, string> = {
    intent: "save",
    categoryCode: leafCode,
    "texts.en.name": "Enamel mug",
    "texts.en.description": "<h1>Big</h1><p>A <strong>sturdy</strong> mug</p>",
    "texts.en.packagingDetails": "",
    "texts.tr.name": "",
    "texts.tr.description": "",
    "texts.tr.packagingDetails": "",
    brand: "Anatolia",
    placeOfOrigin: "TR",
    keywords: "mug, enamel",
    "customVariations.0.name": "Colour",
    "customVariations.0.values.0.name": "Red",
    "customVariations.0.values.0.image": "",
    "customVariations.0.values.1.name": "",
    "customVariations.0.values.1.image": "",
    "customVariations.1.name": "",
    fobCurrency: "USD",
    priceMin: "2.5",
    priceMax: "4",
    fobUnit: "piece",
    "priceTiers.0.minQuantity": "100",
    "priceTiers.0.price": "4",
    "priceTiers.1.minQuantity": "500",
    "priceTiers.1.price": "3.5",
    "priceTiers.2.minQuantity": "",
    "priceTiers.2.price": "",
    minOrderQuantity: "100",
    minOrderUnit: "piece",
    "manufactureLocation.lat": "38.4",
    "manufactureLocation.lon": "27.1",
    ...extra,
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append("variationOptions", optionCode);
  form.append("paymentTerms", "tt");
  return form;
}

const png = (size: number) =>
  sharp({ create: { width: size, height: size, channels: 3, background: "#3366aa" } })
    .png()
    .toBuffer();

describeEachDatabase("the product editor pages", (deps) => {
  it("send anonymous visitors to sign in; refuse sales, and another company's product as not found", async () => {
    const d = deps();
    const w = await productWorld(d);
    for (const [fn, path] of [
      [newLoader, "/supplier/products/new"],
      [newAction, "/supplier/products/new"],
      [editLoader, "/supplier/products/1"],
    ] as const) {
      const answer = await call(d, fn, path, undefined, fn === newAction ? new FormData() : undefined);
      expect(answer.status).toBe(302);
      expect(answer.location).toBe(`/login?returnUrl=${encodeURIComponent(path)}`);
    }
    const created = await call(
      d,
      newAction,
      "/supplier/products/new",
      w.members.catalog_editor,
      productForm(w.leafCode, w.optionCode),
    );
    const id = Number(/\/supplier\/products\/(\d+)\?saved=created$/.exec(created.location ?? "")?.[1]);
    expect(id).toBeGreaterThan(0);

    // Sales may not see the catalogue work at all; viewers read it but may not change it.
    expect((await call(d, newLoader, "/supplier/products/new", w.members.sales)).status).toBe(403);
    expect((await call(d, editLoader, `/supplier/products/${id}`, w.members.sales)).status).toBe(403);
    const viewed = await call(d, editLoader, `/supplier/products/${id}`, w.members.viewer);
    expect(viewed.data).toMatchObject({ canEdit: false, product: { id, status: "draft" } });
    expect((await call(d, newLoader, "/supplier/products/new", w.members.viewer)).status).toBe(403);
    const viewerSave = await call(
      d,
      editAction,
      `/supplier/products/${id}`,
      w.members.viewer,
      productForm(w.leafCode, w.optionCode),
    );
    expect(viewerSave.status).toBe(403);

    // Another company's member: the id names nothing they may reach.
    expect((await call(d, editLoader, `/supplier/products/${id}`, w.otherOwner)).status).toBe(404);
    const foreign = await call(
      d,
      editAction,
      `/supplier/products/${id}`,
      w.otherOwner,
      productForm(w.leafCode, w.optionCode, { "texts.en.name": "Taken" }),
    );
    expect(foreign.status).toBe(404);
    const submitForeign = new FormData();
    submitForeign.append("intent", "submit");
    expect((await call(d, editAction, `/supplier/products/${id}`, w.otherOwner, submitForeign)).status).toBe(
      404,
    );
    expect((await call(d, editLoader, "/supplier/products/abc", w.members.owner)).status).toBe(404);
    const name = await d.db
      .selectFrom("product_texts")
      .select("name")
      .where("product_id", "=", id)
      .where("lang", "=", "en")
      .executeTakeFirstOrThrow();
    expect(name.name).toBe("Enamel mug");
  });

  it("create a product from the form, and refuse bad input field by field without creating anything", async () => {
    const d = deps();
    const w = await productWorld(d);
    const before = await d.db
      .selectFrom("products")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    const refused = await call(
      d,
      newAction,
      "/supplier/products/new",
      w.members.catalog_editor,
      productForm(w.leafCode, w.optionCode, { "priceTiers.1.minQuantity": "50", "priceTiers.1.price": "9" }),
    );
    expect(refused.status).toBe(400);
    expect(refused.data).toMatchObject({
      kind: "draft",
      fields: {
        "priceTiers.1.minQuantity": "errors.product.tierQuantities",
        "priceTiers.1.price": "errors.product.tierPrices",
      },
      values: { brand: "Anatolia", texts: { en: { name: "Enamel mug" } } },
    });
    const after = await d.db
      .selectFrom("products")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));

    const created = await call(
      d,
      newAction,
      "/supplier/products/new",
      w.members.catalog_editor,
      productForm(w.leafCode, w.optionCode),
    );
    const id = /\/supplier\/products\/(\d+)/.exec(created.location ?? "")?.[1];
    const page = await call(d, editLoader, `/supplier/products/${id}`, w.members.catalog_editor);
    expect(page.data).toMatchObject({
      canEdit: true,
      product: { status: "draft", pendingChange: null },
      values: {
        categoryCode: w.leafCode,
        variationOptions: [w.optionCode],
        customVariations: [{ name: "Colour", values: [{ name: "Red", image: "" }] }],
        priceTiers: [
          { minQuantity: "100", price: "4" },
          { minQuantity: "500", price: "3.5" },
        ],
        paymentTerms: ["tt"],
        lat: "38.4",
        lon: "27.1",
      },
    });
    // Headings of the first two levels are not kept in a description.
    const values = page.data?.values as { texts: Record<string, { description: string }> };
    expect(values.texts.en!.description).not.toContain("<h1>");
    expect(values.texts.en!.description).toContain("<strong>sturdy</strong>");
  });

  it("store uploaded pictures re-encoded, and refuse a file that is not a picture whatever its name", async () => {
    const d = deps();
    const w = await productWorld(d);
    const form = productForm(w.leafCode, w.optionCode, { intent: "upload" });
    form.append("newPictures", new File([await png(300)], "mug.png", { type: "image/png" }));
    const uploaded = await call(d, newAction, "/supplier/products/new", w.members.catalog_editor, form);
    expect(uploaded.status).toBe(200);
    const pictures = (uploaded.data as { values: { pictures: string[] } }).values.pictures;
    expect(pictures).toEqual([expect.stringMatching(/^\/media\/uploads\/[0-9a-f]{32}\.jpg$/)]);

    const fake = productForm(w.leafCode, w.optionCode, { intent: "upload" });
    fake.append("newPictures", new File(["<script>alert(1)</script>"], "mug.jpg", { type: "image/jpeg" }));
    const refused = await call(d, newAction, "/supplier/products/new", w.members.catalog_editor, fake);
    expect(refused.status).toBe(400);
    expect(refused.data).toMatchObject({ fields: { pictures: "supplier.productEditor.pictureNotImage" } });

    // The uploaded picture is saved with the product, first as its main picture.
    const save = productForm(w.leafCode, w.optionCode);
    save.append("pictures", pictures[0]!);
    const created = await call(d, newAction, "/supplier/products/new", w.members.catalog_editor, save);
    const id = Number(/\/supplier\/products\/(\d+)/.exec(created.location ?? "")?.[1]);
    const stored = await d.db
      .selectFrom("product_pictures")
      .select(["url", "position"])
      .where("product_id", "=", id)
      .execute();
    expect(stored.map((p) => p.url)).toEqual(pictures);
  });

  it("show the operator's reason on a rejected product", async () => {
    const d = deps();
    const w = await productWorld(d);
    const editor = w.members.catalog_editor;
    const created = await call(
      d,
      newAction,
      "/supplier/products/new",
      editor,
      productForm(w.leafCode, w.optionCode),
    );
    const id = Number(/\/supplier\/products\/(\d+)/.exec(created.location ?? "")?.[1]);
    const submit = new FormData();
    submit.append("intent", "submit");
    await call(d, editAction, `/supplier/products/${id}`, editor, submit);
    await changeProductStatus(d, w.operator, id, "reject", "The pictures show another product.");
    const page = await call(d, editLoader, `/supplier/products/${id}`, editor);
    expect(page.data).toMatchObject({
      product: { status: "rejected", statusReason: "The pictures show another product." },
    });
    // Submitting twice is refused with a message, not an error page.
    const again = await call(d, editAction, `/supplier/products/${id}`, editor, submit);
    expect(again.status).toBe(409);
    expect(again.data).toMatchObject({ kind: "done", formError: "errors.productStatusChanged" });
  });

  it("keep a certificate's file in the private store, and refuse one that is neither a PDF nor a picture", async () => {
    const d = deps();
    const w = await productWorld(d);
    const certificate = { "certifications.0.name": "ISO 9001", "certifications.0.startDate": "2026-01-01" };
    const form = productForm(w.leafCode, w.optionCode, { intent: "upload", ...certificate });
    form.append(
      "certifications.0.file",
      new File(["%PDF-1.4\n%%EOF\n"], "iso.pdf", { type: "application/pdf" }),
    );
    const stored = await call(d, newAction, "/supplier/products/new", w.members.catalog_editor, form);
    const fileId = Number(
      (stored.data as { values: { certifications: { fileId: string }[] } }).values.certifications[0]!.fileId,
    );
    const file = await d.db
      .selectFrom("private_files")
      .select(["company_id", "purpose", "media_type"])
      .where("id", "=", fileId)
      .executeTakeFirstOrThrow();
    expect(file).toEqual({ company_id: w.companyId, purpose: "certificate", media_type: "application/pdf" });

    const fake = productForm(w.leafCode, w.optionCode, { intent: "upload", ...certificate });
    fake.append(
      "certifications.0.file",
      new File(["MZ not a document"], "iso.pdf", { type: "application/pdf" }),
    );
    const refused = await call(d, newAction, "/supplier/products/new", w.members.catalog_editor, fake);
    expect(refused.status).toBe(400);
    expect(refused.data).toMatchObject({ fields: { "certifications.0.file": "errors.fileTypeNotAccepted" } });
  });

  it("put price changes of a published product live at once and make a name change wait for review", async () => {
    const d = deps();
    const w = await productWorld(d);
    const editor = w.members.catalog_editor;
    const created = await call(
      d,
      newAction,
      "/supplier/products/new",
      editor,
      productForm(w.leafCode, w.optionCode),
    );
    const id = Number(/\/supplier\/products\/(\d+)/.exec(created.location ?? "")?.[1]);
    const submit = new FormData();
    submit.append("intent", "submit");
    const submitted = await call(d, editAction, `/supplier/products/${id}`, editor, submit);
    expect(submitted.data).toMatchObject({ kind: "done", notice: "supplier.productEditor.done.submit" });
    await changeProductStatus(d, w.operator, id, "approve");

    const changed = productForm(w.leafCode, w.optionCode, {
      "texts.en.name": "Enamel camping mug",
      priceMin: "2.25",
    });
    const saved = await call(d, editAction, `/supplier/products/${id}`, editor, changed);
    expect(saved.data).toMatchObject({
      kind: "done",
      notice: "supplier.productEditor.done.change_requested",
    });
    const live = await d.db
      .selectFrom("products")
      .select(["fob_price_min", "status"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(Number(live.fob_price_min)).toBe(2.25);
    expect(live.status).toBe("published");
    const liveName = await d.db
      .selectFrom("product_texts")
      .select("name")
      .where("product_id", "=", id)
      .where("lang", "=", "en")
      .executeTakeFirstOrThrow();
    expect(liveName.name).toBe("Enamel mug");
    const page = await call(d, editLoader, `/supplier/products/${id}`, editor);
    expect(page.data).toMatchObject({
      product: { status: "published", pendingChange: { requestedAt: expect.any(String) } },
      values: { texts: { en: { name: "Enamel camping mug" } }, priceMin: "2.25" },
    });

    const withdraw = new FormData();
    withdraw.append("intent", "withdraw");
    const withdrawn = await call(d, editAction, `/supplier/products/${id}`, editor, withdraw);
    expect(withdrawn.data).toMatchObject({ notice: "supplier.productEditor.done.withdraw" });
    const after = await call(d, editLoader, `/supplier/products/${id}`, editor);
    expect(after.data).toMatchObject({
      product: { pendingChange: null },
      values: { texts: { en: { name: "Enamel mug" } } },
    });
  });
});
