import type { ProductCardData } from "../../../app/schemas/catalog.ts";
import type { ProductDetail } from "../../../app/schemas/product.ts";
import type { Db } from "../../db/connect.ts";
import { getSponsorProducts } from "../catalog/catalog.service.ts";

// SCAFFOLD (views helper replaces this file): products recommended below a product.
export async function getProductRecommendations(
  db: Db,
  lang: string,
  product: ProductDetail,
): Promise<ProductCardData[]> {
  return (await getSponsorProducts(db, lang)).filter((p) => p.id !== product._id);
}
