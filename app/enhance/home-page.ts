/**
 * The home page's only script. The page is server-rendered without React's client runtime (its
 * route has `handle.hydrate = false`, which keeps the page's JavaScript small); this adds what
 * needs a script: carousels, the banner autoplay, touch for the category menu, recently viewed
 * products from local storage, and the suggestions under the header's search box. Everything it
 * enhances is already a link or a form in the HTML, so the page works without it. Broken pictures are replaced by the script every page starts its body with
 * (lib/picture-fallback.ts), here as on hydrated pages.
 */

import { productPath } from "#core/rules/slug.ts";
import { NOT_FOUND_PICTURE } from "../lib/default-images.ts";
import { readRecentlyViewed } from "../lib/recently-viewed.ts";
import { mountBannerGallery, mountSlideRow } from "./carousels.ts";
import { mountSearchSuggest } from "./search-suggest.ts";

/** Rows appear after any scroll; recently viewed and sponsors past 400 px. */
const SCROLL_TRIGGER = 400;

export function enhanceHomePage() {
  // The page element, not the body: after a client-side visit to another page and back the body
  // stays, but the home page is new and needs enhancing again.
  const home = document.querySelector<HTMLElement>("[data-home-page]");
  if (!home || home.dataset.enhanced !== undefined) return;
  home.dataset.enhanced = "";
  for (const gallery of document.querySelectorAll<HTMLElement>("[data-banner-gallery]"))
    mountBannerGallery(gallery);
  enhanceCategoryMenu();
  revealOnScroll();
}

/** Listeners on the document outlive a visit to the page: they are added once, on first load. */
function listenOnDocument() {
  // A tap outside the category menu closes a panel opened by touch.
  document.addEventListener("click", (e) => {
    if ((e.target as Element).closest?.("[data-menu-item]")) return;
    for (const item of document.querySelectorAll("[data-menu-item].is-open"))
      item.classList.remove("is-open");
  });
}

/** Touch has no hover: the first tap on a category opens its panel, the second follows the link. */
function enhanceCategoryMenu() {
  const items = [...document.querySelectorAll<HTMLElement>("[data-menu-item]")];
  let pointerType = "mouse";
  const closeAll = (except?: HTMLElement) => {
    for (const item of items) if (item !== except) item.classList.remove("is-open");
  };
  for (const item of items) {
    const link = item.querySelector("a");
    if (!link || !item.querySelector("[data-menu-panel]")) continue;
    link.addEventListener("pointerdown", (e) => {
      pointerType = e.pointerType;
    });
    link.addEventListener("click", (e) => {
      if (pointerType !== "touch" || item.classList.contains("is-open")) return;
      e.preventDefault();
      closeAll(item);
      item.classList.add("is-open");
    });
    item.addEventListener("keydown", (e) => {
      if (e.key !== "Escape") return;
      item.classList.add("is-dismissed");
      link.focus();
    });
    item.addEventListener("mouseleave", () => item.classList.remove("is-dismissed"));
    item.addEventListener("focusout", (e) => {
      if (!item.contains(e.relatedTarget as Node | null)) item.classList.remove("is-dismissed");
    });
  }
}

function revealOnScroll() {
  const pending = new Set(document.querySelectorAll<HTMLElement>("[data-reveal]"));
  const reveal = () => {
    const scrolled = window.scrollY;
    // A page too short to scroll 400 px shows everything at once.
    const cannotScroll = document.documentElement.scrollHeight - window.innerHeight < SCROLL_TRIGGER;
    for (const section of pending) {
      const due = section.dataset.reveal === "400" ? scrolled > SCROLL_TRIGGER : scrolled > 0;
      if (!due && !cannotScroll) continue;
      pending.delete(section);
      if (section.closest("[data-recently-viewed]")) showRecentlyViewed(section);
      else mountSlideRow(section);
    }
    if (!pending.size) window.removeEventListener("scroll", reveal);
  };
  window.addEventListener("scroll", reveal, { passive: true });
  reveal();
}

function showRecentlyViewed(section: HTMLElement) {
  const entries = readRecentlyViewed(localStorage);
  const template = section.querySelector<HTMLTemplateElement>("[data-recent-template]");
  const slide = template?.parentElement;
  const wrapper = section.closest<HTMLElement>("[data-recently-viewed]");
  if (!entries.length || !template || !slide || !wrapper) return;
  const fragment = document.createDocumentFragment();
  for (const entry of entries) {
    const li = slide.cloneNode(false) as HTMLElement;
    const card = template.content.firstElementChild!.cloneNode(true) as HTMLAnchorElement;
    card.href = productPath(entry.name, entry.id);
    const img = card.querySelector("img")!;
    img.src = entry.img ? entry.img.replace(/(\.(?:jpe?g|png))$/i, "_200x200$1") : NOT_FOUND_PICTURE;
    img.dataset.fallback = NOT_FOUND_PICTURE;
    card.querySelector("[data-name]")!.textContent = entry.name;
    li.append(card);
    fragment.append(li);
  }
  slide.replaceWith(fragment);
  wrapper.hidden = false;
  mountSlideRow(section);
}
// The bundle is built as a standalone script (no exports survive), so the route component reaches
// the function through window when the page is shown by a client-side navigation.
declare global {
  interface Window {
    enhanceHomePage?: () => void;
  }
}
window.enhanceHomePage = enhanceHomePage;
listenOnDocument();
enhanceHomePage();
mountSearchSuggest();
