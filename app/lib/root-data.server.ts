import { languageInfo } from "#core/i18n/languages.ts";
import type { RequestContext } from "#server/request-context.ts";
import type { RootData } from "./root-data.ts";

/** The root loader's data: the page's language and direction, the site, and who is signed in. */
export function rootDataOf(ctx: RequestContext): RootData {
  return {
    lang: ctx.lang,
    intlLang: languageInfo(ctx.lang).intl,
    dir: ctx.dir,
    siteHost: ctx.deps.config.siteHost,
    siteProtocol: ctx.deps.config.siteProtocol,
    user: ctx.user
      ? { firstName: ctx.user.firstName, roles: ctx.user.roles, emailConfirmed: ctx.user.emailConfirmed }
      : null,
  };
}
