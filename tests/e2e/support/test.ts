import { type BrowserContext, test as base, expect } from "@playwright/test";

/**
 * Playwright's `test` with checks added to every browser test: no page may fail to hydrate (its
 * first render in the browser must match its HTML), and none may break the
 * Content-Security-Policy (server/http/security-headers.ts). A violation shows two ways, and
 * both are caught: the browser's own console message ("Refused to … because it violates the
 * following Content Security Policy directive …"), and the page's `securitypolicyviolation`
 * event, which also reports what the browser does not log (a refused eval that was caught).
 * Specs import `test` from here (a lint rule says so); everything else is Playwright's.
 */
export * from "@playwright/test";

/**
 * Marks a test whose steps and checks are the same on every screen: access refusals, plain-post
 * paths, server answers, console operations without a layout check, bidi order, picture fallbacks.
 * The phone project leaves it out (playwright.config.ts). A test that takes another path on a
 * phone (the menu, the filters' bottom sheet) or checks that a page fits a phone stays on both.
 */
export const SAME_ON_PHONES = { tag: "@same-on-phones" } as const;

const CSP_MESSAGE = /Content[ -]Security[ -]Policy/i;
// React's production build reports a page whose first render differed from its HTML (a
// hydration mismatch: it then throws the HTML away, and with it what the visitor already typed)
// as minified errors 418, 423 and 425.
const HYDRATION_ERROR = /Minified React error #(418|423|425)\b|Hydration failed/;

export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    // Every context is watched as it is made, the test's own `context` included (Playwright makes
    // it with browser.newContext, after this automatic fixture): a test that opens no page, such as
    // one that sends raw requests, makes no browser context at all.
    async ({ browser }, use) => {
      const violations: string[] = [];
      const watch = async (watched: BrowserContext) => {
        watched.on("weberror", (error) => {
          if (HYDRATION_ERROR.test(error.error().message))
            violations.push(`${error.page()?.url()}: ${error.error().message.slice(0, 120)}`);
        });
        watched.on("console", (message) => {
          if (CSP_MESSAGE.test(message.text()))
            violations.push(`${message.page()?.url()}: ${message.text()}`);
        });
        await watched.addInitScript(() => {
          document.addEventListener("securitypolicyviolation", (event) =>
            console.error(
              `Content Security Policy violation: ${event.effectiveDirective} refused ${event.blockedURI || "inline"} (${event.sourceFile}:${event.lineNumber})`,
            ),
          );
        });
      };
      // Contexts a test opens itself (another user, JavaScript off) are watched too.
      const newContext = browser.newContext;
      browser.newContext = async (options) => {
        const created = await newContext.call(browser, options);
        await watch(created);
        return created;
      };
      try {
        await use(violations);
      } finally {
        browser.newContext = newContext;
      }
      expect(violations, "pages broke the Content-Security-Policy or failed to hydrate").toEqual([]);
    },
    { auto: true },
  ],
});
