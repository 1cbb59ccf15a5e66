import { describedBy, FieldHintAndError, FieldLabel } from "#app/components/field-parts.tsx";
import { useTranslation } from "#app/i18n/react.tsx";

/**
 * The evidence file input. The browser offers only the accepted types; the server judges the
 * content itself (a script renamed .jpg is refused there with a clear message).
 */
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
        accept="application/pdf,image/png,image/jpeg,image/webp"
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy("file", error, hint)}
        className="block w-full max-w-full text-sm file:me-3 file:min-h-10 file:rounded-md file:border file:border-gray-300 file:bg-white file:px-3"
      />
      <FieldHintAndError name="file" hint={hint} error={error} quiet={false} />
    </div>
  );
}
