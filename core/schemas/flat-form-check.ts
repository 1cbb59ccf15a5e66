import { z } from "zod";

/**
 * A form of numbered rows ("lines.2.unit") checked by a schema of nested ones: `shape` turns the
 * posted flat fields into what the schema reads, and each refusal comes back named by its whole
 * path ("lines.2.prices.0.price"), as the form's fields are, so a row's message stands by that row.
 */
export function flatFormCheck<S extends z.ZodType>(
  schema: S,
  shape: (values: Record<string, unknown>) => Record<string, unknown>,
) {
  return {
    safeParse(values: unknown): z.ZodSafeParseResult<z.output<S>> {
      const result = schema.safeParse(
        typeof values === "object" && values !== null ? shape(values as Record<string, unknown>) : values,
      );
      if (result.success) return result;
      const issues = result.error.issues.map((issue) => ({
        ...issue,
        path: [issue.path.map(String).join(".")],
      }));
      return { ...result, error: new z.ZodError(issues) as z.ZodError<z.output<S>> };
    },
  };
}
