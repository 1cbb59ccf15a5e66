import { describedBy, FieldHintAndError, FieldLabel, SelectField } from "#app/components/field-parts.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import type { BrowserCheck } from "#app/lib/forms.ts";
import type { CategoryGroup, CountryChoice } from "#app/routes/profile/rfq-new.server.ts";
import { RFQ_ATTACHMENTS_MAX, RFQ_FILE_MAX_BYTES } from "#core/rules/rfq-flow.ts";
import { RFQ_ERRORS } from "#core/schemas/rfq.ts";

/** A picture is re-encoded by the server, which takes up to 5 MB of one. */
const PICTURE_MAX_BYTES = 5 * 1024 * 1024;
export const RFQ_FILE_TYPES = "application/pdf,image/jpeg,image/png,image/webp";

/** What the browser can tell of the chosen files before sending them: how many, how large. */
function fileProblem(files: File[]): string | undefined {
  if (files.length > RFQ_ATTACHMENTS_MAX) return RFQ_ERRORS.fileCount;
  const tooLarge = (file: File) =>
    file.size > (file.type.startsWith("image/") ? PICTURE_MAX_BYTES : RFQ_FILE_MAX_BYTES);
  return files.some(tooLarge) ? RFQ_ERRORS.fileSize : undefined;
}

/**
 * The form's check in the browser: the server's own schema, against the browser's calendar day,
 * fetched once the form is on screen (it brings Zod), plus the files' count and sizes, which the
 * schema does not see. The server still checks everything, and the files by their content.
 */
export const loadRfqCheck = (form: () => HTMLFormElement | null) => (): Promise<BrowserCheck> =>
  Promise.all([import("#core/schemas/rfq.ts"), import("zod")]).then(
    ([{ rfqPostSchema, rfqBrowserDates }, { z }]) => ({
      safeParse: ((values: unknown) => {
        const result = rfqPostSchema(rfqBrowserDates()).safeParse(values);
        const input = form()?.elements.namedItem("files");
        const files = input instanceof HTMLInputElement ? [...(input.files ?? [])] : [];
        const problem = fileProblem(files);
        if (!problem) return result;
        const issues = [
          ...(result.success ? [] : result.error.issues),
          { code: "custom" as const, path: ["files"], message: problem, input: files },
        ];
        return { success: false, error: new z.ZodError(issues) };
      }) as BrowserCheck["safeParse"],
    }),
  );

/** The leaf categories, grouped under their root and second level, in the reader's language. */
export function CategorySelect({
  groups,
  value,
  error,
}: {
  groups: CategoryGroup[];
  value: string;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <SelectField
      name="categoryCode"
      label={t("rfqBuyer.form.category")}
      hint={t("rfqBuyer.form.categoryHint")}
      emptyLabel={t("rfqBuyer.form.categoryChoose")}
      required
      marker
      defaultValue={value}
      error={error}
    >
      {groups.map((group) => (
        <optgroup key={group.label} label={group.label}>
          {group.options.map((option) => (
            <option key={option.code} value={option.code}>
              {option.name}
            </option>
          ))}
        </optgroup>
      ))}
    </SelectField>
  );
}

/** The countries named in the reader's language, in its alphabetical order (the loader's list). */
export function CountrySelect({
  name,
  label,
  countries,
  value,
  error,
}: {
  name: string;
  label: string;
  countries: CountryChoice[];
  value: string;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <SelectField
      name={name}
      label={label}
      emptyLabel={t("rfqBuyer.form.countryChoose")}
      required
      marker
      defaultValue={value}
      error={error}
    >
      {countries.map((country) => (
        <option key={country.code} value={country.code}>
          {country.name}
        </option>
      ))}
    </SelectField>
  );
}

/**
 * Up to 5 files (drawings, a specification, photos of a sample). A browser cannot fill a file
 * field again, so after a refusal the buyer is told to choose them again.
 */
export function AttachmentsField({ error, refused }: { error: string | undefined; refused: boolean }) {
  const { t } = useTranslation();
  const hint = refused
    ? `${t("rfqBuyer.form.filesHint")} ${t("rfqBuyer.form.filesAgain")}`
    : t("rfqBuyer.form.filesHint");
  return (
    <div>
      <FieldLabel htmlFor="files">{t("rfqBuyer.form.files")}</FieldLabel>
      <input
        id="files"
        name="files"
        type="file"
        multiple
        accept={RFQ_FILE_TYPES}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy("files", error, hint)}
        className="block w-full max-w-full text-sm file:me-3 file:min-h-10 file:rounded-md file:border file:border-gray-300 file:bg-white file:px-3 file:font-semibold hover:file:bg-gray-100"
      />
      {/* The hint stays with an error: how many and which files is what the error is about. */}
      <p id="files-hint" className="mt-1 text-xs text-gray-500">
        {hint}
      </p>
      <FieldHintAndError name="files" error={error} />
    </div>
  );
}
