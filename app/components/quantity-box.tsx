import { decrement, increment, normalizeTyped, QUANTITY_MAX, toQuantity } from "#core/rules/quantity-box.ts";
import { useTranslation } from "../i18n/react.tsx";

/**
 * Quantity box: minus, the number, plus (rules in core/rules/quantity-box.ts). The
 * text is the state, so a visitor can empty the box while typing; letters turn it into 0.
 * Minus and plus need JavaScript: before hydration they are disabled and the number is typed.
 */
export function QuantityBox({
  id,
  name,
  label,
  labelHidden = false,
  value,
  onChange,
  hydrated,
  disabled = false,
  describedBy,
  invalid = false,
}: {
  id: string;
  name: string;
  label: string;
  labelHidden?: boolean;
  value: string;
  onChange: (value: string) => void;
  hydrated: boolean;
  disabled?: boolean;
  describedBy?: string | undefined;
  invalid?: boolean;
}) {
  const { t } = useTranslation();
  const step =
    "flex size-10 items-center justify-center text-xl font-bold text-gray-700 hover:bg-gray-100 disabled:cursor-not-allowed disabled:opacity-40";
  return (
    <div>
      <label htmlFor={id} className={labelHidden ? "sr-only" : "mb-1 block text-sm font-medium"}>
        {label}
      </label>
      <div className="inline-flex items-stretch rounded-md border border-gray-300 bg-white">
        <button
          type="button"
          className={`${step} rounded-s-md border-e border-gray-300`}
          aria-label={t("cart.decrease")}
          aria-controls={id}
          disabled={!hydrated || disabled}
          onClick={() => onChange(String(decrement(value)))}
        >
          <span aria-hidden="true">−</span>
        </button>
        <input
          id={id}
          name={name}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          maxLength={String(QUANTITY_MAX).length}
          // Digits read left to right on RTL pages too.
          dir="ltr"
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(normalizeTyped(event.currentTarget.value))}
          onBlur={() => onChange(String(toQuantity(value)))}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          className="w-20 min-w-0 border-0 bg-transparent px-1 text-center text-base tabular-nums"
        />
        <button
          type="button"
          className={`${step} rounded-e-md border-s border-gray-300`}
          aria-label={t("cart.increase")}
          aria-controls={id}
          disabled={!hydrated || disabled}
          onClick={() => onChange(String(increment(value)))}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
    </div>
  );
}
