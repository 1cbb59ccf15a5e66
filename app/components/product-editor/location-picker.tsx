import { useEffect, useRef, useState } from "react";
import { FormField } from "#app/components/form-field.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import type { EditorErrors } from "./editor-types.ts";
import { smallButton } from "./editor-section.tsx";

/**
 * Where the product is made: latitude and longitude as plain number fields (typed, or pasted from
 * any map; the only way without JavaScript, and the keyboard's), and with JavaScript a map on
 * which a click fills them in.
 */
export function LocationPicker({ lat, lon, errors }: { lat: string; lon: string; errors: EditorErrors }) {
  const { t } = useTranslation();
  const [hydrated, setHydrated] = useState(false);
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => setHydrated(true), []);
  useEffect(() => {
    if (!open || !container.current) return;
    const target = container.current;
    let remove: (() => void) | undefined;
    let cancelled = false;
    const latInput = document.getElementById("manufactureLocation.lat") as HTMLInputElement | null;
    const lonInput = document.getElementById("manufactureLocation.lon") as HTMLInputElement | null;
    const start = Number.parseFloat(latInput?.value ?? "");
    const end = Number.parseFloat(lonInput?.value ?? "");
    import("./location-map.ts")
      .then(({ pickOnMap }) => {
        if (cancelled) return;
        remove = pickOnMap(
          target,
          Number.isFinite(start) && Number.isFinite(end) ? { lat: start, lon: end } : null,
          (place) => {
            if (latInput) latInput.value = String(place.lat);
            if (lonInput) lonInput.value = String(place.lon);
          },
        );
      })
      .catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
      remove?.();
    };
  }, [open]);
  const coordinate = { inputMode: "decimal" as const, dir: "ltr" as const, autoComplete: "off" };
  return (
    <div className="space-y-3">
      <div className="grid grid-cols-2 gap-3 sm:max-w-md">
        <FormField
          name="manufactureLocation.lat"
          label={t("supplier.productEditor.latitude")}
          defaultValue={lat}
          error={errors["manufactureLocation.lat"] ?? errors.manufactureLocation}
          {...coordinate}
        />
        <FormField
          name="manufactureLocation.lon"
          label={t("supplier.productEditor.longitude")}
          defaultValue={lon}
          error={errors["manufactureLocation.lon"]}
          {...coordinate}
        />
      </div>
      {hydrated ? (
        <button type="button" aria-expanded={open} onClick={() => setOpen(!open)} className={smallButton}>
          {open ? t("supplier.productEditor.mapClose") : t("supplier.productEditor.mapOpen")}
        </button>
      ) : null}
      {open ? (
        <div>
          <p className="mb-1 text-xs text-gray-600">{t("supplier.productEditor.mapHint")}</p>
          {failed ? <p className="text-sm text-red-700">{t("supplier.productEditor.mapFailed")}</p> : null}
          <div ref={container} className="h-72 w-full rounded-md border border-gray-200" />
        </div>
      ) : null}
    </div>
  );
}
