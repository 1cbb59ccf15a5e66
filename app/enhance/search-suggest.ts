/**
 * Suggestions under the header's search box, as a WAI-ARIA combobox: the box (role combobox,
 * rendered by components/site-header.tsx with its empty listbox and live region) asks
 * GET /api/search/suggest 150 ms after the buyer stops typing, shows searches, categories and
 * suppliers in groups, and lets the arrow keys, Enter and Escape or the pointer choose. Plain DOM
 * code, so the home page (served without React's client runtime) runs it from its own script and
 * the other pages load it when the box first gets focus. Without it the box is a plain search form.
 */

import { type SearchSuggestions, suggestionsUrl } from "#core/schemas/search-suggestions.ts";
import { SEARCH_BOX_ID, SUGGESTIONS_ID } from "../lib/search-box-ids.ts";

const DEBOUNCE_MS = 150;
// One Chinese, Japanese or Korean character is already a word: the server answers it.
const CJK = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af\uf900-\ufaff]/;

type Navigate = (url: string) => void;
type Kind = "searches" | "categories" | "suppliers";
interface Choice {
  url: string;
  text: string;
  kind: Kind;
}
interface Combobox {
  navigate: Navigate;
}

/**
 * Makes the header's search box suggest. Safe to call again (and from both the home page's script
 * and the shared chunk): a box already set up only takes the new `navigate`.
 */
export function mountSearchSuggest(navigate: Navigate = (url) => window.location.assign(url)) {
  const input = document.getElementById(SEARCH_BOX_ID) as (HTMLInputElement & { combobox?: Combobox }) | null;
  const listbox = document.getElementById(SUGGESTIONS_ID);
  const status = document.querySelector<HTMLElement>("[data-suggest-status]");
  if (!input || !listbox || !status) return;
  if (input.combobox) {
    input.combobox.navigate = navigate;
    return;
  }
  const combobox: Combobox = { navigate };
  input.combobox = combobox;
  // The browser's own list of past entries would cover ours.
  input.autocomplete = "off";

  let choices: Choice[] = [];
  let active = -1;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let request: AbortController | undefined;
  const answers = new Map<string, SearchSuggestions>();

  const optionsOf = () => [...listbox.querySelectorAll<HTMLElement>("[role=option]")];
  const isOpen = () => !listbox.hidden;

  function highlight(index: number) {
    active = index;
    optionsOf().forEach((option, i) => {
      option.setAttribute("aria-selected", String(i === index));
      if (i === index) option.scrollIntoView({ block: "nearest" });
    });
    if (index < 0) input!.removeAttribute("aria-activedescendant");
    else input!.setAttribute("aria-activedescendant", `${SUGGESTIONS_ID}-${index}`);
  }

  function close() {
    highlight(-1);
    listbox!.hidden = true;
    input!.setAttribute("aria-expanded", "false");
  }

  function open() {
    if (!choices.length || document.activeElement !== input) return;
    listbox!.hidden = false;
    input!.setAttribute("aria-expanded", "true");
  }

  function show(found: SearchSuggestions) {
    choices = [];
    const groups = (["searches", "categories", "suppliers"] as const).map((kind) => {
      const items: (Choice & { detail?: string | null })[] =
        kind === "searches"
          ? found.searches.map((s) => ({ kind, url: s.url, text: s.text }))
          : kind === "categories"
            ? found.categories.map((c) => ({ kind, url: c.url, text: c.name, detail: c.parentName }))
            : found.suppliers.map((s) => ({ kind, url: s.url, text: s.name }));
      if (!items.length) return null;
      const group = element("div", { role: "group", "aria-labelledby": `${SUGGESTIONS_ID}-${kind}` });
      const heading = element("div", {
        role: "presentation",
        id: `${SUGGESTIONS_ID}-${kind}`,
        class: "px-3 pt-2 pb-1 text-xs font-semibold text-gray-500",
      });
      heading.textContent = listbox!.dataset[kind] ?? kind;
      group.append(heading);
      for (const item of items) {
        const option = element("div", {
          role: "option",
          id: `${SUGGESTIONS_ID}-${choices.length}`,
          "aria-selected": "false",
          class:
            "cursor-pointer px-3 py-2 hover:bg-gray-100 aria-selected:bg-brand-50 aria-selected:text-brand-700",
        });
        // A name keeps its own direction inside a page of the other one.
        const name = element("bdi", {});
        name.textContent = item.text;
        option.append(name);
        if (item.detail) {
          const detail = element("span", { class: "ms-1 text-xs text-gray-500" });
          detail.textContent = fill(listbox!.dataset.inCategory ?? "", item.detail);
          // The space is part of the option's name as a screen reader reads it.
          option.append(" ", detail);
        }
        group.append(option);
        choices.push(item);
      }
      return group;
    });
    listbox!.replaceChildren(...groups.filter((g) => g !== null));
    active = -1;
    input!.removeAttribute("aria-activedescendant");
    status!.textContent = choices.length
      ? fill(
          status!.dataset.count ?? "",
          new Intl.NumberFormat(document.documentElement.lang).format(choices.length),
        )
      : (status!.dataset.none ?? "");
    if (choices.length) open();
    else close();
  }

  async function ask(text: string) {
    request?.abort();
    const known = answers.get(text);
    if (known) return document.activeElement === input ? show(known) : undefined;
    const ours = new AbortController();
    request = ours;
    try {
      const response = await fetch(suggestionsUrl(text), { signal: ours.signal });
      if (!response.ok) return;
      const found = (await response.json()) as SearchSuggestions;
      if (answers.size > 30) answers.delete(answers.keys().next().value!);
      answers.set(text, found);
      // The buyer typed on while it came (a later answer is on its way), or left the box.
      if (request === ours && input!.value === text && document.activeElement === input) show(found);
    } catch {
      // Cancelled by a newer request, or offline: the box still searches.
    }
  }

  input.addEventListener("input", () => {
    clearTimeout(timer);
    const text = input.value;
    const trimmed = text.trim();
    if ([...trimmed].length < 2 && !CJK.test(trimmed)) {
      request?.abort();
      choices = [];
      listbox.replaceChildren();
      status.textContent = "";
      close();
      return;
    }
    timer = setTimeout(() => ask(text), DEBOUNCE_MS);
  });

  input.addEventListener("keydown", (e) => {
    if (e.isComposing) return;
    const count = choices.length;
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      if (!count) return;
      e.preventDefault();
      if (!isOpen()) open();
      // The highlight goes round: past the last option back to the typed text, then to the first.
      const next = active + (e.key === "ArrowDown" ? 1 : -1);
      highlight(next >= count ? -1 : next < -1 ? count - 1 : next);
    } else if (e.key === "Enter") {
      if (isOpen() && active >= 0) {
        e.preventDefault();
        choose(active);
      } else {
        // The form searches for the typed text: suggestions on their way are not wanted any more.
        clearTimeout(timer);
        request?.abort();
        close();
      }
    } else if (e.key === "Escape" && isOpen()) {
      e.preventDefault(); // else the search box also clears the text
      close();
    }
  });

  input.addEventListener("focus", open);
  // A click or tap anywhere else, or Tab, takes the focus away.
  input.addEventListener("blur", close);

  function choose(index: number) {
    const choice = choices[index];
    if (!choice) return;
    // The box then holds what the page shows: the search, or nothing on a category or storefront.
    input!.value = choice.kind === "searches" ? choice.text : "";
    close();
    combobox.navigate(choice.url);
  }

  // Handlers as properties, not listeners: a box React renders anew (another search) mounts again
  // on the same list, and must replace the old box's handlers, not add to them.
  // Pressing an option must not take the focus from the box (which would close the list first).
  listbox.onmousedown = (e) => e.preventDefault();
  listbox.onclick = (e) => {
    const option = (e.target as Element).closest("[role=option]");
    if (option) choose(optionsOf().indexOf(option as HTMLElement));
  };
  // Typed before this script arrived: suggest for it now.
  if (document.activeElement === input && input.value.trim()) input.dispatchEvent(new Event("input"));
}

function element(tag: string, attributes: Record<string, string>): HTMLElement {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  return el;
}

/** A translated sentence's one placeholder ({{count}}, {{name}}) filled in. */
const fill = (template: string, value: string) => template.replace(/\{\{\w+\}\}/, value);
