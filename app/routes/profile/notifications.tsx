import { Form, Link, redirect } from "react-router";
import { FormAlert, SubmitButton } from "#app/components/form-field.tsx";
import { PageTitle } from "#app/components/page-title.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { MessageSettingsSchema } from "#core/schemas/message-settings.ts";
import { formFailure } from "#server/lib/form-response.ts";
import { readMessageSettings, saveMessageSettings } from "#server/modules/message-mail/index.ts";
import { requestContext } from "#server/request-context.ts";
import type { Route } from "./+types/notifications";

const HERE = "/profile/notifications";

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex" }];

/** The signed-in user's e-mail preferences for unread messages (buyers and supplier members alike). */
export async function loader({ context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  if (!ctx.user) throw redirect(`/login?returnUrl=${encodeURIComponent(HERE)}`);
  return { settings: await readMessageSettings(ctx.deps.db, ctx.user.id) };
}

export async function action({ context, request }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  if (!ctx.user) throw redirect(`/login?returnUrl=${encodeURIComponent(HERE)}`);
  const form = await request.formData().catch(() => new FormData());
  const values = {
    emailUnread: String(form.get("emailUnread") ?? ""),
    includeText: String(form.get("includeText") ?? ""),
  };
  const parsed = MessageSettingsSchema.safeParse(values);
  if (!parsed.success) return formFailure(parsed.error, values);
  await saveMessageSettings(ctx.deps.db, ctx.user.id, parsed.data);
  return { saved: true as const };
}

function Checkbox({
  name,
  label,
  hint,
  checked,
}: {
  name: string;
  label: string;
  hint: string;
  checked: boolean;
}) {
  return (
    <div className="flex items-start gap-3">
      <input
        id={name}
        name={name}
        type="checkbox"
        defaultChecked={checked}
        aria-describedby={`${name}-hint`}
        className="mt-1 size-5 shrink-0"
      />
      <div>
        <label htmlFor={name} className="font-medium">
          {label}
        </label>
        <p id={`${name}-hint`} className="text-sm text-gray-600">
          {hint}
        </p>
      </div>
    </div>
  );
}

export default function NotificationsRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { settings } = loaderData;
  const saved = actionData && "saved" in actionData;
  const failed = actionData && "formError" in actionData ? actionData.formError : undefined;
  return (
    <div className="mx-auto grid max-w-2xl gap-6">
      <PageTitle>{t("messagePrefs.title")}</PageTitle>
      <div>
        <Link to="/profile" className="text-sm text-brand-700 hover:underline">
          {t("messagePrefs.backToProfile")}
        </Link>
        <h1 className="mt-1 text-2xl font-bold">{t("messagePrefs.title")}</h1>
        <p className="mt-1 text-gray-600">{t("messagePrefs.intro")}</p>
      </div>
      <section className="rounded-lg border border-gray-200 bg-white p-5 sm:p-6">
        {saved ? <FormAlert tone="success">{t("messagePrefs.saved")}</FormAlert> : null}
        {failed ? <FormAlert tone="error">{t(failed)}</FormAlert> : null}
        <Form method="post" className="space-y-5">
          <Checkbox
            name="emailUnread"
            label={t("messagePrefs.emailUnread")}
            hint={t("messagePrefs.emailUnreadHint")}
            checked={settings.emailUnread}
          />
          <Checkbox
            name="includeText"
            label={t("messagePrefs.includeText")}
            hint={t("messagePrefs.includeTextHint")}
            checked={settings.includeText}
          />
          <SubmitButton busyLabel={t("messagePrefs.saving")}>{t("messagePrefs.save")}</SubmitButton>
        </Form>
      </section>
    </div>
  );
}
