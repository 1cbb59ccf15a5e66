import { VariationPicker } from "~/components/product/variation-picker.tsx";
import type { ProductDetail } from "~/schemas/product.ts";

// SCAFFOLD (cart helper replaces this file): variations, quantity box, add to cart and its modal.
export function BuyBox({ product }: { product: ProductDetail; signedIn: boolean; posted: unknown }) {
  return <VariationPicker variations={product.customVariations} />;
}
