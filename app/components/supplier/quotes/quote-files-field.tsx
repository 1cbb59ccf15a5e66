import { describedBy, FieldHintAndError } from "#app/components/field-parts.tsx";
import { fileSizeText } from "#app/components/orders/order-format.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { useLang } from "#app/lib/use-lang.ts";
import { MESSAGE_FILE_ACCEPT } from "#core/schemas/conversation.ts";
import type { QuoteAttachmentView } from "#app/lib/supplier-quote.server.ts";

const W = "supplier.quote.form";

/** Where a quote's file downloads from in the workspace. */
export const quoteFileHref = (quoteId: number, fileId: number) =>
  `/supplier/quotes/${quoteId}/files/${fileId}`;

/**
 * The revision's files: those it carries already (each may be left out) and new ones (pictures,
 * PDF, office documents; at most 5 in all). The server judges each file by its content.
 */
export function QuoteFilesField({
  quoteId,
  attachments,
  removed,
  error,
}: {
  quoteId: number | null;
  attachments: QuoteAttachmentView[];
  /** Files the last post left out, still left out when the form comes back. */
  removed: string[];
  error: string | undefined;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <fieldset className="space-y-2">
      <legend className="text-lg font-semibold">{t(`${W}.files`)}</legend>
      {attachments.length ? (
        <ul className="space-y-1">
          {attachments.map((file) => (
            <li key={file.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
              {quoteId === null ? (
                <bdi className="break-all">{file.name}</bdi>
              ) : (
                <a href={quoteFileHref(quoteId, file.id)} className="break-all text-brand-700 underline">
                  <bdi>{file.name}</bdi>
                </a>
              )}
              <span className="text-gray-600">{fileSizeText(lang, file.byteSize)}</span>
              <label className="inline-flex min-h-10 items-center gap-2">
                <input
                  type="checkbox"
                  name="removeAttachments"
                  value={file.id}
                  defaultChecked={removed.includes(String(file.id))}
                />
                {t(`${W}.removeFile`)}
                <span className="sr-only">
                  <bdi>{file.name}</bdi>
                </span>
              </label>
            </li>
          ))}
        </ul>
      ) : null}
      <label htmlFor="quote-files" className="block text-sm font-medium">
        {t(`${W}.addFiles`)}
      </label>
      <input
        id="quote-files"
        name="files"
        type="file"
        multiple
        accept={MESSAGE_FILE_ACCEPT}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy("quote-files", error, error ? undefined : "hint")}
        className="block w-full max-w-full text-sm file:me-3 file:min-h-10 file:rounded-md file:border file:border-gray-300 file:bg-white file:px-3"
      />
      <FieldHintAndError name="quote-files" hint={t(`${W}.filesHint`)} error={error} />
    </fieldset>
  );
}
