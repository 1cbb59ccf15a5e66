import { useTranslation } from "#app/i18n/react.tsx";
import type { HomeBanner } from "#core/schemas/home.ts";
import { safeHref } from "./safe-href.ts";

/** Ask the media server for the 800x200 variant on narrow screens (a demo or uploaded jpg/png). */
const variant = (url: string, size: string) => url.replace(/(\.(?:jpe?g|png))$/i, `_${size}$1`);

/**
 * Banner gallery: autoplay, circular. Server-rendered as a swipeable strip of links;
 * the page script turns it into an Embla carousel with autoplay, pause, previous/next and dots.
 * Autoplay stops while the pointer or focus is inside, and never starts with reduced motion.
 */
export function BannerGallery({ banners }: { banners: HomeBanner[] }) {
  const { t } = useTranslation();
  if (!banners.length) return null;
  return (
    <section
      aria-roledescription="carousel"
      aria-label={t("home.bannersLabel")}
      className="relative overflow-hidden rounded-lg bg-gray-200"
      data-banner-gallery
      data-label-pause={t("home.pause")}
      data-label-play={t("home.play")}
    >
      <div className="carousel-viewport" data-carousel-viewport>
        <div className="flex" aria-live="off" data-carousel-track>
          {banners.map((banner, i) => (
            // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern (a group with the "slide" role description)
            <div
              key={banner.id}
              role="group"
              aria-roledescription="slide"
              aria-label={t("home.slideOf", { n: i + 1, total: banners.length })}
              className="min-w-0 flex-[0_0_100%] snap-start"
            >
              <a href={safeHref(banner.targetUrl)} className="block">
                <img
                  src={banner.imageUrl}
                  srcSet={`${variant(banner.imageUrl, "800x200")} 800w, ${banner.imageUrl} 1600w`}
                  sizes="(min-width: 1024px) 75vw, 100vw"
                  alt={banner.description}
                  width={1600}
                  height={400}
                  loading={i === 0 ? "eager" : "lazy"}
                  fetchPriority={i === 0 ? "high" : undefined}
                  decoding="async"
                  className="aspect-[4/1] w-full object-cover"
                />
              </a>
            </div>
          ))}
        </div>
      </div>
      {banners.length > 1 ? (
        <div className="absolute inset-x-0 bottom-1 hidden items-center justify-center gap-1 [.carousel-ready_&]:flex">
          <button
            type="button"
            className="carousel-button rtl:rotate-180"
            data-carousel-prev
            aria-label={t("home.previous")}
          >
            ‹
          </button>
          <button type="button" className="carousel-toggle" data-carousel-toggle aria-label={t("home.pause")}>
            {t("home.pause")}
          </button>
          <button
            type="button"
            className="carousel-button rtl:rotate-180"
            data-carousel-next
            aria-label={t("home.next")}
          >
            ›
          </button>
          <div className="ms-2 flex gap-1" data-carousel-dots>
            {banners.map((banner, i) => (
              <button
                key={banner.id}
                type="button"
                className="carousel-dot"
                aria-label={t("home.goToSlide", { n: i + 1 })}
                data-carousel-dot={i}
              />
            ))}
          </div>
        </div>
      ) : null}
    </section>
  );
}
