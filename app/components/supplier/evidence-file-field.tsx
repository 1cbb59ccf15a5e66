import { describedBy, FieldHintAndError, FieldLabel } from "#app/components/field-parts.tsx";
import { useTranslation } from "#app/i18n/react.tsx";

const ACCEPTED = ["application/pdf", "image/png", "image/jpeg", "image/webp"];
const MB = 1024 * 1024;
/** The private store's limits (server/modules/files/): documents 10 MB, pictures 5 MB. */
const MAX_BYTES = 10 * MB;
const MAX_IMAGE_BYTES = 5 * MB;

/**
 * A first look at the chosen file in the browser, so a wrong or oversized file is named before
 * it is sent: the declared type and the size only. The server judges the content itself (a
 * script renamed .jpg passes here and is refused there, with the same message).
 */
export function fileProblem(file: File | null | undefined, required: boolean): string | undefined {
  if (!file || file.size === 0) return required ? "errors.evidenceFileRequired" : undefined;
  if (file.type && !ACCEPTED.includes(file.type)) return "errors.fileTypeNotAccepted";
  if (file.size > (file.type.startsWith("image/") ? MAX_IMAGE_BYTES : MAX_BYTES))
    return "errors.fileTooLarge";
  return undefined;
}

/** Runs the file check on submit; a problem stops the form and moves the keyboard to the file. */
export function checkFileOnSubmit(
  event: React.FormEvent<HTMLFormElement>,
  required: boolean,
  setError: (key: string | undefined) => void,
): boolean {
  const input = event.currentTarget.elements.namedItem("file") as HTMLInputElement | null;
  const problem = fileProblem(input?.files?.[0], required);
  setError(problem);
  if (problem) {
    event.preventDefault();
    input?.focus();
  }
  return !problem;
}

/** The evidence file input with its limits as the hint. */
export function EvidenceFileField({ required, error }: { required: boolean; error?: string | undefined }) {
  const { t } = useTranslation();
  const hint = required
    ? t("supplier.evidence.file")
    : `${t("supplier.evidence.file")} ${t("supplier.evidence.fileKeep")}`;
  return (
    <div>
      <FieldLabel htmlFor="file" marker={required}>
        {t("supplier.evidence.fileLabel")}
      </FieldLabel>
      <input
        id="file"
        name="file"
        type="file"
        accept={ACCEPTED.join(",")}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy("file", error, hint)}
        className="block w-full max-w-full text-sm file:me-3 file:min-h-10 file:rounded-md file:border file:border-gray-300 file:bg-white file:px-3"
      />
      <FieldHintAndError name="file" hint={hint} error={error} quiet={false} />
    </div>
  );
}
