import { useTranslation } from "#app/i18n/react.tsx";
import { CarouselSection, SLIDES_PER_VIEW } from "./carousel-section.tsx";

/**
 * Recently viewed products. They live in the browser (local storage
 * `recentlyProducts`), so the server sends an empty, hidden section and a card template; the
 * page script fills it once the visitor has scrolled past 400 px.
 */
export function RecentlyViewed() {
  const { t } = useTranslation();
  return (
    <div hidden data-recently-viewed>
      <CarouselSection
        id="recent"
        title={t("home.recentlyViewed")}
        slideClass={SLIDES_PER_VIEW.recent}
        reveal="400"
      >
        {[
          <template key="card" data-recent-template>
            <a
              href="/"
              className="flex flex-col gap-1 rounded-lg border border-gray-200 bg-white p-2 text-sm hover:border-brand-500"
            >
              <img
                alt=""
                width={200}
                height={200}
                loading="lazy"
                decoding="async"
                className="aspect-square w-full rounded object-cover"
              />
              <span className="line-clamp-2">
                {/* A name keeps its own direction (filled in by the page script). */}
                <bdi data-name />
              </span>
            </a>
          </template>,
        ]}
      </CarouselSection>
    </div>
  );
}
