import { useEffect, useRef, useState } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { useLang } from "#app/lib/use-lang.ts";
import { countryName } from "#core/i18n/format.ts";
import type { ProductDetail } from "#core/schemas/product.ts";

type MapState = "idle" | "loading" | "ready" | "failed";

const osm = ({ lat, lon }: { lat: number; lon: number }) => ({
  map: `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=15/${lat}/${lon}`,
  directions: `https://www.openstreetmap.org/directions?route=%3B${lat}%2C${lon}`,
});

/**
 * Location tab: where the product is made (else the supplier's address) on a
 * map at zoom 15, with a directions link. The map library loads when this tab opens; without
 * JavaScript the address and both links are still there.
 */
export function LocationPanel({ product }: { product: ProductDetail }) {
  const { t } = useTranslation();
  const lang = useLang();
  const place = product.manufactureLocation ?? product.company.location;
  const container = useRef<HTMLElement>(null);
  const [state, setState] = useState<MapState>("idle");
  const { lat, lon } = place ?? { lat: Number.NaN, lon: Number.NaN };
  const label = product.company.name;

  useEffect(() => {
    if (Number.isNaN(lat) || !container.current) return;
    const target = container.current;
    let remove: (() => void) | undefined;
    let cancelled = false;
    setState("loading");
    import("./leaflet-map.ts")
      .then(({ showMap }) => {
        if (cancelled) return;
        remove = showMap(target, { lat, lon }, label);
        setState("ready");
      })
      .catch(() => !cancelled && setState("failed"));
    return () => {
      cancelled = true;
      remove?.();
    };
  }, [lat, lon, label]);

  if (!place) return <p className="text-sm text-gray-700">{t("productPage.location.none")}</p>;
  const { contactInfo } = product.company;
  const address = [contactInfo.address, contactInfo.city, countryName(lang, contactInfo.country)]
    .filter(Boolean)
    .join(", ");
  const links = osm(place);
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-gray-700">{address}</p>
      <section
        ref={container}
        aria-label={t("productPage.location.mapLabel")}
        aria-busy={state === "loading"}
        hidden={state === "idle"}
        className="relative z-0 h-80 w-full overflow-hidden rounded-md border border-gray-200 bg-gray-100"
      >
        {state === "loading" ? (
          <p className="p-4 text-sm text-gray-600">{t("productPage.location.loading")}</p>
        ) : null}
      </section>
      {state === "failed" ? (
        <p role="alert" className="text-sm text-red-700">
          {t("productPage.location.failed")}
        </p>
      ) : null}
      <p className="flex flex-wrap gap-4 text-sm">
        <a
          href={links.directions}
          target="_blank"
          rel="noopener noreferrer"
          className="font-semibold text-brand-700 hover:underline"
        >
          {t("productPage.location.directions")}
        </a>
        <a
          href={links.map}
          target="_blank"
          rel="noopener noreferrer"
          className="text-brand-700 hover:underline"
        >
          {t("productPage.location.openMap")}
        </a>
      </p>
    </div>
  );
}
