import { Form, Link, useNavigation } from "react-router";
import { cutText } from "#core/rules/cut-text.ts";
import { isAppError } from "#server/lib/errors.ts";
import { formFailure } from "#server/lib/form-response.ts";
import { getContactListNameOfCampaign, unsubscribe } from "#server/modules/campaigns/index.ts";
import { requestContext } from "#server/request-context.ts";
import { FormAlert } from "../components/form-field.tsx";
import { PageTitle } from "../components/page-title.tsx";
import { useTranslation } from "../i18n/react.tsx";
import type { Route } from "./+types/campaign-unsubscribe";

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex" }];

const LINK_KEYS = ["cid", "campid", "clid", "email"] as const;
type LinkValues = Record<(typeof LINK_KEYS)[number], string>;

function linkFrom(read: (key: string) => unknown): LinkValues {
  const value = (key: string) => {
    const v = read(key);
    return typeof v === "string" ? cutText(v, 300) : "";
  };
  return { cid: value("cid"), campid: value("campid"), clid: value("clid"), email: value("email") };
}

/** The page only shows the question; nothing changes until the visitor confirms. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const params = new URL(request.url).searchParams;
  const link = linkFrom((key) => params.get(key));
  const listName = await getContactListNameOfCampaign(ctx.deps.db, link.campid).then(
    (answer) => answer.clname,
    (error) => {
      if (isAppError(error)) return null;
      throw error;
    },
  );
  return { link, listName };
}

/** A form post rather than a plain link, so mail scanners that follow links unsubscribe nobody. */
export async function action({ context, request }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  const form = await request.formData().catch(() => new FormData());
  try {
    await unsubscribe(
      ctx.deps.db,
      linkFrom((key) => form.get(key)),
      ctx.ip,
    );
    return { ok: true as const };
  } catch (error) {
    // The page says the same whatever went wrong (formFailure's key is not shown): a link that
    // does not work tells nothing about the addresses on the list.
    return formFailure(error, {});
  }
}

export default function UnsubscribeRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { link, listName } = loaderData;
  const busy = useNavigation().state === "submitting";
  return (
    <section
      className="mx-auto my-6 max-w-md rounded-lg border border-gray-200 bg-white p-5 shadow-sm sm:p-8"
      aria-labelledby="unsubscribe-title"
    >
      <PageTitle>{t("unsubscribe.title")}</PageTitle>
      <h1 id="unsubscribe-title" className="text-2xl font-bold">
        {t("unsubscribe.title")}
      </h1>
      {actionData?.ok ? (
        <div className="mt-4">
          <FormAlert tone="success">{t("unsubscribe.done")}</FormAlert>
          <Link to="/" className="text-brand-700 underline">
            {t("errorPage.home")}
          </Link>
        </div>
      ) : (
        <>
          <p className="mt-3">
            {listName ? t("unsubscribe.question", { list: listName }) : t("unsubscribe.questionNoList")}
          </p>
          {link.email ? (
            <p className="mt-2 break-all font-medium" dir="ltr">
              {link.email}
            </p>
          ) : null}
          <div className="mt-4" aria-live="polite">
            {actionData && !actionData.ok ? (
              <FormAlert tone="error">{t("unsubscribe.failed")}</FormAlert>
            ) : null}
          </div>
          <Form method="post">
            {LINK_KEYS.map((key) => (
              <input key={key} type="hidden" name={key} value={link[key]} />
            ))}
            <button
              type="submit"
              disabled={busy}
              aria-busy={busy || undefined}
              className="min-h-11 w-full rounded-md bg-brand-600 px-4 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:opacity-60 sm:w-auto"
            >
              {busy ? t("unsubscribe.confirming") : t("unsubscribe.confirm")}
            </button>
          </Form>
        </>
      )}
    </section>
  );
}
