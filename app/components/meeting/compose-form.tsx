import { Form, useNavigation } from "react-router";
import { useTranslation } from "#app/i18n/react.tsx";
import { MESSAGE_FILE_ACCEPT, MESSAGE_TEXT_MAX } from "#core/schemas/conversation.ts";
import type { ActionFailure } from "#core/schemas/field-errors.ts";

/**
 * The message form: a plain multipart POST to the conversation's own address, which stores the
 * message and loads the page again (without JavaScript too). Refusals show next to the field they
 * concern; the text typed is kept. A new `resetKey` (the reader's newest own message) empties it
 * after their send, and only then.
 */
export function ComposeForm({ failure, resetKey }: { failure: ActionFailure | undefined; resetKey: string }) {
  const { t } = useTranslation();
  const busy = useNavigation().state === "submitting";
  const bodyError = failure?.fields.body;
  const filesError = failure?.fields.files;
  const formError = !bodyError && !filesError ? failure?.formError : undefined;
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      key={resetKey}
      className="mt-3 space-y-2 rounded-lg border border-gray-200 bg-white p-3"
      aria-label={t("meeting.compose.label")}
    >
      <input type="hidden" name="intent" value="send" />
      <label htmlFor="message-body" className="block text-sm font-semibold">
        {t("meeting.compose.text")}
      </label>
      <textarea
        id="message-body"
        name="body"
        rows={3}
        dir="auto"
        maxLength={MESSAGE_TEXT_MAX}
        defaultValue={failure?.values.body ?? ""}
        aria-invalid={bodyError ? true : undefined}
        aria-describedby={bodyError ? "message-body-error" : undefined}
        className="block w-full rounded-md border border-gray-300 px-3 py-2 text-base focus:border-brand-500"
      />
      {bodyError ? (
        <p id="message-body-error" role="alert" className="text-sm text-red-700">
          {t(bodyError)}
        </p>
      ) : null}
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div className="min-w-0">
          <label htmlFor="message-files" className="block text-sm">
            {t("meeting.compose.files")}
          </label>
          <input
            id="message-files"
            name="files"
            type="file"
            multiple
            accept={MESSAGE_FILE_ACCEPT}
            aria-invalid={filesError ? true : undefined}
            aria-describedby={`message-files-hint${filesError ? " message-files-error" : ""}`}
            className="mt-1 block max-w-full text-sm"
          />
          <p id="message-files-hint" className="text-xs text-gray-600">
            {t("meeting.compose.filesHint")}
          </p>
          {filesError ? (
            <p id="message-files-error" role="alert" className="text-sm text-red-700">
              {t(filesError)}
            </p>
          ) : null}
        </div>
        <button
          type="submit"
          disabled={busy}
          className="min-h-10 rounded-md bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
        >
          {busy ? t("meeting.compose.sending") : t("meeting.compose.send")}
        </button>
      </div>
      {formError ? (
        <p role="alert" className="text-sm text-red-700">
          {t(formError)}
        </p>
      ) : null}
    </Form>
  );
}
