import { type Lang, langFromHost, languageInfo } from "#core/i18n/languages.ts";
import { errorBody } from "../api/error-response.ts";
import type { ErrorCode } from "../lib/errors.ts";
import { translator } from "../lib/i18n.ts";

/**
 * The answer the HTTP edge gives when it refuses a request before any route sees it (too large a
 * body, a foreign Origin, an overloaded process): the API's error shape under /api, else a small
 * page, both in the language of the host. Plain strings, so the admission gate can write them
 * with node:http directly.
 */
export interface Refusal {
  status: number;
  headers: Record<string, string>;
  body: string;
}

const STATUS: Partial<Record<ErrorCode, number>> = {
  payload_too_large: 413,
  not_allowed: 403,
  overloaded: 503,
};

// 13 languages × (API or page) × a few codes: made once each, as the gate answers many at once.
const cache = new Map<string, Refusal>();

export function isApiPath(path: string): boolean {
  return path === "/api" || path.startsWith("/api/") || path.startsWith("/api?");
}

export function refusal(
  code: "payload_too_large" | "not_allowed" | "overloaded",
  request: { host: string | undefined; path: string; api?: boolean },
  messageKey = `errors.${code}`,
): Refusal {
  const lang = langFromHost(request.host);
  const api = request.api ?? isApiPath(request.path);
  const key = `${code} ${messageKey} ${lang} ${api}`;
  let answer = cache.get(key);
  if (!answer) {
    const message = translator(lang)(messageKey);
    answer = {
      status: STATUS[code]!,
      headers: {
        "Content-Type": api ? "application/json; charset=utf-8" : "text/html; charset=utf-8",
        "Cache-Control": "no-store",
      },
      body: api ? JSON.stringify(errorBody(lang, code, undefined, messageKey)) : refusalPage(lang, message),
    };
    cache.set(key, answer);
  }
  return answer;
}

/** As a fetch Response, with extra headers (Retry-After, Connection). */
export function refusalResponse(answer: Refusal, extraHeaders: Record<string, string> = {}): Response {
  return new Response(answer.body, {
    status: answer.status,
    headers: { ...answer.headers, ...extraHeaders },
  });
}

function refusalPage(lang: Lang, message: string): string {
  const t = translator(lang);
  const { intl, dir } = languageInfo(lang);
  return (
    `<!doctype html><html lang="${intl}" dir="${dir}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeHtml(message)} · ${escapeHtml(t("site.name"))}</title></head>` +
    // A sentence, not a title: as a heading it filled a phone's screen. No styles, so no
    // Content-Security-Policy has anything to refuse.
    `<body><main><p><strong>${escapeHtml(message)}</strong></p>` +
    `<p><a href="/">${escapeHtml(t("errorPage.home"))}</a></p></main></body></html>`
  );
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * The Retry-After of an overload refusal: 1, 2 or 3 seconds at random (2 on average). A crowd
 * refused in the same moment and told the same number comes back in the same moment, and is
 * refused together again; told different numbers, it comes back spread over three seconds,
 * which a process answers far faster than one wave (docs/benchmarks.md, overload).
 */
export function spreadRetryAfterSeconds(random: () => number = Math.random): number {
  return 1 + Math.floor(random() * 3);
}
