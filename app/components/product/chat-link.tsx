import { useTranslation } from "#app/i18n/react.tsx";

export const CHAT_COMPANY_KEY = "chatCompanyId";
const MEETING_PATH = "/profile/meeting";

/**
 * Chat entry (Chat / Ask Company): remembers the supplier to talk to and opens the
 * meeting page when signed in, the login page otherwise (which returns there). The company is also
 * in the address, so the meeting page knows it even when the browser ran no script.
 */
export function ChatLink({
  companyId,
  signedIn,
  label,
  className,
}: {
  companyId: number;
  signedIn: boolean;
  label?: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const meeting = `${MEETING_PATH}?company=${companyId}`;
  return (
    <a
      href={signedIn ? meeting : `/login?returnUrl=${encodeURIComponent(meeting)}`}
      onClick={() => {
        try {
          localStorage.setItem(CHAT_COMPANY_KEY, String(companyId));
        } catch {
          // Storage disabled: the address carries the company as well.
        }
      }}
      className={className}
    >
      {label ?? t("productPage.askCompany")}
    </a>
  );
}
