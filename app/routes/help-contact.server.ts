import { data } from "react-router";
import { HelpContactSchema } from "#core/schemas/help-center.ts";
import { captchaToken } from "#server/lib/captcha.ts";
import { formFailure } from "#server/lib/form-response.ts";
import { contactAdministrators } from "#server/modules/help-center/index.ts";
import type { RequestContext } from "#server/request-context.ts";
import type { HelpContactResult } from "../components/help-contact-form.tsx";
import { parseForm } from "../lib/forms.ts";

/** The content pages that carry the form to the administrators. */
const HELP_CONTACT_SLUGS: readonly string[] = ["help-center", "contact"];

export const hasHelpContactForm = (slug: string) => HELP_CONTACT_SLUGS.includes(slug);

/** A signed-in visitor does not type their name and address again (they may still change them). */
export function helpContactPrefill(ctx: RequestContext) {
  const user = ctx.user;
  const captcha = ctx.deps.config.captcha;
  return {
    name: user ? `${user.firstName} ${user.lastName}`.trim() : "",
    email: user?.email ?? "",
    // The widget when a captcha is configured (off by default), as on the storefront message form.
    captcha: captcha ? { siteKey: captcha.siteKey, scriptUrl: captcha.scriptUrl } : null,
  };
}

/** The form's post: the service validates, limits, stores and notifies; the page shows the outcome. */
export async function helpContactAction(ctx: RequestContext, slug: string, request: Request) {
  if (!hasHelpContactForm(slug)) throw data(null, { status: 405 });
  const form = await parseForm(request, HelpContactSchema);
  if (!form.ok) return formFailure(form.error, form.values);
  try {
    await contactAdministrators(ctx.deps, form.data, {
      userId: ctx.user?.id ?? null,
      ip: ctx.ip,
      captchaToken: captchaToken(form.values),
    });
    return { sent: true, email: form.data.email } satisfies HelpContactResult;
  } catch (error) {
    return formFailure(error, form.values);
  }
}
