import { Link } from "react-router";
import { categoryPath } from "#core/rules/slug.ts";
import type { HomeCategoryTile } from "#core/schemas/home.ts";
import { CategoryIcon } from "../category-icon.tsx";

/** Four large category tiles (food-beverage, textile, furniture, merchandised fourth). */
export function CategoryTiles({ tiles }: { tiles: HomeCategoryTile[] }) {
  if (!tiles.length) return null;
  return (
    <ul className="grid grid-cols-2 gap-3 md:grid-cols-4" data-category-tiles>
      {tiles.map((tile) => (
        <li key={tile.code}>
          <Link
            to={categoryPath(tile.name, tile.code, tile.hasChildren)}
            className="group relative block overflow-hidden rounded-lg bg-brand-100"
          >
            {tile.imageUrl ? (
              <img
                src={tile.imageUrl.replace(/(\.(?:jpe?g|png))$/i, "_800x200$1")}
                alt=""
                width={800}
                height={200}
                loading="lazy"
                decoding="async"
                className="aspect-[2/1] w-full object-cover transition group-hover:scale-105"
              />
            ) : (
              <div className="aspect-[2/1]" />
            )}
            <span className="absolute inset-x-0 bottom-0 flex items-center gap-2 bg-gradient-to-t from-black/75 to-transparent px-3 pt-6 pb-2 font-semibold text-white">
              <CategoryIcon icon={tile.icon} className="size-5" />
              {tile.name}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
