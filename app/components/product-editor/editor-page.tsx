import { useEffect, useRef, useState } from "react";
import { Form, Link, useNavigation, useSearchParams } from "react-router";
import { FormAlert } from "#app/components/form-field.tsx";
import { PageTitle } from "#app/components/page-title.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { focusFirstField } from "#app/lib/forms.ts";
import type { Lang } from "#core/i18n/languages.ts";
import { ProductInputSchema, productFieldErrors } from "#core/schemas/product-editor.ts";
import { CategoryPicker } from "./category-picker.tsx";
import { Certifications } from "./certifications.tsx";
import { CustomVariations } from "./custom-variations.tsx";
import { EditorSection, PathError } from "./editor-section.tsx";
import type { VariationChoice } from "./editor-types.ts";
import { type EditorValues, toDraft, valuesFromForm } from "./editor-values.ts";
import { GeneralFields } from "./general-fields.tsx";
import { LocationPicker } from "./location-picker.tsx";
import { PictureList } from "./picture-list.tsx";
import { PriceFields } from "./price-fields.tsx";
import { type EditorProductState, StatusPanel } from "./status-panel.tsx";
import { type TextProvenance, TextsTabs } from "./texts-tabs.tsx";
import { TradeFields } from "./trade-fields.tsx";

export interface EditorPageData {
  product: (EditorProductState & { updatedAt: string; sourceLang: Lang; texts: TextProvenance[] }) | null;
  values: EditorValues;
  categories: [string, string][];
  choices: VariationChoice[];
  canEdit: boolean;
  canPublish: boolean;
  translateAvailable: boolean;
}

/** A short fingerprint of a text (FNV-1a), enough to tell two versions of the form apart. */
function digest(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(36);
}

export type EditorPageAnswer =
  | {
      kind: "draft";
      stamp: string;
      values: EditorValues;
      choices: VariationChoice[];
      fields: Record<string, string>;
      formError?: string;
    }
  | { kind: "done"; stamp: string; notice: string; count?: number; formError?: string };

/**
 * The product editor, for a new product and an existing one: one form that posts everything (its
 * files too), with the schema checked in the browser before a save. Members who may only look see
 * it read-only.
 */
export function ProductEditorPage({
  data,
  answer,
}: {
  data: EditorPageData;
  answer: EditorPageAnswer | undefined;
}) {
  const { t } = useTranslation();
  const busy = useNavigation().state !== "idle";
  const [params] = useSearchParams();
  const draft = answer?.kind === "draft" ? answer : undefined;
  const values = draft?.values ?? data.values;
  const choices = draft?.choices ?? data.choices;
  const [browser, setBrowser] = useState<{ errors: Record<string, string>; against: unknown } | null>(null);
  const errors = browser && browser.against === answer ? browser.errors : (draft?.fields ?? {});
  const product = data.product;
  const name = Object.values(values.texts).find((text) => text.name)?.name ?? "";
  const title = product ? t("supplier.productEditor.editTitle") : t("supplier.productEditor.newTitle");
  const notice =
    answer?.kind === "done" && answer.notice
      ? t(answer.notice, { count: answer.count ?? 0 })
      : params.get("saved") === "created" && !answer
        ? t("supplier.productEditor.done.created")
        : undefined;

  // A button that posts the form back (a picture moved, more rows) is drawn again with the page:
  // the keyboard returns to it, or to the picture field when its picture is gone.
  const focusAfter = useRef<string | null>(null);
  const stamp = answer?.stamp;
  useEffect(() => {
    const key = focusAfter.current;
    focusAfter.current = null;
    if (!key || !stamp) return;
    const target =
      document.querySelector<HTMLElement>(`[data-focus="${CSS.escape(key)}"]`) ??
      document.getElementById("newPictures");
    target?.focus();
  }, [stamp]);

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    focusAfter.current = submitter?.dataset.focus ?? null;
    if (submitter && submitter.value !== "save") return;
    const form = event.currentTarget;
    const result = ProductInputSchema.safeParse(toDraft(valuesFromForm(new FormData(form).entries())));
    const found = result.success ? {} : productFieldErrors(result.error);
    setBrowser({ errors: found, against: answer });
    if (result.success) return;
    event.preventDefault();
    focusFirstField(form, found);
  };

  return (
    <section aria-labelledby="editor-title" className="space-y-5">
      <PageTitle>{title}</PageTitle>
      <p>
        <Link to="/supplier/products" className="text-sm text-brand-700 underline">
          {t("supplier.productEditor.backToList")}
        </Link>
      </p>
      <h1 id="editor-title" className="text-2xl font-bold break-words">
        {title}
        {product && name ? <span className="block text-base font-normal text-gray-700">{name}</span> : null}
      </h1>
      <div aria-live="polite" role="status">
        {notice ? <FormAlert tone="success">{notice}</FormAlert> : null}
      </div>
      {answer?.formError ? <FormAlert tone="error">{t(answer.formError)}</FormAlert> : null}
      {Object.keys(errors).length && !answer?.formError ? (
        <FormAlert tone="error">{t("errors.formInvalid")}</FormAlert>
      ) : null}
      {product ? (
        <StatusPanel
          product={product}
          name={name}
          canEdit={data.canEdit}
          canPublish={data.canPublish}
          translateAvailable={data.translateAvailable}
          busy={busy}
        />
      ) : null}
      {!data.canEdit ? <FormAlert tone="info">{t("supplier.productEditor.readOnly")}</FormAlert> : null}

      <Form
        method="post"
        encType="multipart/form-data"
        noValidate
        preventScrollReset
        onSubmit={onSubmit}
        // Drawn afresh whenever what it shows changes (an answer, the product saved or reviewed):
        // its fields keep what was typed otherwise.
        key={`${answer?.stamp ?? "loaded"}:${digest(JSON.stringify(values))}`}
        aria-labelledby="editor-title"
      >
        {/* Enter in a field saves: the first submit button of a form is the one Enter presses. */}
        {data.canEdit ? (
          <button
            type="submit"
            name="intent"
            value="save"
            tabIndex={-1}
            aria-hidden="true"
            className="sr-only"
          >
            {t("supplier.productEditor.save")}
          </button>
        ) : null}
        <fieldset disabled={!data.canEdit} className="min-w-0 space-y-5">
          <EditorSection id="category" title={t("supplier.productEditor.categoryTitle")}>
            <CategoryPicker
              categories={data.categories}
              code={values.categoryCode}
              query={values.categoryQuery}
              choices={choices}
              selectedOptions={values.variationOptions}
              errors={errors}
            />
          </EditorSection>
          <EditorSection
            id="texts"
            title={t("supplier.productEditor.textsTitle")}
            help={t("supplier.productEditor.textsHelp")}
          >
            <PathError id="texts" error={errors.texts} />
            <TextsTabs
              texts={values.texts}
              provenance={product?.texts}
              sourceLang={product?.sourceLang ?? "en"}
              errors={errors}
            />
          </EditorSection>
          <EditorSection id="details" title={t("supplier.productEditor.detailsTitle")}>
            <GeneralFields values={values} errors={errors} />
          </EditorSection>
          <EditorSection
            id="pictures"
            title={t("supplier.productEditor.picturesTitle")}
            help={t("supplier.productEditor.picturesHelp")}
          >
            <PictureList pictures={values.pictures} errors={errors} />
          </EditorSection>
          <EditorSection
            id="custom"
            title={t("supplier.productEditor.customTitle")}
            help={t("supplier.productEditor.customHelp")}
          >
            <CustomVariations variations={values.customVariations} errors={errors} />
          </EditorSection>
          <EditorSection
            id="prices"
            title={t("supplier.productEditor.pricesTitle")}
            help={product ? t("supplier.productEditor.liveHelp") : undefined}
          >
            <PriceFields values={values} errors={errors} />
          </EditorSection>
          <EditorSection id="trade" title={t("supplier.productEditor.tradeTitle")}>
            <TradeFields values={values} errors={errors} />
          </EditorSection>
          <EditorSection
            id="certificates"
            title={t("supplier.productEditor.certificatesTitle")}
            help={t("supplier.productEditor.certificatesHelp")}
          >
            <Certifications certificates={values.certifications} errors={errors} />
          </EditorSection>
          <EditorSection
            id="location"
            title={t("supplier.productEditor.locationTitle")}
            help={t("supplier.productEditor.locationHelp")}
          >
            <LocationPicker lat={values.lat} lon={values.lon} errors={errors} />
          </EditorSection>
          {data.canEdit ? (
            <div className="space-y-2 rounded-lg border border-gray-200 bg-white p-4">
              {product && (product.status === "published" || product.status === "unpublished") ? (
                <p className="text-sm text-gray-700">{t("supplier.productEditor.reviewNote")}</p>
              ) : null}
              <button
                type="submit"
                name="intent"
                value="save"
                disabled={busy}
                className="min-h-11 w-full rounded-md bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:opacity-60 sm:w-auto"
              >
                {t("supplier.productEditor.save")}
              </button>
            </div>
          ) : null}
        </fieldset>
      </Form>
    </section>
  );
}
