import { Form, Link, useNavigation, useSearchParams } from "react-router";
import { PageTitle } from "#app/components/page-title.tsx";
import { InquiryBadges, OriginalText, QuantityText } from "#app/components/supplier/inquiry-list-parts.tsx";
import { ActionNotice } from "#app/components/console/action-notice.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { useLang } from "#app/lib/use-lang.ts";
import { formatDuration } from "#core/i18n/duration.ts";
import { countryName, formatDate, languageName } from "#core/i18n/format.ts";
import { INQUIRY_STAGES, INQUIRY_STATUSES, LOST_REASON_MAX, NOTE_MAX } from "#core/schemas/inquiries.ts";
import { requestContext } from "#server/request-context.ts";
import type { Route } from "./+types/detail";
import { loadInquiryPage, runInquiryAction } from "./detail.server.ts";

/** One inquiry in full: the buyer's request, its status, stage and assignee, and the team's notes. */
export async function loader({ context, request, url, params }: Route.LoaderArgs) {
  return loadInquiryPage(context.get(requestContext), request, url, params.dealId);
}

export async function action({ context, request, url, params }: Route.ActionArgs) {
  return runInquiryAction(context.get(requestContext), request, url, params.dealId);
}

const BUTTON =
  "inline-flex min-h-10 items-center rounded-md border border-gray-300 px-4 text-sm font-semibold hover:bg-gray-100 disabled:opacity-60";
const CONTROL = "min-h-10 w-full rounded-md border border-gray-300 bg-white px-2";

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm text-gray-600">{label}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}

/** The last change's outcome: a refusal from the action, or what was saved (after the redirect). */
function Notice({ actionData }: Pick<Route.ComponentProps, "actionData">) {
  const [search] = useSearchParams();
  const saved = search.get("saved");
  const done =
    saved && ["status", "stage", "assign", "note"].includes(saved)
      ? { ok: true as const, notice: `supplier.inquiries.saved.${saved}` }
      : undefined;
  return <ActionNotice result={actionData ?? done} />;
}

function Controls({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  const { t } = useTranslation();
  const busy = useNavigation().state === "submitting";
  const { inquiry, assignees } = loaderData;
  return (
    <section
      aria-labelledby="controls-title"
      className="self-start rounded-lg border border-gray-200 bg-white p-4 lg:col-start-2 lg:row-span-2 lg:row-start-1"
    >
      <h2 id="controls-title" className="font-semibold">
        {t("supplier.inquiries.manage")}
      </h2>
      <Form method="post" className="mt-3 flex items-end gap-2">
        <input type="hidden" name="intent" value="status" />
        <input type="hidden" name="from" value={inquiry.status} />
        <label className="min-w-0 flex-1 text-sm">
          <span className="mb-1 block font-medium">{t("supplier.inquiries.status")}</span>
          <select name="to" defaultValue={inquiry.status} className={CONTROL}>
            {INQUIRY_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`supplier.inquiries.statusName.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" disabled={busy} className={BUTTON}>
          {t("supplier.inquiries.save")}
        </button>
      </Form>
      <Form method="post" className="mt-3">
        <input type="hidden" name="intent" value="stage" />
        <input type="hidden" name="from" value={inquiry.stage} />
        <div className="flex items-end gap-2">
          <label className="min-w-0 flex-1 text-sm">
            <span className="mb-1 block font-medium">{t("supplier.inquiries.stage")}</span>
            <select name="to" defaultValue={inquiry.stage} className={CONTROL}>
              {INQUIRY_STAGES.map((s) => (
                <option key={s} value={s}>
                  {t(`supplier.inquiries.stageName.${s}`)}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" disabled={busy} className={BUTTON}>
            {t("supplier.inquiries.save")}
          </button>
        </div>
        <label className="mt-2 block text-sm">
          <span className="mb-1 block font-medium">{t("supplier.inquiries.lostReason")}</span>
          <input
            name="reason"
            maxLength={LOST_REASON_MAX}
            defaultValue={inquiry.lostReason ?? ""}
            aria-describedby="lost-reason-help"
            className={CONTROL}
          />
          <span id="lost-reason-help" className="mt-1 block text-gray-600">
            {t("supplier.inquiries.lostReasonHelp")}
          </span>
        </label>
      </Form>
      <Form method="post" className="mt-3 flex items-end gap-2">
        <input type="hidden" name="intent" value="assign" />
        <label className="min-w-0 flex-1 text-sm">
          <span className="mb-1 block font-medium">{t("supplier.inquiries.assignee")}</span>
          <select name="assignee" defaultValue={inquiry.assignee?.id ?? ""} className={CONTROL}>
            <option value="">{t("supplier.inquiries.nobody")}</option>
            {assignees.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" disabled={busy} className={BUTTON}>
          {t("supplier.inquiries.save")}
        </button>
      </Form>
    </section>
  );
}

function Notes({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  const { t } = useTranslation();
  const lang = useLang();
  const { notes, mayReply } = loaderData;
  return (
    <section
      aria-labelledby="notes-title"
      className="min-w-0 self-start rounded-lg border border-gray-200 bg-white p-4 lg:col-start-1 lg:row-start-2"
    >
      <h2 id="notes-title" className="font-semibold">
        {t("supplier.inquiries.notes")}
      </h2>
      <p className="text-sm text-gray-600">{t("supplier.inquiries.notesHelp")}</p>
      {notes.length ? (
        <ol className="mt-2 space-y-2">
          {notes.map((n) => (
            <li key={n.id} className="rounded-md bg-amber-50 p-2 text-sm">
              <p className="break-words whitespace-pre-line" dir="auto">
                {n.body}
              </p>
              <p className="mt-1 text-xs text-gray-600">
                <bdi>{n.author || "—"}</bdi> ·{" "}
                <time dateTime={n.createdAt}>{formatDate(lang, n.createdAt)}</time>
              </p>
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-2 text-sm text-gray-600">{t("supplier.inquiries.noNotes")}</p>
      )}
      {mayReply ? (
        <Form method="post" className="mt-3">
          <input type="hidden" name="intent" value="note" />
          <label className="block text-sm">
            <span className="mb-1 block font-medium">{t("supplier.inquiries.addNote")}</span>
            <textarea
              name="body"
              required
              maxLength={NOTE_MAX}
              rows={3}
              dir="auto"
              className="w-full rounded-md border border-gray-300 p-2"
            />
          </label>
          <button type="submit" className={`${BUTTON} mt-2`}>
            {t("supplier.inquiries.saveNote")}
          </button>
        </Form>
      ) : null}
    </section>
  );
}

export default function InquiryRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const { inquiry, mayReply } = loaderData;
  return (
    <article aria-labelledby="inquiry-title">
      <PageTitle>{[inquiry.subject, t("supplier.inquiries.title")]}</PageTitle>
      <Link to="/supplier/inquiries" className="text-sm text-brand-700 underline">
        {t("supplier.inquiries.back")}
      </Link>
      <h1 id="inquiry-title" className="mt-2 text-2xl font-bold break-words">
        <bdi>{inquiry.subject || t("supplier.inquiries.noSubject")}</bdi>
      </h1>
      <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-gray-600">
        <InquiryBadges row={inquiry} />
        <time dateTime={inquiry.createdAt}>{formatDate(lang, inquiry.createdAt)}</time>
        {inquiry.waitingMinutes !== null && inquiry.status === "Open" ? (
          <span className="font-semibold text-amber-900">
            {t("supplier.inquiries.waitingFor", { time: formatDuration(lang, inquiry.waitingMinutes) })}
          </span>
        ) : null}
      </p>
      {inquiry.stage === "Lost" && inquiry.lostReason ? (
        <p className="mt-1 text-sm break-words">
          {t("supplier.inquiries.lostBecause", { reason: inquiry.lostReason })}
        </p>
      ) : null}
      <Notice actionData={actionData} />
      {/* On a phone: the request, then what to do with it, then the notes; beside each other from lg up. */}
      <div className="mt-2 grid gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section
          className="min-w-0 self-start rounded-lg border border-gray-200 bg-white p-4 lg:col-start-1 lg:row-start-1"
          aria-labelledby="request-title"
        >
          <h2 id="request-title" className="font-semibold">
            {t("supplier.inquiries.request")}
          </h2>
          <p className="mt-2 break-words whitespace-pre-line" dir="auto">
            {inquiry.message}
          </p>
          <OriginalText row={inquiry} />
          <dl className="mt-4 grid gap-3 sm:grid-cols-2">
            <Fact label={t("supplier.inquiries.column.buyer")}>
              <bdi>{inquiry.buyerName}</bdi>
              {inquiry.buyerCompany ? (
                <>
                  {" · "}
                  <bdi>{inquiry.buyerCompany}</bdi>
                </>
              ) : null}
              {inquiry.buyerCountry ? ` · ${countryName(lang, inquiry.buyerCountry)}` : ""}
            </Fact>
            <Fact label={t("supplier.inquiries.contact")}>
              <a href={`mailto:${inquiry.email}`} className="text-brand-700 underline" dir="ltr">
                {inquiry.email}
              </a>
              <span className="block">
                <bdi dir="ltr">{inquiry.phone}</bdi>
              </span>
            </Fact>
            <Fact label={t("supplier.inquiries.product")}>
              {inquiry.productName ? (
                <bdi>{inquiry.productName}</bdi>
              ) : (
                t(`supplier.inquiries.sourceName.${inquiry.source}`)
              )}
            </Fact>
            <Fact label={t("supplier.inquiries.quantity")}>
              <QuantityText row={inquiry} />
            </Fact>
            <Fact label={t("supplier.inquiries.language")}>{languageName(lang, inquiry.language)}</Fact>
            <Fact label={t("supplier.inquiries.assignee")}>
              {inquiry.assignee ? <bdi>{inquiry.assignee.name}</bdi> : t("supplier.inquiries.nobody")}
            </Fact>
          </dl>
          <div className="mt-4 flex flex-wrap gap-2">
            {inquiry.conversationId ? (
              <a
                href={`/supplier/messages/${inquiry.conversationId}`}
                className="inline-flex min-h-10 items-center rounded-md bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700"
              >
                {t("supplier.inquiries.openConversation")}
              </a>
            ) : null}
            {loaderData.quoteId !== null ? (
              <Link
                to={`/supplier/quotes/${loaderData.quoteId}`}
                className="inline-flex min-h-10 items-center rounded-md border border-brand-600 px-4 font-semibold text-brand-700 hover:bg-brand-50"
              >
                {t("supplier.quote.yourQuote")}
              </Link>
            ) : loaderData.mayQuote ? (
              <Link
                to={`/supplier/quotes/new?deal=${inquiry.id}`}
                className="inline-flex min-h-10 items-center rounded-md border border-brand-600 px-4 font-semibold text-brand-700 hover:bg-brand-50"
              >
                {t("supplier.quote.writeQuote")}
              </Link>
            ) : null}
            {loaderData.mayDraftOrder ? (
              <Link
                to={`/supplier/orders/new?deal=${inquiry.id}`}
                className="inline-flex min-h-10 items-center rounded-md border border-brand-600 px-4 font-semibold text-brand-700 hover:bg-brand-50"
              >
                {t("supplier.inquiries.draftOrder")}
              </Link>
            ) : null}
          </div>
        </section>
        {mayReply ? <Controls loaderData={loaderData} /> : null}
        <Notes loaderData={loaderData} />
      </div>
    </article>
  );
}
