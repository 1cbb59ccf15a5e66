import { data, redirect } from "react-router";
import { type EditorValues, toDraft, valuesFromForm } from "#app/components/product-editor/editor-values.ts";
import { parseId } from "#core/schemas/id.ts";
import { PRODUCT_LIMITS } from "#core/schemas/product-editor.ts";
import { UPLOAD_BODY_LIMIT } from "#server/http/body-limits.ts";
import { AppError, describeError } from "#server/lib/errors.ts";
import {
  changeProductStatus,
  queueProductTranslations,
  saveProduct,
  storeProductCertificateFile,
  storeProductPictures,
  type VariationChoiceGroup,
  findVariationChoices,
  withdrawChangeRequest,
} from "#server/modules/products/index.ts";
import type { RequestContext } from "#server/request-context.ts";
import { requireWorkspace } from "../access.server.ts";

/** The page's answer: the form as posted (with its files added) and what to say about it. */
export type EditorAnswer =
  | {
      kind: "draft";
      stamp: string;
      values: EditorValues;
      choices: VariationChoiceGroup[];
      fields: Record<string, string>;
      formError?: string;
    }
  | { kind: "done"; stamp: string; notice: string; count?: number; formError?: string };

const STATUS_INTENTS = { submit: "submit", publish: "publish", unpublish: "unpublish" } as const;

const stamp = () => Math.random().toString(36).slice(2);

/**
 * The editor's one action. The product form's buttons save it, or post it back with its files
 * stored and a picture moved (so the page works without JavaScript); the small forms beside it
 * submit the product for review, take it off or put it back, withdraw a change request, or queue
 * machine translations. Catalogue editors only; another company's product is not found.
 */
export async function runEditorAction(
  ctx: RequestContext,
  request: Request,
  url: URL,
  productParam: string | undefined,
) {
  const { user, company } = await requireWorkspace(ctx, request, url, "products.edit");
  const productId = productParam === undefined ? undefined : parseId(productParam);
  if (productParam !== undefined && productId === undefined) throw data(null, { status: 404 });
  const deps = ctx.deps;
  if (Number(request.headers.get("content-length") ?? "0") > UPLOAD_BODY_LIMIT)
    return data(
      { kind: "done", stamp: stamp(), notice: "", formError: "supplier.productEditor.uploadTooLarge" },
      { status: 413 },
    );
  const form = await request.formData().catch(() => new FormData());
  const intent = String(form.get("intent") ?? "save");
  try {
    if (productId !== undefined && intent in STATUS_INTENTS) {
      await changeProductStatus(deps, user, productId, STATUS_INTENTS[intent as keyof typeof STATUS_INTENTS]);
      return {
        kind: "done",
        stamp: stamp(),
        notice: `supplier.productEditor.done.${intent}`,
      } as EditorAnswer;
    }
    if (productId !== undefined && intent === "withdraw") {
      await withdrawChangeRequest(deps, user, company.id, productId);
      return { kind: "done", stamp: stamp(), notice: "supplier.productEditor.done.withdraw" } as EditorAnswer;
    }
    if (productId !== undefined && intent === "translate") {
      const count = await queueProductTranslations(deps, user, company.id, [productId]);
      return {
        kind: "done",
        stamp: stamp(),
        notice: "supplier.productEditor.done.translate",
        count,
      } as EditorAnswer;
    }
  } catch (error) {
    const failure = describeError(error);
    if (!failure.refusal) throw error;
    if (failure.code === "not_found") throw data(null, { status: 404 });
    return data(
      { kind: "done", stamp: stamp(), notice: "", formError: failure.messageKey } satisfies EditorAnswer,
      { status: failure.status },
    );
  }

  const values = valuesFromForm(form.entries());
  try {
    await addUploads(ctx, user, company.id, form, values);
    moveByIntent(values, intent);
    if (intent !== "save")
      return {
        kind: "draft",
        stamp: stamp(),
        values,
        choices: await findVariationChoices(deps.db, ctx.lang, values.categoryCode),
        fields: {},
      } satisfies EditorAnswer;
    const saved = await saveProduct(deps, user, company.id, productId, toDraft(values));
    if (saved.outcome === "created") throw redirect(`/supplier/products/${saved.id}?saved=created`);
    return {
      kind: "done",
      stamp: stamp(),
      notice: `supplier.productEditor.done.${saved.outcome}`,
    } as EditorAnswer;
  } catch (error) {
    if (error instanceof Response) throw error;
    const failure = describeError(error);
    if (!failure.refusal) throw error;
    if (failure.code === "not_found") throw data(null, { status: 404 });
    const { form: formMessage, ...fields } = failure.fields ?? {};
    return data(
      {
        kind: "draft",
        stamp: stamp(),
        values,
        choices: await findVariationChoices(deps.db, ctx.lang, values.categoryCode),
        fields,
        formError: formMessage ?? failure.messageKey,
      } satisfies EditorAnswer,
      { status: failure.status },
    );
  }
}

const upload = async (file: FormDataEntryValue | null) =>
  file instanceof Blob && file.size > 0
    ? { name: (file as File).name ?? "file", bytes: new Uint8Array(await file.arrayBuffer()) }
    : undefined;

/** Stores the files chosen in the form: new pictures, value pictures and certificate files. */
async function addUploads(
  ctx: RequestContext,
  user: Parameters<typeof storeProductPictures>[1],
  companyId: number,
  form: FormData,
  values: EditorValues,
) {
  const deps = ctx.deps;
  const pictures = (await Promise.all(form.getAll("newPictures").map(upload))).filter((p) => p !== undefined);
  if (pictures.length) {
    if (values.pictures.length + pictures.length > PRODUCT_LIMITS.pictures)
      throw new AppError("invalid_data", "errors.product.tooMany", { pictures: "errors.product.tooMany" });
    const urls = await storeProductPictures(
      deps,
      user,
      companyId,
      pictures.map((p) => p.bytes),
    );
    values.pictures.push(...urls);
  }
  for (const [i, variation] of values.customVariations.entries())
    for (const [j, value] of variation.values.entries()) {
      const field = `customVariations.${i}.values.${j}.image`;
      const file = await upload(form.get(`customVariations.${i}.values.${j}.file`));
      if (file)
        value.image = (await storeProductPictures(deps, user, companyId, [file.bytes], field))[0] ?? "";
    }
  for (const [i, certificate] of values.certifications.entries()) {
    const file = await upload(form.get(`certifications.${i}.file`));
    if (!file) continue;
    try {
      certificate.fileId = String(await storeProductCertificateFile(deps, user, companyId, file));
    } catch (error) {
      // The file store names its field `file`; the form has one per certificate.
      if (error instanceof AppError && error.fields?.file)
        throw new AppError(error.code, error.messageKey, { [`certifications.${i}.file`]: error.fields.file });
      throw error;
    }
  }
}

/** A picture moved up or down (the main picture is the first), or removed; a value picture removed. */
function moveByIntent(values: EditorValues, intent: string) {
  const picture = /^picture:(up|down|remove|main):(\d{1,2})$/.exec(intent);
  if (picture) {
    const list = values.pictures;
    const i = Number(picture[2]);
    if (i >= list.length) return;
    const [moved] = list.splice(i, 1);
    if (picture[1] === "up") list.splice(Math.max(0, i - 1), 0, moved!);
    if (picture[1] === "down") list.splice(Math.min(list.length, i + 1), 0, moved!);
    if (picture[1] === "main") list.unshift(moved!);
    return;
  }
  const value = /^value-image:remove:(\d{1,2})\.(\d{1,2})$/.exec(intent);
  const target = value ? values.customVariations[Number(value[1])]?.values[Number(value[2])] : undefined;
  if (target) target.image = "";
}
