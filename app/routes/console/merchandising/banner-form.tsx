import { useState } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { ActionNotice } from "#app/components/console/action-notice.tsx";
import { controlClass, describedBy, FieldHintAndError, FieldLabel } from "#app/components/field-parts.tsx";
import { FormField } from "#app/components/form-field.tsx";
import { PageTitle } from "#app/components/page-title.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { useClientValidation } from "#app/lib/forms.ts";
import { useLang } from "#app/lib/use-lang.ts";
import { languageName } from "#core/i18n/format.ts";
import { LANG_CODES } from "#core/i18n/languages.ts";
import { parseId } from "#core/schemas/id.ts";
import {
  BANNER_DESCRIPTION_MAX,
  BANNER_TARGET_MAX,
  BannerFieldsSchema,
  MERCH_IMAGE,
} from "#core/schemas/merchandising.ts";
import { createBanner, getBanner, updateBanner } from "#server/modules/merchandising/index.ts";
import { requestContext } from "#server/request-context.ts";
import { requireStaffPage } from "../access.server.ts";
import type { Route } from "./+types/banner-form";
import {
  readUploadForm,
  runMerchandisingAction,
  tooLargeAnswer,
  uploadTooLarge,
} from "./merchandising-action.server.ts";

/** The banner being edited, or undefined on the "new banner" page; a bad id is a 404. */
function bannerId(params: { id?: string }): number | undefined {
  if (params.id === undefined) return undefined;
  const id = parseId(params.id);
  if (id === undefined) throw data(null, { status: 404 });
  return id;
}

export async function loader({ context, url, params }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const user = requireStaffPage(ctx, url);
  const id = bannerId(params);
  if (id === undefined) return { banner: null };
  const banner = await getBanner(ctx.deps.db, user, id).catch(() => undefined);
  if (!banner) throw data(null, { status: 404 });
  return { banner };
}

export async function action({ context, request, url, params }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  const user = requireStaffPage(ctx, url);
  const id = bannerId(params);
  if (uploadTooLarge(request)) return tooLargeAnswer();
  const { values, image } = await readUploadForm(request);
  const result = await runMerchandisingAction(async () => {
    if (id === undefined) await createBanner(ctx.deps, user, values, image);
    else await updateBanner(ctx.deps, user, id, values, image);
    return { notice: "console.common.saved" };
  }, values);
  if (!("ok" in result) || !result.ok) return result;
  const lang = values.lang && values.lang !== "all" ? values.lang : "all";
  return redirect(`/admin/merchandising?lang=${encodeURIComponent(lang)}&saved=1`);
}

const ACCEPTED = MERCH_IMAGE.accept.split(",");

/** A quick look at the chosen file in the browser; the server decides by the content. */
function imageProblem(file: File | null, required: boolean): string | undefined {
  if (!file || file.size === 0) return required ? "console.merchandising.imageRequired" : undefined;
  if (file.size > MERCH_IMAGE.maxBytes) return "console.merchandising.imageTooLarge";
  if (file.type && !ACCEPTED.includes(file.type)) return "console.merchandising.imageNotImage";
  return undefined;
}

export default function BannerFormRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const { banner } = loaderData;
  const failed = actionData && !actionData.ok ? actionData : undefined;
  const values = failed && "values" in failed ? failed.values : undefined;
  const serverErrors = failed?.fields;
  const { errors, onSubmit } = useClientValidation(BannerFieldsSchema, serverErrors);
  const [imageError, setImageError] = useState<string | undefined>();
  const busy = useNavigation().state === "submitting";
  const title = banner ? t("console.merchandising.editBanner") : t("console.merchandising.newBanner");
  const shownImageError = imageError ?? serverErrors?.image;
  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    const file = event.currentTarget.elements.namedItem("image") as HTMLInputElement | null;
    const problem = imageProblem(file?.files?.[0] ?? null, !banner);
    setImageError(problem);
    onSubmit(event);
    if (problem) {
      event.preventDefault();
      file?.focus();
    }
  };
  const imageHint = t(banner ? "console.merchandising.imageHintKeep" : "console.merchandising.imageHint", {
    mb: MERCH_IMAGE.maxBytes / 1024 / 1024,
  });
  return (
    <section aria-labelledby="banner-title" className="max-w-2xl">
      <PageTitle>{`${title} · ${t("console.merchandising.title")}`}</PageTitle>
      <p className="text-sm">
        <Link to="/admin/merchandising" className="text-brand-700 underline">
          ← {t("console.merchandising.tabs.banners")}
        </Link>
      </p>
      <h1 id="banner-title" className="mt-2 text-2xl font-bold">
        {title}
      </h1>
      <ActionNotice result={failed} />
      <Form
        method="post"
        encType="multipart/form-data"
        noValidate
        onSubmit={submit}
        className="mt-2 space-y-4"
      >
        <div>
          <FieldLabel htmlFor="image" marker={!banner}>
            {t("console.merchandising.image")}
          </FieldLabel>
          {banner ? (
            <img
              src={banner.imageUrl}
              alt={t("console.merchandising.currentImage")}
              className="mb-2 aspect-[4/1] w-full rounded bg-gray-100 object-cover"
            />
          ) : null}
          <input
            id="image"
            name="image"
            type="file"
            accept={MERCH_IMAGE.accept}
            required={!banner}
            aria-invalid={shownImageError ? true : undefined}
            aria-describedby={describedBy("image", shownImageError, shownImageError ? undefined : imageHint)}
            onChange={() => setImageError(undefined)}
            className={controlClass(false, "bg-white")}
          />
          <FieldHintAndError name="image" hint={imageHint} error={shownImageError} />
        </div>
        <FormField
          name="description"
          label={t("console.merchandising.description")}
          hint={t("console.merchandising.descriptionHint")}
          marker
          required
          maxLength={BANNER_DESCRIPTION_MAX}
          defaultValue={values?.description ?? banner?.description ?? ""}
          error={errors.description}
        />
        <FormField
          name="targetUrl"
          label={t("console.merchandising.targetUrl")}
          hint={t("console.merchandising.targetHint")}
          marker
          required
          dir="ltr"
          inputMode="url"
          maxLength={BANNER_TARGET_MAX}
          defaultValue={values?.targetUrl ?? banner?.targetUrl ?? ""}
          error={errors.targetUrl}
        />
        <div>
          <FieldLabel htmlFor="lang">{t("console.merchandising.language")}</FieldLabel>
          <select
            id="lang"
            name="lang"
            defaultValue={values?.lang ?? banner?.lang ?? "all"}
            aria-invalid={errors.lang ? true : undefined}
            aria-describedby={errors.lang ? "lang-error" : undefined}
            className={controlClass(false, "min-h-10 bg-white")}
          >
            <option value="all">{t("console.merchandising.allLanguages")}</option>
            {LANG_CODES.map((code) => (
              <option key={code} value={code}>
                {languageName(lang, code)}
              </option>
            ))}
          </select>
          <FieldHintAndError name="lang" error={errors.lang} />
        </div>
        <label className="flex min-h-10 items-center gap-2">
          <input
            type="checkbox"
            name="active"
            defaultChecked={values ? values.active === "on" : (banner?.active ?? true)}
            className="size-5"
          />
          <span>{t("console.merchandising.activeLabel")}</span>
        </label>
        <div className="flex flex-wrap gap-3">
          <button
            type="submit"
            disabled={busy}
            className="min-h-10 rounded-md bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
          >
            {busy ? t("console.common.saving") : t("console.common.save")}
          </button>
          <Link
            to="/admin/merchandising"
            className="inline-flex min-h-10 items-center rounded-md border border-gray-300 px-4 hover:bg-gray-100"
          >
            {t("console.common.cancel")}
          </Link>
        </div>
      </Form>
    </section>
  );
}
