import type { ProductDetail } from "~/schemas/product.ts";

// Location tab: filled in below (map loads only when this tab opens).
export function LocationPanel(_props: { product: ProductDetail }) {
  return null;
}
