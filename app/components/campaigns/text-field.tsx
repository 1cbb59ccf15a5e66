import { controlClass, describedBy, FieldHintAndError, FieldLabel } from "~/components/field-parts.tsx";

interface TextFieldProps extends React.InputHTMLAttributes<HTMLInputElement> {
  /** Unique on the page; several forms may post the same `name`. */
  id: string;
  name: string;
  label: string;
  error?: string | undefined;
}

/** A labelled input like FormField, for pages that repeat one form per row (ids stay unique). */
export function TextField({ id, name, label, error, className, ...input }: TextFieldProps) {
  return (
    <div className={className}>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <input
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error)}
        dir={input.type === "email" ? "ltr" : undefined}
        className={controlClass(false)}
        {...input}
      />
      <FieldHintAndError name={id} error={error} />
    </div>
  );
}
