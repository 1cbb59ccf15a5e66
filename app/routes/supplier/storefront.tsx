import { Form, useActionData, useNavigation } from "react-router";
import { z } from "zod";
import { FormAlert, FormField } from "#app/components/form-field.tsx";
import { PageTitle } from "#app/components/page-title.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { type ActionFailure, useClientValidation } from "#app/lib/forms.ts";
import {
  DEFAULT_THEME_COLOR,
  MAX_BANNER_PICTURES,
  StorefrontSettingsSchema,
} from "#core/schemas/company-texts.ts";
import { MERCH_IMAGE } from "#core/schemas/merchandising.ts";
import { companyHomePath } from "#core/urls/company-paths.ts";
import { AppError } from "#server/lib/errors.ts";
import { formFailure } from "#server/lib/form-response.ts";
import {
  addStorefrontPicture,
  changeStorefrontPicture,
  readStorefront,
  roleMay,
  saveStorefrontSettings,
} from "#server/modules/companies/index.ts";
import { requestContext } from "#server/request-context.ts";
import type { Route } from "./+types/storefront";
import { requireWorkspace } from "./access.server.ts";
import { PictureButton, UploadForm } from "./storefront-picture-forms.tsx";

/**
 * The storefront's settings: its name key, theme colour, logo and banner pictures (uploaded,
 * re-encoded, ordered, removable), with a link to see the storefront as buyers do.
 */
export async function loader({ context, request, url }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const { user, company } = await requireWorkspace(ctx, request, url);
  const storefront = await readStorefront(ctx.deps.db, user, company.id);
  return {
    storefront,
    preview: companyHomePath(storefront.companyName, storefront.companyId),
    canEdit: roleMay(company.role, "company.edit_storefront"),
  };
}

const IntentSchema = z.object({ intent: z.enum(["settings", "upload", "picture"]) });
type ActionAnswer = { ok: true; notice: string } | (ActionFailure & { intent?: string });

export async function action({ context, request, url }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  const { user, company } = await requireWorkspace(ctx, request, url, "company.edit_storefront");
  // A body that cannot hold an acceptable picture is refused before it is read.
  if (Number(request.headers.get("content-length") ?? "0") > MERCH_IMAGE.maxBytes + 64 * 1024)
    return formFailure(
      new AppError("payload_too_large", "supplier.storefront.pictureTooLarge", {
        picture: "supplier.storefront.pictureTooLarge",
      }),
      {},
      { extra: { intent: "upload" } },
    );
  const data = await request.formData().catch(() => new FormData());
  const form: Record<string, string> = {};
  for (const [key, value] of data.entries()) if (typeof value === "string") form[key] = value;
  const deps = ctx.deps;
  try {
    const { intent } = IntentSchema.parse(form);
    if (intent === "settings") {
      await saveStorefrontSettings(deps.db, deps.clock, user, company.id, form);
      return { ok: true, notice: "supplier.storefront.saved" } satisfies ActionAnswer;
    }
    if (intent === "upload") {
      const file = data.get("picture");
      const bytes =
        file instanceof Blob && file.size > 0 ? new Uint8Array(await file.arrayBuffer()) : undefined;
      await addStorefrontPicture(
        deps.db,
        deps.clock,
        deps.config.dataDir,
        user,
        company.id,
        form.kind,
        bytes,
      );
      return { ok: true, notice: "supplier.storefront.pictureAdded" } satisfies ActionAnswer;
    }
    await changeStorefrontPicture(deps.db, deps.clock, user, company.id, form, form.move);
    return { ok: true, notice: "supplier.storefront.pictureChanged" } satisfies ActionAnswer;
  } catch (error) {
    return formFailure(error, form, { extra: { intent: form.intent } });
  }
}

export default function StorefrontPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { storefront, preview, canEdit } = loaderData;
  const answer = useActionData<ActionAnswer>();
  const busy = useNavigation().state !== "idle";
  const failed = answer && !answer.ok ? answer : undefined;
  const settingsFailed = failed?.intent === "settings" ? failed : undefined;
  const { errors, onSubmit, onChange } = useClientValidation(
    StorefrontSettingsSchema,
    settingsFailed?.fields,
  );
  const pictureError =
    failed && failed.intent !== "settings" ? (failed.fields.picture ?? failed.formError) : undefined;

  return (
    <section aria-labelledby="storefront-title" className="space-y-6">
      <PageTitle>{t("supplier.storefront.title")}</PageTitle>
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 id="storefront-title" className="text-2xl font-bold">
          {t("supplier.storefront.title")}
        </h1>
        <a
          href={preview}
          target="_blank"
          rel="noopener"
          className="inline-flex min-h-11 items-center rounded-md border border-brand-600 px-4 font-semibold text-brand-700 hover:bg-brand-50"
        >
          {t("supplier.storefront.preview")}
        </a>
      </div>
      <div aria-live="polite" role="status">
        {answer?.ok ? <FormAlert tone="success">{t(answer.notice)}</FormAlert> : null}
      </div>
      {settingsFailed?.formError ? <FormAlert tone="error">{t(settingsFailed.formError)}</FormAlert> : null}

      <Form
        method="post"
        noValidate
        onSubmit={onSubmit}
        onChange={onChange}
        aria-labelledby="storefront-settings"
        className="space-y-4 rounded-lg border border-gray-200 bg-white p-4 sm:p-6"
      >
        <h2 id="storefront-settings" className="text-lg font-semibold">
          {t("supplier.storefront.settings")}
        </h2>
        <input type="hidden" name="intent" value="settings" />
        <fieldset disabled={!canEdit} className="grid gap-4 sm:grid-cols-2">
          <FormField
            name="nameKey"
            label={t("supplier.storefront.nameKey")}
            hint={t("supplier.storefront.nameKeyHint")}
            dir="ltr"
            maxLength={40}
            autoCapitalize="none"
            spellCheck={false}
            defaultValue={settingsFailed?.values.nameKey ?? storefront.nameKey ?? ""}
            error={errors.nameKey ? t(errors.nameKey) : undefined}
          />
          <FormField
            name="themeColor"
            type="color"
            label={t("supplier.storefront.themeColor")}
            className="[&_input]:h-11 [&_input]:w-24 [&_input]:p-1"
            defaultValue={settingsFailed?.values.themeColor ?? storefront.themeColor ?? DEFAULT_THEME_COLOR}
            error={errors.themeColor ? t(errors.themeColor) : undefined}
          />
        </fieldset>
        {canEdit ? (
          <button
            type="submit"
            disabled={busy}
            className="min-h-11 w-full rounded-md bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:opacity-60 sm:w-auto"
          >
            {t("supplier.storefront.save")}
          </button>
        ) : (
          <p className="text-sm text-gray-600">{t("supplier.storefront.readOnly")}</p>
        )}
      </Form>

      <section
        aria-labelledby="storefront-pictures"
        className="space-y-4 rounded-lg border border-gray-200 bg-white p-4 sm:p-6"
      >
        <h2 id="storefront-pictures" className="text-lg font-semibold">
          {t("supplier.storefront.pictures")}
        </h2>
        {pictureError ? <FormAlert tone="error">{t(pictureError)}</FormAlert> : null}
        <div>
          <h3 className="font-semibold">{t("supplier.storefront.logo")}</h3>
          {storefront.logo ? (
            <div className="mt-2 flex flex-wrap items-center gap-3">
              <img
                src={storefront.logo}
                alt={t("supplier.storefront.logoAlt")}
                className="h-16 w-16 rounded border object-contain"
              />
              {canEdit ? (
                <PictureButton kind="logo" index={0} move="remove" label={t("supplier.storefront.remove")} />
              ) : null}
            </div>
          ) : (
            <p className="mt-1 text-sm text-gray-600">{t("supplier.storefront.noLogo")}</p>
          )}
          {canEdit ? (
            <UploadForm kind="logo" label={t("supplier.storefront.uploadLogo")} busy={busy} />
          ) : null}
        </div>
        <div>
          <h3 className="font-semibold">{t("supplier.storefront.banners")}</h3>
          <p className="text-sm text-gray-600">
            {t("supplier.storefront.bannersHelp", { max: MAX_BANNER_PICTURES })}
          </p>
          <ol className="mt-2 space-y-3">
            {storefront.banners.map((banner, index) => (
              <li key={banner} className="flex flex-col gap-2 sm:flex-row sm:items-center">
                <img
                  src={banner}
                  alt={t("supplier.storefront.bannerAlt", { n: index + 1 })}
                  className="h-20 w-full rounded border object-cover sm:w-64"
                />
                {canEdit ? (
                  <div className="flex flex-wrap gap-2">
                    {index > 0 ? (
                      <PictureButton
                        kind="banner"
                        index={index}
                        move="up"
                        label={t("supplier.storefront.moveUp", { n: index + 1 })}
                      />
                    ) : null}
                    {index < storefront.banners.length - 1 ? (
                      <PictureButton
                        kind="banner"
                        index={index}
                        move="down"
                        label={t("supplier.storefront.moveDown", { n: index + 1 })}
                      />
                    ) : null}
                    <PictureButton
                      kind="banner"
                      index={index}
                      move="remove"
                      label={t("supplier.storefront.removeBanner", { n: index + 1 })}
                    />
                  </div>
                ) : null}
              </li>
            ))}
          </ol>
          {canEdit && storefront.banners.length < MAX_BANNER_PICTURES ? (
            <UploadForm kind="banner" label={t("supplier.storefront.uploadBanner")} busy={busy} />
          ) : null}
        </div>
      </section>
    </section>
  );
}
