import { useTranslation } from "#app/i18n/react.tsx";
import { HIDE_PICTURE } from "#app/lib/picture-fallback.ts";

/** The category's banner strip (scroll-snapped, no script needed); hidden when it has none. */
export function CategoryBanners({ banners, name }: { banners: string[]; name: string }) {
  const { t } = useTranslation();
  if (!banners.length) return null;
  return (
    <section
      aria-label={t("listing.banners", { name })}
      className="mb-4 flex snap-x snap-mandatory gap-2 overflow-x-auto rounded-lg"
    >
      {banners.map((src, i) => (
        <img
          key={src}
          src={src}
          alt={t("listing.bannerAlt", { name, n: i + 1 })}
          width={1600}
          height={400}
          loading={i === 0 ? "eager" : "lazy"}
          className="aspect-[4/1] w-full flex-none snap-start rounded-lg object-cover"
          // A banner that fails is taken off the strip (app/lib/picture-fallback.ts), even before hydration.
          data-fallback={HIDE_PICTURE}
        />
      ))}
    </section>
  );
}

/** The SEO text of the category (HTML sanitised on the server). */
export function SeoText({ html }: { html: string | null }) {
  if (!html) return null;
  return (
    <section
      className="rich-text mt-8 max-w-none rounded-lg border border-gray-200 bg-white p-4 text-sm text-gray-700"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by server/lib/sanitize.ts
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
