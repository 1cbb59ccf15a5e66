import { Apple, BrickWall, Cog, Cpu, Dumbbell, House, Shirt, Sofa } from "lucide-static";
import { DecorativeIcon } from "./decorative-icon.tsx";

// The icon names of the 8 root categories → lucide icons (static SVG strings, no runtime).
const ICONS: Record<string, string> = {
  home: House,
  apparel: Shirt,
  furniture: Sofa,
  foodandbeverage: Apple,
  machinery: Cog,
  electronic: Cpu,
  sports: Dumbbell,
  construction: BrickWall,
};

/** Decorative: the category's name is always written next to it. */
export function CategoryIcon({ icon, className = "size-5" }: { icon: string | null; className?: string }) {
  const svg = icon ? ICONS[icon] : undefined;
  if (!svg) return null;
  return <DecorativeIcon svg={svg} className={`inline-flex shrink-0 ${className}`} />;
}
