/** Shapes the catalogue service hands to pages (browser-safe, types only). */
export interface ProductCardData {
  id: number;
  name: string;
  picture: string | null;
  currency: string;
  priceMin: number | null;
  priceMax: number | null;
  /** The unit the price is per (packaging unit; Piece when none). */
  unit: string;
  minOrderQuantity: number | null;
  minOrderUnit: string;
  companyId: number;
  companyName: string;
  companyVerified: boolean;
}

export interface CategoryNode {
  code: string;
  name: string;
  icon: string | null;
  hasChildren: boolean;
  children: CategoryNode[];
}

/** A category as the console's pickers list it: code, name in the page language, depth. */
export interface CategoryOption {
  code: string;
  name: string;
  level: number;
  hasChildren: boolean;
}
