import { Form, Link, useActionData, useNavigation } from "react-router";
import { z } from "zod";
import { PageTitle } from "#app/components/page-title.tsx";
import { TextAreaField } from "#app/components/field-parts.tsx";
import { FormAlert, FormField } from "#app/components/form-field.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { type ActionFailure, useClientValidation } from "#app/lib/forms.ts";
import { useLang } from "#app/lib/use-lang.ts";
import { languageName } from "#core/i18n/format.ts";
import { isLang, languageInfo, type Lang } from "#core/i18n/languages.ts";
import { COMPANY_TEXT_LIMITS, CompanyTextsSchema } from "#core/schemas/company-texts.ts";
import { formFailure } from "#server/lib/form-response.ts";
import {
  queueMissingTranslations,
  readCompanyTexts,
  roleMay,
  saveCompanyTexts,
} from "#server/modules/companies/index.ts";
import { requestContext } from "#server/request-context.ts";
import { requireWorkspace } from "../access.server.ts";
import type { Route } from "./+types/texts";

/**
 * The company texts buyers read, per language: a picker showing each language's state, the
 * editor of the chosen one (right to left for Arabic, Persian and Hebrew) and "Translate missing
 * languages", which queues machine translations (never over a person's text).
 */
export async function loader({ context, request, url }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const { user, company } = await requireWorkspace(ctx, request, url);
  const texts = await readCompanyTexts(ctx.deps.db, user, company.id);
  const asked = url.searchParams.get("lang");
  const chosen = isLang(asked) ? asked : texts.sourceLang;
  return {
    texts,
    chosen,
    canEdit: roleMay(company.role, "company.edit_profile"),
    translateAvailable: Boolean(ctx.deps.config.translation.url),
  };
}

const IntentSchema = z.object({ intent: z.enum(["save", "translate"]) });

type ActionAnswer = { ok: true; notice: string; count?: number } | (ActionFailure & { intent?: string });

export async function action({ context, request, url }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  const { user, company } = await requireWorkspace(ctx, request, url, "company.edit_profile");
  const form = Object.fromEntries(
    [...(await request.formData().catch(() => new FormData())).entries()].filter(
      ([, v]) => typeof v === "string",
    ),
  ) as Record<string, string>;
  try {
    const { intent } = IntentSchema.parse(form);
    if (intent === "translate") {
      const langs = await queueMissingTranslations(
        ctx.deps.db,
        ctx.deps.clock,
        ctx.deps.config.translation,
        user,
        company.id,
      );
      return { ok: true, notice: "supplier.texts.queued", count: langs.length } satisfies ActionAnswer;
    }
    await saveCompanyTexts(ctx.deps.db, ctx.deps.clock, user, company.id, form.lang, form);
    return { ok: true, notice: "supplier.texts.saved" } satisfies ActionAnswer;
  } catch (error) {
    return formFailure(error, form, { extra: { intent: form.intent } });
  }
}

const STATE_TONE: Record<string, string> = {
  missing: "bg-gray-100 text-gray-700",
  source: "bg-blue-100 text-blue-900",
  human: "bg-green-100 text-green-900",
  machine: "bg-amber-100 text-amber-900",
  reviewed: "bg-green-100 text-green-900",
  outdated: "bg-red-100 text-red-900",
};

export default function CompanyTextsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const pageLang = useLang();
  const { texts, chosen, canEdit, translateAvailable } = loaderData;
  const answer = useActionData<ActionAnswer>();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const current = texts.languages.find((l) => l.lang === chosen)!;
  const failed = answer && !answer.ok ? answer : undefined;
  const { errors, onSubmit, onChange } = useClientValidation(CompanyTextsSchema, failed?.fields);
  const dir = languageInfo(chosen as Lang).dir;
  const value = (name: "introductionHtml" | "mainProducts") =>
    failed && failed.intent === "save" && failed.values[name] !== undefined
      ? failed.values[name]
      : current[name];

  return (
    <section aria-labelledby="texts-title" className="space-y-5">
      <PageTitle>{t("supplier.texts.title")}</PageTitle>
      <p>
        <Link to="/supplier/company" className="text-sm text-brand-700 underline">
          {t("supplier.companyHub.title")}
        </Link>
      </p>
      <h1 id="texts-title" className="text-2xl font-bold">
        {t("supplier.texts.title")}
      </h1>
      <p className="text-gray-700">
        {t("supplier.texts.intro", { lang: languageName(pageLang, texts.sourceLang) })}
      </p>

      <div aria-live="polite" role="status">
        {answer?.ok ? (
          <FormAlert tone="success">{t(answer.notice, { count: answer.count ?? 0 })}</FormAlert>
        ) : null}
      </div>
      {failed?.formError ? <FormAlert tone="error">{t(failed.formError)}</FormAlert> : null}

      <nav aria-labelledby="texts-languages">
        <h2 id="texts-languages" className="mb-2 text-lg font-semibold">
          {t("supplier.texts.languages")}
        </h2>
        <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {texts.languages.map((l) => (
            <li key={l.lang}>
              <Link
                to={`?lang=${l.lang}`}
                aria-current={l.lang === chosen ? "page" : undefined}
                preventScrollReset
                className={`flex min-h-11 items-center justify-between gap-2 rounded-md border px-3 py-2 text-sm ${
                  l.lang === chosen
                    ? "border-brand-600 ring-2 ring-brand-600"
                    : "border-gray-300 hover:bg-gray-50"
                }`}
              >
                <span lang={l.lang} dir={languageInfo(l.lang).dir}>
                  {languageInfo(l.lang).native}
                </span>
                <span className="flex flex-wrap justify-end gap-1">
                  {l.translating ? (
                    <span className="rounded bg-purple-100 px-2 py-0.5 text-xs font-semibold text-purple-900">
                      {t("supplier.texts.translating")}
                    </span>
                  ) : null}
                  <span className={`rounded px-2 py-0.5 text-xs font-semibold ${STATE_TONE[l.state]}`}>
                    {t(`supplier.texts.state.${l.state}`)}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <TranslateBox canEdit={canEdit} available={translateAvailable} busy={busy} />

      <Form
        method="post"
        noValidate
        onSubmit={onSubmit}
        onChange={onChange}
        aria-labelledby="texts-editor"
        className="space-y-4 rounded-lg border border-gray-200 bg-white p-4 sm:p-6"
        // A new language, or texts saved (and sanitised), show afresh what is stored.
        key={`${chosen}:${current.updatedAt}`}
      >
        <h2 id="texts-editor" className="text-lg font-semibold">
          {t("supplier.texts.editing", { lang: languageName(pageLang, chosen) })}{" "}
          <span className={`rounded px-2 py-0.5 text-xs font-semibold ${STATE_TONE[current.state]}`}>
            {t(`supplier.texts.state.${current.state}`)}
          </span>
        </h2>
        <p className="text-sm text-gray-600">{t(`supplier.texts.stateHelp.${current.state}`)}</p>
        <input type="hidden" name="intent" value="save" />
        <input type="hidden" name="lang" value={chosen} />
        <fieldset disabled={!canEdit} className="space-y-4" lang={chosen} dir={dir}>
          <TextAreaField
            name="introductionHtml"
            label={t("supplier.texts.introduction")}
            hint={t("supplier.texts.introductionHint")}
            rows={10}
            maxLength={COMPANY_TEXT_LIMITS.introductionHtml}
            defaultValue={value("introductionHtml")}
            error={errors.introductionHtml ? t(errors.introductionHtml) : undefined}
          />
          <FormField
            name="mainProducts"
            label={t("supplier.texts.mainProducts")}
            maxLength={COMPANY_TEXT_LIMITS.mainProducts}
            defaultValue={value("mainProducts")}
            error={errors.mainProducts ? t(errors.mainProducts) : undefined}
          />
        </fieldset>
        {canEdit ? (
          <button
            type="submit"
            disabled={busy}
            className="min-h-11 w-full rounded-md bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:opacity-60 sm:w-auto"
          >
            {t("supplier.texts.save")}
          </button>
        ) : (
          <p className="text-sm text-gray-600">{t("supplier.texts.readOnly")}</p>
        )}
      </Form>
    </section>
  );
}

/** "Translate missing languages", or why it cannot run here. */
function TranslateBox({ canEdit, available, busy }: { canEdit: boolean; available: boolean; busy: boolean }) {
  const { t } = useTranslation();
  if (!canEdit) return null;
  return (
    <Form
      method="post"
      className="rounded-lg border border-gray-200 bg-gray-50 p-4"
      aria-labelledby="translate-title"
    >
      <h2 id="translate-title" className="font-semibold">
        {t("supplier.texts.translateTitle")}
      </h2>
      <p id="translate-help" className="mt-1 text-sm text-gray-700">
        {available ? t("supplier.texts.translateHelp") : t("supplier.texts.translateNotConfigured")}
      </p>
      <input type="hidden" name="intent" value="translate" />
      <button
        type="submit"
        disabled={!available || busy}
        aria-describedby="translate-help"
        className="mt-3 min-h-11 rounded-md border border-brand-600 bg-white px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-60"
      >
        {t("supplier.texts.translate")}
      </button>
    </Form>
  );
}
