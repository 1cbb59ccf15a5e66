import { useEffect, useState } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { NOT_FOUND_GALLERY_PICTURE, NOT_FOUND_PICTURE } from "#app/lib/default-images.ts";

/** Gallery image 400x520, thumbnails in 3 columns, autoplay every 2000 ms. */
const AUTOPLAY_MS = 2000;
const variant = (url: string, size: string) => url.replace(/(\.(?:jpe?g|png))$/i, `_${size}$1`);

/**
 * The product's pictures: one large, thumbnails below that choose it. It moves on by itself every
 * 2 s until the visitor points at it, focuses it or presses Pause (never with reduced motion).
 */
export function Gallery({ pictures, name }: { pictures: string[]; name: string }) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(true);
  const [hovered, setHovered] = useState(false);
  useEffect(() => {
    setPaused(matchMedia("(prefers-reduced-motion: reduce)").matches);
  }, []);
  useEffect(() => {
    if (paused || hovered || pictures.length < 2) return;
    const timer = setInterval(() => setCurrent((i) => (i + 1) % pictures.length), AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [paused, hovered, pictures.length]);
  const shown = pictures[current] ?? null;
  return (
    <section
      aria-roledescription="carousel"
      aria-label={t("productPage.gallery", { name })}
      className="flex flex-col gap-2"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={() => setHovered(false)}
    >
      <div className="overflow-hidden rounded-lg border border-gray-200 bg-white">
        <img
          src={shown ? variant(shown, "400x520") : NOT_FOUND_GALLERY_PICTURE}
          alt={name}
          width={400}
          height={520}
          fetchPriority="high"
          className="aspect-[400/520] w-full object-contain"
          // The page's picture fallback (app/lib/picture-fallback.ts) swaps it in, even before hydration.
          data-fallback={NOT_FOUND_GALLERY_PICTURE}
        />
      </div>
      {pictures.length > 1 ? (
        <>
          <ul className="grid grid-cols-3 gap-2" aria-label={t("productPage.thumbnails")}>
            {pictures.map((url, i) => (
              <li key={url}>
                <button
                  type="button"
                  onClick={() => setCurrent(i)}
                  aria-label={t("home.goToSlide", { n: i + 1 })}
                  aria-current={i === current}
                  className="block w-full overflow-hidden rounded border-2 border-transparent aria-[current=true]:border-brand-600"
                >
                  <img
                    src={variant(url, "200x200")}
                    alt=""
                    width={200}
                    height={200}
                    loading="lazy"
                    data-fallback={NOT_FOUND_PICTURE}
                    className="aspect-square w-full object-cover"
                  />
                </button>
              </li>
            ))}
          </ul>
          <button type="button" onClick={() => setPaused((p) => !p)} className="carousel-toggle self-start">
            {paused ? t("home.play") : t("home.pause")}
          </button>
        </>
      ) : null}
    </section>
  );
}
