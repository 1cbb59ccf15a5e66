import type { ReactNode } from "react";
import { useTranslation } from "#app/i18n/react.tsx";

/** Slides per view at the home page's breakpoints, as flex-basis classes. */
export const SLIDES_PER_VIEW = {
  /** Category rows (and the other product rows): 5, 3 below 1000 px, 2 below 768 px. */
  rows: "basis-1/2 md:basis-1/3 min-[62.5rem]:basis-1/5",
  /** Recently viewed: 8, 7 below 1400, 5 below 1000, 4 below 768, 3 below 640. */
  recent: "basis-1/3 sm:basis-1/4 md:basis-1/5 min-[62.5rem]:basis-[calc(100%/7)] min-[87.5rem]:basis-1/8",
  /** Sponsors: 6, then 5, 4 and 3 on narrower screens. */
  sponsors: "basis-1/3 md:basis-1/4 min-[62.5rem]:basis-1/5 min-[87.5rem]:basis-1/6",
} as const;

/**
 * A titled row of slides. Server-rendered as a horizontally scrollable list (links stay in the
 * HTML for crawlers and for visitors without JavaScript); the page script makes it an Embla
 * carousel once the visitor scrolls (`reveal`: "scroll" after any scroll, "400" past 400 px).
 */
export function CarouselSection({
  id,
  title,
  action,
  slideClass,
  reveal,
  autoplay = false,
  children,
}: {
  id: string;
  title: string;
  action?: ReactNode;
  slideClass: string;
  reveal: "scroll" | "400";
  autoplay?: boolean;
  children: ReactNode[];
}) {
  const { t } = useTranslation();
  if (!children.length) return null;
  return (
    <section
      aria-labelledby={`${id}-title`}
      aria-roledescription="carousel"
      className="mb-8"
      data-carousel
      data-reveal={reveal}
      data-autoplay={autoplay ? "" : undefined}
    >
      <div className="mb-3 flex items-center gap-3">
        <h2 id={`${id}-title`} className="text-xl font-bold">
          {title}
        </h2>
        {action ? <div className="ms-auto">{action}</div> : null}
        <div className={`${action ? "" : "ms-auto"} hidden gap-1 [.carousel-ready_&]:flex`}>
          <button
            type="button"
            className="carousel-button rtl:rotate-180"
            data-carousel-prev
            aria-label={t("home.previous")}
          >
            ‹
          </button>
          <button
            type="button"
            className="carousel-button rtl:rotate-180"
            data-carousel-next
            aria-label={t("home.next")}
          >
            ›
          </button>
        </div>
      </div>
      <div className="carousel-viewport" data-carousel-viewport>
        <ul className="-ms-3 flex" data-carousel-track>
          {children.map((child, i) => (
            <li key={i} className={`min-w-0 shrink-0 grow-0 snap-start ps-3 ${slideClass}`}>
              {child}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
