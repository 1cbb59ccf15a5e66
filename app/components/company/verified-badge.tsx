import { BadgeCheck } from "lucide-static";
import { useTranslation } from "~/i18n/react.tsx";

export function VerifiedBadge() {
  const { t } = useTranslation();
  return (
    <span className="inline-flex items-center gap-1 rounded bg-green-100 px-1.5 py-0.5 text-xs font-semibold text-green-800">
      <span
        aria-hidden="true"
        className="size-3.5 [&>svg]:size-full"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant SVG from the icon package
        dangerouslySetInnerHTML={{ __html: BadgeCheck }}
      />
      {t("product.verified")}
    </span>
  );
}
