import { Form } from "react-router";
import { FormAlert } from "#app/components/form-field.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { useLang } from "#app/lib/use-lang.ts";
import { formatDate } from "#core/i18n/format.ts";
import { productPath } from "#core/rules/slug.ts";
import { smallButton } from "./editor-section.tsx";

export interface EditorProductState {
  id: number;
  status: "draft" | "pending_review" | "published" | "unpublished" | "rejected";
  statusReason: string | null;
  pendingChange: { requestedAt: string } | null;
}

const TONE: Record<EditorProductState["status"], string> = {
  draft: "bg-gray-100 text-gray-800",
  pending_review: "bg-amber-100 text-amber-900",
  published: "bg-green-100 text-green-900",
  unpublished: "bg-gray-200 text-gray-800",
  rejected: "bg-red-100 text-red-900",
};

/** The transition a member may make from each status, if any. */
const NEXT: Partial<Record<EditorProductState["status"], "submit" | "unpublish" | "publish">> = {
  draft: "submit",
  unpublished: "publish",
  published: "unpublish",
};

/**
 * Where the product stands: its status, the operator's reason for a rejection, a change waiting for
 * review (which the supplier may withdraw: the live product then stays as it is), the next step of
 * its life cycle, and machine translation of the languages still missing.
 */
export function StatusPanel({
  product,
  name,
  canEdit,
  canPublish,
  translateAvailable,
  busy,
}: {
  product: EditorProductState;
  name: string;
  canEdit: boolean;
  canPublish: boolean;
  translateAvailable: boolean;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const next = canPublish ? NEXT[product.status] : undefined;
  return (
    <section
      aria-labelledby="product-state"
      className="space-y-3 rounded-lg border border-gray-200 bg-gray-50 p-4"
    >
      <h2 id="product-state" className="flex flex-wrap items-center gap-2 font-semibold">
        {t("supplier.productEditor.statusTitle")}
        <span className={`rounded px-2 py-0.5 text-sm ${TONE[product.status]}`}>
          {t(`supplier.productEditor.status.${product.status}`)}
        </span>
      </h2>
      <p className="text-sm text-gray-700">{t(`supplier.productEditor.statusHelp.${product.status}`)}</p>
      {product.status === "rejected" && product.statusReason ? (
        <FormAlert tone="error">
          {t("supplier.productEditor.rejectedReason")} <q>{product.statusReason}</q>
        </FormAlert>
      ) : null}
      {product.pendingChange ? (
        <div className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          <p className="font-semibold">{t("supplier.productEditor.changeWaiting")}</p>
          <p>
            {t("supplier.productEditor.changeWaitingHelp", {
              date: formatDate(lang, product.pendingChange.requestedAt),
            })}
          </p>
          {canEdit ? (
            <Form method="post" className="mt-2">
              <button type="submit" name="intent" value="withdraw" disabled={busy} className={smallButton}>
                {t("supplier.productEditor.withdraw")}
              </button>
            </Form>
          ) : null}
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {next ? (
          <Form method="post">
            <button
              type="submit"
              name="intent"
              value={next}
              disabled={busy}
              className="min-h-11 rounded-md bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
            >
              {t(`supplier.productEditor.action.${next}`)}
            </button>
          </Form>
        ) : null}
        {product.status === "published" ? (
          <a href={productPath(name, product.id)} target="_blank" rel="noopener" className={smallButton}>
            {t("supplier.productEditor.viewLive")}
          </a>
        ) : null}
        {canEdit ? (
          <Form method="post">
            <button
              type="submit"
              name="intent"
              value="translate"
              disabled={busy || !translateAvailable}
              aria-describedby="translate-help"
              className={smallButton}
            >
              {t("supplier.productEditor.translate")}
            </button>
          </Form>
        ) : null}
      </div>
      {canEdit ? (
        <p id="translate-help" className="text-xs text-gray-600">
          {translateAvailable
            ? t("supplier.productEditor.translateHelp")
            : t("supplier.texts.translateNotConfigured")}
        </p>
      ) : null}
    </section>
  );
}
