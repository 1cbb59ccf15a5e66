import { useFetcher } from "react-router";
import { z } from "zod";
import { PageTitle } from "#app/components/page-title.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { useLang } from "#app/lib/use-lang.ts";
import { languageName } from "#core/i18n/format.ts";
import { LANG_CODES, type Lang } from "#core/i18n/languages.ts";
import { AppError } from "#server/lib/errors.ts";
import { formFailure } from "#server/lib/form-response.ts";
import { testTranslationService } from "#server/lib/translation-service.ts";
import { requestContext } from "#server/request-context.ts";
import type { Route } from "./+types/translation";
import { requireStaffPage } from "./access.server.ts";

/** The service's address without credentials or query (an API key may sit in either). */
function displayAddress(url: string | undefined): string | null {
  if (!url) return null;
  const parsed = new URL(url);
  return `${parsed.protocol}//${parsed.host}${parsed.pathname}`;
}

export function loader({ context, url }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  requireStaffPage(ctx, url);
  const settings = ctx.deps.config.translation;
  return { address: displayAddress(settings.url), hasApiKey: Boolean(settings.apiKey) };
}

const TestSchema = z.object({
  text: z.string().trim().min(1, "errors.required").max(200, "errors.tooLong"),
  target: z.enum(LANG_CODES as unknown as [Lang, ...Lang[]]),
});

/** Sends one text to the configured service and shows what came back, or that it failed. */
export async function action({ context, request, url }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  requireStaffPage(ctx, url);
  // Nothing to try: a refusal the page explains, not a failure of a service that is not there.
  if (!ctx.deps.config.translation.url)
    return formFailure(new AppError("conflict", "console.translation.notConfigured"), {});
  const parsed = TestSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return formFailure(parsed.error, {});
  const started = performance.now();
  try {
    const text = await testTranslationService(
      ctx.deps.config.translation,
      ctx.lang,
      parsed.data.target,
      parsed.data.text,
    );
    return { ok: true as const, text, ms: Math.round(performance.now() - started) };
  } catch (error) {
    ctx.deps.log.warn({ err: (error as Error).cause ?? error }, "translation service test failed");
    // Whatever went wrong, the page answers that the service did not (the log has the details).
    return formFailure(
      new AppError("translation_failed", "console.translation.failed", undefined, { cause: error }),
      {},
    );
  }
}

export default function TranslationSettingsRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const fetcher = useFetcher<typeof action>();
  const busy = fetcher.state !== "idle";
  const result = fetcher.data;
  return (
    <section aria-labelledby="translation-title" className="max-w-2xl">
      <PageTitle>{t("console.translation.title")}</PageTitle>
      <h1 id="translation-title" className="text-2xl font-bold">
        {t("console.translation.title")}
      </h1>
      <p className="mt-1 text-gray-600">{t("console.translation.intro")}</p>
      {loaderData.address ? (
        <p className="mt-4 rounded-md border border-green-200 bg-green-50 px-3 py-2 text-green-900">
          {t("console.translation.configured")} <code className="break-all">{loaderData.address}</code>
          {loaderData.hasApiKey ? ` · ${t("console.translation.withKey")}` : null}
        </p>
      ) : (
        <p className="mt-4 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-amber-900">
          {t("console.translation.notConfigured")}
        </p>
      )}
      <fetcher.Form method="post" className="mt-6 space-y-3 rounded-lg border border-gray-200 bg-white p-4">
        <h2 className="font-semibold">{t("console.translation.testTitle")}</h2>
        <label className="block text-sm">
          <span className="mb-1 block font-medium">{t("console.translation.text")}</span>
          <input
            name="text"
            required
            maxLength={200}
            defaultValue={t("console.translation.sample")}
            className="min-h-10 w-full rounded-md border border-gray-300 px-2"
          />
        </label>
        <label className="block text-sm">
          <span className="mb-1 block font-medium">{t("console.translation.target")}</span>
          <select
            name="target"
            defaultValue={lang === "en" ? "tr" : "en"}
            className="min-h-10 rounded-md border border-gray-300 bg-white px-2"
          >
            {LANG_CODES.filter((code) => code !== lang).map((code) => (
              <option key={code} value={code}>
                {languageName(lang, code)}
              </option>
            ))}
          </select>
        </label>
        <button
          type="submit"
          disabled={busy || !loaderData.address}
          className="min-h-10 rounded-md bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
        >
          {busy ? t("console.translation.testing") : t("console.translation.test")}
        </button>
        <div aria-live="polite">
          {result?.ok ? (
            <p className="rounded-md border border-green-200 bg-green-50 px-3 py-2 text-green-900">
              {t("console.translation.answered", { ms: result.ms })} <q>{result.text}</q>
            </p>
          ) : result ? (
            <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-red-900">
              {t(result.formError ?? "errors.invalid_data")}
            </p>
          ) : null}
        </div>
      </fetcher.Form>
    </section>
  );
}
