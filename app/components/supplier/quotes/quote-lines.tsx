import { useRef, useState } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import type { FieldErrors } from "#app/lib/forms.ts";
import { QUOTE_LINES_MAX, QUOTE_PRICE_ROWS_MAX } from "#core/rules/quote-flow.ts";
import { QUOTE_PRICE_ROWS_SHOWN } from "#core/schemas/quote.ts";
import { LineItemFields, SECONDARY_BUTTON } from "../trade-form-fields.tsx";
import { PriceRows, type RowSlot } from "./price-rows.tsx";
import type { QuoteShape } from "./quote-form-shape.ts";
import { type VariationGroup, VariationField } from "./variation-field.tsx";

const W = "supplier.quote.form";

interface LineSlot extends RowSlot {
  prices: RowSlot[];
}

const slotsOf = (shape: QuoteShape): LineSlot[] =>
  shape.map((rows, i) => ({
    key: `l${i}`,
    origin: i,
    prices: Array.from({ length: rows }, (_, j) => ({ key: `l${i}p${j}`, origin: j })),
  }));

/**
 * The quote's lines: each one of the company's products (its own variations offered) or a free
 * item, with variations, quantity, unit and prices by quantity. "Fill from my product" posts the
 * form for the server to copy the products' price tiers; "Add a line", "Add a price" and "Remove"
 * post it too without JavaScript, and change the rows at once with it. Rows keep their key when
 * others move, so what was typed in them stays.
 */
export function QuoteLines({
  shape,
  values,
  errors,
  products,
  variations,
}: {
  shape: QuoteShape;
  values: Record<string, string>;
  errors: FieldErrors;
  products: { id: number; name: string }[];
  variations: Record<number, VariationGroup[]>;
}) {
  const { t } = useTranslation();
  const [lines, setLines] = useState(() => slotsOf(shape));
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const made = useRef(0);
  const fresh = () => `n${made.current++}`;
  const change = (at: number, prices: (rows: RowSlot[]) => RowSlot[]) =>
    setLines((all) => all.map((line, i) => (i === at ? { ...line, prices: prices(line.prices) } : line)));
  return (
    <fieldset className="space-y-3" aria-describedby={errors.lines ? "lines-error" : undefined}>
      <legend className="text-lg font-semibold">{t(`${W}.lines`)}</legend>
      <p className="text-sm text-gray-600">{t(`${W}.linesHelp`)}</p>
      {errors.lines ? (
        <p id="lines-error" role="alert" className="text-sm text-red-700">
          {t(errors.lines)}
        </p>
      ) : null}
      <ol className="space-y-3">
        {lines.map((line, i) => {
          const origin = line.origin;
          const product =
            chosen[line.key] ?? (origin === null ? "" : (values[`lines.${origin}.product`] ?? ""));
          return (
            <li key={line.key} className="rounded-md border border-gray-200 p-3">
              <p className="mb-2 text-sm font-medium text-gray-700">{t(`${W}.lineNumber`, { n: i + 1 })}</p>
              <div className="grid grid-cols-2 gap-3 lg:grid-cols-[minmax(0,2fr)_minmax(0,2fr)_7rem_9rem]">
                <LineItemFields
                  index={i}
                  origin={origin}
                  words={W}
                  values={values}
                  errors={errors}
                  products={products}
                  nameHint={t(`${W}.itemNameHint`)}
                  onProductChange={(id) => setChosen((all) => ({ ...all, [line.key]: id }))}
                />
                <VariationField
                  name={`lines.${i}.variation`}
                  defaultValue={origin === null ? "" : (values[`lines.${origin}.variation`] ?? "")}
                  error={errors[`lines.${i}.variation`]}
                  groups={variations[Number(product)] ?? []}
                />
                <PriceRows
                  line={i}
                  lineOrigin={origin}
                  rows={line.prices}
                  values={values}
                  errors={errors}
                  onAdd={() =>
                    change(i, (rows) =>
                      rows.length < QUOTE_PRICE_ROWS_MAX ? [...rows, { key: fresh(), origin: null }] : rows,
                    )
                  }
                  onRemove={(j) => change(i, (rows) => rows.filter((_, k) => k !== j))}
                />
              </div>
            </li>
          );
        })}
      </ol>
      <div className="flex flex-wrap gap-2">
        <button type="submit" name="intent" value="fill" formNoValidate className={SECONDARY_BUTTON}>
          {t(`${W}.fill`)}
        </button>
        {lines.length < QUOTE_LINES_MAX ? (
          <button
            type="submit"
            name="intent"
            value="add-line"
            formNoValidate
            onClick={(event) => {
              event.preventDefault();
              setLines((all) => [
                ...all,
                {
                  key: fresh(),
                  origin: null,
                  prices: Array.from({ length: QUOTE_PRICE_ROWS_SHOWN }, () => ({
                    key: fresh(),
                    origin: null,
                  })),
                },
              ]);
            }}
            className={SECONDARY_BUTTON}
          >
            {t(`${W}.addLine`)}
          </button>
        ) : null}
      </div>
    </fieldset>
  );
}
