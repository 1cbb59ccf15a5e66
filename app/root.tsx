// First: it must run before any page's schemas are defined (see the module).
import "./lib/zod-without-eval.ts";
import { useMemo } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useMatches,
  useRouteError,
} from "react-router";
import { createTranslator } from "#core/i18n/i18n.ts";
import { countUnread } from "#server/modules/conversations/index.ts";
import { findLatestEventId } from "#server/modules/realtime/index.ts";
import { requestContext } from "#server/request-context.ts";
import type { Route } from "./+types/root";
// Inlined rather than linked: one round trip less before the first paint (about 7 KB compressed).
import appCss from "./app.css?inline";
import { ErrorPage } from "./components/error-page.tsx";
import { LanguageAlternates } from "./components/language-alternates.tsx";
import { NotFound } from "./components/not-found.tsx";
import { SiteFooter } from "./components/site-footer.tsx";
import { SiteHeader } from "./components/site-header.tsx";
import { MESSAGES_ELEMENT_ID, pageMessages } from "./i18n/page-messages.ts";
import { TranslationProvider } from "./i18n/react.tsx";
import { useCspNonce } from "./lib/csp-nonce.ts";
import { PICTURE_FALLBACK_SCRIPT } from "./lib/picture-fallback.ts";
import { refuseMalformedRequests } from "./lib/request-guards.server.ts";
import { rootDataOf } from "./lib/root-data.server.ts";
import { type RootData, useRootData } from "./lib/root-data.ts";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

// Every page and form action: malformed requests are refused before any loader or action runs.
export const middleware: Route.MiddlewareFunction[] = [refuseMalformedRequests];

export async function loader({ context }: Route.LoaderArgs): Promise<RootData> {
  const ctx = context.get(requestContext);
  const base = rootDataOf(ctx);
  if (!ctx.user) return base;
  // The newest live event before the counts are read: the header's live stream starts after it.
  const eventCursor = await findLatestEventId(ctx.deps.db);
  const unread = await countUnread(ctx.deps.db, ctx.user.id);
  return { ...base, unread: { ...unread, member: ctx.user.companyIds.length > 0, eventCursor } };
}

// The language and user only change through a form post (sign in/out) or another host.
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod !== undefined && formMethod !== "GET" ? defaultShouldRevalidate : false;
}

/**
 * A route with `handle.hydrate === false` (the home page) is sent without React's client runtime:
 * it renders fully on the server and brings its own small script.
 */
function useHydrate(): boolean {
  const serverOnlyRoute = useMatches().some(
    (m) => (m.handle as { hydrate?: boolean } | undefined)?.hydrate === false,
  );
  // In a browser the runtime is already running (a client-side navigation): keep its scripts in place.
  return !serverOnlyRoute || typeof document !== "undefined";
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRootData();
  const hydrate = useHydrate();
  // The page's scripts run only with the nonce of its Content-Security-Policy (app/entry.server.tsx).
  const nonce = useCspNonce();
  const { messages, json } = pageMessages(data?.lang);
  const t = useMemo(() => createTranslator(messages), [messages]);
  return (
    <html lang={data?.intlLang ?? "en"} dir={data?.dir ?? "ltr"}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own built stylesheet */}
        <style dangerouslySetInnerHTML={{ __html: appCss }} />
        <Links />
        <LanguageAlternates />
      </head>
      <body className="flex min-h-screen flex-col">
        {/* First in the body, before any picture: replaces pictures that fail (lib/picture-fallback.ts). */}
        <script
          nonce={nonce}
          suppressHydrationWarning
          // biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant script
          dangerouslySetInnerHTML={{ __html: PICTURE_FALLBACK_SCRIPT }}
        />
        <TranslationProvider t={t}>
          <a
            href="#main"
            className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
          >
            {t("site.skipToContent")}
          </a>
          <SiteHeader />
          <main
            id="main"
            className="mx-auto w-full max-w-7xl flex-1 px-3 py-4 sm:px-4 sm:py-6 print:max-w-none print:p-0"
          >
            {children}
          </main>
          <SiteFooter />
        </TranslationProvider>
        {hydrate ? (
          <>
            <script
              type="application/json"
              id={MESSAGES_ELEMENT_ID}
              // biome-ignore lint/security/noDangerouslySetInnerHtml: our own messages, with `<` escaped
              dangerouslySetInnerHTML={{ __html: json }}
            />
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : null}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return <ErrorPage status={isRouteErrorResponse(error) ? error.status : 500} />;
}
