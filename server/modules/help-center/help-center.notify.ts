import { CONSOLE_MESSAGES } from "#core/i18n/console-messages.ts";
import { createTranslator } from "#core/i18n/i18n.ts";
import { hostForLang, isLang, type Lang } from "#core/i18n/languages.ts";
import type { AppDeps } from "#server/deps.ts";
import { findAdminRecipients } from "#server/modules/accounts/index.ts";
import type { HelpContactRow } from "./help-center.repo.ts";

export type NotifyDeps = Pick<AppDeps, "db" | "mailer" | "config" | "log">;

/**
 * Tells every admin about a new message, each in their own language with a link to the console,
 * one e-mail each (so no admin sees the others' addresses). Replies go straight to the sender.
 * A failed delivery is logged: the message is stored and waits in the console all the same.
 */
export async function notifyAdmins(deps: NotifyDeps, item: HelpContactRow): Promise<number> {
  const admins = await findAdminRecipients(deps.db);
  // One send per admin, side by side: the visitor's post waits for the slowest, not for all in turn.
  const results = await Promise.all(
    admins.map(async (admin) => {
      const lang: Lang = admin.preferred_lang && isLang(admin.preferred_lang) ? admin.preferred_lang : "en";
      const t = createTranslator(CONSOLE_MESSAGES[lang], CONSOLE_MESSAGES.en);
      const origin = `${deps.config.siteProtocol}://${hostForLang(deps.config.siteHost, lang)}`;
      try {
        await deps.mailer.send({
          to: admin.email,
          replyTo: item.email,
          subject: t("console.help.mail.subject", { subject: oneLine(item.subject) }),
          text: t("console.help.mail.body", {
            admin: admin.first_name,
            name: item.name,
            email: item.email,
            subject: item.subject,
            message: item.message,
            link: `${origin}/admin/help-center`,
          }),
        });
        return true;
      } catch (error) {
        deps.log.error({ err: error, adminId: admin.id, itemId: item.id }, "help-center notification failed");
        return false;
      }
    }),
  );
  return results.filter(Boolean).length;
}

/** A subject header is one line, whatever the visitor typed. */
const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();
