import { Form, useNavigation } from "react-router";
import { useTranslation } from "#app/i18n/react.tsx";
import { useLang } from "#app/lib/use-lang.ts";
import { formatDate } from "#core/i18n/format.ts";
import type { HelpContactItem } from "#core/schemas/help-center-limits.ts";
import { ConfirmDelete } from "./confirm-delete.tsx";

const BUTTON = "min-h-10 rounded-md px-4 text-sm font-semibold disabled:opacity-60";
const SECONDARY = `${BUTTON} border border-gray-300 bg-white text-ink hover:bg-gray-100`;

function When({ iso }: { iso: string }) {
  const lang = useLang();
  return (
    <>
      <time dateTime={iso}>{formatDate(lang, iso)}</time>{" "}
      <span className="text-gray-500">{iso.slice(11, 16)} UTC</span>
    </>
  );
}

/**
 * One message to the administrators with what a moderator does with it: into or out of the
 * archive, or delete it after a second, explicit step (a disclosure that works without
 * JavaScript and with the keyboard). Plain form posts: the page's action answers with a notice.
 */
export function HelpContactCard({ item }: { item: HelpContactItem }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("id") === String(item._id);
  const titleId = `help-item-${item._id}`;
  return (
    <li className="rounded-lg border border-gray-200 bg-white p-4">
      <h2 id={titleId} className="text-lg font-semibold break-words">
        {item.subject}
      </h2>
      <dl className="mt-1 grid gap-x-4 gap-y-1 text-sm text-gray-700 sm:grid-cols-[max-content_1fr]">
        <dt className="font-medium">{t("console.help.from")}</dt>
        <dd className="min-w-0 break-words">
          {item.name} ·{" "}
          <a href={`mailto:${item.email}`} dir="ltr" className="text-brand-700 underline">
            {item.email}
          </a>
        </dd>
        <dt className="font-medium">{t("console.help.received")}</dt>
        <dd>
          <When iso={item.createdOn} />
        </dd>
        {item.archivedOn ? (
          <>
            <dt className="font-medium">{t("console.help.archivedOn")}</dt>
            <dd>
              <When iso={item.archivedOn} />
            </dd>
          </>
        ) : null}
      </dl>
      <p className="mt-3 whitespace-pre-line break-words">{item.message}</p>
      <div className="mt-3 flex flex-wrap items-start gap-3">
        <Form method="post">
          <input type="hidden" name="id" value={item._id} />
          <input type="hidden" name="intent" value={item.archived ? "restore" : "archive"} />
          <button type="submit" disabled={busy} className={SECONDARY}>
            {busy && navigation.formData?.get("intent") !== "delete"
              ? t("console.help.working")
              : item.archived
                ? t("console.help.takeOffArchive")
                : t("console.help.moveToArchive")}
          </button>
        </Form>
        <ConfirmDelete
          label={t("console.common.delete")}
          name={item.subject}
          question={t("console.common.confirmDelete")}
          values={{ id: item._id, intent: "delete" }}
        />
      </div>
    </li>
  );
}
