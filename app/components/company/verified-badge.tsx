import { BadgeCheck } from "lucide-static";
import { useTranslation } from "#app/i18n/react.tsx";
import { DecorativeIcon } from "../decorative-icon.tsx";

export function VerifiedBadge() {
  const { t } = useTranslation();
  return (
    <span className="inline-flex items-center gap-1 rounded bg-green-100 px-1.5 py-0.5 text-xs font-semibold text-green-800">
      <DecorativeIcon svg={BadgeCheck} className="size-3.5" />
      {t("product.verified")}
    </span>
  );
}
