import { GraduationCap, Megaphone, MessagesSquare, Ship, ShoppingCart, Sparkles } from "lucide-static";
import { Link } from "react-router";
import { useTranslation } from "#app/i18n/react.tsx";
import { DecorativeIcon } from "../decorative-icon.tsx";

/**
 * Six tool tiles (E-Commerce, Communication, Export, E-Marketing, Educations, AI); each leads
 * to the page that explains that part of the marketplace.
 */
const TOOLS = [
  { key: "ecommerce", icon: ShoppingCart, to: "/how-to-buy" },
  { key: "communication", icon: MessagesSquare, to: "/contact" },
  { key: "export", icon: Ship, to: "/browse-country" },
  { key: "marketing", icon: Megaphone, to: "/membership" },
  { key: "education", icon: GraduationCap, to: "/public-education" },
  { key: "ai", icon: Sparkles, to: "/search-result" },
] as const;

export function ToolTiles() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="tools-title">
      <h2 id="tools-title" className="sr-only">
        {t("home.toolsTitle")}
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {TOOLS.map((tool) => (
          <li key={tool.key}>
            <Link
              to={tool.to}
              className="flex h-full flex-col items-center gap-1 rounded-lg border border-gray-200 bg-white p-3 text-center hover:border-brand-500 hover:text-brand-700"
            >
              <DecorativeIcon svg={tool.icon} className="size-7 text-brand-600" />
              <span className="text-sm font-semibold [overflow-wrap:anywhere]">
                {t(`home.tools.${tool.key}.title`)}
              </span>
              <span className="text-xs text-gray-600 [overflow-wrap:anywhere]">
                {t(`home.tools.${tool.key}.text`)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
