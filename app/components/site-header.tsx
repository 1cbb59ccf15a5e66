import { ShoppingCart } from "lucide-static";
import { useEffect } from "react";
import { Form, Link, useLocation, useNavigate } from "react-router";
import { searchedText } from "#core/rules/search-text.ts";
import { isStaff } from "#core/rules/staff-roles.ts";
import { CART_PATH } from "#core/urls/account-paths.ts";
// Built on its own (the worker pipeline gives a self-contained module and its URL), loaded on focus.
import searchBoxScriptUrl from "../enhance/search-box.ts?worker&url";
import { useTranslation } from "../i18n/react.tsx";
import { useRootData } from "../lib/root-data.ts";
import { SEARCH_BOX_ID, SUGGESTIONS_ID } from "../lib/search-box-ids.ts";
import { sellHref } from "../lib/sell-link.ts";
import { DecorativeIcon } from "./decorative-icon.tsx";
import { LanguageSwitch } from "./language-switch.tsx";
import { Logo } from "./logo.tsx";
import { UnreadBadges } from "./meeting/unread-badges.tsx";

export function SiteHeader() {
  const { t } = useTranslation();
  const root = useRootData();
  const user = root?.user;
  const sell = sellHref(user);
  // Moderators and admins get their console where others get the sell link.
  const staff = user ? isStaff(user.roles) : false;
  const location = useLocation();
  const navigate = useNavigate();
  const returnUrl = `${location.pathname}${location.search}`;
  // On a results page the box still holds what was searched, to refine it.
  const searched = searchedText(location.pathname, location.search);
  const loginHref =
    location.pathname === "/login" ? "/login" : `/login?returnUrl=${encodeURIComponent(returnUrl)}`;
  const loadSuggestions = () => {
    void import(/* @vite-ignore */ searchBoxScriptUrl).then(() =>
      window.mountSearchSuggest?.((url) => navigate(url)),
    );
  };
  // A box tapped before the page's script ran had its focus event before React listened: the
  // suggestions load now, and pick up what was typed meanwhile.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the page becomes interactive
  useEffect(() => {
    if (document.activeElement?.id === SEARCH_BOX_ID) loadSuggestions();
  }, []);
  return (
    <header className="border-b border-gray-200 bg-white print:hidden">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-3 py-2 sm:px-4">
        <Link
          to="/"
          className="flex items-center gap-2 text-lg font-bold text-ink"
          aria-label={t("site.name")}
        >
          <Logo />
          <span>{t("site.name")}</span>
        </Link>
        <Form
          method="get"
          action="/search-product"
          role="search"
          className="relative order-last flex w-full min-w-0 md:order-none md:w-auto md:flex-1"
        >
          <label htmlFor={SEARCH_BOX_ID} className="sr-only">
            {t("header.searchLabel")}
          </label>
          <input
            id={SEARCH_BOX_ID}
            name="s"
            type="search"
            dir="auto"
            maxLength={200}
            required
            defaultValue={searched}
            // A new search (another address) puts its own text in the box.
            key={searched}
            placeholder={t("header.searchPlaceholder")}
            // A combobox whose list the suggestions script fills (app/enhance/search-suggest.ts),
            // loaded when the box is first focused; the home page's own script brings it.
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={false}
            aria-controls={SUGGESTIONS_ID}
            onFocus={loadSuggestions}
            className="min-w-0 flex-1 rounded-s-md border border-gray-300 px-3 py-2 text-sm focus:border-brand-500"
          />
          <button
            type="submit"
            className="rounded-e-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
          >
            {t("header.searchButton")}
          </button>
          <div
            id={SUGGESTIONS_ID}
            role="listbox"
            aria-label={t("header.suggestions.label")}
            hidden
            data-searches={t("header.suggestions.searches")}
            data-categories={t("header.suggestions.categories")}
            data-suppliers={t("header.suggestions.suppliers")}
            data-in-category={t("header.suggestions.inCategory")}
            className="absolute inset-x-0 top-full z-50 mt-1 max-h-[70vh] overflow-y-auto rounded-md border border-gray-200 bg-white pb-1 text-start text-sm shadow-lg"
          />
          <div
            aria-live="polite"
            aria-atomic="true"
            className="sr-only"
            data-suggest-status
            data-count={t("header.suggestions.count")}
            data-none={t("header.suggestions.none")}
          />
        </Form>
        <nav
          className="ms-auto flex min-w-0 flex-wrap items-center justify-end gap-1 text-sm"
          aria-label={t("header.account")}
        >
          <LanguageSwitch />
          {sell ? (
            <Link to={sell} className="rounded px-2 py-1 font-semibold text-brand-700 hover:bg-gray-100">
              {t("header.sell")}
            </Link>
          ) : null}
          {staff ? (
            <Link to="/admin" className="rounded px-2 py-1 font-semibold text-brand-700 hover:bg-gray-100">
              {t("header.console")}
            </Link>
          ) : null}
          {user ? (
            <>
              <UnreadBadges
                buyer={root?.unread?.buyer ?? 0}
                seller={root?.unread?.seller ?? 0}
                member={root?.unread?.member ?? false}
                eventCursor={root?.unread?.eventCursor ?? 0}
              />
              <Link
                to={CART_PATH}
                className="inline-flex items-center gap-1 rounded px-2 py-1 hover:bg-gray-100"
              >
                <DecorativeIcon svg={ShoppingCart} className="size-4" />
                {/* On a phone the icon alone shows; screen readers still hear the word. */}
                <span className="sr-only sm:not-sr-only">{t("header.cart")}</span>
              </Link>
              <Link to="/profile" className="rounded px-2 py-1 hover:bg-gray-100">
                <span className="hidden sm:inline">{t("header.greeting", { name: user.firstName })}</span>
                <span className="sm:hidden">{t("header.account")}</span>
              </Link>
              <Form method="post" action="/logout">
                <button type="submit" className="rounded px-2 py-1 hover:bg-gray-100">
                  {t("header.signOut")}
                </button>
              </Form>
            </>
          ) : (
            <>
              <Link to={loginHref} className="rounded px-2 py-1 hover:bg-gray-100">
                {t("header.signIn")}
              </Link>
              <Link
                to="/register"
                className="rounded-md bg-brand-50 px-2 py-1 font-semibold text-brand-700 hover:bg-brand-100"
              >
                {t("header.register")}
              </Link>
            </>
          )}
        </nav>
      </div>
    </header>
  );
}
