/** A category's variation group as the editor offers it (server/modules/products VariationChoiceGroup). */
export interface VariationChoice {
  code: string;
  name: string;
  options: { code: string; name: string }[];
}

/** Field path → translated message. */
export type EditorErrors = Record<string, string | undefined>;
