import EmblaCarousel, { type EmblaCarouselType } from "embla-carousel";
import Autoplay from "embla-carousel-autoplay";

const direction = () => (document.documentElement.dir === "rtl" ? "rtl" : "ltr");
const reducedMotion = () => matchMedia("(prefers-reduced-motion: reduce)").matches;

/** Turns a server-rendered strip (`[data-carousel-viewport]` › track › slides) into an Embla carousel. */
function mount(
  root: HTMLElement,
  options: Parameters<typeof EmblaCarousel>[1],
  plugins: Parameters<typeof EmblaCarousel>[2] = [],
) {
  const viewport = root.querySelector<HTMLElement>("[data-carousel-viewport]");
  if (!viewport || root.dataset.carouselMounted) return undefined;
  root.dataset.carouselMounted = "";
  viewport.scrollLeft = 0;
  root.classList.add("carousel-ready");
  const embla = EmblaCarousel(viewport, { direction: direction(), ...options }, plugins);
  const prev = root.querySelector<HTMLButtonElement>("[data-carousel-prev]");
  const next = root.querySelector<HTMLButtonElement>("[data-carousel-next]");
  prev?.addEventListener("click", () => embla.scrollPrev());
  next?.addEventListener("click", () => embla.scrollNext());
  const sync = () => {
    if (prev) prev.disabled = !embla.canScrollPrev();
    if (next) next.disabled = !embla.canScrollNext();
  };
  embla.on("select", sync).on("reInit", sync);
  sync();
  return embla;
}

/** A row of slides: several per view, a page of them per step; sponsors also play on their own. */
export function mountSlideRow(root: HTMLElement) {
  const autoplay = root.dataset.autoplay !== undefined && !reducedMotion();
  mount(
    root,
    { align: "start", slidesToScroll: "auto", containScroll: "trimSnaps", loop: autoplay },
    autoplay
      ? [Autoplay({ delay: 3000, stopOnInteraction: false, stopOnMouseEnter: true, stopOnFocusIn: true })]
      : [],
  );
}

/**
 * The banner gallery: circular, autoplay every 5 s, pausable with a button (WCAG 2.2.2), paused
 * while the pointer or keyboard focus is inside, and not playing at all with reduced motion.
 */
export function mountBannerGallery(root: HTMLElement) {
  const autoplay = Autoplay({
    delay: 5000,
    playOnInit: !reducedMotion(),
    stopOnInteraction: false,
    stopOnMouseEnter: true,
    stopOnFocusIn: true,
  });
  const embla = mount(root, { loop: true }, [autoplay]);
  if (!embla) return;
  const toggle = root.querySelector<HTMLButtonElement>("[data-carousel-toggle]");
  const track = root.querySelector<HTMLElement>("[data-carousel-track]");
  let pausedByUser = reducedMotion();
  const showState = () => {
    const playing = autoplay.isPlaying();
    if (toggle) {
      const label = playing ? root.dataset.labelPause : root.dataset.labelPlay;
      toggle.textContent = label ?? "";
      toggle.setAttribute("aria-label", label ?? "");
    }
    // Announce slide changes only when the visitor, not the timer, moves the gallery.
    track?.setAttribute("aria-live", playing ? "off" : "polite");
  };
  embla.on("autoplay:play", () => {
    if (pausedByUser) autoplay.stop();
    showState();
  });
  embla.on("autoplay:stop", showState);
  toggle?.addEventListener("click", () => {
    pausedByUser = autoplay.isPlaying();
    if (pausedByUser) autoplay.stop();
    else autoplay.play();
    showState();
  });
  wireDots(root, embla);
  showState();
}

function wireDots(root: HTMLElement, embla: EmblaCarouselType) {
  const dots = [...root.querySelectorAll<HTMLButtonElement>("[data-carousel-dot]")];
  for (const [i, dot] of dots.entries()) dot.addEventListener("click", () => embla.scrollTo(i));
  const mark = () => {
    for (const [i, dot] of dots.entries())
      dot.setAttribute("aria-current", String(i === embla.selectedScrollSnap()));
  };
  embla.on("select", mark);
  mark();
}
