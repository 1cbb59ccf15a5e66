import type { CategoryNode, ProductCardData } from "./catalog.ts";

/** What the home page shows; every part comes from the database. */
export interface HomePageData {
  categories: CategoryNode[];
  banners: HomeBanner[];
  /** The four large tiles: food-beverage, textile, furniture and the merchandised fourth. */
  tiles: HomeCategoryTile[];
  recommended: ProductCardData[];
  opportunity: ProductCardData[];
  /** The three category product rows (each: categoryId, text, products). */
  rows: HomeCategoryRow[];
  sponsors: SponsorCompany[];
  stats: { products: number; suppliers: number; countries: number };
}

export interface HomeBanner {
  id: number;
  imageUrl: string;
  description: string;
  targetUrl: string;
}

export interface HomeCategoryTile {
  code: string;
  name: string;
  hasChildren: boolean;
  icon: string | null;
  imageUrl: string | null;
}

export interface HomeCategoryRow {
  categoryId: string;
  text: string;
  hasChildren: boolean;
  products: ProductCardData[];
}

export interface SponsorCompany {
  _id: number;
  name: string;
  logo: string | null;
}
